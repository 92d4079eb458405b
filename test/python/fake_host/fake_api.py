"""The parts of the Travis234 extension API the shim touches, faked: the registry handed to
extension(travis) and the per-call context. Stdlib only."""

from __future__ import annotations


class RegisteredTool:
    def __init__(self, definition) -> None:
        self.definition = definition


class FakeRegistry:
    """Records register_tool and on(event, handler) calls; emit() calls handlers as the host does.
    Like the host's runner, one registry serves every extension loaded into it."""

    def __init__(self) -> None:
        self.tools: list = []
        self.handlers: dict[str, list] = {}

    def register_tool(self, definition) -> None:
        self.tools.append(definition)

    def get_all_registered_tools(self) -> list:
        """The host keeps the last definition of each name."""
        return [RegisteredTool(d) for d in {d.name: d for d in self.tools}.values()]

    def tool(self, name: str):
        return [d for d in self.tools if d.name == name][-1]

    def on(self, event: str, handler) -> None:
        self.handlers.setdefault(event, []).append(handler)

    def emit(self, event: str, payload, ctx=None) -> list:
        return [handler(payload, ctx) for handler in self.handlers.get(event, [])]


class FakeContext:
    """ExtensionContextView's fields that the shim reads."""

    def __init__(self, cwd: str, *, trusted: bool = False, mode: str = "print") -> None:
        self.cwd = cwd
        self.mode = mode
        self._trusted = trusted

    def is_project_trusted(self) -> bool:
        return self._trusted
