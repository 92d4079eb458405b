"""generated/host-contract.json, read once: what the spec (spec/*.yaml) tells the Python side.

Besides the tool and the packaged schemas, it carries the sidecar's method and notification names
by key (spec/sidecar-protocol.yaml) and the shim's own bounds, the `host.*` rows of
spec/limits.yaml. A name or bound the shim needs is looked up here when the module loads, so a spec
rename fails at load, not at a later call. Stdlib only.
"""

from __future__ import annotations

import json
from pathlib import Path

CONTRACT_PATH = Path(__file__).resolve().parents[2] / "generated" / "host-contract.json"
CONTRACT: dict = json.loads(CONTRACT_PATH.read_text(encoding="utf-8"))
METHODS: dict[str, str] = CONTRACT["methods"]["requests"]
NOTIFICATIONS: dict[str, str] = CONTRACT["methods"]["notifications"]
_LIMITS: dict[str, int] = CONTRACT["limits"]


def limit(limit_id: str) -> int:
    """A `host.*` bound of spec/limits.yaml, in its unit (characters, ms...)."""
    return int(_LIMITS[limit_id])


def seconds(limit_id: str) -> float:
    """A `host.*Ms` bound of spec/limits.yaml in seconds, as Python's timeouts take it."""
    return limit(limit_id) / 1000.0
