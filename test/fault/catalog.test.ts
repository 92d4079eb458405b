// Fault suite, catalog and load rows over stdio: a non-advancing and a cycling pagination cursor,
// 10,001 tools, a storm of notifications/tools/list_changed, and 50 parallel calls to a cold
// server. Each row: a bounded, coded error (or none where none is due); nothing left behind
// (afterEach); the next call works.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { fixedToolNames } from "../fixtures/server/tools.js";
import { count, readEvents, startPids } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { expectError, expectText, meta, textOf } from "../support/results.js";
import { Timings, timed } from "../support/timing.js";

const FIXED = fixedToolNames("stdio").length;
const MAX_TOOLS = LIMIT_VALUES["catalog.tools.maxEntries"];
const MIB = 1024 * 1024;
/** A real gc() without --expose-gc on the command line (the flag only has to be set before the lookup). */
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const h = new ProxyHarness();
const timings = new Timings();
afterEach(async () => {
  expect(await h.finish()).toEqual({ processes: [], spillDirs: [] });
});
afterAll(() => timings.print("catalog"));

const listed = (events: string): string[] => readEvents(events).filter((l) => l.startsWith("tools/list "));

describe.sequential("fault: catalogs", () => {
  it.each([
    ["repeat", "non-advancing", 2],
    ["cycle", "cycling", 3],
  ] as const)(
    "%s cursor (%s): MCPA_CATALOG_REPEATED_CURSOR on page %i, nothing partial kept; the next listing (cursor fixed) starts afresh",
    { timeout: 30_000 },
    async (mode, _what, page) => {
      const fault = h.faultFile();
      const fx = h.stdio({
        FIXTURE_TOOLS: "12",
        FIXTURE_PAGE_SIZE: "5",
        FIXTURE_CURSOR_MODE: mode,
        FIXTURE_FAULT_FILE: fault.path,
      });
      const { runtime, proxy } = h.open({ fx: fx.spec });
      const failed = await timed(proxy.call({ server: "fx", search: "echo" }));
      timings.set(`cursor_${mode}`, failed.ms);
      expectError(failed.value!, "MCPA_CATALOG_REPEATED_CURSOR", [
        `MCP server fx: the tools listing repeated a pagination cursor on page ${page}.`,
      ]);
      expect(listed(fx.events)).toHaveLength(page);
      // The connection is not at fault: it stays up.
      const pid = runtime.server("fx").current?.pid;
      expect(runtime.status()[0]?.state).toBe("connected");

      fault.disarm();
      const ok = await proxy.call({ server: "fx" });
      expect(ok.isError, textOf(ok)).toBe(false);
      expect(meta(ok).toolCount).toBe(FIXED + 12);
      expect(listed(fx.events)[page]).toBe("tools/list cursor=-");
      expect(runtime.server("fx").current?.pid).toBe(pid);
    },
  );

  it("10,001 tools: MCPA_CATALOG_ENTRY_LIMIT, no partial catalog; the connection serves the next call", {
    timeout: 60_000,
  }, async () => {
    const fx = h.stdio({ FIXTURE_TOOLS: String(MAX_TOOLS + 1 - FIXED), FIXTURE_PAGE_SIZE: "1000" });
    const { runtime, proxy } = h.open({ fx: fx.spec });
    const failed = await timed(proxy.call({ server: "fx", tool: "echo", args: { text: "x" } }));
    timings.set("tools10001", failed.ms);
    expectError(failed.value!, "MCPA_CATALOG_ENTRY_LIMIT", [
      `MCP server fx: the tools listing has more than ${MAX_TOOLS} entries.`,
    ]);
    expect(count(fx.events, "tools/call echo")).toBe(0);
    const pid = runtime.server("fx").current?.pid;

    const prompts = await proxy.call({ server: "fx", operation: "prompts.list" });
    expect(prompts.isError, textOf(prompts)).toBe(false);
    expect(textOf(prompts)).toContain("review");
    // No partial catalog: the next tools request lists again, and fails the same way.
    expectError(await proxy.call({ server: "fx", search: "tool-0001" }), "MCPA_CATALOG_ENTRY_LIMIT");
    expect(listed(fx.events).filter((l) => l === "tools/list cursor=-")).toHaveLength(2);
    expect(runtime.server("fx").current?.pid).toBe(pid);
    expect(startPids(fx.events)).toEqual([pid]);
  });

  it("list_changed storm: the adapter stays responsive, refetches at most once per listing request, and memory stays bounded", {
    timeout: 60_000,
  }, async () => {
    const STORM = 20_000;
    const fx = h.stdio();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expect((await proxy.call({ server: "fx" })).isError).toBe(false);
    expect(listed(fx.events)).toHaveLength(1);
    const pid = runtime.server("fx").current?.pid;
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    let heapPeak = heapBefore;
    const sampler = setInterval(() => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    }, 20);

    const storm = timed(proxy.call({ server: "fx", tool: "notify_list_changed", args: { count: STORM } }));
    // While the storm runs: status and other calls (each needing the catalog) are answered promptly.
    const latencies: number[] = [];
    let listings = 1;
    const deadline = Date.now() + 30_000;
    while (!readEvents(fx.events).some((l) => l.startsWith("list_changed sent")) && Date.now() < deadline) {
      const status = await timed(proxy.call({}));
      latencies.push(status.ms);
      const echo = await timed(proxy.call({ server: "fx", tool: "echo", args: { text: "during" } }));
      listings += 1;
      latencies.push(echo.ms);
      expectText(echo.value!, "during");
    }
    const stormed = await storm;
    clearInterval(sampler);
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    timings.set("listChangedStorm", stormed.ms);
    timings.set("listChangedStormMaxLatency", Math.max(0, ...latencies));
    gc();
    const retained = process.memoryUsage().heapUsed - heapBefore;
    timings.set("listChangedStormHeapPeakGrowthMiB", (heapPeak - heapBefore) / MIB);
    timings.set("listChangedStormHeapRetainedKiB", retained / 1024);
    expectText(stormed.value!, "notified");
    expect(readEvents(fx.events)).toContain(`list_changed sent ${STORM}`);
    expect(latencies.length).toBeGreaterThan(0);
    expect(Math.max(...latencies)).toBeLessThan(5_000);
    // Every listing was asked for by a request, or is one of the tool cache's background relistings
    // after a change (toolCache.maxBackgroundRefreshes per connection): never one per notification.
    expect(listed(fx.events).length).toBeLessThanOrEqual(listings + LIMIT_VALUES["toolCache.maxBackgroundRefreshes"]);
    // Garbage while it lasts, and nothing kept per notification afterwards (20,000 of them).
    expect(heapPeak - heapBefore).toBeLessThan(256 * MIB);
    expect(retained).toBeLessThan(16 * MIB);

    // After the storm the cache may or may not be stale (a listing can follow its last
    // notification), so one more notification, sent after every listing so far, settles it: then
    // exactly one listing for the next catalog requests, and the cache holds for the rest.
    expectText(await proxy.call({ server: "fx", tool: "notify_list_changed" }), "notified");
    const settled = listed(fx.events).length;
    expect((await proxy.call({ server: "fx", search: "echo" })).isError).toBe(false);
    expect(listed(fx.events).length).toBe(settled + 1);
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    expect((await proxy.call({ server: "fx", search: "echo" })).isError).toBe(false);
    expect(listed(fx.events).length).toBe(settled + 1);
    expect(runtime.server("fx").current?.pid).toBe(pid);
  });

  it("the list changes while it is paged: that listing is answered, and the next request drains again (tools, resources, prompts)", {
    timeout: 30_000,
  }, async () => {
    const fault = h.faultFile();
    const fx = h.stdio({ FIXTURE_PAGE_SIZE: "1", FIXTURE_CHANGED_DURING_LIST: "1", FIXTURE_FAULT_FILE: fault.path });
    const { runtime, proxy } = h.open({ fx: fx.spec });
    const drains = (list: string): number => readEvents(fx.events).filter((l) => l === `${list} cursor=-`).length;
    const requests = [
      ["tools/list", { server: "fx" }],
      ["resources/list", { server: "fx", operation: "resources.list" }],
      ["prompts/list", { server: "fx", operation: "prompts.list" }],
    ] as const;
    for (const [list, request] of requests) {
      const r = await proxy.call(request);
      expect(r.isError, textOf(r)).toBe(false);
      expect(drains(list), list).toBe(1);
    }
    for (const what of ["tools", "resources", "prompts"])
      expect(readEvents(fx.events)).toContain(`${what} list_changed sent mid-list`);
    // The server changes nothing more: one more drain each (the one listed during a change was not
    // trusted), after which the cache holds.
    fault.disarm();
    for (const [list, request] of requests) {
      for (let i = 0; i < 2; i++) expect((await proxy.call(request)).isError).toBe(false);
      expect(drains(list), list).toBe(2);
    }
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    expect(drains("tools/list")).toBe(2);
    expect(startPids(fx.events)).toHaveLength(1);
    expect(runtime.status()[0]?.state).toBe("connected");
  });

  it("50 parallel calls to a cold server: exactly one spawn, one initialize and one listing; every call succeeds", {
    timeout: 60_000,
  }, async () => {
    const n = 50;
    const fx = h.stdio();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expect(runtime.server("fx").current).toBeUndefined();
    const all = await timed(
      Promise.all(
        Array.from({ length: n }, (_, i) => proxy.call({ server: "fx", tool: "echo", args: { text: `call ${i}` } })),
      ),
    );
    timings.set("coldParallel50", all.ms);
    for (const [i, r] of all.value!.entries()) expectText(r, `call ${i}`);
    expect(startPids(fx.events)).toHaveLength(1);
    expect(count(fx.events, "initialize")).toBe(1);
    expect(listed(fx.events)).toHaveLength(1);
    expect(count(fx.events, "tools/call echo")).toBe(n);
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "next" } }), "next");
    expect(startPids(fx.events)).toHaveLength(1);
  });
});
