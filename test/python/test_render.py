"""Unit tests of python/travis234_mcp_shim/render.py and the completions of command.py, against the
stub Travis234 host (fake_host/), stdlib only:

    python3 test/python/test_render.py        (from the repository root)
"""

from __future__ import annotations

import sys
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE / "fake_host"))
sys.path.insert(0, str(ROOT / "python"))

from travis.agent.types import AgentToolResult  # noqa: E402 - the stub, found through the path set above.
from travis.ai.types import ImageContent, TextContent  # noqa: E402
from travis234_mcp_packaging.contract import limit  # noqa: E402
from travis234_mcp_shim import command, render  # noqa: E402
from travis234_mcp_shim.sidecar import error_summary  # noqa: E402


class CallLine(unittest.TestCase):
    def test_names_server_tool_and_every_argument(self):
        long_path = "/home/p/" + "nested/" * 20 + "README.md"
        cases = [
            ({}, "mcp status"),
            ({"server": "fs"}, "mcp fs"),
            ({"server": "fs", "describe": "read"}, "mcp fs describe=read"),
            ({"server": "fs", "tool": "read", "args": {"n": 3, "flag": True}}, "mcp fs read n=3 flag=true"),
            ({"server": "fs", "operation": "prompts.get", "prompt": "review"}, "mcp fs prompts.get prompt=review"),
            ({"server": "fs", "tool": "w", "args": {"text": "two words"}}, 'mcp fs w text="two words"'),
            ({"server": "a\x1b[31mb", "tool": "t"}, "mcp a [31mb t"),
        ]
        for args, want in cases:
            with self.subTest(args=args):
                self.assertEqual(render.call_line("mcp", args), want)
        line = render.call_line("mcp", {"server": "fs", "tool": "read", "args": {"path": long_path}})
        value = line.split("path=", 1)[1]
        self.assertEqual(len(value), render.VALUE_MAX_CHARS)
        self.assertTrue(value.startswith("/home/p/nested/") and value.endswith("nested/README.md"), value)
        self.assertIn("\u2026", value)

    def test_progress_follows_the_call(self):
        self.assertEqual(
            render.call_line("mcp", {"server": "s", "tool": "t"}, "progress 2/6"), "mcp s t  [progress 2/6]"
        )


class ResultText(unittest.TestCase):
    def test_label_lines_are_dropped_and_server_text_kept_as_written(self):
        labelled = "\n".join(
            [
                "Tool t of s:",
                "[mcp text Q7RT server=s]",
                "# Title *.ext",
                "[mcp text ABCD]",  # written by the server inside the label: its text, kept
                "[/mcp ABCD]",
                "[/mcp Q7RT]",
                "2 more lines",
            ]
        )
        shown = render.result_text(AgentToolResult(content=[TextContent(text=labelled)]), False, True)
        self.assertEqual(shown, "Tool t of s:\n# Title *.ext\n[mcp text ABCD]\n[/mcp ABCD]\n2 more lines")

    def test_errors_images_and_collapsing(self):
        error = render.result_text(AgentToolResult(content=[TextContent(text="MCPA_X: broke\nFix: y")]), True, False)
        self.assertEqual(error, "error: MCPA_X: broke\nFix: y")
        image = AgentToolResult(content=[ImageContent(data="A" * 400, mime_type="image/png")])
        self.assertEqual(render.result_text(image, False, False), "[image image/png, 300 bytes]")
        many = AgentToolResult(content=[TextContent(text="\n".join(str(i) for i in range(25)))])
        collapsed = render.result_text(many, False, False).split("\n")
        self.assertEqual(collapsed[-1], "... (15 more lines, to expand)")
        self.assertEqual(len(render.result_text(many, False, True).split("\n")), 25)

    def test_a_result_is_a_plain_component_when_the_host_has_one(self):
        _, render_result = render.hooks("mcp", render.Progress())
        value = render_result(AgentToolResult(content=[TextContent(text="# x")]), {"expanded": False}, {})
        self.assertIn(getattr(value, "text", value), ("# x",))


class SidecarErrors(unittest.TestCase):
    def test_a_message_is_kept_up_to_host_sidecar_error_chars(self):
        bound = limit("host.sidecarErrorChars")
        self.assertEqual(error_summary({"code": -32603, "message": "m" * bound}), "-32603: " + "m" * bound)
        self.assertEqual(error_summary({"code": -32603, "message": "m" * (bound + 1)}), "-32603: " + "m" * bound)
        self.assertEqual(error_summary({"code": -32600}), "-32600: ")


class Completions(unittest.TestCase):
    def test_subcommands_then_servers_then_known_names(self):
        person = command.PersonCommand(None, None, "mcp")
        person.server_names = ["fixture", "files"]
        person.prompt_names = {"fixture": ["review", "many"]}
        person.tool_names = {"files": ["read"]}
        values = lambda prefix: [c["value"] for c in person.complete(prefix)]  # noqa: E731
        self.assertEqual(values("d"), ["describe ", "disable "])
        self.assertEqual(values("disable f"), ["disable fixture", "disable files"])
        self.assertEqual(values("prompt fi"), ["prompt fixture ", "prompt files "])
        self.assertEqual(values("prompt fixture r"), ["prompt fixture review"])
        self.assertEqual(values("describe files "), ["describe files read"])
        self.assertEqual(values("prompt files "), [])  # its list is not known: nothing connects for it
        self.assertEqual(values("check x"), [])

    def test_an_inactive_tool_is_said_at_once(self):
        class Host:
            def get_active_tools(self):
                return ["read"]

        self.assertFalse(command.tool_active(Host(), "mcp"))
        self.assertTrue(command.tool_active(object(), "mcp"))  # a host that cannot say: as before


if __name__ == "__main__":
    unittest.main()
