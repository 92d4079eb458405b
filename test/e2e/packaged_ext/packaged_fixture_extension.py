"""A trusted test extension: registers the packaged Python MCP server of server/ and a facade over
it (both described in packaged.json) through travis234_mcp_packaging, which the adapter's shim
puts on sys.path, so load the shim first (--extension <shim> --extension <this file>). The
server's events file comes from $PACKAGED_FIXTURE_EVENTS.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from travis234_mcp_packaging import (
    FacadeOperation,
    PackagedPythonServer,
    PackagedToolFacade,
    register_packaged_python_server,
    register_tool_facade,
)

ROOT = Path(__file__).resolve().parent


def extension(travis):
    spec = json.loads((ROOT / "packaged.json").read_text(encoding="utf-8"))
    server, facade = spec["server"], spec["facade"]
    env = dict(server["env"])
    if os.environ.get("PACKAGED_FIXTURE_EVENTS"):
        env["PACKAGED_EVENTS_FILE"] = os.environ["PACKAGED_FIXTURE_EVENTS"]
    register_packaged_python_server(
        PackagedPythonServer(server["name"], ROOT, ROOT / server["entryPoint"], args=tuple(server["args"]), env=env)
    )
    operations = tuple(
        FacadeOperation(op["name"], op["tool"], op["description"], op["fields"], op.get("fixedArguments"))
        for op in facade["operations"]
    )
    register_tool_facade(
        travis,
        PackagedToolFacade(
            name=facade["name"],
            server=facade["server"],
            label=facade["label"],
            description=facade["description"],
            effects=tuple(facade["effects"]),
            operations=operations,
            guidelines=tuple(facade["guidelines"]),
            output=facade["output"],
        ),
    )
