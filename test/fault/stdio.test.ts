// Fault suite, stdio rows: a server that exits during initialize, crashes mid-call, hangs (in a
// call or in initialize), writes junk or a partial frame to stdout, writes a line over the raw
// bound, ignores SIGTERM, or leaves a grandchild behind. Each row: a bounded, coded error; no
// process and no spill left (afterEach); the next call works.
import { readFileSync } from "node:fs";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { count, isAlive, readEvents, sleep, startPids, waitFor } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { expectError, expectText, meta, textOf } from "../support/results.js";
import { SLACK_MS, Timings, timed } from "../support/timing.js";

const GRACE_MS = LIMIT_VALUES["process.killGraceMs"];
const MAX_RAW = LIMIT_VALUES["response.maxRawBytes"];
/** requestTimeoutMs of the hang rows: above the fixture's start (1-2 s here), short enough to wait out. */
const HANG_TIMEOUT_MS = 8_000;
/** The fixture's protocol eras for the main rows: the 2025 handshake and 2026-07-28 only. */
const ERAS = ["legacy", "modern"] as const;

const h = new ProxyHarness();
const timings = new Timings();
afterEach(async () => {
  expect(await h.finish()).toEqual({ processes: [], spillDirs: [] });
});
afterAll(() => timings.print("stdio"));

describe.sequential("fault: stdio server", () => {
  it("exits during initialize: MCPA_RUNTIME_CONNECT_FAILED (process exited (code 5)); the next call starts a fresh child", {
    timeout: 40_000,
  }, async () => {
    const fault = h.faultFile();
    const fx = h.stdio({ FIXTURE_EXIT_DURING_INIT: "1", FIXTURE_FAULT_FILE: fault.path });
    const { runtime, proxy } = h.open({ fx: fx.spec });
    const failed = await timed(proxy.call({ server: "fx", tool: "echo", args: { text: "never" } }));
    timings.set("exitDuringInit", failed.ms);
    expectError(failed.value!, "MCPA_RUNTIME_CONNECT_FAILED", [
      "MCP server fx could not be started or reached (process exited (code 5))",
    ]);
    expect(failed.ms).toBeLessThan(10_000);
    expect(readEvents(fx.events)).toContain("exit 5");
    const [first] = startPids(fx.events);
    expect(isAlive(first!)).toBe(false);
    expect(runtime.status()[0]).toMatchObject({ state: "failed", lastErrorCode: "MCPA_RUNTIME_CONNECT_FAILED" });
    expect(count(fx.events, "tools/call echo")).toBe(0);

    fault.disarm();
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    expect(startPids(fx.events)).toHaveLength(2);
    expect(runtime.status()[0]?.state).toBe("connected");
  });

  it.each(ERAS)(
    "crashes mid-call: MCPA_RUNTIME_CONNECTION_LOST (process exited (code 3)), not retried; the next call starts a fresh child (%s era)",
    { timeout: 40_000 },
    async (era) => {
      const fx = h.stdio({ FIXTURE_ERA: era });
      const { runtime, proxy } = h.open({ fx: fx.spec });
      expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "before" } }), "before");
      const first = runtime.server("fx").current?.pid as number;
      const crashed = await timed(proxy.call({ server: "fx", tool: "crash" }));
      timings.set(era === "legacy" ? "crashMidCall" : "crashMidCallModern", crashed.ms);
      expectError(crashed.value!, "MCPA_RUNTIME_CONNECTION_LOST", [
        "MCP server fx: the connection broke during call (process exited (code 3)).",
      ]);
      expect(crashed.ms).toBeLessThan(5_000);
      expect(count(fx.events, "tools/call crash")).toBe(1);
      expect(await waitFor(() => !isAlive(first), 2_000)).toBe(true);

      expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
      expect(startPids(fx.events)).toEqual([first, runtime.server("fx").current?.pid]);
      expect(count(fx.events, "tools/call crash")).toBe(1);
    },
  );

  it.each(ERAS)(
    "hangs in a call: MCPA_RUNTIME_TIMEOUT after requestTimeoutMs, the server hears notifications/cancelled, the connection is kept (%s era)",
    { timeout: 40_000 },
    async (era) => {
      const fx = h.stdio({ FIXTURE_ERA: era }, { requestTimeoutMs: HANG_TIMEOUT_MS });
      const { runtime, proxy } = h.open({ fx: fx.spec });
      expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "warm" } }), "warm");
      const pid = runtime.server("fx").current?.pid;
      const hung = await timed(proxy.call({ server: "fx", tool: "sleep", args: { ms: 120_000 } }));
      timings.set(era === "legacy" ? "hangInCall" : "hangInCallModern", hung.ms);
      expectError(hung.value!, "MCPA_RUNTIME_TIMEOUT", [`MCP server fx: call timed out after ${HANG_TIMEOUT_MS} ms.`]);
      expect(hung.ms).toBeGreaterThanOrEqual(HANG_TIMEOUT_MS - 5);
      expect(hung.ms).toBeLessThan(HANG_TIMEOUT_MS + SLACK_MS);
      expect(await waitFor(() => count(fx.events, /^cancelled \S+$/) === 1, 2_000)).toBe(true);

      expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
      expect(runtime.server("fx").current?.pid).toBe(pid);
      expect(runtime.status()[0]).toMatchObject({ state: "connected", lastErrorCode: "MCPA_RUNTIME_TIMEOUT" });
    },
  );

  it("hangs in initialize: MCPA_RUNTIME_TIMEOUT for connect after requestTimeoutMs, the hung child is killed; the next call connects", {
    timeout: 40_000,
  }, async () => {
    const fault = h.faultFile();
    const fx = h.stdio(
      { FIXTURE_HANG_DURING_INIT: "1", FIXTURE_FAULT_FILE: fault.path },
      { requestTimeoutMs: HANG_TIMEOUT_MS },
    );
    const { runtime, proxy } = h.open({ fx: fx.spec });
    const hung = await timed(proxy.call({ server: "fx" }));
    timings.set("hangInInitialize", hung.ms);
    expectError(hung.value!, "MCPA_RUNTIME_TIMEOUT", [`MCP server fx: connect timed out after ${HANG_TIMEOUT_MS} ms.`]);
    expect(hung.ms).toBeGreaterThanOrEqual(HANG_TIMEOUT_MS - 5);
    expect(hung.ms).toBeLessThan(HANG_TIMEOUT_MS + 2 * GRACE_MS + SLACK_MS);
    expect(readEvents(fx.events)).toContain("initialize held");
    const [first] = startPids(fx.events);
    expect(await waitFor(() => !isAlive(first!), 2 * GRACE_MS + SLACK_MS)).toBe(true);
    expect(runtime.status()[0]).toMatchObject({ state: "failed", lastErrorCode: "MCPA_RUNTIME_TIMEOUT" });

    fault.disarm();
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    expect(startPids(fx.events)).toHaveLength(2);
  });

  it("writes a junk line to stdout: that line is dropped, the call succeeds, the connection is kept", {
    timeout: 40_000,
  }, async () => {
    const fx = h.stdio();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    const junk = await proxy.call({ server: "fx", tool: "junk" });
    expectText(junk, "junk written");
    const pid = runtime.server("fx").current?.pid;
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    expect(runtime.server("fx").current?.pid).toBe(pid);
    expect(startPids(fx.events)).toEqual([pid]);
    expect(runtime.status()[0]?.state).toBe("connected");
  });

  it("writes a partial frame and exits: MCPA_RUNTIME_CONNECTION_LOST (process exited (code 4)); the next call starts a fresh child", {
    timeout: 40_000,
  }, async () => {
    const fx = h.stdio();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "before" } }), "before");
    const partial = await timed(proxy.call({ server: "fx", tool: "partial" }));
    timings.set("partialFrame", partial.ms);
    expectError(partial.value!, "MCPA_RUNTIME_CONNECTION_LOST", [
      "the connection broke during call (process exited (code 4))",
    ]);
    expect(partial.ms).toBeLessThan(5_000);
    expect(textOf(partial.value!)).not.toContain("trunc");
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    expect(startPids(fx.events)).toHaveLength(2);
    expect(runtime.status()[0]?.state).toBe("connected");
  });

  it("writes a stdout line over response.maxRawBytes that names no request: MCPA_RESULT_TOO_LARGE_CONNECTION_CLOSED says the server restarts; the next call gets a fresh connection", {
    timeout: 40_000,
  }, async () => {
    const fx = h.stdio();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expect(
      meta(await proxy.call({ server: "fx", tool: "huge", args: { bytes: LIMIT_VALUES["inline.maxBytes"] + 1 } }))
        .output,
    ).toMatch(/^mcp-output-/);
    const first = runtime.server("fx").current?.pid as number;
    const big = await timed(proxy.call({ server: "fx", tool: "huge_line", args: { bytes: MAX_RAW + 1024 * 1024 } }));
    timings.set("stdoutLineOverBound", big.ms);
    expectError(big.value!, "MCPA_RESULT_TOO_LARGE_CONNECTION_CLOSED", [
      `a message over ${MAX_RAW} bytes during call named no request, so the connection was closed`,
    ]);
    expect(await waitFor(() => !isAlive(first), 2 * GRACE_MS + SLACK_MS)).toBe(true);
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    expect(startPids(fx.events)).toHaveLength(2);
  });

  it("ignores stdin EOF and SIGTERM: reconnect and close escalate to SIGKILL within two grace periods; the reconnected server works", {
    timeout: 40_000,
  }, async () => {
    const fx = h.stdio({ FIXTURE_IGNORE_SIGTERM: "1" });
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "stubborn" } }), "stubborn");
    const first = runtime.server("fx").current?.pid as number;

    const reconnected = await timed(proxy.call({ server: "fx", operation: "reconnect" }));
    expect(reconnected.value?.isError, textOf(reconnected.value!)).toBe(false);
    expect(isAlive(first)).toBe(false);
    expect(count(fx.events, "sigterm ignored")).toBe(1);
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    const second = runtime.server("fx").current?.pid as number;
    expect(second).not.toBe(first);

    const closed = await timed(runtime.close());
    timings.set("closeIgnoringSigterm", closed.ms);
    expect(isAlive(second)).toBe(false);
    expect(closed.ms).toBeGreaterThanOrEqual(2 * GRACE_MS - 50);
    expect(closed.ms).toBeLessThan(2 * GRACE_MS + SLACK_MS);
    expect(count(fx.events, "sigterm ignored")).toBe(2);
    expect(count(fx.events, /^exit /)).toBe(0);
  });

  it("leaves a grandchild: close kills the whole process group", { timeout: 40_000 }, async () => {
    const fx = h.stdio();
    const session = h.open({ fx: fx.spec });
    const { runtime, proxy } = session;
    const spawned = await proxy.call({ server: "fx", tool: "spawn_grandchild" });
    expect(spawned.isError).toBe(false);
    const child = runtime.server("fx").current?.pid as number;
    const grandchild = Number(
      readEvents(fx.events)
        .find((l) => l.startsWith("grandchild "))
        ?.split(" ")[1],
    );
    expect(isAlive(child) && isAlive(grandchild)).toBe(true);
    const closed = await timed(runtime.close());
    timings.set("closeWithGrandchild", closed.ms);
    expect(isAlive(child)).toBe(false);
    expect(isAlive(grandchild)).toBe(false);
    expect(closed.ms).toBeLessThan(2 * GRACE_MS + SLACK_MS);
    // The next session (a fresh runtime on the same files) works.
    const next = await h.reload(session);
    expectText(await next.proxy.call({ server: "fx", tool: "echo", args: { text: "next session" } }), "next session");
    expect(startPids(fx.events)).toHaveLength(2);
  });

  it("crashes leaving a grandchild that ignores SIGTERM, then the runtime closes at once: close returns only when the grandchild is gone", {
    timeout: 40_000,
  }, async () => {
    const fx = h.stdio({ FIXTURE_IGNORE_SIGTERM: "1" });
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expect((await proxy.call({ server: "fx", tool: "spawn_grandchild" })).isError).toBe(false);
    const grandchild = Number(
      readEvents(fx.events)
        .find((l) => l.startsWith("grandchild "))
        ?.split(" ")[1],
    );
    // Its SIGTERM handler is installed (SigCgt bit 15) before the crash, or SIGTERM would simply kill it.
    const catchesSigterm = (): boolean =>
      (BigInt(`0x${/SigCgt:\s*([0-9a-f]+)/.exec(readFileSync(`/proc/${grandchild}/status`, "utf8"))?.[1] ?? "0"}`) &
        (1n << 14n)) !==
      0n;
    expect(await waitFor(catchesSigterm, 5_000)).toBe(true);
    expectError(await proxy.call({ server: "fx", tool: "crash" }), "MCPA_RUNTIME_CONNECTION_LOST", [
      "process exited (code 3)",
    ]);
    const closed = await timed(runtime.close());
    timings.set("closeAfterCrashStubbornGrandchild", closed.ms);
    // close waited for the escalation the crash had started (a grace period after SIGTERM, then
    // SIGKILL; it began a little before close was called); a killed process still needs a moment
    // to be scheduled and die, which a loaded runner can stretch to milliseconds.
    expect(closed.ms).toBeGreaterThanOrEqual(GRACE_MS / 2);
    expect(closed.ms).toBeLessThan(2 * GRACE_MS + SLACK_MS);
    expect(await waitFor(() => !isAlive(grandchild), 1_000, 5)).toBe(true);
  });

  it("crashes after leaving a grandchild: the crashed process group is killed without waiting for close; the next call works", {
    timeout: 40_000,
  }, async () => {
    const fx = h.stdio();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expect((await proxy.call({ server: "fx", tool: "spawn_grandchild" })).isError).toBe(false);
    const first = runtime.server("fx").current?.pid as number;
    const grandchild = Number(
      readEvents(fx.events)
        .find((l) => l.startsWith("grandchild "))
        ?.split(" ")[1],
    );
    expect(isAlive(grandchild)).toBe(true);
    expectError(await proxy.call({ server: "fx", tool: "crash" }), "MCPA_RUNTIME_CONNECTION_LOST", [
      "process exited (code 3)",
    ]);
    expect(await waitFor(() => !isAlive(first), 2_000)).toBe(true);
    // The orphaned grandchild is the adapter's to kill: its group was the adapter's child's.
    const gone = await timed(waitFor(() => !isAlive(grandchild), 2 * GRACE_MS + SLACK_MS));
    timings.set("grandchildAfterCrashGone", gone.ms);
    expect(gone.value).toBe(true);
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    expect(meta(await proxy.call({})).servers).toBeDefined();
  });
  it("closes its stdout but keeps running: MCPA_RUNTIME_CONNECTION_LOST (the server closed its stdout) at once, not a timeout; the process is killed; the next call starts a fresh child", {
    timeout: 40_000,
  }, async () => {
    const fx = h.stdio({}, { requestTimeoutMs: HANG_TIMEOUT_MS });
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "before" } }), "before");
    const first = runtime.server("fx").current?.pid as number;
    const lost = await timed(proxy.call({ server: "fx", tool: "close_stdout" }));
    timings.set("stdoutClosed", lost.ms);
    expectError(lost.value!, "MCPA_RUNTIME_CONNECTION_LOST", [
      "MCP server fx: the connection broke during call (the server closed its stdout).",
    ]);
    expect(lost.ms).toBeLessThan(HANG_TIMEOUT_MS / 2);
    expect(readEvents(fx.events)).toContain("stdout closed");
    expect(runtime.status()[0]).toMatchObject({ state: "failed", lastErrorCode: "MCPA_RUNTIME_CONNECTION_LOST" });
    // It was still running: the adapter killed it (stdin EOF makes the fixture exit).
    expect(await waitFor(() => !isAlive(first), 2 * GRACE_MS + SLACK_MS)).toBe(true);

    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    expect(startPids(fx.events)).toHaveLength(2);
  });

  it("closes its stdout with reconnect.automatic: one background reconnect, no replay of the call", {
    timeout: 40_000,
  }, async () => {
    const fx = h.stdio({}, { requestTimeoutMs: HANG_TIMEOUT_MS, reconnect: { automatic: true } });
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "before" } }), "before");
    expectError(await proxy.call({ server: "fx", tool: "close_stdout" }), "MCPA_RUNTIME_CONNECTION_LOST", [
      "(the server closed its stdout)",
    ]);
    expect(
      await waitFor(() => startPids(fx.events).length === 2 && runtime.status()[0]?.state === "connected", 10_000),
    ).toBe(true);
    expect(count(fx.events, "tools/call close_stdout")).toBe(1);
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    expect(startPids(fx.events)).toHaveLength(2);
  });

  it.each<[string, Record<string, string>]>([
    [
      "leaves a grandchild in its own session (setsid) that ignores SIGTERM",
      { FIXTURE_GRANDCHILD_DETACHED: "1", FIXTURE_IGNORE_SIGTERM: "1" },
    ],
    ["leaves a grandchild in its own session (setsid)", { FIXTURE_GRANDCHILD_DETACHED: "1" }],
  ])(
    "%s: close finds it by its environment mark and kills it within two grace periods",
    { timeout: 40_000 },
    async (_name, env) => {
      const fx = h.stdio(env);
      const session = h.open({ fx: fx.spec });
      const { runtime, proxy } = session;
      expect((await proxy.call({ server: "fx", tool: "spawn_grandchild" })).isError).toBe(false);
      const child = runtime.server("fx").current?.pid as number;
      const grandchild = Number(
        readEvents(fx.events)
          .find((l) => l.startsWith("grandchild "))
          ?.split(" ")[1],
      );
      expect(isAlive(grandchild)).toBe(true);
      // Really out of the group: its process group is its own pid, not the server's.
      const pgrp = (pid: number): number =>
        Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[2]);
      expect(pgrp(grandchild)).toBe(grandchild);
      expect(pgrp(grandchild)).not.toBe(pgrp(child));
      const closed = await timed(runtime.close());
      timings.set(
        `closeSetsidGrandchild${env.FIXTURE_IGNORE_SIGTERM !== undefined ? "IgnoringSigterm" : ""}`,
        closed.ms,
      );
      expect(closed.ms).toBeLessThan(2 * GRACE_MS + SLACK_MS);
      expect(isAlive(child)).toBe(false);
      expect(await waitFor(() => !isAlive(grandchild), 1_000, 5)).toBe(true);
      const next = await h.reload(session);
      expectText(await next.proxy.call({ server: "fx", tool: "echo", args: { text: "next session" } }), "next session");
    },
  );
  it("exits shortly after every successful start, with reconnect.automatic: restarted reconnect.maxAutomaticRestarts times, then failed until an explicit reconnect", {
    timeout: 60_000,
  }, async () => {
    const fault = h.faultFile();
    const fx = h.stdio(
      { FIXTURE_EXIT_AFTER_INIT_MS: "1000", FIXTURE_FAULT_FILE: fault.path },
      { reconnect: { automatic: true } },
    );
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "before" } }), "before");
    const restarts = LIMIT_VALUES["reconnect.maxAutomaticRestarts"];
    const started = performance.now();
    expect(await waitFor(() => runtime.status()[0]?.automaticReconnectStopped === true, 40_000)).toBe(true);
    timings.set("crashLoopStopped", performance.now() - started);
    expect(startPids(fx.events)).toHaveLength(1 + restarts);
    expect(runtime.status()[0]).toMatchObject({ state: "failed", lastErrorCode: "MCPA_RUNTIME_RECONNECT_STOPPED" });
    expect(textOf(await proxy.call({}))).toMatch(
      /^- "fx": failed; transport=stdio; automaticReconnect=stopped until reconnect; /m,
    );
    // Nothing restarts it: neither time nor a request.
    await sleep(1_500);
    const refused = await timed(proxy.call({ server: "fx", tool: "echo", args: { text: "refused" } }));
    expectError(refused.value!, "MCPA_RUNTIME_RECONNECT_STOPPED", [
      `MCP server fx kept failing, so automatic reconnect stopped (${restarts} restarts within ${LIMIT_VALUES["reconnect.restartWindowMs"]} ms).`,
    ]);
    expect(refused.ms).toBeLessThan(1_000);
    expect(startPids(fx.events)).toHaveLength(1 + restarts);

    fault.disarm();
    const reconnected = await proxy.call({ server: "fx", operation: "reconnect" });
    expect(reconnected.isError, textOf(reconnected)).toBe(false);
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    expect(runtime.status()[0]?.automaticReconnectStopped).toBeUndefined();
    expect(startPids(fx.events)).toHaveLength(2 + restarts);
  });
});
