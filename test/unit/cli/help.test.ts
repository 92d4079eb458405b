// The command line's surface: --version, per-command help (call and session with the request
// grammar and an example), unknown options named in our words with the command's own options,
// the documented exit codes, and a schemaVersion in every --json output.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../../../generated/proxy.js";
import { CLI_JSON_SCHEMA_VERSION } from "../../../src/cli/help.js";
import { runCommand } from "../../../src/cli/main.js";
import { tempDir } from "../../support/temp.js";

const ROOT = join(import.meta.dirname, "../../..");
const VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
const home = tempDir("mcpa-help-");

async function cli(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await runCommand(argv, {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    env: { HOME: home },
    cwd: home,
  });
  return { code, out, err };
}

describe("travis234-mcp's command line surface", () => {
  it.each([["--version"], ["-V"], ["version"], ["status", "--version"]])(
    "%s prints the package version and exits 0",
    async (...argv) => {
      expect(await cli(argv)).toEqual({ code: 0, out: `travis234-mcp ${VERSION}\n`, err: "" });
    },
  );

  it.each(["call", "session"])(
    "%s --help shows the request grammar, one example per operation, and a command line example",
    async (command) => {
      const r = await cli([command, "--help"]);
      expect(r.code).toBe(0);
      expect(r.err).toBe("");
      expect(r.out.startsWith(`Usage: travis234-mcp ${command}`)).toBe(true);
      for (const op of OPERATIONS)
        expect(r.out).toContain(`  ${op.id.padEnd(16)}${"serverless" in op ? '{"search"' : '{"server":"docs"'}`);
      expect(r.out).toMatch(new RegExp(`Example:\\n  .*travis234-mcp ${command}`));
      expect(r.out).toContain("Exit codes:\n  0  success\n  1  ");
      expect(r.out).toContain("\n  2  a usage error");
    },
  );

  it.each(["check", "status", "demo", "sidecar"])("%s --help is that command's page", async (command) => {
    const r = await cli([command, "--help"]);
    expect(r.code).toBe(0);
    expect(r.out.startsWith(`Usage: travis234-mcp ${command}`)).toBe(true);
    expect(r.out).not.toContain("Commands:");
    expect(r.out).not.toContain('{"server":"docs","search"');
  });

  it("help lists every command, the flags and the exit codes", async () => {
    const r = await cli(["help"]);
    expect(r.code).toBe(0);
    for (const c of ["check", "status", "call", "session", "sidecar", "demo", "help", "version"])
      expect(r.out).toContain(`\n  ${c}`);
    expect(r.out).toContain("-V, --version");
    expect(r.out).toContain("Exit codes:");
  });

  it.each([
    {
      argv: ["status", "--bogus"],
      problem:
        "unknown option --bogus (the options of status: --cwd, --home, --agent-dir, --trusted, --offline, --json, --packaged)",
    },
    { argv: ["demo", "--json"], problem: "unknown option --json (demo takes no options)" },
    {
      argv: ["session", "--json"],
      problem:
        "unknown option --json (the options of session: --cwd, --home, --agent-dir, --trusted, --offline, --packaged)",
    },
    { argv: ["--nope"], problem: "unknown option --nope (see `travis234-mcp help`)" },
    { argv: ["frobnicate"], problem: "unknown command: frobnicate" },
  ])("$argv: exit 2 and one clean usage message", async ({ argv, problem }) => {
    const r = await cli(argv);
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    expect(r.err).toBe(`MCPA_CLI_USAGE: ${problem}\nRun \`travis234-mcp help\` for the commands and flags.\n`);
  });

  it.each([
    ["check", "--json"],
    ["status", "--json"],
    ["call", "{}", "--json"],
    ["call", '{"server":"nope"}', "--json"],
  ])("%s %s carries schemaVersion", async (...argv) => {
    const r = await cli([...argv, "--home", home, "--agent-dir", join(home, "agent")]);
    expect([0, 1]).toContain(r.code);
    expect((JSON.parse(r.out) as { schemaVersion?: unknown }).schemaVersion).toBe(CLI_JSON_SCHEMA_VERSION);
  });
});
