// One owner per configured server (see docs/architecture.md, "Connection lifecycle"), composed of three parts
// that share one lifecycle: the connector (single-flight connect, lost connections), the reconnector
// (explicit and automatic reconnects, their waiters) and the request runner (timeouts, cancellation, error
// mapping). Only transport failures drop the connection.
import type { CallToolResult, GetPromptResult, ReadResourceResult } from "@modelcontextprotocol/client";
import type { ServerConfig } from "../config/index.js";
import type { ErrorCode } from "../errors/index.js";
import { AdapterError } from "../errors/index.js";
import { Redactor } from "../secrets/index.js";
import type { ConnectContext, Connection } from "./connection.js";
import { openConnection } from "./connection.js";
import { Connector } from "./connector.js";
import type { ServerState } from "./lifecycle.js";
import { ServerLifecycle } from "./lifecycle.js";
import type { Era } from "./negotiation.js";
import { protocolSetting } from "./negotiation.js";
import { Reconnector } from "./reconnector.js";
import type { RequestOptions } from "./request-runner.js";
import { RequestRunner } from "./request-runner.js";
import type { ChangeKind, ListKind, ListPage, ToolDefinition } from "./requests.js";
import { callTool, getPrompt, instructions, listPage, onListChanged, readResource } from "./requests.js";

export type { ServerState } from "./lifecycle.js";
export type { RequestOptions } from "./request-runner.js";
export type { ChangeKind, ListKind, ListPage, ToolDefinition } from "./requests.js";
export { refusedWith } from "./requests.js";

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

/** The operation each list's request errors name: a failed templates listing is not a failed resources listing. */
const LIST_OPERATIONS: Readonly<Record<ListKind, string>> = {
  tools: "list",
  resources: "resources/list",
  templates: "resources/templates/list",
  prompts: "prompts.list",
};

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

  // Every request below runs through the request runner: bounded by the timeout, cancelled by the
  // caller's signal, mapped to a catalog error, and never retried.

  /** Calls a tool by the definition its catalog holds. */
  callTool(
    definition: ToolDefinition,
    args: Readonly<Record<string, unknown>>,
    o: RequestOptions = {},
  ): Promise<CallToolResult> {
    return this.runner.run("call", (conn, options) => callTool(conn, definition, args, options), o);
  }

  /**
   * One page of a list, on `listing`, the connection its earlier pages came from: a page from any
   * other connection would stitch one listing together from two, so that fails as a lost connection.
   */
  listPage(kind: ListKind, cursor: string | undefined, listing: Connection, o: RequestOptions = {}): Promise<ListPage> {
    const operation = LIST_OPERATIONS[kind];
    return this.runner.run(
      operation,
      (conn, options) => {
        if (conn !== listing)
          throw new AdapterError("MCPA_RUNTIME_CONNECTION_LOST", {
            server: this.config.name,
            operation,
            reason: "reconnected",
          });
        return listPage(conn, kind, cursor, options);
      },
      o,
    );
  }

  readResource(uri: string, o: RequestOptions = {}): Promise<ReadResourceResult> {
    return this.runner.run("resources.read", (conn, options) => readResource(conn, uri, options), o);
  }

  getPrompt(name: string, args: Readonly<Record<string, string>>, o: RequestOptions = {}): Promise<GetPromptResult> {
    return this.runner.run("prompts.get", (conn, options) => getPrompt(conn, name, args, options), o);
  }

  /** Calls `handler` each time the server says on `conn` that its list of `kind` changed. */
  onListChanged(conn: Connection, kind: ChangeKind, handler: () => void): void {
    onListChanged(conn, kind, handler);
  }

  /** The instructions the server sent when `conn` opened. */
  instructions(conn: Connection): string | undefined {
    return instructions(conn);
  }

  /**
   * Closes the open connection, if any, and stops its process group, as a person who paused the
   * server expects; a start or reconnect under way is stopped too. The next request connects
   * again. Says which of the two it did, if any.
   */
  async disconnect(): Promise<"closed" | "stopped" | undefined> {
    if (this.life.closing) return undefined;
    // A start under way would adopt its connection after this: it is stopped, and its process with it.
    const starting = this.connector.opening !== undefined || this.reconnector.running;
    this.connector.stopOpening();
    this.reconnector.stop();
    await this.connector.opening?.catch(() => {});
    await this.reconnector.settled();
    const open = this.connector.live() !== undefined;
    await this.connector.close();
    if (this.connector.live() === undefined && this.connector.opening === undefined) this.life.setState("disconnected");
    return open ? "closed" : starting ? "stopped" : undefined;
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
