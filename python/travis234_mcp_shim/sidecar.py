"""The sidecar process: one Node process speaking line-delimited JSON-RPC (spec/sidecar-protocol.yaml).

Threads, not asyncio, own its pipes: the host runs lifecycle handlers in throwaway event loops."""

from __future__ import annotations

import atexit
import concurrent.futures
import itertools
import json
import os
import shutil
import signal
import subprocess
import threading
from pathlib import Path

from travis234_mcp_packaging import startup, workers
from travis234_mcp_packaging.contract import METHODS, NOTIFICATIONS, limit, seconds

PACKAGE_ROOT = Path(__file__).resolve().parents[2]
SIDECAR_ENTRY = PACKAGE_ROOT / "bin" / "travis234-mcp.js"
# V8 heap sizing for a process whose live data is a few MiB and whose garbage is short-lived (measured
# with bench/memory-session.ts, 9,000 calls of 2 KB, at the same time per call): semi-spaces of 1 MiB
# instead of up to 16 MiB (RSS grew about 20 MiB over the first thousand calls with no more live
# data), and the old generation allowed to grow by 20% between full collections instead of up to
# 4x (RSS rose by 6 MiB every thousand calls until the first full collection, near 6,000 calls).
# On the command line, since V8 sizes the heap before any script runs.
SIDECAR_NODE_FLAGS = ("--max-semi-space-size=1", "--heap-growing-percent=20")
SIDECAR_BUNDLE = PACKAGE_ROOT / "dist" / "travis234-mcp.mjs"

# The shim's own bounds: the host.* rows of spec/limits.yaml.
START_TIMEOUT_S = seconds("host.sidecarStartTimeoutMs")
SHUTDOWN_TIMEOUT_S = seconds("host.shutdownStepTimeoutMs")


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
        # What the configuration this session loaded holds, in one line for a person (initialize).
        self.configuration: str | None = None

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
            raise SidecarError(f"the MCP sidecar refused initialize ({error_summary(error)})")
        major = startup.node_major((reply.get("result") or {}).get("node"))
        if major is not None and major < startup.MIN_NODE_MAJOR:
            self.kill()
            raise SidecarError(
                startup.node_version_problem(node)
                or startup.node_too_old(node, str((reply.get("result") or {}).get("node")))
            )
        self._stderr.ready()
        configuration = (reply.get("result") or {}).get("configuration")
        self.configuration = configuration if isinstance(configuration, str) else None
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


def refusal_code(error: dict, contract: dict) -> str | None:
    """The catalog code of a sidecar refusal: every refusal carries it in the error's data, in the
    field the contract names (spec/sidecar-protocol.yaml, refusals)."""
    data = error.get("data")
    code = data.get(contract["refusals"]["dataCodeField"]) if isinstance(data, dict) else None
    return code if isinstance(code, str) else None


def error_summary(error: dict) -> str:
    """A sidecar's own JSON-RPC error as the shim shows it: its code, and its message up to
    host.sidecarErrorChars."""
    return f"{error.get('code')}: {str(error.get('message', ''))[: limit('host.sidecarErrorChars')]}"
