// Fault suite, hostile HTTP bodies (a raw node:http front over the fixture, test/support/hostile-
// front.ts): an endless 500 body, an endless text/plain success, a 202 with an endless body, a huge
// body under a media type in capitals or hidden in a parameter, and a standalone SSE stream ended at
// once with `retry: 0`. Each row: one bounded, coded error (or none), the bytes the front could
// write and this process's memory stay bounded, nothing left behind, and the next call works.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import type { HostileMode } from "../support/hostile-front.js";
import { sleep, waitFor } from "../support/processes.js";
import { LONG_TIMEOUT_MS, ProxyHarness } from "../support/proxy.js";
import { expectError, expectText, textOf } from "../support/results.js";
import { Timings, timed } from "../support/timing.js";

const MAX_RAW = LIMIT_VALUES["response.maxRawBytes"];
/** What the front may write beyond what the adapter reads: socket buffers on both sides of loopback. */
const SOCKET_SLACK = MAX_RAW;
/** Memory the adapter may use for one bounded body (the bytes, one copy, the parse). */
const RSS_SLACK = 8 * MAX_RAW;
/**
 * An event of about a million short `data:` lines: the partial event the bound ends is still handed
 * to the SDK's SSE parser, which keeps every line until the event ends (about 12 bytes of memory
 * per byte read, measured); still bounded by the read, not by what the front can send.
 */
const RSS_SLACK_MANY_LINES = 16 * MAX_RAW;

const h = new ProxyHarness();
const timings = new Timings();
afterEach(async () => {
  expect(await h.finish()).toEqual({ processes: [], spillDirs: [] });
});
afterAll(() => timings.print("http-bodies"));

/** The highest RSS seen while `p` runs, above the RSS when it started. */
async function peakRss<T>(p: () => Promise<T>): Promise<{ value: T; growth: number }> {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const value = await p();
    return { value, growth: Math.max(peak, process.memoryUsage().rss) - base };
  } finally {
    clearInterval(timer);
  }
}

describe.sequential("fault: hostile HTTP bodies", () => {
  it.each<[HostileMode, string, string]>([
    ["error-endless", "MCPA_RUNTIME_REQUEST_FAILED", "(HTTP status 500)"],
    ["text-endless", "MCPA_RUNTIME_REQUEST_FAILED", "MCP server fx: call failed"],
    ["json-capitals", "MCPA_RESULT_TOO_LARGE", `the call response exceeded ${MAX_RAW} bytes`],
    ["sse-capitals", "MCPA_RESULT_TOO_LARGE", `the call response exceeded ${MAX_RAW} bytes`],
    // One event of short `data:` lines: the bound is per event, not per line.
    ["sse-many-lines", "MCPA_RESULT_TOO_LARGE", `the call response exceeded ${MAX_RAW} bytes`],
    ["json-sse-parameter", "MCPA_RESULT_TOO_LARGE", `the call response exceeded ${MAX_RAW} bytes`],
  ])(
    "%s: %s, the body read under response.maxRawBytes and dropped; the next call works on the same connection",
    { timeout: 60_000 },
    async (mode, code, text) => {
      const fx = await h.http();
      const front = await h.hostileFront(fx.port, mode);
      const { runtime, proxy } = h.open({ fx: { url: front.url, requestTimeoutMs: LONG_TIMEOUT_MS } });
      expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "before" } }), "before");
      const connection = runtime.server("fx").current;
      front.arm();
      const { value: failed, growth } = await peakRss(() =>
        timed(proxy.call({ server: "fx", tool: "echo", args: { text: "hostile" } })),
      );
      timings.set(mode, failed.ms);
      timings.set(`${mode}_rssMiB`, growth / 2 ** 20);
      timings.set(`${mode}_writtenMiB`, front.written() / 2 ** 20);
      expectError(failed.value!, code, [text]);
      expect(textOf(failed.value!)).not.toContain("xxxx");
      // Far sooner than the request timeout: the bound ends the read, not the clock.
      expect(failed.ms).toBeLessThan(LONG_TIMEOUT_MS / 2);
      expect(front.answered()).toBe(1);
      expect(await waitFor(() => front.closed() === 1, 3_000)).toBe(true);
      expect(front.written()).toBeLessThanOrEqual(MAX_RAW + SOCKET_SLACK);
      expect(growth).toBeLessThan(mode === "sse-many-lines" ? RSS_SLACK_MANY_LINES : RSS_SLACK);

      front.disarm();
      expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
      expect(runtime.server("fx").current).toBe(connection);
    },
  );

  it("202 with an endless body for notifications/initialized: dropped at once, the connect and the call work", {
    timeout: 60_000,
  }, async () => {
    const fx = await h.http();
    const front = await h.hostileFront(fx.port, "accepted-endless");
    const { proxy } = h.open({ fx: { url: front.url, requestTimeoutMs: LONG_TIMEOUT_MS } });
    front.arm();
    const first = await timed(
      Promise.race([
        proxy.call({ server: "fx", tool: "echo", args: { text: "first" } }),
        sleep(LONG_TIMEOUT_MS / 2).then(() => undefined),
      ]),
    );
    timings.set("accepted-endless", first.ms);
    expect(first.value, "the connect hung on the 202 body").toBeDefined();
    expectText(first.value!, "first");
    expect(front.answered()).toBeGreaterThanOrEqual(1);
    expect(await waitFor(() => front.closed() === front.answered(), 3_000)).toBe(true);
    expect(front.written()).toBeLessThanOrEqual(front.answered() * (MAX_RAW + SOCKET_SLACK));
    front.disarm();
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
  });

  it("standalone SSE stream ended at once with retry: 0: reopened after a floor, with growing waits; status shows it; calls work", {
    timeout: 60_000,
  }, async () => {
    const fx = await h.http();
    const front = await h.hostileFront(fx.port, "sse-retry-0");
    front.arm();
    const { runtime, proxy } = h.open({
      fx: { url: front.url, requestTimeoutMs: LONG_TIMEOUT_MS, headers: { "X-Probe": "probe" } },
    });
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "before" } }), "before");
    expect(await waitFor(() => front.gets() >= 1, 5_000)).toBe(true);
    const opened = performance.now();
    // Waits of 0.25, 0.5, 1 and 2 s: within 3.5 s of the first GET, three more at most.
    await sleep(3_500);
    const gets = front.gets();
    timings.set("sseRetry0_getsIn3500ms", gets);
    expect(gets).toBeGreaterThanOrEqual(3);
    expect(gets).toBeLessThanOrEqual(4);
    expect(front.gets("x-probe")).toBe(gets);
    expect(performance.now() - opened).toBeLessThan(10_000);
    expect(runtime.status()[0]).toMatchObject({ state: "connected", streamReopens: gets - 1 });
    expect(textOf(await proxy.call({}))).toMatch(
      new RegExp(`^- "fx": connected; .*sseStream=reopened ${gets - 1} times`, "m"),
    );
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
  });
});
