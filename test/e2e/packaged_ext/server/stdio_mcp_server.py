"""A tiny MCP server over stdio (newline-delimited JSON-RPC 2.0), stdlib only, for the packaged-server
tests. Tools: `echo` {text}, `fail` {} (an isError result), `info` {} (its pid, argv, interpreter
and the PACKAGED_LABEL variable). It appends `start <pid> packaged-python`, `tools/call <name>`
and `stdin-eof <pid>` to $PACKAGED_EVENTS_FILE, one line each, before it replies or exits.
"""

from __future__ import annotations

import json
import os
import sys

EVENTS = os.environ.get("PACKAGED_EVENTS_FILE")

TOOLS = [
    {
        "name": "echo",
        "description": "Returns the text it is given.",
        "inputSchema": {
            "type": "object",
            "properties": {"text": {"type": "string"}, "suffix": {"type": "string"}},
            "required": ["text"],
        },
    },
    {
        "name": "fail",
        "description": "Always fails, as a tool error.",
        "inputSchema": {"type": "object", "properties": {}},
    },
    {
        "name": "info",
        "description": "Reports how this server was started.",
        "inputSchema": {"type": "object", "properties": {}},
    },
]


def event(line: str) -> None:
    if EVENTS:
        with open(EVENTS, "a", encoding="utf-8") as f:
            f.write(line + "\n")


def send(message: dict) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def call(name: str, arguments: dict) -> dict:
    if name == "echo":
        text = f"{arguments.get('text')}{arguments.get('suffix', '')}"
        return {"content": [{"type": "text", "text": f"echo: {text}"}], "isError": False}
    if name == "fail":
        return {"content": [{"type": "text", "text": "packaged tool failed on purpose"}], "isError": True}
    info = {
        "pid": os.getpid(),
        "argv": sys.argv[1:],
        "executable": sys.executable,
        "label": os.environ.get("PACKAGED_LABEL"),
    }
    return {"content": [{"type": "text", "text": json.dumps(info, sort_keys=True)}], "isError": False}


def answer(message: dict) -> dict | None:
    method, params = message.get("method"), message.get("params") or {}
    if method == "initialize":
        return {
            "protocolVersion": params.get("protocolVersion", "2025-06-18"),
            "capabilities": {"tools": {}},
            "serverInfo": {"name": "packaged-python-fixture", "version": "1.0.0"},
        }
    if method == "ping":
        return {}
    if method == "tools/list":
        return {"tools": TOOLS}
    if method == "tools/call":
        name = params.get("name")
        event(f"tools/call {name}")
        if name not in {t["name"] for t in TOOLS}:
            raise LookupError(name)
        return call(name, params.get("arguments") or {})
    raise NotImplementedError(method)


def main() -> int:
    event(f"start {os.getpid()} packaged-python")
    for line in sys.stdin:
        try:
            message = json.loads(line)
        except ValueError:
            continue
        if "id" not in message or "method" not in message:
            continue  # notifications (initialized, cancelled) and responses need no answer
        try:
            send({"jsonrpc": "2.0", "id": message["id"], "result": answer(message)})
        except LookupError:
            send({"jsonrpc": "2.0", "id": message["id"], "error": {"code": -32602, "message": "unknown tool"}})
        except NotImplementedError:
            send({"jsonrpc": "2.0", "id": message["id"], "error": {"code": -32601, "message": "method not found"}})
    event(f"stdin-eof {os.getpid()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
