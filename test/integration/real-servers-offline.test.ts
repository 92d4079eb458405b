// What the model sees from more third-party servers, all offline (test/fixtures/offline-preload.mjs
// makes every name but loopback unresolvable, so nothing leaves the machine): a server on the
// official Python SDK 2.x (mcp-server-time, from .venv-servers) behind an 11 s start; mcp-remote
// bridging to the fixture over Streamable HTTP, then with that upstream gone; notion-mcp-server's
// OpenAPI-made schemas, whole; server-github without a network; n8n-mcp's catalog. The npm ones are
// exact-pinned devDependencies. Asserted on the server's own words and the error code, not on the
// fix sentence the adapter adds.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Tool } from "@modelcontextprotocol/client";
import { afterEach, describe, expect, it } from "vitest";
import type { McpProxy } from "../../src/proxy/proxy.js";
import type { HostResult } from "../../src/results/blocks.js";
import { ROOT, SERVERS_VENV } from "../support/paths.js";
import { ProxyHarness } from "../support/proxy.js";
import { killChild } from "../support/resources.js";
import { labelBody, meta, textOf } from "../support/results.js";

const OFFLINE = join(ROOT, "test/fixtures/offline-preload.mjs");
const TIME = join(SERVERS_VENV, "bin/mcp-server-time");
const node = (script: string, ...args: string[]) => ({
  command: process.execPath,
  args: ["--import", OFFLINE, join(ROOT, "node_modules", script), ...args],
});

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup()).toEqual([]);
});

async function ok(proxy: McpProxy, request: Record<string, unknown>): Promise<HostResult> {
  const r = await proxy.call(request);
  expect(r.isError, textOf(r)).toBe(false);
  return r;
}

/** The server's own error text, from the labelled block the adapter shows it in. */
const serverWords = (r: HostResult): string =>
  /\[mcp server error \w+\]\n([\s\S]*?)\n\[\/mcp/.exec(textOf(r))?.[1] ?? "";

describe.skipIf(!existsSync(TIME) && process.env.CI !== "true")("a Python SDK 2.x server that starts slowly", () => {
  it("mcp-server-time behind `sleep 11` connects on 2026-07-28 and answers", { timeout: 90_000 }, async () => {
    const { runtime, proxy } = h.open({
      time: { command: "/bin/sh", args: ["-c", `sleep 11; exec "${TIME}" --local-timezone UTC`] },
    });
    const progress: string[] = [];
    const r = await proxy.call(
      { server: "time", tool: "convert_time", args: { source_timezone: "UTC", time: "12:00", target_timezone: "UTC" } },
      { onprogress: (line) => progress.push(line) },
    );
    expect(r.isError, textOf(r)).toBe(false);
    expect(JSON.parse(labelBody(textOf(r)))).toMatchObject({
      source: { timezone: "UTC" },
      target: { timezone: "UTC" },
    });
    expect(runtime.status()[0]).toMatchObject({
      state: "connected",
      protocolEra: "modern",
      protocolVersion: "2026-07-28",
    });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((l) => /^starting time: waiting for the server \(\d+ s\)$/.test(l))).toBe(true);
    const listed = textOf(await ok(proxy, { server: "time" }));
    expect(listed).toContain('MCP tools on "time" (2');
    expect(listed).toContain("- get_current_time: ");
    expect(listed).toContain("- convert_time: ");
  });
});

describe("npm servers, offline", () => {
  it("mcp-remote bridges tools, resources and prompts of a local Streamable HTTP server, and says when it is gone", {
    timeout: 90_000,
  }, async () => {
    const upstream = await h.http();
    const { proxy } = h.open({
      remote: { ...node("mcp-remote/dist/proxy.js", upstream.url), requestTimeoutMs: 30_000 },
    });
    const tools = textOf(await ok(proxy, { server: "remote" }));
    expect(tools).toContain('MCP tools on "remote" (21):');
    expect(tools).toContain("- echo: Returns text unchanged");
    expect(
      labelBody(textOf(await ok(proxy, { server: "remote", tool: "echo", args: { text: "over the bridge" } }))),
    ).toBe("over the bridge");
    const resources = await ok(proxy, { server: "remote", operation: "resources.list" });
    expect(meta(resources)).toMatchObject({ resourceCount: 4, templateCount: 1 });
    const ref = /mcp-resource-[0-9a-f]{32}(?= text-2: )/.exec(textOf(resources))?.[0];
    expect(ref).toBeDefined();
    const read = await ok(proxy, { server: "remote", operation: "resources.read", resource: ref });
    expect(textOf(read)).toContain("second text resource");
    const prompts = await ok(proxy, { server: "remote", operation: "prompts.list" });
    expect(meta(prompts).promptCount).toBe(3);
    expect(textOf(prompts)).toContain("- review: Review a topic; arguments=topic(required), tone(optional)");
    const got = await ok(proxy, {
      server: "remote",
      operation: "prompts.get",
      prompt: "review",
      arguments: { topic: "bridges" },
    });
    expect(textOf(got)).toContain("bridges");

    await killChild(upstream.child, 5_000);
    const down = await proxy.call({ server: "remote", tool: "echo", args: { text: "anyone?" } });
    expect(down.isError).toBe(true);
    expect(meta(down).code).toBe("MCPA_RUNTIME_SERVER_NETWORK");
    expect(textOf(down)).toContain("JSON-RPC error -32001");
    expect(serverWords(down)).toBe("mcp-remote: fetch failed");
  });

  it("notion-mcp-server: every OpenAPI-made input schema arrives whole in describe", { timeout: 90_000 }, async () => {
    const { runtime, proxy } = h.open(
      { notion: { ...node("@notionhq/notion-mcp-server/bin/cli.mjs"), env: { NOTION_TOKEN: "${NOTION_TEST_TOKEN}" } } },
      { NOTION_TEST_TOKEN: "ntn_offline_test_token" },
    );
    expect(textOf(await ok(proxy, { server: "notion" }))).toContain('MCP tools on "notion" (24');
    const notion = runtime.server("notion");
    const listing = notion.current;
    if (listing === undefined) throw new Error("notion is not connected after listing its tools");
    const raw = (await notion.listPage("tools", undefined, listing)).items as unknown as Tool[];
    expect(raw).toHaveLength(24);
    let largest = 0;
    for (const tool of raw) {
      const r = await ok(proxy, { server: "notion", describe: tool.name });
      const text = labelBody(textOf(r));
      const schema = text.slice(text.indexOf("Input schema:\n") + "Input schema:\n".length).split("\n")[0] ?? "";
      expect(JSON.parse(schema), tool.name).toEqual(tool.inputSchema);
      largest = Math.max(largest, schema.length);
    }
    // Large enough to be worth the check: the biggest schema is several kilobytes.
    expect(largest).toBeGreaterThan(3_000);
  });

  it("server-github without a network: the model gets the server's own failure, the connection kept", {
    timeout: 60_000,
  }, async () => {
    const { runtime, proxy } = h.open(
      {
        github: {
          ...node("@modelcontextprotocol/server-github/dist/index.js"),
          env: { GITHUB_PERSONAL_ACCESS_TOKEN: "${GITHUB_TEST_TOKEN}" },
        },
      },
      { GITHUB_TEST_TOKEN: "ghp_offlineTestToken000000000000000000000" },
    );
    expect(textOf(await ok(proxy, { server: "github" }))).toContain('MCP tools on "github" (26):');
    const r = await proxy.call({
      server: "github",
      tool: "get_file_contents",
      args: { owner: "octocat", repo: "hello-world", path: "README" },
    });
    expect(r.isError).toBe(true);
    expect(meta(r).code).toBe("MCPA_RUNTIME_SERVER_NETWORK");
    expect(textOf(r)).toContain("JSON-RPC error -32603");
    expect(serverWords(r)).toBe("fetch failed");
    expect(textOf(r)).not.toContain("ghp_offlineTestToken");
    expect(runtime.status()[0]?.state).toBe("connected");
  });

  it("n8n-mcp: its catalog of seven tools, from its bundled node database", { timeout: 60_000 }, async () => {
    const { proxy } = h.open({
      n8n: {
        ...node("n8n-mcp/dist/mcp/index.js"),
        env: {
          MCP_MODE: "stdio",
          N8N_MCP_TELEMETRY_DISABLED: "true",
          LOG_LEVEL: "error",
          DISABLE_CONSOLE_OUTPUT: "true",
        },
      },
    });
    const listed = textOf(await ok(proxy, { server: "n8n" }));
    const names = [...listed.matchAll(/^- ([a-z_]+): /gm)].map((m) => m[1]);
    expect(names).toEqual([
      "tools_documentation",
      "search_nodes",
      "get_node",
      "validate_node",
      "get_template",
      "search_templates",
      "validate_workflow",
    ]);
    const found = await ok(proxy, { server: "n8n", tool: "search_nodes", args: { query: "webhook" } });
    expect(textOf(found)).toContain("nodes-base.webhook");
  });
});
