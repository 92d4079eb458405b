// One owner per configured server: lazy, single-flight connect; every request bounded by a timeout
// and by the caller's signal; only transport failures drop the connection (DESIGN §4.5-4.7).
import type { Progress } from "@modelcontextprotocol/client";
import type { ServerConfig } from "../config/index.js";
import type { ErrorCode } from "../errors/index.js";
import { AdapterError } from "../errors/index.js";
import type { ConnectContext, Connection } from "./connection.js";
import { openConnection } from "./connection.js";
import { connectError, requestError } from "./errors.js";
import { LIMIT_VALUES } from "./generated.js";
import { GroupStdioTransport, TransportFailure } from "./stdio-transport.js";

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
}

export interface RequestOptions {
  readonly signal?: AbortSignal | undefined;
  readonly onprogress?: ((progress: Progress) => void) | undefined;
}

export interface SdkRequestOptions {
  readonly signal: AbortSignal;
  readonly timeout: number;
  readonly maxTotalTimeout?: number;
  readonly resetTimeoutOnProgress?: boolean;
  readonly onprogress: (progress: Progress) => void;
}

/** Awaits `promise` unless `signal` aborts first; the promise itself keeps running. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined, onAbort: () => Error): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(onAbort());
  return new Promise<T>((resolve, reject) => {
    const abort = (): void => reject(onAbort());
    signal.addEventListener("abort", abort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener("abort", abort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener("abort", abort);
        reject(e);
      },
    );
  });
}

export class ServerRuntime {
  private conn: Connection | undefined;
  private pending: Promise<Connection> | undefined;
  private state: ServerState = "disconnected";
  private updatedAtMs = Date.now();
  private connectedAtMs: number | undefined;
  private lastError: { code: ErrorCode; at: number } | undefined;
  private readonly lifetime = new AbortController();
  private closing: Promise<void> | undefined;

  constructor(
    readonly config: ServerConfig,
    private readonly ctx: ConnectContext,
  ) {}

  get timeoutMs(): number {
    return this.config.requestTimeoutMs ?? LIMIT_VALUES["request.sdkDefaultTimeoutMs"];
  }

  /** The live connection, if any (never connects). */
  get current(): Connection | undefined {
    return this.conn;
  }

  status(): ServerStatus {
    return {
      name: this.config.name,
      transport: this.config.transport,
      state: this.state,
      updatedAtMs: this.updatedAtMs,
      ...(this.connectedAtMs !== undefined ? { connectedAtMs: this.connectedAtMs } : {}),
      ...(this.lastError ? { lastErrorCode: this.lastError.code, lastErrorAtMs: this.lastError.at } : {}),
      automaticReconnect: this.config.reconnect.automatic,
      maxReconnectAttempts: this.config.reconnect.maxAttempts,
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

  private cancelled(operation: string): AdapterError {
    return new AdapterError("MCPA_RUNTIME_CANCELLED", { server: this.config.name, operation });
  }

  /** The connection, opened on first use; concurrent first uses share one attempt. */
  connection(signal?: AbortSignal): Promise<Connection> {
    if (this.closing) return Promise.reject(new AdapterError("MCPA_RUNTIME_CLOSED", { server: this.config.name }));
    if (this.conn && !this.conn.isClosed()) return Promise.resolve(this.conn);
    this.pending ??= this.connect().finally(() => {
      this.pending = undefined;
    });
    return raceAbort(this.pending, signal, () => this.cancelled("connect"));
  }

  private async connect(): Promise<Connection> {
    this.setState("connecting");
    let conn: Connection;
    try {
      conn = await openConnection(this.config, this.ctx, this.lifetime.signal, this.timeoutMs);
    } catch (err) {
      if (this.lifetime.signal.aborted) throw new AdapterError("MCPA_RUNTIME_CLOSED", { server: this.config.name });
      const e = connectError(err, this.config.name, this.timeoutMs, err instanceof TransportFailure ? err : undefined);
      this.recordError(e);
      this.setState("failed");
      throw e;
    }
    if (this.lifetime.signal.aborted) {
      await conn.close();
      throw new AdapterError("MCPA_RUNTIME_CLOSED", { server: this.config.name });
    }
    this.conn = conn;
    this.connectedAtMs = Date.now();
    this.setState("connected");
    void conn.closed.then(() => {
      if (this.conn !== conn) return;
      this.conn = undefined;
      if (this.closing) return;
      const failure = conn.transport instanceof GroupStdioTransport ? conn.transport.failure : undefined;
      this.recordError(new AdapterError("MCPA_RUNTIME_CONNECTION_LOST", { server: this.config.name, operation: "connection", reason: failure?.reason ?? "closed" }));
      this.setState("failed");
    });
    return conn;
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
    const controller = new AbortController();
    const forward = (): void => controller.abort(o.signal?.reason);
    o.signal?.addEventListener("abort", forward, { once: true });
    const configured = this.config.requestTimeoutMs;
    const options: SdkRequestOptions = {
      signal: controller.signal,
      timeout: this.timeoutMs,
      ...(configured !== undefined ? { maxTotalTimeout: configured } : { resetTimeoutOnProgress: true }),
      onprogress: (p) => o.onprogress?.(p),
    };
    try {
      return await raceAbort(fn(conn, options), o.signal, () => this.cancelled(operation));
    } catch (err) {
      if (o.signal?.aborted) throw this.cancelled(operation);
      if (this.closing) throw new AdapterError("MCPA_RUNTIME_CLOSED", { server: this.config.name });
      const broken = conn.isClosed();
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
      const conn = this.conn;
      this.conn = undefined;
      await conn?.close();
    })();
    return this.closing;
  }
}
