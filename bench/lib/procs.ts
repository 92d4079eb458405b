// Every process the benchmark starts, directly or through a server it starts, is owned here. Pids
// are recorded with their kernel start time (so a reused pid is never signalled), descendants are
// snapshotted from /proc while the tree is still intact, and `cleanup()` closes what was registered
// gracefully, then SIGKILLs whatever recorded process is still alive.
import type { ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";

interface Stat {
  readonly ppid: number;
  readonly start: string;
  readonly zombie: boolean;
}

function stat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may contain spaces): state ppid ... starttime is field 22.
    const rest = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(rest[1]), start: rest[19] ?? "", zombie: rest[0] === "Z" };
  } catch {
    return undefined;
  }
}

function command(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim().slice(0, 160);
  } catch {
    return "?";
  }
}

/** Live descendants of `root` (children, grandchildren, ...), from one scan of /proc. */
export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(Number(name));
    if (!s) continue;
    const list = children.get(s.ppid) ?? [];
    list.push(Number(name));
    children.set(s.ppid, list);
  }
  const out: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() as number) ?? []) {
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export class Processes {
  private readonly seen = new Map<number, string>();
  private readonly commands = new Map<number, string>();
  private readonly closers: { name: string; close: () => Promise<void> }[] = [];

  private readonly ignored = new Set<number>();

  /** Children that exist before the benchmark starts anything (tsx's esbuild service) are not ours to close. */
  ignoreExisting(): void {
    for (const pid of descendants(process.pid)) this.ignored.add(pid);
  }

  /** Records every current descendant of this process; call after anything starts processes. */
  snapshot(): void {
    for (const pid of descendants(process.pid)) {
      const s = stat(pid);
      if (!s || this.seen.has(pid) || this.ignored.has(pid)) continue;
      this.seen.set(pid, s.start);
      this.commands.set(pid, command(pid));
    }
  }

  /** Registers a graceful close, run (last registered first) by cleanup(). */
  onCleanup(name: string, close: () => Promise<void>): void {
    this.closers.push({ name, close });
  }

  /** Whether a recorded pid still runs (not reused, not a zombie). */
  private alive(pid: number, start: string): boolean {
    const s = stat(pid);
    return s !== undefined && !s.zombie && s.start === start;
  }

  /** Closes everything registered (each bounded by `graceMs`), then kills the leftovers. */
  async cleanup(graceMs = 6_000): Promise<{ killed: string[] }> {
    this.snapshot();
    for (const { close } of this.closers.splice(0).reverse()) {
      await Promise.race([close().catch(() => {}), sleep(graceMs)]);
    }
    const deadline = Date.now() + 2_000;
    while (Date.now() < deadline && [...this.seen].some(([pid, start]) => this.alive(pid, start))) await sleep(50);
    const killed: string[] = [];
    for (const [pid, start] of this.seen) {
      if (!this.alive(pid, start)) continue;
      try {
        process.kill(pid, "SIGKILL");
        killed.push(`${pid} (${this.commands.get(pid) ?? "?"})`);
      } catch {
        // Gone meanwhile.
      }
    }
    return { killed };
  }
}

/** The first capture of `pattern` on a line of `stream`; rejects on exit or after `timeoutMs`. */
export function waitForLine(
  child: ChildProcess,
  stream: NodeJS.ReadableStream,
  pattern: RegExp,
  what: string,
  timeoutMs = 20_000,
): Promise<string> {
  const lines = createInterface({ input: stream });
  return new Promise<string>((resolve, reject) => {
    const finish = (fn: () => void): void => {
      clearTimeout(timer);
      lines.close();
      // Keep draining, so that a chatty child never blocks on a full pipe.
      stream.resume();
      fn();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`${what}: no ${pattern} within ${timeoutMs} ms`))),
      timeoutMs,
    );
    lines.on("line", (line) => {
      const m = pattern.exec(line);
      if (m) finish(() => resolve(m[1] ?? line));
    });
    child.once("exit", (code, signal) => finish(() => reject(new Error(`${what} exited early (${code ?? signal})`))));
  });
}

/** Waits for `child` to exit, up to `ms`; true when it did. */
export function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return Promise.race([new Promise<boolean>((r) => child.once("exit", () => r(true))), sleep(ms).then(() => false)]);
}
