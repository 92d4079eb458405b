// `/mcp` for people, through the real Travis234 CLI over its RPC prompt path: status as the model sees
// it with where each server comes from, the check report, a connect of one named server (with its
// redacted stderr tail when it fails), tools and reconnect. Nothing connects a server the person did
// not name, the output is a transient custom message (never a model turn), and no process is left.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HostEnv } from "../support/host.js";
import { PLANTED, requireHost, survivorsAfterExit } from "../support/host.js";
import { useHost } from "../support/host-run.js";
import type { RpcEvent, RpcSession } from "../support/rpc-session.js";

const present = requireHost("the Travis234 /mcp command runs");
const hosts = useHost();
const OTHER_ADAPTER = join(import.meta.dirname, "other_adapter", "other_mcp_extension.py");

/** The text of the `/mcp` message a prompt produced. */
async function command(rpc: RpcSession, line: string): Promise<string> {
  const id = rpc.send("prompt", { text: line });
  const reply = await rpc.reply(id, 30_000);
  expect(reply?.result, JSON.stringify(reply)).toMatchObject({ stopReason: "stop" });
  const ends = rpc.frames().filter((f) => f.id === id && (f.event as RpcEvent | undefined)?.type === "message_end");
  const message = (
    ends.at(-1)?.event as { message?: { customType?: string; content?: string; role?: string } } | undefined
  )?.message;
  expect(message).toMatchObject({ role: "custom", customType: "mcp" });
  return message?.content ?? "";
}

describe.skipIf(!present)("/mcp inside travis234", () => {
  let env: HostEnv | undefined;

  it("status, check, connect, tools and reconnect for a person; only the named server connects", async () => {
    // No scripted model turn: a command never asks the model anything.
    env = await hosts.env({ script: [] });
    const file = join(env.agentDir, "mcp.json");
    const config = JSON.parse(readFileSync(file, "utf8")) as { mcpServers: Record<string, unknown> };
    // A server that dies at start, saying why on stderr with a secret it was given.
    config.mcpServers.broken = {
      command: "sh",
      args: ["-c", 'echo "fatal: token $API_TOKEN rejected" >&2; exit 3'],
      env: { API_TOKEN: "${E2E_PLANTED}" },
    };
    writeFileSync(file, JSON.stringify(config));
    const rpc = hosts.rpc(env);
    try {
      const status = await command(rpc, "/mcp");
      expect(status).toContain("MCP status: 2 configured servers (connects nothing).");
      expect(status).toContain('- "fixture": not started (starts on first use)');
      expect(status).toContain(`Where each server comes from:\n  fixture  from ${file} (global)`);
      expect(status).toContain("/mcp help lists the subcommands");
      expect(env.fixturePids()).toEqual([]);

      expect(await command(rpc, "/mcp check")).toContain(`Configuration sources (lowest precedence first):`);

      const connected = await command(rpc, "/mcp connect fixture");
      expect(connected).toMatch(
        /^Connected 1 server and listed their tools:\n {2}ok {6}fixture {2}\d+ tools in \d+ ms/,
      );
      expect(env.fixturePids()).toHaveLength(1);

      const failed = await command(rpc, "/mcp connect broken");
      expect(failed).toContain("FAILED  broken  MCPA_RUNTIME_CONNECT_FAILED");
      expect(failed).toContain("process exited (code 3)");
      expect(failed).toContain("    | fatal: token [redacted:E2E_PLANTED] rejected");
      expect(failed).not.toContain(PLANTED);

      const tools = await command(rpc, "/mcp tools fixture");
      expect(tools).toMatch(/\n- echo: /);
      expect(await command(rpc, "/mcp reconnect fixture")).toContain('Reconnected to "fixture"');
      expect(await command(rpc, "/mcp connect nope")).toContain(
        "No server named nope is configured here (servers: fixture, broken).",
      );
      expect(await command(rpc, "/mcp frobnicate")).toMatch(/^Unknown subcommand "frobnicate"\./);

      // A command is never a model turn: the scripted model was never asked.
      expect(env.mock.requests).toHaveLength(0);
    } finally {
      await rpc.close();
    }
    expect(await survivorsAfterExit(env)).toEqual([]);
  }, 90_000);

  it("with a second adapter loaded after this one, /mcp leads with the warning and its fix", async () => {
    env = await hosts.env({ script: [] });
    const rpc = hosts.rpc(env, ["--extension", OTHER_ADAPTER]);
    try {
      const status = await command(rpc, "/mcp");
      expect(status).toMatch(
        /^Warning: another extension \(.*other_mcp_extension\.py\) replaced this adapter's `mcp` tool\. Remove the other one: run `travis234 list`/,
      );
      expect(status).toContain("MCP status: 1 configured server");
    } finally {
      await rpc.close();
    }
    expect(await survivorsAfterExit(env)).toEqual([]);
  }, 90_000);
});
