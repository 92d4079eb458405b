// The reconnector on its own (over a connector with a scripted opener, on vitest's fake clock):
// how it counts the waiters of one reconnect and cancels it exactly when the last one leaves, that
// an automatic reconnect ignores its waiters, and the restart budget that decides whether a lost
// connection is reconnected automatically.
import { tmpdir } from "node:os";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import type { ConnectContext } from "../../../src/runtime/connection.js";
import { Connector } from "../../../src/runtime/connector.js";
import { ServerLifecycle } from "../../../src/runtime/lifecycle.js";
import { Reconnector } from "../../../src/runtime/reconnector.js";
import { Redactor } from "../../../src/secrets/index.js";
import { thrownCode } from "../../support/results.js";
import type { FakeConnection, Outcome } from "./reconnect-fakes.js";
import { FakeOpener, loadServer, settle } from "./reconnect-fakes.js";

const CTX: ConnectContext = { environment: {}, cwd: tmpdir(), offline: false };
const RESTARTS = LIMIT_VALUES["reconnect.maxAutomaticRestarts"];
const WINDOW = LIMIT_VALUES["reconnect.restartWindowMs"];
const cleanups: (() => void | Promise<void>)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  for (const f of cleanups.splice(0).reverse()) {
    const done = f();
    await vi.runAllTimersAsync();
    await done;
  }
  vi.useRealTimers();
});

function reconnectorWith(
  reconnect: Record<string, unknown>,
  script: Outcome[] = [],
): { reconnector: Reconnector; connector: Connector; life: ServerLifecycle; opener: FakeOpener } {
  const server = loadServer({ reconnect: { maxAttempts: 1, baseDelayMs: 100, ...reconnect } });
  const life = new ServerLifecycle(server.config);
  const opener = new FakeOpener(script);
  let reconnector: Reconnector | undefined;
  const connector = new Connector(life, CTX, new Redactor(), opener.open, () => reconnector?.lost());
  reconnector = new Reconnector(life, connector);
  const r = reconnector;
  cleanups.push(async () => {
    life.beginClose();
    await connector.opening?.catch(() => {});
    await r.settled();
    await connector.close();
  });
  return { reconnector, connector, life, opener };
}

const flush = async (): Promise<void> => {
  await vi.advanceTimersByTimeAsync(0);
};

describe("waiter counting", () => {
  it("the reconnect is cancelled exactly when its last waiter leaves, counting waiters who joined late", async () => {
    const { reconnector, life, opener } = reconnectorWith({}, ["hang"]);
    const [a, b, c] = [new AbortController(), new AbortController(), new AbortController()];
    const first = settle(reconnector.reconnect(a.signal));
    const second = settle(reconnector.reconnect(b.signal));
    await flush();
    expect(opener.calls).toHaveLength(1);
    const attempt = opener.calls[0]?.signal as AbortSignal;
    a.abort();
    await flush();
    expect(thrownCode(first.result().error)).toBe("MCPA_RUNTIME_CANCELLED");
    expect(attempt.aborted).toBe(false);
    // An operation arriving now joins the running reconnect as a waiter of its own.
    const third = settle(reconnector.connection(c.signal));
    await flush();
    expect(opener.calls).toHaveLength(1);
    b.abort();
    await flush();
    expect(thrownCode(second.result().error)).toBe("MCPA_RUNTIME_CANCELLED");
    expect(attempt.aborted).toBe(false);
    c.abort();
    await flush();
    expect(attempt.aborted).toBe(true);
    expect(thrownCode(third.result().error)).toBe("MCPA_RUNTIME_CANCELLED");
    expect(life.state).toBe("disconnected");
    expect(opener.calls).toHaveLength(1);
  });

  it("a waiter whose signal had already aborted leaves at once and is not counted as staying", async () => {
    const { reconnector, opener } = reconnectorWith({}, ["hang"]);
    const a = new AbortController();
    const started = settle(reconnector.reconnect(a.signal));
    await flush();
    const gone = settle(reconnector.reconnect(AbortSignal.abort()));
    await flush();
    expect(thrownCode(gone.result().error)).toBe("MCPA_RUNTIME_CANCELLED");
    expect(opener.calls[0]?.signal.aborted).toBe(false);
    a.abort();
    await flush();
    expect(thrownCode(started.result().error)).toBe("MCPA_RUNTIME_CANCELLED");
    expect(opener.calls[0]?.signal.aborted).toBe(true);
  });

  it("waiters who stay all get the one new connection", async () => {
    const { reconnector, opener } = reconnectorWith({}, ["hang"]);
    const waiters = [
      settle(reconnector.reconnect()),
      settle(reconnector.reconnect(new AbortController().signal)),
      settle(reconnector.connection()),
    ];
    await flush();
    opener.calls[0]?.succeed();
    await flush();
    for (const w of waiters) expect(w.result().value).toBe(opener.opened[0]);
    expect(opener.calls).toHaveLength(1);
  });

  it("an automatic reconnect is not cancelled by its waiters leaving, only by the runtime closing", async () => {
    const { reconnector, connector, life, opener } = reconnectorWith({ automatic: true }, ["ok", "hang"]);
    ((await reconnector.connection()) as FakeConnection).crash();
    await flush();
    expect(opener.calls).toHaveLength(2);
    const aborts = [new AbortController(), new AbortController()];
    const joined = aborts.map((a) => settle(reconnector.connection(a.signal)));
    await flush();
    for (const a of aborts) a.abort();
    await flush();
    for (const j of joined) expect(thrownCode(j.result().error)).toBe("MCPA_RUNTIME_CANCELLED");
    expect(opener.calls[1]?.signal.aborted).toBe(false);
    expect(life.state).toBe("reconnecting");
    life.beginClose();
    await flush();
    expect(opener.calls[1]?.signal.aborted).toBe(true);
    expect(connector.current).toBeUndefined();
  });
});

describe("may we reconnect automatically", () => {
  it("never without reconnect.automatic; with it, until the restart budget is spent", () => {
    expect(reconnectorWith({}).reconnector.mayReconnectAutomatically(Date.now())).toEqual({ allow: false });
    expect(reconnectorWith({ automatic: true }).reconnector.mayReconnectAutomatically(Date.now())).toEqual({
      allow: true,
    });
  });

  it(`${RESTARTS} automatic restarts within ${WINDOW} ms, then it stops until an explicit reconnect`, async () => {
    const { reconnector, connector, life, opener } = reconnectorWith({ automatic: true });
    await reconnector.connection();
    for (let i = 0; i < RESTARTS; i++) {
      (connector.current as FakeConnection).crash();
      await flush();
      expect(connector.live()).toBeDefined();
    }
    expect(opener.calls).toHaveLength(1 + RESTARTS);
    expect(reconnector.mayReconnectAutomatically(Date.now())).toMatchObject({
      allow: false,
      stop: expect.stringContaining(`${RESTARTS} restarts`),
    });
    (connector.current as FakeConnection).crash();
    await flush();
    expect(opener.calls).toHaveLength(1 + RESTARTS);
    expect(life.state).toBe("failed");
    expect(life.lastError?.code).toBe("MCPA_RUNTIME_RECONNECT_STOPPED");
    expect(thrownCode(reconnector.stoppedError)).toBe("MCPA_RUNTIME_RECONNECT_STOPPED");
    await expect(reconnector.connection()).rejects.toSatisfy(
      (e: unknown) => thrownCode(e) === "MCPA_RUNTIME_RECONNECT_STOPPED",
    );
    // Asked for explicitly: the budget starts over.
    await reconnector.reconnect();
    expect(reconnector.stoppedError).toBeUndefined();
    (connector.current as FakeConnection).crash();
    await flush();
    expect(opener.calls).toHaveLength(3 + RESTARTS);
    expect(connector.live()).toBeDefined();
  });

  it(`restarts older than ${WINDOW} ms no longer count`, async () => {
    const { reconnector, connector, opener } = reconnectorWith({ automatic: true });
    await reconnector.connection();
    for (let i = 0; i < RESTARTS; i++) {
      (connector.current as FakeConnection).crash();
      await flush();
    }
    await vi.advanceTimersByTimeAsync(WINDOW);
    expect(reconnector.mayReconnectAutomatically(Date.now())).toEqual({ allow: true });
    (connector.current as FakeConnection).crash();
    await flush();
    expect(opener.calls).toHaveLength(2 + RESTARTS);
    expect(connector.live()).toBeDefined();
    expect(reconnector.stoppedError).toBeUndefined();
  });
});
