// An in-process stand-in for every MCP server a lifecycle property talks to. The opener it hands to
// the runtime returns fake connections whose connect, request writes, responses and close are
// fast-check scheduler tasks, so the property decides the order in which they happen. It records
// every connection and every request, and notes any invariant a single event can break at once: a
// second live connection for one server, a tools/call that arrives twice, a live connection closed
// by the adapter though no reconnect was asked for and no shutdown runs, a connect nobody asked for
// or one started with an already-aborted signal.
import type { Client, Transport } from "@modelcontextprotocol/client";
import { ProtocolError, SdkError, SdkErrorCode } from "@modelcontextprotocol/client";
import type fc from "fast-check";
import type { Connection, openConnection } from "../../../src/runtime/connection.js";
import type { ServerState } from "../../../src/runtime/server-runtime.js";
import { TransportFailure } from "../../../src/runtime/stdio-transport.js";
import { Redactor } from "../../../src/secrets/index.js";
import { count } from "./coverage.js";

/** Every fake error message carries this; it must never reach model-visible text or status. */
export const SECRET_MESSAGE = "fake-server-internal-detail-5e1f";
export const SERVER_WORDS = "the server says the params are invalid";

/** How the server answers one tools/call (planned when the call is made). */
export type Outcome = "ok" | "toolError" | "rpcError";

/** What became of one request: answered, still pending, failed, or refused before it was sent. */
export type Fate = Outcome | "unsent" | "pending" | "timeout" | "closed" | "aborted" | "refused";

export interface RequestRecord {
  readonly id: number;
  readonly conn: FakeConnection;
  readonly method: "tools/list" | "tools/call";
  readonly callId: number | undefined;
  fate: Fate;
}

interface PendingRequest {
  readonly record: RequestRecord;
  settle(fate: Exclude<Fate, "unsent" | "pending">, value?: unknown): void;
}

export const TOOL_NAME = "echo";

/** Who owns the connections one opener makes: a runtime generation and its servers' states. */
export interface Owner {
  readonly gen: number;
  state(server: string): ServerState | undefined;
  /** Whether a call or explicit reconnect on `server` is waiting (so a connect was asked for). */
  asked(server: string): boolean;
  /** Whether an explicit reconnect of `server` goes on (so closing a live connection was asked for). */
  reconnectAsked(server: string): boolean;
  /** Whether `server` may reconnect by itself (policy automatic and a connection was lost). */
  mayReconnectAlone(server: string): boolean;
}

export class FakeConnection implements Connection {
  readonly client: Client;
  readonly transport = {} as Transport;
  readonly redactor = new Redactor();
  readonly stderr = undefined;
  readonly pid = undefined;
  readonly capabilities = { tools: {} };
  readonly protocol = { era: "legacy", version: "2025-11-25", verdict: undefined } as const;
  readonly closed: Promise<void>;
  closedBy: "crash" | "adapter" | undefined;
  private closedFlag = false;
  private closeAsked = false;
  private markClosed: () => void = () => {};
  readonly pending = new Set<PendingRequest>();

  constructor(
    private readonly world: FakeWorld,
    readonly id: number,
    readonly server: string,
    readonly owner: Owner,
  ) {
    this.closed = new Promise<void>((r) => {
      this.markClosed = r;
    });
    const send = (
      method: RequestRecord["method"],
      callId: number | undefined,
      options: { signal?: AbortSignal } | undefined,
    ): Promise<unknown> => this.send(method, callId, options);
    this.client = {
      request: (req: { method: string }, options?: { signal?: AbortSignal }) => {
        if (req.method !== "tools/list")
          return Promise.reject(new ProtocolError(-32601, `${SECRET_MESSAGE} method not found`));
        return send("tools/list", undefined, options);
      },
      callTool: (params: { name: string; arguments?: { callId?: unknown } }, options?: { signal?: AbortSignal }) =>
        send("tools/call", Number(params.arguments?.callId), options),
      setNotificationHandler: () => {},
      getServerCapabilities: () => this.capabilities,
    } as unknown as Client;
  }

  isClosed(): boolean {
    return this.closedFlag;
  }

  /** The adapter's close: a live connection is closed only for an explicit reconnect or shutdown. */
  close(): Promise<void> {
    const state = this.owner.state(this.server);
    if (!this.closedFlag && !this.closeAsked && state !== "closing" && !this.owner.reconnectAsked(this.server)) {
      this.world.violation(
        `the adapter closed live connection c${this.id} of ${this.server} (state ${state}) though no reconnect was asked for and no shutdown runs`,
      );
    }
    this.closeAsked = true;
    if (this.closedFlag) return Promise.resolve();
    return this.world.s
      .schedule(Promise.resolve(), `close c${this.id} (${this.server})`)
      .then(() => this.end("adapter"));
  }

  /** The server process died: the transport closes and every request in flight fails. */
  crash(): void {
    this.end("crash");
  }

  private end(by: "crash" | "adapter"): void {
    if (this.closedFlag) return;
    this.closedFlag = true;
    this.closedBy = by;
    for (const p of [...this.pending]) p.settle("closed");
    this.markClosed();
  }

  /**
   * One request. The SDK writes it a little later than it is made (its own awaits come first), so
   * the write is a scheduler task too: by then the adapter may have begun to close the connection.
   */
  private send(
    method: RequestRecord["method"],
    callId: number | undefined,
    options: { signal?: AbortSignal } | undefined,
  ): Promise<unknown> {
    const signal = options?.signal;
    // The SDK checks the signal before it writes anything.
    if (signal?.aborted) return Promise.reject(signal.reason);
    const record: RequestRecord = { id: ++this.world.lastRequestId, conn: this, method, callId, fate: "unsent" };
    this.world.requests.push(record);
    const what = `r${record.id} ${method}${callId !== undefined ? ` #${callId}` : ""} on c${this.id}`;
    return new Promise<unknown>((resolve, reject) => {
      let done = false;
      const onAbort = (): void => p.settle("aborted", signal?.reason);
      const p: PendingRequest = {
        record,
        settle: (fate, value) => {
          if (done) return;
          done = true;
          this.pending.delete(p);
          signal?.removeEventListener("abort", onAbort);
          record.fate = fate;
          switch (fate) {
            case "ok":
              resolve(
                method === "tools/list"
                  ? { tools: [{ name: TOOL_NAME, description: "echoes", inputSchema: { type: "object" } }] }
                  : { content: [{ type: "text", text: `done ${callId}` }] },
              );
              return;
            case "toolError":
              resolve({ content: [{ type: "text", text: `tool failed ${callId}` }], isError: true });
              return;
            case "rpcError":
              // A JSON-RPC error's message is the server's own words, which the model is shown (labelled).
              reject(new ProtocolError(-32602, SERVER_WORDS));
              return;
            case "timeout":
              reject(new SdkError(SdkErrorCode.RequestTimeout, `${SECRET_MESSAGE} timed out`));
              return;
            case "closed":
              reject(new SdkError(SdkErrorCode.ConnectionClosed, `${SECRET_MESSAGE} connection closed`));
              return;
            case "refused":
              // The SDK refuses a closed transport; the stdio transport refuses as soon as the
              // adapter has begun to close it (stdin ended), before it reports itself closed.
              reject(
                this.closedFlag
                  ? new SdkError(SdkErrorCode.NotConnected, `${SECRET_MESSAGE} not connected`)
                  : new TransportFailure("stream", `${SECRET_MESSAGE} not connected`),
              );
              return;
            case "aborted":
              reject(value);
              return;
          }
        },
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      void this.world.s.schedule(Promise.resolve(), `send ${what}`).then(() => {
        if (done) return;
        if (this.closedFlag || this.closeAsked) {
          p.settle("refused");
          return;
        }
        if (method === "tools/call" && callId !== undefined) {
          const seen = (this.world.received.get(callId) ?? 0) + 1;
          this.world.received.set(callId, seen);
          if (seen > 1) this.world.violation(`tools/call of call #${callId} reached a server ${seen} times (replayed)`);
        }
        record.fate = "pending";
        this.pending.add(p);
        void this.world.s
          .schedule(Promise.resolve(), `respond ${what}`)
          .then(() => p.settle(method === "tools/list" ? "ok" : (this.world.outcomes.get(callId ?? -1) ?? "ok")));
      });
    });
  }
}

export class FakeWorld {
  readonly conns: FakeConnection[] = [];
  readonly requests: RequestRecord[] = [];
  /** callId -> how many tools/call requests for it reached a server. */
  readonly received = new Map<number, number>();
  /** callId -> the planned answer. */
  readonly outcomes = new Map<number, Outcome>();
  readonly violations: string[] = [];
  lastRequestId = 0;
  private lastConnId = 0;
  private attempts = 0;
  /** Every connect attempt, in order. */
  readonly attemptLog: { readonly gen: number; readonly server: string }[] = [];
  /** Per server: how many of the next connect attempts fail. */
  private readonly failures = new Map<string, number>();
  /** Per runtime generation: connect attempts still in flight. */
  private readonly inFlight = new Map<number, number>();

  constructor(readonly s: fc.Scheduler) {}

  violation(message: string): void {
    this.violations.push(message);
  }

  failNextConnects(server: string, n: number): void {
    this.failures.set(server, (this.failures.get(server) ?? 0) + n);
  }

  live(server?: string): FakeConnection[] {
    return this.conns.filter((c) => !c.isClosed() && (server === undefined || c.server === server));
  }

  pendingRequests(): PendingRequest[] {
    return this.conns.flatMap((c) => [...c.pending]);
  }

  /** Makes the pending request number `index` (mod the count) time out; false when none is pending. */
  timeOut(index: number): RequestRecord | undefined {
    const all = this.pendingRequests();
    const p = all[index % Math.max(1, all.length)];
    p?.settle("timeout");
    return p?.record;
  }

  openAttemptsInFlight(gen: number): number {
    return this.inFlight.get(gen) ?? 0;
  }

  /** The opener one runtime generation uses. */
  opener(owner: Owner): typeof openConnection {
    return (config, _ctx, signal) => {
      const server = config.name;
      const attempt = ++this.attempts;
      this.attemptLog.push({ gen: owner.gen, server });
      // The real opener starts the transport (spawns the child) before the SDK looks at the signal.
      if (signal.aborted)
        this.violation(
          `connect attempt ${attempt} to ${server} started with an already-aborted signal (a child spawned only to be killed)`,
        );
      else if (!owner.asked(server)) {
        if (owner.mayReconnectAlone(server)) count("automatic reconnect attempt");
        else
          this.violation(
            `connect attempt ${attempt} to ${server} that no call, reconnect or automatic policy asked for`,
          );
      }
      const left = this.failures.get(server) ?? 0;
      const fails = left > 0;
      if (fails) this.failures.set(server, left - 1);
      this.inFlight.set(owner.gen, this.openAttemptsInFlight(owner.gen) + 1);
      return new Promise<Connection>((resolve, reject) => {
        let done = false;
        const finish = (): boolean => {
          if (done) return false;
          done = true;
          this.inFlight.set(owner.gen, this.openAttemptsInFlight(owner.gen) - 1);
          signal.removeEventListener("abort", onAbort);
          return true;
        };
        // An aborted connect fails only once its transport has closed (the child is killed).
        let aborting = false;
        const onAbort = (): void => {
          if (done || aborting) return;
          aborting = true;
          void this.s.schedule(Promise.resolve(), `open ${server} attempt ${attempt} aborted`).then(() => {
            if (finish()) reject(new Error(`${SECRET_MESSAGE} connect aborted`));
          });
        };
        if (signal.aborted) {
          onAbort();
          return;
        }
        signal.addEventListener("abort", onAbort, { once: true });
        void this.s
          .schedule(Promise.resolve(), `open ${server} attempt ${attempt}${fails ? " (fails)" : ""}`)
          .then(() => {
            if (aborting || !finish()) return;
            if (fails) {
              reject(new Error(`${SECRET_MESSAGE} connect refused`));
              return;
            }
            const conn = new FakeConnection(this, ++this.lastConnId, server, owner);
            const others = this.live(server);
            if (others.length > 0)
              this.violation(
                `two live connections for ${server}: c${others.map((c) => c.id).join(", c")} and new c${conn.id}`,
              );
            this.conns.push(conn);
            resolve(conn);
          });
      });
    };
  }
}
