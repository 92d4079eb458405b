"""This process's children as /proc shows them, and polling with a deadline: what the shim's tests
check a shutdown with (no child left, the fixture server gone). Stdlib only, Linux /proc."""

from __future__ import annotations

import os
import time
from pathlib import Path


def live_children() -> dict[int, str]:
    """This process's live (non-zombie) children and their command lines, from /proc."""
    found: dict[int, str] = {}
    me = os.getpid()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            fields = stat[stat.rindex(")") + 2 :].split()
            if int(fields[1]) != me or fields[0] == "Z":
                continue
            found[int(entry.name)] = (
                (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
            )
        except (OSError, ValueError, IndexError):
            continue
    return found


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat[stat.rindex(")") + 2 :].split()[0] != "Z"


def wait_until(check, timeout_s: float) -> bool:
    """Polls check every 20 ms until it holds or timeout_s has passed; its last answer."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if check():
            return True
        time.sleep(0.02)
    return check()
