"""Run by the venv's Python (the real Travis234 host, in process): a reload and a session
replacement that happen while an `mcp` call is in flight, each followed at once by another call
in the same turn, with the host's faux provider as the model.

This file is also the extension that does it: the host loads it next to the shim, and its
tool_call handler, on the fixture's `sleep`, starts a timer that calls the extension API's
reload() or new_session() (as an extension command would) one second later. The turn goes on:
the sleep ends (cancelled), and the model asks for `echo` straight away, which the host may still
hand to the instance that is shutting down. Then a plain echo turn runs in the new instance.

    TRAVIS234_CODING_AGENT_DIR=<agent dir> .venv-travis/bin/python test/e2e/host_reload_race_driver.py \
        <shim path> <cwd> <rounds>

After every step it prints one JSON line:

    {"step", "descendants": [{"pid", "ppid", "argv"}], "action": {...} | null, "call": {...} | null}

`descendants` are this process's live (non-zombie) descendants, found through /proc ppid links
(never by name): the sidecars are its direct children, the fixture servers their children.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time

from host_driver import descendants, faux_app, tool_results

ACTION_DELAY_S = 1.0
SETTLE_S = 15.0
SLEEP_ARGS = {"server": "fixture", "tool": "sleep", "args": {"ms": 10000}}
ECHO_ARGS = {"server": "fixture", "tool": "echo", "args": {"text": "straight after"}}

# What the next `sleep` call triggers ("reload", "new" or None) and what happened, set by main().
PLAN: dict = {"action": None, "done": None, "outcome": None}


def extension(travis) -> None:
    """The test extension: on the fixture's sleep, the planned action from a timer."""

    def on_tool_call(event, ctx=None):
        plan = sys.modules["__main__"].PLAN
        args = event.get("input") if isinstance(event, dict) else None
        if (
            event.get("toolName") != "mcp"
            or not isinstance(args, dict)
            or args.get("tool") != "sleep"
            or plan["action"] is None
        ):
            return None
        action, plan["action"] = plan["action"], None
        done = threading.Event()
        plan["done"] = done

        def fire() -> None:
            started = time.monotonic()
            try:
                (travis.reload if action == "reload" else travis.new_session)()
                plan["outcome"] = {"action": action, "ok": True, "ms": int((time.monotonic() - started) * 1000)}
            except Exception as error:  # noqa: BLE001 - reported, and the test fails on it.
                plan["outcome"] = {"action": action, "ok": False, "error": f"{type(error).__name__}: {error}"}
            finally:
                done.set()

        threading.Timer(ACTION_DELAY_S, fire).start()
        return None

    travis.on("tool_call", on_tool_call)


def report(step: str, **extra) -> None:
    print(json.dumps({"step": step, "descendants": descendants(os.getpid()), **extra}), flush=True)


def main() -> int:
    from travis.ai.providers.faux import text_response_events, tool_call_response_events
    from travis.ai.types import ToolResultMessage, UserMessage

    shim, cwd, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
    counter = {"n": 0}

    issued: dict[str, str] = {}

    def script(model, context):
        """A prompt naming `race` gets sleep, then echo; any other gets echo; then a final text."""
        last = context.messages[-1] if context.messages else None
        counter["n"] += 1
        call_id = f"call_race_{counter['n']}"
        if isinstance(last, UserMessage):
            text = (
                last.content if isinstance(last.content, str) else "".join(getattr(b, "text", "") for b in last.content)
            )
            issued[call_id] = "sleep" if "race" in text else "echo"
        elif isinstance(last, ToolResultMessage) and issued.get(last.tool_call_id) == "sleep":
            issued[call_id] = "echo"
        else:
            return text_response_events(model, "done")
        return tool_call_response_events(
            model, "mcp", dict(SLEEP_ARGS if issued[call_id] == "sleep" else ECHO_ARGS), call_id
        )

    def settle() -> None:
        done = PLAN["done"]
        if done is not None:
            done.wait(SETTLE_S)
        PLAN["done"] = None

    with faux_app(cwd, [shim, __file__], script) as app:

        def turn(prompt: str) -> dict:
            started = time.monotonic()
            session = app.session
            before = len(session.messages)
            app.run_turn(prompt)
            return {
                "toolResults": tool_results(session.messages[before:]),
                "ms": int((time.monotonic() - started) * 1000),
            }

        report("bound")
        report("warm", call=turn("echo"))
        for i in range(1, rounds + 1):
            for action in ("reload", "new"):
                PLAN["action"], PLAN["outcome"] = action, None
                call = turn("race")
                settle()
                time.sleep(0.5)  # what the instance that shut down left behind has had time to show
                report(f"{action}-{i}", call=call, action=PLAN["outcome"])
                report(f"{action}-{i}-next", call=turn("echo"))
    report("close")
    return 0


if __name__ == "__main__":
    sys.exit(main())
