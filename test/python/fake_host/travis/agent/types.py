"""The host's AgentToolResult and its thread-based AbortSignal (travis/agent/types.py), stubbed."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


class AbortSignal:
    """Like the host's: callbacks run on the thread that aborts, or at once when already aborted."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self._callbacks: dict[object, Callable[[], None]] = {}
        self._lock = threading.Lock()

    @property
    def aborted(self) -> bool:
        return self._event.is_set()

    def abort(self) -> None:
        with self._lock:
            if self._event.is_set():
                return
            self._event.set()
            callbacks = tuple(self._callbacks.values())
            self._callbacks.clear()
        for callback in callbacks:
            try:
                callback()
            except Exception:  # noqa: BLE001 - the host swallows callback failures too.
                pass

    def add_callback(self, callback: Callable[[], None]) -> Callable[[], None]:
        token = object()
        with self._lock:
            call_now = self._event.is_set()
            if not call_now:
                self._callbacks[token] = callback
        if call_now:
            callback()

        def unsubscribe() -> None:
            with self._lock:
                self._callbacks.pop(token, None)

        return unsubscribe

    def subscribers(self) -> int:
        with self._lock:
            return len(self._callbacks)


@dataclass
class AgentToolResult:
    content: list
    details: Any = None
    terminate: bool | None = None
    added_tool_names: list | None = None
