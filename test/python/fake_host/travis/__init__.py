"""A stub of the Travis234 host package for the shim unit tests (stdlib only, any Python 3.10+)."""
