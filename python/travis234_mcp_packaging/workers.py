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

Errors are worker_errors.py's; the wheel's identity and install check are worker_install.py's.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import logging
import os
from collections.abc import Mapping
from pathlib import Path

from .contract import CONTRACT, METHODS, seconds
from .worker_errors import (
    ALREADY_INSTALLED,
    ENVIRONMENT_MISSING,
    PREFLIGHT_FAILED,
    REQUEST_INVALID,
    SERVER_UNAVAILABLE,
    WorkerAdapterError,
    plain,
    rpc_error,
)
from .worker_install import check_installed, installer

LOG = logging.getLogger("travis234_mcp_adapter")

# The key and version come from spec/worker-delegation.yaml, through
# generated/host-contract.json (this file sits in <package root>/python/travis234_mcp_packaging/).
_CONTRACT = CONTRACT["workers"]
ADAPTER_NAME = str(_CONTRACT["adapterKey"])
INTERFACE_VERSION = int(_CONTRACT["interfaceVersion"])

# The host.* rows of spec/limits.yaml.
EXPORT_TIMEOUT_S = seconds("host.workerExportTimeoutMs")
SCOPE_TIMEOUT_S = seconds("host.workerScopeTimeoutMs")
PREFLIGHT_TIMEOUT_S = seconds("host.workerPreflightTimeoutMs")

# A scope the host's gate never admits (no descriptor lists an operation for server None).
_DENIED_OPERATION = "unavailable"


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
            raise rpc_error(reply["error"], REQUEST_INVALID)
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
            error = rpc_error(reply["error"], PREFLIGHT_FAILED)
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
