"""What the Travis234 TUI shows a person of an `mcp` call (the host's render_call and render_result).

The call line names the server, the tool or operation and every argument on one line; a long value
is shortened in its middle, so that its start and its end (a file name) both stay visible. A result
is shown as plain text, never as Markdown (a server's `*.ext` or `# Title` stays as written), and
without the untrusted-data label lines the model reads around server text: the model's result is
unchanged, only its display. Images, spills and errors are named as such. While a call runs, its
last MCP progress line is shown in the call line and as the TUI's working message.
"""

from __future__ import annotations

import json
import re
import threading

from travis234_mcp_packaging.contract import CONTRACT, limit

# Bounds of the one-line call summary (each value, all arguments together, the progress line) and
# the lines of a result shown before "to expand": the host.render* rows of spec/limits.yaml.
VALUE_MAX_CHARS = limit("host.renderValueMaxChars")
ARGS_MAX_CHARS = limit("host.renderArgsMaxChars")
PROGRESS_MAX_CHARS = limit("host.renderProgressMaxChars")
COLLAPSED_LINES = limit("host.renderCollapsedLines")
# What the empty request is called (the approval table's label for it).
STATUS_LABEL = CONTRACT["policy"]["statusLabel"]
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029]")
# The label lines of src/results/labels.ts: `[mcp <kind> <NONCE>< meta>]` ... `[/mcp <NONCE>]`.
_OPEN = re.compile(r"^\[mcp [a-z][a-z.-]* ([0-9A-HJKMNP-TV-Z]{4,})(?: [^\]\n]*)?\]$")
# Request fields that name what is called; every other field is an argument of it.
_HEAD = ("server", "operation", "tool", "describe", "search", "name", "prompt", "resource", "query", "output")


def shorten(text: str, limit: int = VALUE_MAX_CHARS) -> str:
    """One printable line of at most `limit` characters, cut in the middle."""
    text = _CONTROL.sub(" ", text.replace("\n", " "))
    if len(text) <= limit:
        return text
    keep = limit - 1
    return f"{text[: keep - keep // 2]}\u2026{text[len(text) - keep // 2 :]}"


def _value(value: object) -> str:
    if isinstance(value, str) and value and not re.search(r"[\s\"=]", value):
        return shorten(value)
    return shorten(json.dumps(value, ensure_ascii=False))


def call_line(tool_name: str, args: object, progress: str | None = None) -> str:
    """`mcp SERVER TOOL key=value ...`; `mcp status` for the empty request."""
    parts = [tool_name]
    if not isinstance(args, dict) or not args:
        parts.append(STATUS_LABEL if tool_name == "mcp" else "")
    else:
        for key in _HEAD:
            value = args.get(key)
            if isinstance(value, str) and value:
                parts.append(shorten(value) if key in ("server", "tool", "operation") else f"{key}={_value(value)}")
        rest = [(k, v) for k, v in args.items() if k not in _HEAD]
        inner = [(k, v) for k, v in rest if k in ("args", "arguments") and isinstance(v, dict)]
        flat = [(k, v) for k, v in rest if (k, v) not in inner]
        for _, nested in inner:
            flat.extend(nested.items())
        if flat:
            parts.append(shorten(" ".join(f"{k}={_value(v)}" for k, v in flat), ARGS_MAX_CHARS))
    line = " ".join(p for p in parts if p)
    return f"{line}  [{shorten(progress, PROGRESS_MAX_CHARS)}]" if progress else line


def unlabelled(text: str) -> str:
    """`text` without the label lines the adapter puts around server text: an opening line outside
    any label and the closing line of its nonce. A label-like line inside a label is server text."""
    out: list[str] = []
    closing: str | None = None
    for line in text.split("\n"):
        if closing is not None:
            if line == closing:
                closing = None
            else:
                out.append(line)
            continue
        match = _OPEN.match(line)
        if match and f"\n[/mcp {match.group(1)}]" in f"\n{text}":
            closing = f"[/mcp {match.group(1)}]"
            continue
        out.append(line)
    return "\n".join(out)


def _block_text(block: object) -> str:
    mime = getattr(block, "mime_type", None)
    if mime is not None and hasattr(block, "data"):
        size = len(str(getattr(block, "data", ""))) * 3 // 4
        return f"[image {mime}, {size:,} bytes]"
    return str(getattr(block, "text", ""))


def result_text(result: object, is_error: bool, expanded: bool) -> str:
    """The person's view of a result: its text without labels, images named, errors marked."""
    text = "\n".join(_block_text(b) for b in getattr(result, "content", None) or []).strip("\n")
    text = _CONTROL.sub(lambda m: m.group() if m.group() == "\t" else "\ufffd", unlabelled(text))
    lines = text.split("\n") if text else ["(no text)"]
    if not expanded and not is_error and len(lines) > COLLAPSED_LINES:
        lines = [*lines[:COLLAPSED_LINES], f"... ({len(lines) - COLLAPSED_LINES} more lines, to expand)"]
    if is_error:
        lines[0] = f"error: {lines[0]}"
    return "\n".join(lines)


def plain_component(text: str):
    """A component the TUI renders as written (a str would be rendered as Markdown)."""
    try:
        from travis.tui.components import Text
    except Exception:  # noqa: BLE001 - a host without the TUI package: the text itself.
        return text
    return Text(text)


class Progress:
    """The last progress line of each running call, for the call line and the working message."""

    def __init__(self) -> None:
        self._lines: dict[str, str] = {}
        self._lock = threading.Lock()

    def get(self, call_id: str) -> str | None:
        with self._lock:
            return self._lines.get(call_id)

    def update(self, call_id: str, texts: list[str], ctx) -> None:
        line = shorten(" ".join(t for t in texts if t), PROGRESS_MAX_CHARS)
        if not line:
            return
        with self._lock:
            self._lines[call_id] = line
        _working(ctx, f"MCP {line}")

    def done(self, call_id: str, ctx) -> None:
        with self._lock:
            had = self._lines.pop(call_id, None) is not None
            others = bool(self._lines)
        if had and not others:
            _working(ctx, None)


def _working(ctx, message: str | None) -> None:
    """The TUI's working message (the line that says Thinking...); no-op without a UI."""
    try:
        if ctx is not None and getattr(ctx, "has_ui", False):
            ctx.ui.set_working_message(message)
    except Exception:  # noqa: BLE001 - a stale context or a host without it: the call line still shows it.
        pass


def hooks(tool_name: str, progress: Progress):
    """render_call and render_result for the host's ToolDefinition."""

    def render_call(args, ctx=None):
        call_id = str((ctx or {}).get("tool_call_id", "")) if isinstance(ctx, dict) else ""
        return call_line(tool_name, args, progress.get(call_id) if call_id else None)

    def render_result(result, options=None, ctx=None):
        expanded = bool((options or {}).get("expanded")) if isinstance(options, dict) else False
        is_error = bool((ctx or {}).get("is_error")) if isinstance(ctx, dict) else False
        return plain_component(result_text(result, is_error, expanded))

    return render_call, render_result
