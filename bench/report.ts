// The Markdown report (bench/results/latest.md) and the chart panels, from the results document.
import type { Metric, Target } from "./results.js";
import type { Summary } from "./stats.js";
import type { Panel } from "./svg.js";
import { fmt } from "./svg.js";

export interface Environment {
  readonly node: string;
  readonly platform: string;
  readonly cpuCount: number;
  readonly cpuModel: string;
  readonly loadAverageBefore: readonly number[];
  readonly loadAverageAfter: readonly number[];
  readonly sdk: string;
  readonly serverEverything: string;
  readonly sidecar: { readonly kind: "bundle" | "source"; readonly stale: boolean };
}

export interface ReportInput {
  readonly startedAt: string;
  readonly durationMs: number;
  readonly options: { readonly runs: number; readonly calls: number; readonly block: number; readonly warmup: number; readonly searches: number };
  readonly environment: Environment;
  readonly metrics: readonly Metric[];
  readonly derived: Readonly<Record<string, Summary>>;
  readonly targets: readonly Target[];
  readonly notes: readonly string[];
}

const range = (s: Summary, unit = ""): string => `${fmt(s.min)}–${fmt(s.max)}${unit}`;
const ratio = (s: Summary | undefined): string => (s ? `${s.median.toFixed(3)}x (${s.min.toFixed(3)}–${s.max.toFixed(3)})` : "1 (baseline)");

/** The main table: every headline metric with its spread and its ratio to the raw SDK. */
export function mainTable(metrics: readonly Metric[]): string {
  const rows = metrics
    .filter((m) => !m.id.startsWith("catalog.search.query."))
    .map((m) => {
      const base = m.id.endsWith(".sdk") || m.id.startsWith("cold.sdk") || m.id === "catalog.discovery.sdk";
      const vs = m.vsSdk ? ratio(m.vsSdk) : base ? "baseline" : "–";
      return `| ${m.group} | ${m.label} | **${fmt(m.summary.median)}** ${m.unit} | ${range(m.summary)} | ${fmt(m.summary.q1)}–${fmt(m.summary.q3)} | ${vs} |`;
    });
  return ["| group | measurement | median of run medians | runs min–max | IQR | vs raw SDK (median of per-run ratios, min–max) |", "|---|---|---|---|---|---|", ...rows].join("\n");
}

export function targetTable(targets: readonly Target[]): string {
  const rows = targets.map((t) => {
    const u = t.unit === "x" ? "x" : " ms";
    const shown = (v: number): string => (t.unit === "x" ? v.toFixed(3) : fmt(v));
    const verdict = t.verdict === "met" ? "met" : t.verdict === "missed" ? "**MISSED**" : "met at the median (not in every run)";
    return `| ${t.description} | <= ${t.limit}${u} | **${shown(t.measured.median)}${u}** | ${shown(t.measured.min)}–${shown(t.measured.max)}${u} | ${verdict} |`;
  });
  return ["| target | limit | measured (median) | runs min–max | verdict |", "|---|---|---|---|---|", ...rows].join("\n");
}

export function panels(metrics: readonly Metric[]): Panel[] {
  const bar = (id: string, label: string): Panel["bars"][number] => {
    const m = metrics.find((x) => x.id === id);
    if (!m) throw new Error(`no metric ${id}`);
    return { label, median: m.summary.median, min: m.summary.min, max: m.summary.max, unit: m.unit === "ms/call" ? "ms" : m.unit, baseline: id.endsWith(".sdk") || id.startsWith("cold.sdk") };
  };
  const sdk = bar("echo.stdio.sdk", "raw SDK").median;
  return [
    {
      title: "stdio echo, per call (server-everything)",
      markers: [
        { value: sdk * 1.05, label: "1.05x SDK" },
        { value: sdk * 1.2, label: "1.2x SDK" },
      ],
      bars: [bar("echo.stdio.sdk", "raw SDK"), bar("echo.stdio.inprocess", "adapter in-process"), bar("echo.stdio.inprocess-tsx", "in-process, tsx (reference)"), bar("echo.stdio.bridge", "sidecar bridge")],
    },
    { title: "Streamable HTTP echo, per call", bars: [bar("echo.http.sdk", "raw SDK"), bar("echo.http.inprocess", "adapter in-process")] },
    {
      title: "cold start (spawn to ...)",
      bars: [bar("cold.sdk.ready", "raw SDK: initialize"), bar("cold.sidecar.ready", "sidecar: initialize"), bar("cold.sdk.firstCall", "raw SDK: first echo"), bar("cold.sidecar.firstCall", "sidecar: first echo")],
    },
    { title: "discovery of 10,000 tools (100 pages)", bars: [bar("catalog.discovery.sdk", "raw SDK loop"), bar("catalog.discovery.adapter", "adapter")] },
    { title: "search over 10,000 cached tools", markers: [{ value: 2, label: "target 2 ms" }], bars: [bar("catalog.search.proxy", "tools.search via proxy"), bar("catalog.search.bare", "search() alone")] },
  ];
}

function failures(metrics: readonly Metric[]): string {
  const echo = metrics.filter((m) => m.failures !== undefined);
  const text = echo.map((m) => `${m.group} ${m.label} ${m.failures?.count ?? 0}`).join(", ");
  const firsts = echo.filter((m) => m.failures?.first !== undefined).map((m) => `${m.group} ${m.label}: "${m.failures?.first ?? ""}"`);
  return firsts.length === 0 ? text : `${text}. First failures: ${firsts.join("; ")}`;
}

export function markdown(r: ReportInput): string {
  const e = r.environment;
  const queries = r.metrics.filter((m) => m.id.startsWith("catalog.search.query."));
  const d = (k: string): Summary => r.derived[k] as Summary;
  const load = (l: readonly number[]): string => l.map((v) => v.toFixed(2)).join(" / ");
  return `# Benchmark: travis234-mcp-adapter vs the raw MCP SDK

Generated by \`npm run bench\` (bench/run.ts) on ${r.startedAt}; the run took ${(r.durationMs / 1000).toFixed(0)} s.
Raw data: [latest.json](latest.json).

![latency chart](latency.svg)

## Results

${r.options.runs} runs. Echo: ${r.options.calls} timed calls per contender per run, after ${r.options.warmup} untimed warm-up calls each.
Search: ${r.options.searches} searches per run. Each value below is the **median of the per-run medians**; the spread is
over the per-run medians. Ratios are computed per run (contender / raw SDK in the same run) and then summarised.

${mainTable(r.metrics)}

Derived: the in-process adapter adds **${fmt(d("stdio.inprocess-sdk").median)} ms** per stdio call (runs ${range(d("stdio.inprocess-sdk"))}) and
**${fmt(d("http.inprocess-sdk").median)} ms** per HTTP call (runs ${range(d("http.inprocess-sdk"))}) over the raw SDK; the bridge adds
**${fmt(d("bridge.overheadMs").median)} ms** per call over the in-process adapter (runs ${range(d("bridge.overheadMs"))}).

Failed echo calls (not timed; the benchmark aborts above 1% in a run): ${failures(r.metrics)}.

## Targets

Reported, never enforced. "met" means the median and every run are within the limit.

${targetTable(r.targets)}

Search per query (median of per-run medians, ms): ${queries.map((m) => `${m.label.replace("tools.search ", "")} ${fmt(m.summary.median)}`).join(", ")}.

## Method

* stdio echo: server-everything (\`dist/index.js stdio\`), one long-lived process per contender. (a) raw SDK:
  \`Client\` + \`StdioClientTransport\`, \`callTool({name: "echo"})\`; (b) adapter in-process: \`Runtime\` + \`Proxy\`
  from an mcp.json in a temporary home, \`proxy.call({server, tool: "echo", args: {message}})\`, with src/ compiled by
  esbuild at the start of the run as the dist/ bundle is (the "from source via tsx" row runs the same code through tsx,
  whose keepNames option wraps every closure in a \`__name()\` call; it is shown for reference only); (c) sidecar bridge:
  \`node bin/travis234-mcp.js sidecar\` driven by a Node client over its JSON-RPC lines (\`initialize\`, then
  \`tool/call\` with the \`mcp\` tool). Calls are sequential; within a run the contenders take turns in blocks of
  ${r.options.block} consecutive calls (\`BENCH_BLOCK\`), in an order that rotates from run to run, so that drift hits
  all of them alike while each call still finds its server hot, as in a burst of calls (with \`BENCH_BLOCK=1\` every
  call wakes an idle server: all latencies grow by a similar amount and the ratios shrink). Each run starts with 10 untimed calls per contender (the other phases leave the
  connections idle for seconds). Every reply is checked inside the timed call (a string comparison on the echoed text,
  about the same for every contender); a failed call is counted and not timed, and more than 1% failures aborts.
* HTTP echo: one server-everything in \`streamableHttp\` mode on 127.0.0.1 (loopback preload, \`PORT=0\`), started
  once and not timed; each contender has its own session.
* Cold start: from just before \`spawn\` of the sidecar to the \`initialize\` answer, and to the first successful
  \`tool/call\` (which spawns and initializes server-everything). The sidecar's first call also lists the server's tools
  before calling (the proxy resolves the tool name in the catalog). The raw SDK reference is spawn + initialize of
  server-everything, and its first echo. Each closed before the next starts; the order alternates by run.
* 10,000-tool catalog: the fixture server over stdio with \`FIXTURE_PAGE_SIZE=100\` and as many generated tools as make
  10,000 in all (see notes). Adapter discovery: the cached catalog is invalidated the way a server does it
  (\`notifications/tools/list_changed\`, sent by the fixture's \`notify_list_changed\` tool), then one \`tools.search\` is
  timed, which drains all 100 pages (checked in the fixture's events file) and searches once. SDK discovery:
  \`client.request({method: "tools/list", params: {cursor}})\` until there is no \`nextCursor\`. Search: \`tools.search\`
  through \`proxy.call\` over the cached catalog (no request reaches the server, checked), cycling the queries above.

## Environment

| | |
|---|---|
| Node | ${e.node} (${e.platform}) |
| CPUs | ${e.cpuCount} x ${e.cpuModel} |
| load average 1/5/15 min, before / after | ${load(e.loadAverageBefore)} — ${load(e.loadAverageAfter)} |
| @modelcontextprotocol/client | ${e.sdk} |
| @modelcontextprotocol/server-everything | ${e.serverEverything} |
| sidecar ran from | ${e.sidecar.kind === "bundle" ? `dist/ bundle${e.sidecar.stale ? " (**older than src/: it may not match the in-process code**)" : " (not older than src/)"}` : "TypeScript sources through tsx"} |

## Notes

${r.notes.map((n) => `* ${n}`).join("\n")}
`;
}
