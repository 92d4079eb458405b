"""Run by the venv's Python (the real Travis234 host): load extensions through the host's own
extension loader, then ask the host's ToolPolicyEngine to authorize calls of one tool under enforce
with a recording approval broker, which sees what the TUI's approval prompt would show (tool,
effects, safe context). Prints one JSON document:
{"errors", "tools", "effects", "cases": [{"args", "decision", "context"}]}.

    .venv-travis/bin/python test/e2e/host_packaged_policy.py <tool> '<json list of argument objects>' <extension path>...
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile

from travis.coding_agent.event_bus import EventBusController
from travis.coding_agent.policy.approval import ApprovalResponse
from travis.coding_agent.policy.engine import ToolPolicyEngine
from travis.coding_agent.policy.types import ToolPolicySettings
from travis.coding_agent.resource_extensions import ExtensionLoadRequest, load_extension_runtime


class RecordingBroker:
    def __init__(self) -> None:
        self.requests: list = []

    async def request(self, request, signal):
        self.requests.append(request)
        return ApprovalResponse("deny")


def authorize_all(name: str, cases: list, paths: tuple[str, ...]) -> dict:
    """Loads the extensions at paths through the host's loader and authorizes each argument object of
    tool `name` under enforce: {"errors", "tools", "effects", "cases": [{"args", "decision", "context"}]}."""
    with tempfile.TemporaryDirectory() as cwd:
        request = ExtensionLoadRequest(
            cwd=cwd,
            event_bus=EventBusController(),
            discovered_paths=(),
            additional_paths=paths,
            factories=(),
            no_extensions=False,
            generation=1,
            apply_override=False,
            override=None,
        )
        lease = load_extension_runtime(request)
        try:
            tools = {t.definition.name: t.definition for t in lease.runtime.get_all_registered_tools()}
            tool = tools[name]
            broker = RecordingBroker()
            engine = ToolPolicyEngine(ToolPolicySettings("enforce", frozenset()), broker=broker)
            out = []
            for args in cases:
                decision = asyncio.run(engine.authorize(tool, args))
                asked = broker.requests[-1] if broker.requests else None
                out.append(
                    {
                        "args": args,
                        "decision": decision.reason_code,
                        "context": dict(asked.safe_context) if asked else None,
                    }
                )
                broker.requests.clear()
            return {
                "errors": lease.result["errors"],
                "tools": sorted(tools),
                "effects": sorted(tool.effects),
                "cases": out,
            }
        finally:
            lease.release()


def main() -> int:
    json.dump(authorize_all(sys.argv[1], json.loads(sys.argv[2]), tuple(sys.argv[3:])), sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
