// Project trust through the real Travis234 host: a project directory that holds only `.mcp.json`
// (nothing the host gates itself, so the host calls it trusted) must not start that file's server
// until someone decides: `-a`, a saved decision in <agentDir>/trust.json (here for a parent), or
// the defaultProjectTrust "always" setting. The project's server is the fixture, whose events file
// is the marker: its first line is written the moment the process starts.
import { existsSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HostEnv, HostEnvOptions } from "../support/host.js";
import { hostArgs, requireHost, runHost, survivorsAfterExit } from "../support/host.js";
import { useHost } from "../support/host-run.js";
import { FIXTURE, ROOT } from "../support/paths.js";
import type { StaticTurn } from "./mock-llm.js";

const present = requireHost("the Travis234 project-trust runs");
const hosts = useHost();
const mcp = (args: object): StaticTurn => ({ tool: { arguments: args } });
const SCRIPT = [
  mcp({}),
  mcp({ server: "proj" }),
  mcp({ server: "proj", tool: "echo", args: { text: "from the project" } }),
  { text: "done" },
];

async function projectEnv(options: Partial<HostEnvOptions> = {}): Promise<{ env: HostEnv; marker: string }> {
  const env = await hosts.env({ script: SCRIPT, ...options });
  const marker = join(env.root, "project-server-started.log");
  const server = {
    command: process.execPath,
    args: ["--import", "tsx", FIXTURE, "stdio"],
    cwd: ROOT,
    env: { FIXTURE_EVENTS_FILE: marker },
  };
  writeFileSync(join(env.cwd, ".mcp.json"), `${JSON.stringify({ mcpServers: { proj: server } }, null, 2)}\n`);
  return { env, marker };
}

async function run(env: HostEnv, extra: readonly string[]): Promise<string[]> {
  const r = await runHost(env, hostArgs(env, [...extra, "--mode", "json", "use the project's server"]));
  expect(r.timedOut, r.stderr).toBe(false);
  expect(r.code, r.stderr).toBe(0);
  expect(r.stderr).not.toContain("Traceback");
  expect(env.mock.overruns).toBe(0);
  expect(await survivorsAfterExit(env)).toEqual([]);
  return env.mock.toolMessages().map((m) => m.text);
}

function expectTrusted(texts: readonly string[], marker: string): void {
  const [status, list, echo] = texts;
  expect(status).toMatch(/"proj": disconnected/);
  expect(status).not.toContain("ignored");
  expect(list).toContain('MCP tools on "proj"');
  expect(echo).toContain("\nfrom the project\n");
  expect(readFileSync(marker, "utf8")).toMatch(/^start \d+ /);
}

describe.skipIf(!present)("project files need an explicit trust decision (real host)", () => {
  let env: HostEnv | undefined;

  it("with no decision: {} explains how to trust, list and call name the ignored file that defines the server, nothing starts", async () => {
    const p = await projectEnv();
    env = p.env;
    const [status, list, call] = await run(env, []);
    expect(status).toContain("1 project configuration file ignored: nobody has decided to trust this project.");
    for (const how of ["/trust then /reload", "-a", "trust.json", '"defaultProjectTrust": "always"'])
      expect(status).toContain(how);
    expect(status).not.toContain('"proj"');
    // The project's server is named, with the file that defines it and why it does not count.
    for (const text of [list, call])
      expect(text).toContain(
        `MCPA_REQUEST_SERVER_UNTRUSTED: The server "proj" is defined in ${join(env.cwd, ".mcp.json")}, a project file, which does not count: nobody has decided to trust this project.`,
      );
    expect(existsSync(p.marker)).toBe(false);
  }, 60_000);

  it('a project cannot trust itself: its own settings.json saying "defaultProjectTrust": "always" starts nothing', async () => {
    const p = await projectEnv({ projectSettings: { defaultProjectTrust: "always" } });
    env = p.env;
    const [status, , call] = await run(env, []);
    expect(status).toContain("1 project configuration file ignored: the project is not trusted.");
    expect(call).toContain(
      `MCPA_REQUEST_SERVER_UNTRUSTED: The server "proj" is defined in ${join(env.cwd, ".mcp.json")}, a project file, which does not count: the project is not trusted.`,
    );
    expect(existsSync(p.marker)).toBe(false);
  }, 60_000);

  it("with -a the same project's server starts and serves the call", async () => {
    const p = await projectEnv();
    env = p.env;
    expectTrusted(await run(env, ["-a"]), p.marker);
  }, 60_000);

  it("with a saved decision for a parent directory in trust.json", async () => {
    const p = await projectEnv();
    env = p.env;
    // The host keys its store by resolved path.
    writeFileSync(join(env.agentDir, "trust.json"), `${JSON.stringify({ [realpathSync(env.root)]: true })}\n`);
    expectTrusted(await run(env, []), p.marker);
  }, 60_000);

  it('with the defaultProjectTrust "always" setting', async () => {
    const p = await projectEnv({ agentSettings: { defaultProjectTrust: "always" } });
    env = p.env;
    expectTrusted(await run(env, []), p.marker);
  }, 60_000);
});
