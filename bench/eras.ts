// Connect and per-call cost of the protocol eras, side by side, through the adapter in-process over
// stdio: a 2025-only server (server-everything) configured `legacy` and `auto` (the probe must not
// make it slower to connect), and the fixture in its modern and dual eras configured `auto` and
// pinned. Contenders take turns within each run, so the ratios are paired. Prints a Markdown table.
//
//   npx tsx bench/eras.ts              (BENCH_RUNS=5, BENCH_CALLS=100 by default)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { loadConfig } from "../src/config/index.js";
import { McpProxy } from "../src/proxy/proxy.js";
import { Runtime } from "../src/runtime/runtime.js";
import { median } from "./stats.js";

const ROOT = resolve(import.meta.dirname, "..");
const EVERYTHING = join(ROOT, "node_modules/@modelcontextprotocol/server-everything/dist/index.js");
const FIXTURE = join(ROOT, "test/fixtures/server/fixture-server.ts");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CALLS = Number(process.env.BENCH_CALLS ?? 100);

interface Row {
  readonly id: string;
  readonly entry: Record<string, unknown>;
  readonly args: Record<string, unknown>;
  /** The row this one is compared with (same server, another setting). */
  readonly baseline?: string;
}

const everything = { command: process.execPath, args: [EVERYTHING, "stdio"] };
const fixture = (era: string) => ({ command: process.execPath, args: ["--import", "tsx", FIXTURE, "stdio"], cwd: ROOT, env: { FIXTURE_ERA: era } });
const ROWS: readonly Row[] = [
  { id: "2025 server, legacy", entry: { ...everything, protocolVersion: "legacy" }, args: { message: "hi" } },
  { id: "2025 server, auto", entry: everything, args: { message: "hi" }, baseline: "2025 server, legacy" },
  { id: "dual fixture, legacy", entry: { ...fixture("dual"), protocolVersion: "legacy" }, args: { text: "hi" } },
  { id: "dual fixture, auto", entry: fixture("dual"), args: { text: "hi" }, baseline: "dual fixture, legacy" },
  { id: "modern fixture, auto", entry: fixture("modern"), args: { text: "hi" }, baseline: "dual fixture, legacy" },
  { id: "modern fixture, pinned", entry: { ...fixture("modern"), protocolVersion: "2026-07-28" }, args: { text: "hi" }, baseline: "dual fixture, legacy" },
];

async function once(row: Row): Promise<{ connectMs: number; callMs: number; era: string }> {
  const home = mkdtempSync(join(tmpdir(), "bench-eras-"));
  try {
    mkdirSync(join(home, ".config/mcp"), { recursive: true });
    writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: { s: row.entry } }));
    const config = loadConfig({ home, cwd: home, projectTrusted: false });
    const runtime = new Runtime(config, { environment: { PATH: process.env.PATH ?? "", HOME: home }, cwd: home, offline: false, spillBase: join(home, "spills") });
    const proxy = new McpProxy(runtime);
    try {
      const t0 = performance.now();
      await runtime.server("s").connection();
      const connectMs = performance.now() - t0;
      const warm = await proxy.call({ server: "s", tool: "echo", args: row.args });
      if (warm.isError) throw new Error(`${row.id}: echo failed`);
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const t = performance.now();
        await proxy.call({ server: "s", tool: "echo", args: row.args });
        times.push(performance.now() - t);
      }
      const st = runtime.status()[0];
      return { connectMs, callMs: median(times), era: `${st?.protocolEra ?? "?"} ${st?.protocolVersion ?? ""}`.trim() };
    } finally {
      await runtime.close();
    }
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const samples = new Map<string, { connect: number[]; call: number[]; era: string }>();
  for (let run = 0; run < RUNS; run++) {
    for (const row of ROWS) {
      const r = await once(row);
      const s = samples.get(row.id) ?? { connect: [], call: [], era: r.era };
      s.connect.push(r.connectMs);
      s.call.push(r.callMs);
      samples.set(row.id, s);
    }
  }
  const ratio = (row: Row, key: "connect" | "call"): string => {
    if (!row.baseline) return "";
    const a = samples.get(row.id)?.[key] ?? [];
    const b = samples.get(row.baseline)?.[key] ?? [];
    return `${median(a.map((v, i) => v / (b[i] ?? v))).toFixed(2)}`;
  };
  console.log(`| contender (stdio, in-process) | negotiated | connect ms (median of ${RUNS}) | connect ratio | per call ms (median of ${CALLS}) | call ratio |`);
  console.log("|---|---|---|---|---|---|");
  for (const row of ROWS) {
    const s = samples.get(row.id);
    if (!s) continue;
    console.log(`| ${row.id} | ${s.era} | ${median(s.connect).toFixed(1)} | ${ratio(row, "connect")} | ${median(s.call).toFixed(3)} | ${ratio(row, "call")} |`);
  }
}

await main();
