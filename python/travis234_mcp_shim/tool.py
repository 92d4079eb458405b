"""One call of `mcp` (or of a facade tool): forwarded to the sidecar with its cancellation and
progress, and its answer mapped to the host's result types (the isError marker in details)."""

from __future__ import annotations

import asyncio

from travis234_mcp_packaging import policy, workers
from travis234_mcp_packaging.contract import METHODS, MODEL_TEXT, catalog_code, error_text

from . import host
from .render import Progress
from .session import SESSION_REPLACED, Session
from .sidecar import SidecarError, error_summary, refusal_code

CANCELLED = catalog_code("MCPA_RUNTIME_CANCELLED")
PLATFORM_UNSUPPORTED = catalog_code("MCPA_HOST_PLATFORM_UNSUPPORTED")
# What a cancelled call's text starts with, for a sidecar whose refusals carry no data.code.
_CANCELLED_PREFIX = f"{CANCELLED}: "


def policy_context(contract: dict, args: object) -> dict[str, str]:
    """The approval context: the trimmed server and the operation label, nothing else (policy.py)."""
    return policy.approval_context(contract["policy"], args)


class ToolRunner:
    """Runs calls through the session's sidecar; `progress` keeps each running call's last progress
    line for the person (render.py), beside the on_update snapshots the host relays."""

    def __init__(self, contract: dict, session: Session, result_types) -> None:
        self.contract = contract
        self.session = session
        self.tool = contract["tool"]
        self.marker_key = contract["detailsKey"]
        self._result, self._image, self._text = result_types
        self.progress = Progress()

    async def run(self, tool_name, tool_call_id, args, signal=None, on_update=None, ctx=None):
        loop = asyncio.get_running_loop()
        if not host.platform_supported():
            raise RuntimeError(error_text(PLATFORM_UNSUPPORTED))
        if self.session.closed:
            raise RuntimeError(error_text(SESSION_REPLACED))
        sidecar = self.session.running_sidecar()
        if sidecar is None:
            try:
                sidecar = await asyncio.to_thread(self.session.start_sidecar, ctx)
            except SidecarError as error:
                raise RuntimeError(str(error)) from None
        call_id = str(tool_call_id)

        def progress(content):
            texts = [str(b.get("text", "")) for b in content if isinstance(b, dict) and b.get("type") == "text"]
            self.progress.update(call_id, texts, ctx)
            if on_update is not None:
                blocks = [self._text(text=t) for t in texts]
                loop.call_soon_threadsafe(on_update, self._result(content=blocks))

        params = {"toolCallId": call_id, "tool": tool_name, "arguments": args, **workers.call_params(self.session)}
        future = sidecar.request(METHODS["toolCall"], params, progress)
        unsubscribe = signal.add_callback(lambda: sidecar.cancel(future.request_id)) if signal is not None else None
        try:
            reply = await asyncio.wrap_future(future)
        except asyncio.CancelledError:
            sidecar.cancel(future.request_id)
            raise
        except SidecarError as error:
            if self.session.closed:  # shut down with the session, not crashed
                raise RuntimeError(error_text(SESSION_REPLACED)) from None
            # Never the sidecar's own words (its stderr is not redacted): a fixed message only.
            raise RuntimeError(f"{error}; the next call starts a new sidecar") from None
        finally:
            self.progress.done(call_id, ctx)
            if callable(unsubscribe):
                unsubscribe()
        if "error" in reply:
            raise RuntimeError(self.refusal(reply["error"], args))
        return self.result(tool_name, args, reply["result"])

    def refusal(self, error: dict, args) -> str:
        """The model's text for a sidecar's JSON-RPC error answering a call."""
        if refusal_code(error, self.contract) == CANCELLED:
            if self.session.closed:
                # The sidecar kept the connection when it cancelled, but the session's end is
                # closing it now: say that, with the server and operation the call named.
                context = policy_context(self.contract, args)
                return error_text(
                    CANCELLED,
                    with_hint=False,
                    server=context.get("server", "(none)"),
                    operation=context.get("operation", "call"),
                    connection=MODEL_TEXT["cancelledSessionEnding"],
                )
            # The sidecar's catalog text (code, server, operation, whether the connection was
            # kept; bounded there); a fixed one when it sent something else.
            message = error.get("message")
            if isinstance(message, str) and message.startswith(_CANCELLED_PREFIX) and "\n" not in message:
                return message
            return f"{_CANCELLED_PREFIX}MCP call cancelled"
        return f"MCP sidecar error {error_summary(error)}"

    def result(self, tool_name: str, args, result: dict):
        blocks = []
        for block in result.get("content", []):
            if block.get("type") == "image":
                blocks.append(self._image(data=block["data"], mime_type=block["mimeType"]))
            else:
                blocks.append(self._text(text=str(block.get("text", ""))))
        details = result.get("details") or {}
        marker = dict(details.get(self.marker_key) or {})
        marker["isError"] = bool(result.get("isError"))
        details[self.marker_key] = marker
        conflict = self.session.conflict
        if (
            conflict
            and tool_name == self.tool["name"]
            and policy_context(self.contract, args).get("operation") == self.contract["policy"]["statusLabel"]
        ):
            blocks.append(self._text(text=str(conflict)))
        return self._result(content=blocks, details=details)
