// Connect and per-call cost of the protocol eras, side by side, through the adapter in-process over
// stdio: 2025-only servers (server-everything, and the fixture in its legacy era) configured
// `legacy` (what the adapter did before it negotiated: the reference) and `auto` (the probe must not
// make them slower to connect), and the fixture in its dual and modern eras configured `legacy`,
// `auto` and pinned. Rows take turns within each run, so the ratios are paired by run. `npm run
// bench` runs it as a phase (with the esbuild-compiled adapter, as shipped); on its own (bench/eras.ts) it
// prints a Markdown table:
//
//   npx tsx bench/eras.ts              (BENCH_RUNS=5, BENCH_CALLS=100 by default)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, stop } from "esbuild";
import type { AdapterModule } from "./compiled.js";
import { EVERYTHING, FIXTURE, ROOT } from "./setup.js";
import { median } from "./stats.js";

/**
 * The fixture server compiled once by esbuild (npm packages external), so that its connect time is
 * the protocol's and not tsx compiling TypeScript at every spawn.
 */
export const COMPILED_FIXTURE = join(ROOT, "node_modules/.cache/travis234-bench/fixture-server.mjs");

export async function compileFixture(): Promise<void> {
  await build({
    entryPoints: [FIXTURE],
    outfile: COMPILED_FIXTURE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  // esbuild keeps a service process for further builds; there will be none.
  await stop();
}

export interface EraRow {
  readonly id: string;
  readonly label: string;
  readonly entry: Record<string, unknown>;
  readonly args: Record<string, unknown>;
  /** The row this one is compared with (same server, configured `legacy`). */
  readonly baseline?: string;
}

const everything = { command: process.execPath, args: [EVERYTHING, "stdio"] };
const fixture = (era: string) => ({
  command: process.execPath,
  args: [COMPILED_FIXTURE, "stdio"],
  cwd: ROOT,
  env: { FIXTURE_ERA: era },
});
const LEGACY = { protocolVersion: "legacy" };
const PINNED = { protocolVersion: "2026-07-28" };
const hi = { message: "hi" };
const text = { text: "hi" };

export const ERA_ROWS: readonly EraRow[] = [
  {
    id: "everything.legacy",
    label: "server-everything (2025 only), legacy (reference: the 2025 handshake alone)",
    entry: { ...everything, ...LEGACY },
    args: hi,
  },
  {
    id: "everything.auto",
    label: "server-everything (2025 only), auto",
    entry: everything,
    args: hi,
    baseline: "everything.legacy",
  },
  {
    id: "legacy.legacy",
    label: "fixture FIXTURE_ERA=legacy, legacy (reference)",
    entry: { ...fixture("legacy"), ...LEGACY },
    args: text,
  },
  {
    id: "legacy.auto",
    label: "fixture FIXTURE_ERA=legacy, auto",
    entry: fixture("legacy"),
    args: text,
    baseline: "legacy.legacy",
  },
  {
    id: "dual.legacy",
    label: "fixture FIXTURE_ERA=dual, legacy (reference)",
    entry: { ...fixture("dual"), ...LEGACY },
    args: text,
  },
  {
    id: "dual.auto",
    label: "fixture FIXTURE_ERA=dual, auto",
    entry: fixture("dual"),
    args: text,
    baseline: "dual.legacy",
  },
  {
    id: "dual.pinned",
    label: "fixture FIXTURE_ERA=dual, pinned 2026-07-28",
    entry: { ...fixture("dual"), ...PINNED },
    args: text,
    baseline: "dual.legacy",
  },
  {
    id: "modern.auto",
    label: "fixture FIXTURE_ERA=modern, auto",
    entry: fixture("modern"),
    args: text,
    baseline: "dual.legacy",
  },
  {
    id: "modern.pinned",
    label: "fixture FIXTURE_ERA=modern, pinned 2026-07-28",
    entry: { ...fixture("modern"), ...PINNED },
    args: text,
    baseline: "dual.legacy",
  },
];

export interface EraSample {
  /** From the first request to the connection being ready (spawn, handshake or discovery). */
  readonly connectMs: number;
  /** Median of `calls` echo calls through proxy.call, after one untimed call. */
  readonly callMs: number;
  /** What status says was negotiated, e.g. "legacy 2025-11-25". */
  readonly era: string;
}

type RuntimeModule = Pick<AdapterModule, "loadConfig" | "McpProxy" | "Runtime">;
type Opened = {
  readonly runtime: InstanceType<AdapterModule["Runtime"]>;
  readonly proxy: InstanceType<AdapterModule["McpProxy"]>;
};

/** Runs `use` on a fresh runtime and proxy whose only server, "s", is `entry`, in a temporary home
 * that is removed afterwards (the runtime closed first). */
export async function withRuntime<T>(
  mod: RuntimeModule,
  id: string,
  entry: Record<string, unknown>,
  use: (o: Opened) => Promise<T>,
): Promise<T> {
  const home = mkdtempSync(join(tmpdir(), "bench-eras-"));
  try {
    mkdirSync(join(home, ".config/mcp"), { recursive: true });
    writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: { s: entry } }));
    const config = mod.loadConfig({ home, cwd: home, projectTrusted: false });
    if (config.problems.length > 0)
      throw new Error(`${id}: mcp.json problems ${config.problems.map((p) => p.code).join(", ")}`);
    const runtime = new mod.Runtime(config, {
      environment: { PATH: process.env.PATH ?? "", HOME: home },
      cwd: home,
      offline: false,
      spillBase: join(home, "spills"),
    });
    try {
      return await use({ runtime, proxy: new mod.McpProxy(runtime) });
    } finally {
      await runtime.close();
    }
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** One fresh runtime for `row`: connect, one untimed echo, then `calls` timed ones. */
function eraOnce(mod: RuntimeModule, row: EraRow, calls: number): Promise<EraSample> {
  return withRuntime(mod, row.id, row.entry as unknown as Record<string, unknown>, async ({ runtime, proxy }) => {
    const t0 = performance.now();
    await runtime.server("s").connection();
    const connectMs = performance.now() - t0;
    const warm = await proxy.call({ server: "s", tool: "echo", args: row.args });
    if (warm.isError) throw new Error(`${row.id}: echo failed: ${JSON.stringify(warm.content).slice(0, 300)}`);
    const times: number[] = [];
    for (let i = 0; i < calls; i++) {
      const t = performance.now();
      const r = await proxy.call({ server: "s", tool: "echo", args: row.args });
      times.push(performance.now() - t);
      if (r.isError) throw new Error(`${row.id}: echo failed`);
    }
    const st = runtime.status()[0];
    return { connectMs, callMs: median(times), era: `${st?.protocolEra ?? "?"} ${st?.protocolVersion ?? ""}`.trim() };
  });
}

/** One run: every row once, in an order that rotates by run. */
export async function eraRun(
  mod: Pick<AdapterModule, "loadConfig" | "McpProxy" | "Runtime">,
  calls: number,
  run: number,
): Promise<Record<string, EraSample>> {
  const order = ERA_ROWS.map((_, i) => ERA_ROWS[(i + run) % ERA_ROWS.length] as EraRow);
  const out: Record<string, EraSample> = {};
  for (const row of order) out[row.id] = await eraOnce(mod, row, calls);
  return out;
}
