// One owner per configured server (see docs/architecture.md, "Connection lifecycle"), composed of three parts
// that share one lifecycle: the connector (single-flight connect, lost connections), the reconnector
// (explicit and automatic reconnects, their waiters) and the request runner (timeouts, cancellation, error
// mapping). Only transport failures drop the connection.
import type { ServerConfig } from "../config/index.js";
import type { AdapterError, ErrorCode } from "../errors/index.js";
import { Redactor } from "../secrets/index.js";
import type { ConnectContext, Connection } from "./connection.js";
import { openConnection } from "./connection.js";
import { Connector } from "./connector.js";
import type { ServerState } from "./lifecycle.js";
import { ServerLifecycle } from "./lifecycle.js";
import type { Era } from "./negotiation.js";
import { protocolSetting } from "./negotiation.js";
import { Reconnector } from "./reconnector.js";
import type { RequestOptions, SdkRequestOptions } from "./request-runner.js";
import { RequestRunner } from "./request-runner.js";

export type { ServerState } from "./lifecycle.js";
export type { RequestOptions, SdkRequestOptions } from "./request-runner.js";

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

export class ServerRuntime {
  private readonly life: ServerLifecycle;
  private readonly connector: Connector;
  private readonly reconnector: Reconnector;
  private readonly runner: RequestRunner;
  private closing: Promise<void> | undefined;
  /**
   * Every value any connection resolved, so late output is still redacted: the runtime's redactor
   * (shared by all servers) when there is one, else this server's own.
   */
  readonly redactor: Redactor;

  constructor(
    readonly config: ServerConfig,
    ctx: ConnectContext,
    /** How a connection is opened; tests inject a fake here. */
    openConn: typeof openConnection = openConnection,
  ) {
    this.redactor = ctx.redactor ?? new Redactor();
    this.life = new ServerLifecycle(config);
    this.connector = new Connector(this.life, ctx, this.redactor, openConn, () => this.reconnector.lost());
    this.reconnector = new Reconnector(this.life, this.connector);
    this.runner = new RequestRunner(
      this.life,
      { connection: (signal) => this.connection(signal), cancelled: (operation) => this.cancelled(operation) },
      this.redactor,
    );
  }

  get timeoutMs(): number {
    return this.life.timeoutMs;
  }

  /** The last lines of the current or last started stdio process's stderr: redacted, control
   * characters stripped, bounded by stderr.tailLines and stderr.ringBytes. */
  stderrTail(): string[] {
    return this.connector.stderr?.tail() ?? [];
  }

  /** The live connection, if any (never connects). */
  get current(): Connection | undefined {
    return this.connector.current;
  }

  status(): ServerStatus {
    const stream = this.connector.current?.streamStatus?.();
    const { lastError } = this.life;
    const protocol = this.connector.protocol;
    const connectedAtMs = this.connector.connectedAtMs;
    return {
      name: this.config.name,
      transport: this.config.transport,
      state: this.life.state,
      updatedAtMs: this.life.updatedAtMs,
      ...(connectedAtMs !== undefined ? { connectedAtMs } : {}),
      ...(lastError ? { lastErrorCode: lastError.code, lastErrorAtMs: lastError.at } : {}),
      automaticReconnect: this.config.reconnect.automatic,
      maxReconnectAttempts: this.config.reconnect.maxAttempts,
      ...(stream && stream.reopens > 0 ? { streamReopens: stream.reopens } : {}),
      ...(stream?.stopped ? { streamStopped: true as const } : {}),
      ...(this.reconnector.stoppedError ? { automaticReconnectStopped: true as const } : {}),
      protocolSetting: protocolSetting(this.config),
      ...(protocol ? { protocolEra: protocol.era } : {}),
      ...(protocol?.version !== undefined ? { protocolVersion: protocol.version } : {}),
    };
  }

  /** The cancellation error, saying whether a connection is (still) open. */
  cancelled(operation: string): AdapterError {
    return this.connector.cancelled(operation);
  }

  /** The connection, opened on first use; concurrent first uses share one attempt, and a running
   * reconnect is joined rather than raced. */
  connection(signal?: AbortSignal): Promise<Connection> {
    return this.reconnector.connection(signal);
  }

  /**
   * Closes the current connection and opens a fresh one (references resolved again), with up to
   * reconnect.maxAttempts attempts and backoff between them; concurrent calls share one reconnect,
   * cancelled only when every waiter has aborted (or the runtime closes).
   */
  reconnect(signal?: AbortSignal): Promise<Connection> {
    return this.reconnector.reconnect(signal);
  }

  /**
   * Runs one MCP request on the connection. Aborting `signal` cancels it (the SDK sends
   * notifications/cancelled) and keeps the connection; a timeout keeps it too. The request is
   * never retried.
   */
  request<T>(
    operation: string,
    fn: (conn: Connection, options: SdkRequestOptions) => Promise<T>,
    o: RequestOptions = {},
  ): Promise<T> {
    return this.runner.run(operation, fn, o);
  }

  /** Closes the connection (and the stdio process group). Idempotent. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.life.beginClose();
      await this.connector.opening?.catch(() => {});
      await this.reconnector.settled();
      await this.connector.close();
    })();
    return this.closing;
  }
}
