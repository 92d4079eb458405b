"""Run by the venv's Python (the real Travis234 host): load the shim through the host's own extension
loader, then ask the host's ToolPolicyEngine to authorize `mcp` calls under enforce with a recording
approval broker, which sees exactly what the TUI's approval prompt shows (tool, effects, safe
context). Prints one JSON document: {"errors", "effects", "cases": [{"args", "decision", "context"}]}.
The work is host_packaged_policy.py's, for the one tool `mcp` of the shim alone.

    .venv-travis/bin/python test/e2e/host_policy_context.py <shim path> '<json list of argument objects>'
"""

from __future__ import annotations

import json
import sys

from host_packaged_policy import authorize_all


def main() -> int:
    report = authorize_all("mcp", json.loads(sys.argv[2]), (sys.argv[1],))
    json.dump({key: report[key] for key in ("errors", "effects", "cases")}, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
