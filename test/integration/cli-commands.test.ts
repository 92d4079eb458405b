// `travis234-mcp call` and `session` over the same runtime the host uses, and the child
// environment: the SDK's safe defaults plus the resolved `env`, nothing else of the parent's.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { runCommand } from "../../src/cli/main.js";
import { FIXTURE, ROOT } from "../support/paths.js";
import { tempDir } from "../support/temp.js";

function home(env: Record<string, string> = {}): string {
  const dir = tempDir("mcpa-cli-");
  mkdirSync(join(dir, ".config", "mcp"), { recursive: true });
  const config = {
    mcpServers: { fx: { command: process.execPath, args: ["--import", "tsx", FIXTURE, "stdio"], cwd: ROOT, env } },
  };
  writeFileSync(join(dir, ".config", "mcp", "mcp.json"), JSON.stringify(config));
  return dir;
}

async function cli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  stdin?: string,
): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await runCommand(argv, {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    env,
    cwd: ROOT,
    ...(stdin !== undefined ? { stdin: Readable.from([stdin]) } : {}),
  });
  return { code, out, err };
}

describe("travis234-mcp call and session", () => {
  it("call prints the model-visible text and exits 0, or 1 on an error result", async () => {
    const h = home();
    const env = { PATH: process.env.PATH ?? "", HOME: h };
    const ok = await cli(["call", '{"server":"fx","tool":"echo","args":{"text":"hello cli"}}', "--home", h], env);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain("hello cli");
    expect(ok.out).toMatch(/^\[mcp result [0-9A-Z]{4,}\]/);
    const bad = await cli(["call", '{"server":"fx","tool":"no_such_tool"}', "--home", h, "--json"], env);
    expect(bad.code).toBe(1);
    const parsed = JSON.parse(bad.out) as { isError: boolean; details: { travis234Mcp: { code: string } } };
    expect(parsed.isError).toBe(true);
    expect(parsed.details.travis234Mcp.code).toBe("MCPA_TOOL_UNKNOWN");
    const notJson = await cli(["call", "{server", "--home", h], env);
    expect(notJson.code).toBe(2);
    expect(notJson.err).toContain("MCPA_CLI_USAGE");
  }, 30_000);

  it("call writes no raw control character to the terminal: ESC, NUL, BEL, DEL and C1 arrive escaped", async () => {
    const h = home();
    const env = { PATH: process.env.PATH ?? "", HOME: h };
    const text = "red \u001b[31mALERT\u001b[0m\u0007 nul\u0000 del\u007f csi\u009b2J\ttab\nline";
    const r = await cli(["call", JSON.stringify({ server: "fx", tool: "echo", args: { text } }), "--home", h], env);
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(r.out).toContain("red \\u001b[31mALERT\\u001b[0m\\u0007 nul\\u0000 del\\u007f csi\\u009b2J\ttab\nline");
  }, 30_000);

  it("session keeps one connection across lines and answers one JSON line per request", async () => {
    const h = home();
    const events = join(h, "events.log");
    writeFileSync(
      join(h, ".config", "mcp", "mcp.json"),
      JSON.stringify({
        mcpServers: {
          fx: {
            command: process.execPath,
            args: ["--import", "tsx", FIXTURE, "stdio"],
            cwd: ROOT,
            env: { FIXTURE_EVENTS_FILE: events },
          },
        },
      }),
    );
    const lines = [
      '{"server":"fx","tool":"echo","args":{"text":"one"}}',
      "not json",
      "{}",
      '{"server":"fx","tool":"echo","args":{"text":"two"}}',
    ].join("\n");
    const r = await cli(["session", "--home", h], { PATH: process.env.PATH ?? "", HOME: h }, `${lines}\n`);
    expect(r.code).toBe(0);
    const results = r.out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { isError: boolean; content: { text: string }[] });
    expect(results).toHaveLength(4);
    expect(results[0]?.content[0]?.text).toContain("one");
    expect(results[1]?.isError).toBe(true);
    expect(results[2]?.content[0]?.text).toContain("connected");
    expect(results[3]?.content[0]?.text).toContain("two");
    const starts = readFileSync(events, "utf8")
      .split("\n")
      .filter((l) => l.startsWith("start "));
    expect(starts).toHaveLength(1);
  }, 30_000);

  it("gives the child only the safe defaults and its resolved env, never other parent variables", async () => {
    const h = home({ API_TOKEN: "${CLI_PLANTED}" });
    const env = {
      PATH: process.env.PATH ?? "",
      HOME: h,
      CLI_PLANTED: "cli-planted-secret-value",
      PARENT_ONLY: "parent-only-value",
    };
    const configured = await cli(
      ["call", '{"server":"fx","tool":"env_presence","args":{"name":"API_TOKEN"}}', "--home", h],
      env,
    );
    expect(configured.out).toContain("present");
    const inherited = await cli(
      ["call", '{"server":"fx","tool":"env_presence","args":{"name":"PARENT_ONLY"}}', "--home", h],
      env,
    );
    expect(inherited.out).toContain("absent");
    const referenced = await cli(
      ["call", '{"server":"fx","tool":"env_presence","args":{"name":"CLI_PLANTED"}}', "--home", h],
      env,
    );
    expect(referenced.out).toContain("absent");
    for (const r of [configured, inherited, referenced])
      expect(`${r.out}${r.err}`).not.toContain("cli-planted-secret-value");
  }, 30_000);

  it("status, call and session see packaged servers and facades from --packaged, set up as the sidecar sets them up", async () => {
    const h = home();
    const env = { PATH: process.env.PATH ?? "", HOME: h };
    const root = join(ROOT, "test", "fixtures", "server");
    const events = join(h, "packaged-events.log");
    const packaged = join(h, "packaged.json");
    const server = {
      kind: "node",
      name: "pk",
      packageRoot: root,
      entryPoint: join(root, "raw-catalog-server.mjs"),
      env: { RAW_EVENTS_FILE: events },
    };
    const facade = {
      name: "memo_tool",
      server: "pk",
      label: "Memo",
      description: "Reads the memo link.",
      effects: ["read"],
      operations: [{ name: "link", tool: "link", description: "The memo link.", fields: {} }],
    };
    writeFileSync(packaged, JSON.stringify({ servers: [server], facades: [facade] }));

    const status = await cli(["status", "--home", h, "--packaged", packaged], env);
    expect(status.code, status.err).toBe(0);
    expect(status.out).toMatch(/^- "pk": disconnected; /m);
    expect(status.out).toMatch(/^- "fx": /m);
    const listed = await cli(["call", '{"server":"pk"}', "--home", h, "--packaged", packaged], env);
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toContain('MCP tools on "pk" (5):');
    const viaFacade = await cli(
      ["call", '{"operation":"link"}', "--tool", "memo_tool", "--home", h, "--packaged", packaged],
      env,
    );
    expect(viaFacade.code, viaFacade.err).toBe(0);
    expect(viaFacade.out).toContain("see the memo");
    const session = await cli(["session", "--home", h, "--packaged", packaged], env, '{"server":"pk","tool":"link"}\n');
    expect(session.code).toBe(0);
    expect(session.out).toContain("see the memo");
    expect(readFileSync(events, "utf8").match(/^tools\/call link$/gm)).toHaveLength(2);

    // Without the file the packaged server is not there; a descriptor the registry refuses is a usage error with its code.
    expect((await cli(["status", "--home", h], env)).out).not.toContain('"pk"');
    writeFileSync(packaged, JSON.stringify({ servers: [{ ...server, entryPoint: "relative.mjs" }] }));
    const refused = await cli(["status", "--home", h, "--packaged", packaged], env);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/^MCPA_PACKAGED_NOT_ABSOLUTE: /);
    writeFileSync(packaged, JSON.stringify({ servers: [server], extra: true }));
    const unknown = await cli(["status", "--home", h, "--packaged", packaged], env);
    expect([unknown.code, unknown.err.split(":")[0]]).toEqual([2, "MCPA_CLI_USAGE"]);
  }, 30_000);
});
