// What waits to go to the host as progress (docs/architecture.md, "Bounds and limits"): the latest
// progress line of each call, written at most once per progress.minIntervalMs for all calls together,
// and not at all while more than progress.maxBacklogBytes written to the host wait to be read. So a
// server that floods progress costs one line per call per interval, and a host that stops reading
// costs one pending line per call, never a growing buffer. A call's last progress is written as it ends.
import { LIMIT_VALUES } from "./generated.js";

type Id = string | number;

export class ProgressOutbox {
  private readonly latest = new Map<Id, string>();
  private timer: NodeJS.Timeout | undefined;
  private lastWrite = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly write: (id: Id, line: string) => void,
    /** Bytes written to the host and not yet read; a writer that cannot tell reports 0. */
    private readonly backlog: () => number = () => 0,
  ) {}

  /** The call's newest progress replaces any it has waiting; written at once when the interval allows. */
  push(id: Id, line: string): void {
    this.latest.set(id, line);
    if (this.timer) return;
    const wait = this.lastWrite + LIMIT_VALUES["progress.minIntervalMs"] - performance.now();
    if (wait <= 0) this.flush();
    else this.timer = this.later(wait);
  }

  /** The call is over: its waiting progress goes out before the reply, unless the host is not reading. */
  end(id: Id): void {
    const line = this.latest.get(id);
    if (line === undefined) return;
    this.latest.delete(id);
    if (this.backlog() <= LIMIT_VALUES["progress.maxBacklogBytes"]) this.write(id, line);
  }

  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.latest.clear();
  }

  /** Unref'd: waiting progress never keeps a finished sidecar alive. */
  private later(ms: number = LIMIT_VALUES["progress.minIntervalMs"]): NodeJS.Timeout {
    return setTimeout(() => this.flush(), ms).unref();
  }

  private flush(): void {
    this.timer = undefined;
    if (this.latest.size === 0) return;
    if (this.backlog() > LIMIT_VALUES["progress.maxBacklogBytes"]) {
      this.timer = this.later();
      return;
    }
    const lines = [...this.latest];
    this.latest.clear();
    this.lastWrite = performance.now();
    for (const [id, line] of lines) this.write(id, line);
  }
}
