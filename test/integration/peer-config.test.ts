// Peer-client fields across the wire, against the fixture server over stdio: a Claude Code entry
// (`type: "stdio"`, `${NAME:-default}`) connects and resolves; a `disabled: true` entry is never
// spawned and a call to it says it is off; includeTools/excludeTools hide tools from list, search,
// describe and call, and a hidden tool's call never reaches the server; status counts what is hidden.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import { Runtime } from "../../src/runtime/runtime.js";
import { fixedToolNames } from "../fixtures/server/tools.js";
import { readEvents } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { meta, textOf } from "../support/results.js";

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup(), "server processes still alive after runtime.close()").toEqual([]);
});

/** Writes the entries as the peer client would into ~/.config/mcp/mcp.json and opens a proxy on it. */
function open(entries: Record<string, unknown>): { proxy: McpProxy; runtime: Runtime } {
  const home = h.tempDir("peer-config-home-");
  const project = join(home, "project");
  mkdirSync(join(home, ".config/mcp"), { recursive: true });
  mkdirSync(project);
  writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: entries }, null, 2));
  const config = loadConfig({ home, cwd: project, projectTrusted: false });
  expect(config.problems.map((p) => `${p.code} ${p.pointer}`)).toEqual([]);
  const runtime = new Runtime(config, {
    environment: { PATH: process.env.PATH ?? "", HOME: home },
    cwd: project,
    offline: false,
    spillBase: join(home, "spills"),
  });
  h.adopt(runtime);
  return { proxy: new McpProxy(runtime), runtime };
}

describe("peer-client fields against a real server", () => {
  it("a Claude Code entry (type stdio, ${NAME:-default}) connects, and the default reaches the server", async () => {
    const { spec, events } = h.fixture();
    const { proxy } = open({
      fixture: {
        type: "stdio",
        command: spec.command,
        args: spec.args,
        cwd: spec.cwd,
        env: { ...spec.env, PEER_LEVEL: "${PEER_UNSET_LEVEL:-info}" },
      },
    });
    const r = await proxy.call({ server: "fixture", tool: "env_presence", args: { name: "PEER_LEVEL" } });
    expect(r.isError).toBe(false);
    expect(textOf(r)).toContain("present");
    expect(readEvents(events).some((l) => l.startsWith("start "))).toBe(true);
  });

  it("a disabled: true entry is never spawned; a call to it says it is off; status shows it off", async () => {
    const on = h.fixture();
    const off = h.fixture();
    const { proxy, runtime } = open({
      live: { command: on.spec.command, args: on.spec.args, cwd: on.spec.cwd, env: on.spec.env },
      parked: { command: off.spec.command, args: off.spec.args, cwd: off.spec.cwd, env: off.spec.env, disabled: true },
    });
    expect(runtime.serverNames).toEqual(["live"]);
    for (const args of [
      { server: "parked" },
      { server: "parked", tool: "echo", args: { text: "x" } },
      { server: "parked", operation: "resources.list" },
    ]) {
      const r = await proxy.call(args);
      expect(r.isError).toBe(true);
      expect(meta(r).code).toBe("MCPA_REQUEST_SERVER_OFF");
      expect(textOf(r)).toContain("switched off");
    }
    expect((await proxy.call({ server: "live", tool: "echo", args: { text: "hi" } })).isError).toBe(false);
    const status = await proxy.call({});
    expect(textOf(status)).toContain('- "parked": off (disabled: true in its configuration file; never started)');
    expect(textOf(status)).toContain("MCP status: 2 configured servers");
    expect(meta(status).off).toEqual(["parked"]);
    expect(readEvents(off.events)).toEqual([]);
    expect(readEvents(on.events).some((l) => l.startsWith("start "))).toBe(true);
  });

  it("includeTools/excludeTools hide tools from list, search, describe and call; a hidden call never reaches the server", async () => {
    const { spec, events } = h.fixture();
    const { proxy } = open({
      fixture: {
        command: spec.command,
        args: spec.args,
        cwd: spec.cwd,
        env: spec.env,
        includeTools: ["echo", "s*", "l?nes"],
        excludeTools: ["sleep", "spawn_*"],
      },
    });
    const before = await proxy.call({});
    expect(textOf(before)).toContain("tools filtered by includeTools/excludeTools (count known after the first list)");

    const list = await proxy.call({ server: "fixture" });
    expect(list.isError).toBe(false);
    const listed = [...textOf(list).matchAll(/^- ([a-z_]+):/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual(["echo", "lines", "stderr", "structured"]);
    expect(meta(list).toolCount).toBe(4);

    const search = await proxy.call({ server: "fixture", search: "huge" });
    expect(meta(search).matchCount).toBe(0);
    expect(meta(await proxy.call({ server: "fixture", search: "s" })).matchCount).toBe(4);

    for (const args of [
      { server: "fixture", describe: "huge" },
      { server: "fixture", tool: "sleep", args: { ms: 1 } },
      { server: "fixture", tool: "crash" },
    ]) {
      const r = await proxy.call(args);
      expect(r.isError, JSON.stringify(args)).toBe(true);
      expect(meta(r).code).toBe("MCPA_TOOL_FILTERED");
    }
    const unknown = await proxy.call({ server: "fixture", tool: "no_such_tool" });
    expect(meta(unknown).code).toBe("MCPA_TOOL_UNKNOWN");

    expect((await proxy.call({ server: "fixture", tool: "echo", args: { text: "kept" } })).isError).toBe(false);
    const calls = readEvents(events).filter((l) => l.startsWith("tools/call "));
    expect(calls).toEqual(["tools/call echo"]);

    const status = await proxy.call({});
    const total = fixedToolNames("stdio").length;
    expect(textOf(status)).toContain(`toolsHidden=${total - 4} (includeTools/excludeTools)`);
    expect(meta(status).toolsHidden).toEqual({ fixture: total - 4 });
  });
});
