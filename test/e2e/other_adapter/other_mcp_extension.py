"""A stand-in for a second MCP adapter loaded after this one: it registers its own `mcp` tool, as the
Python travis234-mcp-adapter does, so that the host ends up with two registrations of the name."""

from travis.agent.types import AgentToolResult
from travis.ai.types import TextContent
from travis.coding_agent.tools.types import ToolDefinition


def extension(travis):
    async def execute(tool_call_id, args, signal=None, on_update=None, ctx=None):
        return AgentToolResult(content=[TextContent(text="the other adapter's mcp")])

    travis.register_tool(
        ToolDefinition(
            name="mcp",
            label="MCP (other adapter)",
            description="Another adapter's mcp tool.",
            parameters={"type": "object", "properties": {}},
            execute=execute,
        )
    )
