"""Run by the venv's Python (the real Travis234 host, in process): the shim's lifecycle across
/reload and session replacement, with the host's faux provider as the model.

Builds CodingApp with the shim as an additional extension and `mcp` active, binds extensions as the
non-interactive modes do (ExtensionHostAdapter + noninteractive_extension_bindings, mode "print"),
then: one turn that lists the fixture's tools through `mcp` (spawning the sidecar and the fixture),
session.reload(), the same turn again, session_runtime.new_session() (replacement), the same turn
again, and app.close(). After each step it prints one JSON line:

    {"step", "sidecars": [pid], "descendants": [{"pid", "ppid", "argv"}], "fixtures": [pid],
     "liveFixtures": [pid], "activeTools": [name] | null, "call": {...} | null}

`sidecars` are the live direct children of this process whose argv holds `travis234-mcp.js` and
`sidecar`; only this process's own descendants are looked at (/proc). `fixtures` are the pids the
fixture logged as `start <pid>` in the events file; `liveFixtures` those still running (zombies
count as gone; a pid counts as the same process only with the start time first seen).

    TRAVIS234_CODING_AGENT_DIR=<agent dir> .venv-travis/bin/python test/e2e/host_reload_driver.py \
        <shim path> <cwd> <fixture events file>
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from host_driver import descendants, faux_app, proc_stat, tool_results
from travis.ai.providers.faux import text_response_events, tool_call_response_events
from travis.ai.types import ToolResultMessage, UserMessage
from travis.app import CodingApp

LIST_TOOLS = {"server": "fixture"}


def is_sidecar(proc: dict) -> bool:
    return (
        proc["ppid"] == os.getpid()
        and any(a.endswith("travis234-mcp.js") for a in proc["argv"])
        and "sidecar" in proc["argv"]
    )


class Observer:
    def __init__(self, events_file: str) -> None:
        self.events_file = Path(events_file)
        self.start_times: dict[int, str] = {}

    def fixture_pids(self) -> list[int]:
        try:
            lines = self.events_file.read_text().splitlines()
        except OSError:
            return []
        return [int(line.split(" ")[1]) for line in lines if line.startswith("start ")]

    def alive(self, pid: int) -> bool:
        info = proc_stat(pid)
        if info is None or info[1] == "Z":
            return False
        first = self.start_times.setdefault(pid, info[2])
        return first == info[2]

    def report(self, step: str, app: CodingApp | None, call: dict | None = None) -> None:
        procs = descendants(os.getpid())
        fixtures = self.fixture_pids()
        active = None
        if app is not None:
            try:
                active = sorted(app.session.get_active_tool_names())
            except Exception:  # noqa: BLE001 - closed sessions have no tools to report.
                active = None
        line = {
            "step": step,
            "sidecars": [p["pid"] for p in procs if is_sidecar(p)],
            "descendants": procs,
            "fixtures": fixtures,
            "liveFixtures": [pid for pid in fixtures if self.alive(pid)],
            "activeTools": active,
            "call": call,
        }
        print(json.dumps(line), flush=True)


def main() -> int:
    shim, cwd, events_file = sys.argv[1], sys.argv[2], sys.argv[3]
    calls = {"n": 0}

    def script(model, context):
        """One mcp call per user prompt, then a final text once its result is in."""
        last = context.messages[-1] if context.messages else None
        if isinstance(last, UserMessage):
            calls["n"] += 1
            return tool_call_response_events(model, "mcp", dict(LIST_TOOLS), f"call_reload_{calls['n']}")
        if isinstance(last, ToolResultMessage):
            return text_response_events(model, f"done {calls['n']}")
        return text_response_events(model, "unexpected context")

    observer = Observer(events_file)
    with faux_app(cwd, [shim], script) as app:

        def turn(step: str) -> None:
            started = time.monotonic()
            before = len(app.session.messages)
            app.run_turn("list the fixture's tools")
            new = app.session.messages[before:]
            texts = [getattr(b, "text", "") for m in new if getattr(m, "role", None) == "assistant" for b in m.content]
            call = {
                "toolResults": tool_results(new, with_name=True),
                "finalText": next((t for t in reversed(texts) if t), None),
                "ms": int((time.monotonic() - started) * 1000),
            }
            observer.report(step, app, call)

        observer.report("bound", app)
        turn("call-1")
        app.session.reload()
        observer.report("reload", app)
        turn("call-2")
        app.session_runtime.new_session()
        observer.report("new-session", app)
        turn("call-3")
    observer.report("close", None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
