// The connector on its own, with a scripted opener: one attempt however many callers connect at
// once, a caller's abort leaving only that caller, no cached failure, the era verdict of the first
// connect handed to every later one, and a connection that ends by itself (loss recorded once,
// process group reaped before close resolves, a detached or closing connection no loss).
import { tmpdir } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import type { AdapterError } from "../../../src/errors/index.js";
import type { ConnectContext } from "../../../src/runtime/connection.js";
import { Connector } from "../../../src/runtime/connector.js";
import { ServerLifecycle } from "../../../src/runtime/lifecycle.js";
import type { Verdict } from "../../../src/runtime/negotiation.js";
import { GroupStdioTransport } from "../../../src/runtime/stdio-transport.js";
import { Redactor } from "../../../src/secrets/index.js";
import { thrownCode } from "../../support/results.js";
import type { FakeConnection, Outcome } from "./reconnect-fakes.js";
import { FakeOpener, loadServer, settle } from "./reconnect-fakes.js";

const CTX: ConnectContext = { environment: {}, cwd: tmpdir(), offline: false };
const cleanups: (() => void | Promise<void>)[] = [];

afterEach(async () => {
  for (const f of cleanups.splice(0).reverse()) await f();
});

/** A connector for server "s", and how often it reported a loss. */
function connectorWith(script: Outcome[] = []): {
  connector: Connector;
  life: ServerLifecycle;
  opener: FakeOpener;
  losses: () => number;
} {
  const server = loadServer({});
  const life = new ServerLifecycle(server.config);
  const opener = new FakeOpener(script);
  let losses = 0;
  const connector = new Connector(life, CTX, new Redactor(), opener.open, () => {
    losses += 1;
  });
  cleanups.push(async () => {
    life.beginClose();
    await connector.close();
  });
  return { connector, life, opener, losses: () => losses };
}

const turn = (): Promise<void> => new Promise((r) => setImmediate(r));

describe("single-flight connect", () => {
  it("concurrent callers share one attempt and get the same connection", async () => {
    const { connector, life, opener } = connectorWith(["hang"]);
    const callers = Array.from({ length: 5 }, () => settle(connector.connect()));
    await turn();
    expect(opener.calls).toHaveLength(1);
    expect(life.state).toBe("connecting");
    expect(connector.opening).toBeDefined();
    opener.calls[0]?.succeed();
    await turn();
    const conn = opener.opened[0];
    for (const c of callers) expect(c.result().value).toBe(conn);
    expect(connector.live()).toBe(conn);
    expect(connector.opening).toBeUndefined();
    expect(life.state).toBe("connected");
    expect(opener.calls).toHaveLength(1);
  });

  it("a caller that aborts leaves at once; the shared attempt goes on for the others", async () => {
    const { connector, opener } = connectorWith(["hang"]);
    const abort = new AbortController();
    const leaving = settle(connector.connect(abort.signal));
    const staying = settle(connector.connect(new AbortController().signal));
    await turn();
    abort.abort();
    await turn();
    expect(thrownCode(leaving.result().error)).toBe("MCPA_RUNTIME_CANCELLED");
    expect((leaving.result().error as AdapterError).message).toContain("no connection is open");
    expect(opener.calls[0]?.signal.aborted).toBe(false);
    expect(staying.result().done).toBe(false);
    opener.calls[0]?.succeed();
    await turn();
    expect(staying.result().value).toBe(opener.opened[0]);
    expect(opener.calls).toHaveLength(1);
  });

  it("a failed attempt fails every caller, is recorded, and is not cached: the next connect tries again", async () => {
    const { connector, life, opener } = connectorWith(["hang", "ok"]);
    const callers = [settle(connector.connect()), settle(connector.connect())];
    await turn();
    opener.calls[0]?.fail();
    await turn();
    for (const c of callers) expect(thrownCode(c.result().error)).toBe("MCPA_RUNTIME_CONNECT_FAILED");
    expect(life.state).toBe("failed");
    expect(life.lastError?.code).toBe("MCPA_RUNTIME_CONNECT_FAILED");
    const conn = await connector.connect();
    expect(opener.calls).toHaveLength(2);
    expect(conn).toBe(opener.opened[0]);
    expect(life.state).toBe("connected");
  });

  it("a connect the runtime's close aborted reports the runtime closed", async () => {
    const { connector, life, opener } = connectorWith(["hang"]);
    const c = settle(connector.connect());
    await turn();
    life.beginClose();
    await turn();
    expect(opener.calls[0]?.signal.aborted).toBe(true);
    expect(thrownCode(c.result().error)).toBe("MCPA_RUNTIME_CLOSED");
    expect(life.state).toBe("closing");
  });
});

describe("negotiation hand-off", () => {
  it("the first connect probes; every later one gets the first connection's verdict, not the latest", async () => {
    const { connector, opener } = connectorWith();
    const first: Verdict = { kind: "legacy" };
    const second: Verdict = { kind: "modern", version: "2026-07-28" } as unknown as Verdict;
    opener.protocols.push(
      { era: "legacy", version: "2025-11-25", verdict: first },
      { era: "modern", version: "2026-07-28", verdict: second },
    );
    await connector.connect();
    await connector.detach()?.close();
    const again = new AbortController();
    await connector.open(again.signal, "reconnecting");
    await connector.detach()?.close();
    await connector.open(again.signal, "reconnecting");
    expect(opener.calls.map((c) => c.prior)).toEqual([undefined, first, first]);
    expect(connector.protocol?.era).toBe("legacy");
  });

  it("a connection that opens after its attempt was aborted is closed, not adopted", async () => {
    const { connector, life, opener } = connectorWith(["stubborn"]);
    const abort = new AbortController();
    const attempt = settle(connector.open(abort.signal, "reconnecting"));
    await turn();
    abort.abort();
    opener.calls[0]?.succeed();
    await turn();
    expect(thrownCode(attempt.result().error)).toBe("MCPA_RUNTIME_CANCELLED");
    expect(connector.current).toBeUndefined();
    expect(opener.live).toEqual([]);
    expect(life.state).toBe("reconnecting");
  });
});

describe("lost connections", () => {
  it("the current connection ending by itself is recorded and reported to the owner", async () => {
    const { connector, life, losses } = connectorWith();
    const conn = (await connector.connect()) as FakeConnection;
    conn.crash();
    await turn();
    expect(connector.current).toBeUndefined();
    expect(life.state).toBe("failed");
    expect(life.lastError?.code).toBe("MCPA_RUNTIME_CONNECTION_LOST");
    expect(losses()).toBe(1);
  });

  it("a detached connection closing, or any closing after the runtime began to close, is no loss", async () => {
    const { connector, life, losses } = connectorWith();
    const first = (await connector.connect()) as FakeConnection;
    expect(connector.detach()).toBe(first);
    first.crash();
    await turn();
    expect(losses()).toBe(0);
    expect(life.state).toBe("connected");
    const second = (await connector.connect()) as FakeConnection;
    life.beginClose();
    second.crash();
    await turn();
    expect(losses()).toBe(0);
    expect(life.state).toBe("closing");
    expect(life.lastError).toBeUndefined();
  });

  it("a dead stdio connection's process group is reaped, and close() waits for it", async () => {
    const { connector, life, opener } = connectorWith();
    const conn = (await connector.connect()) as FakeConnection;
    const transport = new GroupStdioTransport({
      command: "never-spawned",
      args: [],
      cwd: undefined,
      env: {},
      maxLineBytes: 1024,
      killGraceMs: 10,
      onStderr: () => {},
    });
    let reaped: () => void = () => {};
    let reapCalls = 0;
    transport.close = () => {
      reapCalls += 1;
      return new Promise<void>((r) => {
        reaped = r;
      });
    };
    conn.transport = transport;
    conn.crash();
    await turn();
    expect(reapCalls).toBe(1);
    expect(opener.live).toEqual([]);
    life.beginClose();
    const closed = settle(connector.close());
    await turn();
    expect(closed.result().done).toBe(false);
    reaped();
    await turn();
    expect(closed.result().done).toBe(true);
  });
});
