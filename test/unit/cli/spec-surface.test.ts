// spec/cli.yaml is the command line: every command it names is dispatched by main, each --help page
// is the spec's, an unknown flag on any command exits 2 naming that command's flags (and the closest),
// and a flag added to the spec without a handler that reads it fails here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import type { CliSpec } from "../../../codegen/emit-cli.js";
import { parseYaml } from "../../../codegen/load-spec.js";
import { CLI_PAGES } from "../../../src/cli/generated.js";
import { HANDLERS, runCommand } from "../../../src/cli/main.js";
import { tempDir } from "../../support/temp.js";

const ROOT = join(import.meta.dirname, "../../..");
const SPEC = parseYaml(readFileSync(join(ROOT, "spec/cli.yaml"), "utf8"), "spec/cli.yaml") as CliSpec;
const COMMANDS = Object.keys(SPEC.commands);
const home = tempDir("mcpa-cli-spec-");

async function cli(argv: string[], stdin: string[] = []): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  // Input stays open until the command has answered (as a host's pipe does), then ends: a line and
  // the end of input at once would race the answer against the shutdown that the end starts.
  const input = new PassThrough();
  for (const line of stdin) input.write(line);
  if (stdin.length === 0) input.end();
  const answered = (): void => void (stdin.length > 0 && !input.writableEnded && input.end());
  const code = await runCommand(argv, {
    stdout: (t) => {
      out += t;
      answered();
    },
    stderr: (t) => {
      err += t;
    },
    env: { HOME: home, PATH: process.env.PATH ?? "" },
    cwd: home,
    stdin: input,
  });
  return { code, out, err };
}

/** The fewest positional arguments a command needs, in a form that does nothing harmful. */
const requiredArgs = (command: string): string[] =>
  (SPEC.commands[command]?.arguments ?? []).filter((a) => !a.optional).map(() => "{}");

describe("spec/cli.yaml drives the command line", () => {
  it("has a handler in main for exactly the commands of the spec", () => {
    expect(Object.keys(HANDLERS).sort()).toEqual([...COMMANDS].sort());
  });

  it.each(COMMANDS)("%s: main's handler reads exactly the spec's flags", (command) => {
    expect([...HANDLERS[command as keyof typeof HANDLERS].flags].sort()).toEqual(
      [...(SPEC.commands[command]?.flags ?? [])].sort(),
    );
  });

  // A real run of each command, cheap arguments: none may come back as a usage error.
  const runs: Record<string, string[]> = {
    check: ["check", "--home", home, "--agent-dir", join(home, "agent")],
    status: ["status", "--home", home, "--agent-dir", join(home, "agent")],
    call: ["call", "{}", "--home", home, "--agent-dir", join(home, "agent")],
    session: ["session", "--home", home, "--agent-dir", join(home, "agent")],
    search: ["search", "issue", "--home", home, "--agent-dir", join(home, "agent")],
    cache: ["cache", "list", "--home", home, "--agent-dir", join(home, "agent")],
    accept: ["accept", "nope", "--home", home, "--agent-dir", join(home, "agent")],
    sidecar: ["sidecar"],
    demo: ["demo"],
    import: ["import", join(home, "no-such-file.json")],
    add: ["add", "x", "--home", home, "--agent-dir", join(home, "agent"), "--", "node", "server.js"],
    "add-json": [
      "add-json",
      "y",
      '{"url": "http://127.0.0.1:9/mcp"}',
      "--home",
      home,
      "--agent-dir",
      join(home, "agent"),
    ],
    get: ["get", "x", "--home", home, "--agent-dir", join(home, "agent")],
    remove: ["remove", "nothing", "--home", home, "--agent-dir", join(home, "agent")],
    help: ["help"],
    version: ["version"],
  };
  it("knows how to run every command of the spec", () => {
    expect(Object.keys(runs).sort()).toEqual([...COMMANDS].sort());
  });
  // What session and sidecar read: one request each, so that each answers something.
  const input: Record<string, string[]> = {
    session: ["{}\n"],
    sidecar: ['{"jsonrpc":"2.0","id":1,"method":"status"}\n'],
  };
  it.each(COMMANDS)(
    "%s is dispatched by main (no usage error)",
    async (command) => {
      const r = await cli(runs[command] as string[], input[command]);
      expect(r.err).not.toContain("MCPA_CLI_USAGE");
      expect(r.code).not.toBe(2);
      expect(`${r.out}${r.err}`).not.toBe("");
    },
    60_000,
  );

  it.each(COMMANDS)(
    "%s --help is the spec's page: usage, summary, arguments, flags, example, exit codes",
    async (command) => {
      const c = SPEC.commands[command];
      if (c === undefined) throw new Error(command);
      const r = await cli([command, "--help"]);
      expect(r).toEqual({ code: 0, out: CLI_PAGES[command as keyof typeof CLI_PAGES], err: "" });
      const flat = r.out.replace(/\s+/g, " ");
      expect(r.out.startsWith(`Usage: ${SPEC.binary} ${c.usage}\n\n`)).toBe(true);
      expect(flat).toContain(c.summary);
      for (const a of c.arguments ?? [])
        expect(flat).toContain(`${a.name} ${a.optional ? "(optional) " : ""}${a.description}`);
      for (const f of c.flags) {
        const flag = SPEC.flags[f];
        expect(flat).toContain(`--${f}${flag?.value ? ` ${flag.value}` : ""} ${flag?.description}`);
      }
      const others = Object.keys(SPEC.flags).filter((f) => !c.flags.includes(f) && !SPEC.flags[f]?.everywhere);
      for (const f of others) expect(r.out).not.toMatch(new RegExp(`^  --${f}\\b`, "m"));
      if (c.example !== undefined) expect(r.out).toContain(`Example:\n  ${c.example}\n`);
      for (const e of SPEC.exitCodes) expect(r.out).toContain(`  ${e.code}  ${e.meaning}\n`);
    },
  );

  it.each(COMMANDS)("%s --zzz exits 2 and lists the command's valid flags", async (command) => {
    const r = await cli([command, ...requiredArgs(command), "--zzz"]);
    expect(r.code).toBe(2);
    expect(r.out).toBe("");
    const flags = SPEC.commands[command]?.flags ?? [];
    const list =
      flags.length === 0
        ? `${command} takes no options`
        : `the options of ${command}: ${flags.map((f) => `--${f}`).join(", ")}`;
    expect(r.err).toBe(
      `MCPA_CLI_USAGE: unknown option --zzz (${list})\nRun \`travis234-mcp help\` for the commands and flags.\n`,
    );
  });

  it.each([
    { argv: ["status", "--jsn"], suggestion: "--json" },
    { argv: ["check", "--conect"], suggestion: "--connect" },
    { argv: ["import", "--form", "vscode"], suggestion: "--from" },
    { argv: ["call", "{}", "--ofline"], suggestion: "--offline" },
  ])("$argv suggests $suggestion", async ({ argv, suggestion }) => {
    const r = await cli(argv);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`; did you mean ${suggestion}?)`);
  });

  it("a flag another command takes is still unknown here, and is not suggested where nothing is close", async () => {
    const r = await cli(["status", "--from", "vscode"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      "unknown option --from (the options of status: --cwd, --home, --agent-dir, --trusted, --offline, --json, --packaged)\n",
    );
  });

  it("a missing required argument names it from the spec", async () => {
    const r = await cli(["call"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain("MCPA_CLI_USAGE: call needs '<json>'\n");
  });
});
