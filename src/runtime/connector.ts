// Opens and holds one server's connection: a single-flight first connect, the hand-off of the
// negotiated era to every later connect, and what happens when a connection ends by itself (its
// process group reaped, the loss recorded, the owner told). See docs/architecture.md, "Lazy connect".
import { AdapterError } from "../errors/index.js";
import type { Redactor } from "../secrets/index.js";
import { raceAbort } from "./abort.js";
import type { ConnectContext, Connection } from "./connection.js";
import { openConnection, stderrOfFailure } from "./connection.js";
import type { ServerLifecycle, ServerState } from "./lifecycle.js";
import type { Negotiated, Verdict } from "./negotiation.js";
import { connectBoundMs, protocolSetting } from "./negotiation.js";
import { connectError } from "./sdk-errors.js";
import type { StderrRing } from "./stderr-ring.js";
import { GroupStdioTransport, TransportFailure } from "./stdio-transport.js";

export class Connector {
  private conn: Connection | undefined;
  private pending: Promise<Connection> | undefined;
  /** Aborts the first connect while it is opening. */
  private attempt: AbortController | undefined;
  private connectedAt: number | undefined;
  /** stderr of the last stdio process started, kept after a failed start for `check --connect`. */
  private lastStderr: StderrRing | undefined;
  /** The era verdict of the first connect, kept for the runtime's life: a reconnect never probes. */
  private verdict: Verdict | undefined;
  private lastProtocol: Negotiated | undefined;
  /** Process groups of connections that ended by themselves, still being killed. */
  private readonly reaping = new Set<Promise<void>>();

  constructor(
    private readonly life: ServerLifecycle,
    private readonly ctx: ConnectContext,
    /** Learns every value a connection resolved (docs/architecture.md, "Redaction"). */
    private readonly redactor: Redactor,
    /** How a connection is opened; tests inject a fake here. */
    private readonly openConn: typeof openConnection = openConnection,
    /** Told once the current connection ended by itself, after the loss was recorded (not while closing). */
    private readonly onLost: () => void = () => {},
  ) {}

  /** The adopted connection, if any, even one that has just closed (never connects). */
  get current(): Connection | undefined {
    return this.conn;
  }

  /** The adopted connection while it is open. */
  live(): Connection | undefined {
    return this.conn && !this.conn.isClosed() ? this.conn : undefined;
  }

  /** The first connect, while it is opening. */
  get opening(): Promise<Connection> | undefined {
    return this.pending;
  }

  get connectedAtMs(): number | undefined {
    return this.connectedAt;
  }

  /** The era and revision of the last connection that opened. */
  get protocol(): Negotiated | undefined {
    return this.lastProtocol;
  }

  /** The current or last started stdio process's stderr ring. */
  get stderr(): StderrRing | undefined {
    return this.conn?.stderr ?? this.lastStderr;
  }

  /** The cancellation error, saying whether a connection is (still) open. */
  cancelled(operation: string): AdapterError {
    const kept = this.live() !== undefined;
    return new AdapterError("MCPA_RUNTIME_CANCELLED", {
      server: this.life.name,
      operation,
      connection: kept ? "the connection was kept" : "no connection is open",
    });
  }

  /** Why an attempt on `signal` stopped: the runtime closed, or its waiters gave up. */
  stopError(): AdapterError {
    return this.life.signal.aborted ? this.life.closedError() : this.cancelled("reconnect");
  }

  /** Opens the connection on the lifetime signal; concurrent callers share one attempt, and a
   * caller's abort leaves only that caller. */
  connect(signal?: AbortSignal): Promise<Connection> {
    if (!this.pending) {
      const attempt = new AbortController();
      this.attempt = attempt;
      this.pending = this.open(AbortSignal.any([attempt.signal, this.life.signal]), "connecting").finally(() => {
        this.pending = undefined;
        if (this.attempt === attempt) this.attempt = undefined;
      });
    }
    return raceAbort(this.pending, signal, () => this.cancelled("connect"));
  }

  /** Stops the first connect while it is opening (the person paused the server); its process goes. */
  stopOpening(): void {
    this.attempt?.abort();
  }

  /** One connection attempt; adopts the connection on success. */
  async open(signal: AbortSignal, state: ServerState): Promise<Connection> {
    // The SDK starts the transport (spawns the child) before it looks at the signal.
    if (signal.aborted) throw this.stopError();
    this.life.setState(state);
    let conn: Connection;
    try {
      conn = await this.openConn(this.life.config, this.ctx, signal, connectBoundMs(this.life.config), this.verdict);
    } catch (err) {
      if (signal.aborted) throw this.stopError();
      this.lastStderr = stderrOfFailure(err) ?? this.lastStderr;
      const setting = protocolSetting(this.life.config);
      const pinned = setting === "auto" || setting === "legacy" ? undefined : setting;
      const e = connectError(
        err,
        this.life.name,
        connectBoundMs(this.life.config),
        err instanceof TransportFailure ? err : undefined,
        pinned,
        this.redactor,
      );
      this.life.recordError(e);
      this.life.setState("failed");
      throw e;
    }
    if (signal.aborted) {
      await conn.close();
      throw this.stopError();
    }
    this.redactor.add(conn.redactor.secrets);
    this.verdict ??= conn.protocol.verdict;
    this.lastProtocol = conn.protocol;
    this.conn = conn;
    this.lastStderr = conn.stderr;
    this.connectedAt = Date.now();
    this.life.setState("connected");
    void conn.closed.then(() => this.lost(conn));
    return conn;
  }

  /** Takes the current connection out (a reconnect closes it): its end is then no loss. */
  detach(): Connection | undefined {
    const old = this.conn;
    this.conn = undefined;
    return old;
  }

  /** Closes the current connection and waits until every reaped process group is gone. */
  async close(): Promise<void> {
    await this.detach()?.close();
    await Promise.all([...this.reaping]);
  }

  /** A connection ended (by itself, or closed by us): reap it, and record a loss of the current one. */
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
    if (this.life.closing) return;
    const failure = conn.transport instanceof GroupStdioTransport ? conn.transport.failure : undefined;
    this.life.recordError(
      new AdapterError("MCPA_RUNTIME_CONNECTION_LOST", {
        server: this.life.name,
        operation: "connection",
        reason: failure?.reason ?? "closed",
      }),
    );
    this.life.setState("failed");
    this.onLost();
  }
}
