// `npx tsx bench/eras.ts`: the protocol-era rows of the bench on their own, as a Markdown table
// (BENCH_RUNS=5, BENCH_CALLS=100 by default). The rows and how each is measured are in
// bench/lib/eras.ts, which `npm run bench` runs as one of its phases.

import type { EraRow, EraSample } from "./lib/eras.js";
import { compileFixture, ERA_ROWS, eraRun } from "./lib/eras.js";
import { median } from "./lib/stats.js";

async function main(): Promise<void> {
  const { loadConfig } = await import("../src/config/index.js");
  const { McpProxy } = await import("../src/proxy/proxy.js");
  const { Runtime } = await import("../src/runtime/runtime.js");
  await compileFixture();
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const calls = Number(process.env.BENCH_CALLS ?? 100);
  const samples: Record<string, EraSample>[] = [];
  for (let run = 0; run < runs; run++) samples.push(await eraRun({ loadConfig, McpProxy, Runtime }, calls, run));
  const col = (id: string, key: "connectMs" | "callMs"): number[] => samples.map((s) => s[id]?.[key] ?? Number.NaN);
  const ratio = (row: EraRow, key: "connectMs" | "callMs"): string => {
    if (!row.baseline) return "";
    const b = col(row.baseline, key);
    return median(col(row.id, key).map((v, i) => v / (b[i] as number))).toFixed(2);
  };
  console.log(
    `| contender (stdio, in-process) | negotiated | connect ms (median of ${runs}) | connect ratio | per call ms (median of ${calls}) | call ratio |`,
  );
  console.log("|---|---|---|---|---|---|");
  for (const row of ERA_ROWS) {
    console.log(
      `| ${row.label} | ${samples[0]?.[row.id]?.era ?? "?"} | ${median(col(row.id, "connectMs")).toFixed(1)} | ${ratio(row, "connectMs")} | ${median(col(row.id, "callMs")).toFixed(3)} | ${ratio(row, "callMs")} |`,
    );
  }
}

await main();
