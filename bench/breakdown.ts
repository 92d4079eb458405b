// `npx tsx bench/breakdown.ts`: where the adapter's per-call time goes, as evidence behind the
// headline numbers of `npm run bench`. It peels the stdio echo path layer by layer, each layer on
// its own server-everything, in blocks of BREAKDOWN_CALLS calls whose order rotates, and reports
// wall time and this process's CPU time per call (plus the sidecar's CPU for the bridge); then the
// pure per-call steps without I/O, and search() over 10,000 tools per query. Writes
// bench/results/breakdown.md.
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SpillStore } from "../src/results/spills.js";
import { Redactor } from "../src/secrets/index.js";
import type { AdapterModule } from "./lib/compiled.js";
import { compiledAdapter } from "./lib/compiled.js";
import { openAdapter, SOURCE_ADAPTER } from "./lib/contenders/adapter.js";
import { localCatalog, QUERIES } from "./lib/contenders/catalog.js";
import { connectStdio, EVERYTHING_STDIO } from "./lib/contenders/sdk.js";
import { SidecarClient } from "./lib/contenders/sidecar.js";
import { Processes } from "./lib/procs.js";
import { EVERYTHING, makeHome, RESULTS } from "./lib/setup.js";
import { median } from "./lib/stats.js";

const BLOCK = Number(process.env.BREAKDOWN_CALLS ?? 1000);
const REPS = Number(process.env.BREAKDOWN_REPS ?? 6);

/** utime + stime of a process, in µs (clock ticks of 10 ms). */
function cpuOf(pid: number): number {
  const text = readFileSync(`/proc/${pid}/stat`, "utf8");
  const f = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return (Number(f[11]) + Number(f[12])) * 10_000;
}

interface Layer {
  readonly name: string;
  readonly call: (message: string) => Promise<unknown>;
  /** Another process whose CPU per call is reported too (the sidecar). */
  readonly otherPid?: number | undefined;
}

async function layers(
  mod: AdapterModule,
  procs: Processes,
): Promise<{ name: string; wall: number; cpu: number; other?: number }[]> {
  const names = ["transport", "request", "proxy", "tsx"];
  const home = makeHome(() =>
    Object.fromEntries(names.map((n) => [n, { command: process.execPath, args: [EVERYTHING, "stdio"] }])),
  );
  procs.onCleanup("home", async () => home.remove());
  const proxy = openAdapter(home, procs, mod, "compiled runtime");
  const tsx = openAdapter(home, procs, SOURCE_ADAPTER, "tsx runtime");
  for (const n of names)
    await (n === "tsx" ? tsx : proxy).call({ server: n, tool: "echo", args: { message: "connect" } });
  const raw = await connectStdio(EVERYTHING_STDIO, procs, "raw SDK");
  const sidecar = new SidecarClient(home, procs);
  await sidecar.initialize(home);
  await sidecar.echo("proxy", "connect");
  const client = (await proxy.runtime.server("transport").connection()).client;
  const server = proxy.runtime.server("request");
  const echo = (message: string) => ({ name: "echo", arguments: { message } });
  const all: Layer[] = [
    { name: "raw SDK: client.callTool (SDK StdioClientTransport)", call: (m) => raw.callTool(echo(m)) },
    { name: "adapter transport: client.callTool on the adapter's connection", call: (m) => client.callTool(echo(m)) },
    {
      name: "+ ServerRuntime.callTool (AbortController, timeout, progress options)",
      call: (m) => server.callTool({ name: "echo", inputSchema: {} }, echo(m).arguments),
    },
    {
      name: "+ Proxy.call (normalise, catalog lookup, convert, labels, guard)",
      call: (m) => proxy.call({ server: "proxy", tool: "echo", args: { message: m } }),
    },
    {
      name: "Proxy.call from source via tsx (keepNames)",
      call: (m) => tsx.call({ server: "tsx", tool: "echo", args: { message: m } }),
    },
    {
      name: "sidecar bridge (JSON-RPC lines to a sidecar process)",
      call: (m) => sidecar.echo("proxy", m),
      otherPid: sidecar.pid,
    },
  ];
  const wall = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  const other = new Map<string, number[]>();
  for (let rep = 0; rep <= REPS; rep++) {
    for (let j = 0; j < all.length; j++) {
      const layer = all[(rep + j) % all.length] as Layer;
      for (let i = 0; i < 100; i++) await layer.call(`warm ${i}`);
      const c0 = process.cpuUsage();
      const o0 = layer.otherPid === undefined ? 0 : cpuOf(layer.otherPid);
      const t0 = performance.now();
      for (let i = 0; i < BLOCK; i++) await layer.call(`benchmark message ${i}`);
      const t = ((performance.now() - t0) * 1000) / BLOCK;
      const c = process.cpuUsage(c0);
      if (rep === 0) continue; // the first round is a warm-up
      const push = (m: Map<string, number[]>, v: number): void =>
        void m.set(layer.name, [...(m.get(layer.name) ?? []), v]);
      push(wall, t);
      push(cpu, (c.user + c.system) / BLOCK);
      if (layer.otherPid !== undefined) push(other, (cpuOf(layer.otherPid) - o0) / BLOCK);
    }
  }
  return all.map((l) => ({
    name: l.name,
    wall: median(wall.get(l.name) ?? []),
    cpu: median(cpu.get(l.name) ?? []),
    ...(other.has(l.name) ? { other: median(other.get(l.name) ?? []) } : {}),
  }));
}

/** µs per call of `f`, median of 5 rounds of `loops` calls after a warm-up. */
function micro(f: () => unknown, loops = 20_000): number {
  for (let i = 0; i < 2_000; i++) f();
  const rounds: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    for (let i = 0; i < loops; i++) f();
    rounds.push(((performance.now() - t0) * 1000) / loops);
  }
  return median(rounds);
}

async function main(): Promise<void> {
  const procs = new Processes();
  procs.ignoreExisting();
  try {
    const mod = await compiledAdapter();
    const rows = await layers(mod, procs);
    const us = (v: number): string => v.toFixed(0);
    const lines = [
      `# Breakdown of the adapter's per-call cost`,
      "",
      `\`npx tsx bench/breakdown.ts\`, Node ${process.version}; blocks of ${BLOCK} sequential stdio echo calls to server-everything, ${REPS} rounds in rotating order (median of the block means). CPU is this process's user+system time per call; for the bridge, also the sidecar's.`,
      "",
      "| layer | wall µs/call | client CPU µs/call | sidecar CPU µs/call |",
      "|---|---|---|---|",
      ...rows.map((r) => `| ${r.name} | ${us(r.wall)} | ${us(r.cpu)} | ${r.other === undefined ? "–" : us(r.other)} |`),
    ];
    const sample = { content: [{ type: "text", text: "Echo: benchmark message 000001" }] };
    // A one-line result never reaches the spill store (it is created lazily, on the first spill).
    const ctx = {
      server: "everything",
      operation: "tools.call",
      spills: new SpillStore(join(tmpdir(), "travis234-bench-unused")),
      redactor: new Redactor(),
    };
    lines.push(
      "",
      "Pure steps of one Proxy.call, no I/O (esbuild-compiled, µs per call):",
      "",
      "| step | µs |",
      "|---|---|",
      `| normalise() of {server, tool, args} | ${micro(() => mod.normalise({ server: "everything", tool: "echo", args: { message: "m" } }, ["everything"])).toFixed(2)} |`,
      `| convertToolResult() of one text block | ${micro(() => mod.convertToolResult(sample, ctx)).toFixed(2)} |`,
      `| of which the label pair (a nonce drawn against the text) | ${micro(() => mod.labeller().wrap("result", "", "Echo: hi")).toFixed(2)} |`,
    );
    const items = localCatalog();
    lines.push(
      "",
      `search() over ${items.length} tools, ms per query (median of 50):`,
      "",
      "| query | ms |",
      "|---|---|",
    );
    for (const q of QUERIES) {
      const ms: number[] = [];
      for (let i = 0; i < 60; i++) {
        const t0 = performance.now();
        mod.search(items, q);
        if (i >= 10) ms.push(performance.now() - t0);
      }
      lines.push(`| ${JSON.stringify(q)} | ${median(ms).toFixed(2)} |`);
    }
    const text = `${lines.join("\n")}\n`;
    writeFileSync(join(RESULTS, "breakdown.md"), text);
    process.stdout.write(text);
  } finally {
    await procs.cleanup();
  }
}

await main();
setTimeout(() => process.exit(), 3_000).unref();
