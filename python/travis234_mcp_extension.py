"""Travis234 extension: the `mcp` tool of travis234-mcp-adapter.

One stdlib-only file. It registers the tool from generated/host-contract.json (no Node process at
load time), starts the Node sidecar in the background at session_start when something is
configured (else on the first call; servers stay lazy either way), forwards calls, cancellation and
progress over line-delimited JSON-RPC, maps the adapter's isError marker through the tool_result
hook, and shuts the sidecar (and every MCP server it started) down on session_shutdown.

It also puts this directory on sys.path so that other trusted extensions can import
travis234_mcp_packaging (packaged servers and tool facades). The sidecar's initialize carries that
registry; facade tools reach the sidecar through the bridge, which the instance that last handled
session_start owns.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import dataclasses
import itertools
import json
import os
import shutil
import signal
import subprocess
import sys
import threading
from pathlib import Path

PYTHON_DIR = Path(__file__).resolve().parent
PACKAGE_ROOT = PYTHON_DIR.parent
CONTRACT_PATH = PACKAGE_ROOT / "generated" / "host-contract.json"
SIDECAR_ENTRY = PACKAGE_ROOT / "bin" / "travis234-mcp.js"
# V8 heap sizing for a process whose live data is a few MiB and whose garbage is short-lived (measured
# with bench/memory-session.ts, 9,000 calls of 2 KB, at the same time per call): semi-spaces of 1 MiB
# instead of up to 16 MiB (RSS grew about 20 MiB over the first thousand calls with no more live
# data), and the old generation allowed to grow by 20% between full collections instead of up to
# 4x (RSS rose by 6 MiB every thousand calls until the first full collection, near 6,000 calls).
# On the command line, since V8 sizes the heap before any script runs.
SIDECAR_NODE_FLAGS = ("--max-semi-space-size=1", "--heap-growing-percent=20")
SIDECAR_BUNDLE = PACKAGE_ROOT / "dist" / "travis234-mcp.mjs"

# Imported by absolute name, so one registry and one bridge serve every load of this file.
if str(PYTHON_DIR) not in sys.path:
    sys.path.insert(0, str(PYTHON_DIR))
import travis234_mcp_packaging as packaging  # noqa: E402 - needs the path entry just above.
from travis234_mcp_packaging import (  # noqa: E402
    policy,
    startup,
    workers,  # noqa: E402
)
from travis234_mcp_packaging.contract import (  # noqa: E402
    METHODS,
    MODEL_TEXT,
    NOTIFICATIONS,
    catalog_code,
    error_text,
    limit,
    seconds,
)
from travis234_mcp_packaging.facade import install_bridge, release_bridge  # noqa: E402

# The shim's own bounds: the host.* rows of spec/limits.yaml.
START_TIMEOUT_S = seconds("host.sidecarStartTimeoutMs")
SHUTDOWN_TIMEOUT_S = seconds("host.shutdownStepTimeoutMs")

# Catalog codes the shim renders or recognises (spec/errors.yaml, through the contract).
CANCELLED = catalog_code("MCPA_RUNTIME_CANCELLED")
SESSION_REPLACED = catalog_code("MCPA_HOST_SESSION_REPLACED")
PLATFORM_UNSUPPORTED = catalog_code("MCPA_HOST_PLATFORM_UNSUPPORTED")


def _platform_supported() -> bool:
    """POSIX only: process groups, signals and 0700 directories are what the cleanup relies on."""
    return sys.platform != "win32"


# The `/mcp` subcommands offered as completions (host/person-command.ts runs them).
COMMANDS = ("check", "connect ", "reconnect ", "tools ", "accept ", "help")
# What a cancelled call's text starts with, for a sidecar whose refusals carry no data.code.
_CANCELLED_PREFIX = f"{CANCELLED}: "


class SidecarError(RuntimeError):
    """The sidecar could not serve a call; the message is safe to show."""


def _node_executable() -> str:
    """The node to run; its version is checked from initialize (no extra process per start)."""
    found = os.environ.get("TRAVIS234_MCP_NODE") or shutil.which("node")
    if not found:
        raise SidecarError(startup.node_missing())
    return found


class Sidecar:
    """One Node process speaking the sidecar protocol; threads, not asyncio, own its pipes.

    Constructing one starts nothing: start() spawns the process and completes initialize."""

    def __init__(self, contract: dict, init_params: dict) -> None:
        self._errors = contract["errors"]
        self._init_params = init_params
        self._ids = itertools.count(1)
        self._pending: dict[int, concurrent.futures.Future] = {}
        self._progress: dict[int, object] = {}
        self._lock = threading.Lock()
        self._closed = False
        self._proc: subprocess.Popen | None = None

    def start(self) -> Sidecar:
        """Spawns the sidecar and waits for its initialize answer; on any failure nothing is left running."""
        if not SIDECAR_BUNDLE.is_file():
            raise SidecarError(startup.files_incomplete(f"its bundle {SIDECAR_BUNDLE} is missing"))
        node = _node_executable()
        try:
            self._proc = subprocess.Popen(
                [node, *SIDECAR_NODE_FLAGS, str(SIDECAR_ENTRY), "sidecar"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,  # kept (bounded) until ready, for the host log only; then dropped
                cwd=str(PACKAGE_ROOT),
                env=workers.sidecar_env(self._init_params),
                start_new_session=True,
                text=True,
                encoding="utf-8",
                bufsize=1,
            )
        except OSError as error:  # no such file, a directory, not executable, not a program
            raise SidecarError(startup.node_unusable(node, error)) from None
        self._stderr = startup.StartupOutput(self._proc.stderr, limit("host.sidecarStartupOutputChars"))
        threading.Thread(target=self._read_stdout, name="travis234-mcp-sidecar-out", daemon=True).start()
        atexit.register(self.kill)
        # A sidecar that dies, hangs or refuses initialize is stopped here: nothing else owns it yet.
        try:
            reply = self.request(METHODS["initialize"], self._init_params).result(timeout=START_TIMEOUT_S)
        except concurrent.futures.TimeoutError:
            self.kill()
            raise SidecarError(
                self._diagnose(node, f"did not answer initialize within {START_TIMEOUT_S:.0f} s")
            ) from None
        except SidecarError:
            self.kill()
            raise SidecarError(self._diagnose(node, "exited before it was ready")) from None
        if "error" in reply:
            self.kill()
            error = reply.get("error") or {}
            raise SidecarError(
                f"the MCP sidecar refused initialize ({error.get('code')}: {str(error.get('message', ''))[:200]})"
            )
        major = startup.node_major((reply.get("result") or {}).get("node"))
        if major is not None and major < startup.MIN_NODE_MAJOR:
            self.kill()
            raise SidecarError(
                startup.node_version_problem(node)
                or startup.node_too_old(node, str((reply.get("result") or {}).get("node")))
            )
        self._stderr.ready()
        return self

    def _diagnose(self, node: str, what: str) -> str:
        try:
            self._proc.wait(timeout=SHUTDOWN_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            pass
        return startup.diagnose(node, what, self._proc.returncode, self._stderr.tail(SHUTDOWN_TIMEOUT_S))

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    def alive(self) -> bool:
        return not self._closed and self._proc is not None and self._proc.poll() is None

    def _read_stdout(self) -> None:
        assert self._proc is not None and self._proc.stdout is not None
        for line in self._proc.stdout:
            try:
                message = json.loads(line)
            except ValueError:
                continue
            if "id" in message and ("result" in message or "error" in message):
                with self._lock:
                    future = self._pending.pop(message["id"], None)
                    self._progress.pop(message["id"], None)
                if future is not None and not future.done():
                    future.set_result(message)
            elif message.get("method") == NOTIFICATIONS["progress"]:
                params = message.get("params") or {}
                callback = self._progress.get(params.get("id"))
                if callback is not None:
                    callback(params.get("content") or [])
        try:  # reaped before the calls fail, so that no caller sees it still running
            self._proc.wait(timeout=SHUTDOWN_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            pass
        self._fail_pending("the MCP sidecar exited")

    def _fail_pending(self, why: str) -> None:
        with self._lock:
            pending, self._pending = self._pending, {}
        for future in pending.values():
            if not future.done():
                future.set_exception(SidecarError(why))

    def request(self, method: str, params: dict, on_progress=None) -> concurrent.futures.Future:
        future: concurrent.futures.Future = concurrent.futures.Future()
        request_id = next(self._ids)
        future.request_id = request_id  # type: ignore[attr-defined]
        with self._lock:
            if self._closed or self._proc is None:
                future.set_exception(SidecarError("the MCP sidecar is shut down"))
                return future
            self._pending[request_id] = future
            if on_progress is not None:
                self._progress[request_id] = on_progress
        self._write({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        return future

    def cancel(self, request_id: int) -> None:
        self._write({"jsonrpc": "2.0", "method": NOTIFICATIONS["cancelRequest"], "params": {"id": request_id}})

    def _write(self, message: dict) -> None:
        try:
            assert self._proc is not None and self._proc.stdin is not None
            self._proc.stdin.write(json.dumps(message) + "\n")
            self._proc.stdin.flush()
        except (OSError, ValueError):  # a broken pipe: the sidecar exited
            self._close_stdin()
            self._fail_pending("the MCP sidecar is not running")

    def _close_stdin(self) -> None:
        """Closes the pipe without a flush error surfacing later (as noise on the host's stderr)."""
        try:
            if self._proc is not None and self._proc.stdin is not None:
                self._proc.stdin.close()
        except (OSError, ValueError):
            pass

    def shutdown(self, reason: str) -> None:
        """Asks for an orderly shutdown, then closes stdin, then signals the process group."""
        if self._closed or self._proc is None:
            return
        try:
            self.request(METHODS["shutdown"], {"reason": reason}).result(timeout=SHUTDOWN_TIMEOUT_S)
        except Exception:  # noqa: BLE001 - any failure falls through to the harder steps below.
            pass
        self._closed = True
        self._close_stdin()
        try:
            self._proc.wait(timeout=SHUTDOWN_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self.kill()
        self._fail_pending("the MCP sidecar was shut down")

    def kill(self) -> None:
        if self._proc is None:
            return
        self._close_stdin()
        if self._proc.poll() is not None:
            return
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(self._proc.pid, sig)
            except (ProcessLookupError, PermissionError):
                return
            try:
                self._proc.wait(timeout=SHUTDOWN_TIMEOUT_S)
                return
            except subprocess.TimeoutExpired:
                continue


def _catalog_code(error: dict, contract: dict) -> str | None:
    """The catalog code of a sidecar refusal: every refusal carries it in the error's data, in the
    field the contract names (spec/sidecar-protocol.yaml, refusals)."""
    data = error.get("data")
    code = data.get(contract["refusals"]["dataCodeField"]) if isinstance(data, dict) else None
    return code if isinstance(code, str) else None


def policy_context(contract: dict, args: object) -> dict[str, str]:
    """The approval context: the trimmed server and the operation label, nothing else (policy.py)."""
    return policy.approval_context(contract["policy"], args)


class Session:
    """What one load of the shim holds between session_start and session_shutdown.

    `sidecar` is started by start_sidecar() (under `spawn_lock`, so one start at a time); `generation`
    counts shutdowns, so that a background start begun before one is dropped; `closed` is set by
    close() for good: the host loads a new instance for the next session, and a call that still
    reaches this one (the host hands it over while the reload is under way) starts nothing. `ctx`
    is the last session_start context (a worker export mid-turn gets none); `delegation` is what
    install_for_worker kept in a native worker."""

    def __init__(self, contract: dict) -> None:
        self.contract = contract
        self.reason = "startup"
        self.ctx = None
        self.sidecar: Sidecar | None = None
        self.generation = 0
        self.closed = False
        self.spawn_lock = threading.RLock()
        self.delegation: dict | None = None
        self.conflict: str | None = None
        self.worker_conflict: str | None = None

    def running_sidecar(self) -> Sidecar | None:
        current = self.sidecar
        return current if current is not None and current.alive() else None

    def start_sidecar(self, ctx) -> Sidecar:
        """The running sidecar, started (spawned and initialized) when there is none."""
        with self.spawn_lock:
            if self.closed:
                raise SidecarError(error_text(SESSION_REPLACED))
            current = self.running_sidecar()
            if current is not None:
                return current
            sidecar = Sidecar(self.contract, self.init_params(ctx))
            sidecar.start()
            self.sidecar = sidecar
            return sidecar

    def init_params(self, ctx) -> dict:
        try:
            from travis.coding_agent.config import get_agent_dir

            agent_dir = get_agent_dir()
        except Exception:  # noqa: BLE001 - the sidecar falls back to its own default.
            agent_dir = None
        cwd = str(getattr(ctx, "cwd", None) or os.getcwd())
        init = {
            "protocolVersion": self.contract["protocolVersion"],
            "host": {"name": "travis234", "version": _host_version()},
            "cwd": cwd,
            "projectTrusted": bool(ctx.is_project_trusted())
            if ctx is not None and hasattr(ctx, "is_project_trusted")
            else False,
            **_host_trust(cwd, agent_dir),
            "offline": _host_offline(ctx),
            "mode": str(getattr(ctx, "mode", "") or ""),
            "reason": self.reason,
            "packaged": packaging.sidecar_snapshot(),
            **workers.sidecar_init(self),  # in a native worker: only the delegated servers
        }
        if sys.executable:
            init["pythonExecutable"] = sys.executable
        if agent_dir:
            init["agentDir"] = str(agent_dir)
        return init

    def close(self, reason: str) -> None:
        """session_shutdown: no sidecar starts after this, and the running one is shut down.

        `closed` is set before the lock is taken, so that a call arriving while a start is under
        way is refused at once; that start finishes and is shut down by stop_sidecar()."""
        self.closed = True
        self.stop_sidecar(reason)

    def stop_sidecar(self, reason: str) -> None:
        """Shuts the sidecar (and its servers) down; a background start in progress finishes first."""
        with self.spawn_lock:
            sidecar, self.sidecar = self.sidecar, None
            self.generation += 1
        if sidecar is not None:
            sidecar.shutdown(reason)


class Shim:
    """The `mcp` tool and the lifecycle hooks of one load of this file, over one Session."""

    def __init__(self, travis, contract: dict, result_types) -> None:
        self.travis = travis
        self.contract = contract
        self.tool = contract["tool"]
        self.marker_key = contract["detailsKey"]
        self.session = Session(contract)
        self._result, self._image, self._text = result_types
        # Configured server names as the sidecar last reported them (for `/mcp` completions).
        self.server_names: list[str] = []
        # Bound once: the host, the bridge and other_mcp() compare these callables by identity.
        self.run_tool = self.run_tool
        self.execute = self.execute

    async def run_tool(self, tool_name, tool_call_id, args, signal=None, on_update=None, ctx=None):
        """One call of `mcp` or of a facade tool, through this instance's sidecar."""
        loop = asyncio.get_running_loop()
        if not _platform_supported():
            raise RuntimeError(error_text(PLATFORM_UNSUPPORTED))
        if self.session.closed:
            raise RuntimeError(error_text(SESSION_REPLACED))
        sidecar = self.session.running_sidecar()
        if sidecar is None:
            try:
                sidecar = await asyncio.to_thread(self.session.start_sidecar, ctx)
            except SidecarError as error:
                raise RuntimeError(str(error)) from None

        def progress(content):
            if on_update is None:
                return
            blocks = [
                self._text(text=str(b.get("text", "")))
                for b in content
                if isinstance(b, dict) and b.get("type") == "text"
            ]
            loop.call_soon_threadsafe(on_update, self._result(content=blocks))

        params = {
            "toolCallId": str(tool_call_id),
            "tool": tool_name,
            "arguments": args,
            **workers.call_params(self.session),
        }
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
            if callable(unsubscribe):
                unsubscribe()
        if "error" in reply:
            raise RuntimeError(self.refusal(reply["error"], args))
        return self.result(tool_name, args, reply["result"])

    def refusal(self, error: dict, args) -> str:
        """The model's text for a sidecar's JSON-RPC error answering a call."""
        if _catalog_code(error, self.contract) == CANCELLED:
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
        return f"MCP sidecar error {error.get('code')}: {str(error.get('message', ''))[:200]}"

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

    async def execute(self, tool_call_id, args, signal=None, on_update=None, ctx=None):
        return await self.run_tool(self.tool["name"], tool_call_id, args, signal, on_update, ctx)

    async def on_command(self, args, ctx=None):
        """`/mcp ...` for a person: the sidecar's text, shown as a transient message (rendered, not
        kept in the session and not sent to the model); a failure is shown the same way."""
        line = str(args or "").strip()
        try:
            if not _platform_supported():
                raise SidecarError(error_text(PLATFORM_UNSUPPORTED))
            if self.session.closed:
                raise SidecarError(error_text(SESSION_REPLACED))
            sidecar = self.session.running_sidecar()
            if sidecar is None:
                sidecar = await asyncio.to_thread(self.session.start_sidecar, ctx)
            reply = await asyncio.wrap_future(sidecar.request(METHODS["personCommand"], {"line": line[:1000]}))
            if "error" in reply:
                text = f"MCP sidecar error {reply['error'].get('code')}: {str(reply['error'].get('message', ''))[:200]}"
            else:
                result = reply["result"]
                self.server_names = [str(n) for n in result.get("servers", [])]
                text = str(result.get("text", ""))
        except SidecarError as error:
            text = str(error)
        if self.session.conflict:  # two adapters: the person must see it where they look
            text = f"{self.session.conflict}\n\n{text}"
        show = getattr(ctx, "send_message", None)
        if callable(show):
            return show({"customType": "mcp", "content": text, "display": True}, {"transient": True})
        startup.LOG.warning("travis234-mcp-adapter: /mcp: %s", text)
        return None

    def complete(self, prefix: str):
        """Completions for `/mcp `: the subcommands, then the server names the sidecar last reported."""
        words = str(prefix).split(" ")
        if len(words) <= 1:
            return [{"value": s, "label": s.strip()} for s in COMMANDS if s.startswith(words[0])]
        sub, rest = words[0], " ".join(words[1:])
        if f"{sub} " not in COMMANDS:
            return []
        return [{"value": f"{sub} {name}", "label": name} for name in self.server_names if name.startswith(rest)]

    def on_session_start(self, event, ctx=None):
        reason = event.get("reason") if isinstance(event, dict) else getattr(event, "reason", None)
        self.session.reason = str(reason or "startup")
        self.session.ctx = ctx  # for a worker export mid-turn, which gets no context
        if not _platform_supported():
            # Refused at once, in the adapter's words, instead of failing later in a spawn.
            message = error_text(PLATFORM_UNSUPPORTED)
            startup.LOG.warning("travis234-mcp-adapter: %s", message)
            try:
                ctx.ui.notify(message, "error")
            except Exception:  # noqa: BLE001 - the log line above stands.
                pass
            return
        install_bridge(self.run_tool)
        conflict = startup.other_mcp(self.travis, self.execute, self.tool["name"])
        self.session.conflict = conflict
        if conflict:
            startup.LOG.warning("travis234-mcp-adapter: %s", conflict)
            try:
                if getattr(ctx, "has_ui", False):
                    ctx.ui.notify(conflict, "warning")
            except Exception:  # noqa: BLE001 - the log line above stands.
                pass
        self.prestart(ctx)

    def prestart(self, ctx) -> None:
        """With something configured, start the sidecar now, in the background (servers stay lazy)."""
        if ctx is None or not hasattr(ctx, "is_project_trusted"):
            return
        session = self.session
        try:
            cwd = str(getattr(ctx, "cwd", None) or os.getcwd())
            if not session.delegation and not startup.configured(
                self.contract, cwd, _agent_dir(), bool(ctx.is_project_trusted()), packaging.sidecar_snapshot()
            ):
                return
        except Exception:  # noqa: BLE001 - a stale context: the first call starts it instead.
            return

        generation = session.generation

        def start() -> None:
            try:
                with session.spawn_lock:  # not after this session's shutdown: that would orphan it
                    if session.generation == generation and not session.closed:
                        session.start_sidecar(ctx)
            except Exception as error:  # noqa: BLE001 - the first call retries and reports it.
                startup.LOG.warning("travis234-mcp-adapter: background start failed: %s", error)

        threading.Thread(target=start, name="travis234-mcp-prestart", daemon=True).start()

    def on_session_shutdown(self, event, ctx=None):
        reason = event.get("reason") if isinstance(event, dict) else getattr(event, "reason", None)
        release_bridge(self.run_tool)
        self.session.close(str(reason or "quit"))

    def on_tool_result(self, event, ctx=None):
        if not isinstance(event, dict) or (
            event.get("toolName") != self.tool["name"] and event.get("toolName") not in packaging.facade_names()
        ):
            return None
        details = event.get("details")
        marker = details.get(self.marker_key) if isinstance(details, dict) else None
        if isinstance(marker, dict) and isinstance(marker.get("isError"), bool):
            return {"isError": marker["isError"]}
        return None

    def register(self, tool_definition) -> None:
        tool = self.tool
        self.travis.register_tool(
            tool_definition(
                name=tool["name"],
                label=tool["label"],
                description=tool["description"],
                parameters=tool["parameters"],
                execute=self.execute,
                prompt_snippet=tool["description"],
                prompt_guidelines=list(tool["guidelines"]),
                effects=frozenset(tool["effects"]),
                policy_context=lambda args: policy_context(self.contract, args),
            )
        )
        register_command = getattr(self.travis, "register_command", None)
        if callable(register_command):
            register_command(
                "mcp",
                {
                    "description": "MCP servers: status, check, connect NAME, reconnect NAME, tools NAME",
                    "handler": self.on_command,
                    "getArgumentCompletions": self.complete,
                },
            )
        self.travis.on("session_start", self.on_session_start)
        self.travis.on("session_shutdown", self.on_session_shutdown)
        self.travis.on("tool_result", self.on_tool_result)
        workers.register(self.travis, self.session, self.on_session_shutdown, tool["name"], PACKAGE_ROOT)


def extension(travis):
    """Travis234 loads this: register `mcp` and the lifecycle hooks. Starts no process."""
    from travis.agent.types import AgentToolResult
    from travis.ai.types import ImageContent, TextContent
    from travis.coding_agent.tools.types import ToolDefinition

    fields = {f.name for f in dataclasses.fields(ToolDefinition)}
    if not {"effects", "policy_context"} <= fields:
        raise RuntimeError(
            "travis234-mcp-adapter requires a Travis234 host with tool effect metadata support "
            "(Travis234 2.4.3 or newer); the mcp tool was not registered"
        )
    contract = json.loads(CONTRACT_PATH.read_text(encoding="utf-8"))
    shim = Shim(travis, contract, (AgentToolResult, ImageContent, TextContent))
    shim.register(ToolDefinition)


def _process_approval(argv: list[str]) -> bool | None:
    """The host process's -a/--approve (True) or -na/--no-approve (False), None when neither.

    The host does not expose its override to extensions, so its own command line is read, token by
    token as its parser sees flags (up to "--"). Anything else (an abbreviated flag) reads as None,
    which never trusts a project by itself."""
    decision = None
    for token in argv[1:]:
        if token == "--":
            break
        if token in ("-a", "--approve"):
            decision = True
        elif token in ("-na", "--no-approve"):
            decision = False
    return decision


def _host_trust(cwd: str, agent_dir) -> dict:
    """The explicit trust decisions the host knows (spec/sidecar-protocol.yaml), read through its own
    API; the sidecar decides from them. A part that cannot be read is left out, which never trusts."""
    found: dict[str, object] = {"approval": _process_approval(list(sys.argv))}
    if not agent_dir:
        return found
    try:
        from travis.coding_agent import project_trust
    except Exception:  # noqa: BLE001 - a host without the trust API: nothing explicit is known.
        return found
    try:
        found["savedTrust"] = project_trust.ProjectTrustStore(agent_dir).get(cwd)
    except Exception:  # noqa: BLE001 - an unreadable trust store is no saved decision.
        pass
    try:
        found["hostGated"] = bool(project_trust.has_trust_requiring_project_resources(cwd))
    except Exception:  # noqa: BLE001 - unknown means the host's answer is not taken as a decision.
        pass
    try:
        from travis.coding_agent.settings_manager import SettingsManager

        # Global settings only: projectTrusted False keeps the project's own settings unread.
        setting = SettingsManager.create(cwd, str(agent_dir), {"projectTrusted": False}).get_default_project_trust()
        if setting in ("always", "never", "ask"):
            found["defaultProjectTrust"] = setting
    except Exception:  # noqa: BLE001 - an unreadable setting is "ask".
        pass
    return found


def _agent_dir() -> str | None:
    try:
        from travis.coding_agent.config import get_agent_dir

        found = get_agent_dir()
        return str(found) if found else None
    except Exception:  # noqa: BLE001 - the default applies.
        return None


def _host_offline(ctx) -> bool:
    """The host's --offline flag, as its model registry reports it (False when unknown)."""
    try:
        registry = getattr(ctx, "model_registry", None)
        return bool(getattr(registry, "offline", False))
    except Exception:  # noqa: BLE001 - a stale or partial context means "not known to be offline".
        return False


def _host_version() -> str:
    try:
        from importlib.metadata import version

        return version("travis234")
    except Exception:  # noqa: BLE001 - the version is informational.
        return "unknown"
