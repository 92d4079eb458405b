"""What one load of the shim holds between session_start and session_shutdown: its sidecar."""

from __future__ import annotations

import os
import sys
import threading

import travis234_mcp_packaging as packaging
from travis234_mcp_packaging import workers
from travis234_mcp_packaging.contract import catalog_code, error_text

from . import host
from .sidecar import Sidecar, SidecarError

SESSION_REPLACED = catalog_code("MCPA_HOST_SESSION_REPLACED")


class Session:
    """What one load of the shim holds between session_start and session_shutdown.

    `sidecar` is started by start_sidecar() (under `spawn_lock`, so one start at a time); `generation`
    counts shutdowns, so that a background start begun before one is dropped; `closed` is set by
    close() for good: the host loads a new instance for the next session, and a call that still
    reaches this one (the host hands it over while the reload is under way) starts nothing. `ctx`
    is the last session_start context (a worker export mid-turn gets none); `delegation` is what
    install_for_worker kept in a native worker."""

    def __init__(self, contract: dict) -> None:
        self.contract = contract
        self.reason = "startup"
        self.ctx = None
        self.sidecar: Sidecar | None = None
        self.generation = 0
        self.closed = False
        self.spawn_lock = threading.RLock()
        self.delegation: dict | None = None
        self.conflict: str | None = None
        self.worker_conflict: str | None = None

    def running_sidecar(self) -> Sidecar | None:
        current = self.sidecar
        return current if current is not None and current.alive() else None

    def start_sidecar(self, ctx) -> Sidecar:
        """The running sidecar, started (spawned and initialized) when there is none."""
        with self.spawn_lock:
            if self.closed:
                raise SidecarError(error_text(SESSION_REPLACED))
            current = self.running_sidecar()
            if current is not None:
                return current
            sidecar = Sidecar(self.contract, self.init_params(ctx))
            sidecar.start()
            self.sidecar = sidecar
            return sidecar

    def init_params(self, ctx) -> dict:
        agent_dir = host.agent_dir()  # None: the sidecar falls back to its own default
        cwd = str(getattr(ctx, "cwd", None) or os.getcwd())
        init = {
            "protocolVersion": self.contract["protocolVersion"],
            "host": {"name": "travis234", "version": host.host_version()},
            "cwd": cwd,
            "projectTrusted": bool(ctx.is_project_trusted())
            if ctx is not None and hasattr(ctx, "is_project_trusted")
            else False,
            **host.host_trust(cwd, agent_dir),
            "offline": host.host_offline(ctx),
            "mode": str(getattr(ctx, "mode", "") or ""),
            "reason": self.reason,
            "packaged": packaging.sidecar_snapshot(),
            **workers.sidecar_init(self),  # in a native worker: only the delegated servers
        }
        if sys.executable:
            init["pythonExecutable"] = sys.executable
        if agent_dir:
            init["agentDir"] = str(agent_dir)
        return init

    def close(self, reason: str) -> None:
        """session_shutdown: no sidecar starts after this, and the running one is shut down.

        `closed` is set before the lock is taken, so that a call arriving while a start is under
        way is refused at once; that start finishes and is shut down by stop_sidecar()."""
        self.closed = True
        self.stop_sidecar(reason)

    def stop_sidecar(self, reason: str) -> None:
        """Shuts the sidecar (and its servers) down; a background start in progress finishes first."""
        with self.spawn_lock:
            sidecar, self.sidecar = self.sidecar, None
            self.generation += 1
        if sidecar is not None:
            sidecar.shutdown(reason)
