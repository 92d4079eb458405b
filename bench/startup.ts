// `npm run bench:startup`: what a user feels at the start of a session, side by side, interleaved
// (one round = each contender once, so machine load hits all alike), and as ratios:
//   - cold first call: the raw SDK floor (spawn server-everything, initialize, first echo) vs the
//     bare sidecar (spawn, initialize, first echo) vs the shim through the real Travis234 host API
//     (bench/python/adapter_driver.py --cold: load, session_start, first echo), the last two with
//     the sidecar started at once and, for the shim, after a pause that lets session_start's
//     background start finish (as the model's first turn does in a real session);
//   - sidecar spawn-to-ready (initialize answered);
//   - idle sidecar: RSS and CPU time over an idle window after initialize;
//   - sidecar spawn-to-ready by how the bin loads the bundle, on this Node and on every
//     other node in BENCH_NODES (colon-separated; by default .node24/node_modules/node/bin/node when
//     present): the ES module as before the code cache (TRAVIS234_MCP_CODE_CACHE=off; Node >= 22.1
//     with its module compile cache) and the CommonJS script with the V8 code cache, each cold (cache
//     directory emptied before every start) and warm, as ratios to that Node's ES module warm start.
// It prints a table and writes nothing to bench/results (the full `npm run bench` owns those).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { sdkCold } from "./lib/contenders/sdk.js";
import type { SidecarLaunch } from "./lib/contenders/sidecar.js";
import { SidecarClient, sidecarCold, sidecarReady } from "./lib/contenders/sidecar.js";
import { Processes } from "./lib/procs.js";
import { EVERYTHING, makeHome, ROOT } from "./lib/setup.js";

const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 7);
const IDLE_MS = Number(process.env.BENCH_STARTUP_IDLE_MS ?? 10_000);
const CACHE_ROUNDS = Number(process.env.BENCH_STARTUP_CACHE_ROUNDS ?? 15);
const PAUSE_MS = 1_500;
const HOST_PYTHON = join(process.env.TRAVIS234_VENV ?? join(ROOT, ".venv-travis"), "bin", "python");
const SHIM = join(ROOT, "python/travis234_mcp_extension.py");

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;
const fmt = (xs: number[]): string =>
  xs.length ? `${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, n=${xs.length})` : "not run";

/** The shim's first call through the host API, in a driver process; ms from just before the call. */
function shimCold(home: string, project: string, pauseMs: number): number | undefined {
  const r = spawnSync(
    HOST_PYTHON,
    [
      join(ROOT, "bench/python/adapter_driver.py"),
      "--extension",
      SHIM,
      "--cold",
      "--server",
      "everything",
      ...(pauseMs > 0 ? ["--pause-ms", String(pauseMs)] : []),
    ],
    {
      cwd: project,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: home,
        TRAVIS234_CODING_AGENT_DIR: join(home, "agent"),
        PYTHONDONTWRITEBYTECODE: "1",
      },
      encoding: "utf8",
      timeout: 60_000,
    },
  );
  const last = r.stdout.trim().split("\n").at(-1) ?? "";
  try {
    return (JSON.parse(last) as { phases: { firstCallMs: number } }).phases.firstCallMs;
  } catch {
    process.stderr.write(`shim cold run failed: ${r.stderr.slice(-400)}\n`);
    return undefined;
  }
}

async function idleSidecar(
  home: ReturnType<typeof makeHome>,
  procs: Processes,
): Promise<{ rssMiB: number; cpuMs: number }> {
  const sidecar = new SidecarClient(home, procs);
  await sidecar.initialize(home);
  const pid = sidecar.pid as number;
  const cpu = (): number => {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  };
  await new Promise((r) => setTimeout(r, 1_000));
  const c0 = cpu();
  await new Promise((r) => setTimeout(r, IDLE_MS));
  const cpuMs = cpu() - c0;
  const rssKb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  await sidecar.close();
  return { rssMiB: rssKb / 1024, cpuMs };
}

const NODE24 = join(ROOT, ".node24/node_modules/node/bin/node");
const NODES = [
  process.execPath,
  ...(process.env.BENCH_NODES !== undefined
    ? process.env.BENCH_NODES.split(":").filter(Boolean)
    : existsSync(NODE24)
      ? [NODE24]
      : []),
];
const nodeVersion = (node: string): string => spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();
const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** Spawn-to-ready per node, loader and cache state, interleaved; a markdown table. */
async function cacheRows(home: ReturnType<typeof makeHome>, procs: Processes): Promise<string> {
  const loaders = [
    {
      id: "esm",
      label: "ES module (before: TRAVIS234_MCP_CODE_CACHE=off)",
      env: (dir: string) => ({ TRAVIS234_MCP_CODE_CACHE: "off", NODE_COMPILE_CACHE: dir }),
    },
    { id: "vm", label: "CommonJS + V8 code cache", env: (dir: string) => ({ TRAVIS234_MCP_CACHE_DIR: dir }) },
  ];
  const cells = NODES.flatMap((node, n) =>
    loaders.flatMap((loader) =>
      (["cold", "warm"] as const).map((state) => ({
        node,
        n,
        loader,
        state,
        dir: join(home.home, `cache-${n}-${loader.id}-${state}`),
        ms: [] as number[],
      })),
    ),
  );
  const before = load();
  for (let round = 0; round < CACHE_ROUNDS; round++) {
    for (const cell of cells) {
      const launch: SidecarLaunch = { node: cell.node, env: cell.loader.env(cell.dir) };
      if (cell.state === "cold") rmSync(cell.dir, { recursive: true, force: true });
      if (cell.state === "cold" || round === 0) mkdirSync(cell.dir, { recursive: true, mode: 0o700 });
      if (cell.state === "warm" && round === 0) await sidecarReady(home, procs, launch); // fills the cache
      cell.ms.push(await sidecarReady(home, procs, launch));
    }
  }
  const lines = [
    `| spawn-to-ready (${CACHE_ROUNDS} interleaved rounds; load average ${before} before, ${load()} after) | median | vs ES module warm (before) |`,
    "|---|---|---|",
  ];
  for (const cell of cells) {
    const base = median(cells.find((c) => c.n === cell.n && c.loader.id === "esm" && c.state === "warm")?.ms ?? []);
    lines.push(
      `| node ${nodeVersion(cell.node)}: ${cell.loader.label}, ${cell.state} | ${fmt(cell.ms)} | ${(median(cell.ms) / base).toFixed(2)}x |`,
    );
  }
  return `${lines.join("\n")}\n`;
}

async function main(): Promise<void> {
  if (!existsSync(EVERYTHING)) throw new Error("server-everything is missing: run npm ci");
  const home = makeHome(() => ({ everything: { command: process.execPath, args: [EVERYTHING, "stdio"] } }));
  const procs = new Processes();
  procs.ignoreExisting();
  const rows: Record<string, number[]> = { sdk: [], ready: [], sidecar: [], shim: [], shimPaused: [] };
  const hostPresent = existsSync(HOST_PYTHON);
  try {
    process.stdout.write(`${await cacheRows(home, procs)}\n`);
    if (ROUNDS === 0) return; // BENCH_STARTUP_ROUNDS=0: the loader and cache rows only
    for (let round = 0; round < ROUNDS; round++) {
      const s = await sdkCold(procs);
      rows.sdk?.push(s.firstCallMs);
      await s.close();
      const c = await sidecarCold(home, "everything", procs);
      rows.ready?.push(c.readyMs);
      rows.sidecar?.push(c.firstCallMs);
      await c.close();
      if (hostPresent) {
        const a = shimCold(home.home, home.project, 0);
        if (a !== undefined) rows.shim?.push(a);
        const b = shimCold(home.home, home.project, PAUSE_MS);
        if (b !== undefined) rows.shimPaused?.push(b);
      }
    }
    const idle = await idleSidecar(home, procs);
    const floor = median(rows.sdk ?? []);
    const vs = (k: string): string =>
      (rows[k]?.length ?? 0) > 0 ? `${(median(rows[k] ?? []) / floor).toFixed(2)}x` : "–";
    process.stdout.write(
      [
        `| measurement (node ${process.version}, ${ROUNDS} interleaved rounds) | median | vs raw SDK floor |`,
        "|---|---|---|",
        `| raw SDK: spawn server-everything, initialize, first echo (floor) | ${fmt(rows.sdk ?? [])} | 1 |`,
        `| sidecar: spawn-to-ready (initialize answered) | ${fmt(rows.ready ?? [])} | ${vs("ready")} |`,
        `| sidecar: spawn, initialize, first echo | ${fmt(rows.sidecar ?? [])} | ${vs("sidecar")} |`,
        `| shim via the host API: first echo right after session_start | ${fmt(rows.shim ?? [])} | ${vs("shim")} |`,
        `| shim via the host API: first echo ${PAUSE_MS} ms after session_start | ${fmt(rows.shimPaused ?? [])} | ${vs("shimPaused")} |`,
        `| idle sidecar after initialize | RSS ${idle.rssMiB.toFixed(1)} MiB, CPU ${idle.cpuMs.toFixed(0)} ms in ${IDLE_MS / 1000} s | |`,
        "",
      ].join("\n"),
    );
  } finally {
    await procs.cleanup();
    home.remove();
  }
}

await main();
