"""Drives the Python adapter (travis234-mcp-adapter from PyPI) through the real Travis234 host API.

Run with the interpreter of .venv-bench (Python 3.13, travis234 and travis234-mcp-adapter
installed), with HOME pointing at an isolated temporary home whose ~/.config/mcp/mcp.json names
the servers, and the project directory as cwd:

    python adapter_driver.py --extension EXT --calls N --server everything [--message-prefix P]
        N timed calls of the adapter's `mcp` tool ({server, tool: "echo", args: {message}}), then
        one JSON document on stdout.
    python adapter_driver.py --extension EXT --serve
        one JSON line on stdout when ready, then one JSON request per line on stdin, one JSON
        answer per line on stdout (see serve()).
    python adapter_driver.py --extension EXT --cold --server everything [--pause-ms MS]
        load, (a pause after session_start,) first echo, one JSON line with phase timings, shutdown.

How the host is used: the extension file (the wheel's extensions/mcp_adapter.py) is loaded by
travis.coding_agent.resource_extensions.load_extension_runtime, the same loader the host's
resource loader calls, onto a real ExtensionRunner; session_start and session_shutdown are
emitted through the runner as the host's session does; the registered `mcp` tool is wrapped with
travis.coding_agent.extensions.wrap_registered_tool, as the host's session tooling does, and its
execute is awaited on one event loop, as the host's tool coordinator does. What is left out is the
agent loop around it (model turns, argument validation, policy, tool_result hooks): the same layer
the TypeScript contenders leave out.

Timings are time.perf_counter_ns() around the awaited execute, in ms. Nothing but protocol lines
is ever written to stdout.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time


def _ms_since(t0: float) -> float:
    return (time.perf_counter() - t0) * 1000.0


def _emit(obj: object) -> None:
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


def _process_age_ms() -> float | None:
    """ms since the kernel started this process (from /proc, in clock ticks), or None."""
    try:
        with open("/proc/self/stat", encoding="ascii") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        start_ticks = int(fields[19])
        with open("/proc/uptime", encoding="ascii") as f:
            uptime_s = float(f.read().split()[0])
        return (uptime_s - start_ticks / os.sysconf("SC_CLK_TCK")) * 1000.0
    except (OSError, ValueError, IndexError):
        return None


class Host:
    """The real host pieces: a runner with the extension loaded, and the wrapped `mcp` tool."""

    def __init__(self, extension: str, cwd: str, project_trusted: bool) -> None:
        t0 = time.perf_counter()
        from travis.agent.types import AbortSignal
        from travis.coding_agent.event_bus import create_event_bus
        from travis.coding_agent.extensions import emit_session_shutdown_event, wrap_registered_tool
        from travis.coding_agent.resource_extensions import ExtensionLoadRequest, load_extension_runtime

        self.phases: dict[str, float] = {"hostImportMs": _ms_since(t0)}
        self._AbortSignal = AbortSignal
        self._emit_shutdown = emit_session_shutdown_event

        t1 = time.perf_counter()
        request = ExtensionLoadRequest(
            cwd=cwd,
            event_bus=create_event_bus(),
            discovered_paths=(),
            additional_paths=(extension,),
            factories=(),
            no_extensions=False,
            generation=1,
            apply_override=False,
            override=None,
        )
        self._lease = load_extension_runtime(request)
        errors = self._lease.result.get("errors") or []
        if errors:
            raise RuntimeError(f"extension failed to load: {errors}")
        runner = self._lease.runtime
        # As the host binds them with the tool enabled (`--mcp`): an unbound runner reports no active
        # tool, and the shim then starts no sidecar at session_start (no model could call it).
        runner.bind_core(
            actions={"get_active_tools": lambda: ["mcp"]},
            context_actions={"is_project_trusted": lambda: project_trusted},
        )
        tools = {t.definition.name: t for t in runner.get_all_registered_tools()}
        if "mcp" not in tools:
            raise RuntimeError(f"extension registered no mcp tool (got {sorted(tools)})")
        self.tool = wrap_registered_tool(tools["mcp"], runner)
        self.runner = runner
        self.phases["extensionLoadMs"] = _ms_since(t1)

        # As the host's session binding does: a synchronous emit, on a throwaway loop.
        t2 = time.perf_counter()
        runner.emit({"type": "session_start", "reason": "startup"})
        self.phases["sessionStartMs"] = _ms_since(t2)
        self._handler_errors: list[dict[str, object]] = []
        runner.on_error(self._handler_errors.append)
        if self._handler_errors:
            raise RuntimeError(f"session_start failed: {self._handler_errors}")

    def signal(self) -> object:
        return self._AbortSignal()

    async def echo(self, server: str, message: str, signal: object, call_id: str, whole: bool = True) -> None:
        """One `mcp` tool call; raises unless the server echoed the message back (with whole=False,
        only its first 24 characters: a large echo may come back as a preview and a reference)."""
        result = await self.tool.execute(
            call_id, {"server": server, "tool": "echo", "args": {"message": message}}, signal, None
        )
        details = result.details if isinstance(result.details, dict) else {}
        marker = details.get("travis234Mcp")
        is_error = isinstance(marker, dict) and marker.get("isError") is True
        text = "".join(getattr(block, "text", "") for block in result.content)
        if is_error or f"Echo: {message if whole else message[:24]}" not in text:
            raise RuntimeError(f"unexpected result: isError={is_error} text={text[:200]!r}")

    async def visible(self, params: dict[str, object], call_id: str) -> dict[str, object]:
        """One `mcp` tool call; the text blocks the model would read, and how many images came with them."""
        result = await self.tool.execute(call_id, params, self.signal(), None)
        details = result.details if isinstance(result.details, dict) else {}
        marker = details.get("travis234Mcp")
        texts = [block.text for block in result.content if isinstance(getattr(block, "text", None), str)]
        images = sum(1 for block in result.content if getattr(block, "data", None) is not None)
        return {
            "text": "\n".join(texts),
            "images": images,
            "isError": isinstance(marker, dict) and marker.get("isError") is True,
        }

    def shutdown(self) -> None:
        self._emit_shutdown(self.runner, {"type": "session_shutdown", "reason": "quit"})
        self._lease.release()


async def timed_calls(
    host: Host, server: str, messages: list[str], prefix: str, whole: bool = True
) -> dict[str, object]:
    signal = host.signal()
    ms: list[float] = []
    failures: list[str] = []
    for i, message in enumerate(messages):
        t0 = time.perf_counter_ns()
        try:
            await host.echo(server, message, signal, f"{prefix}-{i}", whole)
        except Exception as error:  # noqa: BLE001 - counted and reported, never timed.
            failures.append(f"{type(error).__name__}: {error}"[:300])
            continue
        ms.append((time.perf_counter_ns() - t0) / 1e6)
    return {"ms": ms, "failures": failures}


async def serve(host: Host) -> None:
    """Requests, one JSON object per line on stdin:
    {"op": "calls", "server": S, "messages": [...]}  -> {"ms": [...], "failures": [...]}
        ("whole": false: a reply passes when it echoes the first 24 characters of the message)
    {"op": "visible", "requests": [params, ...]}     -> {"results": [{"text", "images", "isError"}]}
        (each params object is passed to the `mcp` tool as is; text is what the model reads)
    {"op": "shutdown"}                               -> {"ok": true}, then exit
    EOF also shuts down."""
    loop = asyncio.get_running_loop()
    n = 0
    while True:
        line = await loop.run_in_executor(None, sys.stdin.readline)
        if not line:
            return
        request = json.loads(line)
        if request.get("op") == "shutdown":
            return
        if request.get("op") == "visible":
            _emit(
                {"results": [await host.visible(params, f"v{n}-{i}") for i, params in enumerate(request["requests"])]}
            )
            n += 1
            continue
        if request.get("op") != "calls":
            _emit({"error": f"unknown op {request.get('op')!r}"})
            continue
        n += 1
        _emit(
            await timed_calls(
                host,
                str(request["server"]),
                [str(m) for m in request["messages"]],
                f"b{n}",
                request.get("whole") is not False,
            )
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--extension", required=True, help="path of the wheel's extensions/mcp_adapter.py")
    parser.add_argument("--cwd", default=os.getcwd())
    parser.add_argument("--project-trusted", action="store_true")
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--calls", type=int)
    mode.add_argument("--serve", action="store_true")
    mode.add_argument("--cold", action="store_true")
    parser.add_argument("--server", default="everything")
    parser.add_argument("--message-prefix", default="benchmark message")
    parser.add_argument(
        "--pause-ms", type=int, default=0, help="--cold: wait this long after session_start (a model's first turn)"
    )
    a = parser.parse_args()

    age_at_main = _process_age_ms()
    host = Host(a.extension, a.cwd, a.project_trusted)
    try:
        if a.serve:
            _emit({"event": "ready", "phases": host.phases})
            asyncio.run(serve(host))
        elif a.cold:
            time.sleep(a.pause_ms / 1000.0)
            t0 = time.perf_counter()
            asyncio.run(host.echo(a.server, "cold", host.signal(), "cold"))
            phases = dict(host.phases, firstCallMs=_ms_since(t0))
            if age_at_main is not None:
                phases["processAgeAtMainMs"] = age_at_main
            _emit({"event": "first", "phases": phases})
        else:
            messages = [f"{a.message_prefix} {i:06d}" for i in range(a.calls)]
            result = asyncio.run(timed_calls(host, a.server, messages, "c"))
            _emit(dict(result, phases=host.phases, python=sys.version.split()[0]))
    finally:
        host.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
