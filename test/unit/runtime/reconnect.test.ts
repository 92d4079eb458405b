// Reconnect in ServerRuntime, with a fake connection opener and vitest's fake clock: the bounded
// attempt policy and its exact backoff, coalescing, per-waiter and whole cancellation, runtime
// close during backoff, automatic reconnect (after the original error, never a replay, joined by
// the next operation) and the invariant that a reconnect never leaves two live connections.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIMITS } from "../../../generated/limits.js";
import type { LoadedConfig, ServerConfig } from "../../../src/config/index.js";
import type { ConnectContext } from "../../../src/runtime/connection.js";
import { Runtime } from "../../../src/runtime/runtime.js";
import { ServerRuntime } from "../../../src/runtime/server-runtime.js";
import { thrownCode } from "../../support/results.js";
import type { FakeConnection, Outcome } from "./reconnect-fakes.js";
import { FakeOpener, loadServer, settle } from "./reconnect-fakes.js";

const ATTEMPTS = LIMITS["config.reconnect.maxAttempts"];
const DELAY = LIMITS["config.reconnect.baseDelayMs"];
const BASE_DELAYS = [DELAY.min, DELAY.max] as const;

const runtimes: (ServerRuntime | Runtime)[] = [];

function configFor(reconnect: Record<string, unknown>): { config: ServerConfig; loaded: LoadedConfig; home: string } {
  return loadServer({ reconnect });
}

const CTX: ConnectContext = { environment: {}, cwd: tmpdir(), offline: false };

function serverWith(
  reconnect: Record<string, unknown>,
  script: Outcome[] = [],
): { server: ServerRuntime; opener: FakeOpener; config: ServerConfig } {
  const { config } = configFor(reconnect);
  const opener = new FakeOpener(script);
  const server = new ServerRuntime(config, CTX, opener.open);
  runtimes.push(server);
  return { server, opener, config };
}

/** A tools/call through the runtime's gateway: the text the fake connection answered. */
const call = (server: ServerRuntime): Promise<string | undefined> =>
  server.callTool({ name: "t", inputSchema: {} }, {}).then((r) => (r.content[0] as { text?: string }).text);

/** Lets every pending microtask and zero-delay callback run, without moving the clock. */
const flush = async (): Promise<void> => {
  await vi.advanceTimersByTimeAsync(0);
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  const closing = Promise.all(runtimes.splice(0).map((r) => r.close()));
  await vi.runAllTimersAsync();
  await closing;
  vi.useRealTimers();
});

describe("attempts and backoff come from the server's reconnect policy", () => {
  for (let maxAttempts: number = ATTEMPTS.min; maxAttempts <= ATTEMPTS.max; maxAttempts++) {
    for (const baseDelayMs of BASE_DELAYS) {
      it(`maxAttempts=${maxAttempts}, baseDelayMs=${baseDelayMs}: ${maxAttempts} opens, delays base x 2^i, then the last error`, async () => {
        const { server, opener, config } = serverWith(
          { maxAttempts, baseDelayMs },
          Array.from({ length: maxAttempts }, () => "fail" as const),
        );
        expect(config.reconnect).toMatchObject({ maxAttempts, baseDelayMs });
        const start = Date.now();
        const r = settle(server.reconnect());
        const want = Array.from({ length: maxAttempts - 1 }, (_, i) => config.reconnect.baseDelayMs * 2 ** i);
        // Walk the schedule: one millisecond short of each delay there is no new attempt; at it there is.
        await flush();
        for (const [i, delay] of want.entries()) {
          expect(opener.calls).toHaveLength(i + 1);
          await vi.advanceTimersByTimeAsync(delay - 1);
          expect(opener.calls).toHaveLength(i + 1);
          expect(server.status().state).toBe("reconnecting");
          await vi.advanceTimersByTimeAsync(1);
        }
        expect(opener.calls).toHaveLength(maxAttempts);
        await vi.runAllTimersAsync();
        expect(opener.calls).toHaveLength(maxAttempts);
        const at = opener.calls.map((c) => c.at - start);
        expect(at.slice(1).map((t, i) => t - (at[i] as number))).toEqual(want);
        expect(r.result().done).toBe(true);
        expect(thrownCode(r.result().error)).toBe("MCPA_RUNTIME_CONNECT_FAILED");
        const status = server.status();
        expect(status.state).toBe("failed");
        expect(status.lastErrorCode).toBe("MCPA_RUNTIME_CONNECT_FAILED");
        expect(status).not.toHaveProperty("lastErrorMessage");
        expect(JSON.stringify(status)).not.toContain("ENOENT");
      });
    }
  }

  it("stops at the first attempt that succeeds", async () => {
    const { server, opener, config } = serverWith({ maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.min }, [
      "fail",
      "ok",
    ]);
    const r = settle(server.reconnect());
    await vi.advanceTimersByTimeAsync(config.reconnect.baseDelayMs);
    expect(r.result().value).toBe(opener.opened[0]);
    await vi.runAllTimersAsync();
    expect(opener.calls).toHaveLength(2);
    expect(server.status().state).toBe("connected");
    expect(server.current).toBe(opener.opened[0]);
  });

  it("closes the current connection first, and opens exactly one fresh one", async () => {
    const { server, opener } = serverWith({ maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.min });
    const first = await server.connection();
    const fresh = await server.reconnect();
    expect(fresh).not.toBe(first);
    expect(first.isClosed()).toBe(true);
    expect(opener.calls).toHaveLength(2);
    expect(opener.live).toEqual([fresh]);
    expect(server.current).toBe(fresh);
  });
});

describe("coalescing and cancellation", () => {
  it("concurrent reconnects share one attempt and one new connection; the old one is closed once", async () => {
    const { server, opener } = serverWith({ maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.min }, ["ok", "hang"]);
    const old = (await server.connection()) as FakeConnection;
    const a = settle(server.reconnect());
    const b = settle(server.reconnect());
    const c = settle(server.connection());
    await flush();
    expect(opener.calls).toHaveLength(2);
    opener.calls[1]?.succeed();
    await flush();
    const fresh = opener.opened[1];
    expect(fresh).toBeDefined();
    for (const r of [a, b, c]) expect(r.result().value).toBe(fresh);
    expect(old.closeCalls).toBe(1);
    expect(opener.calls).toHaveLength(2);
    expect(opener.live).toEqual([fresh]);
  });

  it("one waiter aborting leaves at once; the reconnect goes on for the other", async () => {
    const { server, opener } = serverWith({ maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.min }, ["hang"]);
    const abortA = new AbortController();
    const a = settle(server.reconnect(abortA.signal));
    const b = settle(server.reconnect(new AbortController().signal));
    await flush();
    abortA.abort();
    await flush();
    expect(thrownCode(a.result().error)).toBe("MCPA_RUNTIME_CANCELLED");
    expect(b.result().done).toBe(false);
    expect(opener.calls[0]?.signal.aborted).toBe(false);
    opener.calls[0]?.succeed();
    await flush();
    expect(b.result().value).toBe(opener.opened[0]);
    expect(server.status().state).toBe("connected");
  });

  it("all waiters aborting cancels the connect: state disconnected, no further attempt", async () => {
    const { server, opener } = serverWith({ maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.min }, ["hang"]);
    const aborts = [new AbortController(), new AbortController()];
    const waiters = aborts.map((c) => settle(server.reconnect(c.signal)));
    await flush();
    aborts[0]?.abort();
    await flush();
    expect(opener.calls[0]?.signal.aborted).toBe(false);
    aborts[1]?.abort();
    await flush();
    expect(opener.calls[0]?.signal.aborted).toBe(true);
    for (const w of waiters) expect(thrownCode(w.result().error)).toBe("MCPA_RUNTIME_CANCELLED");
    await vi.runAllTimersAsync();
    expect(opener.calls).toHaveLength(1);
    expect(server.status().state).toBe("disconnected");
    expect(opener.live).toEqual([]);
  });

  it("cancellation during backoff: no second attempt, state disconnected", async () => {
    const { server, opener, config } = serverWith({ maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.max }, [
      "fail",
      "ok",
    ]);
    const abort = new AbortController();
    const r = settle(server.reconnect(abort.signal));
    await vi.advanceTimersByTimeAsync(config.reconnect.baseDelayMs - 1);
    expect(opener.calls).toHaveLength(1);
    expect(server.status().state).toBe("reconnecting");
    abort.abort();
    await flush();
    expect(thrownCode(r.result().error)).toBe("MCPA_RUNTIME_CANCELLED");
    await vi.runAllTimersAsync();
    expect(opener.calls).toHaveLength(1);
    expect(server.status().state).toBe("disconnected");
    expect(opener.live).toEqual([]);
  });

  it("a connect that succeeds after every waiter left is closed, not adopted", async () => {
    const { server, opener } = serverWith({ maxAttempts: 1, baseDelayMs: DELAY.min }, ["stubborn"]);
    const abort = new AbortController();
    const r = settle(server.reconnect(abort.signal));
    await flush();
    abort.abort();
    opener.calls[0]?.succeed();
    await flush();
    expect(thrownCode(r.result().error)).toBe("MCPA_RUNTIME_CANCELLED");
    expect(server.current).toBeUndefined();
    expect(opener.live).toEqual([]);
    expect(server.status().state).toBe("disconnected");
  });

  it("a reconnect whose waiters all left is not joined by a later caller, who gets a fresh reconnect", async () => {
    // The cancelled reconnect is still closing the old connection when the later caller arrives.
    const { server, opener } = serverWith({ maxAttempts: 1, baseDelayMs: DELAY.min });
    const old = (await server.connection()) as FakeConnection;
    let releaseClose: () => void = () => {};
    const slowClose = new Promise<void>((r) => {
      releaseClose = r;
    });
    const close = old.close.bind(old);
    old.close = async () => {
      await slowClose;
      await close();
    };
    const abort = new AbortController();
    const first = settle(server.reconnect(abort.signal));
    await flush();
    abort.abort();
    await flush();
    expect(thrownCode(first.result().error)).toBe("MCPA_RUNTIME_CANCELLED");
    const later = settle(server.reconnect());
    releaseClose();
    await vi.runAllTimersAsync();
    expect(later.result().error).toBeUndefined();
    expect(later.result().value).toBe(server.current);
    expect(server.status().state).toBe("connected");
    expect(opener.live).toEqual([server.current]);
  });

  it("runtime close during backoff cancels the reconnect: the waiter settles, no further attempt, state closing", async () => {
    const { loaded, home } = configFor({ maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.max });
    const opener = new FakeOpener(["fail", "ok"]);
    const runtime = new Runtime(loaded, {
      ...CTX,
      spillBase: join(home, "spills"),
      openConnection: opener.open,
    });
    runtimes.push(runtime);
    const server = runtime.server("s");
    const r = settle(server.reconnect());
    await vi.advanceTimersByTimeAsync(1);
    expect(opener.calls).toHaveLength(1);
    expect(server.status().state).toBe("reconnecting");
    const closed = settle(runtime.close());
    await flush();
    expect(closed.result().done).toBe(true);
    expect(["MCPA_RUNTIME_CLOSED", "MCPA_RUNTIME_CANCELLED"]).toContain(thrownCode(r.result().error));
    await vi.runAllTimersAsync();
    expect(opener.calls).toHaveLength(1);
    expect(server.status().state).toBe("closing");
    expect(runtime.status()[0]?.state).toBe("closing");
    await expect(server.reconnect()).rejects.toSatisfy((e: unknown) => thrownCode(e) === "MCPA_RUNTIME_CLOSED");
  });

  it("runtime close during a blocked connect cancels it", async () => {
    const { server, opener } = serverWith({ maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.min }, ["hang"]);
    const r = settle(server.reconnect());
    await flush();
    const closed = settle(server.close());
    await flush();
    expect(opener.calls[0]?.signal.aborted).toBe(true);
    expect(closed.result().done).toBe(true);
    expect(thrownCode(r.result().error)).toBe("MCPA_RUNTIME_CLOSED");
    expect(server.status().state).toBe("closing");
    expect(opener.calls).toHaveLength(1);
  });
});

describe("automatic reconnect", () => {
  it("starts only after the failed request's error was returned, never replays it, and the next operation joins it", async () => {
    const { server, opener } = serverWith({ automatic: true, maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.min }, [
      "ok",
      "hang",
    ]);
    const first = (await server.connection()) as FakeConnection;
    first.calls = "pending";
    const failing = call(server);
    let opensWhenErrorReturned = -1;
    const returned = failing.then(
      () => undefined,
      (e: unknown) => {
        opensWhenErrorReturned = opener.calls.length;
        return e;
      },
    );
    await flush();
    first.crash();
    // Only microtasks: the error reaches the caller before the reconnect is even scheduled.
    await Promise.resolve();
    for (let i = 0; i < 20 && opensWhenErrorReturned < 0; i++) await Promise.resolve();
    expect(thrownCode(await returned)).toBe("MCPA_RUNTIME_CONNECTION_LOST");
    expect(opensWhenErrorReturned).toBe(1);
    expect(server.status().state).toBe("failed");
    await flush();
    expect(opener.calls).toHaveLength(2);
    expect(server.status().state).toBe("reconnecting");
    // The next operation joins the running reconnect instead of opening its own connection.
    const next = settle(call(server));
    await flush();
    expect(opener.calls).toHaveLength(2);
    opener.calls[1]?.succeed();
    await flush();
    const replacement = opener.opened[1] as FakeConnection;
    expect(next.result().value).toBe(`answer from ${replacement.pid}`);
    expect(first.requests).toBe(1);
    expect(replacement.requests).toBe(1);
    expect(opener.live).toEqual([replacement]);
    expect(server.status().state).toBe("connected");
  });

  it("a waiter aborting does not cancel an automatic reconnect", async () => {
    const { server, opener } = serverWith({ automatic: true, maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.min }, [
      "ok",
      "hang",
    ]);
    ((await server.connection()) as FakeConnection).crash();
    await flush();
    expect(opener.calls).toHaveLength(2);
    const abort = new AbortController();
    const joined = settle(server.connection(abort.signal));
    await flush();
    abort.abort();
    await flush();
    expect(thrownCode(joined.result().error)).toBe("MCPA_RUNTIME_CANCELLED");
    expect(opener.calls[1]?.signal.aborted).toBe(false);
    opener.calls[1]?.succeed();
    await flush();
    expect(server.current).toBe(opener.opened[1]);
    expect(server.status().state).toBe("connected");
  });

  it("is not started without reconnect.automatic: the next operation connects lazily", async () => {
    const { server, opener } = serverWith({ maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.min });
    ((await server.connection()) as FakeConnection).crash();
    await vi.runAllTimersAsync();
    expect(opener.calls).toHaveLength(1);
    expect(server.status().state).toBe("failed");
    expect(server.status().lastErrorCode).toBe("MCPA_RUNTIME_CONNECTION_LOST");
    const next = await call(server);
    expect(next).toBe(`answer from ${opener.opened[1]?.pid}`);
    expect(opener.calls).toHaveLength(2);
  });

  it("every attempt of an automatic reconnect fails: the server stays failed, and no request starts it until an explicit reconnect", async () => {
    const { server, opener } = serverWith({ automatic: true, maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.min }, [
      "ok",
      ...Array<Outcome>(ATTEMPTS.max).fill("fail"),
    ]);
    ((await server.connection()) as FakeConnection).crash();
    await vi.runAllTimersAsync();
    expect(opener.calls).toHaveLength(1 + ATTEMPTS.max);
    expect(server.status()).toMatchObject({
      state: "failed",
      lastErrorCode: "MCPA_RUNTIME_RECONNECT_STOPPED",
      automaticReconnectStopped: true,
    });
    await expect(call(server)).rejects.toSatisfy((e: unknown) => thrownCode(e) === "MCPA_RUNTIME_RECONNECT_STOPPED");
    await vi.runAllTimersAsync();
    expect(opener.calls).toHaveLength(1 + ATTEMPTS.max);
    await server.reconnect();
    expect(server.status().automaticReconnectStopped).toBeUndefined();
    expect(await call(server)).toBe(`answer from ${opener.opened[1]?.pid}`);
  });

  it("a request error that leaves the connection up starts no reconnect", async () => {
    const { server, opener } = serverWith({ automatic: true, maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.min });
    const conn = await server.connection();
    (conn as FakeConnection).calls = "fail";
    await expect(call(server)).rejects.toSatisfy((e: unknown) => thrownCode(e) === "MCPA_RUNTIME_REQUEST_FAILED");
    await vi.runAllTimersAsync();
    expect(opener.calls).toHaveLength(1);
    expect(server.current).toBe(conn);
  });
});

describe("never two live connections", () => {
  it("an explicit reconnect while the first connect is still opening", async () => {
    const { server, opener } = serverWith({ maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.min }, ["hang", "hang"]);
    const connecting = settle(server.connection());
    await flush();
    expect(opener.calls).toHaveLength(1);
    const reconnecting = settle(server.reconnect());
    await flush();
    for (const call of opener.calls) call.succeed();
    await vi.runAllTimersAsync();
    for (const call of opener.calls) call.succeed();
    await vi.runAllTimersAsync();
    expect(connecting.result().done).toBe(true);
    expect(reconnecting.result().value).toBeDefined();
    expect(opener.live).toHaveLength(1);
    expect(opener.live[0]).toBe(server.current);
    expect(reconnecting.result().value).toBe(server.current);
  });

  it("an operation arriving between a lost connection and the automatic reconnect", async () => {
    const { server, opener } = serverWith({ automatic: true, maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.min }, [
      "ok",
      "hang",
      "hang",
    ]);
    const first = (await server.connection()) as FakeConnection;
    first.crash();
    // Microtasks only: lost() has run, its setImmediate has not.
    for (let i = 0; i < 5; i++) await Promise.resolve();
    const next = settle(call(server));
    await flush();
    for (const call of opener.calls.slice(1)) call.succeed();
    await vi.runAllTimersAsync();
    for (const call of opener.calls.slice(1)) call.succeed();
    await vi.runAllTimersAsync();
    expect(next.result().value).toMatch(/^answer from /);
    expect(opener.live).toHaveLength(1);
    expect(opener.live[0]).toBe(server.current);
    // The operation's own connect was the recovery: no second one replaced it.
    expect(opener.calls).toHaveLength(2);
    expect(next.result().value).toBe(`answer from ${server.current?.pid}`);
  });

  it("many concurrent reconnects and operations leave exactly the current connection live", async () => {
    const { server, opener } = serverWith({ automatic: true, maxAttempts: ATTEMPTS.max, baseDelayMs: DELAY.min });
    await server.connection();
    const all = [];
    for (let round = 0; round < 5; round++) {
      all.push(settle(server.reconnect()), settle(server.connection()), settle(call(server)));
      if (round % 2 === 0) (server.current as FakeConnection | undefined)?.crash();
      await flush();
      expect(opener.live.length).toBeLessThanOrEqual(1);
    }
    await vi.runAllTimersAsync();
    for (const r of all) expect(r.result().error).toBeUndefined();
    expect(opener.live).toEqual([server.current]);
  });
});
