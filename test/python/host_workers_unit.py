"""Unit tests of python/travis234_mcp_packaging/workers.py and its wiring in the shim, under the real
Travis234 3.3.1 host (its ExtensionRunner, its Protocol check, its error filter), with a scripted
sidecar in place of the Node process:

    $TRAVIS234_VENV/bin/python -m unittest -v test/python/host_workers_unit.py   (from the repository root)

The end-to-end row with the real sidecar, a real worker and tmux is test/e2e/host-workers.test.ts.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import importlib.util
import itertools
import json
import sys
import unittest
from pathlib import Path
from types import MappingProxyType
from unittest import mock

from travis.coding_agent.coordination_runtime.tools import safe_error_code
from travis.coding_agent.extensions import ExtensionRunner
from travis.coding_agent.worker_capabilities import WorkerCapabilityAdapter

ROOT = Path(__file__).resolve().parents[2]
SHIM = ROOT / "python" / "travis234_mcp_extension.py"
_loads = itertools.count(1)

DESCRIPTOR = {
    "interface_version": 1,
    "servers": {"docs": {"command": "/bin/true", "env": {"DOCS_TOKEN": "${DOCS_TOKEN}"}}},
    "operations": {"docs": ["tools.call:lookup", "tools.list"]},
    "environment_references": ["DOCS_TOKEN"],
    "installer": {
        "distribution": "travis234-mcp-ts",
        "version": "0.1.0",
        "module": "travis234_mcp_ts",
        "callable": "extension",
    },
    "generation": "ab" * 32,
}


def load_shim():
    spec = importlib.util.spec_from_file_location(f"_workers_shim_{next(_loads)}", SHIM)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class ScriptedSidecar:
    """Stands in for the shim's Sidecar: records init params and requests, answers from `answers`
    (method -> reply dict, or None to never answer); `instances` holds the started ones."""

    instances: list[ScriptedSidecar] = []
    answers: dict = {}

    def __init__(self, contract=None, init_params=None) -> None:
        self.init = init_params
        self.requests: list[tuple[str, dict]] = []
        self.cancelled: list[int] = []
        self.shut: list[str] = []
        self._ids = itertools.count(1)

    def start(self) -> ScriptedSidecar:
        ScriptedSidecar.instances.append(self)
        return self

    pid = 0

    def alive(self) -> bool:
        return not self.shut

    def request(self, method, params, on_progress=None):
        self.requests.append((method, json.loads(json.dumps(params))))
        future = concurrent.futures.Future()
        future.request_id = next(self._ids)
        answer = self.answers.get(method, {"result": {}})
        if answer is not None:
            future.set_result(answer)
        return future

    def cancel(self, request_id) -> None:
        self.cancelled.append(request_id)

    def shutdown(self, reason) -> None:
        self.shut.append(reason)

    def kill(self) -> None:
        self.shut.append("kill")


class Ctx:
    cwd = str(ROOT)
    mode = "print"

    def is_project_trusted(self) -> bool:
        return False


def handler(runner, event):
    return runner._handlers[event][0].handler


class Harness(unittest.TestCase):
    def setUp(self) -> None:
        ScriptedSidecar.instances = []
        ScriptedSidecar.answers = {}
        self.shim = load_shim()
        patch = mock.patch.object(sys.modules["travis234_mcp_shim.session"], "Sidecar", ScriptedSidecar)
        patch.start()
        self.addCleanup(patch.stop)
        self.workers = sys.modules["travis234_mcp_packaging.workers"]
        self.runner = ExtensionRunner()
        self.shim.extension(self.runner)
        self.adapter = self.runner.get_worker_capability_adapters()["travis234_mcp.mcp"]
        # export_for_worker's install check is its own test; here the wheel counts as installed.
        self._saved_check = self.workers.check_installed
        self._saved_timeout = self.workers.EXPORT_TIMEOUT_S
        self.workers.check_installed = lambda entry, python=None: None

    def tearDown(self) -> None:
        self.workers.check_installed = self._saved_check
        self.workers.EXPORT_TIMEOUT_S = self._saved_timeout

    def host_text(self, error: BaseException) -> str:
        """What the model reads: the host's own filter over the exception."""
        return safe_error_code(error, type(error))


class Registration(Harness):
    def test_a_bare_runner_gets_the_adapter_with_every_member(self) -> None:
        self.assertIsInstance(self.adapter, WorkerCapabilityAdapter)
        self.assertEqual(self.adapter.interface_version, 1)
        self.assertTrue(callable(self.adapter.authorization_scope))
        self.assertIn("mcp", [t.definition.name for t in self.runner.get_all_registered_tools()])

    def test_a_second_registrant_of_the_key_is_a_warning_not_a_failed_load(self) -> None:
        runner = ExtensionRunner()
        runner.register_worker_capability_adapter("travis234_mcp.mcp", self.adapter)
        with self.assertLogs("travis234_mcp_adapter", "WARNING") as logs:
            load_shim().extension(runner)
        self.assertIs(runner.get_worker_capability_adapters()["travis234_mcp.mcp"], self.adapter)
        self.assertIn("remove one of the two", "\n".join(logs.output))


class Export(Harness):
    def start_session(self) -> None:
        handler(self.runner, "session_start")({"reason": "startup"}, Ctx())

    def test_the_request_and_installer_go_to_the_sidecar_and_its_descriptor_comes_back(self) -> None:
        version = json.loads((ROOT / "package.json").read_text())["version"]
        descriptor = dict(DESCRIPTOR, installer=dict(DESCRIPTOR["installer"], version=version))
        ScriptedSidecar.answers = {"worker/export": {"result": {"descriptor": descriptor}}}
        self.start_session()
        request = MappingProxyType({"servers": MappingProxyType({"docs": ("tools.list",)})})
        self.assertEqual(self.adapter.export_for_worker(request), descriptor)
        sidecar = ScriptedSidecar.instances[-1]
        self.assertEqual(sidecar.init["cwd"], str(ROOT))  # the session's context, kept from session_start
        self.assertNotIn("delegation", sidecar.init)
        method, params = sidecar.requests[-1]
        self.assertEqual(method, "worker/export")
        self.assertEqual(
            params, {"request": {"servers": {"docs": ["tools.list"]}}, "installer": descriptor["installer"]}
        )

    def test_a_sidecar_refusal_reaches_the_model_as_code_and_detail(self) -> None:
        message = 'MCPA_WORKER_ESCALATION: server "docs": the parent may not call `secret` (excludeTools); grant only what it may do'
        ScriptedSidecar.answers = {
            "worker/export": {"error": {"code": -32602, "message": message, "data": {"code": "MCPA_WORKER_ESCALATION"}}}
        }
        with self.assertRaises(ValueError) as caught:
            self.adapter.export_for_worker({"servers": {"docs": ["tools.call:secret"]}})
        self.assertEqual(
            self.host_text(caught.exception),
            "mcpa_worker_escalation: server docs: the parent may not call secret (excludeTools); grant only what it may do",
        )

    def test_a_silent_sidecar_is_a_bounded_wait(self) -> None:
        ScriptedSidecar.answers = {"worker/export": None}
        self.workers.EXPORT_TIMEOUT_S = 0.2
        with self.assertRaises(ValueError) as caught:
            self.adapter.export_for_worker({"servers": {"docs": ["tools.list"]}})
        self.assertTrue(
            self.host_text(caught.exception).startswith(
                "mcpa_worker_server_unavailable: the MCP sidecar did not answer"
            )
        )
        self.assertEqual(ScriptedSidecar.instances[-1].cancelled, [1])

    def test_a_descriptor_holding_a_referenced_value_is_refused(self) -> None:
        import os

        version = json.loads((ROOT / "package.json").read_text())["version"]
        leaky = dict(
            DESCRIPTOR,
            installer=dict(DESCRIPTOR["installer"], version=version),
            servers={"docs": {"env": {"DOCS_TOKEN": "planted-value-1"}}},
        )
        ScriptedSidecar.answers = {"worker/export": {"result": {"descriptor": leaky}}}
        os.environ["DOCS_TOKEN"] = "planted-value-1"
        try:
            with self.assertRaises(ValueError) as caught:
                self.adapter.export_for_worker({"servers": {"docs": ["tools.list"]}})
        finally:
            del os.environ["DOCS_TOKEN"]
        self.assertNotIn("planted-value-1", str(caught.exception))
        self.assertTrue(
            self.host_text(caught.exception).startswith(
                "mcpa_worker_request_invalid: the descriptor would carry the value of DOCS_TOKEN"
            )
        )

    def test_a_referenced_value_in_a_cache_origin_path_is_not_refused(self) -> None:
        import os

        version = json.loads((ROOT / "package.json").read_text())["version"]
        origin = {"file": "/home/planted-user-1/.config/mcp/mcp.json", "scope": "global"}
        descriptor = dict(
            DESCRIPTOR,
            installer=dict(DESCRIPTOR["installer"], version=version),
            cache_origins={"docs": origin},
        )
        ScriptedSidecar.answers = {"worker/export": {"result": {"descriptor": descriptor}}}
        os.environ["DOCS_TOKEN"] = "planted-user-1"
        try:
            exported = self.adapter.export_for_worker({"servers": {"docs": ["tools.list"]}})
        finally:
            del os.environ["DOCS_TOKEN"]
        self.assertEqual(exported["cache_origins"], {"docs": origin})

    def test_a_missing_wheel_is_refused_with_the_pip_command(self) -> None:
        self.workers.check_installed = self._saved_check
        # This interpreter (the host venv of the tests) has no travis234-mcp-ts installed.
        entry = dict(DESCRIPTOR["installer"], version="0.0.0-absent")
        with self.assertRaises(ValueError) as caught:
            self._saved_check(entry)
        text = self.host_text(caught.exception)
        self.assertTrue(
            text.startswith(
                f"mcpa_worker_not_installed: {sys.executable} -m pip install --force-reinstall travis234_mcp_ts-0.0.0-absent-py3-none-any.whl"
            ),
            text,
        )


class Worker(Harness):
    def install(self, environment=None) -> None:
        frozen = MappingProxyType({k: (tuple(v) if isinstance(v, list) else v) for k, v in DESCRIPTOR.items()})
        self.adapter.install_for_worker(frozen, environment or {"DOCS_TOKEN": "value-1", "HOME": "/h", "PATH": "/p"})

    def test_install_keeps_the_referenced_values_only_and_happens_once(self) -> None:
        self.install()
        delegation = self.workers.sidecar_init(self.shim_state())["delegation"]
        self.assertEqual(delegation, {"descriptor": DESCRIPTOR, "environment": {"DOCS_TOKEN": "value-1"}})
        with self.assertRaises(ValueError) as caught:
            self.install()
        self.assertTrue(self.host_text(caught.exception).startswith("mcpa_worker_already_installed: "))

    def test_a_missing_referenced_value_is_refused(self) -> None:
        with self.assertRaises(ValueError) as caught:
            self.adapter.install_for_worker(DESCRIPTOR, {"PATH": "/p"})
        self.assertEqual(
            self.host_text(caught.exception), "mcpa_worker_environment_missing: the worker environment lacks DOCS_TOKEN"
        )

    def shim_state(self):
        return self.adapter._session

    def test_session_start_starts_a_delegated_sidecar_calls_carry_the_generation_and_shutdown_ends_it(self) -> None:
        self.install()
        ScriptedSidecar.answers = {
            "worker/preflight": {"result": {"servers": {"docs": "connected"}}},
            "tool/call": {"result": {"content": []}},
        }
        handler(self.runner, "session_start")({"reason": "startup"}, Ctx())  # no mcp.json anywhere: it starts anyway
        ready = asyncio.run(self.adapter.preflight())
        self.assertEqual(
            ready, {"ready": True, "generation": DESCRIPTOR["generation"], "servers": {"docs": "connected"}}
        )
        self.assertEqual(len(ScriptedSidecar.instances), 1)
        sidecar = ScriptedSidecar.instances[0]
        self.assertEqual(sidecar.init["delegation"]["environment"], {"DOCS_TOKEN": "value-1"})
        self.assertFalse(sidecar.init["projectTrusted"])
        tool = self.runner.get_all_registered_tools()[0].definition
        asyncio.run(tool.execute("call-1", {"server": "docs"}))
        method, params = sidecar.requests[-1]
        self.assertEqual((method, params["generation"]), ("tool/call", DESCRIPTOR["generation"]))
        handler(self.runner, "session_shutdown")({"reason": "worker_closed"}, None)
        self.assertEqual(sidecar.shut, ["worker_closed"])

    def test_preflight_raises_on_a_failed_server(self) -> None:
        self.install()
        ScriptedSidecar.answers = {
            "worker/preflight": {
                "error": {
                    "code": -32000,
                    "message": "server docs did not connect",
                    "data": {"code": "MCPA_WORKER_PREFLIGHT_FAILED"},
                }
            }
        }
        with self.assertRaises(ValueError) as caught:
            asyncio.run(self.adapter.preflight())
        self.assertEqual(str(caught.exception), "mcpa_worker_preflight_failed: server docs did not connect")

    def test_preflight_without_a_delegation_raises(self) -> None:
        with self.assertRaises(ValueError):
            asyncio.run(self.adapter.preflight())

    def test_scope_is_the_sidecars_and_a_failure_is_a_scope_the_gate_refuses(self) -> None:
        self.assertIsNone(self.adapter.authorization_scope("mcp", {}))  # a parent: no opinion
        self.install()
        scope = {
            "server": "docs",
            "operation": "tools.call",
            "target": "lookup",
            "generation": DESCRIPTOR["generation"],
        }
        ScriptedSidecar.answers = {"worker/scope": {"result": scope}}
        args = {"server": "docs", "operation": "tools.call", "name": "lookup", "arguments": {"q": "x"}}
        self.assertEqual(self.adapter.authorization_scope("mcp", args), scope)
        self.assertEqual(ScriptedSidecar.instances[-1].requests[-1], ("worker/scope", {"arguments": args}))
        self.assertIsNone(self.adapter.authorization_scope("read", {"path": "x"}))
        ScriptedSidecar.answers = {"worker/scope": {"error": {"code": -32603, "message": "boom"}}}
        denied = self.adapter.authorization_scope("mcp", args)
        self.assertIsNone(denied["server"])
        self.assertNotEqual(denied["operation"], "status")  # status alone passes the host's gate
        key = denied["operation"] if denied["target"] is None else f"{denied['operation']}:{denied['target']}"
        self.assertNotIn(key, [op for ops in DESCRIPTOR["operations"].values() for op in ops])

    def test_the_worker_sidecar_process_lacks_the_delegated_values(self) -> None:
        import os

        os.environ["DOCS_TOKEN"] = "value-1"
        try:
            self.install()
            env = self.workers.sidecar_env(self.workers.sidecar_init(self.shim_state()))
        finally:
            del os.environ["DOCS_TOKEN"]
        self.assertNotIn("DOCS_TOKEN", env)
        self.assertEqual(env.get("PATH"), os.environ.get("PATH"))
        self.assertIsNone(self.workers.sidecar_env({"cwd": "/"}))  # a parent's sidecar inherits

    def test_close_shuts_the_sidecar_down(self) -> None:
        self.install()
        handler(self.runner, "session_start")({"reason": "startup"}, Ctx())
        asyncio.run(self.adapter.preflight())
        asyncio.run(self.adapter.close())
        self.assertEqual(ScriptedSidecar.instances[0].shut, ["worker_closed"])


if __name__ == "__main__":
    unittest.main()
