"""Start-up support for the adapter's shim (internal; extension authors use the package's __init__).

- StartupOutput keeps the sidecar's stderr until it is ready, bounded, so that a failed start can
  say why in the Travis234 log; after that the pipe is drained and dropped, since a running
  sidecar has resolved values that its diagnostics might quote.
- diagnose() turns a failed start into the shim's own words with the fix (Node missing, unusable or
  too old: catalog rows; files missing); the model never sees the sidecar's output, and never an
  OSError's own text.
- configured() says whether any configuration source exists, for the background start.
- other_mcp() names another extension that registers `mcp` as well (the Python adapter of the same
  name), with how to remove it.
"""

from __future__ import annotations

import collections
import logging
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

from .contract import catalog_code, error_text, seconds

LOG = logging.getLogger("travis234_mcp_adapter")
MIN_NODE_MAJOR = 20
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
NODE_MISSING = catalog_code("MCPA_HOST_NODE_MISSING")
NODE_UNUSABLE = catalog_code("MCPA_HOST_NODE_UNUSABLE")
NODE_TOO_OLD = catalog_code("MCPA_HOST_NODE_TOO_OLD")
START_FAILED = catalog_code("MCPA_HOST_SIDECAR_START_FAILED")
FILES_INCOMPLETE = catalog_code("MCPA_HOST_FILES_INCOMPLETE")


class StartupOutput:
    """Drains a text pipe on a daemon thread; keeps its last `limit` characters until ready()."""

    def __init__(self, pipe, limit: int) -> None:
        self._chunks: collections.deque[str] = collections.deque()
        self._size = 0
        self._limit = limit
        self._ready = False
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._drain, args=(pipe,), name="travis234-mcp-sidecar-err", daemon=True)
        self._thread.start()

    def _drain(self, pipe) -> None:
        try:
            for line in pipe:
                with self._lock:
                    if self._ready:
                        continue
                    self._chunks.append(line)
                    self._size += len(line)
                    while self._size > self._limit and len(self._chunks) > 1:
                        self._size -= len(self._chunks.popleft())
        except (OSError, ValueError):
            pass

    def ready(self) -> None:
        with self._lock:
            self._ready = True
            self._chunks.clear()
            self._size = 0

    def tail(self, wait_s: float) -> str:
        """What was kept, control characters removed, at most `limit` characters (the pipe is
        read to its end first, for at most wait_s: a process that exited has closed it)."""
        self._thread.join(timeout=wait_s)
        with self._lock:
            text = "".join(self._chunks)
        text = "\n".join(_CONTROL.sub("", line) for line in text.splitlines())
        return text[-self._limit :]


def node_missing() -> str:
    return error_text(NODE_MISSING, min=MIN_NODE_MAJOR)


def node_unusable(node: str, error: OSError) -> str:
    """The catalog text for a node that the system would not start (never the OSError's own text)."""
    if isinstance(error, FileNotFoundError):
        reason = "no such file"
    elif isinstance(error, IsADirectoryError) or (isinstance(error, PermissionError) and os.path.isdir(node)):
        reason = "it is a directory"
    elif isinstance(error, PermissionError):
        reason = "it is not executable"
    else:
        reason = "the system refused to run it"
    return error_text(NODE_UNUSABLE, node=node, reason=reason, min=MIN_NODE_MAJOR)


def node_too_old(node: str, version: str) -> str:
    return error_text(NODE_TOO_OLD, node=node, version=version or "of unknown version", min=MIN_NODE_MAJOR)


def node_version_problem(node: str) -> str | None:
    """None when `node` is Node.js 20 or newer; else the problem and its fix."""
    try:
        version = subprocess.run(
            [node, "--version"],
            capture_output=True,
            text=True,
            timeout=seconds("host.nodeVersionCheckTimeoutMs"),
            check=False,
        ).stdout.strip()
    except OSError as error:
        return node_unusable(node, error)
    except subprocess.SubprocessError:
        version = ""
    match = re.match(r"v(\d+)\.", version)
    if not match or int(match.group(1)) < MIN_NODE_MAJOR:
        return node_too_old(node, version)
    return None


def node_major(version: object) -> int | None:
    match = re.match(r"v(\d+)\.", version) if isinstance(version, str) else None
    return int(match.group(1)) if match else None


def diagnose(node: str, what: str, returncode: int | None, tail: str) -> str:
    """The shim's words for a start that failed (`what` happened); the tail goes to the host log only."""
    if tail:
        LOG.warning("travis234-mcp-adapter: the MCP sidecar (%s) %s; its last output:\n%s", node, what, tail)
    old = node_version_problem(node)
    if old is not None:
        return old
    if (
        "ERR_MODULE_NOT_FOUND" in tail
        or "Cannot find module" in tail
        or "Cannot find package" in tail
        or "bundle" in tail
        and "is missing" in tail
    ):
        return files_incomplete(f"the MCP sidecar {what}, missing a module it needs")
    code = f" (exit code {returncode})" if returncode is not None else ""
    return error_text(START_FAILED, what=f"{what}{code}")


def files_incomplete(what: str) -> str:
    return error_text(FILES_INCOMPLETE, what=what)


def _expand(parts: list[str], values: dict[str, str]) -> Path:
    return Path(*[values.get(p[1:-1], p) if p.startswith("{") and p.endswith("}") else p for p in parts])


def configured(contract: dict, cwd: str, agent_dir: str | None, trusted: bool, packaged: object) -> bool:
    """Any configuration source that the sidecar would read exists, or a server is packaged."""
    if packaged and isinstance(packaged, dict) and packaged.get("servers"):
        return True
    home = os.environ.get("HOME") or str(Path.home())
    sources = contract["configSources"]
    values = {"home": home, "cwd": cwd}
    values["agentDir"] = agent_dir or str(_expand(sources["agentDirDefault"], values))
    for source in sources["paths"]:
        if source["scope"] == "project" and not trusted:
            continue
        if _expand(source["path"], values).is_file():
            return True
    return False


def other_mcp(travis, own_execute, tool_name: str) -> str | None:
    """Another extension's `tool_name` registration (whichever of the two won), with the fix."""
    others: list[str] = []
    try:
        for registered in travis.get_all_registered_tools():
            definition = getattr(registered, "definition", registered)
            if (
                getattr(definition, "name", None) == tool_name
                and getattr(definition, "execute", None) is not own_execute
            ):
                source = getattr(getattr(registered, "source_info", None), "path", None)
                others.append(
                    f"another extension ({source or 'unknown source'}) replaced this adapter's `{tool_name}` tool"
                )
    except Exception:  # noqa: BLE001 - a host without the listing: rely on the module check below.
        pass
    if not others and any(
        name == "travis234_mcp_adapter" or name.startswith("travis234_mcp_adapter.") for name in sys.modules
    ):
        others.append(
            f"the Python travis234-mcp-adapter is loaded as well and also registers `{tool_name}` (the last one loaded wins)"
        )
    if not others:
        return None
    return (
        f"Warning: {'; '.join(others)}. Remove the other one: run `travis234 list`, then "
        "`travis234 remove <the source it shows>`, and restart Travis234."
    )
