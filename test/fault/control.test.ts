// Fault suite, control rows: cancel (the caller's abort), shutdown (runtime.close(), as the
// sidecar's `shutdown`) and reload (close, then a new runtime on the same files, as
// session_shutdown + session_start) while a stdio server is connecting (its initialize is held),
// while a call is in flight, and while a reconnect waits out its backoff. Each row: the pending
// request settles at once with a bounded, coded outcome; nothing is started afterwards by the
// abandoned work; no process and no spill is left (afterEach); the next call works.
import { existsSync } from "node:fs";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { AdapterError } from "../../src/errors/index.js";
import type { HostResult } from "../../src/results/blocks.js";
import { count, isAlive, readEvents, sleep, startPids, waitFor } from "../support/processes.js";
import type { Session } from "../support/proxy.js";
import { ProxyHarness } from "../support/proxy.js";
import { expectError, expectText, MAX_ERROR_BYTES, meta } from "../support/results.js";
import { SLACK_MS, Timings, timed } from "../support/timing.js";

const SETTLE_MS = LIMIT_VALUES["cancel.settleMs"];
const GRACE_MS = LIMIT_VALUES["process.killGraceMs"];
const BACKOFF = { maxAttempts: 3, baseDelayMs: 500 } as const;

const h = new ProxyHarness();
const timings = new Timings();
afterEach(async () => {
  expect(await h.finish()).toEqual({ processes: [], spillDirs: [] });
});
afterAll(() => timings.print("control"));

type Window = "connect" | "call" | "backoff";
type Action = "cancel" | "shutdown" | "reload";

interface Scene {
  readonly session: Session;
  readonly events: string;
  readonly abort: AbortController;
  readonly pending: Promise<{ value?: HostResult; error?: unknown; ms: number }>;
  /** Makes the server healthy again (no-op where it always was). */
  readonly heal: () => void;
  readonly spillDir: string | undefined;
}

/** Sets up `window` and resolves once the pending request is inside it. */
async function enter(window: Window): Promise<Scene> {
  const abort = new AbortController();
  const fault = h.faultFile();
  if (window === "connect") {
    const fx = h.stdio({ FIXTURE_HANG_DURING_INIT: "1", FIXTURE_FAULT_FILE: fault.path });
    const session = h.open({ fx: fx.spec });
    const pending = timed(
      session.proxy.call({ server: "fx", tool: "echo", args: { text: "pending" } }, { signal: abort.signal }),
    );
    expect(await waitFor(() => readEvents(fx.events).includes("initialize held"), 15_000)).toBe(true);
    expect(session.runtime.status()[0]?.state).toBe("connecting");
    return { session, events: fx.events, abort, pending, heal: fault.disarm, spillDir: undefined };
  }
  if (window === "call") {
    fault.disarm();
    const fx = h.stdio();
    const session = h.open({ fx: fx.spec });
    // Something retained, so that "no file left" has a file to leave.
    const big = await session.proxy.call({
      server: "fx",
      tool: "huge",
      args: { bytes: LIMIT_VALUES["inline.maxBytes"] + 1 },
    });
    expect(meta(big).output).toMatch(/^mcp-output-/);
    const spillDir = session.runtime.spills.path;
    const pending = timed(
      session.proxy.call({ server: "fx", tool: "sleep", args: { ms: 60_000 } }, { signal: abort.signal }),
    );
    expect(await waitFor(() => readEvents(fx.events).includes("tools/call sleep"), 10_000)).toBe(true);
    return { session, events: fx.events, abort, pending, heal: () => {}, spillDir };
  }
  const fx = h.stdio({ FIXTURE_EXIT_DURING_INIT: "1", FIXTURE_FAULT_FILE: fault.path }, { reconnect: BACKOFF });
  const session = h.open({ fx: fx.spec });
  const pending = timed(session.proxy.call({ server: "fx", operation: "reconnect" }, { signal: abort.signal }));
  // In the backoff: the first attempt failed (its error is recorded), the next has not started.
  const inBackoff = (): boolean => {
    const s = session.runtime.status()[0];
    return (
      s?.state === "reconnecting" &&
      s.lastErrorCode === "MCPA_RUNTIME_CONNECT_FAILED" &&
      count(fx.events, "exit 5") === 1
    );
  };
  expect(await waitFor(inBackoff, 15_000, 2)).toBe(true);
  expect(startPids(fx.events)).toHaveLength(1);
  return { session, events: fx.events, abort, pending, heal: fault.disarm, spillDir: undefined };
}

const WINDOWS: readonly Window[] = ["connect", "call", "backoff"];
const ACTIONS: readonly Action[] = ["cancel", "shutdown", "reload"];
const ROWS = WINDOWS.flatMap((w) => ACTIONS.map((a) => [a, w] as const));

describe.sequential("fault: cancel, shutdown and reload", () => {
  it.each(ROWS)(
    "%s during %s: settles at once, starts nothing more, and the next call works",
    { timeout: 60_000 },
    async (action, window) => {
      const scene = await enter(window);
      const { session, events } = scene;
      const startsBefore = startPids(events).length;
      const pidsBefore = startPids(events);

      if (action === "cancel") {
        const aborted = performance.now();
        scene.abort.abort();
        const settled = await scene.pending;
        const settleMs = performance.now() - aborted;
        timings.set(`cancel_${window}`, settleMs);
        const err = settled.error;
        expect(AdapterError.isInstance(err) && err.code, String(err)).toBe("MCPA_RUNTIME_CANCELLED");
        expect(Buffer.byteLength((err as AdapterError).message)).toBeLessThanOrEqual(MAX_ERROR_BYTES);
        expect(settleMs).toBeLessThanOrEqual(SETTLE_MS + SLACK_MS / 3);

        if (window === "call") {
          expect(await waitFor(() => count(events, /^cancelled \S+$/) === 1, 3_000)).toBe(true);
        }
        if (window === "backoff") {
          // The abandoned reconnect makes no further attempt (the backoff was 500 ms).
          await sleep(BACKOFF.baseDelayMs * 3);
          expect(startPids(events)).toHaveLength(startsBefore);
          expect(session.runtime.status()[0]?.state).toBe("disconnected");
        }
        scene.heal();
        expectText(await session.proxy.call({ server: "fx", tool: "echo", args: { text: "next" } }), "next");
        // A held connect is not abandoned by a cancelled caller: it completes and is reused.
        expect(startPids(events)).toHaveLength(window === "backoff" ? startsBefore + 1 : startsBefore);
        return;
      }

      const closing = action === "shutdown" ? timed(session.runtime.close()) : timed(h.reload(session));
      const settled = await scene.pending;
      const closed = await closing;
      timings.set(`${action}_${window}`, closed.ms);
      expect(settled.error).toBeUndefined();
      expectError(settled.value!, "MCPA_RUNTIME_CLOSED", [
        "The MCP runtime is shutting down; fx is no longer available.",
      ]);
      // Closing waits for nothing the fault holds: not the held initialize, the call, or the backoff.
      expect(closed.ms).toBeLessThan(GRACE_MS + SLACK_MS);
      for (const pid of pidsBefore) expect(isAlive(pid), `pid ${pid}`).toBe(false);
      if (scene.spillDir !== undefined) expect(existsSync(scene.spillDir)).toBe(false);
      await sleep(BACKOFF.baseDelayMs * 3);
      expect(startPids(events)).toHaveLength(startsBefore);

      if (action === "shutdown") {
        // The closed runtime refuses new work at once, and starts nothing.
        const refused = await timed(session.proxy.call({ server: "fx", tool: "echo", args: { text: "late" } }));
        expectError(refused.value!, "MCPA_RUNTIME_CLOSED");
        expect(refused.ms).toBeLessThan(500);
        expect(startPids(events)).toHaveLength(startsBefore);
        scene.heal();
        const next = await h.reload(session);
        expectText(
          await next.proxy.call({ server: "fx", tool: "echo", args: { text: "next session" } }),
          "next session",
        );
      } else {
        scene.heal();
        const next = closed.value as Session;
        expect(next.runtime).not.toBe(session.runtime);
        expectText(
          await next.proxy.call({ server: "fx", tool: "echo", args: { text: "after reload" } }),
          "after reload",
        );
      }
      expect(startPids(events)).toHaveLength(startsBefore + 1);
    },
  );
});
