"""ToolDefinition with effect metadata (Travis234 2.4.3+), and LegacyToolDefinition without it.

Tests swap `ToolDefinition` for `LegacyToolDefinition` to play an older host.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

EFFECTS = frozenset({"read", "write", "execute", "network"})


@dataclass
class LegacyToolDefinition:
    name: str
    label: str
    description: str
    parameters: dict
    execute: Callable[..., Any]
    prompt_snippet: str | None = None
    prompt_guidelines: list = field(default_factory=list)
    execution_mode: str | None = None
    prepare_arguments: Callable[[Any], Any] | None = None


@dataclass
class ToolDefinition(LegacyToolDefinition):
    """The legacy fields, then the effect metadata, in the host's own field order."""

    effects: frozenset = frozenset()
    policy_context: Callable[[dict], object] | None = None

    def __post_init__(self) -> None:
        if isinstance(self.effects, str) or not frozenset(self.effects) <= EFFECTS:
            raise ValueError(f"Unknown tool effects: {self.effects!r}")
        self.effects = frozenset(self.effects)
