// When the SDK reopens the standalone GET/SSE stream of a Streamable HTTP connection. The SDK
// reopens a stream the server ended at once after the server's `retry:` value (0 is allowed) and
// restarts its attempt count each time, so a hostile server could have it reopened hundreds of times
// a second, forever, each time with the configured credentials. Here every reopen waits at least
// the floor, quick reopens in a row double the wait up to a cap, and after a bounded run of them the
// stream is given up (the connection itself stays usable for requests). A stream that stayed open
// for the longest wait counts as healthy, and the run starts over.
import { LIMIT_VALUES } from "./generated.js";

export interface ReopenLimits {
  readonly minDelayMs: number;
  readonly maxDelayMs: number;
  readonly maxQuickReopens: number;
}

const REOPEN_LIMITS: ReopenLimits = {
  minDelayMs: LIMIT_VALUES["http.sseReopen.minDelayMs"],
  maxDelayMs: LIMIT_VALUES["http.sseReopen.maxDelayMs"],
  maxQuickReopens: LIMIT_VALUES["http.sseReopen.maxQuickReopens"],
};

export interface StreamStatus {
  /** Reopens of the standalone stream so far. */
  readonly reopens: number;
  /** True once the stream was given up after too many quick reopens. */
  readonly stopped: boolean;
}

type Timer = (run: () => void, ms: number) => () => void;

const realTimer: Timer = (run, ms) => {
  const handle = setTimeout(run, ms);
  return () => clearTimeout(handle);
};

export class StreamReopenPolicy {
  private reopens = 0;
  private quick = 0;
  private stopped = false;
  private lastOpenedAt: number | undefined;

  constructor(
    private readonly limits: ReopenLimits = REOPEN_LIMITS,
    private readonly now: () => number = Date.now,
    private readonly timer: Timer = realTimer,
  ) {}

  status(): StreamStatus {
    return { reopens: this.reopens, stopped: this.stopped };
  }

  /** The wait before the next reopen, or undefined when the stream is given up. */
  nextDelay(serverDelayMs: number): number | undefined {
    if (this.stopped) return undefined;
    const lasted = this.lastOpenedAt === undefined ? Infinity : this.now() - this.lastOpenedAt;
    if (lasted >= this.limits.maxDelayMs) this.quick = 0;
    if (this.quick >= this.limits.maxQuickReopens) {
      this.stopped = true;
      return undefined;
    }
    const backoff = this.limits.minDelayMs * 2 ** this.quick;
    this.quick += 1;
    return Math.min(this.limits.maxDelayMs, Math.max(this.limits.minDelayMs, serverDelayMs, backoff));
  }

  /** The SDK's `reconnectionScheduler`: returns the cancel function the transport calls at close. */
  readonly schedule = (reconnect: () => void, serverDelayMs: number): (() => void) => {
    const delay = this.nextDelay(Number.isFinite(serverDelayMs) ? serverDelayMs : 0);
    if (delay === undefined) return () => {};
    return this.timer(() => {
      this.reopens += 1;
      this.lastOpenedAt = this.now();
      reconnect();
    }, delay);
  };
}
