// `/mcp` never misleads a person, through the real Travis234 CLI over its RPC prompt path: a
// session without --mcp says so and starts nothing; a server of an untrusted project file is
// explained with the step to trust; check reads the files as they are now; unknown subcommands and
// missing names say so without the whole usage; a failed server's stderr line stays in status;
// describe, prompts, resources, disable/enable (refused to the model with the reason) and prompt
// (sent as the person's message). Every test counts the processes left after the host exits.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { requireHost, survivorsAfterExit } from "../support/host.js";
import { useHost } from "../support/host-run.js";
import type { RpcEvent } from "../support/rpc-session.js";
import { RpcSession } from "../support/rpc-session.js";
import type { StaticTurn } from "./mock-llm.js";

const present = requireHost("the Travis234 /mcp command runs");
const hosts = useHost();
const mcp = (args: object): StaticTurn => ({ tool: { arguments: args } });

/** The text of the `/mcp` message a prompt produced (the last custom message of that prompt). */
async function command(rpc: RpcSession, line: string): Promise<string> {
  expect(await rpc.idle(5_000)).toBe(true);
  const id = rpc.send("prompt", { text: line });
  const reply = await rpc.reply(id, 30_000);
  expect(reply?.result, JSON.stringify(reply)).toMatchObject({ stopReason: "stop" });
  const ends = rpc.frames().filter((f) => {
    const m = (f.event as { type?: string; message?: { role?: string } } | undefined) ?? {};
    return f.id === id && m.type === "message_end" && m.message?.role === "custom";
  });
  const message = (ends.at(-1)?.event as { message?: { customType?: string; content?: string } } | undefined)?.message;
  expect(message).toMatchObject({ customType: "mcp" });
  return message?.content ?? "";
}

describe.skipIf(!present)("/mcp for a person inside travis234", () => {
  it("without --mcp: says the tool is not active and how to turn it on, and starts no sidecar", async () => {
    const env = await hosts.env({ script: [] });
    const rpc = new RpcSession(env, [], 60_000, { mcp: false });
    try {
      for (const line of ["/mcp", "/mcp connect fixture"]) {
        const text = await command(rpc, line);
        expect(text).toMatch(/^The `mcp` tool is not active in this session/);
        expect(text).toContain("start travis234 with --mcp");
      }
      env.scan();
      expect(env.sidecarPids()).toEqual([]);
      expect(env.fixturePids()).toEqual([]);
    } finally {
      await rpc.close();
    }
    expect(await survivorsAfterExit(env)).toEqual([]);
  }, 90_000);

  it("explains a server of an untrusted project file, checks the files as they are now, and errors briefly", async () => {
    // A project settings file makes the project one the host asks about; nobody has decided.
    const env = await hosts.env({ script: [], projectSettings: {} });
    const project = join(env.cwd, ".mcp.json");
    writeFileSync(project, JSON.stringify({ mcpServers: { projdemo: { command: "node", args: ["x.js"] } } }));
    const rpc = hosts.rpc(env);
    try {
      const status = await command(rpc, "/mcp");
      expect(status).toContain('- "fixture": not started (starts on first use); transport=stdio');
      expect(status.match(/not trusted|decided to trust/g) ?? []).toHaveLength(1);
      expect(status).not.toContain("Usage:");

      const refused = await command(rpc, "/mcp connect projdemo");
      expect(refused).toContain(`The server "projdemo" is defined in ${project}, a project file, which does not count`);
      expect(refused).toContain("/trust then /reload");

      expect(await command(rpc, "/mcp status")).toBe(
        'Unknown subcommand "status". /mcp alone shows the status; /mcp help lists the subcommands.',
      );
      expect(await command(rpc, "/mcp list")).toMatch(/^Unknown subcommand "list"\./);
      expect(await command(rpc, "/mcp tools")).toBe(
        "/mcp tools needs a server name: /mcp tools NAME (servers: fixture).",
      );
      expect(await command(rpc, "/mcp connect nope")).toBe(
        "No server named nope is configured here (servers: fixture).",
      );
      expect(await command(rpc, "/mcp help")).toMatch(/^Usage:\n {2}\/mcp /);

      expect(await command(rpc, "/mcp check")).toContain("This session runs with this configuration.");
      // On disk, one more server and a broken project... the global file changes under the session.
      const file = join(env.agentDir, "mcp.json");
      const config = JSON.parse(readFileSync(file, "utf8")) as { mcpServers: Record<string, unknown> };
      config.mcpServers.added = { command: "node", args: ["added.js"] };
      writeFileSync(file, JSON.stringify(config));
      const changed = await command(rpc, "/mcp check");
      expect(changed).toMatch(
        /^The files on disk differ from the configuration this session loaded at its start:\n {2}server added: added\n/,
      );
      expect(changed).toContain("run /reload to apply the files as they are now");
      writeFileSync(file, `${JSON.stringify(config).slice(0, -1)}`);
      expect(await command(rpc, "/mcp check")).toMatch(/server fixture: no longer usable[\s\S]*1 new problem/);
      // The session itself still runs with what it loaded.
      expect(await command(rpc, "/mcp")).toContain("MCP status: 1 configured server");
      expect(env.fixturePids()).toEqual([]);
      expect(env.mock.requests).toHaveLength(0);
    } finally {
      await rpc.close();
    }
    expect(await survivorsAfterExit(env)).toEqual([]);
  }, 120_000);

  it("keeps a failed server's reason in status; describe, prompts, resources; disable refuses the model's call", async () => {
    const env = await hosts.env({
      script: [mcp({ server: "fixture", tool: "echo", args: { text: "while disabled" } }), { text: "noted" }],
    });
    const file = join(env.agentDir, "mcp.json");
    const config = JSON.parse(readFileSync(file, "utf8")) as { mcpServers: Record<string, unknown> };
    config.mcpServers.broken = { command: "sh", args: ["-c", 'echo "GITHUB_TOKEN is not set" >&2; exit 3'] };
    writeFileSync(file, JSON.stringify(config));
    const rpc = hosts.rpc(env);
    try {
      expect(await command(rpc, "/mcp connect broken")).toContain("| GITHUB_TOKEN is not set");
      const status = await command(rpc, "/mcp");
      expect(status).toMatch(
        / {2}broken {2}from .*; last error MCPA_RUNTIME_CONNECT_FAILED\n {4}.*process exited \(code 3\).*\n {4}stderr \(redacted\): GITHUB_TOKEN is not set/,
      );

      const described = await command(rpc, "/mcp describe fixture echo");
      expect(described).toContain("echo");
      expect(described).toMatch(/"text"/);
      expect(await command(rpc, "/mcp describe fixture")).toBe(
        "/mcp describe needs a tool name: /mcp describe fixture TOOL (/mcp tools fixture lists them).",
      );
      expect(await command(rpc, "/mcp prompts fixture")).toContain("review");
      expect(await command(rpc, "/mcp resources fixture")).toContain("text-1");

      expect(await command(rpc, "/mcp disable fixture")).toContain("Disabled fixture for this session");
      expect(await command(rpc, "/mcp")).toMatch(/- "fixture": disabled for this session/);
      expect(await rpc.idle(5_000)).toBe(true);
      const id = rpc.send("prompt", { text: "use the fixture" });
      expect((await rpc.reply(id, 60_000))?.result).toMatchObject({ stopReason: "stop" });
      const end = rpc.toolEnds().at(-1);
      expect(end?.isError).toBe(true);
      expect(JSON.stringify(end?.result)).toContain("MCPA_REQUEST_SERVER_PAUSED");
      expect(JSON.stringify(end?.result)).toContain("/mcp enable fixture");
      expect(await command(rpc, "/mcp enable fixture")).toBe("Enabled fixture again for this session.");
    } finally {
      await rpc.close();
    }
    expect(await survivorsAfterExit(env)).toEqual([]);
    // The next session has not started fixture, and knows its tool count from the catalog cache.
    const next = hosts.rpc(env);
    try {
      expect(await command(next, "/mcp")).toMatch(
        /- "fixture": not started \(starts on first use\);.*cachedTools=\d+ /,
      );
      expect(env.fixturePids()).toHaveLength(1);
    } finally {
      await next.close();
    }
    expect(await survivorsAfterExit(env)).toEqual([]);
  }, 120_000);

  it("fills a prompt after checking its arguments and sends it as the person's message", async () => {
    const env = await hosts.env({ script: [{ text: "reviewed" }] });
    const rpc = hosts.rpc(env);
    try {
      expect(await command(rpc, "/mcp prompt fixture review tone=calm")).toContain("topic");
      expect(env.mock.requests).toHaveLength(0);
      expect(await rpc.idle(5_000)).toBe(true);
      const id = rpc.send("prompt", { text: '/mcp prompt fixture review topic="the parser" tone=calm' });
      await rpc.reply(id, 30_000);
      await rpc.waitEvent((e: RpcEvent) => e.type === "message_end" && env.mock.requests.length > 0, 30_000);
      const user = env.mock.requests[0]?.body.messages?.filter((m) => m.role === "user").at(-1);
      expect(JSON.stringify(user?.content)).toContain("Please review the parser in a calm tone.");
      // The person's message carries the prompt's text, not the labels the model's results carry.
      expect(JSON.stringify(user?.content)).not.toMatch(/\[\/?mcp /);
    } finally {
      await rpc.close();
    }
    expect(await survivorsAfterExit(env)).toEqual([]);
  }, 90_000);
});
