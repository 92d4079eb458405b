"""generated/host-contract.json, read once: what the spec (spec/*.yaml) tells the Python side.

Besides the tool and the packaged schemas, it carries the sidecar's method and notification names
by key (spec/sidecar-protocol.yaml), the shim's own bounds (the `host.*` rows of spec/limits.yaml),
the catalog rows the shim renders itself (those marked `shim: true` in spec/errors.yaml) and its
phrases (spec/model-text.yaml). A name or bound the shim needs is looked up here when the module loads, so a spec
rename fails at load, not at a later call. Stdlib only.
"""

from __future__ import annotations

import json
import re
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


_CATALOG: dict[str, dict] = CONTRACT["catalog"]
MODEL_TEXT: dict[str, str] = CONTRACT["modelText"]
_PLACEHOLDER = re.compile(r"\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def catalog_code(code: str) -> str:
    """A code the shim renders: present in the contract, so a spec rename fails the load."""
    if code not in _CATALOG:
        raise RuntimeError(
            f"travis234-mcp-adapter: {code} is not among the shim's catalog rows; regenerate (npm run codegen)"
        )
    return code


def error_text(code: str, with_hint: bool = True, **data: object) -> str:
    """`CODE: message` and, with_hint, `Fix: hint` on the next line, as the sidecar renders a
    catalog error; each value is made one printable line and bounded (host.errorDetailMaxChars)."""
    row = _CATALOG[catalog_code(code)]
    bound = limit("host.errorDetailMaxChars")

    def fill(template: str) -> str:
        def value(match: re.Match) -> str:
            text = _CONTROL.sub(" ", str(data.get(match.group(1), "")))
            return text if len(text) <= bound else text[: bound - 1] + "\u2026"

        return _PLACEHOLDER.sub(value, template)

    text = f"{code}: {fill(row['message'])}"
    return f"{text}\nFix: {fill(row['hint'])}" if with_hint else text
