"""The `mcp` tool of one load of the shim: its registration with the host, its lifecycle hooks
(session_start, session_shutdown, tool_result) and the `/mcp` command, over one Session."""

from __future__ import annotations

import dataclasses
import os
import threading

import travis234_mcp_packaging as packaging
from travis234_mcp_packaging import startup, workers
from travis234_mcp_packaging.contract import catalog_code, error_text
from travis234_mcp_packaging.facade import install_bridge, release_bridge

from . import host, render
from .command import PersonCommand, tool_active
from .session import Session
from .sidecar import PACKAGE_ROOT
from .tool import ToolRunner, policy_context

PLATFORM_UNSUPPORTED = catalog_code("MCPA_HOST_PLATFORM_UNSUPPORTED")


class Shim:
    """The `mcp` tool and the lifecycle hooks of one load of the shim file, over one Session."""

    def __init__(self, travis, contract: dict, result_types) -> None:
        self.travis = travis
        self.contract = contract
        self.tool = contract["tool"]
        self.marker_key = contract["detailsKey"]
        self.session = Session(contract)
        self.runner = ToolRunner(contract, self.session, result_types)
        self.command = PersonCommand(travis, self.session, self.tool["name"])
        # Bound once: the host, the bridge and other_mcp() compare these callables by identity.
        self.run_tool = self.runner.run
        self.execute = self.execute

    async def execute(self, tool_call_id, args, signal=None, on_update=None, ctx=None):
        return await self.run_tool(self.tool["name"], tool_call_id, args, signal, on_update, ctx)

    def on_session_start(self, event, ctx=None):
        reason = event.get("reason") if isinstance(event, dict) else getattr(event, "reason", None)
        self.session.reason = str(reason or "startup")
        self.session.ctx = ctx  # for a worker export mid-turn, which gets no context
        if not host.platform_supported():
            # Refused at once, in the adapter's words, instead of failing later in a spawn.
            message = error_text(PLATFORM_UNSUPPORTED)
            startup.LOG.warning("travis234-mcp-adapter: %s", message)
            try:
                ctx.ui.notify(message, "error")
            except Exception:  # noqa: BLE001 - the log line above stands.
                pass
            return
        install_bridge(self.run_tool)
        conflict = startup.other_mcp(self.travis, self.execute, self.tool["name"])
        self.session.conflict = conflict
        if conflict:
            startup.LOG.warning("travis234-mcp-adapter: %s", conflict)
            try:
                if getattr(ctx, "has_ui", False):
                    ctx.ui.notify(conflict, "warning")
            except Exception:  # noqa: BLE001 - the log line above stands.
                pass
        self.prestart(ctx)

    def prestart(self, ctx) -> None:
        """With something configured, start the sidecar now, in the background (servers stay lazy)."""
        if ctx is None or not hasattr(ctx, "is_project_trusted"):
            return
        session = self.session
        if not session.delegation and not tool_active(self.travis, self.tool["name"]):
            return  # no model can call it: /mcp says so, and nothing runs
        try:
            cwd = str(getattr(ctx, "cwd", None) or os.getcwd())
            if not session.delegation and not startup.configured(
                self.contract, cwd, host.agent_dir(), bool(ctx.is_project_trusted()), packaging.sidecar_snapshot()
            ):
                return
        except Exception:  # noqa: BLE001 - a stale context: the first call starts it instead.
            return

        generation = session.generation

        def start() -> None:
            try:
                with session.spawn_lock:  # not after this session's shutdown: that would orphan it
                    if session.generation != generation or session.closed:
                        return
                    sidecar = session.start_sidecar(ctx)
                    # After /reload the person learns what the files now hold, without running /mcp;
                    # under the lock, so never for a session a later shutdown has already replaced.
                    if session.reason == "reload" and sidecar.configuration and getattr(ctx, "has_ui", False):
                        ctx.ui.notify(sidecar.configuration, "info")
            except Exception as error:  # noqa: BLE001 - the first call retries and reports it.
                startup.LOG.warning("travis234-mcp-adapter: background start failed: %s", error)

        threading.Thread(target=start, name="travis234-mcp-prestart", daemon=True).start()

    def on_session_shutdown(self, event, ctx=None):
        reason = event.get("reason") if isinstance(event, dict) else getattr(event, "reason", None)
        release_bridge(self.run_tool)
        self.session.close(str(reason or "quit"))

    def on_tool_result(self, event, ctx=None):
        if not isinstance(event, dict) or (
            event.get("toolName") != self.tool["name"] and event.get("toolName") not in packaging.facade_names()
        ):
            return None
        details = event.get("details")
        marker = details.get(self.marker_key) if isinstance(details, dict) else None
        if isinstance(marker, dict) and isinstance(marker.get("isError"), bool):
            return {"isError": marker["isError"]}
        return None

    def register(self, tool_definition) -> None:
        tool = self.tool
        # The TUI's view of a call and its result; a host without the hooks renders its default.
        fields = {f.name for f in dataclasses.fields(tool_definition)}
        render_call, render_result = render.hooks(tool["name"], self.runner.progress)
        hooks = {"render_call": render_call, "render_result": render_result}
        self.travis.register_tool(
            tool_definition(
                name=tool["name"],
                label=tool["label"],
                description=tool["description"],
                parameters=tool["parameters"],
                execute=self.execute,
                prompt_snippet=tool["description"],
                prompt_guidelines=list(tool["guidelines"]),
                effects=frozenset(tool["effects"]),
                policy_context=lambda args: policy_context(self.contract, args),
                **{k: v for k, v in hooks.items() if k in fields},
            )
        )
        register_command = getattr(self.travis, "register_command", None)
        if callable(register_command):
            register_command(
                "mcp",
                {
                    "description": "MCP servers: status, check, connect, tools, describe, prompts, resources, prompt, "
                    "disable, enable (/mcp help)",
                    "handler": self.command.on_command,
                    "getArgumentCompletions": self.command.complete,
                },
            )
        self.travis.on("session_start", self.on_session_start)
        self.travis.on("session_shutdown", self.on_session_shutdown)
        self.travis.on("tool_result", self.on_tool_result)
        workers.register(self.travis, self.session, self.on_session_shutdown, tool["name"], PACKAGE_ROOT)
