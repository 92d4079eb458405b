"""Run by the workers venv's Python (the real Travis234 3.3.1 host, in process): a coordinator starts
one native worker (its own process, in tmux) with an MCP ceiling, through the adapter installed as
the travis234-mcp-ts wheel. Test-only.

    TRAVIS234_CODING_AGENT_DIR=<agent> HOME=<home> DOCS_TOKEN=... TMUX_TMPDIR=<dir> \
        <venv>/bin/python test/e2e/host_workers_driver.py <root> <extension file>

<root> holds agent/ (mcp.json written by the test), project/ (a git repository) and receives
requests.jsonl (every model request, raw). A loopback model in this process serves both sides: a
request whose tools hold coordination_run is the coordinator's, one with `mcp` and no
coordination_run the worker's; the step is the number of tool messages it carries. The approval
broker approves everything (test-only: only the TUI can approve a coordination run).

After the worker's last step (or a timeout) it records the worker's tmux pane and its process tree,
closes the app, ends the worker's tmux session by its exact name, waits for that tree to exit, and
prints one JSON report on stdout.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from travis.app import CodingApp
from travis.coding_agent.auth_storage import AuthStorage
from travis.coding_agent.extension_host import ExtensionHostAdapter, noninteractive_extension_bindings
from travis.coding_agent.model_registry import ModelRegistry
from travis.coding_agent.policy.approval import ApprovalResponse

CEILING = {"servers": {"docs": ["tools.list", "tools.call:lookup"]}}
WORKER_STEPS = [
    {},
    {"server": "docs"},
    {"server": "docs", "operation": "tools.call", "name": "lookup", "arguments": {"q": "x"}},
    {"server": "docs", "operation": "tools.call", "name": "secret", "arguments": {}},
    {"server": "other"},
    {"server": "docs", "operation": "reconnect"},
]
PROMPT = "Coordinate one supervised worker that uses the docs MCP server to look up x."
WAIT_S = 150.0


def text_of(content) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return ""


class Model:
    """The scripted loopback model (OpenAI chat completions, streamed)."""

    def __init__(self, log: Path) -> None:
        self.log = log
        self.lock = threading.Lock()
        self.worker_results: list[str] | None = None
        self.parent_results: list[str] = []
        self.worker_done = threading.Event()  # set also when the worker start failed: none will come
        self.worker_requests = 0

    def turn(self, body: dict) -> dict:
        tools = {t.get("function", {}).get("name") for t in body.get("tools") or []}
        results = [text_of(m.get("content")) for m in body.get("messages") or [] if m.get("role") == "tool"]
        step = len(results)
        last = results[-1] if results else ""
        if "coordination_run" in tools:
            self.parent_results = results
            if step == 0:
                return {
                    "tool": "coordination_run",
                    "arguments": {
                        "action": "prepare",
                        "goal": "Look up x with the docs MCP server.",
                        "mode": "execute",
                        "max_workers": 1,
                    },
                }
            if step == 1:
                return {"tool": "coordination_run", "arguments": {"action": "start", "run_id": grab(last, "run_id")}}
            if step == 2:
                return {
                    "tool": "coordination_task",
                    "arguments": {
                        "action": "create",
                        "title": "Look up x",
                        "role": "worker",
                        "instructions": "Use the docs MCP server to look up x.",
                        "acceptance": ["x was looked up"],
                    },
                }
            if step == 3:
                return {
                    "tool": "travis_worker",
                    "arguments": {
                        "action": "start",
                        "task_id": grab(last, "task_id"),
                        "tools": ["mcp"],
                        "adapters": {"travis234_mcp.mcp": CEILING},
                    },
                }
            if '"accepted":true' not in last.replace(" ", ""):
                self.worker_done.set()
            return {"text": "The worker is on it."}
        if "mcp" in tools:
            self.worker_requests += 1
            self.worker_results = results
            if step < len(WORKER_STEPS):
                return {"tool": "mcp", "arguments": WORKER_STEPS[step]}
            self.worker_done.set()
            return {"text": "worker done"}
        return {"text": "nothing to do"}

    def frames(self, body: dict) -> list[str]:
        with self.lock:
            turn = self.turn(body)
            n = sum(1 for m in body.get("messages") or [] if m.get("role") == "tool")
        model = body.get("model", "scripted")

        def chunk(delta, finish=None):
            frame = {
                "id": "chatcmpl-w",
                "object": "chat.completion.chunk",
                "created": 0,
                "model": model,
                "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
            }
            return f"data: {json.dumps(frame)}\n\n"

        if "tool" in turn:
            call = {
                "index": 0,
                "id": f"call_{turn['tool']}_{n}",
                "type": "function",
                "function": {"name": turn["tool"], "arguments": json.dumps(turn["arguments"])},
            }
            out = [chunk({"role": "assistant", "content": None, "tool_calls": [call]}), chunk({}, "tool_calls")]
        else:
            out = [chunk({"role": "assistant", "content": turn["text"]}), chunk({}, "stop")]
        if (body.get("stream_options") or {}).get("include_usage"):
            usage = {
                "id": "chatcmpl-w",
                "object": "chat.completion.chunk",
                "created": 0,
                "model": model,
                "choices": [],
                "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
            }
            out.append(f"data: {json.dumps(usage)}\n\n")
        return out + ["data: [DONE]\n\n"]

    def serve(self) -> ThreadingHTTPServer:
        model = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args) -> None:
                pass

            def do_POST(self) -> None:
                raw = self.rfile.read(int(self.headers.get("content-length") or 0))
                with model.lock, model.log.open("ab") as log:
                    log.write(raw.replace(b"\n", b" ") + b"\n")
                frames = model.frames(json.loads(raw))
                self.send_response(200)
                self.send_header("content-type", "text/event-stream")
                self.end_headers()
                for frame in frames:
                    self.wfile.write(frame.encode())
                self.wfile.flush()

        server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        return server


def grab(text: str, key: str) -> str:
    found = re.search(rf'"{key}"\s*:\s*"([^"]+)"', text)
    return found.group(1) if found else "missing"


class AutoApprove:
    """Test-only broker: approves once, as a user pressing "allow" would."""

    async def request(self, request, signal=None):
        return ApprovalResponse("once")


def stat(pid: int) -> tuple[int, str, str] | None:
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = raw[raw.rindex(")") + 2 :].split(" ")
    return int(fields[1]), fields[0], fields[19]


def tree(root: int) -> list[dict]:
    """root and its live descendants: pid, start time (to tell a reused pid) and argv."""
    children: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if name.isdigit() and (info := stat(int(name))) is not None and info[1] != "Z":
            children.setdefault(info[0], []).append(int(name))
    out, queue = [], [root]
    while queue:
        pid = queue.pop(0)
        info = stat(pid)
        if info is None or info[1] == "Z":
            continue
        try:
            argv = [a for a in Path(f"/proc/{pid}/cmdline").read_bytes().decode("utf-8", "replace").split("\0") if a]
        except OSError:
            argv = []
        out.append({"pid": pid, "start": info[2], "argv": argv})
        queue.extend(sorted(children.get(pid, [])))
    return out


def alive(proc: dict) -> bool:
    info = stat(proc["pid"])
    return info is not None and info[1] != "Z" and info[2] == proc["start"]


def tmux(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["tmux", *args], capture_output=True, text=True, timeout=10, check=False)


def database(agent: Path) -> dict:
    """The worker rows' snapshots (their adapter descriptors) from every run database."""
    found: dict = {"files": [], "descriptors": []}
    for path in sorted(agent.rglob("*.sqlite3")):
        found["files"].append(str(path))
        with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
            try:
                rows = db.execute("SELECT snapshot FROM workers").fetchall()
            except sqlite3.Error:
                continue
        for (snapshot,) in rows:
            adapters = json.loads(snapshot or "{}").get("adapters") or {}
            found["descriptors"].extend(adapters.values())
    return found


def main() -> int:
    root, extension = Path(sys.argv[1]), sys.argv[2]
    agent, project = root / "agent", root / "project"
    model = Model(root / "requests.jsonl")
    server = model.serve()
    (agent / "models.json").write_text(
        json.dumps(
            {
                "providers": {
                    "mock": {
                        "baseUrl": f"http://127.0.0.1:{server.server_address[1]}/v1",
                        "api": "openai-completions",
                        "apiKey": "test-key",
                        "models": [{"id": "scripted", "contextWindow": 128000, "maxTokens": 4096}],
                    }
                }
            }
        )
    )
    registry = ModelRegistry.create(AuthStorage.create(agent / "auth.json"), agent / "models.json")
    app = CodingApp(
        cwd=str(project),
        model=registry.find("mock", "scripted"),
        model_registry=registry,
        enable_tui=False,
        agent_dir=str(agent),
        project_trust_override=True,
        additional_extension_paths=[extension],
        additional_active_tool_names=["mcp"],
    )
    host = ExtensionHostAdapter(
        app, mode="print", bindings_factory=lambda session: noninteractive_extension_bindings(app, session)
    )
    report: dict = {"sessions": [], "workerTree": [], "panes": {}}
    closed = False
    try:
        host.start()
        broker = AutoApprove()
        app.session._tool_policy_engine.broker = broker
        app.session._tool_approval_broker = broker
        started = time.monotonic()
        app.run_turn(PROMPT)
        model.worker_done.wait(WAIT_S)
        report["workerFinished"] = model.worker_results is not None and len(model.worker_results) >= len(WORKER_STEPS)
        report["workerMs"] = int((time.monotonic() - started) * 1000)
        listed = tmux("list-sessions", "-F", "#{session_name} #{pane_pid}")
        for line in listed.stdout.splitlines():
            name, _, pane = line.partition(" ")
            if name.startswith("travis-native-"):
                report["sessions"].append(name)
                report["panes"][name] = tmux("capture-pane", "-p", "-J", "-S", "-", "-t", name).stdout
                report["workerTree"].extend(tree(int(pane)))
        host.dispose()
        app.close()
        closed = True
        report["parentTreeAfterClose"] = [p for p in tree(os.getpid()) if p["pid"] != os.getpid()]
        for name in report["sessions"]:
            report.setdefault("killed", {})[name] = tmux("kill-session", "-t", f"={name}").returncode
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and any(alive(p) for p in report["workerTree"]):
            time.sleep(0.2)
        report["survivors"] = [p for p in report["workerTree"] if alive(p)]
        report["sessionsAfter"] = [
            n for n in tmux("list-sessions", "-F", "#{session_name}").stdout.split() if n.startswith("travis-native-")
        ]
    finally:
        if not closed:
            host.dispose()
            app.close()
        server.shutdown()
    report["parentResults"] = model.parent_results
    report["workerResults"] = model.worker_results
    report["workerRequests"] = model.worker_requests
    report["database"] = database(agent)
    print(json.dumps(report), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
