"""A facade as a Travis234 tool: its closed parameters (as src/proxy/facade.ts facadeParameters
builds them), its approval context, and an execute that forwards to the adapter's sidecar through
the bridge the adapter's shim maintains. The shim instance that most recently handled
session_start owns the bridge; it gives it up at session_shutdown.
"""

from __future__ import annotations

import dataclasses
import threading

from . import policy
from .schema import CONTRACT, FACADE_NAME, PackagedError

_bridge_lock = threading.Lock()
_bridge = None


def install_bridge(run_tool) -> None:
    """For the adapter's shim only: `await run_tool(tool_name, tool_call_id, args, signal, on_update, ctx)`."""
    global _bridge
    with _bridge_lock:
        _bridge = run_tool


def release_bridge(run_tool) -> None:
    """For the adapter's shim only: gives the bridge up if `run_tool` still owns it."""
    global _bridge
    with _bridge_lock:
        if _bridge is run_tool:
            _bridge = None


def current_bridge():
    with _bridge_lock:
        return _bridge


def facade_parameters(record: dict) -> dict:
    """Closed: `operation` (an enum of the operations) plus the union of their fields."""
    properties: dict = {"operation": {"type": "string", "enum": [op["name"] for op in record["operations"]]}}
    for operation in record["operations"]:
        for name, field in operation["fields"].items():
            properties.setdefault(name, {"type": field["type"], "description": field["description"]})
    return {"type": "object", "additionalProperties": False, "required": ["operation"], "properties": properties}


def facade_policy_context(record: dict, args: object) -> dict[str, str]:
    """The fixed server and `<facade>.<operation>`; an unknown operation is labelled validation."""
    return policy.facade_context(CONTRACT["policy"], record, args)


def _host_tool_names() -> frozenset[str]:
    try:
        from travis.coding_agent.tools import all_tool_names
    except ImportError:
        return frozenset()
    return frozenset(all_tool_names)


def check_host_name(travis_api, record: dict) -> None:
    """A facade may not take a built-in tool's name, nor an extension tool that is not this facade."""
    name = record["name"]
    if name in _host_tool_names():
        raise PackagedError(FACADE_NAME, facade=name)
    getter = getattr(travis_api, "get_all_registered_tools", None)
    for registered in getter() if callable(getter) else ():
        definition = getattr(registered, "definition", registered)
        if (
            getattr(definition, "name", None) == name
            and getattr(definition.execute, "travis234_mcp_facade", None) != name
        ):
            raise PackagedError(FACADE_NAME, facade=name)


def tool_definition(record: dict):
    """The host's ToolDefinition for a validated facade record."""
    from travis.coding_agent.tools.types import ToolDefinition

    fields = {f.name for f in dataclasses.fields(ToolDefinition)}
    if not {"effects", "policy_context"} <= fields:
        raise RuntimeError(
            "travis234-mcp-adapter facades require a Travis234 host with tool effect metadata support "
            "(Travis234 2.4.3 or newer)"
        )
    name = record["name"]

    async def execute(tool_call_id, args, signal=None, on_update=None, ctx=None):
        run_tool = current_bridge()
        if run_tool is None:
            raise RuntimeError(f"the {name} tool needs the travis234-mcp-adapter extension loaded in this session")
        return await run_tool(name, tool_call_id, args, signal, on_update, ctx)

    execute.travis234_mcp_facade = name  # type: ignore[attr-defined]
    return ToolDefinition(
        name=name,
        label=record["label"],
        description=record["description"],
        parameters=facade_parameters(record),
        execute=execute,
        prompt_snippet=record["description"],
        prompt_guidelines=list(record["guidelines"]),
        effects=frozenset(record["effects"]),
        policy_context=lambda args: facade_policy_context(record, args),
    )
