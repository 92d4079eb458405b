"""The host without an adapter, for bench/memory-session.ts: a Travis234 extension that registers
the same `mcp` tool definition as the shim (name, description, schema, effects, from
generated/host-contract.json) and answers every call in-process with `Echo: <message>`, the text
server-everything's echo gives. No process, no MCP client: the host's RSS with this extension is the
floor that an adapter's share is measured from, with the same tool definition in the prompt and the
same conversation history after the same calls.
"""

from __future__ import annotations

import json
from pathlib import Path

CONTRACT = Path(__file__).resolve().parents[2] / "generated" / "host-contract.json"


def extension(travis):
    from travis.agent.types import AgentToolResult
    from travis.ai.types import TextContent
    from travis.coding_agent.tools.types import ToolDefinition

    tool = json.loads(CONTRACT.read_text(encoding="utf-8"))["tool"]

    async def execute(tool_call_id, args, signal=None, on_update=None, ctx=None):
        inner = args.get("args") if isinstance(args, dict) else None
        message = inner.get("message", "") if isinstance(inner, dict) else ""
        return AgentToolResult(content=[TextContent(text=f"Echo: {message}")], details={})

    travis.register_tool(
        ToolDefinition(
            name=tool["name"],
            label=tool["label"],
            description=tool["description"],
            parameters=tool["parameters"],
            execute=execute,
            prompt_snippet=tool["description"],
            prompt_guidelines=list(tool["guidelines"]),
            effects=frozenset(tool["effects"]),
        )
    )
