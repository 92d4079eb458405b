"""Unit tests of python/travis234_mcp_extension.py against a stub Travis234 host (the `travis`
package of fake_host/), stdlib only, under any Python 3.10+:

    python3 test/python/test_shim.py        (from the repository root; needs Node.js 20+)

The last class drives the real sidecar (node bin/travis234-mcp.js sidecar) and the fixture MCP
server, including cancellation through the AbortSignal and shutdown leaving no process behind.
"""

from __future__ import annotations

import asyncio
import importlib.util
import inspect
import itertools
import json
import os
import shutil
import sys
import tempfile
import threading
import time
import types
import unittest
from pathlib import Path
from unittest import mock

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE / "fake_host"))

import travis  # noqa: E402 - the stub, found through the path set just above.
import travis.coding_agent.tools.types as tool_types  # noqa: E402
from fake_api import FakeContext, FakeRegistry  # noqa: E402
from processes import alive, live_children, wait_until  # noqa: E402
from travis.agent.types import AbortSignal, AgentToolResult  # noqa: E402
from travis.ai.types import TextContent  # noqa: E402

assert Path(travis.__file__).parent == HERE / "fake_host" / "travis", "the stub travis package must shadow any real one"

SHIM = ROOT / "python" / "travis234_mcp_extension.py"
CONTRACT = json.loads((ROOT / "generated" / "host-contract.json").read_text(encoding="utf-8"))
FIXTURE = ROOT / "test" / "fixtures" / "server" / "fixture-server.ts"
NODE = shutil.which("node")
_loads = itertools.count(1)


def load_shim():
    """A fresh copy of the shim module, as the host executes the file once per generation."""
    spec = importlib.util.spec_from_file_location(f"_shim_under_test_{next(_loads)}", SHIM)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def shim_part(name: str):
    """A module of python/travis234_mcp_shim/, as the last load_shim() imported it."""
    return sys.modules[f"travis234_mcp_shim.{name}"]


def load_extension():
    registry = FakeRegistry()
    load_shim().extension(registry)
    return registry, registry.tools[0]


class Registration(unittest.TestCase):
    def test_registers_one_tool_from_the_contract_with_all_effects(self):
        registry, tool = load_extension()
        self.assertEqual(len(registry.tools), 1)
        spec = CONTRACT["tool"]
        self.assertEqual(tool.name, "mcp")
        self.assertEqual(tool.label, spec["label"])
        self.assertEqual(tool.description, spec["description"])
        self.assertEqual(tool.parameters, spec["parameters"])
        self.assertEqual(tool.prompt_guidelines, spec["guidelines"])
        self.assertEqual(tool.effects, frozenset({"read", "write", "execute", "network"}))
        self.assertTrue(inspect.iscoroutinefunction(tool.execute), "a sync execute would block the host's event loop")
        self.assertTrue(callable(tool.policy_context))
        self.assertEqual(sorted(registry.handlers), ["session_shutdown", "session_start", "tool_result"])
        self.assertTrue(all(len(h) == 1 for h in registry.handlers.values()))

    def test_refuses_a_host_without_effect_metadata(self):
        registry = FakeRegistry()
        with mock.patch.object(tool_types, "ToolDefinition", tool_types.LegacyToolDefinition):
            with self.assertRaises(RuntimeError) as caught:
                load_shim().extension(registry)
        self.assertIn("tool effect metadata", str(caught.exception))
        self.assertIn("2.4.3", str(caught.exception))
        self.assertEqual(registry.tools, [])
        self.assertEqual(registry.handlers, {})

    def test_loading_and_registering_start_no_process(self):
        before = set(live_children())
        with (
            mock.patch("subprocess.Popen", side_effect=AssertionError("spawned at load")) as popen,
            mock.patch("subprocess.run", side_effect=AssertionError("ran at load")) as run,
        ):
            registry, tool = load_extension()
            registry.emit("session_start", {"reason": "startup"}, FakeContext(str(ROOT)))
            self.assertEqual(tool.policy_context({"server": "s"}), {"server": "s", "operation": "list"})
        self.assertEqual(popen.call_count + run.call_count, 0)
        self.assertEqual(set(live_children()) - before, set())


class PolicyContext(unittest.TestCase):
    CASES = [
        ({}, {"operation": "status"}),
        ({"server": None}, {"operation": "status"}),
        ({"server": "docs"}, {"server": "docs", "operation": "list"}),
        ({"server": "  docs \t"}, {"server": "docs", "operation": "list"}),
        ({"server": "docs", "search": "issue"}, {"server": "docs", "operation": "search"}),
        ({"server": "docs", "describe": "echo"}, {"server": "docs", "operation": "describe"}),
        ({"server": "docs", "tool": "echo", "args": {"token": "ARG-VALUE"}}, {"server": "docs", "operation": "call"}),
        (
            {"server": "docs", "operation": "tools.call", "name": "echo", "arguments": {"q": "ARG-VALUE"}},
            {"server": "docs", "operation": "call"},
        ),
        ({"server": "docs", "operation": "tools.list"}, {"server": "docs", "operation": "list"}),
        (
            {"server": "docs", "operation": "tools.search", "query": "ARG-VALUE"},
            {"server": "docs", "operation": "search"},
        ),
        (
            {"server": "docs", "operation": "resources.read", "resource": "mcp-resource-" + "a" * 32},
            {"server": "docs", "operation": "resources.read"},
        ),
        (
            {"server": "docs", "operation": "prompts.get", "prompt": "review", "arguments": {"q": "ARG-VALUE"}},
            {"server": "docs", "operation": "prompts.get"},
        ),
        (
            {"server": "docs", "operation": "output.read", "output": "mcp-output-" + "0" * 32, "offset": 4.0},
            {"server": "docs", "operation": "output.read"},
        ),
        ({"server": "docs", "operation": "reconnect"}, {"server": "docs", "operation": "reconnect"}),
        # Trimmed as the sidecar trims (the table's white space, not Python's str.strip set).
        ({"server": "\ufeffdocs\u00a0"}, {"server": "docs", "operation": "list"}),
        ({"server": "\x1cdocs\x85"}, {"server": "\x1cdocs\x85", "operation": "list"}),
        # A server the sidecar does not know is still named: the shim cannot know the configuration.
        ({"server": "not-configured"}, {"server": "not-configured", "operation": "list"}),
        # Validation: whatever the sidecar would reject for its shape is labelled so, with no server
        # shown (one decision table on both sides, spec/proxy-request.yaml approval).
        (
            {"server": "docs", "operation": "resources.read", "resource": "mcp-resource-ARG-VALUE"},
            {"operation": "validation"},
        ),
        ({"server": "docs", "operation": "output.read", "output": "mcp-output-ARG-VALUE"}, {"operation": "validation"}),
        (
            {"server": "docs", "operation": "prompts.get", "prompt": "review", "arguments": {"n": 7}},
            {"operation": "validation"},
        ),
        ({"server": "docs", "bogus": "ARG-VALUE"}, {"operation": "validation"}),
        ({"server": "docs", "query": "ARG-VALUE"}, {"operation": "validation"}),
        ({"server": "docs", "operation": "tools.list", "tool": "echo"}, {"operation": "validation"}),
        ({"server": "docs", "operation": "tools.list", "query": "ARG-VALUE"}, {"operation": "validation"}),
        ({"server": "docs", "operation": "tools.call"}, {"operation": "validation"}),
        ({"server": "docs", "tool": "echo", "args": "ARG-VALUE"}, {"operation": "validation"}),
        ({"server": "docs", "args": {}}, {"operation": "validation"}),
        (
            {"server": "docs", "operation": "output.read", "output": "mcp-output-" + "0" * 32, "offset": 1.5},
            {"operation": "validation"},
        ),
        ({"server": "\ufeffdocs\u00a0", "describe": " "}, {"operation": "validation"}),
        ({"server": "docs", "operation": "drop.tables"}, {"operation": "validation"}),
        ({"server": "docs", "operation": 7}, {"operation": "validation"}),
        ({"server": "docs", "search": "a", "tool": "b"}, {"operation": "validation"}),
        ({"server": 42}, {"operation": "validation"}),
        ({"server": ["docs"]}, {"operation": "validation"}),
        ({"server": "   "}, {"operation": "validation"}),
        ({"tool": "echo"}, {"operation": "validation"}),
        ({"operation": "tools.list"}, {"operation": "validation"}),
        # Across servers: a search without server names no server.
        ({"search": "issue"}, {"operation": "servers.search"}),
        ({"server": None, "search": " issue "}, {"operation": "servers.search"}),
        ({"operation": "servers.search", "query": "issue"}, {"operation": "servers.search"}),
        ({"operation": "servers.search", "server": "docs", "query": "issue"}, {"operation": "validation"}),
        ({"search": "issue", "args": {}}, {"operation": "validation"}),
        ({"search": ""}, {"operation": "validation"}),
        ("docs", {"operation": "validation"}),
        (None, {"operation": "validation"}),
        ([{"server": "docs"}], {"operation": "validation"}),
    ]

    def test_server_and_operation_only(self):
        _registry, tool = load_extension()
        for args, want in self.CASES:
            with self.subTest(args=args):
                got = tool.policy_context(args)
                self.assertEqual(got, want)
                self.assertTrue(all(isinstance(v, str) for v in got.values()))
                self.assertNotIn("ARG-VALUE", json.dumps(got))

    def test_long_server_names_are_capped(self):
        _registry, tool = load_extension()
        got = tool.policy_context({"server": " " + "s" * 500 + " "})
        self.assertEqual(got, {"server": "s" * 160, "operation": "list"})


class ToolResultHook(unittest.TestCase):
    def test_maps_only_the_mcp_marker(self):
        registry, _tool = load_extension()
        (hook,) = registry.handlers["tool_result"]
        cases = [
            ({"toolName": "mcp", "details": {"travis234Mcp": {"isError": True}}}, {"isError": True}),
            ({"toolName": "mcp", "details": {"travis234Mcp": {"isError": False, "server": "s"}}}, {"isError": False}),
            ({"toolName": "bash", "details": {"travis234Mcp": {"isError": True}}}, None),
            ({"toolName": "mcp", "details": {"travis234Mcp": {"isError": "yes"}}}, None),
            ({"toolName": "mcp", "details": {"travis234Mcp": {"isError": 1}}}, None),
            ({"toolName": "mcp", "details": {"travis234Mcp": True}}, None),
            ({"toolName": "mcp", "details": {}}, None),
            ({"toolName": "mcp", "details": None}, None),
            ({"toolName": "mcp"}, None),
            ("mcp", None),
        ]
        for event, want in cases:
            with self.subTest(event=event):
                self.assertEqual(hook(event, None), want)


class ProcessApproval(unittest.TestCase):
    def test_reads_the_hosts_trust_flags_as_its_parser_does(self):
        load_shim()
        approval = shim_part("host").process_approval
        cases = [
            (["travis234", "--mode", "json", "hi"], None),
            (["travis234", "-a", "hi"], True),
            (["travis234", "--approve"], True),
            (["travis234", "-na"], False),
            (["travis234", "--no-approve", "x"], False),
            # Inside another token, or after "--", it is text, not the flag.
            (["travis234", "-p", "use -a here"], None),
            (["travis234", "--", "-a"], None),
            # An abbreviation is not recognised: that never trusts by itself.
            (["travis234", "--appr"], None),
            (["-a"], None),
        ]
        for argv, want in cases:
            with self.subTest(argv=argv):
                self.assertIs(approval(argv), want)

    def test_without_the_host_api_only_the_approval_is_passed(self):
        load_shim()
        self.assertEqual(set(shim_part("host").host_trust(str(ROOT), None)), {"approval"})


@unittest.skipIf(NODE is None, "needs Node.js on PATH")
class RealSidecar(unittest.TestCase):
    """The shim driving the real Node sidecar, which drives the fixture server over stdio."""

    def setUp(self):
        self.tmp = Path(tempfile.mkdtemp(prefix="shim-fake-host-"))
        self.events = self.tmp / "fixture-events.log"
        agent = self.tmp / "agent"
        (self.tmp / "home").mkdir()
        (self.tmp / "project").mkdir()
        agent.mkdir()
        server = {
            "command": NODE,
            "args": ["--import", "tsx", str(FIXTURE), "stdio"],
            "cwd": str(ROOT),
            "env": {"FIXTURE_EVENTS_FILE": str(self.events), "API_TOKEN": "${SHIM_TEST_TOKEN}"},
        }
        (agent / "mcp.json").write_text(json.dumps({"mcpServers": {"fixture": server}}), encoding="utf-8")
        env = {
            "TRAVIS234_CODING_AGENT_DIR": str(agent),
            "HOME": str(self.tmp / "home"),
            "SHIM_TEST_TOKEN": "shim-token-value",
        }
        patcher = mock.patch.dict(os.environ, env)
        patcher.start()
        self.addCleanup(patcher.stop)
        self.addCleanup(shutil.rmtree, self.tmp, True)
        self.addCleanup(self.kill_leftovers)
        self.before = set(live_children())
        self.ctx = FakeContext(str(self.tmp / "project"))
        self.registry, self.tool = load_extension()

    def kill_leftovers(self):
        for pid in set(live_children()) - self.before:
            os.kill(pid, 9)

    def call(self, args, signal=None, updates=None):
        on_update = updates.append if updates is not None else None
        return asyncio.run(self.tool.execute("call-1", args, signal, on_update, self.ctx))

    def fixture_pids(self) -> list[int]:
        lines = self.events.read_text().splitlines() if self.events.exists() else []
        return [int(line.split()[1]) for line in lines if line.startswith("start ")]

    def sidecars(self) -> dict[int, str]:
        return {pid: cmd for pid, cmd in live_children().items() if pid not in self.before and "sidecar" in cmd}

    def shutdown_and_check(self, sidecar_pids):
        self.registry.emit("session_shutdown", {"reason": "quit"}, self.ctx)
        self.assertTrue(sidecar_pids, "a sidecar should have been running")
        self.assertTrue(wait_until(lambda: not any(alive(p) for p in [*sidecar_pids, *self.fixture_pids()]), 5))
        self.assertEqual(set(live_children()) - self.before, set())
        # A call cancelled at once may stop before the fixture starts; one that started saw EOF.
        if self.fixture_pids():
            self.assertIn("stdin-eof", self.events.read_text())

    def test_calls_results_errors_progress_and_shutdown(self):
        result = self.call({"server": "fixture", "tool": "echo", "args": {"text": "hello from the shim"}})
        self.assertIsInstance(result, AgentToolResult)
        self.assertTrue(all(isinstance(b, TextContent) for b in result.content))
        self.assertIn("hello from the shim", result.content[0].text)
        self.assertIs(result.details["travis234Mcp"]["isError"], False)
        self.assertEqual(len(self.sidecars()), 1)

        failed = self.call({"server": "fixture", "tool": "fail", "args": {}})
        self.assertIs(failed.details["travis234Mcp"]["isError"], True)
        self.assertIn("fixture tool failed on purpose", failed.content[0].text)
        hook_out = self.registry.emit(
            "tool_result", {"toolName": "mcp", "details": failed.details, "content": failed.content, "isError": False}
        )
        self.assertEqual(hook_out, [{"isError": True}])

        present = self.call({"server": "fixture", "tool": "env_presence", "args": {"name": "API_TOKEN"}})
        self.assertIn("present", present.content[0].text)
        self.assertNotIn("shim-token-value", json.dumps([b.text for b in present.content]))

        updates = []
        done = self.call(
            {"server": "fixture", "tool": "progress", "args": {"steps": 3, "intervalMs": 30}}, updates=updates
        )
        self.assertIn("done 3", done.content[0].text)
        self.assertGreaterEqual(len(updates), 1)
        self.assertTrue(all(isinstance(u, AgentToolResult) for u in updates))
        self.assertIn("progress", updates[0].content[0].text)

        status = self.call({})
        self.assertIn("fixture", status.content[0].text)
        sidecars = self.sidecars()
        self.assertEqual(len(sidecars), 1, "one sidecar serves every call of an extension instance")
        self.assertEqual(len(self.fixture_pids()), 1)
        self.shutdown_and_check(list(sidecars))

    def test_abort_signal_cancels_the_call(self):
        self.call({"server": "fixture", "tool": "echo", "args": {"text": "warm"}})
        signal = AbortSignal()
        timer = threading.Timer(0.5, signal.abort)
        timer.start()
        started = time.monotonic()
        with self.assertRaises(RuntimeError) as caught:
            self.call({"server": "fixture", "tool": "sleep", "args": {"ms": 10000}}, signal=signal)
        elapsed = time.monotonic() - started
        timer.join()
        # The code, the server, the operation and whether the connection was kept.
        self.assertEqual(
            str(caught.exception),
            "MCPA_RUNTIME_CANCELLED: MCP server fixture: call was cancelled; the connection was kept.",
        )
        self.assertLess(elapsed, 4.0)
        self.assertTrue(
            wait_until(lambda: any(line.startswith("cancelled ") for line in self.events.read_text().splitlines()), 3)
        )
        self.assertEqual(signal.subscribers(), 0)
        # The sidecar survives a cancelled call and serves the next one.
        again = self.call({"server": "fixture", "tool": "echo", "args": {"text": "after cancel"}})
        self.assertIn("after cancel", again.content[0].text)
        self.shutdown_and_check(list(self.sidecars()))

    def test_an_already_aborted_signal_cancels_at_once(self):
        signal = AbortSignal()
        signal.abort()
        with self.assertRaises(RuntimeError) as caught:
            self.call({"server": "fixture", "tool": "sleep", "args": {"ms": 10000}}, signal=signal)
        self.assertRegex(
            str(caught.exception),
            r"^MCPA_RUNTIME_CANCELLED: MCP server fixture: [a-z.]+ was cancelled; (the connection was kept|no connection is open)\.$",
        )
        self.shutdown_and_check(list(self.sidecars()))

    def test_a_call_after_session_shutdown_starts_nothing_and_says_to_retry(self):
        self.call({"server": "fixture", "tool": "echo", "args": {"text": "warm"}})
        sidecars = list(self.sidecars())
        self.registry.emit("session_shutdown", {"reason": "reload"}, self.ctx)
        self.assertTrue(wait_until(lambda: not any(alive(p) for p in sidecars), 5))
        with self.assertRaises(RuntimeError) as caught:
            self.call({"server": "fixture", "tool": "echo", "args": {"text": "late"}})
        self.assertTrue(
            str(caught.exception).startswith("MCPA_HOST_SESSION_REPLACED: This Travis234 session is being replaced"),
            str(caught.exception),
        )
        self.assertIn("\nFix: Call again", str(caught.exception))
        self.assertEqual(
            set(live_children()) - self.before, set(), "an instance that shut down must not start a sidecar"
        )

    def test_shutdown_before_any_call_is_a_no_op(self):
        self.registry.emit("session_shutdown", {"reason": "quit"}, self.ctx)
        self.assertEqual(set(live_children()) - self.before, set())
        self.assertFalse(self.events.exists())

    def test_the_last_resort_sigterm_stops_the_sidecar_promptly(self):
        # Sidecar.kill (atexit, or a sidecar that did not answer shutdown in time) sends SIGTERM to
        # the sidecar's process group, then SIGKILL one grace period later: SIGTERM must suffice.
        load_shim()
        shim = shim_part("sidecar")
        init = {
            "protocolVersion": CONTRACT["protocolVersion"],
            "host": {"name": "travis234", "version": "test"},
            "cwd": self.ctx.cwd,
            "agentDir": os.environ["TRAVIS234_CODING_AGENT_DIR"],
            "projectTrusted": False,
            "offline": False,
            "mode": "print",
            "reason": "startup",
        }
        sidecar = shim.Sidecar(CONTRACT, init).start()
        args = {"server": "fixture", "tool": "echo", "args": {"text": "before kill"}}
        reply = sidecar.request("tool/call", {"toolCallId": "k", "tool": "mcp", "arguments": args}).result(timeout=20)
        self.assertIn("before kill", reply["result"]["content"][0]["text"])
        started = time.monotonic()
        sidecar.kill()
        self.assertLess(time.monotonic() - started, shim.SHUTDOWN_TIMEOUT_S, "the sidecar ignored SIGTERM")
        self.assertFalse(alive(sidecar.pid))
        self.assertTrue(wait_until(lambda: not any(alive(p) for p in self.fixture_pids()), 5))
        self.assertEqual(set(live_children()) - self.before, set())

    def fake_node(self, body: str) -> str:
        path = self.tmp / "fake-node"
        prologue = "import json, sys\nif sys.argv[1:] == ['--version']:\n    print('v20.0.0')\n    sys.exit(0)\n"
        path.write_text(f"#!{sys.executable}\n{prologue}{body}\n", encoding="utf-8")
        path.chmod(0o755)
        return str(path)

    def test_a_sidecar_that_dies_at_start_fails_the_call_and_leaves_nothing(self):
        node = self.fake_node("sys.stderr.write('boom\\n')\nsys.exit(3)")
        with mock.patch.dict(os.environ, {"TRAVIS234_MCP_NODE": node}):
            with self.assertRaises(RuntimeError) as caught:
                self.call({})
        self.assertIn("sidecar", str(caught.exception))
        self.assertEqual(set(live_children()) - self.before, set())

    def test_a_sidecar_that_refuses_initialize_fails_the_call_and_is_stopped(self):
        body = (
            "for line in sys.stdin:\n"
            "    m = json.loads(line)\n"
            "    if 'id' in m:\n"
            "        print(json.dumps({'jsonrpc': '2.0', 'id': m['id'], 'error': {'code': -32602, 'message': 'invalid params for ' + m['method']}}), flush=True)\n"
        )
        with mock.patch.dict(os.environ, {"TRAVIS234_MCP_NODE": self.fake_node(body)}):
            with self.assertRaises(RuntimeError) as caught:
                self.call({})
        self.assertIn("initialize", str(caught.exception))
        self.assertEqual(
            set(live_children()) - self.before, set(), "a sidecar that refused initialize must not be kept"
        )

    def test_a_sidecar_that_dies_mid_call_never_puts_its_stderr_in_the_error(self):
        # The sidecar answers initialize, then writes a secret-looking line to stderr and dies
        # during the call: the error the model sees is the shim's own text only.
        body = (
            "for line in sys.stdin:\n"
            "    m = json.loads(line)\n"
            "    if m.get('method') == 'initialize':\n"
            "        print(json.dumps({'jsonrpc': '2.0', 'id': m['id'], 'result': {'protocolVersion': 1, 'server': {'name': 'fake', 'version': '0'}, 'node': 'v20.0.0'}}), flush=True)\n"
            "    elif m.get('method') == 'tool/call':\n"
            "        sys.stderr.write('Error: token=sidecar-stderr-secret-123\\n')\n"
            "        sys.stderr.flush()\n"
            "        sys.exit(9)\n"
        )
        with mock.patch.dict(os.environ, {"TRAVIS234_MCP_NODE": self.fake_node(body)}):
            with self.assertRaises(RuntimeError) as caught:
                self.call({})
        self.assertIn("sidecar", str(caught.exception))
        self.assertNotIn("sidecar-stderr-secret-123", str(caught.exception))
        self.assertEqual(set(live_children()) - self.before, set())

    def node_script(self, name: str, version: str, body: str) -> str:
        path = self.tmp / name
        prologue = f"import json, sys\nif sys.argv[1:] == ['--version']:\n    print({version!r})\n    sys.exit(0)\n"
        path.write_text(f"#!{sys.executable}\n{prologue}{body}\n", encoding="utf-8")
        path.chmod(0o755)
        return str(path)

    def test_a_missing_bundle_is_named_with_the_fix_and_nothing_starts(self):
        load_shim()
        shim = shim_part("sidecar")
        with mock.patch.object(shim, "SIDECAR_BUNDLE", self.tmp / "dist" / "travis234-mcp.mjs"):
            with self.assertRaises(shim.SidecarError) as caught:
                shim.Sidecar(CONTRACT, {}).start()
        self.assertIn(f"its bundle {self.tmp / 'dist' / 'travis234-mcp.mjs'} is missing", str(caught.exception))
        self.assertIn("npm ci && npm run package", str(caught.exception))
        self.assertEqual(set(live_children()) - self.before, set())

    def test_no_node_on_path_says_so_with_the_fix(self):
        with mock.patch.dict(os.environ, {"PATH": str(self.tmp), "TRAVIS234_MCP_NODE": ""}):
            with self.assertRaises(RuntimeError) as caught:
                self.call({})
        self.assertTrue(
            str(caught.exception).startswith(
                "MCPA_HOST_NODE_MISSING: travis234-mcp-adapter needs Node.js 20 or newer, and none was found on PATH"
            )
        )
        self.assertIn("Install Node.js 20 or newer", str(caught.exception))

    def test_a_node_that_cannot_be_started_is_named_in_the_shims_words(self):
        missing = self.tmp / "nonexistent" / "node"
        plain = self.tmp / "not-executable"
        plain.write_text("#!/bin/sh\n", encoding="utf-8")
        plain.chmod(0o644)
        for node, reason in (
            (missing, "no such file"),
            (self.tmp, "it is a directory"),
            (plain, "it is not executable"),
        ):
            with self.subTest(reason=reason), mock.patch.dict(os.environ, {"TRAVIS234_MCP_NODE": str(node)}):
                with self.assertRaises(RuntimeError) as caught:
                    self.call({})
                text = str(caught.exception)
                self.assertTrue(
                    text.startswith(
                        f"MCPA_HOST_NODE_UNUSABLE: travis234-mcp-adapter could not start Node.js at {node}: {reason}."
                    ),
                    text,
                )
                self.assertIn("set TRAVIS234_MCP_NODE to a node executable", text)
                self.assertNotIn("Errno", text)
        self.assertEqual(set(live_children()) - self.before, set())

    def test_a_node_too_old_to_run_the_sidecar_is_named_with_its_version(self):
        node = self.node_script(
            "old-node", "v18.19.0", "sys.stderr.write('SyntaxError: Unexpected token\\n')\nsys.exit(1)"
        )
        with mock.patch.dict(os.environ, {"TRAVIS234_MCP_NODE": node}):
            with self.assertRaises(RuntimeError) as caught:
                self.call({})
        self.assertIn(f"needs Node.js 20 or newer; {node} is v18.19.0", str(caught.exception))
        self.assertIn("TRAVIS234_MCP_NODE", str(caught.exception))
        self.assertEqual(set(live_children()) - self.before, set())

    def test_a_failed_start_says_why_in_the_host_log_and_the_fix_in_the_error(self):
        # What a clone installed without its bundle's dependencies printed (and the shim threw away).
        line = "Error [ERR_MODULE_NOT_FOUND]: Cannot find package 'tsx' imported from /pkg/bin/x.js"
        node = self.node_script("broken-node", "v20.11.0", f"sys.stderr.write({line!r} + '\\n')\nsys.exit(1)")
        with mock.patch.dict(os.environ, {"TRAVIS234_MCP_NODE": node}):
            with self.assertLogs("travis234_mcp_adapter", "WARNING") as logged:
                with self.assertRaises(RuntimeError) as caught:
                    self.call({})
        self.assertTrue(
            str(caught.exception).startswith(
                "MCPA_HOST_FILES_INCOMPLETE: travis234-mcp-adapter is incomplete: the MCP sidecar exited before it was ready"
            ),
            str(caught.exception),
        )
        self.assertIn("npm run package", str(caught.exception))
        self.assertNotIn("tsx", str(caught.exception), "the model sees the shim's words only")
        self.assertIn(line, "\n".join(logged.output))
        self.assertEqual(set(live_children()) - self.before, set())

    def test_the_startup_output_kept_for_the_log_is_bounded(self):
        limit = CONTRACT["limits"]["host.sidecarStartupOutputChars"]
        node = self.node_script(
            "noisy-node",
            "v20.11.0",
            f"for i in range({limit}):\n    sys.stderr.write('noise %d\\n' % i)\nsys.stderr.write('LAST LINE\\n')\nsys.exit(4)",
        )
        with mock.patch.dict(os.environ, {"TRAVIS234_MCP_NODE": node}):
            with self.assertLogs("travis234_mcp_adapter", "WARNING") as logged:
                with self.assertRaises(RuntimeError) as caught:
                    self.call({})
        self.assertIn("exited before it was ready (exit code 4)", str(caught.exception))
        tail = logged.output[0].split("its last output:\n", 1)[1]
        self.assertLessEqual(len(tail), limit)
        self.assertTrue(tail.endswith("LAST LINE"))

    def test_session_start_starts_the_sidecar_in_the_background_servers_stay_lazy(self):
        self.registry.emit("session_start", {"reason": "startup"}, self.ctx)
        self.assertTrue(
            wait_until(lambda: len(self.sidecars()) == 1, 15), "a configured session starts its sidecar at once"
        )
        time.sleep(0.3)
        self.assertEqual(self.fixture_pids(), [], "no server is connected before a call")
        started = list(self.sidecars())
        hops = []
        real = asyncio.to_thread
        # The first call may still wait for the background initialize; the next must not hop.
        first = self.call({"server": "fixture", "tool": "echo", "args": {"text": "after prestart"}})
        with mock.patch.object(asyncio, "to_thread", side_effect=lambda *a, **k: hops.append(a) or real(*a, **k)):
            second = self.call({"server": "fixture", "tool": "echo", "args": {"text": "again"}})
        self.assertIn("after prestart", first.content[0].text)
        self.assertIn("again", second.content[0].text)
        self.assertEqual(hops, [], "a live sidecar is used without a thread hop")
        self.assertEqual(list(self.sidecars()), started)
        self.shutdown_and_check(started)

    def test_a_shutdown_right_after_session_start_leaves_no_sidecar_behind(self):
        # The background thread runs only after session_shutdown (the worst interleaving).
        deferred = []

        class Deferred:
            def __init__(self, target=None, **_kwargs):
                self.target = target

            def start(self):
                deferred.append(self.target)

        with mock.patch("threading.Thread", Deferred):
            self.registry.emit("session_start", {"reason": "startup"}, self.ctx)
        self.assertEqual(len(deferred), 1)
        self.registry.emit("session_shutdown", {"reason": "quit"}, self.ctx)
        deferred[0]()
        self.assertEqual(self.sidecars(), {}, "a background start must not outlive its session")

    def test_session_start_with_nothing_configured_starts_nothing(self):
        (Path(os.environ["TRAVIS234_CODING_AGENT_DIR"]) / "mcp.json").unlink()
        self.registry.emit("session_start", {"reason": "startup"}, self.ctx)
        time.sleep(1.0)
        self.assertEqual(self.sidecars(), {})

    def test_native_windows_is_refused_at_session_start_and_on_every_call_with_the_wsl_fix(self):
        with mock.patch.object(sys, "platform", "win32"):
            with self.assertLogs("travis234_mcp_adapter", "WARNING") as logged:
                self.registry.emit("session_start", {"reason": "startup"}, self.ctx)
            self.assertIn("MCPA_HOST_PLATFORM_UNSUPPORTED", logged.output[0])
            with self.assertRaises(RuntimeError) as refused:
                self.call({"server": "fixture", "tool": "echo", "args": {"text": "x"}})
        self.assertIn("Linux and macOS only", str(refused.exception))
        self.assertIn("WSL", str(refused.exception))
        time.sleep(0.5)
        self.assertEqual(self.sidecars(), {})

    def test_another_mcp_registration_is_named_in_the_log_and_in_status(self):
        other = types.SimpleNamespace(name="mcp", execute=lambda *a: None)
        self.registry.register_tool(other)
        with self.assertLogs("travis234_mcp_adapter", "WARNING") as logged:
            self.registry.emit("session_start", {"reason": "startup"}, self.ctx)
        self.assertIn("replaced this adapter's `mcp` tool", logged.output[0])
        self.assertIn("travis234 remove", logged.output[0])
        status = self.call({})
        self.assertIn("Warning: another extension", status.content[-1].text)
        self.assertIn("`travis234 list`", status.content[-1].text)
        plain = self.call({"server": "fixture", "tool": "echo", "args": {"text": "x"}})
        self.assertNotIn("Warning", plain.content[-1].text)
        self.shutdown_and_check(list(self.sidecars()))

    def test_the_python_adapter_loaded_too_is_named_even_when_this_one_won(self):
        with mock.patch.dict(sys.modules, {"travis234_mcp_adapter": types.ModuleType("travis234_mcp_adapter")}):
            with self.assertLogs("travis234_mcp_adapter", "WARNING") as logged:
                self.registry.emit("session_start", {"reason": "startup"}, self.ctx)
        self.assertIn("the Python travis234-mcp-adapter is loaded as well", logged.output[0])
        self.registry.emit("session_shutdown", {"reason": "quit"}, self.ctx)
        self.assertTrue(wait_until(lambda: self.sidecars() == {}, 10))


if __name__ == "__main__":
    unittest.main(verbosity=2)
