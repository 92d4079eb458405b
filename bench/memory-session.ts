// Memory of a session: the sidecar as the host starts it (`node bin/travis234-mcp.js sidecar`,
// spoken to over the bridge protocol, one JSON-RPC message a line), with server-everything over
// stdio. Its resident set size (VmRSS, from /proc): idle after initialize and the warm-up (no server
// connected yet, as session_start leaves it), after the first call (the server connected), after
// every batch of calls, and its peak over the whole session (VmHWM, start-up included). The bundle's
// V8 code cache is made first by a sidecar that is not measured, as a user's later sessions find it.
// Two sidecars run side by side: as the host starts it (the node flags of the Python shim) and a
// plain `node bin/travis234-mcp.js sidecar`, or a variant given below (other node flags, another
// entry script); the calls alternate between them in blocks, so that their time per call compares
// on a loaded machine too.
//
//   npm run bench:memory                    # 1,000 calls of 2 KB echoes
//   BENCH_MEMORY_CALLS=9000 npm run bench:memory
//   BENCH_MEMORY_COMPARE_FLAGS=--max-semi-space-size=1 npm run bench:memory
//
// Variables: BENCH_MEMORY_CALLS (calls, default 1000), BENCH_MEMORY_BATCH (calls between RSS
// samples and between turns, default 50), BENCH_MEMORY_CHARS (echo size, default 2048), BENCH_MEMORY_IDLE_MS (the wait
// after initialize before the idle sample, default 1500),
// BENCH_MEMORY_COMPARE_FLAGS (node flags of a second sidecar), BENCH_MEMORY_COMPARE_SCRIPT (its
// entry script instead of bin/travis234-mcp.js). Prints a Markdown table and writes
// bench/results/memory-session.json.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SidecarLaunch } from "./lib/contenders/sidecar.js";
import { SidecarClient } from "./lib/contenders/sidecar.js";
import { Processes } from "./lib/procs.js";
import { CLI, EVERYTHING, makeHome, RESULTS, ROOT, sidecarEntry } from "./lib/setup.js";

const num = (name: string, fallback: number): number => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
};
/** The node flags the Python shim starts the sidecar with (its SIDECAR_NODE_FLAGS). */
function shimNodeFlags(): string {
  const text = readFileSync(join(ROOT, "python/travis234_mcp_extension.py"), "utf8");
  const tuple = /^SIDECAR_NODE_FLAGS = \(([^)]*)\)/m.exec(text)?.[1];
  if (tuple === undefined) throw new Error("python/travis234_mcp_extension.py has no SIDECAR_NODE_FLAGS");
  return [...tuple.matchAll(/"([^"]*)"/g)].map((m) => m[1]).join(" ");
}
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** VmRSS and VmHWM of `pid` in MiB. */
function rssOf(pid: number): { rss: number; hwm: number } {
  const text = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? Number.NaN);
  return { rss: kb("VmRSS") / 1024, hwm: kb("VmHWM") / 1024 };
}

export interface Variant {
  readonly label: string;
  readonly nodeFlags?: string;
  readonly script?: string;
}

export interface SessionMemory {
  readonly label: string;
  readonly calls: number;
  readonly chars: number;
  /** After initialize and its warm-up, no server connected. */
  readonly idleMiB: number;
  /** After the first call (the server connected). */
  readonly firstCallMiB: number;
  /** After every batch of calls: [calls made, VmRSS MiB]. */
  readonly samples: readonly (readonly [number, number])[];
  /** VmRSS after the last call. */
  readonly endMiB: number;
  /** VmHWM at the end: the session's peak, start-up included. */
  readonly peakMiB: number;
  /** Mean ms per call over the timed calls (every call after the first). */
  readonly msPerCall: number;
}

export async function sessionMemory(variants: readonly Variant[], opts: { calls: number; batch: number; chars: number; idleMs: number }): Promise<SessionMemory[]> {
  const procs = new Processes();
  procs.ignoreExisting();
  const home = makeHome(() => ({ everything: { command: process.execPath, args: [EVERYTHING] } }));
  const cacheDir = join(home.home, "v8cache");
  mkdirSync(cacheDir, { mode: 0o700 });
  try {
    const started: { v: Variant; sidecar: SidecarClient; pid: number; idleMiB: number; firstCallMiB: number; ms: number; samples: [number, number][] }[] = [];
    for (const v of variants) {
      // Each variant's own cache directory (V8 rejects data made under other flags), primed first.
      const dir = join(cacheDir, String(started.length));
      mkdirSync(dir, { mode: 0o700 });
      const launch: SidecarLaunch = { nodeArgs: (v.nodeFlags ?? "").split(/\s+/).filter((f) => f !== ""), env: { TRAVIS234_MCP_CACHE_DIR: dir }, ...(v.script ? { script: v.script } : {}) };
      const primer = new SidecarClient(home, procs, launch);
      await primer.initialize(home);
      await sleep(1_500);
      await primer.close();
      const sidecar = new SidecarClient(home, procs, launch);
      await sidecar.initialize(home);
      // The warm-up after initialize (and the cache check) are over well within this; a longer
      // wait lets V8's memory reducer run (it starts after 8 s of low allocation).
      await sleep(opts.idleMs);
      const pid = sidecar.pid as number;
      started.push({ v, sidecar, pid, idleMiB: rssOf(pid).rss, firstCallMiB: 0, ms: 0, samples: [] });
    }
    for (const s of started) {
      await s.sidecar.echo("everything", "first");
      s.firstCallMiB = rssOf(s.pid).rss;
    }
    procs.snapshot();
    const message = "m".repeat(opts.chars);
    for (let done = 0; done < opts.calls; ) {
      const n = Math.min(opts.batch, opts.calls - done);
      for (const s of started) {
        const t0 = performance.now();
        for (let i = 0; i < n; i++) await s.sidecar.echo("everything", message);
        s.ms += performance.now() - t0;
        s.samples.push([done + n, rssOf(s.pid).rss]);
      }
      done += n;
    }
    return started.map((s) => {
      const end = rssOf(s.pid);
      const label = `${s.v.label}${s.v.nodeFlags ? ` (${s.v.nodeFlags})` : ""}`;
      return { label, calls: opts.calls, chars: opts.chars, idleMiB: s.idleMiB, firstCallMiB: s.firstCallMiB, samples: s.samples, endMiB: end.rss, peakMiB: end.hwm, msPerCall: s.ms / opts.calls };
    });
  } finally {
    const { killed } = await procs.cleanup();
    home.remove();
    if (killed.length > 0) process.stderr.write(`killed leftovers: ${killed.join(", ")}\n`);
  }
}

export function memoryTable(rows: readonly SessionMemory[]): string {
  const f = (n: number): string => n.toFixed(1);
  const base = rows[0]?.msPerCall ?? 1;
  /** At most eight samples shown, evenly spread. */
  const some = (xs: readonly (readonly [number, number])[]): string => xs.filter((_, i) => xs.length <= 8 || i % Math.ceil(xs.length / 8) === 0 || i === xs.length - 1).map(([n, m]) => `${n}: ${f(m)}`).join(", ");
  return [
    "| sidecar (bridge protocol) | calls | idle MiB | after 1st call MiB | RSS after N calls, MiB | after last call MiB | peak MiB | ms/call (ratio) |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map((r) => `| ${r.label} | ${r.calls} x ${r.chars} chars | ${f(r.idleMiB)} | ${f(r.firstCallMiB)} | ${some(r.samples)} | ${f(r.endMiB)} | ${f(r.peakMiB)} | ${r.msPerCall.toFixed(3)} (${(r.msPerCall / base).toFixed(2)}x) |`),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const entry = sidecarEntry();
  if (entry.kind !== "bundle") throw new Error(`${CLI} needs the bundle: run \`npm run build\` first`);
  if (entry.stale) process.stderr.write("[bench] warning: src/ is newer than dist/: run `npm run build` to measure the current code\n");
  const variants: Variant[] = [{ label: "as the host starts it", nodeFlags: shimNodeFlags() }, { label: "plain `node bin/travis234-mcp.js sidecar`" }];
  const flags = process.env.BENCH_MEMORY_COMPARE_FLAGS;
  const script = process.env.BENCH_MEMORY_COMPARE_SCRIPT;
  if (flags || script) variants.splice(1, 1,{ label: script ? `variant ${script}` : "variant", ...(flags ? { nodeFlags: flags } : {}), ...(script ? { script } : {}) });
  const rows = await sessionMemory(variants, { calls: num("BENCH_MEMORY_CALLS", 1000), batch: num("BENCH_MEMORY_BATCH", 50), chars: num("BENCH_MEMORY_CHARS", 2048), idleMs: num("BENCH_MEMORY_IDLE_MS", 1_500) });
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, "memory-session.json"), `${JSON.stringify({ machine: "shared, loaded", rows }, null, 2)}\n`);
  process.stdout.write(`${memoryTable(rows)}\n`);
}
