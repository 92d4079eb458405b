// The first minute, through the real Travis234 CLI (json mode, scripted model): with no
// configuration, `{}` names the files the adapter reads and one valid entry; with a global file
// that does not parse, a call to a server names that file and the position, and the status suggests
// the CLI command the install puts on PATH, with no path of this machine; with a server
// defined only in an untrusted project file, the call names that file and why it does not count.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HostEnv } from "../support/host.js";
import { hostArgs, requireHost, runHost, survivorsAfterExit } from "../support/host.js";
import { useHost } from "../support/host-run.js";

const present = requireHost("the Travis234 first-minute runs");
const hosts = useHost();

async function run(env: HostEnv): Promise<string[]> {
  const r = await runHost(env, hostArgs(env, ["--mode", "json", "set up mcp"]));
  expect(r.timedOut, r.stderr).toBe(false);
  expect(r.code, r.stderr).toBe(0);
  expect(await survivorsAfterExit(env)).toEqual([]);
  return env.mock.toolMessages().map((m) => m.text);
}

describe.skipIf(!present)("travis234 in a user's first minute with the mcp tool", () => {
  let env: HostEnv | undefined;

  it("no configuration: status names the files it reads and one minimal valid entry", async () => {
    env = await hosts.env({ script: [{ tool: { arguments: {} } }, { text: "done" }] });
    rmSync(join(env.agentDir, "mcp.json"));
    const [status] = await run(env);
    expect(status).toContain("No MCP servers are configured.\nThe adapter reads these files, in this order");
    for (const file of [
      join(env.home, ".config/mcp/mcp.json"),
      join(env.agentDir, "mcp.json"),
      join(env.cwd, ".mcp.json"),
      join(env.cwd, ".travis234/mcp.json"),
    ]) {
      expect(status).toContain(`\n- ${file}: `);
    }
    expect(status).toContain(
      `To add a server, write this to ${join(env.agentDir, "mcp.json")}, then run /reload in Travis234: {"mcpServers": {"everything": `,
    );
  }, 60_000);

  it("a global file that does not parse: the call names the file and position, and the suggested check is the command the install puts on PATH", async () => {
    env = await hosts.env({
      script: [{ tool: { arguments: {} } }, { tool: { arguments: { server: "fixture" } } }, { text: "done" }],
    });
    const file = join(env.agentDir, "mcp.json");
    // A missing comma (a trailing one loads, with a notice).
    writeFileSync(file, '{"mcpServers": {"fixture": {"command": "node" "args": []}}}\n');
    const [status, call] = await run(env);
    expect(call).toMatch(
      new RegExp(
        `^MCPA_REQUEST_SERVER_CONFIG_FAILED: No server named "fixture" is usable: the configuration file ${file.replace(/[.]/g, "\\.")} failed to load \\(MCPA_CONFIG_JSON_SYNTAX at 1:\\d+\\)`,
      ),
    );
    expect(call).not.toContain("Configured servers: (none)");
    expect(status).toContain("For positions and fixes, a person runs `/mcp check` in Travis234");
    // The model's text names the command the README's install puts on PATH (its run is
    // test/e2e/host-readme-install.test.ts), never this machine's node and script paths.
    const suggested = /, or `([^`]+)` in a shell\./.exec(status ?? "")?.[1];
    expect(suggested, status).toBe("travis234-mcp check");
    expect(status).not.toContain(process.execPath);
    expect(status).not.toContain("bin/travis234-mcp.js");
  }, 90_000);

  it("a server defined only in an untrusted project file: the call names the file and why it does not count", async () => {
    env = await hosts.env({ script: [{ tool: { arguments: { server: "local" } } }, { text: "done" }] });
    writeFileSync(join(env.cwd, ".mcp.json"), JSON.stringify({ mcpServers: { local: { command: "node" } } }));
    const [call] = await run(env);
    expect(call).toContain(
      `MCPA_REQUEST_SERVER_UNTRUSTED: The server "local" is defined in ${join(env.cwd, ".mcp.json")}, a project file, which does not count: `,
    );
    expect(call).not.toContain("Configured servers: (none)");
  }, 60_000);
});
