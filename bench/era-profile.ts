// Where the time of a 2026-07-28 call goes, against a 2025 call to the same server: the fixture in
// its dual era, configured `legacy` (the 2025 handshake) and pinned to 2026-07-28, the same echo
// calls through the adapter in-process (compiled as it ships). Each row runs the calls twice. The
// first loop, unsampled, gives the wall time and the CPU time of this process (process.cpuUsage)
// and of the server process (from /proc). The second is sampled by the V8 CPU profiler of this
// process, and its self time is summed by owner: this adapter (src/), the official MCP SDK, the
// other npm packages, Node itself (its built-in modules) and the garbage collector. Rows alternate
// within one run, so the ratios are paired. Prints a Markdown table, then the heaviest functions.
//
//   npx tsx bench/era-profile.ts        (ERA_PROFILE_RUNS=3, ERA_PROFILE_CALLS=2000 by default;
//                                        ERA_PROFILE_DUMP=<dir> also writes each raw .cpuprofile)
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { join } from "node:path";
import { compiledAdapter } from "./lib/compiled.js";
import { COMPILED_FIXTURE, compileFixture, withRuntime } from "./lib/eras.js";
import { ROOT } from "./lib/setup.js";
import { median } from "./lib/stats.js";

const RUNS = Number(process.env.ERA_PROFILE_RUNS ?? 3);
const CALLS = Number(process.env.ERA_PROFILE_CALLS ?? 2000);
/** A directory for the raw profiles (.cpuprofile, which Chrome DevTools opens), when set. */
const DUMP = process.env.ERA_PROFILE_DUMP;

const ROWS = [
  { id: "2025", label: "fixture FIXTURE_ERA=dual, legacy (2025-11-25)", protocolVersion: "legacy" },
  { id: "2026", label: "fixture FIXTURE_ERA=dual, pinned 2026-07-28", protocolVersion: "2026-07-28" },
] as const;

type Owner = "adapter" | "sdk" | "packages" | "node" | "gc" | "idle" | "profiler";
const OWNERS: readonly Owner[] = ["adapter", "sdk", "packages", "node", "gc", "idle", "profiler"];
/** Owners that are this process working for the calls (not idle, not the profiler stopping). */
const BUSY: readonly Owner[] = ["adapter", "sdk", "packages", "node", "gc"];

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
}
interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

function owner(f: CallFrame, adapterFile: string): Owner {
  if (f.functionName === "(garbage collector)") return "gc";
  if (f.functionName === "(idle)" || f.functionName === "(program)") return "idle";
  // The compiled adapter sits under node_modules/.cache (so that it finds the SDK): matched first.
  if (f.url.includes(adapterFile)) return "adapter";
  if (f.url.includes("/@modelcontextprotocol/")) return "sdk";
  if (f.url.includes("/node_modules/")) return "packages";
  return "node";
}

interface Split {
  readonly wallMs: number;
  /** CPU time of this process (user + system) over the loop, from process.cpuUsage(). */
  readonly cpuMs: number;
  /** CPU time of the server process over the loop, from /proc (NaN where there is none). */
  readonly serverCpuMs: number;
  readonly ms: Record<Owner, number>;
  readonly top: Map<string, number>;
}

/** Self time per owner and per function, in ms, of one profile. */
function split(p: Profile, wallMs: number, cpuMs: number, serverCpuMs: number, adapterFile: string): Split {
  const byId = new Map(p.nodes.map((n) => [n.id, n.callFrame]));
  // Profiler.stop itself is sampled (it serialises the profile): found by its caller, node:inspector.
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const underInspector = (id: number): boolean => {
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur))
      if (byId.get(cur)?.url === "node:inspector") return true;
    return false;
  };
  const ms = Object.fromEntries(OWNERS.map((o) => [o, 0])) as Record<Owner, number>;
  const top = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const f = byId.get(id);
    if (!f) return;
    const dt = (p.timeDeltas[i] ?? 0) / 1000;
    const o = underInspector(id) ? "profiler" : owner(f, adapterFile);
    ms[o] += dt;
    if (BUSY.includes(o)) {
      const file = o === "adapter" ? "adapter" : f.url.slice(f.url.lastIndexOf("/") + 1).replace(/\?.*$/, "");
      const key = `${o} ${f.functionName || "(anonymous)"} ${file}:${f.lineNumber + 1}`;
      top.set(key, (top.get(key) ?? 0) + dt);
    }
  });
  return { wallMs, cpuMs, serverCpuMs, ms, top };
}

/** User + system CPU ms of a process, from /proc/<pid>/stat (clock ticks of 10 ms); NaN without /proc. */
function cpuOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

async function main(): Promise<void> {
  const outfile = join(ROOT, "node_modules/.cache/travis234-bench", `era-profile-${process.pid}.mjs`);
  const mod = await compiledAdapter(outfile);
  await compileFixture();
  const adapterFile = `/era-profile-${process.pid}.mjs`;
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  const results: Record<string, Split[]> = { "2025": [], "2026": [] };
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const row of run % 2 === 0 ? ROWS : [...ROWS].reverse()) {
        const entry = {
          command: process.execPath,
          args: [COMPILED_FIXTURE, "stdio"],
          cwd: ROOT,
          env: { FIXTURE_ERA: "dual" },
          protocolVersion: row.protocolVersion,
        };
        await withRuntime(mod, row.id, entry, async ({ runtime, proxy }) => {
          const request = { server: "s", tool: "echo", args: { text: "hi" } };
          for (let i = 0; i < 50; i++)
            if ((await proxy.call(request)).isError) throw new Error(`${row.id}: echo failed`);
          const era = runtime.status()[0]?.protocolEra;
          if (era !== (row.id === "2025" ? "legacy" : "modern")) throw new Error(`${row.id}: negotiated ${era}`);
          // First unprofiled, for wall and CPU times without the sampler's own cost; then sampled.
          const pid = runtime.server("s").current?.pid;
          const server0 = cpuOf(pid);
          const cpu0 = process.cpuUsage();
          const t0 = performance.now();
          for (let i = 0; i < CALLS; i++) await proxy.call(request);
          const wallMs = performance.now() - t0;
          const cpu = process.cpuUsage(cpu0);
          const serverCpuMs = cpuOf(pid) - server0;
          await session.post("Profiler.start");
          for (let i = 0; i < CALLS; i++) await proxy.call(request);
          const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: Profile };
          results[row.id]?.push(split(profile, wallMs, (cpu.user + cpu.system) / 1000, serverCpuMs, adapterFile));
          if (DUMP) writeFileSync(join(DUMP, `era-${row.id}-run${run}.cpuprofile`), JSON.stringify(profile));
        });
      }
    }
  } finally {
    session.disconnect();
    rmSync(outfile, { force: true });
  }

  const perCall = (id: string, f: (s: Split) => number): number => median((results[id] ?? []).map((s) => f(s) / CALLS));
  const busy = (s: Split): number => BUSY.reduce((n, o) => n + s.ms[o], 0);
  const cells: [string, (s: Split) => number][] = [
    ["wall time per call", (s) => s.wallMs],
    ["this process, CPU (process.cpuUsage)", (s) => s.cpuMs],
    ["the server process, CPU (/proc, 10 ms ticks)", (s) => s.serverCpuMs],
    ["this process busy, sampled (a second loop)", busy],
    ...BUSY.map((o): [string, (s: Split) => number] => [`  ${o}`, (s) => s.ms[o]]),
  ];
  const lines = [
    `| µs per call (median of ${RUNS} runs × ${CALLS} calls) | 2025 | 2026-07-28 | 2026 − 2025 |`,
    "|---|---|---|---|",
    ...cells.map(([name, f]) => {
      const a = perCall("2025", f) * 1000;
      const b = perCall("2026", f) * 1000;
      return `| ${name} | ${a.toFixed(0)} | ${b.toFixed(0)} | ${(b - a).toFixed(0)} |`;
    }),
    "",
  ];
  for (const row of ROWS) {
    const sum = new Map<string, number>();
    for (const s of results[row.id] ?? []) for (const [k, v] of s.top) sum.set(k, (sum.get(k) ?? 0) + v);
    lines.push(`Heaviest self time, ${row.label} (µs per call):`, "");
    const sorted = [...sum].sort((x, y) => y[1] - x[1]);
    const show = [...sorted.slice(0, 12), ...sorted.filter(([k]) => k.startsWith("adapter ")).slice(0, 8)];
    for (const [k, v] of new Map(show)) lines.push(`- ${((v / RUNS / CALLS) * 1000).toFixed(1)} ${k}`);
    lines.push("");
  }
  process.stdout.write(`${lines.join("\n")}\n`);
}

await main();
