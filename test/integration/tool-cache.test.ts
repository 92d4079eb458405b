// The tool-catalog cache with the fixture and the catalog test server (twelve real servers are in
// tool-cache-real-servers.test.ts, a delegated worker in tool-cache-worker.test.ts): a resolved
// secret never reaches a cache file, list_changed and an edited definition never leave a stale
// tool findable, an unknown tool drops the entry, and a 2026-07-28 listing (private by default)
// is not kept: the search says why instead.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { ToolCache } from "../../src/catalog/tool-cache.js";
import { loadConfig } from "../../src/config/index.js";
import { Ceiling } from "../../src/proxy/ceiling.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import type { HostResult } from "../../src/results/blocks.js";
import { openConnection } from "../../src/runtime/connection.js";
import { Runtime } from "../../src/runtime/runtime.js";
import { CATALOG, FIXTURE, ROOT } from "../support/paths.js";
import { readEvents, waitFor } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { meta } from "../support/results.js";

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup()).toEqual([]);
});

const seen = (r: HostResult): string => r.content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n");

interface Session {
  readonly runtime: Runtime;
  readonly proxy: McpProxy;
  /** How many connections this session opened. */
  readonly opened: () => number;
}

/** A world: one home, one shared mcp.json, one cache directory; each session() is a fresh runtime over them. */
function world(environment: Record<string, string> = {}) {
  const home = h.tempDir("tool-cache-home-");
  const project = join(home, "project");
  mkdirSync(join(home, ".config/mcp"), { recursive: true });
  mkdirSync(project, { recursive: true });
  const cacheDir = join(h.tempDir("tool-cache-dir-"), "tools");
  const write = (servers: Record<string, unknown>): void =>
    writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: servers }, null, 2));
  const session = (ceiling?: Ceiling): Session => {
    const config = loadConfig({ home, cwd: project, projectTrusted: false });
    expect(config.problems.map((p) => `${p.code} ${p.pointer}`)).toEqual([]);
    let opened = 0;
    const counting: typeof openConnection = (...args) => {
      opened += 1;
      return openConnection(...args);
    };
    const runtime = new Runtime(config, {
      environment: { PATH: process.env.PATH ?? "", HOME: home, ...environment },
      cwd: project,
      offline: false,
      spillBase: join(home, "spills"),
      openConnection: counting,
    });
    h.adopt(runtime);
    return {
      runtime,
      proxy: new McpProxy(runtime, [], ceiling, { toolCache: ToolCache.open({ dir: cacheDir }) }),
      opened: () => opened,
    };
  };
  const cacheText = (): string =>
    existsSync(cacheDir)
      ? readdirSync(cacheDir)
          .map((f) => readFileSync(join(cacheDir, f), "utf8"))
          .join("\n")
      : "";
  return { home, write, session, cacheDir, cacheText };
}

const catalogServer = (events: string, env: Record<string, string> = {}) => ({
  command: process.execPath,
  args: [CATALOG],
  env: { CATALOG_EVENTS_FILE: events, ...env },
  protocolVersion: "legacy",
});
const starts = (events: string): number => readEvents(events).filter((l) => l.startsWith("start ")).length;

describe("search across servers from the tool-catalog cache", () => {
  it("never writes a resolved secret: the cached description is redacted, and the key holds only names", {
    timeout: 60_000,
  }, async () => {
    const secret = "tok-4f1c9e7a2b3d5e6f";
    const w = world({ ISSUES_TOKEN: secret });
    const events = h.eventsFile();
    w.write({
      issues: { ...catalogServer(events), env: { CATALOG_EVENTS_FILE: events, CATALOG_SECRET: "${ISSUES_TOKEN}" } },
    });
    const s = w.session();
    expect(seen(await s.proxy.call({ server: "issues" }))).not.toContain(secret);
    const text = w.cacheText();
    expect(text).toContain("create_issue");
    expect(text).toContain("[redacted:ISSUES_TOKEN]");
    expect(text).not.toContain(secret);
    expect(text).not.toContain("ISSUES_TOKEN}");
    const found = seen(await w.session().proxy.call({ search: "authenticated" }));
    expect(found).toContain("create_issue");
    expect(found).not.toContain(secret);
  });

  it("list_changed, an edited definition and an unknown tool never leave a stale tool findable", {
    timeout: 60_000,
  }, async () => {
    const w = world();
    const events = h.eventsFile();
    const def = catalogServer(events, { CATALOG_TOOLS: "create_issue,swap", CATALOG_SWAP: "close_ticket" });
    w.write({ issues: def });
    const s = w.session();
    await s.proxy.call({ server: "issues" });
    expect(seen(await w.session().proxy.call({ search: "create issue" }))).toContain("create_issue");
    // The server changes its list: the cached catalog goes at once, and a relisting on the same
    // connection (no new process) brings the new one.
    await s.proxy.call({ server: "issues", tool: "swap" });
    expect(await waitFor(() => w.cacheText().includes("close_ticket"), 5_000)).toBe(true);
    const swapped = seen(await w.session().proxy.call({ search: "create issue" }));
    expect(swapped).not.toContain("- create_issue");
    expect(seen(await w.session().proxy.call({ search: "close ticket" }))).toContain(`- close_ticket on "issues"`);
    expect(starts(events)).toBe(1);
    // An unknown tool: the entry goes.
    expect(meta(await s.proxy.call({ server: "issues", tool: "create_issue" })).code).toBe("MCPA_TOOL_UNKNOWN");
    expect(seen(await w.session().proxy.call({ search: "close ticket" }))).toContain(
      'No cached catalog yet for "issues"',
    );
    await s.proxy.call({ server: "issues" });
    // An edited definition is another key: the old catalog is never shown for it.
    w.write({ issues: { ...def, args: [CATALOG, "--edited"] } });
    const edited = seen(await w.session().proxy.call({ search: "close ticket" }));
    expect(edited).not.toContain("- close_ticket");
    expect(edited).toContain('No cached catalog yet for "issues"');
    expect(readdirSync(w.cacheDir)).toEqual([]);
  });

  it("does not keep a 2026-07-28 listing whose cacheScope is private (the protocol's default), nor one with cacheTools: false", {
    timeout: 60_000,
  }, async () => {
    const w = world();
    const events = h.eventsFile();
    const fixtureEvents = h.eventsFile();
    w.write({
      modern: {
        command: process.execPath,
        args: ["--import", "tsx", FIXTURE, "stdio"],
        cwd: ROOT,
        env: { FIXTURE_EVENTS_FILE: fixtureEvents, FIXTURE_ERA: "modern" },
      },
      optout: { ...catalogServer(events), cacheTools: false },
    });
    const s = w.session();
    expect(meta(await s.proxy.call({ server: "modern" })).isError).toBe(false);
    expect(s.runtime.status().find((x) => x.name === "modern")?.protocolEra).toBe("modern");
    expect(meta(await s.proxy.call({ server: "optout" })).isError).toBe(false);
    // What is kept of "modern" is why, with no tool in it; of "optout", nothing.
    expect(w.cacheText()).not.toContain("echo");
    expect(readdirSync(w.cacheDir)).toHaveLength(1);
    const text = seen(await w.session().proxy.call({ search: "echo" }));
    expect(text).toContain(
      '(this starts the server): "modern" (its server sends ttlMs 0: stale at once), "optout" (cacheTools: false in its configuration).',
    );
  });

  it("a worker sees only the servers it may list and the tools its ceiling lets it call", {
    timeout: 60_000,
  }, async () => {
    const w = world();
    const a = h.eventsFile();
    const b = h.eventsFile();
    w.write({ a: catalogServer(a), b: catalogServer(b) });
    const s = w.session();
    await s.proxy.call({ server: "a" });
    await s.proxy.call({ server: "b" });
    const worker = w.session(
      new Ceiling({ a: ["tools.list", "tools.call:create_issue"], b: ["tools.call:list_issues"] }),
    );
    const r = await worker.proxy.call({ search: "issue" });
    const text = seen(r);
    expect(text).toContain(`- create_issue on "a"`);
    expect(text).not.toContain("list_issues");
    expect(text).not.toContain(`on "b"`);
    expect(meta(r).cachedServers).toEqual(["a"]);
    expect(worker.opened()).toBe(0);
  });

  it("a corrupt cache file is ignored with a notice in the search and in status, never trusted", {
    timeout: 60_000,
  }, async () => {
    const w = world();
    const events = h.eventsFile();
    w.write({ issues: catalogServer(events) });
    await w.session().proxy.call({ server: "issues" });
    const [file] = readdirSync(w.cacheDir).filter((n) => !n.endsWith(".pins.json"));
    writeFileSync(join(w.cacheDir, file as string), `{"format":1,"tools":[{"name":"planted_tool"`, { mode: 0o600 });
    const s = w.session();
    const text = seen(await s.proxy.call({ search: "planted" }));
    expect(text).toContain(`Cache file ${file} ignored (corrupt): it is never trusted.`);
    expect(text).not.toContain("- planted_tool");
    expect(text).toContain('No cached catalog yet for "issues"');
    expect(seen(await s.proxy.call({}))).toContain(`- Cache file ${file} ignored (corrupt)`);
    expect(s.opened()).toBe(0);
  });

  it("relists in the background after list_changed at most toolCache.maxBackgroundRefreshes times per connection", {
    timeout: 60_000,
  }, async () => {
    const w = world();
    const events = h.eventsFile();
    w.write({ issues: catalogServer(events, { CATALOG_TOOLS: "swap", CATALOG_SWAP: "swap,close_ticket" }) });
    const s = w.session();
    await s.proxy.call({ server: "issues" });
    const lists = (): number => readEvents(events).filter((l) => l === "tools/list").length;
    const max = LIMIT_VALUES["toolCache.maxBackgroundRefreshes"];
    for (let i = 0; i < max + 2; i++) {
      await s.proxy.call({ server: "issues", tool: "swap" });
      await waitFor(() => lists() >= Math.min(i, max - 1) + 2, 3_000);
      await new Promise((r) => setTimeout(r, LIMIT_VALUES["toolCache.refreshDelayMs"] + 100));
    }
    // The first listing, `max` relistings, and the one the call after them needed (its catalog was dropped).
    expect(lists()).toBe(1 + max + 1);
    expect(starts(events)).toBe(1);
  });
});
