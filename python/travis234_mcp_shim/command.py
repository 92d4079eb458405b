"""`/mcp ...` for a person: the sidecar runs the line (host/person-command.ts) and the shim shows its
text as a transient message; `/mcp prompt` also sends the filled prompt as the person's message.

In a session whose `mcp` tool is not active (travis234 started without --mcp), nothing starts: the
person is told at once how to turn the tool on."""

from __future__ import annotations

from travis234_mcp_packaging import startup
from travis234_mcp_packaging.contract import METHODS, catalog_code, error_text, limit

from . import host
from .render import unlabelled
from .session import SESSION_REPLACED, Session
from .sidecar import SidecarError, error_summary

PLATFORM_UNSUPPORTED = catalog_code("MCPA_HOST_PLATFORM_UNSUPPORTED")
# The subcommands offered as completions; those ending in a space take a server name.
COMMANDS = (
    "check",
    "connect ",
    "reconnect ",
    "tools ",
    "describe ",
    "prompts ",
    "resources ",
    "prompt ",
    "disable ",
    "enable ",
    "accept ",
    "help",
)
LINE_MAX_CHARS = limit("host.commandLineMaxChars")


def inactive_text(tool_name: str) -> str:
    return (
        f"The `{tool_name}` tool is not active in this session, so the model cannot use any MCP server "
        "and no MCP server or sidecar was started.\n"
        f"To turn it on, start travis234 with --mcp (with --tools, name {tool_name} among them)."
    )


def tool_active(travis, tool_name: str) -> bool:
    """Whether the host offers the tool to the model now; True when the host cannot say."""
    try:
        active = travis.get_active_tools()
    except Exception:  # noqa: BLE001 - an unbound or older host: the call path decides, as before.
        return True
    return not isinstance(active, (list, tuple, set, frozenset)) or tool_name in active


class PersonCommand:
    """The `/mcp` command of one load of the shim; keeps the names the sidecar last reported."""

    def __init__(self, travis, session: Session, tool_name: str) -> None:
        self.travis = travis
        self.session = session
        self.tool_name = tool_name
        self.server_names: list[str] = []
        self.prompt_names: dict[str, list[str]] = {}
        self.tool_names: dict[str, list[str]] = {}

    def run_line(self, line: str, ctx) -> tuple[str, str | None]:
        """The text to show and, for `/mcp prompt`, the message to send as the person's."""
        if not host.platform_supported():
            return error_text(PLATFORM_UNSUPPORTED), None
        if self.session.closed:
            return error_text(SESSION_REPLACED), None
        if not tool_active(self.travis, self.tool_name):
            return inactive_text(self.tool_name), None
        try:
            sidecar = self.session.running_sidecar() or self.session.start_sidecar(ctx)
            reply = sidecar.request(METHODS["personCommand"], {"line": line[:LINE_MAX_CHARS]}).result()
        except SidecarError as error:
            return str(error), None
        if "error" in reply:
            error = reply["error"]
            return f"MCP sidecar error {error_summary(error)}", None
        result = reply["result"]
        self.server_names = [str(n) for n in result.get("servers", [])]
        self.prompt_names = _names(result.get("prompts"))
        self.tool_names = _names(result.get("tools"))
        message = result.get("userMessage")
        return str(result.get("text", "")), unlabelled(message) if isinstance(message, str) and message else None

    def on_command(self, args, ctx=None):
        """Shown as a transient message (rendered, not kept in the session, not sent to the model).

        Synchronous on purpose: the host runs an async handler inside an event loop, where sending
        the person's message (a turn of its own) is refused; a plain call may start that turn."""
        text, message = self.run_line(str(args or "").strip(), ctx)
        if self.session.conflict:  # two adapters: the person must see it where they look
            text = f"{self.session.conflict}\n\n{text}"
        show = getattr(ctx, "send_message", None)
        if callable(show):
            show({"customType": "mcp", "content": text, "display": True}, {"transient": True})
        else:
            startup.LOG.warning("travis234-mcp-adapter: /mcp: %s", text)
        if message is None:
            return None
        send = getattr(ctx, "send_user_message", None) or self.travis.send_user_message
        return send(message)

    def complete(self, prefix: str):
        """Subcommands, then server names, then (for prompt and describe) the names already listed."""
        words = str(prefix).split(" ")
        if len(words) <= 1:
            return [{"value": s, "label": s.strip()} for s in COMMANDS if s.startswith(words[0])]
        sub = words[0]
        if f"{sub} " not in COMMANDS:
            return []
        if len(words) == 2:
            return [
                {"value": f"{sub} {name} " if sub in ("prompt", "describe") else f"{sub} {name}", "label": name}
                for name in self.server_names
                if name.startswith(words[1])
            ]
        known = {"prompt": self.prompt_names, "describe": self.tool_names}.get(sub)
        if known is None or len(words) != 3:
            return []
        return [
            {"value": f"{sub} {words[1]} {name}", "label": name}
            for name in known.get(words[1], [])
            if name.startswith(words[2])
        ]


def _names(value: object) -> dict[str, list[str]]:
    if not isinstance(value, dict):
        return {}
    return {str(k): [str(n) for n in v] for k, v in value.items() if isinstance(v, list)}
