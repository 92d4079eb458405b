// The one connection-scoped catalog (src/catalog/catalog.ts), tested once for each of its three
// kinds against the real fixture server over stdio: the same cases for tools, resources and
// prompts, each counting the drains the fixture logged exactly. A listing is cached for its
// connection; the kind's own list_changed costs exactly one more drain (another kind's costs none);
// an explicit reconnect and an automatic one (the server killed) cost exactly one drain on the new
// connection; parallel first listings share one drain. Then the references of resources: retired
// alike by an explicit reconnect, an automatic one and list_changed, reported as stale to the model,
// while a fresh listing mints references that read. Last, a reconnect that replaces the connection
// while a later page of a listing is in flight (the fixture holds it and hands it over during the
// close): that listing fails as the lost connection it is, no page of it is asked of the new
// connection, and a caller who asks on the new connection gets its own drain, not the old one.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { McpProxy } from "../../src/proxy/proxy.js";
import type { Runtime } from "../../src/runtime/runtime.js";
import { readEvents, startPids, waitFor } from "../support/processes.js";
import type { ServerSpec } from "../support/proxy.js";
import { ProxyHarness } from "../support/proxy.js";
import { codeOf, itemBody, meta, textOf } from "../support/results.js";
import { refsOf, templateRefsOf } from "./resources-prompts-helpers.js";

const h = new ProxyHarness();
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
const drains = (events: string, kind: Kind): number =>
  readEvents(events).filter((l) => l === `${kind.name}/list cursor=-`).length;

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
  expect(
    await waitFor(
      () =>
        startPids(events).length === 2 &&
        runtime.server("fx").current !== undefined &&
        runtime.server("fx").current?.pid !== pid,
      15_000,
    ),
  ).toBe(true);
  expect(runtime.status()[0]?.state).toBe("connected");
}

/** The index of the second `start` event: drains after it were asked of the new process. */
const secondStart = (events: string): number =>
  readEvents(events).findIndex(
    (l, i, all) => l.startsWith("start ") && all.slice(0, i).some((p) => p.startsWith("start ")),
  );
const drainsAfter = (events: string, kind: Kind, from: number): number =>
  readEvents(events)
    .slice(from)
    .filter((l) => l === `${kind.name}/list cursor=-`).length;

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
    expect(readEvents(fx.events)).toContain(
      kind.name === "tools" ? "list_changed sent 1" : `${kind.name} list_changed sent 1`,
    );
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

  it("an automatic reconnect after the server was killed costs exactly one drain, on the new connection", {
    timeout: 30_000,
  }, async () => {
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
  [
    "an explicit reconnect",
    async (proxy: McpProxy) =>
      void expect((await proxy.call({ server: "fx", operation: "reconnect" })).isError).toBe(false),
  ],
  [
    "an automatic reconnect after the server was killed",
    async (_proxy: McpProxy, runtime: Runtime, events: string) => killAndAwaitReconnect(runtime, events),
  ],
  ["notifications/resources/list_changed", async (proxy: McpProxy) => notify(proxy, "resources")],
] as const;

const staleText = (ref: string): string =>
  `MCPA_RESOURCE_STALE_REFERENCE: The reference ${ref} belongs to an older resource listing of server fx.\nFix: The server's resources changed or it reconnected; list them again with {"server": "fx", "operation": "resources.list"}.`;

describe.each(RETIRE)("resource references after %s", (_what, retire) => {
  it("an old reference (resource or template) is stale, nothing is read; a fresh listing's references read", {
    timeout: 30_000,
  }, async () => {
    const fx = h.fixture();
    const { proxy, runtime } = h.open({ fx: automatic(fx.spec) });
    const read = (resource: string, args?: Record<string, string>) =>
      proxy.call({ server: "fx", operation: "resources.read", resource, ...(args ? { arguments: args } : {}) });
    const reads = (): number => readEvents(fx.events).filter((l) => l === "resources/read").length;
    const old = await proxy.call({ server: "fx", operation: "resources.list" });
    const [oldRef] = refsOf(old);
    const [oldTemplate] = templateRefsOf(old);
    expect(oldRef).toBeDefined();
    expect(oldTemplate).toBeDefined();
    expect(itemBody(textOf(await read(oldRef as string)))).toBe("first text resource");
    expect(reads()).toBe(1);

    await retire(proxy, runtime, fx.events);
    for (const [ref, args] of [
      [oldRef, undefined],
      [oldTemplate, { id: "7" }],
    ] as const) {
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

/** The list method of `kind`, as the fixture logs it. */
const listMethod = (kind: Kind): string => `${kind.name}/list`;

/**
 * A listing of `kind` started on a fixture that pages one entry at a time and holds every later
 * page until its stdin ends (FIXTURE_HOLD_LATER_PAGES): resolves once the second page is held, with
 * the hold disarmed for the next process.
 */
async function heldListing(kind: Kind) {
  const fault = join(h.tempDir("catalog-hold-"), "armed");
  writeFileSync(fault, "");
  const fx = h.fixture({ FIXTURE_PAGE_SIZE: "1", FIXTURE_HOLD_LATER_PAGES: "1", FIXTURE_FAULT_FILE: fault });
  const { proxy, runtime } = h.open({ fx: fx.spec });
  const first = proxy.call({ server: "fx", operation: kind.operation });
  expect(await waitFor(() => readEvents(fx.events).includes(`${listMethod(kind)} page held`), 15_000)).toBe(true);
  rmSync(fault);
  return { fx, proxy, runtime, first };
}

/** The connection-lost error of a page asked for on a connection its listing does not belong to. */
const LOST_BY_RECONNECT =
  /^MCPA_RUNTIME_CONNECTION_LOST: MCP server fx: the connection broke during \S+ \(reconnected\)\./;
/** Pages of `kind` with a cursor that the process started second was asked for. */
const laterPagesAfter = (events: string, kind: Kind): string[] =>
  readEvents(events)
    .slice(secondStart(events))
    .filter((l) => l.startsWith(`${listMethod(kind)} cursor=`) && l !== `${listMethod(kind)} cursor=-`);

describe.each(KINDS)(
  "a $name listing whose connection a reconnect replaces while a later page is in flight",
  (kind) => {
    it("fails as a lost connection; no page of it is asked of the new connection, and the next listing drains there from the start", {
      timeout: 30_000,
    }, async () => {
      const { fx, proxy, first } = await heldListing(kind);
      const reconnected = proxy.call({ server: "fx", operation: "reconnect" });
      const old = await first;
      expect((await reconnected).isError).toBe(false);
      // The old process handed its held page over during the close, so the listing went on to ask
      // for the next page, and the connection it got for that was the new one.
      expect(readEvents(fx.events)).toContain(`${listMethod(kind)} page released`);
      expect(old.isError, textOf(old)).toBe(true);
      expect(codeOf(old)).toBe("MCPA_RUNTIME_CONNECTION_LOST");
      expect(textOf(old)).toMatch(LOST_BY_RECONNECT);
      expect(startPids(fx.events)).toHaveLength(2);
      expect(laterPagesAfter(fx.events, kind)).toEqual([]);

      const fresh = await listing(proxy, kind);
      expect(fresh).toBeGreaterThan(2);
      expect(drainsAfter(fx.events, kind, secondStart(fx.events))).toBe(1);
      // Every later page of the new process belongs to that one fresh drain.
      expect(laterPagesAfter(fx.events, kind).length).toBe(fresh - 1);
    });

    it("a caller on the new connection is not joined to the old connection's load: it gets its own drain", {
      timeout: 30_000,
    }, async () => {
      const { fx, proxy, runtime, first } = await heldListing(kind);
      const reconnected = proxy.call({ server: "fx", operation: "reconnect" });
      // The old connection is out; the caller below waits for the new one while the old load runs.
      expect(await waitFor(() => runtime.status()[0]?.state === "reconnecting", 15_000)).toBe(true);
      const second = proxy.call({ server: "fx", operation: kind.operation });
      const [old, rec, fresh] = await Promise.all([first, reconnected, second]);
      expect(rec.isError, textOf(rec)).toBe(false);
      expect(codeOf(old)).toBe("MCPA_RUNTIME_CONNECTION_LOST");
      expect(fresh.isError, textOf(fresh)).toBe(false);
      const count = meta(fresh)[kind.countField] as number;
      expect(count).toBeGreaterThan(2);
      expect(drainsAfter(fx.events, kind, secondStart(fx.events))).toBe(1);
      // And that drain is the catalog's listing of the new connection: asking again drains nothing.
      expect(await listing(proxy, kind)).toBe(count);
      expect(drainsAfter(fx.events, kind, secondStart(fx.events))).toBe(1);
    });
  },
);
