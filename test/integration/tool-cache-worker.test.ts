// A native worker and the tool-catalog cache, through the real delegation path: the parent lists
// its servers, builds the descriptor with worker/export, and a worker runtime started from it
// (startDelegation, as initialize.delegation does) finds the parent's cached catalogs in its
// cross-server search with no connection opened, showing only the tools its ceiling lets it call.
// The servers come from the global file and from a trusted project file, one with a relative cwd,
// so the key parts a delegated definition does not say (file, scope, cwd as written) must travel.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ToolCache } from "../../src/catalog/tool-cache.js";
import { cacheKey } from "../../src/catalog/tool-cache-key.js";
import { loadConfig } from "../../src/config/index.js";
import { exportDescriptor } from "../../src/host/worker-export.js";
import { startDelegation } from "../../src/host/worker-mode.js";
import type { Ceiling } from "../../src/proxy/ceiling.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import { openConnection } from "../../src/runtime/connection.js";
import { Runtime } from "../../src/runtime/runtime.js";
import { CATALOG } from "../support/paths.js";
import { readEvents } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { meta, textOf } from "../support/results.js";
import { INSTALLER } from "../support/worker.js";

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup()).toEqual([]);
});

const catalogServer = (events: string, extra: Record<string, unknown> = {}) => ({
  command: process.execPath,
  args: [CATALOG],
  env: { CATALOG_EVENTS_FILE: events },
  protocolVersion: "legacy",
  ...extra,
});
const starts = (events: string): number => readEvents(events).filter((l) => l.startsWith("start ")).length;

describe("a native worker's cross-server search", () => {
  it("finds the tools its parent listed, only those its ceiling grants, and leaves the parent's entries alone", {
    timeout: 60_000,
  }, async () => {
    const home = h.tempDir("tool-cache-worker-home-");
    const project = join(home, "project");
    mkdirSync(join(home, ".config/mcp"), { recursive: true });
    // A global server's relative cwd is the home directory's, never the project's (runtime/server-place.ts).
    mkdirSync(join(home, "sub"), { recursive: true });
    mkdirSync(project, { recursive: true });
    const cacheDir = join(h.tempDir("tool-cache-worker-dir-"), "tools");
    const ev = { a: h.eventsFile(), b: h.eventsFile(), p: h.eventsFile(), q: h.eventsFile() };
    writeFileSync(
      join(home, ".config/mcp/mcp.json"),
      JSON.stringify({ mcpServers: { a: catalogServer(ev.a, { cwd: "sub" }), b: catalogServer(ev.b) } }),
    );
    writeFileSync(
      join(project, ".mcp.json"),
      JSON.stringify({ mcpServers: { p: catalogServer(ev.p), q: catalogServer(ev.q) } }),
    );
    const parentConfig = loadConfig({ home, cwd: project, projectTrusted: true });
    expect(parentConfig.problems).toEqual([]);
    expect(parentConfig.servers.get("p")?.origin.scope).toBe("project");
    const parent = h.adopt(
      new Runtime(parentConfig, {
        environment: { PATH: process.env.PATH ?? "", HOME: home },
        cwd: project,
        offline: false,
        spillBase: join(home, "spills"),
      }),
    );
    const parentProxy = new McpProxy(parent, [], undefined, { toolCache: ToolCache.open({ dir: cacheDir }) });
    for (const n of ["a", "b", "p", "q"]) expect(meta(await parentProxy.call({ server: n })).isError, n).toBe(false);
    expect(readdirSync(cacheDir).filter((n) => !n.endsWith(".pins.json"))).toHaveLength(4);
    h.notePids(parent);
    await parent.close();

    const descriptor = exportDescriptor(
      { config: parentConfig, cwd: project, environment: { HOME: home }, installer: INSTALLER },
      {
        servers: {
          a: ["tools.list", "tools.call:create_issue"],
          b: ["tools.call:list_issues"],
          p: ["tools.list", "tools.call:list_issues"],
        },
      },
    );
    const delegation = startDelegation({ descriptor, environment: {} }, { PATH: process.env.PATH ?? "" });
    // The delegated definition names neither the parent's file nor the cwd as written ...
    expect(delegation.config.servers.get("a")?.origin.file).toBe("worker delegation");
    expect(descriptor.servers.a).toMatchObject({ cwd: join(home, "sub") });
    // ... and still keys as the parent's does.
    for (const n of ["a", "p"])
      expect(cacheKey(delegation.config.servers.get(n) as never, "legacy"), n).toBe(
        cacheKey(parentConfig.servers.get(n) as never, "legacy"),
      );

    const worker = workerSession(delegation, join(home, "elsewhere"), cacheDir);
    const r = await worker.proxy.call({ search: "issue" });
    const text = textOf(r);
    expect(meta(r).isError).toBe(false);
    expect(text).toContain(`- create_issue on "a"`);
    expect(text).toContain(`- list_issues on "p"`);
    // Listed by the parent, cached, refused by the ceiling: never shown.
    expect(text).not.toContain(`list_issues on "a"`);
    expect(text).not.toContain(`create_issue on "p"`);
    // b has no tools.list grant, q is not delegated: neither is searched.
    expect(text).not.toContain(`"b"`);
    expect(text).not.toContain(`"q"`);
    expect(meta(r).cachedServers).toEqual(["a", "p"]);
    expect(meta(r).uncachedServers).toEqual([]);
    // Status counts the cached tools the worker may call, as its listing would.
    expect(textOf(await worker.proxy.call({}))).toMatch(/"a": disconnected;.*cachedTools=1 \(/);
    expect(worker.opened()).toBe(0);
    for (const n of ["a", "b", "p", "q"] as const) expect(starts(ev[n]), n).toBe(1);
    // The worker trusts no project of its own, yet the parent's project entries all stay.
    expect(readdirSync(cacheDir).filter((n) => !n.endsWith(".pins.json"))).toHaveLength(4);

    // The worker's own listing of a project server rewrites that same entry (the parent trusted the
    // project it came from), and the parent's next session finds it.
    expect(meta(await worker.proxy.call({ server: "p" })).isError).toBe(false);
    expect(worker.opened()).toBe(1);
    expect(starts(ev.p)).toBe(2);
    expect(readdirSync(cacheDir).filter((n) => !n.endsWith(".pins.json"))).toHaveLength(4);
    const again = new McpProxy(
      h.adopt(
        new Runtime(parentConfig, { environment: {}, cwd: project, offline: false, spillBase: join(home, "spills") }),
      ),
      [],
      undefined,
      { toolCache: ToolCache.open({ dir: cacheDir }) },
    );
    expect(meta(await again.call({ search: "list issues" })).cachedServers).toEqual(["a", "b", "p", "q"]);
    await again.runtime.close();
    h.notePids(worker.runtime);
    await worker.runtime.close();
  });
});

function workerSession(
  delegation: { config: Runtime["config"]; environment: Readonly<Record<string, string>>; ceiling: Ceiling },
  cwd: string,
  cacheDir: string,
) {
  let opened = 0;
  const counting: typeof openConnection = (...args) => {
    opened += 1;
    return openConnection(...args);
  };
  mkdirSync(cwd, { recursive: true });
  const runtime = h.adopt(
    new Runtime(delegation.config, {
      environment: delegation.environment,
      cwd,
      offline: false,
      spillBase: join(cwd, "spills"),
      openConnection: counting,
    }),
  );
  const proxy = new McpProxy(runtime, [], delegation.ceiling, { toolCache: ToolCache.open({ dir: cacheDir }) });
  return { runtime, proxy, opened: () => opened };
}
