// A trailing comma or a comment in an mcp.json (what VS Code's own mcp.json allows) loads the file's
// servers, and `check` and the `{}` status (which /mcp shows) warn with the file, line:col and that
// other clients reading the same file may refuse it. Any other syntax error still fails the file.
import { mkdirSync, realpathSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand } from "../../../src/cli/main.js";
import { tempDir } from "../../support/temp.js";

function world(content: string) {
  const root = realpathSync(tempDir("cli-lenient-"));
  const home = join(root, "home");
  const cwd = join(root, "project");
  const file = join(home, ".travis234", "agent", "mcp.json");
  mkdirSync(join(home, ".travis234", "agent"), { recursive: true });
  mkdirSync(cwd);
  writeFileSync(file, content);
  return { home, cwd, file };
}

async function cli(w: ReturnType<typeof world>, args: string[]) {
  const out: string[] = [];
  const code = await runCommand(["--home", w.home, "--cwd", w.cwd, ...args], {
    stdout: (t) => out.push(t),
    stderr: (t) => out.push(t),
    env: { HOME: w.home },
    cwd: w.cwd,
  });
  return { code, out: out.join("") };
}

const WARNING = "this adapter accepts it, but other clients that read the same file may refuse it";

describe("comments and trailing commas", () => {
  const TRAILING = '{\n  "mcpServers": {\n    "a": { "command": "a-server" }, // the demo\n  },\n}\n';

  it("check: the server loads, one notice per kind with file and line:col, no problem", async () => {
    const w = world(TRAILING);
    const r = await cli(w, ["check"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Servers (1 usable, 0 off, 0 disabled):\n  a  stdio");
    expect(r.out).toContain(`  ${w.file}:3:37  MCPA_CONFIG_JSON_LENIENT\n    Notice: the file holds a comment`);
    expect(r.out).toContain(`  ${w.file}:3:35  MCPA_CONFIG_JSON_LENIENT\n    Notice: the file holds 2 trailing commas`);
    expect(r.out).toContain(WARNING);
    expect(r.out).toContain("No problems found.");
  });

  it("status ({}, what /mcp shows): the server is there and the notice names file:line:col", async () => {
    const w = world(TRAILING);
    const r = await cli(w, ["status"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('- "a": ');
    expect(r.out).toContain(
      `- notice MCPA_CONFIG_JSON_LENIENT at ${w.file}:3:35: Notice: the file holds 2 trailing commas`,
    );
    expect(r.out).toContain(WARNING);
  });

  it("any other syntax error is still an error with its position, and disables the file", async () => {
    const w = world('{\n  "mcpServers": {\n    "a": { "command": "a-server" } }\n    "b": {}\n}\n');
    const r = await cli(w, ["check"]);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      `  ${w.file}:4:5  MCPA_CONFIG_JSON_SYNTAX\n    The file is not valid JSON (CommaExpected).`,
    );
  });
});
