// One owner per configured server: lazy, single-flight connect; every request bounded by a timeout
// and by the caller's signal; only transport failures drop the connection (DESIGN §4.5-4.7).
import type { Progress } from "@modelcontextprotocol/client";
import type { ServerConfig } from "../config/index.js";
import type { ErrorCode } from "../errors/index.js";
import { AdapterError } from "../errors/index.js";
import type { ConnectContext, Connection } from "./connection.js";
import { openConnection, stderrOfFailure } from "./connection.js";
import { Redactor } from "../secrets/index.js";
import { raceAbort } from "./abort.js";
import { backoffDelays, sleep } from "./backoff.js";
import { connectError, requestError } from "./sdk-errors.js";
import type { Era, Negotiated, Verdict } from "./negotiation.js";
import { protocolSetting } from "./negotiation.js";
import { LIMIT_VALUES } from "./generated.js";
import { GroupStdioTransport, TransportFailure } from "./stdio-transport.js";
import type { StderrRing } from "./stderr-ring.js";

export type ServerState = "disconnected" | "connecting" | "connected" | "reconnecting" | "failed" | "closing";

export interface ServerStatus {
  readonly name: string;
  readonly transport: ServerConfig["transport"];
  readonly state: ServerState;
  readonly updatedAtMs: number;
  readonly connectedAtMs?: number;
  readonly lastErrorCode?: ErrorCode;
  readonly lastErrorAtMs?: number;
  readonly automaticReconnect: boolean;
  readonly maxReconnectAttempts: number;
  /** Reopens of the HTTP connection's standalone GET/SSE stream, when there were any. */
  readonly streamReopens?: number;
  /** Set once that stream was given up after too many quick reopens. */
  readonly streamStopped?: true;
  /** Set when automatic reconnect gave up; the server stays failed until an explicit reconnect. */
  readonly automaticReconnectStopped?: true;
  /** The configured `protocolVersion` (auto, legacy or a revision). */
  readonly protocolSetting: string;
  /** The era and revision of the last connection that opened. */
  readonly protocolEra?: Era;
  readonly protocolVersion?: string;
}

export interface RequestOptions {
  readonly signal?: AbortSignal | undefined;
  readonly onprogress?: ((progress: Progress) => void) | undefined;
}

export interface SdkRequestOptions {
  readonly signal?: AbortSignal;
  readonly timeout: number;
  readonly maxTotalTimeout?: number;
  readonly resetTimeoutOnProgress?: boolean;
  readonly onprogress: (progress: Progress) => void;
}

interface Reconnect {
  readonly controller: AbortController;
  waiters: number;
  /** Started by the runtime itself (automatic): waiters leaving never cancel it. */
  readonly background: boolean;
  promise: Promise<Connection>;
}

export class ServerRuntime {
  private conn: Connection | undefined;
  private pending: Promise<Connection> | undefined;
  private state: ServerState = "disconnected";
  private updatedAtMs = Date.now();
  private connectedAtMs: number | undefined;
  private lastError: { code: ErrorCode; at: number } | undefined;
  /** stderr of the last stdio process started, kept after a failed start for `check --connect`. */
  private lastStderr: StderrRing | undefined;
  private readonly lifetime = new AbortController();
  private closing: Promise<void> | undefined;
  private reconnecting: Reconnect | undefined;
  /** When automatic reconnects started, within reconnect.restartWindowMs. */
  private restarts: number[] = [];
  /** Why automatic reconnect stopped: then only an explicit reconnect starts the server again. */
  private stopped: AdapterError | undefined;
  /** The era verdict of the first connect, kept for the runtime's life: a reconnect never probes. */
  private verdict: Verdict | undefined;
  private lastProtocol: Negotiated | undefined;
  /** Process groups of connections that ended by themselves, still being killed. */
  private readonly reaping = new Set<Promise<void>>();

  constructor(
    readonly config: ServerConfig,
    private readonly ctx: ConnectContext,
    /** How a connection is opened; tests inject a fake here. */
    private readonly openConn: typeof openConnection = openConnection,
  ) {
    this.redactor = ctx.redactor ?? new Redactor();
  }

  get timeoutMs(): number {
    return this.config.requestTimeoutMs ?? LIMIT_VALUES["request.sdkDefaultTimeoutMs"];
  }

  /** The last lines of the current or last started stdio process's stderr: redacted, control characters stripped, bounded by stderr.tailLines and stderr.ringBytes. */
  stderrTail(): string[] {
    return (this.conn?.stderr ?? this.lastStderr)?.tail() ?? [];
  }

  /** The live connection, if any (never connects). */
  get current(): Connection | undefined {
    return this.conn;
  }

  status(): ServerStatus {
    const stream = this.conn?.streamStatus?.();
    return {
      name: this.config.name,
      transport: this.config.transport,
      state: this.state,
      updatedAtMs: this.updatedAtMs,
      ...(this.connectedAtMs !== undefined ? { connectedAtMs: this.connectedAtMs } : {}),
      ...(this.lastError ? { lastErrorCode: this.lastError.code, lastErrorAtMs: this.lastError.at } : {}),
      automaticReconnect: this.config.reconnect.automatic,
      maxReconnectAttempts: this.config.reconnect.maxAttempts,
      ...(stream && stream.reopens > 0 ? { streamReopens: stream.reopens } : {}),
      ...(stream?.stopped ? { streamStopped: true as const } : {}),
      ...(this.stopped ? { automaticReconnectStopped: true as const } : {}),
      protocolSetting: protocolSetting(this.config),
      ...(this.lastProtocol ? { protocolEra: this.lastProtocol.era } : {}),
      ...(this.lastProtocol?.version !== undefined ? { protocolVersion: this.lastProtocol.version } : {}),
    };
  }

  private setState(state: ServerState): void {
    if (this.state === "closing") return;
    this.state = state;
    this.updatedAtMs = Date.now();
  }

  private recordError(err: AdapterError): void {
    this.lastError = { code: err.code, at: Date.now() };
  }

  /** The cancellation error, saying whether a connection is (still) open. */
  cancelled(operation: string): AdapterError {
    const kept = this.conn !== undefined && !this.conn.isClosed();
    return new AdapterError("MCPA_RUNTIME_CANCELLED", { server: this.config.name, operation, connection: kept ? "the connection was kept" : "no connection is open" });
  }

  /**
   * Every value any connection resolved, so late output is still redacted: the runtime's redactor
   * (shared by all servers) when there is one, else this server's own.
   */
  readonly redactor: Redactor;

  /** The connection, opened on first use; concurrent first uses share one attempt, and a running
   * reconnect is joined rather than raced. */
  connection(signal?: AbortSignal): Promise<Connection> {
    if (this.closing) return Promise.reject(new AdapterError("MCPA_RUNTIME_CLOSED", { server: this.config.name }));
    if (this.conn && !this.conn.isClosed()) return Promise.resolve(this.conn);
    if (this.stopped) return Promise.reject(this.stopped);
    const r = this.reconnecting;
    if (r && !r.controller.signal.aborted) return this.join(r, signal);
    // A reconnect every waiter abandoned is neither joined nor replaced by a new one (that would
    // close a healthy connection nobody asked to close): once it has settled, connect as usual.
    if (r) return raceAbort(r.promise.catch(() => undefined), signal, () => this.cancelled("connect")).then(() => this.connection(signal));
    this.pending ??= this.open(this.lifetime.signal, "connecting").finally(() => {
      this.pending = undefined;
    });
    return raceAbort(this.pending, signal, () => this.cancelled("connect"));
  }

  /** One connection attempt; adopts the connection on success. */
  private async open(signal: AbortSignal, state: ServerState): Promise<Connection> {
    // The SDK starts the transport (spawns the child) before it looks at the signal.
    if (signal.aborted) throw this.lifetime.signal.aborted ? new AdapterError("MCPA_RUNTIME_CLOSED", { server: this.config.name }) : this.cancelled("reconnect");
    this.setState(state);
    let conn: Connection;
    try {
      conn = await this.openConn(this.config, this.ctx, signal, this.timeoutMs, this.verdict);
    } catch (err) {
      if (this.lifetime.signal.aborted) throw new AdapterError("MCPA_RUNTIME_CLOSED", { server: this.config.name });
      if (signal.aborted) throw this.cancelled("reconnect");
      this.lastStderr = stderrOfFailure(err) ?? this.lastStderr;
      const setting = protocolSetting(this.config);
      const pinned = setting === "auto" || setting === "legacy" ? undefined : setting;
      const e = connectError(err, this.config.name, this.timeoutMs, err instanceof TransportFailure ? err : undefined, pinned);
      this.recordError(e);
      this.setState("failed");
      throw e;
    }
    if (signal.aborted) {
      await conn.close();
      throw this.lifetime.signal.aborted ? new AdapterError("MCPA_RUNTIME_CLOSED", { server: this.config.name }) : this.cancelled("reconnect");
    }
    this.redactor.add(conn.redactor.secrets);
    this.verdict ??= conn.protocol.verdict;
    this.lastProtocol = conn.protocol;
    this.conn = conn;
    this.lastStderr = conn.stderr;
    this.connectedAtMs = Date.now();
    this.setState("connected");
    void conn.closed.then(() => this.lost(conn));
    return conn;
  }

  /** A connection ended by itself: record it, and start the automatic reconnect when enabled. */
  private lost(conn: Connection): void {
    // The transport kills what is left of a dead server's process group on its own; close() waits
    // for that, so that no grandchild outlives the runtime.
    if (conn.transport instanceof GroupStdioTransport) {
      const reaped = conn.transport.close().catch(() => {});
      this.reaping.add(reaped);
      void reaped.finally(() => this.reaping.delete(reaped));
    }
    if (this.conn !== conn) return;
    this.conn = undefined;
    if (this.closing) return;
    const failure = conn.transport instanceof GroupStdioTransport ? conn.transport.failure : undefined;
    this.recordError(new AdapterError("MCPA_RUNTIME_CONNECTION_LOST", { server: this.config.name, operation: "connection", reason: failure?.reason ?? "closed" }));
    this.setState("failed");
    if (this.config.reconnect.automatic) {
      // Bounded overall: a server that dies after every successful start is not respawned forever.
      const now = Date.now();
      this.restarts = this.restarts.filter((at) => now - at < LIMIT_VALUES["reconnect.restartWindowMs"]);
      if (this.restarts.length >= LIMIT_VALUES["reconnect.maxAutomaticRestarts"]) {
        this.stopAutomatic(`${this.restarts.length} restarts within ${LIMIT_VALUES["reconnect.restartWindowMs"]} ms`);
        return;
      }
      this.restarts.push(now);
      // Start after the failed request has returned its own error; never replay that request.
      setImmediate(() => {
        // A connect started by the next operation in the meantime is the recovery.
        if (this.closing || this.conn || this.reconnecting || this.pending) return;
        this.join(this.startReconnect(true), undefined).catch((err: unknown) => {
          const ended = AdapterError.isInstance(err) && (err.code === "MCPA_RUNTIME_CANCELLED" || err.code === "MCPA_RUNTIME_CLOSED");
          if (!ended && !this.closing) this.stopAutomatic("every reconnect attempt failed");
        });
      });
    }
  }

  /** Automatic reconnect gave up: the server stays failed until an explicit reconnect. */
  private stopAutomatic(reason: string): void {
    if (this.conn && !this.conn.isClosed()) return;
    this.stopped = new AdapterError("MCPA_RUNTIME_RECONNECT_STOPPED", { server: this.config.name, reason });
    this.recordError(this.stopped);
    this.setState("failed");
  }

  /**
   * Closes the current connection and opens a fresh one (references resolved again), with up to
   * reconnect.maxAttempts attempts and baseDelayMs x 2^i between them. Concurrent calls share one
   * reconnect, which is cancelled only when every waiter has aborted (or the runtime closes).
   */
  reconnect(signal?: AbortSignal): Promise<Connection> {
    if (this.closing) return Promise.reject(new AdapterError("MCPA_RUNTIME_CLOSED", { server: this.config.name }));
    // Asked for explicitly: automatic reconnect starts over.
    this.stopped = undefined;
    this.restarts = [];
    return this.join(this.liveReconnect(), signal);
  }

  /** The running reconnect, or a new one: one that every waiter abandoned is not joined. */
  private liveReconnect(): Reconnect {
    const r = this.reconnecting;
    return r && !r.controller.signal.aborted ? r : this.startReconnect(false);
  }

  private startReconnect(background: boolean): Reconnect {
    const controller = new AbortController();
    const signal = AbortSignal.any([controller.signal, this.lifetime.signal]);
    const r: Reconnect = { controller, waiters: 0, background, promise: Promise.resolve(undefined as never) };
    r.promise = this.runReconnect(signal, this.reconnecting?.promise).finally(() => {
      if (this.reconnecting === r) this.reconnecting = undefined;
    });
    r.promise.catch(() => {});
    this.reconnecting = r;
    return r;
  }

  private async runReconnect(signal: AbortSignal, abandoned: Promise<unknown> | undefined): Promise<Connection> {
    // A first connect still opening, or an abandoned reconnect still settling, must finish first:
    // otherwise it could adopt its connection next to ours, or set the state after we did.
    if (this.pending || abandoned) await Promise.allSettled([this.pending, abandoned]);
    if (signal.aborted) throw this.lifetime.signal.aborted ? new AdapterError("MCPA_RUNTIME_CLOSED", { server: this.config.name }) : this.cancelled("reconnect");
    this.setState("reconnecting");
    const old = this.conn;
    this.conn = undefined;
    await old?.close();
    const delays = backoffDelays(this.config.reconnect);
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.open(signal, "reconnecting");
      } catch (err) {
        const cancelled = AdapterError.isInstance(err) && (err.code === "MCPA_RUNTIME_CANCELLED" || err.code === "MCPA_RUNTIME_CLOSED");
        if (cancelled) this.setState("disconnected");
        const delay = delays[attempt];
        if (cancelled || delay === undefined) throw err;
      }
      this.setState("reconnecting");
      try {
        await sleep(delays[attempt] as number, signal);
      } catch {
        this.setState("disconnected");
        throw this.lifetime.signal.aborted ? new AdapterError("MCPA_RUNTIME_CLOSED", { server: this.config.name }) : this.cancelled("reconnect");
      }
    }
  }

  /** Waits for a reconnect as one of its waiters; the last waiter to abort cancels it. */
  private join(r: Reconnect, signal: AbortSignal | undefined): Promise<Connection> {
    r.waiters += 1;
    return new Promise<Connection>((resolve, reject) => {
      let settled = false;
      const leave = (): boolean => {
        if (settled) return false;
        settled = true;
        r.waiters -= 1;
        signal?.removeEventListener("abort", onAbort);
        return true;
      };
      const onAbort = (): void => {
        if (!leave()) return;
        if (r.waiters === 0 && !r.background) r.controller.abort();
        reject(this.cancelled("reconnect"));
      };
      if (signal?.aborted) {
        onAbort();
        return;
      }
      signal?.addEventListener("abort", onAbort, { once: true });
      r.promise.then(
        (conn) => {
          if (leave()) resolve(conn);
        },
        (err: unknown) => {
          if (leave()) reject(err);
        },
      );
    });
  }

  /**
   * Runs one MCP request on the connection. Aborting `signal` cancels it (the SDK sends
   * notifications/cancelled) and keeps the connection; a timeout keeps it too. The request is
   * never retried.
   */
  async request<T>(operation: string, fn: (conn: Connection, options: SdkRequestOptions) => Promise<T>, o: RequestOptions = {}): Promise<T> {
    const conn = await this.connection(o.signal);
    // Aborted before this point (the connection was already open): the listener below would never
    // fire, so the request would go out uncancelled.
    if (o.signal?.aborted) throw this.cancelled(operation);
    // The SDK gets its own signal (one per request: it keeps a listener on it until the request
    // settles), and only when the caller can cancel at all.
    const signal = o.signal;
    const controller = signal ? new AbortController() : undefined;
    const forward = (): void => controller?.abort(signal?.reason);
    signal?.addEventListener("abort", forward, { once: true });
    const configured = this.config.requestTimeoutMs;
    const options: SdkRequestOptions = {
      ...(controller ? { signal: controller.signal } : {}),
      timeout: this.timeoutMs,
      ...(configured !== undefined ? { maxTotalTimeout: configured } : { resetTimeoutOnProgress: true }),
      onprogress: (p) => o.onprogress?.(p),
    };
    try {
      return await raceAbort(fn(conn, options), o.signal, () => this.cancelled(operation));
    } catch (err) {
      if (o.signal?.aborted) throw this.cancelled(operation);
      if (this.closing) throw new AdapterError("MCPA_RUNTIME_CLOSED", { server: this.config.name });
      // A transport that refuses to send (stdin already ended) is broken before it reports closed.
      const broken = conn.isClosed() || err instanceof TransportFailure;
      const failure = conn.transport instanceof GroupStdioTransport ? conn.transport.failure : undefined;
      const e = requestError(err, { server: this.config.name, operation, timeoutMs: this.timeoutMs, connectionBroken: broken, transportFailure: failure });
      this.recordError(e);
      throw e;
    } finally {
      o.signal?.removeEventListener("abort", forward);
    }
  }

  /** Closes the connection (and the stdio process group). Idempotent. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.state = "closing";
      this.updatedAtMs = Date.now();
      this.lifetime.abort();
      const pending = this.pending;
      if (pending) await pending.catch(() => {});
      const reconnecting = this.reconnecting;
      if (reconnecting) await reconnecting.promise.catch(() => {});
      const conn = this.conn;
      this.conn = undefined;
      await conn?.close();
      await Promise.all([...this.reaping]);
    })();
    return this.closing;
  }
}
