"""Unit tests of python/travis234_mcp_packaging (and of the shim's side of it) against the stub
Travis234 host of fake_host/, stdlib only:

    python3 -m unittest discover -s test/python -t test/python -p 'test_*.py'    (from the repository root)

The shared vectors (test/fixtures/packaged/vectors.json) run here exactly as the TypeScript side
runs them (test/unit/config/packaged-vectors.test.ts). The last class drives the real Node sidecar
and the packaged Python fixture server of test/e2e/packaged_ext through a facade and through `mcp`.
"""

from __future__ import annotations

import asyncio
import dataclasses
import importlib.util
import inspect
import itertools
import json
import math
import os
import re
import shutil
import sys
import tempfile
import unittest
from pathlib import Path
from unittest import mock

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE / "fake_host"))
sys.path.insert(0, str(ROOT / "python"))

import travis  # noqa: E402 - the stub, found through the path set just above.
import travis.coding_agent.tools.types as tool_types  # noqa: E402
import travis234_mcp_packaging as packaging  # noqa: E402
from fake_api import FakeContext, FakeRegistry  # noqa: E402
from processes import alive, live_children, wait_until  # noqa: E402
from travis.agent.types import AgentToolResult  # noqa: E402
from travis234_mcp_packaging import (  # noqa: E402
    FacadeOperation,
    PackagedError,
    PackagedPythonServer,
    PackagedServer,
    PackagedToolFacade,
    schema,  # noqa: E402
)
from travis234_mcp_packaging import facade as facade_module  # noqa: E402
from travis234_mcp_packaging.registry import PackagedRegistry  # noqa: E402

assert Path(travis.__file__).parent == HERE / "fake_host" / "travis", "the stub travis package must shadow any real one"
assert Path(packaging.__file__).parent == ROOT / "python" / "travis234_mcp_packaging"

VECTORS = json.loads((ROOT / "test" / "fixtures" / "packaged" / "vectors.json").read_text(encoding="utf-8"))["cases"]
SHIM = ROOT / "python" / "travis234_mcp_extension.py"
EXTENSION = ROOT / "test" / "e2e" / "packaged_ext" / "packaged_fixture_extension.py"
PACKAGED = json.loads((EXTENSION.parent / "packaged.json").read_text(encoding="utf-8"))
NODE = shutil.which("node")
_loads = itertools.count(1)
PLACE = re.compile(r"\{\{(base|root|outside)\}\}")


def load_module(path: Path):
    """A fresh copy of an extension file, as the host executes it once per generation."""
    spec = importlib.util.spec_from_file_location(f"_packaging_under_test_{next(_loads)}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def substitute(value, places):
    if isinstance(value, str):
        return PLACE.sub(lambda m: places[m.group(1)], value)
    if isinstance(value, list):
        return [substitute(v, places) for v in value]
    if isinstance(value, dict):
        return {k: substitute(v, places) for k, v in value.items()}
    return value


def json_subset(got, want) -> bool:
    if isinstance(want, dict):
        return isinstance(got, dict) and all(k in got and json_subset(got[k], v) for k, v in want.items())
    return schema.json_equal(got, want)


class Tree:
    """A real-path temp dir with root/, outside/ and a case's files; removed on cleanup."""

    def __init__(self, test: unittest.TestCase, files: list) -> None:
        base = os.path.realpath(tempfile.mkdtemp(prefix="packaged-vectors-"))
        test.addCleanup(shutil.rmtree, base, True)
        self.places = {"base": base, "root": os.path.join(base, "root"), "outside": os.path.join(base, "outside")}
        os.mkdir(self.places["root"])
        os.mkdir(self.places["outside"])
        for f in files:
            path = Path(base) / f["path"]
            path.parent.mkdir(parents=True, exist_ok=True)
            if f.get("dir"):
                path.mkdir(parents=True, exist_ok=True)
            elif "symlink" in f:
                os.symlink(substitute(f["symlink"], self.places), path)
            else:
                path.write_text(f.get("content", ""), encoding="utf-8")
                path.chmod(int(f.get("mode", "644"), 8))


def outcome(action) -> tuple:
    try:
        return ("ok", action())
    except PackagedError as error:
        return ("error", {"code": error.code, "data": error.data})


def expect_step(test, step, got, where):
    if step["expect"] == "ok":
        test.assertEqual(got[0], "ok", f"{where}: {got[1]}")
    else:
        test.assertEqual(got, ("error", step["expect"]), where)


SERVER_FIELDS = {
    "executable": (
        PackagedServer,
        {
            "name": "name",
            "packageRoot": "package_root",
            "command": "command",
            "args": "args",
            "requestTimeoutMs": "request_timeout_ms",
        },
    ),
    "python": (
        PackagedPythonServer,
        {
            "name": "name",
            "packageRoot": "package_root",
            "entryPoint": "entry_point",
            "args": "args",
            "env": "env",
            "requestTimeoutMs": "request_timeout_ms",
        },
    ),
}
FACADE_FIELDS = {
    "name": "name",
    "server": "server",
    "label": "label",
    "description": "description",
    "effects": "effects",
    "operations": "operations",
    "guidelines": "guidelines",
    "output": "output",
}
OPERATION_FIELDS = {
    "name": "name",
    "tool": "tool",
    "description": "description",
    "fields": "fields",
    "fixedArguments": "fixed_arguments",
}


def _kwargs(value, names: dict):
    """Keyword arguments for a dataclass, or None when the JSON cannot be expressed as one (an
    unknown key, a null, which the Python API reads as "not given", or a missing required key)."""
    if not isinstance(value, dict) or not set(value) <= set(names) or any(v is None for v in value.values()):
        return None
    return {names[k]: v for k, v in value.items()}


def as_dataclass(kind: str, value):
    try:
        if kind == "facade":
            kwargs = _kwargs(value, FACADE_FIELDS)
            if kwargs is None:
                return None
            if isinstance(kwargs.get("operations"), list):
                ops = [_kwargs(op, OPERATION_FIELDS) for op in kwargs["operations"]]
                kwargs["operations"] = [
                    FacadeOperation(**op) if op is not None else raw
                    for op, raw in zip(ops, kwargs["operations"], strict=True)
                ]
            return PackagedToolFacade(**kwargs)
        if not isinstance(value, dict) or value.get("kind") not in SERVER_FIELDS:
            return None
        cls, names = SERVER_FIELDS[value["kind"]]
        kwargs = _kwargs({k: v for k, v in value.items() if k != "kind"}, names)
        return cls(**kwargs) if kwargs is not None else None
    except TypeError:
        return None


class SharedVectors(unittest.TestCase):
    def test_json_descriptors_through_the_registry(self):
        for case in VECTORS:
            with self.subTest(case=case["name"]):
                places = Tree(self, case["files"]).places
                registry = PackagedRegistry()
                for i, step in enumerate(case["steps"]):
                    descriptor = substitute(step["descriptor"], places)
                    register = registry.register_server if step["register"] == "server" else registry.register_facade
                    got = outcome(lambda: register(descriptor))
                    expect_step(self, step, got, f"step {i}")
                    if got[0] == "ok" and "result" in step:
                        self.assertTrue(json_subset(got[1], substitute(step["result"], places)), f"step {i}: {got[1]}")
                    if got[0] == "ok" and "parameters" in step:
                        self.assertEqual(facade_module.facade_parameters(got[1]), step["parameters"])

    def test_the_python_api_gives_the_same_answers(self):
        """Every vector a dataclass can express, through register_* and register_tool_facade."""
        expressed = 0
        for case in VECTORS:
            steps = [(step, as_dataclass(step["register"], step["descriptor"])) for step in case["steps"]]
            if any(d is None for _, d in steps):
                continue
            expressed += 1
            with self.subTest(case=case["name"]), mock.patch.object(packaging, "_REGISTRY", PackagedRegistry()):
                places = Tree(self, case["files"]).places
                api = FakeRegistry()
                for i, (step, _) in enumerate(steps):
                    descriptor = as_dataclass(step["register"], substitute(step["descriptor"], places))
                    tools_before = len(api.tools)
                    if step["register"] == "facade":
                        got = outcome(lambda: packaging.register_tool_facade(api, descriptor))
                    elif isinstance(descriptor, PackagedServer):
                        got = outcome(lambda: packaging.register_packaged_server(descriptor))
                    else:
                        got = outcome(lambda: packaging.register_packaged_python_server(descriptor))
                    expect_step(self, step, got, f"step {i}")
                    if step["register"] == "facade":
                        self.assertEqual(
                            len(api.tools) - tools_before,
                            1 if got[0] == "ok" else 0,
                            f"step {i}: one host tool per accepted facade",
                        )
                    if got[0] == "ok" and "parameters" in step:
                        self.assertEqual(api.tools[-1].parameters, step["parameters"])
                    result = step.get("result") or {}
                    if got[0] == "ok" and "path" in result:
                        path = got[1].command if isinstance(got[1], PackagedServer) else got[1].entry_point
                        self.assertEqual(path, substitute(result["path"], places))
                    if got[0] == "ok" and "packageRoot" in result:
                        self.assertEqual(got[1].package_root, substitute(result["packageRoot"], places))
        self.assertGreaterEqual(expressed, 70, "most vectors must also run through the dataclasses")


def exe_tree(test) -> str:
    places = Tree(
        test,
        [
            {"path": "root/bin/server", "content": "#!/bin/sh\n", "mode": "755"},
            {"path": "root/server.py", "content": ""},
        ],
    ).places
    return places["root"]


def notes_facade(**over) -> PackagedToolFacade:
    fields = {"query": {"type": "string", "description": "Words.", "required": True}}
    values = dict(
        name="notes",
        server="demo",
        label="Notes",
        description="Search the notes.",
        effects=("read", "network"),
        operations=(
            FacadeOperation("search", "search_notes", "Full-text search.", fields, {"mode": "fast"}),
            FacadeOperation("list", "list_notes", "List them.", {}),
        ),
        guidelines=("Search first.",),
    )
    values.update(over)
    return PackagedToolFacade(**values)


def release_any_bridge():
    facade_module.release_bridge(facade_module.current_bridge())


class Api(unittest.TestCase):
    def setUp(self):
        patcher = mock.patch.object(packaging, "_REGISTRY", PackagedRegistry())
        patcher.start()
        self.addCleanup(patcher.stop)
        release_any_bridge()
        self.root = exe_tree(self)

    def server(self, **over) -> PackagedPythonServer:
        values = dict(
            name="demo", package_root=self.root, entry_point=f"{self.root}/server.py", args=["--a"], env={"A": "1"}
        )
        values.update(over)
        return PackagedPythonServer(**values)

    def test_descriptors_are_immutable_and_detached_from_their_inputs(self):
        args, env = ["--a"], {"A": "1"}
        fields = {"q": {"type": "string", "description": "", "required": True}}
        server = PackagedPythonServer("demo", Path(self.root), Path(self.root) / "server.py", args=args, env=env)
        op = FacadeOperation("get", "get", "Get.", fields, {"x": [1, 2]})
        args.append("--b")
        env["B"] = "2"
        fields["q"]["required"] = False
        self.assertEqual(server.args, ("--a",))
        self.assertEqual(dict(server.env), {"A": "1"})
        self.assertEqual(server.package_root, self.root, "paths are stored as strings")
        self.assertIs(op.fields["q"]["required"], True)
        self.assertEqual(op.fixed_arguments["x"], (1, 2))
        with self.assertRaises(dataclasses.FrozenInstanceError):
            server.name = "other"  # type: ignore[misc]
        with self.assertRaises(TypeError):
            server.env["C"] = "3"  # type: ignore[index]
        with self.assertRaises(TypeError):
            op.fields["q"]["type"] = "number"  # type: ignore[index]
        self.assertEqual(PackagedServer("n", "/r", "/r/c").args, ())
        self.assertEqual(dict(PackagedPythonServer("n", "/r", "/r/e").env), {})

    def test_registration_returns_the_stored_descriptor_with_real_paths(self):
        link = os.path.join(os.path.dirname(self.root), "rootlink")
        os.symlink(self.root, link)
        stored = packaging.register_packaged_python_server(
            self.server(package_root=link, entry_point=f"{link}/server.py")
        )
        self.assertEqual((stored.package_root, stored.entry_point), (self.root, f"{self.root}/server.py"))
        again = packaging.register_packaged_python_server(self.server())
        self.assertIs(again, stored, "an identical descriptor again is a no-op")
        exe = packaging.register_packaged_server(PackagedServer("exe", self.root, f"{self.root}/bin/server"))
        self.assertEqual(exe.command, f"{self.root}/bin/server")

    def test_snapshots_are_sorted_read_only_and_detached(self):
        packaging.register_packaged_python_server(self.server(name="zeta"))
        first = packaging.get_packaged_servers()
        packaging.register_packaged_python_server(self.server(name="alpha"))
        self.assertEqual(list(first), ["zeta"])
        self.assertEqual(list(packaging.get_packaged_servers()), ["alpha", "zeta"])
        with self.assertRaises(TypeError):
            first["x"] = None  # type: ignore[index]
        packaging.register_tool_facade(FakeRegistry(), notes_facade(server="zeta"))
        facades = packaging.get_tool_facades()
        self.assertEqual(list(facades), ["notes"])
        self.assertIsInstance(facades["notes"], PackagedToolFacade)
        self.assertEqual(packaging.facade_names(), frozenset({"notes"}))

    def test_the_sidecar_snapshot_is_the_wire_shape(self):
        packaging.register_packaged_python_server(self.server(request_timeout_ms=5000))
        packaging.register_packaged_server(PackagedServer("exe", self.root, f"{self.root}/bin/server", args=("--x",)))
        packaging.register_tool_facade(FakeRegistry(), notes_facade())
        snap = packaging.sidecar_snapshot()
        self.assertEqual(
            snap["servers"],
            [
                {
                    "kind": "python",
                    "name": "demo",
                    "packageRoot": self.root,
                    "entryPoint": f"{self.root}/server.py",
                    "args": ["--a"],
                    "env": {"A": "1"},
                    "requestTimeoutMs": 5000,
                },
                {
                    "kind": "executable",
                    "name": "exe",
                    "packageRoot": self.root,
                    "command": f"{self.root}/bin/server",
                    "args": ["--x"],
                },
            ],
        )
        (facade,) = snap["facades"]
        self.assertEqual(
            facade["operations"][0],
            {
                "name": "search",
                "tool": "search_notes",
                "description": "Full-text search.",
                "fields": {"query": {"type": "string", "description": "Words.", "required": True}},
                "fixedArguments": {"mode": "fast"},
            },
        )
        self.assertEqual(facade["guidelines"], ["Search first."])
        json.dumps(snap, allow_nan=False)

    def test_the_wrong_descriptor_class_is_refused(self):
        exe = PackagedServer("exe", self.root, f"{self.root}/bin/server")
        for call, value, descriptor in [
            (packaging.register_packaged_server, self.server(), "PackagedServer"),
            (packaging.register_packaged_python_server, exe, "PackagedPythonServer"),
            (packaging.register_packaged_server, {"kind": "executable"}, "PackagedServer"),
        ]:
            with (
                self.subTest(call=call.__name__, value=type(value).__name__),
                self.assertRaises(PackagedError) as caught,
            ):
                call(value)
            self.assertEqual(
                (caught.exception.code, caught.exception.data),
                ("MCPA_PACKAGED_INVALID", {"descriptor": descriptor, "field": "/", "problem": "type"}),
            )
        with self.assertRaises(PackagedError):
            packaging.register_tool_facade(FakeRegistry(), {"name": "notes"})
        self.assertEqual(dict(packaging.get_packaged_servers()), {})

    def test_values_json_cannot_carry_are_refused_where_they_are(self):
        packaging.register_packaged_python_server(self.server())
        cases = [
            (
                lambda: packaging.register_packaged_python_server(self.server(env={"A": {"set"}})),
                "PackagedPythonServer",
                "/env/A",
            ),
            (
                lambda: packaging.register_packaged_python_server(self.server(name=b"demo")),
                "PackagedPythonServer",
                "/name",
            ),
            (
                lambda: packaging.register_packaged_python_server(self.server(env={1: "x"})),
                "PackagedPythonServer",
                "/env",
            ),
            (
                lambda: packaging.register_packaged_python_server(self.server(request_timeout_ms=math.inf)),
                "PackagedPythonServer",
                "/requestTimeoutMs",
            ),
            (
                lambda: packaging.register_tool_facade(
                    FakeRegistry(),
                    notes_facade(operations=(FacadeOperation("get", "get", "Get.", {}, {"x": math.nan}),)),
                ),
                "PackagedToolFacade",
                "/operations/0/fixedArguments/x",
            ),
            (
                lambda: packaging.register_tool_facade(FakeRegistry(), notes_facade(operations=iter(()))),
                "PackagedToolFacade",
                "/operations",
            ),
        ]
        for call, descriptor, field in cases:
            with self.subTest(field=field), self.assertRaises(PackagedError) as caught:
                call()
            self.assertEqual(caught.exception.data, {"descriptor": descriptor, "field": field, "problem": "type"})

    def test_effects_may_be_a_set(self):
        packaging.register_packaged_python_server(self.server())
        api = FakeRegistry()
        packaging.register_tool_facade(api, notes_facade(effects=frozenset({"network", "read"})))
        self.assertEqual(api.tool("notes").effects, frozenset({"read", "network"}))

    def test_the_error_codes_exist_in_the_catalog_and_the_rules_keep_spec_order(self):
        catalog = (ROOT / "spec" / "errors.yaml").read_text(encoding="utf-8")
        codes = [
            schema.INVALID,
            schema.CONFLICT,
            schema.FACADE_BEFORE_SERVER,
            schema.FACADE_NAME,
            *schema.FILESYSTEM_CODES.values(),
        ]
        for code in codes:
            self.assertRegex(catalog, rf"(?m)^  {code}:$")
        # registry.validate_server applies the rules in this order; a reordered spec must fail here.
        self.assertEqual(
            [r["id"] for r in schema.PACKAGED["filesystem"]], ["absolute", "contained", "regular-file", "executable"]
        )

    def test_javascript_patterns_keep_their_meaning(self):
        name = schema.js_pattern(schema.SCHEMAS["PackagedServer"]["properties"]["name"]["pattern"])
        operation = schema.js_pattern(schema.PACKAGED["operationName"]["pattern"])
        self.assertTrue(name.search("a b"))
        self.assertFalse(name.search("\ufeffa"), "\\s includes U+FEFF in JavaScript")
        self.assertFalse(name.search("a\u3000"))
        self.assertTrue(name.search("a\u0600b"), "a format character is not whitespace")
        self.assertTrue(operation.search("get_1"))
        self.assertFalse(operation.search("get\n"), "$ is the end of input")
        self.assertEqual(schema.js_pattern(r"^\d.$").pattern, "^[0-9][^\\n\\r\\u2028\\u2029]\\Z")
        with self.assertRaises(ValueError):
            schema.js_pattern(r"\p{L}")

    def test_a_facade_becomes_a_tool_of_the_calling_extension(self):
        packaging.register_packaged_python_server(self.server())
        api = FakeRegistry()
        stored = packaging.register_tool_facade(api, notes_facade())
        (tool,) = api.tools
        self.assertIsInstance(stored, PackagedToolFacade)
        self.assertEqual(
            (tool.name, tool.label, tool.description, tool.prompt_snippet),
            ("notes", "Notes", "Search the notes.", "Search the notes."),
        )
        self.assertEqual(tool.prompt_guidelines, ["Search first."])
        self.assertEqual(tool.effects, frozenset({"read", "network"}))
        self.assertTrue(inspect.iscoroutinefunction(tool.execute))
        self.assertEqual(
            tool.parameters,
            {
                "type": "object",
                "additionalProperties": False,
                "required": ["operation"],
                "properties": {
                    "operation": {"type": "string", "enum": ["search", "list"]},
                    "query": {"type": "string", "description": "Words."},
                },
            },
        )
        for args, want in [
            ({"operation": "search", "query": "SECRET-ARG"}, {"server": "demo", "operation": "notes.search"}),
            ({"operation": "list"}, {"server": "demo", "operation": "notes.list"}),
            ({"operation": "drop"}, {"server": "demo", "operation": "validation"}),
            ({"operation": 3}, {"server": "demo", "operation": "validation"}),
            ({}, {"server": "demo", "operation": "validation"}),
            ("search", {"server": "demo", "operation": "validation"}),
            (None, {"server": "demo", "operation": "validation"}),
        ]:
            with self.subTest(args=args):
                self.assertEqual(tool.policy_context(args), want)
        # Registered again on the same host (a second load of the same extension): same tool, again.
        packaging.register_tool_facade(api, notes_facade())
        self.assertEqual([t.name for t in api.tools], ["notes", "notes"])

    def test_a_facade_may_not_take_a_host_or_another_extensions_tool_name(self):
        packaging.register_packaged_python_server(self.server())
        api = FakeRegistry()
        api.register_tool(
            tool_types.ToolDefinition("ours", "Ours", "Another extension's tool.", {"type": "object"}, lambda *a: None)
        )
        for name in ("read", "bash", "ours"):
            with self.subTest(name=name), self.assertRaises(PackagedError) as caught:
                packaging.register_tool_facade(api, notes_facade(name=name))
            self.assertEqual(
                (caught.exception.code, caught.exception.data), ("MCPA_PACKAGED_FACADE_NAME", {"facade": name})
            )
        self.assertEqual([t.name for t in api.tools], ["ours"])
        self.assertEqual(packaging.facade_names(), frozenset(), "a refused facade is not registered")

    def test_a_refused_facade_registers_no_tool(self):
        api = FakeRegistry()
        with self.assertRaises(PackagedError) as caught:
            packaging.register_tool_facade(api, notes_facade())
        self.assertEqual(caught.exception.code, "MCPA_PACKAGED_FACADE_BEFORE_SERVER")
        self.assertEqual(api.tools, [])

    def test_a_host_without_effect_metadata_is_refused_before_registering(self):
        packaging.register_packaged_python_server(self.server())
        api = FakeRegistry()
        with (
            mock.patch.object(tool_types, "ToolDefinition", tool_types.LegacyToolDefinition),
            self.assertRaises(RuntimeError) as caught,
        ):
            packaging.register_tool_facade(api, notes_facade())
        self.assertIn("effect metadata", str(caught.exception))
        self.assertEqual((api.tools, packaging.facade_names()), ([], frozenset()))

    def test_a_facade_without_the_adapter_fails_clearly(self):
        packaging.register_packaged_python_server(self.server())
        api = FakeRegistry()
        packaging.register_tool_facade(api, notes_facade())
        self.assertIsNone(facade_module.current_bridge())
        with self.assertRaises(RuntimeError) as caught:
            asyncio.run(api.tool("notes").execute("c1", {"operation": "list"}, None, None, None))
        self.assertIn("travis234-mcp-adapter", str(caught.exception))


def load_shim():
    registry = FakeRegistry()
    load_module(SHIM).extension(registry)
    return registry


class ShimSide(unittest.TestCase):
    def setUp(self):
        patcher = mock.patch.object(packaging, "_REGISTRY", PackagedRegistry())
        patcher.start()
        self.addCleanup(patcher.stop)
        release_any_bridge()
        self.addCleanup(release_any_bridge)

    def test_the_shim_makes_the_package_importable(self):
        sys.path.remove(str(ROOT / "python"))
        try:
            load_shim()
            self.assertIn(str(ROOT / "python"), sys.path)
        finally:
            if str(ROOT / "python") not in sys.path:
                sys.path.insert(0, str(ROOT / "python"))

    def test_the_instance_that_last_started_a_session_owns_the_bridge(self):
        first, second = load_shim(), load_shim()
        ctx = FakeContext(str(ROOT))
        self.assertIsNone(facade_module.current_bridge())
        first.emit("session_start", {"reason": "startup"}, ctx)
        owner_first = facade_module.current_bridge()
        self.assertIsNotNone(owner_first)
        second.emit("session_start", {"reason": "new"}, ctx)
        owner_second = facade_module.current_bridge()
        self.assertIsNotNone(owner_second)
        self.assertIsNot(owner_second, owner_first)
        first.emit("session_shutdown", {"reason": "new"}, ctx)
        self.assertIs(facade_module.current_bridge(), owner_second, "a replaced session's shutdown keeps the new owner")
        second.emit("session_shutdown", {"reason": "quit"}, ctx)
        self.assertIsNone(facade_module.current_bridge())

    def test_the_hook_maps_the_marker_of_facades_too(self):
        root = exe_tree(self)
        packaging.register_packaged_python_server(PackagedPythonServer("demo", root, f"{root}/server.py"))
        registry = load_shim()
        packaging.register_tool_facade(registry, notes_facade())
        (hook,) = registry.handlers["tool_result"]
        marked = {"travis234Mcp": {"isError": True}}
        self.assertEqual(hook({"toolName": "notes", "details": marked}, None), {"isError": True})
        self.assertEqual(hook({"toolName": "mcp", "details": marked}, None), {"isError": True})
        self.assertIsNone(hook({"toolName": "other", "details": marked}, None))

    def test_initialize_carries_the_registry_and_the_interpreter(self):
        root = exe_tree(self)
        packaging.register_packaged_python_server(PackagedPythonServer("demo", root, f"{root}/server.py"))
        shim = load_module(SHIM)
        registry = FakeRegistry()
        shim.extension(registry)
        seen = []

        class Recorder:
            def __init__(self, contract, init):
                seen.append(init)
                raise sys.modules["travis234_mcp_shim.sidecar"].SidecarError("recorded")

        session = sys.modules["travis234_mcp_shim.session"]
        with mock.patch.object(session, "Sidecar", Recorder), self.assertRaises(RuntimeError):
            asyncio.run(registry.tool("mcp").execute("c1", {}, None, None, FakeContext(str(ROOT))))
        (init,) = seen
        self.assertEqual(init["pythonExecutable"], sys.executable)
        self.assertEqual(init["packaged"], packaging.sidecar_snapshot())
        self.assertEqual([s["name"] for s in init["packaged"]["servers"]], ["demo"])


@unittest.skipIf(NODE is None, "needs Node.js on PATH")
class RealSidecarPackaged(unittest.TestCase):
    """The shim and the packaged_ext extension in one fake host; the real sidecar runs the
    packaged Python fixture server with this interpreter."""

    def setUp(self):
        self.tmp = Path(tempfile.mkdtemp(prefix="packaging-fake-host-"))
        self.addCleanup(shutil.rmtree, self.tmp, True)
        self.events = self.tmp / "events.log"
        for d in ("agent", "home", "project"):
            (self.tmp / d).mkdir()
        env = {
            "TRAVIS234_CODING_AGENT_DIR": str(self.tmp / "agent"),
            "HOME": str(self.tmp / "home"),
            "PACKAGED_FIXTURE_EVENTS": str(self.events),
        }
        for patcher in (
            mock.patch.dict(os.environ, env),
            mock.patch.object(packaging, "_REGISTRY", PackagedRegistry()),
        ):
            patcher.start()
            self.addCleanup(patcher.stop)
        self.before = set(live_children())
        self.addCleanup(self.kill_leftovers)
        self.ctx = FakeContext(str(self.tmp / "project"))
        self.host = FakeRegistry()
        load_module(SHIM).extension(self.host)
        load_module(EXTENSION).extension(self.host)
        self.host.emit("session_start", {"reason": "startup"}, self.ctx)
        self.addCleanup(release_any_bridge)

    def kill_leftovers(self):
        for pid in set(live_children()) - self.before:
            os.kill(pid, 9)

    def call(self, tool: str, args) -> AgentToolResult:
        return asyncio.run(self.host.tool(tool).execute(f"call-{tool}", args, None, None, self.ctx))

    def lines(self) -> list[str]:
        return self.events.read_text().splitlines() if self.events.exists() else []

    def shutdown(self):
        self.host.emit("session_shutdown", {"reason": "quit"}, self.ctx)
        self.assertTrue(
            wait_until(lambda: set(live_children()) - self.before == set(), 5),
            "nothing the session started survives it",
        )

    def test_the_facade_and_mcp_share_one_server_process(self):
        facade = PACKAGED["facade"]["name"]
        server = PACKAGED["server"]["name"]
        self.assertEqual([t.name for t in self.host.tools], ["mcp", facade])

        echoed = self.call(facade, {"operation": "echo", "text": "hello"})
        self.assertIn("echo: hello [via facade]", echoed.content[0].text, "fixedArguments reach the remote tool")
        self.assertIs(echoed.details["travis234Mcp"]["isError"], False)

        info = json.loads(self.call(facade, {"operation": "info"}).content[0].text.split("\n")[1])
        self.assertEqual(info["executable"], sys.executable, "launched with the host's interpreter")
        self.assertEqual(info["argv"], PACKAGED["server"]["args"])
        self.assertEqual(info["label"], PACKAGED["server"]["env"]["PACKAGED_LABEL"])

        direct = self.call("mcp", {"server": server, "tool": "echo", "args": {"text": "through mcp"}})
        self.assertIn("echo: through mcp", direct.content[0].text)
        self.assertNotIn("[via facade]", direct.content[0].text)

        failed = self.call(facade, {"operation": "fail"})
        self.assertIs(failed.details["travis234Mcp"]["isError"], True)
        self.assertIn("packaged tool failed on purpose", failed.content[0].text)
        hook_out = self.host.emit(
            "tool_result", {"toolName": facade, "details": failed.details, "content": failed.content, "isError": False}
        )
        self.assertEqual(hook_out, [{"isError": True}])

        refused = self.call(facade, {"operation": "echo", "text": "x", "undeclaredFieldName": 1})
        self.assertIs(refused.details["travis234Mcp"]["isError"], True)
        self.assertNotIn("undeclaredFieldName", json.dumps([b.text for b in refused.content]))

        status = self.call("mcp", {})
        self.assertIn(f'"{server}"', status.content[0].text)
        starts = [line for line in self.lines() if line.startswith("start ")]
        self.assertEqual(len(starts), 1, "one server process serves the facade and mcp")
        self.assertEqual(
            [line for line in self.lines() if line.startswith("tools/call ")],
            ["tools/call echo", "tools/call info", "tools/call echo", "tools/call fail"],
        )
        self.assertEqual(len([c for p, c in live_children().items() if p not in self.before and "sidecar" in c]), 1)
        server_pid = int(starts[0].split()[1])
        self.shutdown()
        self.assertFalse(alive(server_pid))
        self.assertIn(f"stdin-eof {server_pid}", self.lines())

    def test_invalid_facade_arguments_connect_nothing(self):
        facade = PACKAGED["facade"]["name"]
        for args in (
            {"operation": "nope"},
            {"operation": "echo"},
            {"operation": "echo", "text": 5},
            {"text": "no operation"},
        ):
            with self.subTest(args=args):
                result = self.call(facade, args)
                self.assertIs(result.details["travis234Mcp"]["isError"], True)
                self.assertIn("MCPA_FACADE_ARGUMENTS", result.content[0].text)
        self.assertEqual(self.lines(), [], "validation happens before any connection")
        self.shutdown()


if __name__ == "__main__":
    unittest.main(verbosity=2)
