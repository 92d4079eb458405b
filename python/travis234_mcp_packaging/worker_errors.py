"""The worker adapter's errors, in the form Travis234 shows a model: `code: detail`, with the code
lower-cased (the host keeps only `[a-z_]` codes) and the detail reduced to the characters it keeps.
The codes come from spec/errors.yaml through generated/host-contract.json. Stdlib only."""

from __future__ import annotations

import re
from collections.abc import Mapping

from .contract import CONTRACT, limit

_CONTRACT = CONTRACT["workers"]


def _code(name: str) -> str:
    """A catalog code this side raises itself; a spec rename fails the load, not a later refusal."""
    if name not in _CONTRACT["errors"]:
        raise RuntimeError(
            f"travis234-mcp-adapter: {name} is not in the worker error catalog; regenerate (npm run codegen)"
        )
    return name


REQUEST_INVALID = _code("MCPA_WORKER_REQUEST_INVALID")
SERVER_UNAVAILABLE = _code("MCPA_WORKER_SERVER_UNAVAILABLE")
PREFLIGHT_FAILED = _code("MCPA_WORKER_PREFLIGHT_FAILED")
ALREADY_INSTALLED = _code("MCPA_WORKER_ALREADY_INSTALLED")
NOT_INSTALLED = _code("MCPA_WORKER_NOT_INSTALLED")
ENVIRONMENT_MISSING = _code("MCPA_WORKER_ENVIRONMENT_MISSING")

# What the host keeps of an error's detail (travis/coding_agent/coordination_runtime/tools.py).
_UNSAFE = re.compile(r"[^A-Za-z0-9 ,.;:_/()@+-]")
_DETAIL_MAX = limit("host.errorDetailMaxChars")


class WorkerAdapterError(ValueError):
    """`code: detail` in the form the host shows the model; .code keeps the catalog spelling."""

    def __init__(self, code: str, detail: str) -> None:
        self.code = code
        super().__init__(f"{code.lower()}: {safe_detail(detail)}")


def safe_detail(text: str) -> str:
    """Text the host's detail filter keeps whole: quotes dropped, other characters replaced."""
    text = re.sub(r"[\"'`]", "", str(text))
    text = re.sub(r"\s+", " ", _UNSAFE.sub(lambda m: " " if m.group().isspace() else "_", text)).strip()
    if len(text) > _DETAIL_MAX:
        text = text[: _DETAIL_MAX - 3].rstrip() + "..."
    return text or "no detail"


def plain(value: object) -> object:
    """A JSON value from the host's frozen mappings and tuples."""
    if isinstance(value, Mapping):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def rpc_error(error: object, fallback: str) -> WorkerAdapterError:
    """A sidecar JSON-RPC error as the host shows it: the catalog code from data.code, its message."""
    error = error if isinstance(error, Mapping) else {}
    if error.get("code") == -32601:  # a bundle older than this shim
        return WorkerAdapterError(
            SERVER_UNAVAILABLE,
            "the MCP sidecar has no worker support; reinstall the adapter (its Node bundle is older than its shim)",
        )
    data = error.get("data") if isinstance(error.get("data"), Mapping) else {}
    code = (
        data.get("code")
        if isinstance(data.get("code"), str) and re.fullmatch(r"MCPA_[A-Z_]{1,58}", data["code"])
        else fallback
    )
    message = str(error.get("message") or "")
    if message.startswith(code + ": "):
        message = message[len(code) + 2 :]
    return WorkerAdapterError(code, message or code)
