// Memory of a session: the sidecar as the host starts it (`node bin/travis234-mcp.js sidecar`,
// spoken to over the bridge protocol, one JSON-RPC message a line), with server-everything over
// stdio. Its resident set size (VmRSS, from /proc): idle after initialize and the warm-up (no server
// connected yet, as session_start leaves it), after the first call (the server connected), after
// every batch of calls, and its peak over the whole session (VmHWM, start-up included). The bundle's
// V8 code cache is made first by a sidecar that is not measured, as a user's later sessions find it.
// Two sidecars run side by side: as the host starts it (the node flags of the Python shim) and a
// plain `node bin/travis234-mcp.js sidecar`, or a variant given below (other node flags, another
// entry script); the calls alternate between them in blocks, so that their time per call compares
// on a loaded machine too. Then the whole session through the real travis234 CLI (host and sidecar
// RSS idle, after 200 calls and at peak; the Python adapter the same way when .venv-bench has it,
// and the host with no adapter: bench/python/echo_stub.py, the same tool answered in-process), in
// rounds, with each adapter's share: its host + sidecar minus the host with no adapter.
// Each CLI session has a fresh home, so its sidecar starts without a code cache, as a user's first.
//
//   npm run bench:memory                    # 1,000 calls of 2 KB echoes
//   BENCH_MEMORY_CALLS=9000 npm run bench:memory
//   BENCH_MEMORY_COMPARE_FLAGS=--max-semi-space-size=1 npm run bench:memory
//
// Variables: BENCH_MEMORY_CALLS (calls, default 1000), BENCH_MEMORY_BATCH (calls between RSS
// samples and between turns, default 50), BENCH_MEMORY_CHARS (echo size, default 2048), BENCH_MEMORY_IDLE_MS (the wait
// after initialize before the idle sample, default 1500),
// BENCH_MEMORY_COMPARE_FLAGS (node flags of a second sidecar), BENCH_MEMORY_COMPARE_SCRIPT (its
// entry script instead of bin/travis234-mcp.js), BENCH_MEMORY_HOST=0 (leave out the session through
// the real travis234 CLI), BENCH_MEMORY_HOST_CALLS (its calls, default 200), BENCH_MEMORY_HOST_ROUNDS
// (rounds of the host sessions, default 3; each round runs the host with no adapter, the Python
// adapter and this adapter, in turn). Prints Markdown tables
// and writes bench/results/memory-session.json.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cliSession } from "./lib/contenders/cli.js";
import { ourShim } from "./lib/contenders/python.js";
import type { SidecarLaunch } from "./lib/contenders/sidecar.js";
import { SidecarClient } from "./lib/contenders/sidecar.js";
import { descendants, Processes } from "./lib/procs.js";
import type { PythonEnv } from "./lib/python-venv.js";
import { CLI, EVERYTHING, makeHome, RESULTS, ROOT, sidecarEntry } from "./lib/setup.js";

const num = (name: string, fallback: number): number => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
};
/** The node flags the Python shim starts the sidecar with (its SIDECAR_NODE_FLAGS). */
function shimNodeFlags(): string {
  const text = readFileSync(join(ROOT, "python/travis234_mcp_shim/sidecar.py"), "utf8");
  const tuple = /^SIDECAR_NODE_FLAGS = \(([^)]*)\)/m.exec(text)?.[1];
  if (tuple === undefined) throw new Error("python/travis234_mcp_shim/sidecar.py has no SIDECAR_NODE_FLAGS");
  return [...tuple.matchAll(/"([^"]*)"/g)].map((m) => m[1]).join(" ");
}
const STUB = join(ROOT, "bench/python/echo_stub.py");
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** VmRSS and VmHWM of `pid` in MiB. */
function rssOf(pid: number): { rss: number; hwm: number } {
  const text = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string): number =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? Number.NaN);
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

export async function sessionMemory(
  variants: readonly Variant[],
  opts: { calls: number; batch: number; chars: number; idleMs: number },
): Promise<SessionMemory[]> {
  const procs = new Processes();
  procs.ignoreExisting();
  const home = makeHome(() => ({ everything: { command: process.execPath, args: [EVERYTHING] } }));
  const cacheDir = join(home.home, "v8cache");
  mkdirSync(cacheDir, { mode: 0o700 });
  try {
    const started: {
      v: Variant;
      sidecar: SidecarClient;
      pid: number;
      idleMiB: number;
      firstCallMiB: number;
      ms: number;
      samples: [number, number][];
    }[] = [];
    for (const v of variants) {
      // Each variant's own cache directory (V8 rejects data made under other flags), primed first.
      const dir = join(cacheDir, String(started.length));
      mkdirSync(dir, { mode: 0o700 });
      const launch: SidecarLaunch = {
        nodeArgs: (v.nodeFlags ?? "").split(/\s+/).filter((f) => f !== ""),
        env: { TRAVIS234_MCP_CACHE_DIR: dir },
        ...(v.script ? { script: v.script } : {}),
      };
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
      return {
        label,
        calls: opts.calls,
        chars: opts.chars,
        idleMiB: s.idleMiB,
        firstCallMiB: s.firstCallMiB,
        samples: s.samples,
        endMiB: end.rss,
        peakMiB: end.hwm,
        msPerCall: s.ms / opts.calls,
      };
    });
  } finally {
    const { killed } = await procs.cleanup();
    home.remove();
    if (killed.length > 0) process.stderr.write(`killed leftovers: ${killed.join(", ")}\n`);
  }
}

export interface HostMemory {
  readonly key: HostKey;
  readonly label: string;
  readonly calls: number;
  /** Host and sidecar VmRSS two seconds after the host is ready (the sidecar started and warmed up). */
  readonly idle: { readonly host: number; readonly sidecar: number | null };
  /** VmRSS after the last call, and VmHWM (peak) then. */
  readonly end: { readonly host: number; readonly sidecar: number | null };
  readonly peak: { readonly host: number; readonly sidecar: number | null };
  readonly failures: number;
  /** The node options the sidecar runs with, read from its command line. */
  readonly sidecarFlags: string | null;
}

/** Which extension a host session loads: the in-process echo stub (the host with no adapter), the
 * Python adapter, or this project's shim. */
type HostKey = "none" | "python" | "shim";

/** An adapter's share of one round: host + sidecar minus the stub's host, in MiB. */
export interface HostShare {
  readonly key: Exclude<HostKey, "none">;
  readonly idle: number;
  readonly end: number;
  readonly peak: number;
}

/** The sidecar a host started: its descendant running `travis234-mcp.js sidecar`. */
function sidecarOf(hostPid: number): number | undefined {
  return descendants(hostPid).find((pid) => {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, "latin1").split("\0");
      return argv.some((a) => a.endsWith("travis234-mcp.js")) && argv.includes("sidecar");
    } catch {
      return false;
    }
  });
}

const total = (m: { host: number; sidecar: number | null }): number => m.host + (m.sidecar ?? 0);

/** One host session through the real CLI with `extension`, sampled idle and after the last call. */
async function hostSession(
  env: PythonEnv,
  extension: { key: HostKey; path: string },
  label: string,
  calls: number,
  chars: number,
): Promise<HostMemory> {
  const procs = new Processes();
  procs.ignoreExisting();
  const dir = mkdtempSync(join(tmpdir(), "travis234-bench-host-"));
  try {
    const both = (pid: number) => {
      const side = extension.key === "shim" ? sidecarOf(pid) : undefined;
      const h = rssOf(pid);
      const s = side === undefined ? undefined : rssOf(side);
      return { rss: { host: h.rss, sidecar: s?.rss ?? null }, hwm: { host: h.hwm, sidecar: s?.hwm ?? null } };
    };
    let idle: HostMemory["idle"] = { host: Number.NaN, sidecar: null };
    let last: ReturnType<typeof both> | undefined;
    let sidecarFlags: string | null = null;
    const servers = { everything: { command: process.execPath, args: [EVERYTHING] } };
    const session = await cliSession(
      env,
      extension,
      dir,
      servers,
      "everything",
      { sizes: [{ key: "2k", chars, warmup: 0, calls }] },
      procs,
      {
        ready: async (pid) => {
          await sleep(2_000);
          idle = both(pid).rss;
        },
        finished: (pid) => {
          last = both(pid);
          const side = sidecarOf(pid);
          if (side !== undefined) {
            const argv = readFileSync(`/proc/${side}/cmdline`, "latin1").split("\0");
            sidecarFlags = argv
              .slice(
                1,
                argv.findIndex((a) => a.endsWith("travis234-mcp.js")),
              )
              .join(" ");
          }
        },
      },
    );
    return {
      key: extension.key,
      label,
      calls,
      idle,
      end: last?.rss ?? { host: Number.NaN, sidecar: null },
      peak: last?.hwm ?? { host: Number.NaN, sidecar: null },
      failures: session.failures.length,
      sidecarFlags,
    };
  } finally {
    await procs.cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The whole session through the real `travis234` CLI (`--mode rpc`, a scripted model, as the bench's
 * CLI rows run it): host and sidecar RSS idle, after `calls` echo calls of `chars`, and their peaks,
 * for three extensions in each round, in turn: the echo stub (bench/python/echo_stub.py, the host
 * with no adapter), the Python adapter when .venv-bench has it, and this project's shim. An adapter's
 * share of a round is its host + sidecar minus the stub's host in the same round. Needs a venv with
 * the travis234 host: .venv-bench, or .venv-travis (then without the Python adapter).
 */
export async function hostMemory(
  calls: number,
  chars: number,
  rounds: number,
): Promise<{ rows: HostMemory[]; shares: HostShare[]; notRun?: string }> {
  const venvs = [join(ROOT, ".venv-bench"), join(ROOT, ".venv-travis")].filter((v) =>
    existsSync(join(v, "bin/travis234")),
  );
  const venv = venvs[0];
  if (venv === undefined)
    return { rows: [], shares: [], notRun: "no .venv-bench or .venv-travis with the travis234 host" };
  const env = {
    python: join(venv, "bin/python"),
    extension: join(venv, "extensions/mcp_adapter.py"),
    versions: { python: "", travis234: "", adapter: "" },
  };
  const extensions: { key: HostKey; path: string; label: string }[] = [
    { key: "none", path: STUB, label: "host, no adapter (in-process echo stub)" },
  ];
  if (existsSync(env.extension))
    extensions.push({ key: "python", path: env.extension, label: "Python adapter 0.4.1 (.venv-bench)" });
  extensions.push({
    key: "shim",
    path: ourShim.path,
    label: `this adapter (${venv.endsWith("bench") ? ".venv-bench" : ".venv-travis"} host)`,
  });
  const rows: HostMemory[] = [];
  const shares: HostShare[] = [];
  for (let round = 0; round < rounds; round++) {
    // The order turns each round, so that no extension always runs first on a machine whose load drifts.
    const order = extensions.map((_, i) => extensions[(i + round) % extensions.length] as (typeof extensions)[0]);
    const got = new Map<HostKey, HostMemory>();
    for (const e of order) got.set(e.key, await hostSession(env, e, e.label, calls, chars));
    const floor = got.get("none");
    for (const e of extensions) {
      const row = got.get(e.key) as HostMemory;
      rows.push(row);
      if (floor === undefined || e.key === "none") continue;
      shares.push({
        key: e.key,
        idle: total(row.idle) - floor.idle.host,
        end: total(row.end) - floor.end.host,
        peak: total(row.peak) - floor.peak.host,
      });
    }
  }
  return { rows, shares };
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

export function hostTable(rows: readonly HostMemory[], shares: readonly HostShare[]): string {
  const f = (n: number | null): string => (n === null ? "-" : n.toFixed(1));
  const cell = (m: { host: number; sidecar: number | null }): string =>
    m.sidecar === null ? f(m.host) : `${f(m.host)} + ${f(m.sidecar)} = ${f(total(m))}`;
  const lines = [
    "| through the travis234 CLI | calls | idle MiB (host + sidecar) | after last call MiB | peak MiB | failed calls |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.label}${r.sidecarFlags ? `, sidecar ${r.sidecarFlags}` : ""} | ${r.calls} | ${cell(r.idle)} | ${cell(r.end)} | ${cell(r.peak)} | ${r.failures} |`,
    ),
  ];
  const of = (key: HostShare["key"], field: "idle" | "end" | "peak"): number[] =>
    shares.filter((s) => s.key === key).map((s) => s[field]);
  const ours = of("shim", "end");
  const theirs = of("python", "end");
  if (ours.length === 0) return lines.join("\n");
  const rounds = ours.length;
  lines.push(
    "",
    `Share of resident memory (host + sidecar minus the host with no adapter, same round; median of ${rounds} round${rounds === 1 ? "" : "s"}):`,
    "",
    "| adapter | idle MiB | after last call MiB | peak MiB |",
    "|---|---|---|---|",
  );
  for (const key of ["python", "shim"] as const) {
    if (of(key, "end").length === 0) continue;
    lines.push(
      `| ${key === "shim" ? "this adapter" : "Python adapter"} | ${f(median(of(key, "idle")))} | ${f(median(of(key, "end")))} | ${f(median(of(key, "peak")))} |`,
    );
  }
  if (theirs.length === ours.length) {
    const ratios = ours.map((o, i) => o / (theirs[i] as number));
    lines.push(
      "",
      `This adapter's share after the last call / the Python adapter's, per round: ${ratios.map((r) => `${r.toFixed(2)}x`).join(", ")} (median ${median(ratios).toFixed(2)}x; target at most 1.0x).`,
    );
  }
  return lines.join("\n");
}

export function memoryTable(rows: readonly SessionMemory[]): string {
  const f = (n: number): string => n.toFixed(1);
  const base = rows[0]?.msPerCall ?? 1;
  /** At most eight samples shown, evenly spread. */
  const some = (xs: readonly (readonly [number, number])[]): string =>
    xs
      .filter((_, i) => xs.length <= 8 || i % Math.ceil(xs.length / 8) === 0 || i === xs.length - 1)
      .map(([n, m]) => `${n}: ${f(m)}`)
      .join(", ");
  return [
    "| sidecar (bridge protocol) | calls | idle MiB | after 1st call MiB | RSS after N calls, MiB | after last call MiB | peak MiB | ms/call (ratio) |",
    "|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.calls} x ${r.chars} chars | ${f(r.idleMiB)} | ${f(r.firstCallMiB)} | ${some(r.samples)} | ${f(r.endMiB)} | ${f(r.peakMiB)} | ${r.msPerCall.toFixed(3)} (${(r.msPerCall / base).toFixed(2)}x) |`,
    ),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const entry = sidecarEntry();
  if (entry.kind !== "bundle") throw new Error(`${CLI} needs the bundle: run \`npm run build\` first`);
  if (entry.stale)
    process.stderr.write(
      "[bench] warning: src/ is newer than dist/: run `npm run build` to measure the current code\n",
    );
  const variants: Variant[] = [
    { label: "as the host starts it", nodeFlags: shimNodeFlags() },
    { label: "plain `node bin/travis234-mcp.js sidecar`" },
  ];
  const flags = process.env.BENCH_MEMORY_COMPARE_FLAGS;
  const script = process.env.BENCH_MEMORY_COMPARE_SCRIPT;
  if (flags || script)
    variants.splice(1, 1, {
      label: script ? `variant ${script}` : "variant",
      ...(flags ? { nodeFlags: flags } : {}),
      ...(script ? { script } : {}),
    });
  const rows = await sessionMemory(variants, {
    calls: num("BENCH_MEMORY_CALLS", 1000),
    batch: num("BENCH_MEMORY_BATCH", 50),
    chars: num("BENCH_MEMORY_CHARS", 2048),
    idleMs: num("BENCH_MEMORY_IDLE_MS", 1_500),
  });
  process.stdout.write(`${memoryTable(rows)}\n`);
  const hosted =
    process.env.BENCH_MEMORY_HOST === "0"
      ? { rows: [], shares: [], notRun: "left out with BENCH_MEMORY_HOST=0" }
      : await hostMemory(
          num("BENCH_MEMORY_HOST_CALLS", 200),
          num("BENCH_MEMORY_CHARS", 2048),
          num("BENCH_MEMORY_HOST_ROUNDS", 3),
        );
  process.stdout.write(
    `\n${hosted.rows.length > 0 ? hostTable(hosted.rows, hosted.shares) : `Through the travis234 CLI: not run (${hosted.notRun}).`}\n`,
  );
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(
    join(RESULTS, "memory-session.json"),
    `${JSON.stringify({ machine: "shared, loaded", rows, hosted }, null, 2)}\n`,
  );
}
