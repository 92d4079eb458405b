"""Travis234 extension file of the travis234-mcp-ts wheel: the adapter's `mcp` tool and its worker
capability adapter, from the installed package (the copy native workers import as well)."""

from travis234_mcp_ts import extension  # noqa: F401 - the host calls extension(travis).
