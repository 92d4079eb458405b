"""The worker capability adapter `travis234_mcp.mcp` (Travis234 native workers), stdlib only.

Travis234 3.3.1 hands a coordinator's `mcp` to a native worker through this adapter:

- parent, mid-turn and synchronously: export_for_worker(request) asks the sidecar (worker/export)
  to check the ceiling against the parent's effective configuration and to build the JSON-only
  descriptor (no secret values; the generation hash is the sidecar's). The installer it names is
  this package's wheel, which must be installed where the worker's `python -I` finds it.
- worker, before session_start: install_for_worker(descriptor, environment) keeps the descriptor
  and the values of the names it references, once. The shim then starts the sidecar with
  initialize.delegation instead of any configuration file, and passes the generation on every call.
- worker, after session_start: preflight() connects the delegated servers (worker/preflight) and
  raises when one fails; authorization_scope(tool, args) maps each `mcp` call to the ceiling's
  strings (worker/scope, the sidecar's own mapping), which the host's call gate compares.

Errors reach the model as the host renders a ValueError: `code: detail`, with the code lower-cased
(the host keeps only `[a-z_]` codes) and the detail reduced to the characters it keeps.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import logging
import os
import re
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

from .contract import CONTRACT, METHODS, limit, seconds

LOG = logging.getLogger("travis234_mcp_adapter")

# The key, version and codes come from spec/worker-delegation.yaml and spec/errors.yaml, through
# generated/host-contract.json (this file sits in <package root>/python/travis234_mcp_packaging/).
_CONTRACT = CONTRACT["workers"]
ADAPTER_NAME = str(_CONTRACT["adapterKey"])
INTERFACE_VERSION = int(_CONTRACT["interfaceVersion"])
# The wheel's identity (build/wheel.py reads these too). Not `travis234-mcp-adapter`: that PyPI
# name is the Python adapter's, and pip would replace one with the other.
DISTRIBUTION = "travis234-mcp-ts"
MODULE = "travis234_mcp_ts"
CALLABLE = "extension"

# The host.* rows of spec/limits.yaml.
EXPORT_TIMEOUT_S = seconds("host.workerExportTimeoutMs")
SCOPE_TIMEOUT_S = seconds("host.workerScopeTimeoutMs")
PREFLIGHT_TIMEOUT_S = seconds("host.workerPreflightTimeoutMs")
INSTALL_CHECK_TIMEOUT_S = seconds("host.workerInstallCheckTimeoutMs")


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
# A scope the host's gate never admits (no descriptor lists an operation for server None).
_DENIED_OPERATION = "unavailable"


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


def package_version(package_root: Path) -> str:
    return str(json.loads((package_root / "package.json").read_text(encoding="utf-8"))["version"])


def installer(package_root: Path) -> dict[str, str]:
    return {
        "distribution": DISTRIBUTION,
        "version": package_version(package_root),
        "module": MODULE,
        "callable": CALLABLE,
    }


def wheel_name(version: str) -> str:
    return f"{DISTRIBUTION.replace('-', '_')}-{version}-py3-none-any.whl"


_CHECK = (
    "import importlib.metadata as m, importlib.util as u, json, sys\n"
    "try:\n    v = m.version(sys.argv[1])\nexcept m.PackageNotFoundError:\n    v = None\n"
    "print(json.dumps({'version': v, 'module': u.find_spec(sys.argv[2]) is not None}))\n"
)
_installed_ok: set[tuple[str, str]] = set()


def check_installed(entry: Mapping[str, str], python: str | None = None) -> None:
    """The worker imports the installer under `python -I` (no user site, no PYTHONPATH): ask such
    an interpreter, once per process, whether it sees this exact distribution and module."""
    python = python or sys.executable
    key = (python, entry["version"])
    if key in _installed_ok:
        return
    found = "none"
    try:
        out = subprocess.run(
            [python, "-I", "-c", _CHECK, entry["distribution"], entry["module"]],
            capture_output=True,
            text=True,
            timeout=INSTALL_CHECK_TIMEOUT_S,
            check=False,
        )
        seen = json.loads(out.stdout.strip().splitlines()[-1]) if out.returncode == 0 and out.stdout.strip() else {}
        if seen.get("version") == entry["version"] and seen.get("module") is True:
            _installed_ok.add(key)
            return
        found = str(seen.get("version") or "none")
    except (OSError, subprocess.SubprocessError, ValueError, IndexError) as error:
        found = f"unknown ({type(error).__name__})"
    raise WorkerAdapterError(
        NOT_INSTALLED,
        f"{python} -m pip install --force-reinstall {wheel_name(entry['version'])} (npm run wheel builds it); "
        f"workers need {entry['distribution']} {entry['version']} importable under python -I, found {found}",
    )


def _rpc_error(error: object, fallback: str) -> WorkerAdapterError:
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


class McpWorkerAdapter:
    """Registered once per load of the shim, over that load's Session (the shim's own object: its
    `ctx`, `delegation` and `worker_conflict` fields and its start_sidecar(ctx))."""

    interface_version = INTERFACE_VERSION

    def __init__(self, session, shutdown, tool_name: str, package_root: Path) -> None:
        self._session = session
        self._shutdown = shutdown
        self._tool_name = tool_name
        self._package_root = package_root

    def _sidecar(self):
        return self._session.start_sidecar(self._session.ctx)

    def _generation(self) -> str:
        delegation = self._session.delegation
        return str(delegation["descriptor"]["generation"]) if delegation else ""

    # -- parent ---------------------------------------------------------------------------------

    def export_for_worker(self, request: Mapping[str, object]) -> Mapping[str, object]:
        entry = installer(self._package_root)
        check_installed(entry)
        try:
            sidecar = self._sidecar()
        except Exception as error:  # noqa: BLE001 - its words stay in the log (they may quote stderr).
            LOG.warning("travis234-mcp-adapter: worker export: the sidecar did not start: %s", error)
            raise WorkerAdapterError(
                SERVER_UNAVAILABLE, "the MCP sidecar of this session could not start; the Travis234 log says why"
            ) from None
        future = sidecar.request(METHODS["workerExport"], {"request": plain(request), "installer": entry})
        try:
            reply = future.result(timeout=EXPORT_TIMEOUT_S)
        except concurrent.futures.TimeoutError:
            sidecar.cancel(future.request_id)
            raise WorkerAdapterError(
                SERVER_UNAVAILABLE, f"the MCP sidecar did not answer within {EXPORT_TIMEOUT_S:.0f} s"
            ) from None
        except Exception:  # noqa: BLE001 - the sidecar exited or its pipe closed.
            raise WorkerAdapterError(
                SERVER_UNAVAILABLE, "the MCP sidecar exited; the next mcp call starts a new one"
            ) from None
        if "error" in reply:
            raise _rpc_error(reply["error"], REQUEST_INVALID)
        descriptor = (reply.get("result") or {}).get("descriptor")
        if (
            not isinstance(descriptor, dict)
            or not isinstance(descriptor.get("generation"), str)
            or descriptor.get("installer") != entry
        ):
            raise WorkerAdapterError(
                SERVER_UNAVAILABLE, "the MCP sidecar returned no usable descriptor; reinstall the adapter"
            )
        # cache_origins holds the paths of the parent's own configuration files, which contain values
        # such as HOME's by construction; they name where definitions came from, never a value.
        encoded = json.dumps({k: v for k, v in descriptor.items() if k != "cache_origins"}, sort_keys=True)
        for name in descriptor.get("environment_references") or ():
            value = os.environ.get(str(name))
            if value and len(value) >= 4 and value in encoded:
                raise WorkerAdapterError(REQUEST_INVALID, f"the descriptor would carry the value of {name}; refused")
        return descriptor

    # -- worker ---------------------------------------------------------------------------------

    def install_for_worker(self, descriptor: Mapping[str, object], environment: Mapping[str, str]) -> None:
        if self._session.delegation is not None:
            raise WorkerAdapterError(
                ALREADY_INSTALLED, "this worker already holds a delegation; a worker is installed once"
            )
        descriptor = plain(descriptor)
        if (
            not isinstance(descriptor, dict)
            or descriptor.get("interface_version") != INTERFACE_VERSION
            or not isinstance(descriptor.get("generation"), str)
        ):
            raise WorkerAdapterError(
                REQUEST_INVALID, "the worker descriptor is not an interface version 1 descriptor of this adapter"
            )
        names = [str(n) for n in descriptor.get("environment_references") or ()]
        missing = [n for n in names if not isinstance(environment.get(n), str)]
        if missing:
            raise WorkerAdapterError(ENVIRONMENT_MISSING, f"the worker environment lacks {', '.join(sorted(missing))}")
        # Only the referenced values: the host's selection also holds PATH, HOME and provider keys.
        self._session.delegation = {"descriptor": descriptor, "environment": {n: environment[n] for n in names}}

    async def preflight(self) -> Mapping[str, object]:
        if self._session.delegation is None:
            raise WorkerAdapterError(PREFLIGHT_FAILED, "no delegation was installed in this worker")
        try:
            sidecar = await asyncio.to_thread(self._sidecar)
        except Exception as error:  # noqa: BLE001
            LOG.warning("travis234-mcp-adapter: worker preflight: the sidecar did not start: %s", error)
            raise WorkerAdapterError(PREFLIGHT_FAILED, "the MCP sidecar could not start in the worker") from None
        future = sidecar.request(METHODS["workerPreflight"], {})
        try:
            reply = await asyncio.wait_for(asyncio.wrap_future(future), PREFLIGHT_TIMEOUT_S)
        except asyncio.TimeoutError:
            sidecar.cancel(future.request_id)
            raise WorkerAdapterError(
                PREFLIGHT_FAILED, f"the delegated servers did not connect within {PREFLIGHT_TIMEOUT_S:.0f} s"
            ) from None
        except Exception:  # noqa: BLE001
            raise WorkerAdapterError(PREFLIGHT_FAILED, "the MCP sidecar exited during preflight") from None
        if "error" in reply:
            error = _rpc_error(reply["error"], PREFLIGHT_FAILED)
            LOG.warning("travis234-mcp-adapter: worker preflight failed: %s", error)
            raise error
        servers = (reply.get("result") or {}).get("servers")
        return {
            "ready": True,
            "generation": self._generation(),
            "servers": servers if isinstance(servers, dict) else {},
        }

    def authorization_scope(self, tool: str, arguments: object) -> Mapping[str, object] | None:
        """The sidecar's own mapping of this call to the ceiling; a scope the gate refuses when the
        sidecar cannot say (the call then never runs)."""
        if tool != self._tool_name or self._session.delegation is None:
            return None
        generation = self._generation()
        denied = {"server": None, "operation": _DENIED_OPERATION, "target": None, "generation": generation}
        try:
            sidecar = self._sidecar()
            reply = sidecar.request(METHODS["workerScope"], {"arguments": plain(arguments)}).result(
                timeout=SCOPE_TIMEOUT_S
            )
        except Exception as error:  # noqa: BLE001 - refused below, reason in the log.
            LOG.warning(
                "travis234-mcp-adapter: worker scope unavailable (%s); the call is refused", type(error).__name__
            )
            return denied
        scope = reply.get("result") if isinstance(reply, dict) else None
        if (
            not isinstance(scope, dict)
            or not isinstance(scope.get("operation"), str)
            or not isinstance(scope.get("generation"), str)
            or not isinstance(scope.get("server"), (str, type(None)))
            or not isinstance(scope.get("target"), (str, type(None)))
        ):
            LOG.warning("travis234-mcp-adapter: worker scope: the sidecar gave no scope; the call is refused")
            return denied
        return {
            "server": scope["server"],
            "operation": scope["operation"],
            "target": scope["target"],
            "generation": scope["generation"],
        }

    async def close(self) -> None:
        """Travis234 3.3.1 never calls this (teardown is session_shutdown); the same cleanup."""
        await asyncio.to_thread(self._shutdown, {"reason": "worker_closed"})


def sidecar_init(session) -> dict:
    """initialize params a worker adds: the delegated configuration and its environment only."""
    delegation = session.delegation
    return {"delegation": delegation, "projectTrusted": False} if delegation else {}


def sidecar_env(init_params: Mapping) -> dict[str, str] | None:
    """A worker's sidecar process environment: the worker's own, less the delegated values, which
    reach the sidecar (and the servers that reference them) through initialize only."""
    delegation = init_params.get("delegation")
    if not delegation:
        return None
    return {k: v for k, v in os.environ.items() if k not in delegation["environment"]}


def call_params(session) -> dict:
    delegation = session.delegation
    return {"generation": str(delegation["descriptor"]["generation"])} if delegation else {}


def register(travis, session, shutdown, tool_name: str, package_root: Path) -> McpWorkerAdapter | None:
    """Registers the adapter on the host's API or bare ExtensionRunner, when the host has workers."""
    method = getattr(travis, "register_worker_capability_adapter", None)
    if not callable(method) or tool_name != "mcp":
        return None
    adapter = McpWorkerAdapter(session, shutdown, tool_name, package_root)
    try:
        method(ADAPTER_NAME, adapter)
    except ValueError as error:
        if str(error) != "duplicate_worker_capability_adapter":
            raise
        # The key is fixed by the host: the Python adapter registers it too, and got there first.
        session.worker_conflict = (
            f"another extension (the Python travis234-mcp-adapter?) already registered {ADAPTER_NAME}; "
            "workers get its `mcp`, not this one: remove one of the two (README, Workers)"
        )
        LOG.warning("travis234-mcp-adapter: %s", session.worker_conflict)
        return None
    return adapter
