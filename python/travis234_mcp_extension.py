"""Travis234 extension: the `mcp` tool of travis234-mcp-adapter.

Stdlib only. It registers the tool from generated/host-contract.json (no Node process at load
time), starts the Node sidecar in the background at session_start when the tool is active and
something is configured (else on the first call; servers stay lazy either way), forwards calls,
cancellation and progress over line-delimited JSON-RPC, maps the adapter's isError marker through
the tool_result hook, renders calls and results for the TUI, runs `/mcp`, and shuts the sidecar
(and every MCP server it started) down on session_shutdown. The parts are in travis234_mcp_shim/.

It also puts this directory on sys.path so that other trusted extensions can import
travis234_mcp_packaging (packaged servers and tool facades). The sidecar's initialize carries that
registry; facade tools reach the sidecar through the bridge, which the instance that last handled
session_start owns.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

PYTHON_DIR = Path(__file__).resolve().parent
CONTRACT_PATH = PYTHON_DIR.parent / "generated" / "host-contract.json"

# Imported by absolute name, so one registry and one bridge serve every load of this file.
if str(PYTHON_DIR) not in sys.path:
    sys.path.insert(0, str(PYTHON_DIR))
from travis234_mcp_shim.shim import Shim  # noqa: E402 - needs the path entry just above.
from travis234_mcp_shim.tool import policy_context  # noqa: E402 - the approval context, as the host computes it

__all__ = ["CONTRACT_PATH", "extension", "policy_context"]


def extension(travis):
    """Travis234 loads this: register `mcp` and the lifecycle hooks. Starts no process."""
    from travis.agent.types import AgentToolResult
    from travis.ai.types import ImageContent, TextContent
    from travis.coding_agent.tools.types import ToolDefinition

    fields = {f.name for f in dataclasses.fields(ToolDefinition)}
    if not {"effects", "policy_context"} <= fields:
        raise RuntimeError(
            "travis234-mcp-adapter requires a Travis234 host with tool effect metadata support "
            "(Travis234 2.4.3 or newer); the mcp tool was not registered"
        )
    contract = json.loads(CONTRACT_PATH.read_text(encoding="utf-8"))
    shim = Shim(travis, contract, (AgentToolResult, ImageContent, TextContent))
    shim.register(ToolDefinition)
