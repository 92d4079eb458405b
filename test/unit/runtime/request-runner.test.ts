// The request runner on its own, over one fake connection: the SDK's timeout options (a configured
// timeout is a hard bound, the default one is reset by progress), the caller's signal forwarded, and
// which catalog error each way a request can end maps to: timeout, cancel, close, lost connection.

import type { Progress } from "@modelcontextprotocol/client";
import { ProtocolError, SdkError, SdkErrorCode } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { AdapterError } from "../../../src/errors/index.js";
import { ServerLifecycle } from "../../../src/runtime/lifecycle.js";
import type { SdkRequestOptions } from "../../../src/runtime/request-runner.js";
import { RequestRunner } from "../../../src/runtime/request-runner.js";
import { TransportFailure } from "../../../src/runtime/stdio-transport.js";
import { Redactor } from "../../../src/secrets/index.js";
import { thrownCode } from "../../support/results.js";
import { FakeConnection, loadServer } from "./reconnect-fakes.js";

function runnerWith(entry: Record<string, unknown> = {}): {
  runner: RequestRunner;
  life: ServerLifecycle;
  conn: FakeConnection;
} {
  const server = loadServer(entry);
  const life = new ServerLifecycle(server.config);
  const conn = new FakeConnection(1);
  const cancelled = (operation: string): AdapterError =>
    new AdapterError("MCPA_RUNTIME_CANCELLED", {
      server: life.name,
      operation,
      connection: conn.isClosed() ? "no connection is open" : "the connection was kept",
    });
  const runner = new RequestRunner(life, { connection: async () => conn, cancelled }, new Redactor());
  return { runner, life, conn };
}

const failure = async (p: Promise<unknown>): Promise<AdapterError> => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  if (!AdapterError.isInstance(e)) throw new Error(`expected an AdapterError, got ${String(e)}`);
  return e;
};
const timedOut = (): SdkError => new SdkError(SdkErrorCode.RequestTimeout, "Request timed out");

describe("the SDK's options for one request", () => {
  it("without requestTimeoutMs: the SDK default, reset by every progress notification, up to a hard ceiling", async () => {
    const { runner } = runnerWith();
    let seen: SdkRequestOptions | undefined;
    await runner.run("call", async (_c, o) => {
      seen = o;
    });
    expect(seen).toMatchObject({
      timeout: LIMIT_VALUES["request.sdkDefaultTimeoutMs"],
      resetTimeoutOnProgress: true,
      maxTotalTimeout: LIMIT_VALUES["request.maxTotalMs"],
    });
    expect(seen).not.toHaveProperty("signal");
  });

  it("with requestTimeoutMs: a hard bound over the whole request that progress does not extend", async () => {
    const { runner } = runnerWith({ requestTimeoutMs: 5000 });
    let seen: SdkRequestOptions | undefined;
    await runner.run("call", async (_c, o) => {
      seen = o;
    });
    expect(seen).toMatchObject({ timeout: 5000, maxTotalTimeout: 5000 });
    expect(seen?.resetTimeoutOnProgress).not.toBe(true);
  });

  it("the SDK gets a signal of its own that the caller's abort aborts, and progress reaches the caller", async () => {
    const { runner, conn } = runnerWith();
    const caller = new AbortController();
    const progress: Progress[] = [];
    let sdkSignal: AbortSignal | undefined;
    const running = runner.run(
      "call",
      (_c, o) => {
        sdkSignal = o.signal;
        o.onprogress({ progress: 1, total: 2 });
        return conn.pendingRequest();
      },
      { signal: caller.signal, onprogress: (p) => progress.push(p) },
    );
    await new Promise((r) => setImmediate(r));
    expect(sdkSignal).toBeDefined();
    expect(sdkSignal).not.toBe(caller.signal);
    expect(sdkSignal?.aborted).toBe(false);
    caller.abort();
    expect(sdkSignal?.aborted).toBe(true);
    expect(progress).toEqual([{ progress: 1, total: 2 }]);
    expect(thrownCode(await failure(running))).toBe("MCPA_RUNTIME_CANCELLED");
  });
});

describe("how a request ends", () => {
  it("the SDK's timeout: MCPA_RUNTIME_TIMEOUT with the bound, recorded, the connection kept", async () => {
    const { runner, life, conn } = runnerWith({ requestTimeoutMs: 5000 });
    const e = await failure(runner.run("call", () => Promise.reject(timedOut())));
    expect(e.code).toBe("MCPA_RUNTIME_TIMEOUT");
    expect(e.message).toContain("5000 ms");
    expect(life.lastError?.code).toBe("MCPA_RUNTIME_TIMEOUT");
    expect(conn.isClosed()).toBe(false);
  });

  it("the caller's abort while the request runs: cancelled at once, the connection kept, no error recorded", async () => {
    const { runner, life, conn } = runnerWith();
    const caller = new AbortController();
    const running = runner.run("call", () => conn.pendingRequest(), { signal: caller.signal });
    await new Promise((r) => setImmediate(r));
    caller.abort();
    const e = await failure(running);
    expect(e.code).toBe("MCPA_RUNTIME_CANCELLED");
    expect(e.message).toContain("the connection was kept");
    expect(life.lastError).toBeUndefined();
    expect(conn.isClosed()).toBe(false);
  });

  it("a timeout that races the caller's abort reports the cancel, and the late rejection is not left unhandled", async () => {
    const { runner, life } = runnerWith();
    const caller = new AbortController();
    const e = await failure(
      runner.run(
        "call",
        () => {
          const rejected = Promise.reject(timedOut());
          caller.abort();
          return rejected;
        },
        { signal: caller.signal },
      ),
    );
    expect(e.code).toBe("MCPA_RUNTIME_CANCELLED");
    expect(life.lastError).toBeUndefined();
  });

  it("a signal aborted before the request went out: cancelled, and the request is never sent", async () => {
    const { runner, conn } = runnerWith();
    let sent = 0;
    const e = await failure(
      runner.run(
        "call",
        () => {
          sent += 1;
          return conn.answer();
        },
        { signal: AbortSignal.abort() },
      ),
    );
    expect(e.code).toBe("MCPA_RUNTIME_CANCELLED");
    expect(sent).toBe(0);
  });

  it("the runtime closing under a request: MCPA_RUNTIME_CLOSED", async () => {
    const { runner, life } = runnerWith();
    const e = await failure(
      runner.run("call", async () => {
        life.beginClose();
        throw new Error("connection closed");
      }),
    );
    expect(e.code).toBe("MCPA_RUNTIME_CLOSED");
  });

  it("the connection closing under a request, or its transport refusing to send: MCPA_RUNTIME_CONNECTION_LOST", async () => {
    const closed = runnerWith();
    const running = closed.runner.run("call", () => closed.conn.pendingRequest());
    await new Promise((r) => setImmediate(r));
    closed.conn.crash();
    expect(thrownCode(await failure(running))).toBe("MCPA_RUNTIME_CONNECTION_LOST");
    expect(closed.life.lastError?.code).toBe("MCPA_RUNTIME_CONNECTION_LOST");
    const refused = runnerWith();
    const e = await failure(refused.runner.run("call", () => Promise.reject(new TransportFailure("stream", "EPIPE"))));
    expect(e.code).toBe("MCPA_RUNTIME_CONNECTION_LOST");
    expect(refused.conn.isClosed()).toBe(false);
  });

  it("an error the server answered, or any other failure, leaves the connection up", async () => {
    const { runner, conn } = runnerWith();
    expect(
      thrownCode(await failure(runner.run("call", () => Promise.reject(new ProtocolError(-32603, "internal"))))),
    ).toBe("MCPA_RUNTIME_SERVER_ERROR");
    expect(thrownCode(await failure(runner.run("call", () => Promise.reject(new Error("boom")))))).toBe(
      "MCPA_RUNTIME_REQUEST_FAILED",
    );
    expect(conn.isClosed()).toBe(false);
  });
});
