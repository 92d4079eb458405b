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
from travis234_mcp_packaging.facade import install_bridge, release_bridge  # noqa: E402
from travis234_mcp_packaging import policy, startup  # noqa: E402
from travis234_mcp_packaging import workers  # noqa: E402
from travis234_mcp_packaging.contract import METHODS, NOTIFICATIONS, limit, seconds  # noqa: E402

# The shim's own bounds: the host.* rows of spec/limits.yaml.
START_TIMEOUT_S = seconds("host.sidecarStartTimeoutMs")
SHUTDOWN_TIMEOUT_S = seconds("host.shutdownStepTimeoutMs")

# The catalog code a cancelled call's text starts with (spec/errors.yaml).
_CANCELLED_PREFIX = "MCPA_RUNTIME_CANCELLED: "

class SidecarError(RuntimeError):
    """The sidecar could not serve a call; the message is safe to show."""


def _node_executable() -> str:
    """The node to run; its version is checked from initialize (no extra process per start)."""
    found = os.environ.get("TRAVIS234_MCP_NODE") or shutil.which("node")
    if not found:
        raise SidecarError(f"travis234-mcp-adapter needs Node.js 20 or newer on PATH (or TRAVIS234_MCP_NODE); none was found: {startup.NODE_FIX}")
    return found


class Sidecar:
    """One Node process speaking the sidecar protocol; threads, not asyncio, own its pipes."""

    def __init__(self, contract: dict, init_params: dict) -> None:
        self._errors = contract["errors"]
        self._ids = itertools.count(1)
        self._pending: dict[int, concurrent.futures.Future] = {}
        self._progress: dict[int, object] = {}
        self._lock = threading.Lock()
        self._closed = False
        if not SIDECAR_BUNDLE.is_file():
            raise SidecarError(
                f"travis234-mcp-adapter is incomplete: its bundle {SIDECAR_BUNDLE} is missing; "
                "in a clone run `npm ci && npm run package` and install ./release/travis234-mcp-adapter (README, Install)"
            )
        node = _node_executable()
        self._proc = subprocess.Popen(
            [node, *SIDECAR_NODE_FLAGS, str(SIDECAR_ENTRY), "sidecar"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,  # kept (bounded) until ready, for the host log only; then dropped
            cwd=str(PACKAGE_ROOT),
            env=workers.sidecar_env(init_params),
            start_new_session=True,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )
        self._stderr = startup.StartupOutput(self._proc.stderr, limit("host.sidecarStartupOutputChars"))
        threading.Thread(target=self._read_stdout, name="travis234-mcp-sidecar-out", daemon=True).start()
        atexit.register(self.kill)
        # A sidecar that dies, hangs or refuses initialize is stopped here: nothing else owns it yet.
        try:
            reply = self.request(METHODS["initialize"], init_params).result(timeout=START_TIMEOUT_S)
        except concurrent.futures.TimeoutError:
            self.kill()
            raise SidecarError(self._diagnose(node, f"did not answer initialize within {START_TIMEOUT_S:.0f} s")) from None
        except SidecarError:
            self.kill()
            raise SidecarError(self._diagnose(node, "exited before it was ready")) from None
        if "error" in reply:
            self.kill()
            error = reply.get("error") or {}
            raise SidecarError(f"the MCP sidecar refused initialize ({error.get('code')}: {str(error.get('message', ''))[:200]})")
        major = startup.node_major((reply.get("result") or {}).get("node"))
        if major is not None and major < startup.MIN_NODE_MAJOR:
            self.kill()
            raise SidecarError(startup.node_version_problem(node) or f"travis234-mcp-adapter needs Node.js {startup.MIN_NODE_MAJOR} or newer")
        self._stderr.ready()

    def _diagnose(self, node: str, what: str) -> str:
        try:
            self._proc.wait(timeout=SHUTDOWN_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            pass
        return startup.diagnose(node, what, self._proc.returncode, self._stderr.tail(SHUTDOWN_TIMEOUT_S))

    @property
    def pid(self) -> int:
        return self._proc.pid

    def alive(self) -> bool:
        return not self._closed and self._proc.poll() is None

    def _read_stdout(self) -> None:
        assert self._proc.stdout is not None
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
            if self._closed:
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
            assert self._proc.stdin is not None
            self._proc.stdin.write(json.dumps(message) + "\n")
            self._proc.stdin.flush()
        except (OSError, ValueError):
            self._fail_pending("the MCP sidecar is not running")

    def shutdown(self, reason: str) -> None:
        """Asks for an orderly shutdown, then closes stdin, then signals the process group."""
        if self._closed:
            return
        try:
            self.request(METHODS["shutdown"], {"reason": reason}).result(timeout=SHUTDOWN_TIMEOUT_S)
        except Exception:  # noqa: BLE001 - any failure falls through to the harder steps below.
            pass
        self._closed = True
        try:
            if self._proc.stdin is not None:
                self._proc.stdin.close()
        except OSError:
            pass
        try:
            self._proc.wait(timeout=SHUTDOWN_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            self.kill()
        self._fail_pending("the MCP sidecar was shut down")

    def kill(self) -> None:
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


def policy_context(contract: dict, args: object) -> dict[str, str]:
    """The approval context: the trimmed server and the operation label, nothing else (policy.py)."""
    return policy.approval_context(contract["policy"], args)


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
    tool = contract["tool"]
    marker_key = contract["detailsKey"]
    state: dict[str, object] = {"sidecar": None, "reason": "startup", "generation": 0}
    spawn_lock = threading.RLock()

    def ensure_sidecar(ctx) -> Sidecar:
        with spawn_lock:
            current = state["sidecar"]
            if isinstance(current, Sidecar) and current.alive():
                return current
            agent_dir = None
            try:
                from travis.coding_agent.config import get_agent_dir

                agent_dir = get_agent_dir()
            except Exception:  # noqa: BLE001 - the sidecar falls back to its own default.
                agent_dir = None
            cwd = str(getattr(ctx, "cwd", None) or os.getcwd())
            init = {
                "protocolVersion": contract["protocolVersion"],
                "host": {"name": "travis234", "version": _host_version()},
                "cwd": cwd,
                "projectTrusted": bool(ctx.is_project_trusted()) if ctx is not None and hasattr(ctx, "is_project_trusted") else False,
                **_host_trust(cwd, agent_dir),
                "offline": _host_offline(ctx),
                "mode": str(getattr(ctx, "mode", "") or ""),
                "reason": str(state["reason"]),
                "packaged": packaging.sidecar_snapshot(),
                **workers.sidecar_init(state),  # in a native worker: only the delegated servers
            }
            if sys.executable:
                init["pythonExecutable"] = sys.executable
            if agent_dir:
                init["agentDir"] = str(agent_dir)
            sidecar = Sidecar(contract, init)
            state["sidecar"] = sidecar
            return sidecar

    async def run_tool(tool_name, tool_call_id, args, signal=None, on_update=None, ctx=None):
        """One call of `mcp` or of a facade tool, through this instance's sidecar."""
        loop = asyncio.get_running_loop()
        sidecar = state["sidecar"]
        if not (isinstance(sidecar, Sidecar) and sidecar.alive()):
            try:
                sidecar = await asyncio.to_thread(ensure_sidecar, ctx)
            except SidecarError as error:
                raise RuntimeError(str(error)) from None

        def progress(content):
            if on_update is None:
                return
            blocks = [TextContent(text=str(b.get("text", ""))) for b in content if isinstance(b, dict) and b.get("type") == "text"]
            loop.call_soon_threadsafe(on_update, AgentToolResult(content=blocks))

        params = {"toolCallId": str(tool_call_id), "tool": tool_name, "arguments": args, **workers.call_params(state)}
        future = sidecar.request(METHODS["toolCall"], params, progress)
        unsubscribe = signal.add_callback(lambda: sidecar.cancel(future.request_id)) if signal is not None else None
        try:
            reply = await asyncio.wrap_future(future)
        except asyncio.CancelledError:
            sidecar.cancel(future.request_id)
            raise
        except SidecarError as error:
            # Never the sidecar's own words (its stderr is not redacted): a fixed message only.
            raise RuntimeError(f"{error}; the next call starts a new sidecar") from None
        finally:
            if callable(unsubscribe):
                unsubscribe()
        if "error" in reply:
            error = reply["error"]
            if error.get("code") == contract["errors"]["REQUEST_CANCELLED"]:
                # The sidecar's catalog text (code, server, operation, whether the connection was
                # kept; bounded there); a fixed one when it sent something else.
                message = error.get("message")
                if isinstance(message, str) and message.startswith(_CANCELLED_PREFIX) and "\n" not in message:
                    raise RuntimeError(message)
                raise RuntimeError(f"{_CANCELLED_PREFIX}MCP call cancelled")
            raise RuntimeError(f"MCP sidecar error {error.get('code')}: {str(error.get('message', ''))[:200]}")
        result = reply["result"]
        blocks = []
        for block in result.get("content", []):
            if block.get("type") == "image":
                blocks.append(ImageContent(data=block["data"], mime_type=block["mimeType"]))
            else:
                blocks.append(TextContent(text=str(block.get("text", ""))))
        details = result.get("details") or {}
        marker = dict(details.get(marker_key) or {})
        marker["isError"] = bool(result.get("isError"))
        details[marker_key] = marker
        if state.get("conflict") and tool_name == tool["name"] and policy_context(contract, args).get("operation") == contract["policy"]["statusLabel"]:
            blocks.append(TextContent(text=str(state["conflict"])))
        return AgentToolResult(content=blocks, details=details)

    async def execute(tool_call_id, args, signal=None, on_update=None, ctx=None):
        return await run_tool(tool["name"], tool_call_id, args, signal, on_update, ctx)

    def on_session_start(event, ctx=None):
        reason = event.get("reason") if isinstance(event, dict) else getattr(event, "reason", None)
        state["reason"] = reason or "startup"
        state["ctx"] = ctx  # for a worker export mid-turn, which gets no context
        install_bridge(run_tool)
        state["conflict"] = startup.other_mcp(travis, execute, tool["name"])
        if state["conflict"]:
            startup.LOG.warning("travis234-mcp-adapter: %s", state["conflict"])
            try:
                if getattr(ctx, "has_ui", False):
                    ctx.ui.notify(state["conflict"], "warning")
            except Exception:  # noqa: BLE001 - the log line above stands.
                pass
        prestart(ctx)

    def prestart(ctx) -> None:
        """With something configured, start the sidecar now, in the background (servers stay lazy)."""
        if ctx is None or not hasattr(ctx, "is_project_trusted"):
            return
        try:
            cwd = str(getattr(ctx, "cwd", None) or os.getcwd())
            if not state.get("delegation") and not startup.configured(contract, cwd, _agent_dir(), bool(ctx.is_project_trusted()), packaging.sidecar_snapshot()):
                return
        except Exception:  # noqa: BLE001 - a stale context: the first call starts it instead.
            return

        generation = state["generation"]

        def start() -> None:
            try:
                with spawn_lock:  # not after this session's shutdown: that would orphan it
                    if state["generation"] == generation:
                        ensure_sidecar(ctx)
            except Exception as error:  # noqa: BLE001 - the first call retries and reports it.
                startup.LOG.warning("travis234-mcp-adapter: background start failed: %s", error)

        threading.Thread(target=start, name="travis234-mcp-prestart", daemon=True).start()

    def on_session_shutdown(event, ctx=None):
        reason = event.get("reason") if isinstance(event, dict) else getattr(event, "reason", None)
        release_bridge(run_tool)
        with spawn_lock:  # a background start in progress finishes first, then is shut down here
            sidecar = state["sidecar"]
            state["sidecar"] = None
            state["generation"] = int(state["generation"]) + 1
        if isinstance(sidecar, Sidecar):
            sidecar.shutdown(str(reason or "quit"))

    def on_tool_result(event, ctx=None):
        if not isinstance(event, dict) or (event.get("toolName") != tool["name"] and event.get("toolName") not in packaging.facade_names()):
            return None
        details = event.get("details")
        marker = details.get(marker_key) if isinstance(details, dict) else None
        if isinstance(marker, dict) and isinstance(marker.get("isError"), bool):
            return {"isError": marker["isError"]}
        return None

    travis.register_tool(
        ToolDefinition(
            name=tool["name"],
            label=tool["label"],
            description=tool["description"],
            parameters=tool["parameters"],
            execute=execute,
            prompt_snippet=tool["description"],
            prompt_guidelines=list(tool["guidelines"]),
            effects=frozenset(tool["effects"]),
            policy_context=lambda args: policy_context(contract, args),
        )
    )
    travis.on("session_start", on_session_start)
    travis.on("session_shutdown", on_session_shutdown)
    travis.on("tool_result", on_tool_result)
    workers.register(travis, state, ensure_sidecar, on_session_shutdown, tool["name"], PACKAGE_ROOT)


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
