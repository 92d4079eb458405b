// The memory benchmark: each measurement in a fresh child process (bench/lib/memory/child.ts), whose
// RSS this process reads from /proc: the peak (VmHWM, reset when the child is ready, so that start-up
// does not count) and VmRSS sampled every 10 ms as a cross-check. Every child is bounded in time
// (killed after BENCH_MEMORY_TIMEOUT_S, default 60, and then reported as "killed at X MiB") and the
// hostile server in bytes (BENCH_HOSTILE_MIB, default 1024) and time.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Processes } from "../procs.js";
import { exited } from "../procs.js";
import type { ServerEntry } from "../setup.js";
import { ROOT } from "../setup.js";
import type { ChildConfig, ChildMode } from "./child.js";

const HOSTILE = join(ROOT, "bench/lib/memory/hostile-server.ts");
const CHILD = join(ROOT, "bench/lib/memory/child.ts");
export const MIB = 1024 * 1024;

export function hostileEntry(events: string, bytes: number, maxSeconds: number): ServerEntry {
  return {
    command: process.execPath,
    args: ["--import", "tsx", HOSTILE],
    cwd: ROOT,
    env: { HOSTILE_BYTES: String(bytes), HOSTILE_MAX_S: String(maxSeconds), HOSTILE_EVENTS_FILE: events },
  };
}

/** VmRSS and VmHWM of `pid`, in bytes (undefined once it is gone). */
function status(pid: number): { rss: number; hwm: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string): number =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? Number.NaN) * 1024;
    return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
  } catch {
    return undefined;
  }
}

/** Resets the peak RSS the kernel keeps for `pid` (clear_refs 5, Linux 4.0+); false when it cannot. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

export interface MemoryRun {
  readonly mode: ChildMode;
  /** RSS when ready (connected, warmed up, after GC), as read from /proc. */
  readonly baselineRss: number;
  /** Peak RSS from "go" to "done" (VmHWM after the reset, or the sampled maximum when the reset failed). */
  readonly peakRss: number;
  readonly peakGrowth: number;
  /** The highest VmRSS seen by the 10 ms sampler (a cross-check of the peak). */
  readonly sampledPeakRss: number;
  /** Child-reported RSS and V8 heap growth after the operation and a full GC: what stays. */
  readonly retainedRssGrowth?: number;
  readonly retainedHeapGrowth?: number;
  readonly ms?: number;
  readonly outcome?: Record<string, unknown>;
  /** Set when the child had to be killed: its RSS at that moment. */
  readonly killedAtRss?: number;
  readonly peakFromHwm: boolean;
  readonly error?: string;
}

interface Line {
  readonly event: string;
  readonly rss?: number;
  readonly heapUsed?: number;
  readonly ms?: number;
  readonly outcome?: Record<string, unknown>;
  readonly error?: string;
}

async function measureChild(config: ChildConfig, procs: Processes, timeoutMs: number): Promise<MemoryRun> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--expose-gc", "--import", "tsx", CHILD, JSON.stringify(config)],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: config.home ?? process.env.HOME ?? "" },
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  procs.onCleanup(`memory ${config.mode}`, async () => {
    if (!(await exited(child, 3_000))) child.kill("SIGKILL");
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (d: string) => (stderr = (stderr + d).slice(-2000)));
  child.stdin?.on("error", () => {});
  const queue: Line[] = [];
  const waiters: ((l: Line | undefined) => void)[] = [];
  createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (l) => {
    let parsed: Line;
    try {
      parsed = JSON.parse(l) as Line;
    } catch {
      return;
    }
    const w = waiters.shift();
    if (w) w(parsed);
    else queue.push(parsed);
  });
  child.once("exit", () => {
    for (const w of waiters.splice(0)) w(undefined);
  });
  const next = (ms: number): Promise<Line | undefined> =>
    queue.length > 0
      ? Promise.resolve(queue.shift())
      : new Promise((resolve) => {
          const timer = setTimeout(() => resolve(undefined), ms);
          waiters.push((l) => {
            clearTimeout(timer);
            resolve(l);
          });
        });
  const pid = child.pid as number;
  const failed = (error: string): MemoryRun => ({
    mode: config.mode,
    baselineRss: Number.NaN,
    peakRss: Number.NaN,
    peakGrowth: Number.NaN,
    sampledPeakRss: Number.NaN,
    peakFromHwm: false,
    error,
  });
  try {
    const ready = await next(60_000);
    procs.snapshot();
    if (ready?.event !== "ready") return failed(`no ready line (${ready?.error ?? stderr.trim().slice(-400)})`);
    const peakFromHwm = resetPeak(pid);
    const base = status(pid);
    if (!base) return failed("the child vanished before the measurement");
    let sampled = base.rss;
    let last = base.rss;
    const sampler = setInterval(() => {
      const s = status(pid);
      if (s) {
        last = s.rss;
        sampled = Math.max(sampled, s.rss);
      }
    }, 10);
    child.stdin?.write("go\n");
    const done = await next(timeoutMs);
    clearInterval(sampler);
    const end = status(pid);
    if (end) sampled = Math.max(sampled, end.rss);
    const peakRss = peakFromHwm && end ? Math.max(end.hwm, sampled) : sampled;
    const common = {
      mode: config.mode,
      baselineRss: base.rss,
      peakRss,
      peakGrowth: peakRss - base.rss,
      sampledPeakRss: sampled,
      peakFromHwm,
    };
    if (done?.event !== "done") {
      const killedAtRss = end?.rss ?? last;
      child.kill("SIGKILL");
      return {
        ...common,
        killedAtRss,
        error:
          done?.error ??
          (child.exitCode !== null || child.signalCode !== null
            ? `the child died (${child.exitCode ?? child.signalCode}); stderr: ${stderr.trim().slice(-300)}`
            : `killed after ${timeoutMs / 1000} s`),
      };
    }
    return {
      ...common,
      retainedRssGrowth: (done.rss ?? Number.NaN) - (ready.rss ?? Number.NaN),
      retainedHeapGrowth: (done.heapUsed ?? Number.NaN) - (ready.heapUsed ?? Number.NaN),
      ...(done.ms !== undefined ? { ms: done.ms } : {}),
      ...(done.outcome !== undefined ? { outcome: done.outcome } : {}),
    };
  } finally {
    child.stdin?.end("exit\n");
    if (!(await exited(child, 8_000))) child.kill("SIGKILL");
  }
}

export interface MemoryOptions {
  readonly runs: number;
  /** Each child is killed after this long. */
  readonly timeoutMs: number;
}

export interface MemoryHome {
  readonly home: string;
  readonly project: string;
  readonly hostileEvents: string;
  readonly hostile: ServerEntry;
  readonly catalog: ServerEntry;
}

/** The last `flood end <written> <why>` the hostile server logged since `from` lines: how far it got
 * before the client cut it off. */
function floodEnd(events: string, from: number): { written: number; why: string } | undefined {
  let lines: string[];
  try {
    lines = readFileSync(events, "utf8").split("\n").slice(from);
  } catch {
    return undefined;
  }
  const last = lines.filter((l) => l.startsWith("flood end ")).pop();
  if (!last) return undefined;
  const [, , written, ...why] = last.split(" ");
  return { written: Number(written), why: why.join(" ") };
}

const lineCount = (file: string): number => {
  try {
    return readFileSync(file, "utf8").split("\n").length - 1;
  } catch {
    return 0;
  }
};

export type MemoryResults = Record<ChildMode, (MemoryRun & { flood?: { written: number; why: string } })[]>;

/** `runs` rounds of the four measurements, in an order that rotates by round. */
export async function runMemory(
  opts: MemoryOptions,
  home: MemoryHome,
  adapterModule: string,
  procs: Processes,
  log: (line: string) => void,
): Promise<MemoryResults> {
  const modes: ChildMode[] = ["hostile-adapter", "hostile-sdk", "catalog-adapter", "catalog-sdk"];
  const out: MemoryResults = { "hostile-adapter": [], "hostile-sdk": [], "catalog-adapter": [], "catalog-sdk": [] };
  const mib = (b: number | undefined): string =>
    b === undefined || !Number.isFinite(b) ? "n/a" : (b / MIB).toFixed(1);
  for (let run = 0; run < opts.runs; run++) {
    for (let i = 0; i < modes.length; i++) {
      const mode = modes[(i + run) % modes.length] as ChildMode;
      const hostile = mode.startsWith("hostile");
      const before = lineCount(home.hostileEvents);
      const r = await measureChild(
        {
          mode,
          server: hostile ? home.hostile : home.catalog,
          serverName: hostile ? "hostile" : "catalog",
          adapterModule,
          home: home.home,
          project: home.project,
          operationTimeoutMs: opts.timeoutMs - 2_000,
        },
        procs,
        opts.timeoutMs,
      );
      const flood = hostile ? floodEnd(home.hostileEvents, before) : undefined;
      out[mode].push({ ...r, ...(flood ? { flood } : {}) });
      log(
        `memory ${run + 1}/${opts.runs} ${mode}: peak +${mib(r.peakGrowth)} MiB over ${mib(r.baselineRss)} MiB` +
          (r.retainedRssGrowth !== undefined
            ? `, retained +${mib(r.retainedRssGrowth)} MiB RSS / +${mib(r.retainedHeapGrowth)} MiB heap`
            : "") +
          (r.killedAtRss !== undefined ? `, killed at ${mib(r.killedAtRss)} MiB` : "") +
          (flood ? `, server wrote ${mib(flood.written)} MiB (${flood.why})` : "") +
          (r.ms !== undefined ? ` in ${r.ms.toFixed(0)} ms` : "") +
          (r.error ? `; ${r.error.slice(0, 200)}` : ""),
      );
    }
  }
  return out;
}
