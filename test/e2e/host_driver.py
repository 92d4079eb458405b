"""What the in-process drivers of the real Travis234 host share (run by the venv's Python, imported
from the driver's own directory): the process tree seen through /proc, and a CodingApp on the host's
faux provider with the shim as an additional extension, bound as the non-interactive modes bind it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path


def proc_stat(pid: int) -> tuple[int, str, str] | None:
    """(ppid, state, starttime) from /proc/<pid>/stat, or None when gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat[stat.rindex(")") + 2 :].split(" ")
    return int(fields[1]), fields[0], fields[19]


def argv_of(pid: int) -> list[str]:
    try:
        return [a for a in Path(f"/proc/{pid}/cmdline").read_bytes().decode("utf-8", "replace").split("\0") if a]
    except OSError:
        return []


def descendants(root: int) -> list[dict]:
    """Live (non-zombie) descendants of root, found through the ppid links in /proc (never by name)."""
    children: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        info = proc_stat(int(name))
        if info is not None and info[1] != "Z":
            children.setdefault(info[0], []).append(int(name))
    out: list[dict] = []
    queue = [root]
    while queue:
        parent = queue.pop(0)
        for pid in sorted(children.get(parent, [])):
            out.append({"pid": pid, "ppid": parent, "argv": argv_of(pid)})
            queue.append(pid)
    return out


def tool_results(messages: list, *, with_name: bool = False) -> list[dict]:
    """The tool results among messages: call id, error flag and text (cut at 2000 characters)."""
    from travis.ai.types import ToolResultMessage

    return [
        {
            **({"toolName": m.tool_name} if with_name else {}),
            "toolCallId": m.tool_call_id,
            "isError": m.is_error,
            "text": "".join(getattr(b, "text", "") for b in m.content)[:2000],
        }
        for m in messages
        if isinstance(m, ToolResultMessage)
    ]


@contextmanager
def faux_app(cwd: str, extension_paths: list[str], script: Callable) -> Iterator:
    """A started CodingApp whose model is `script` (the faux provider's), `mcp` active, extensions
    bound in mode "print"; disposed and closed on the way out, whatever happened."""
    # Imported here: a driver that the host also loads as an extension imports this module early.
    from travis.ai.providers.faux import create_faux_provider, faux_model
    from travis.app import CodingApp
    from travis.coding_agent.auth_storage import AuthStorage
    from travis.coding_agent.extension_host import ExtensionHostAdapter, noninteractive_extension_bindings
    from travis.coding_agent.model_registry import ModelRegistry

    registry = ModelRegistry.in_memory(AuthStorage.in_memory())
    registry.runtime.set_provider(create_faux_provider(script))
    app = CodingApp(
        cwd=cwd,
        model=faux_model(),
        model_registry=registry,
        enable_tui=False,
        agent_dir=os.environ["TRAVIS234_CODING_AGENT_DIR"],
        project_trust_override=True,
        additional_extension_paths=extension_paths,
        additional_active_tool_names=["mcp"],
    )
    host = ExtensionHostAdapter(
        app, mode="print", bindings_factory=lambda session: noninteractive_extension_bindings(app, session)
    )
    try:
        host.start()
        yield app
    finally:
        host.dispose()
        app.close()
