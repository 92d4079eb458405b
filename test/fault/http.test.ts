// Fault suite, Streamable HTTP rows (fixture in http mode on 127.0.0.1): error statuses on connect
// (400, 401, 404 without a session, 405 on POST, 500, 503), 405 on the SSE GET (not an error), a
// 404 for a known session id (session loss: one re-initialize, no replay), a redirect to another
// origin, a slow-loris body (JSON and SSE), and a body over response.maxRawBytes. Each row: a
// bounded, coded error; nothing left behind (afterEach); the next call works.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { AdapterError } from "../../src/errors/index.js";
import { count, readEvents, waitFor } from "../support/processes.js";
import { LONG_TIMEOUT_MS, ProxyHarness } from "../support/proxy.js";
import { expectError, expectText, meta, textOf } from "../support/results.js";
import { SLACK_MS, Timings, timed } from "../support/timing.js";

const MAX_RAW = LIMIT_VALUES["response.maxRawBytes"];
/** requestTimeoutMs of the slow-loris rows. */
const LORIS_TIMEOUT_MS = 2_000;

const h = new ProxyHarness();
const timings = new Timings();
afterEach(async () => {
  expect(await h.finish()).toEqual({ processes: [], spillDirs: [] });
});
afterAll(() => timings.print("http"));

/** The fixture's protocol eras for the main rows: the 2025 handshake and 2026-07-28 only. */
const ERAS = ["legacy", "modern"] as const;

describe.sequential("fault: Streamable HTTP server", () => {
  it.each([400, 401, 403, 404, 405, 500, 503])(
    "POST answered %i: a connect error naming the status, never the body; the next call (status fixed) connects",
    { timeout: 30_000 },
    async (status) => {
      const fault = h.faultFile();
      const fx = await h.http({ FIXTURE_HTTP_STATUS: String(status), FIXTURE_FAULT_FILE: fault.path });
      const { runtime, proxy } = h.open({ fx: { url: fx.url, requestTimeoutMs: LONG_TIMEOUT_MS } });
      const failed = await timed(proxy.call({ server: "fx", tool: "echo", args: { text: "never" } }));
      timings.set(`post${status}`, failed.ms);
      // 403 comes with an OAuth step-up challenge (insufficient_scope), which the SDK turns into its own error.
      const auth = status === 401 || status === 403;
      expectError(failed.value!, "MCPA_RUNTIME_CONNECT_FAILED", [
        `MCP server fx could not be started or reached (HTTP status ${status}${auth ? ", authorization required" : ""}).`,
        ...(auth ? ["for HTTP 401/403, its header; OAuth is not supported"] : []),
      ]);
      expect(failed.ms).toBeLessThan(5_000);
      expect(readEvents(fx.events)).toContain("http POST auth=no");
      expect(count(fx.events, "initialize")).toBe(0);
      expect(runtime.status()[0]).toMatchObject({ state: "failed", lastErrorCode: "MCPA_RUNTIME_CONNECT_FAILED" });

      fault.disarm();
      expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
      expect(count(fx.events, "initialize")).toBe(1);
      expect(count(fx.events, "tools/call echo")).toBe(1);
    },
  );

  it("GET for the SSE stream answered 405: not an error (no SSE stream); calls work and the connection stays up", {
    timeout: 30_000,
  }, async () => {
    const fx = await h.http({ FIXTURE_HTTP_GET_STATUS: "405" });
    const other = await h.http();
    const { runtime, proxy } = h.open({
      fx: { url: fx.url, requestTimeoutMs: LONG_TIMEOUT_MS },
      marker: { url: other.url, requestTimeoutMs: LONG_TIMEOUT_MS },
    });
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "one" } }), "one");
    // The SDK did ask for the stream, and took the 405 as "none".
    expect(await waitFor(() => readEvents(fx.events).includes("http GET auth=no"), 5_000)).toBe(true);
    const connection = runtime.server("fx").current;
    // The positive marker: another server connected and answered after the 405 was served, longer
    // than the client needs to act on that 405; fx is still connected, on the same connection.
    expectText(await proxy.call({ server: "marker", tool: "echo", args: { text: "marker" } }), "marker");
    expect(runtime.status()[0]).toMatchObject({ name: "fx", state: "connected" });
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "two" } }), "two");
    expect(runtime.server("fx").current).toBe(connection);
    expect(runtime.status()[0]?.state).toBe("connected");
    expect(runtime.status()[0]?.lastErrorCode).toBeUndefined();
    expect(count(fx.events, "initialize")).toBe(1);
  });

  it("404 for a known session id (session loss): MCPA_RUNTIME_CONNECTION_LOST; the call is not replayed; the next call re-initializes once", {
    timeout: 30_000,
  }, async () => {
    const fx = await h.http();
    const other = await h.http();
    const front = await h.sessionFront(fx.port);
    const { runtime, proxy } = h.open({
      fx: { url: front.url, requestTimeoutMs: LONG_TIMEOUT_MS },
      marker: { url: other.url, requestTimeoutMs: LONG_TIMEOUT_MS },
    });
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "first" } }), "first");
    const first = runtime.server("fx").current;
    front.forget();

    const lost = await timed(proxy.call({ server: "fx", tool: "echo", args: { text: "lost" } }));
    timings.set("sessionLoss404", lost.ms);
    expectError(lost.value!, "MCPA_RUNTIME_CONNECTION_LOST", [
      "MCP server fx: the connection broke during call (HTTP status 404).",
    ]);
    expect(lost.ms).toBeLessThan(5_000);
    expect(front.refused()).toBeGreaterThanOrEqual(1);
    expect(runtime.status()[0]).toMatchObject({ state: "failed", lastErrorCode: "MCPA_RUNTIME_CONNECTION_LOST" });
    // The positive marker: another server connected and answered after the loss, a longer chain
    // of round trips than a replay or a background re-initialize of fx would need; fx is still failed.
    expectText(await proxy.call({ server: "marker", tool: "echo", args: { text: "marker" } }), "marker");
    expect(count(other.events, "initialize")).toBe(1);
    expect(runtime.status()[0]).toMatchObject({ name: "fx", state: "failed" });
    // Nothing re-sent the call, and nothing re-initialized on its own (automatic is off).
    expect(count(fx.events, "tools/call echo")).toBe(1);
    expect(count(fx.events, "initialize")).toBe(1);

    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "again" } }), "again");
    expect(runtime.server("fx").current).not.toBe(first);
    expect(count(fx.events, "initialize")).toBe(2);
    expect(count(fx.events, "tools/call echo")).toBe(2);
  });

  it("404 for a known session id with reconnect.automatic: exactly one background re-initialize, no replay; the next call uses it", {
    timeout: 30_000,
  }, async () => {
    const fx = await h.http();
    const front = await h.sessionFront(fx.port);
    const { runtime, proxy } = h.open({
      fx: { url: front.url, requestTimeoutMs: LONG_TIMEOUT_MS, reconnect: { automatic: true } },
    });
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "first" } }), "first");
    front.forget();
    expectError(
      await proxy.call({ server: "fx", tool: "echo", args: { text: "lost" } }),
      "MCPA_RUNTIME_CONNECTION_LOST",
      ["(HTTP status 404)"],
    );
    expect(await waitFor(() => runtime.status()[0]?.state === "connected", 10_000)).toBe(true);
    // The fixture logs initialize before it answers, so the re-initialize is on record by now.
    expect(count(fx.events, "initialize")).toBe(2);
    const reconnected = runtime.server("fx").current;
    // The next call is the positive marker: a replay or another re-initialize would have reached
    // the server before it, so the exact counts after it say there was neither.
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "again" } }), "again");
    expect(runtime.server("fx").current).toBe(reconnected);
    expect(count(fx.events, "initialize")).toBe(2);
    expect(count(fx.events, "tools/call echo")).toBe(2);
  });

  it("redirect to another origin: MCPA_RUNTIME_REDIRECT, nothing reaches that origin; the next call (redirect gone) connects", {
    timeout: 30_000,
  }, async () => {
    const other = await h.recorder();
    const fault = h.faultFile();
    const fx = await h.http({
      FIXTURE_REDIRECT_TO: `http://127.0.0.1:${other.port}/mcp`,
      FIXTURE_FAULT_FILE: fault.path,
    });
    const { proxy } = h.open({ fx: { url: fx.url, requestTimeoutMs: LONG_TIMEOUT_MS } });
    const refused = await timed(proxy.call({ server: "fx" }));
    timings.set("crossOriginRedirect", refused.ms);
    expectError(refused.value!, "MCPA_RUNTIME_REDIRECT", [
      "MCP server fx redirected to another origin, which is refused.",
    ]);
    expect(textOf(refused.value!)).not.toContain(String(other.port));
    expect(refused.ms).toBeLessThan(5_000);
    // The positive marker instead of a fixed sleep: a probe of our own is recorded, so the other
    // origin is live and has served anything that reached it first; nothing else did.
    const seen = (): string[] => other.requests.map((r) => `${r.method} ${r.url}`);
    await (await fetch(`http://127.0.0.1:${other.port}/probe`)).text();
    expect(await waitFor(() => seen().includes("GET /probe"), 5_000)).toBe(true);
    expect(seen().filter((r) => r !== "GET /probe")).toEqual([]);

    fault.disarm();
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    expect(seen().filter((r) => r !== "GET /probe")).toEqual([]);
  });

  it.each(["json", "sse"])(
    "slow-loris %s body: MCPA_RUNTIME_TIMEOUT after requestTimeoutMs, the trickling response is dropped; the next call works",
    { timeout: 30_000 },
    async (mode) => {
      const fx = await h.http();
      const { runtime, proxy } = h.open({ fx: { url: fx.url, requestTimeoutMs: LORIS_TIMEOUT_MS } });
      // Connecting is bounded by the same timeout; the fixture is up already, so it is quick.
      expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "before" } }), "before");
      const connection = runtime.server("fx").current;
      const loris = await timed(proxy.call({ server: "fx", tool: "slow_loris", args: { mode, intervalMs: 100 } }));
      timings.set(`slowLoris_${mode}`, loris.ms);
      expectError(loris.value!, "MCPA_RUNTIME_TIMEOUT", [
        `MCP server fx: call timed out after ${LORIS_TIMEOUT_MS} ms.`,
      ]);
      expect(loris.ms).toBeGreaterThanOrEqual(LORIS_TIMEOUT_MS - 5);
      expect(loris.ms).toBeLessThan(LORIS_TIMEOUT_MS + SLACK_MS);
      expect(readEvents(fx.events)).toContain(`slow-loris ${mode} start`);
      // The adapter stops reading the trickle: the server sees its response closed.
      expect(await waitFor(() => readEvents(fx.events).includes("slow-loris closed"), 3_000)).toBe(true);

      expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
      expect(runtime.server("fx").current).toBe(connection);
      expect(runtime.status()[0]).toMatchObject({ state: "connected", lastErrorCode: "MCPA_RUNTIME_TIMEOUT" });
    },
  );

  it.each(ERAS)(
    "slow-loris body cancelled by the caller: MCPA_RUNTIME_CANCELLED within cancel.settleMs, the response is dropped; the next call works (%s era)",
    { timeout: 30_000 },
    async (era) => {
      const fx = await h.http({ FIXTURE_ERA: era });
      const { runtime, proxy } = h.open({ fx: { url: fx.url, requestTimeoutMs: LONG_TIMEOUT_MS } });
      expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "before" } }), "before");
      const connection = runtime.server("fx").current;
      const abort = new AbortController();
      const loris = timed(
        proxy.call({ server: "fx", tool: "slow_loris", args: { intervalMs: 100 } }, { signal: abort.signal }),
      );
      expect(await waitFor(() => readEvents(fx.events).includes("slow-loris json start"), 5_000)).toBe(true);
      const aborted = performance.now();
      abort.abort();
      const settled = await loris;
      const settleMs = performance.now() - aborted;
      timings.set(era === "legacy" ? "slowLorisCancelSettle" : "slowLorisCancelSettleModern", settleMs);
      expect(AdapterError.isInstance(settled.error) && settled.error.code).toBe("MCPA_RUNTIME_CANCELLED");
      // The code, the server, the operation, and that the connection was kept.
      expect((settled.error as AdapterError).message).toBe(
        "MCP server fx: call was cancelled; the connection was kept.",
      );
      expect(settleMs).toBeLessThanOrEqual(LIMIT_VALUES["cancel.settleMs"] + SLACK_MS / 3);
      expect(await waitFor(() => readEvents(fx.events).includes("slow-loris closed"), 3_000)).toBe(true);
      expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
      expect(runtime.server("fx").current).toBe(connection);
    },
  );

  it.each(ERAS)(
    "crashes mid-call: MCPA_RUNTIME_CONNECTION_LOST, not retried; once the server is back, the next call reconnects (%s era)",
    { timeout: 30_000 },
    async (era) => {
      const fx = await h.http({ FIXTURE_ERA: era });
      const { runtime, proxy } = h.open({ fx: { url: fx.url, requestTimeoutMs: LONG_TIMEOUT_MS } });
      expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "before" } }), "before");
      const crashed = await timed(proxy.call({ server: "fx", tool: "crash" }));
      timings.set(era === "legacy" ? "httpCrashMidCall" : "httpCrashMidCallModern", crashed.ms);
      expectError(crashed.value!, "MCPA_RUNTIME_CONNECTION_LOST", [
        "MCP server fx: the connection broke during call (",
      ]);
      expect(crashed.ms).toBeLessThan(5_000);
      expect(runtime.status()[0]).toMatchObject({ state: "failed", lastErrorCode: "MCPA_RUNTIME_CONNECTION_LOST" });
      await h.http({ FIXTURE_ERA: era, FIXTURE_PORT: String(fx.port) }, fx.events);
      expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
      expect(count(fx.events, "tools/call crash")).toBe(1);
      expect(count(fx.events, "initialize")).toBe(era === "legacy" ? 2 : 0);
    },
  );

  it("body over response.maxRawBytes: MCPA_RESULT_TOO_LARGE for that call only; the next call uses the same connection", {
    timeout: 30_000,
  }, async () => {
    const fx = await h.http();
    const { runtime, proxy } = h.open({ fx: { url: fx.url, requestTimeoutMs: LONG_TIMEOUT_MS } });
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "before" } }), "before");
    // Something retained, so that "no file left" has a file to leave.
    expect(
      meta(await proxy.call({ server: "fx", tool: "huge", args: { bytes: LIMIT_VALUES["inline.maxBytes"] + 1 } }))
        .output,
    ).toMatch(/^mcp-output-/);
    const connection = runtime.server("fx").current;
    const huge = await timed(proxy.call({ server: "fx", tool: "huge", args: { bytes: MAX_RAW + 1 } }));
    timings.set("httpBodyOverBound", huge.ms);
    expectError(huge.value!, "MCPA_RESULT_TOO_LARGE", [`the call response exceeded ${MAX_RAW} bytes`]);
    expect(huge.ms).toBeLessThan(10_000);
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    expect(runtime.server("fx").current).toBe(connection);
    expect(meta(await proxy.call({})).servers).toBeDefined();
    expect(count(fx.events, "initialize")).toBe(1);
  });
});
