// The reconnect state machine of one server (see docs/architecture.md, "Reconnect"): explicit and automatic
// reconnects, one at a time, shared by every caller that waits for it and cancelled only when the last waiter
// leaves; bounded attempts with backoff; a restart budget that stops automatic reconnect.
import { AdapterError } from "../errors/index.js";
import { raceAbort } from "./abort.js";
import { backoffDelays, sleep } from "./backoff.js";
import type { Connection } from "./connection.js";
import type { Connector } from "./connector.js";
import { LIMIT_VALUES } from "./generated.js";
import type { ServerLifecycle } from "./lifecycle.js";

interface Reconnect {
  readonly controller: AbortController;
  waiters: number;
  promise: Promise<Connection>;
}

/** Whether a lost connection is reconnected automatically; `stop` ends automatic reconnect for good. */
export type AutomaticVerdict = { readonly allow: true } | { readonly allow: false; readonly stop?: string };

const ended = (err: unknown): boolean =>
  AdapterError.isInstance(err) && (err.code === "MCPA_RUNTIME_CANCELLED" || err.code === "MCPA_RUNTIME_CLOSED");

export class Reconnector {
  private reconnecting: Reconnect | undefined;
  /** When automatic reconnects started, within reconnect.restartWindowMs. */
  private restarts: number[] = [];
  /** Why automatic reconnect stopped: then only an explicit reconnect starts the server again. */
  private stopped: AdapterError | undefined;

  constructor(
    private readonly life: ServerLifecycle,
    private readonly connector: Connector,
  ) {}

  /** Set once automatic reconnect gave up. */
  get stoppedError(): AdapterError | undefined {
    return this.stopped;
  }

  /** The connection, opened on first use; concurrent first uses share one attempt, and a running
   * reconnect is joined rather than raced. */
  connection(signal?: AbortSignal): Promise<Connection> {
    if (this.life.closing) return Promise.reject(this.life.closedError());
    const live = this.connector.live();
    if (live) return Promise.resolve(live);
    if (this.stopped) return Promise.reject(this.stopped);
    const r = this.reconnecting;
    if (r && !r.controller.signal.aborted) return this.join(r, signal);
    // A reconnect every waiter abandoned is neither joined nor replaced by a new one (that would
    // close a healthy connection nobody asked to close): once it has settled, connect as usual.
    if (r)
      return raceAbort(
        r.promise.catch(() => undefined),
        signal,
        () => this.connector.cancelled("connect"),
      ).then(() => this.connection(signal));
    return this.connector.connect(signal);
  }

  /**
   * Closes the current connection and opens a fresh one (references resolved again), with up to
   * reconnect.maxAttempts attempts and baseDelayMs x 2^i between them. Concurrent calls share one
   * reconnect, which is cancelled only when every waiter has aborted (or the runtime closes).
   */
  reconnect(signal?: AbortSignal): Promise<Connection> {
    if (this.life.closing) return Promise.reject(this.life.closedError());
    // Asked for explicitly: automatic reconnect starts over.
    this.stopped = undefined;
    this.restarts = [];
    const r = this.reconnecting;
    // One that every waiter abandoned is not joined.
    return this.join(r && !r.controller.signal.aborted ? r : this.start(), signal);
  }

  /**
   * The one place that decides whether a lost connection is reconnected automatically: the
   * server's reconnect.automatic, then the restart budget (a server that dies after every
   * successful start is not respawned forever).
   */
  mayReconnectAutomatically(now: number): AutomaticVerdict {
    if (!this.life.config.reconnect.automatic) return { allow: false };
    const window = LIMIT_VALUES["reconnect.restartWindowMs"];
    this.restarts = this.restarts.filter((at) => now - at < window);
    if (this.restarts.length >= LIMIT_VALUES["reconnect.maxAutomaticRestarts"])
      return { allow: false, stop: `${this.restarts.length} restarts within ${window} ms` };
    return { allow: true };
  }

  /** The current connection ended by itself (the connector recorded it): reconnect if allowed. */
  lost(): void {
    const now = Date.now();
    const verdict = this.mayReconnectAutomatically(now);
    if (!verdict.allow) {
      if (verdict.stop !== undefined) this.stopAutomatic(verdict.stop);
      return;
    }
    this.restarts.push(now);
    // Start after the failed request has returned its own error; never replay that request.
    setImmediate(() => {
      // A connect started by the next operation in the meantime is the recovery.
      if (this.life.closing || this.connector.current || this.reconnecting || this.connector.opening) return;
      // The runtime itself waits without a signal: callers who join and leave never cancel it.
      this.join(this.start(), undefined).catch((err: unknown) => {
        if (!ended(err) && !this.life.closing) this.stopAutomatic("every reconnect attempt failed");
      });
    });
  }

  /** Whether a reconnect runs (an attempt, or the wait before the next one). */
  get running(): boolean {
    return this.reconnecting !== undefined;
  }

  /** Stops a reconnect under way, whoever waits for it (the person paused the server). */
  stop(): void {
    this.reconnecting?.controller.abort();
  }

  /** Resolves once no reconnect runs any more (for close). */
  async settled(): Promise<void> {
    await this.reconnecting?.promise.catch(() => {});
  }

  /** Automatic reconnect gave up: the server stays failed until an explicit reconnect. */
  private stopAutomatic(reason: string): void {
    if (this.connector.live()) return;
    this.stopped = new AdapterError("MCPA_RUNTIME_RECONNECT_STOPPED", { server: this.life.name, reason });
    this.life.recordError(this.stopped);
    this.life.setState("failed");
  }

  private start(): Reconnect {
    const controller = new AbortController();
    const signal = AbortSignal.any([controller.signal, this.life.signal]);
    const r: Reconnect = { controller, waiters: 0, promise: this.run(signal, this.reconnecting?.promise) };
    r.promise = r.promise.finally(() => {
      if (this.reconnecting === r) this.reconnecting = undefined;
    });
    r.promise.catch(() => {});
    this.reconnecting = r;
    return r;
  }

  private async run(signal: AbortSignal, abandoned: Promise<unknown> | undefined): Promise<Connection> {
    // A first connect still opening, or an abandoned reconnect still settling, must finish first:
    // otherwise it could adopt its connection next to ours, or set the state after we did.
    const opening = this.connector.opening;
    if (opening || abandoned) await Promise.allSettled([opening, abandoned]);
    if (signal.aborted) throw this.connector.stopError();
    this.life.setState("reconnecting");
    await this.connector.detach()?.close();
    const delays = backoffDelays(this.life.config.reconnect);
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.connector.open(signal, "reconnecting");
      } catch (err) {
        if (ended(err)) this.life.setState("disconnected");
        const delay = delays[attempt];
        if (ended(err) || delay === undefined) throw err;
      }
      this.life.setState("reconnecting");
      try {
        await sleep(delays[attempt] as number, signal);
      } catch {
        this.life.setState("disconnected");
        throw this.connector.stopError();
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
        if (r.waiters === 0) r.controller.abort();
        reject(this.connector.cancelled("reconnect"));
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
}
