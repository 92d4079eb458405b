// Connection lifecycle over stdio against real processes: cancellation settles fast and keeps the
// connection, a timeout keeps it too, a crash costs only the request in flight, connections are
// lazy and shared, and close() leaves no process (not even a grandchild or a SIGTERM-ignoring
// server) and no spill behind. Timing tests run sequentially.
import { existsSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { AdapterError } from "../../src/errors/index.js";
import { fixedToolNames } from "../fixtures/server/tools.js";
import { isAlive, readEvents, startPids, waitFor } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { labelBody, meta, textOf } from "../support/results.js";
import { SLACK_MS as FAULT_SLACK_MS } from "../support/timing.js";

const SETTLE_MS = LIMIT_VALUES["cancel.settleMs"];
/** The fault suite's slack on settle bounds (a third of its SLACK_MS): cancel.settleMs is 100 ms,
 * one time slice on a loaded two-core machine. */
const SETTLE_SLACK_MS = FAULT_SLACK_MS / 3;
const GRACE_MS = LIMIT_VALUES["process.killGraceMs"];
/** Scheduling slack on a loaded two-core machine, beyond what the design allows. */
const SLACK_MS = 1_000;

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup(), "server processes still alive after runtime.close()").toEqual([]);
});

const measured: Record<string, number> = {};
afterAll(() => {
  console.log(
    `proxy-stdio lifecycle timings (ms): ${JSON.stringify(Object.fromEntries(Object.entries(measured).map(([k, v]) => [k, Math.round(v * 10) / 10])))}`,
  );
});

describe.sequential("cancellation and timeouts", () => {
  it("an aborted call settles within cancel.settleMs, the server hears notifications/cancelled, and the connection is reused", async () => {
    const fx = h.fixture();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expect((await proxy.call({ server: "fx" })).isError).toBe(false);
    const pid = runtime.server("fx").current?.pid;
    expect(pid).toBeTypeOf("number");

    const abort = new AbortController();
    let abortedAt = 0;
    let sleepStartedBeforeAbort = false;
    setTimeout(() => {
      sleepStartedBeforeAbort = readEvents(fx.events).includes("tools/call sleep");
      abortedAt = performance.now();
      abort.abort();
    }, 150);
    const settled = await proxy
      .call({ server: "fx", tool: "sleep", args: { ms: 20_000 } }, { signal: abort.signal })
      .then(
        () => ({ error: undefined as unknown, at: performance.now() }),
        (error: unknown) => ({ error, at: performance.now() }),
      );
    const settleMs = settled.at - abortedAt;
    measured.abortSettleMs = settleMs;
    expect(sleepStartedBeforeAbort).toBe(true);
    expect(AdapterError.isInstance(settled.error) && settled.error.code).toBe("MCPA_RUNTIME_CANCELLED");
    expect(settleMs).toBeLessThanOrEqual(SETTLE_MS + SETTLE_SLACK_MS);
    expect(await waitFor(() => readEvents(fx.events).some((l) => /^cancelled \S+$/.test(l)), 5_000)).toBe(true);

    const next = await proxy.call({ server: "fx", tool: "echo", args: { text: "after cancel" } });
    expect(labelBody(textOf(next))).toBe("after cancel");
    expect(runtime.server("fx").current?.pid).toBe(pid);
    expect(startPids(fx.events)).toEqual([pid]);
    expect(readEvents(fx.events).some((l) => l.startsWith("aborted "))).toBe(false);
  });

  it("an abort before the call settles at once and no tools/call is sent", async () => {
    const fx = h.fixture();
    const { proxy } = h.open({ fx: fx.spec });
    const abort = new AbortController();
    abort.abort();
    await expect(
      proxy.call({ server: "fx", tool: "echo", args: { text: "x" } }, { signal: abort.signal }),
    ).rejects.toSatisfy((e: unknown) => AdapterError.isInstance(e) && e.code === "MCPA_RUNTIME_CANCELLED");
    // A call after it is the positive marker: over one ordered pipe, the aborted call would have
    // reached the server first.
    expect(labelBody(textOf(await proxy.call({ server: "fx", tool: "echo", args: { text: "marker" } })))).toBe(
      "marker",
    );
    expect(readEvents(fx.events).filter((l) => l.startsWith("tools/call"))).toEqual(["tools/call echo"]);
  });

  it("aborting one of two calls that share a cold server's first listing cancels only that call, at once", async () => {
    // One page per tool makes the first listing slow enough (about 2 ms a page) to abort inside it.
    // On `plain` the call that is not aborted has no signal, on `signalled` it has its own.
    const env = {
      FIXTURE_TOOLS: String(LIMIT_VALUES["catalog.maxPages"] - fixedToolNames("stdio").length),
      FIXTURE_PAGE_SIZE: "1",
    };
    const servers = { plain: h.fixture(env), signalled: h.fixture(env) };
    const { proxy } = h.open({ plain: servers.plain.spec, signalled: servers.signalled.spec });
    const run = async (server: "plain" | "signalled") => {
      const events = servers[server].events;
      const abort = new AbortController();
      let abortedAt = 0;
      const first = proxy.call({ server, tool: "echo", args: { text: "first" } }, { signal: abort.signal }).then(
        () => ({ error: undefined as unknown, at: performance.now() }),
        (error: unknown) => ({ error, at: performance.now() }),
      );
      const second = proxy.call(
        { server, tool: "echo", args: { text: "second" } },
        server === "signalled" ? { signal: new AbortController().signal } : {},
      );
      expect(await waitFor(() => readEvents(events).some((l) => l.startsWith("tools/list ")), 10_000, 1)).toBe(true);
      abortedAt = performance.now();
      abort.abort();
      const a = await first;
      const b = await second;
      const listed = readEvents(events).filter((l) => l.startsWith("tools/list ")).length;
      return {
        a,
        settleMs: a.at - abortedAt,
        b,
        calls: readEvents(events).filter((l) => l.startsWith("tools/call")),
        listed,
      };
    };
    for (const [server, out] of await Promise.all(
      (["plain", "signalled"] as const).map(async (s) => [s, await run(s)] as const),
    )) {
      expect(AdapterError.isInstance(out.a.error) && out.a.error.code, server).toBe("MCPA_RUNTIME_CANCELLED");
      expect(out.settleMs, server).toBeLessThanOrEqual(SETTLE_MS + SETTLE_SLACK_MS);
      expect(out.b.isError, server).toBe(false);
      expect(labelBody(textOf(out.b)), server).toBe("second");
      expect(out.calls, server).toEqual(["tools/call echo"]);
      expect(out.listed, server).toBe(LIMIT_VALUES["catalog.maxPages"]);
    }
  });

  it("when every caller of a listing aborts, the listing stops, and the next call lists afresh", async () => {
    const fx = h.fixture({
      FIXTURE_TOOLS: String(LIMIT_VALUES["catalog.maxPages"] - fixedToolNames("stdio").length),
      FIXTURE_PAGE_SIZE: "1",
    });
    const { proxy } = h.open({ fx: fx.spec });
    const listed = () => readEvents(fx.events).filter((l) => l.startsWith("tools/list "));
    const abort = new AbortController();
    const call = proxy.call({ server: "fx" }, { signal: abort.signal });
    expect(await waitFor(() => listed().length > 0, 10_000, 1)).toBe(true);
    abort.abort();
    await expect(call).rejects.toSatisfy(
      (e: unknown) => AdapterError.isInstance(e) && e.code === "MCPA_RUNTIME_CANCELLED",
    );
    // The fresh listing is the positive marker: over one ordered pipe, every page the stopped
    // listing asked for reached the server before the fresh one's first page.
    const again = await proxy.call({ server: "fx" });
    expect(meta(again).toolCount).toBe(LIMIT_VALUES["catalog.maxPages"]);
    const pages = listed();
    const stoppedAt = pages.indexOf("tools/list cursor=-", 1);
    expect(pages[0]).toBe("tools/list cursor=-");
    expect(stoppedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeLessThan(LIMIT_VALUES["catalog.maxPages"]);
    expect(pages.slice(stoppedAt)).toHaveLength(LIMIT_VALUES["catalog.maxPages"]);
    expect(listed().length).toBe(stoppedAt + LIMIT_VALUES["catalog.maxPages"]);
  });

  it("a request whose signal is already aborted is never sent", async () => {
    const fx = h.fixture();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expect((await proxy.call({ server: "fx" })).isError).toBe(false);
    const abort = new AbortController();
    abort.abort();
    const server = runtime.server("fx");
    await expect(
      server.callTool({ name: "echo", inputSchema: {} }, { text: "never" }, { signal: abort.signal }),
    ).rejects.toSatisfy((e: unknown) => AdapterError.isInstance(e) && e.code === "MCPA_RUNTIME_CANCELLED");
    // The positive marker: a call sent after it on the same ordered pipe has been served.
    expect(labelBody(textOf(await proxy.call({ server: "fx", tool: "echo", args: { text: "marker" } })))).toBe(
      "marker",
    );
    expect(readEvents(fx.events).filter((l) => l.startsWith("tools/call"))).toEqual(["tools/call echo"]);
  });

  it("requestTimeoutMs 300: sleep 2000 times out naming server, operation and ms; the connection survives", async () => {
    // The fixture needs about a second to start, and requestTimeoutMs also bounds spawn +
    // initialize, so this uses the SDK-free mini server, which starts in ~50 ms.
    const timeoutMs = 300;
    const mini = h.mini({ requestTimeoutMs: timeoutMs });
    const { runtime, proxy } = h.open({ slow: mini.spec });
    // Connecting is bounded by the same 300 ms; on a loaded machine a start may miss it, and a
    // failed connect only costs that attempt (its child is checked dead in afterEach).
    let listed = await proxy.call({ server: "slow" });
    for (let attempt = 1; attempt < 5 && listed.isError && meta(listed).code === "MCPA_RUNTIME_TIMEOUT"; attempt++)
      listed = await proxy.call({ server: "slow" });
    expect(listed.isError).toBe(false);
    const pid = runtime.server("slow").current?.pid;

    const started = performance.now();
    const r = await proxy.call({ server: "slow", tool: "sleep", args: { ms: 2_000 } });
    const elapsed = performance.now() - started;
    expect(r.isError).toBe(true);
    expect(meta(r).code).toBe("MCPA_RUNTIME_TIMEOUT");
    expect(textOf(r)).toContain(`MCP server slow: call timed out after ${timeoutMs} ms.`);
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 5);
    expect(elapsed).toBeLessThan(2_000);
    // The SDK cancels a timed-out request on the wire.
    expect(await waitFor(() => readEvents(mini.events).some((l) => /^cancelled \S+$/.test(l)), 2_000)).toBe(true);

    const next = await proxy.call({ server: "slow", tool: "sleep", args: { ms: 10 } });
    expect(next.isError).toBe(false);
    expect(labelBody(textOf(next))).toBe("slept 10");
    expect(runtime.server("slow").current?.pid).toBe(pid);
    expect(startPids(mini.events).at(-1)).toBe(pid);
    expect(runtime.status()[0]?.lastErrorCode).toBe("MCPA_RUNTIME_TIMEOUT");
    expect(runtime.status()[0]?.state).toBe("connected");
  });
});

describe.sequential("crash, laziness and sharing", () => {
  it("crash is MCPA_RUNTIME_CONNECTION_LOST; status shows it; the next call gets a fresh child", async () => {
    const fx = h.fixture();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expect((await proxy.call({ server: "fx", tool: "echo", args: { text: "before" } })).isError).toBe(false);
    const first = runtime.server("fx").current?.pid as number;

    const crashed = await proxy.call({ server: "fx", tool: "crash" });
    expect(crashed.isError).toBe(true);
    expect(meta(crashed).code).toBe("MCPA_RUNTIME_CONNECTION_LOST");
    expect(textOf(crashed)).toContain("MCP server fx: the connection broke during call (process exited (code 3)).");
    expect(readEvents(fx.events)).toContain("exit 3");

    const status = await proxy.call({});
    const row = (meta(status).servers as { name: string; state: string; lastErrorCode?: string }[])[0];
    expect(row).toMatchObject({ name: "fx", state: "failed", lastErrorCode: "MCPA_RUNTIME_CONNECTION_LOST" });
    expect(textOf(status)).toContain("lastError=MCPA_RUNTIME_CONNECTION_LOST");

    const again = await proxy.call({ server: "fx", tool: "echo", args: { text: "after crash" } });
    expect(labelBody(textOf(again))).toBe("after crash");
    const second = runtime.server("fx").current?.pid as number;
    expect(second).not.toBe(first);
    expect(isAlive(first)).toBe(false);
    expect(startPids(fx.events)).toEqual([first, second]);
    expect(runtime.status()[0]).toMatchObject({ state: "connected", lastErrorCode: "MCPA_RUNTIME_CONNECTION_LOST" });
  });

  it("status {} spawns nothing; 50 parallel calls to a cold server share one spawn and one listing", async () => {
    const fx = h.fixture();
    const marker = h.fixture();
    const { runtime, proxy } = h.open({ fx: fx.spec, marker: marker.spec });
    const status = await proxy.call({});
    expect(status.isError).toBe(false);
    expect(textOf(status)).toContain('"fx": disconnected');
    // The positive marker: another server started and answered after the status call, which takes
    // longer than any start the status call could have set off for fx (a connect moves the state
    // to connecting at once, and the fixture logs its start first thing).
    expect(labelBody(textOf(await proxy.call({ server: "marker", tool: "echo", args: { text: "marker" } })))).toBe(
      "marker",
    );
    expect(startPids(marker.events)).toHaveLength(1);
    expect(runtime.status().find((s) => s.name === "fx")).toMatchObject({ state: "disconnected" });
    expect(runtime.server("fx").current).toBeUndefined();
    expect(readEvents(fx.events)).toEqual([]);

    const n = 50;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) => proxy.call({ server: "fx", tool: "echo", args: { text: `call ${i}` } })),
    );
    expect(results.map((r) => labelBody(textOf(r)))).toEqual(Array.from({ length: n }, (_, i) => `call ${i}`));
    const log = readEvents(fx.events);
    expect(log.filter((l) => l.startsWith("start "))).toHaveLength(1);
    expect(log.filter((l) => l === "initialize")).toHaveLength(1);
    expect(log.filter((l) => l.startsWith("tools/list "))).toHaveLength(1);
    expect(log.filter((l) => l === "tools/call echo")).toHaveLength(n);
  });
});

describe.sequential("close()", () => {
  it("kills the child and its grandchild and removes the spill directory", async () => {
    const fx = h.fixture();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    const spawned = await proxy.call({ server: "fx", tool: "spawn_grandchild" });
    expect(spawned.isError).toBe(false);
    const grandchild = Number(labelBody(textOf(spawned)));
    expect(readEvents(fx.events)).toContain(`grandchild ${grandchild}`);
    const child = runtime.server("fx").current?.pid as number;
    expect(isAlive(child) && isAlive(grandchild)).toBe(true);

    const big = await proxy.call({ server: "fx", tool: "huge", args: { bytes: LIMIT_VALUES["inline.maxBytes"] + 1 } });
    expect(meta(big).output).toMatch(/^mcp-output-/);
    const spillDir = runtime.spills.path as string;
    expect(existsSync(spillDir)).toBe(true);

    const started = performance.now();
    await runtime.close();
    measured.closeWithGrandchildMs = performance.now() - started;
    expect(isAlive(child)).toBe(false);
    expect(isAlive(grandchild)).toBe(false);
    expect(existsSync(spillDir)).toBe(false);
    expect(measured.closeWithGrandchildMs).toBeLessThan(2 * GRACE_MS + SLACK_MS);
  });

  it("escalates to SIGKILL for a server that ignores stdin EOF and SIGTERM, within two grace periods", async () => {
    const fx = h.fixture({ FIXTURE_IGNORE_SIGTERM: "1" });
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expect((await proxy.call({ server: "fx", tool: "echo", args: { text: "stubborn" } })).isError).toBe(false);
    const child = runtime.server("fx").current?.pid as number;

    const started = performance.now();
    await runtime.close();
    measured.closeIgnoringSigtermMs = performance.now() - started;
    expect(isAlive(child)).toBe(false);
    const log = readEvents(fx.events);
    expect(log).toContain("stdin-eof");
    expect(log).toContain("sigterm ignored");
    expect(log.some((l) => l.startsWith("exit "))).toBe(false);
    // stdin EOF, a grace period, SIGTERM, a grace period, SIGKILL (spec: process.killGraceMs).
    expect(measured.closeIgnoringSigtermMs).toBeGreaterThanOrEqual(2 * GRACE_MS - 50);
    expect(measured.closeIgnoringSigtermMs).toBeLessThan(2 * GRACE_MS + SLACK_MS);
  });

  it("a closed runtime refuses new work and close() is idempotent", async () => {
    const fx = h.fixture();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expect((await proxy.call({ server: "fx", tool: "echo", args: { text: "x" } })).isError).toBe(false);
    await Promise.all([runtime.close(), runtime.close()]);
    const r = await proxy.call({ server: "fx", tool: "echo", args: { text: "y" } });
    expect(r.isError).toBe(true);
    expect(meta(r).code).toBe("MCPA_RUNTIME_CLOSED");
    expect(startPids(fx.events)).toHaveLength(1);
  });
});
