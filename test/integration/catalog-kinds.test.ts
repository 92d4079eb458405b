// The one connection-scoped catalog (src/catalog/catalog.ts), tested once for each of its three
// kinds against the real fixture server over stdio: the same cases for tools, resources and
// prompts, each counting the drains the fixture logged exactly. A listing is cached for its
// connection; the kind's own list_changed costs exactly one more drain (another kind's costs none);
// an explicit reconnect and an automatic one (the server killed) cost exactly one drain on the new
// connection; parallel first listings share one drain. Then the references of resources: retired
// alike by an explicit reconnect, an automatic one and list_changed, reported as stale to the model,
// while a fresh listing mints references that read.
import { afterEach, describe, expect, it } from "vitest";
import type { McpProxy } from "../../src/proxy/proxy.js";
import type { Runtime } from "../../src/runtime/runtime.js";
import type { ServerSpec } from "./proxy-stdio-harness.js";
import { Harness, itemBody, meta, readEvents, startPids, textOf, waitFor } from "./proxy-stdio-harness.js";
import { codeOf, refsOf, templateRefsOf } from "./resources-prompts-helpers.js";

const h = new Harness();
afterEach(async () => {
  expect(await h.cleanup(), "server processes still alive after runtime.close()").toEqual([]);
});

interface Kind {
  readonly name: "tools" | "resources" | "prompts";
  readonly operation: string;
  /** The details field that counts the listing's entries. */
  readonly countField: string;
}
const KINDS: readonly Kind[] = [
  { name: "tools", operation: "tools.list", countField: "toolCount" },
  { name: "resources", operation: "resources.list", countField: "resourceCount" },
  { name: "prompts", operation: "prompts.list", countField: "promptCount" },
];
const automatic = (spec: ServerSpec): ServerSpec => ({ ...spec, reconnect: { automatic: true } }) as ServerSpec;

/** Drains of `kind` the fixture logged: first pages (no cursor) of its list method. */
const drains = (events: string, kind: Kind): number => readEvents(events).filter((l) => l === `${kind.name}/list cursor=-`).length;

async function listing(proxy: McpProxy, kind: Kind): Promise<number> {
  const r = await proxy.call({ server: "fx", operation: kind.operation });
  expect(r.isError, textOf(r)).toBe(false);
  return meta(r)[kind.countField] as number;
}

async function notify(proxy: McpProxy, list: Kind["name"]): Promise<void> {
  // The notification goes out before the reply on the same pipe: it has been handled by now.
  const r = await proxy.call({ server: "fx", tool: "notify_list_changed", args: { list } });
  expect(textOf(r)).toContain("notified");
}

/** Kills the server's process and waits until the automatic reconnect has opened a new one. */
async function killAndAwaitReconnect(runtime: Runtime, events: string): Promise<void> {
  const pid = runtime.server("fx").current?.pid as number;
  expect(pid).toBeTypeOf("number");
  process.kill(pid, "SIGKILL");
  expect(await waitFor(() => startPids(events).length === 2 && runtime.server("fx").current !== undefined && runtime.server("fx").current?.pid !== pid, 15_000)).toBe(true);
  expect(runtime.status()[0]?.state).toBe("connected");
}

/** The index of the second `start` event: drains after it were asked of the new process. */
const secondStart = (events: string): number => readEvents(events).findIndex((l, i, all) => l.startsWith("start ") && all.slice(0, i).some((p) => p.startsWith("start ")));
const drainsAfter = (events: string, kind: Kind, from: number): number => readEvents(events).slice(from).filter((l) => l === `${kind.name}/list cursor=-`).length;

describe.each(KINDS)("the $name catalog", (kind) => {
  it("is drained once for its connection, however often it is asked for", async () => {
    const fx = h.fixture();
    const { proxy } = h.open({ fx: fx.spec });
    const first = await listing(proxy, kind);
    expect(first).toBeGreaterThan(0);
    expect(await listing(proxy, kind)).toBe(first);
    expect((await proxy.call({ server: "fx", tool: "echo", args: { text: "x" } })).isError).toBe(false);
    expect(await listing(proxy, kind)).toBe(first);
    expect(drains(fx.events, kind)).toBe(1);
  });

  it("its own list_changed costs exactly one more drain, on the next request; another kind's costs none", async () => {
    const fx = h.fixture();
    const { proxy } = h.open({ fx: fx.spec });
    await listing(proxy, kind);
    await notify(proxy, kind.name);
    expect(readEvents(fx.events)).toContain(kind.name === "tools" ? "list_changed sent 1" : `${kind.name} list_changed sent 1`);
    // Nothing is drained on the notification itself, only when the catalog is asked for.
    expect(drains(fx.events, kind)).toBe(1);
    await listing(proxy, kind);
    expect(drains(fx.events, kind)).toBe(2);
    await listing(proxy, kind);
    expect(drains(fx.events, kind)).toBe(2);
    for (const other of KINDS.filter((k) => k !== kind)) await notify(proxy, other.name);
    await listing(proxy, kind);
    expect(drains(fx.events, kind)).toBe(2);
  });

  it("an explicit reconnect costs exactly one drain, on the new connection", async () => {
    const fx = h.fixture();
    const { proxy } = h.open({ fx: fx.spec });
    const first = await listing(proxy, kind);
    expect((await proxy.call({ server: "fx", operation: "reconnect" })).isError).toBe(false);
    expect(startPids(fx.events)).toHaveLength(2);
    // The reconnect itself lists nothing.
    expect(drains(fx.events, kind)).toBe(1);
    expect(await listing(proxy, kind)).toBe(first);
    expect(await listing(proxy, kind)).toBe(first);
    expect(drains(fx.events, kind)).toBe(2);
    expect(drainsAfter(fx.events, kind, secondStart(fx.events))).toBe(1);
  });

  it("an automatic reconnect after the server was killed costs exactly one drain, on the new connection", { timeout: 30_000 }, async () => {
    const fx = h.fixture();
    const { proxy, runtime } = h.open({ fx: automatic(fx.spec) });
    const first = await listing(proxy, kind);
    await killAndAwaitReconnect(runtime, fx.events);
    // The reconnect itself lists nothing.
    expect(drains(fx.events, kind)).toBe(1);
    expect(await listing(proxy, kind)).toBe(first);
    expect(await listing(proxy, kind)).toBe(first);
    expect(drains(fx.events, kind)).toBe(2);
    expect(drainsAfter(fx.events, kind, secondStart(fx.events))).toBe(1);
  });

  it("parallel first listings on a cold server share one spawn and one drain", async () => {
    const fx = h.fixture({ FIXTURE_PAGE_SIZE: "1" });
    const { proxy } = h.open({ fx: fx.spec });
    const counts = await Promise.all(Array.from({ length: 8 }, () => listing(proxy, kind)));
    expect(new Set(counts).size).toBe(1);
    expect(startPids(fx.events)).toHaveLength(1);
    expect(drains(fx.events, kind)).toBe(1);
    await listing(proxy, kind);
    expect(drains(fx.events, kind)).toBe(1);
  });
});

/** Ways a listing's references are retired: each must leave old references stale. */
const RETIRE = [
  ["an explicit reconnect", async (proxy: McpProxy) => void expect((await proxy.call({ server: "fx", operation: "reconnect" })).isError).toBe(false)],
  ["an automatic reconnect after the server was killed", async (_proxy: McpProxy, runtime: Runtime, events: string) => killAndAwaitReconnect(runtime, events)],
  ["notifications/resources/list_changed", async (proxy: McpProxy) => notify(proxy, "resources")],
] as const;

const staleText = (ref: string): string =>
  `MCPA_RESOURCE_STALE_REFERENCE: The reference ${ref} belongs to an older resource listing of server fx.\nFix: The server's resources changed or it reconnected; list them again with {"server": "fx", "operation": "resources.list"}.`;

describe.each(RETIRE)("resource references after %s", (_what, retire) => {
  it("an old reference (resource or template) is stale, nothing is read; a fresh listing's references read", { timeout: 30_000 }, async () => {
    const fx = h.fixture();
    const { proxy, runtime } = h.open({ fx: automatic(fx.spec) });
    const read = (resource: string, args?: Record<string, string>) => proxy.call({ server: "fx", operation: "resources.read", resource, ...(args ? { arguments: args } : {}) });
    const reads = (): number => readEvents(fx.events).filter((l) => l === "resources/read").length;
    const old = await proxy.call({ server: "fx", operation: "resources.list" });
    const [oldRef] = refsOf(old);
    const [oldTemplate] = templateRefsOf(old);
    expect(oldRef).toBeDefined();
    expect(oldTemplate).toBeDefined();
    expect(itemBody(textOf(await read(oldRef as string)))).toBe("first text resource");
    expect(reads()).toBe(1);

    await retire(proxy, runtime, fx.events);
    for (const [ref, args] of [[oldRef, undefined], [oldTemplate, { id: "7" }]] as const) {
      const stale = await read(ref as string, args);
      expect(stale.isError).toBe(true);
      expect(codeOf(stale)).toBe("MCPA_RESOURCE_STALE_REFERENCE");
      expect(textOf(stale)).toBe(staleText(ref as string));
    }
    expect(reads()).toBe(1);

    const fresh = await proxy.call({ server: "fx", operation: "resources.list" });
    const [newRef] = refsOf(fresh);
    const [newTemplate] = templateRefsOf(fresh);
    expect(refsOf(fresh).filter((r) => refsOf(old).includes(r))).toEqual([]);
    expect(itemBody(textOf(await read(newRef as string)))).toBe("first text resource");
    expect(itemBody(textOf(await read(newTemplate as string, { id: "7" })))).toBe("template 7");
    expect(reads()).toBe(3);
    // The old ones stay stale next to the fresh listing.
    expect(codeOf(await read(oldRef as string))).toBe("MCPA_RESOURCE_STALE_REFERENCE");
  });
});
