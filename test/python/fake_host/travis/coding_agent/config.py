"""get_agent_dir as the host defines it: $TRAVIS234_CODING_AGENT_DIR or ~/.travis234/agent."""

from __future__ import annotations

import os
from pathlib import Path


def get_agent_dir() -> str:
    return os.environ.get("TRAVIS234_CODING_AGENT_DIR") or str(Path.home() / ".travis234" / "agent")
