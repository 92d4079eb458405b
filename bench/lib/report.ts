// The Markdown report (bench/results/latest.md) and the chart panels, from the results document.

import type { Panel } from "./chart.js";
import { fmt } from "./format.js";
import type { HostedStatus, MemoryStatus, Metric, Target } from "./results.js";
import type { Options } from "./setup.js";
import type { Summary } from "./stats.js";

export interface Environment {
  readonly node: string;
  readonly platform: string;
  readonly cpuCount: number;
  readonly cpuModel: string;
  readonly loadAverageBefore: readonly number[];
  readonly loadAverageAfter: readonly number[];
  /** The 1-minute load average at the start of each run. */
  readonly loadAverageAtRuns: readonly number[];
  readonly sdk: string;
  readonly serverEverything: string;
  readonly sidecar: { readonly kind: "bundle" | "source"; readonly stale: boolean };
  /** .venv-bench: versions when it could be used, else why not. */
  readonly python:
    | { readonly ran: true; readonly python: string; readonly travis234: string; readonly adapter: string }
    | { readonly ran: false; readonly reason: string };
  /** Which host-API contenders ran. */
  readonly hosted: HostedStatus;
}

export interface ReportInput {
  readonly startedAt: string;
  readonly durationMs: number;
  readonly options: Options;
  readonly environment: Environment;
  readonly metrics: readonly Metric[];
  readonly derived: Readonly<Record<string, Summary>>;
  readonly targets: readonly Target[];
  readonly memory: MemoryStatus;
  readonly notes: readonly string[];
  /** The user phases' section (bench/lib/user-results.ts). */
  readonly userSection: string;
}

const range = (s: Summary, unit = ""): string => `${fmt(s.min)}–${fmt(s.max)}${unit}`;
const ratio = (s: Summary | undefined): string =>
  s ? `${s.median.toFixed(3)}x (${s.min.toFixed(3)}–${s.max.toFixed(3)})` : "1 (baseline)";

/** The main table: every headline metric with its spread and its ratio to the raw SDK. */
export function mainTable(metrics: readonly Metric[]): string {
  const rows = metrics
    .filter((m) => !m.id.startsWith("catalog.search.query."))
    .map((m) => {
      const base =
        m.id.endsWith(".sdk") ||
        m.id.startsWith("cold.sdk") ||
        m.id === "catalog.discovery.sdk" ||
        /^memory\.[a-z]+\.sdk/.test(m.id);
      const vs = m.vsSdk ? ratio(m.vsSdk) : base ? "baseline" : "–";
      return `| ${m.group} | ${m.label} | **${fmt(m.summary.median)}** ${m.unit} | ${range(m.summary)} | ${fmt(m.summary.q1)}–${fmt(m.summary.q3)} | ${vs} |`;
    });
  return [
    "| group | measurement | median of run medians | runs min–max | IQR | vs raw SDK (median of per-run ratios, min–max) |",
    "|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

export function targetTable(targets: readonly Target[]): string {
  const rows = targets.map((t) => {
    const u = t.unit === "x" ? "x" : ` ${t.unit}`;
    const shown = (v: number): string => (t.unit === "x" ? v.toFixed(3) : fmt(v));
    const limit = `${t.description.includes("< 1x") ? "<" : "<="} ${t.limit}${u}`;
    if (t.verdict === "not run" || t.measured === undefined)
      return `| ${t.description} | ${limit} | – | – | not run: ${t.reason ?? "unknown"} |`;
    const verdict =
      t.verdict === "met" ? "met" : t.verdict === "missed" ? "**MISSED**" : "met at the median (not in every run)";
    const why = t.reason === undefined ? "" : ` (${t.reason})`;
    return `| ${t.description} | ${limit} | **${shown(t.measured.median)}${u}** | ${shown(t.measured.min)}–${shown(t.measured.max)}${u} | ${verdict}${why} |`;
  });
  return ["| target | limit | measured (median) | runs min–max | verdict |", "|---|---|---|---|---|", ...rows].join(
    "\n",
  );
}

export function panels(metrics: readonly Metric[]): Panel[] {
  const bar = (id: string, label: string): Panel["bars"][number] | undefined => {
    const m = metrics.find((x) => x.id === id);
    if (!m || !Number.isFinite(m.summary.median) || !Number.isFinite(m.summary.max)) return undefined;
    const baseline = id.endsWith(".sdk") || id.startsWith("cold.sdk") || /^memory\.[a-z]+\.sdk/.test(id);
    return {
      label,
      median: m.summary.median,
      min: m.summary.min,
      max: m.summary.max,
      unit: m.unit === "ms/call" ? "ms" : m.unit,
      baseline,
    };
  };
  const bars = (...list: (Panel["bars"][number] | undefined)[]): Panel["bars"] =>
    list.filter((b): b is Panel["bars"][number] => b !== undefined);
  const sdk = bar("echo.stdio.sdk", "raw SDK")?.median ?? Number.NaN;
  const out: Panel[] = [
    {
      title: "stdio echo, per call (server-everything)",
      markers: [
        { value: sdk * 1.05, label: "1.05x SDK" },
        { value: sdk * 1.2, label: "1.2x SDK" },
      ],
      bars: bars(
        bar("echo.stdio.sdk", "raw SDK"),
        bar("echo.stdio.inprocess", "adapter in-process"),
        bar("echo.stdio.inprocess-tsx", "in-process, tsx (reference)"),
        bar("echo.stdio.bridge", "sidecar bridge"),
      ),
    },
    {
      title: "Streamable HTTP echo, per call",
      bars: bars(
        bar("echo.http.sdk", "raw SDK"),
        bar("echo.http.inprocess", "adapter in-process"),
        bar("echo.http.bridge", "sidecar bridge"),
      ),
    },
    {
      title: "per call against the Python adapter 0.4.1 (Travis234 host API)",
      bars: bars(
        bar("echo.stdio.inprocess", "stdio: adapter in-process"),
        bar("echo.stdio.bridge", "stdio: sidecar bridge (Node client)"),
        bar("echo.stdio.shim", "stdio: shim + sidecar (host API)"),
        bar("echo.stdio.python", "stdio: Python adapter (host API)"),
        bar("echo.http.inprocess", "HTTP: adapter in-process"),
        bar("echo.http.shim", "HTTP: shim + sidecar (host API)"),
        bar("echo.http.python", "HTTP: Python adapter (host API)"),
      ),
    },
    {
      title: "cold start (process start to ...)",
      bars: bars(
        bar("cold.sdk.ready", "raw SDK: initialize"),
        bar("cold.sidecar.ready", "sidecar: initialize"),
        bar("cold.sdk.firstCall", "raw SDK: first echo"),
        bar("cold.sidecar.firstCall", "sidecar: first echo"),
        bar("cold.shim.firstCall", "shim + sidecar: first echo"),
        bar("cold.python.firstCall", "Python adapter: first echo"),
      ),
    },
    {
      title: "discovery of 10,000 tools (100 pages)",
      bars: bars(bar("catalog.discovery.sdk", "raw SDK loop"), bar("catalog.discovery.adapter", "adapter")),
    },
    {
      title: "search over 10,000 cached tools",
      markers: [{ value: 2, label: "target 2 ms" }],
      bars: bars(bar("catalog.search.proxy", "tools.search via proxy"), bar("catalog.search.bare", "search() alone")),
    },
    {
      title: "memory: RSS growth of the client process",
      markers: [{ value: 64, label: "target 64 MiB (hostile)" }],
      bars: bars(
        bar("memory.hostile.sdk", "hostile line: raw SDK, peak"),
        bar("memory.hostile.adapter", "hostile line: adapter, peak"),
        bar("memory.catalog.sdk", "10,000 tools: SDK loop, kept"),
        bar("memory.catalog.adapter", "10,000 tools: adapter, kept"),
      ),
    },
  ];
  return out.filter((p) => p.bars.length > 0);
}

function failures(metrics: readonly Metric[]): string {
  const echo = metrics.filter((m) => m.failures !== undefined);
  const text = echo.map((m) => `${m.group} ${m.label} ${m.failures?.count ?? 0}`).join(", ");
  const firsts = echo
    .filter((m) => m.failures?.first !== undefined)
    .map((m) => `${m.group} ${m.label}: "${m.failures?.first ?? ""}"`);
  return firsts.length === 0 ? text : `${text}. First failures: ${firsts.join("; ")}`;
}

function memoryDetails(r: ReportInput): string {
  if (!r.memory.ran) return `Not run: ${r.memory.reason}.`;
  const mib = (b: number | undefined): string =>
    b === undefined || !Number.isFinite(b) ? "n/a" : (b / (1024 * 1024)).toFixed(1);
  const rows: string[] = [];
  for (const [mode, list] of Object.entries(r.memory.results)) {
    list.forEach((m, i) => {
      const o = m.outcome ?? {};
      const what =
        m.killedAtRss !== undefined
          ? `killed at ${mib(m.killedAtRss)} MiB`
          : m.error !== undefined
            ? `error: ${m.error.slice(0, 160)}`
            : mode.startsWith("hostile")
              ? `${o.isError === true ? "error" : "success"}${typeof o.code === "string" ? ` ${o.code}` : ""}${typeof o.error === "string" ? ` "${o.error}"` : ""}${Array.isArray(o.errors) && o.errors.length > 0 ? ` (onerror: ${o.errors.map(String).join("; ")})` : ""}${typeof o.textBytes === "number" ? `, ${o.textBytes} bytes of text` : ""}`
              : `${typeof o.tools === "number" ? `${o.tools} tools in ${String(o.pages)} pages` : o.isError === false ? "tools.search answered" : JSON.stringify(o).slice(0, 120)}`;
      const flood = m.flood ? `${mib(m.flood.written)} MiB (${m.flood.why})` : "–";
      rows.push(
        `| ${mode} | ${i + 1} | ${mib(m.baselineRss)} | ${mib(m.peakRss)} | **+${mib(m.peakGrowth)}** | ${m.retainedRssGrowth === undefined ? "–" : `${mib(m.retainedRssGrowth)} / ${mib(m.retainedHeapGrowth)}`} | ${m.ms === undefined ? "–" : m.ms.toFixed(0)} | ${flood} | ${what} |`,
      );
    });
  }
  return [
    "| measurement | round | RSS ready (MiB) | peak RSS (MiB) | peak growth (MiB) | kept after GC: RSS / heap (MiB) | ms | hostile server wrote | outcome |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

/** A derived ratio, or ms difference, in words (bold median, run range). */
const ratioText = (s: Summary | undefined): string =>
  s ? `**${s.median.toFixed(3)}x** (runs ${s.min.toFixed(3)}–${s.max.toFixed(3)})` : "not run";
const msText = (s: Summary | undefined): string => (s ? `**${fmt(s.median)} ms** (runs ${range(s)})` : "n/a");

/** Ours against the Python adapter, in words; or why that comparison did not run. */
function pythonParagraph(r: ReportInput): string {
  const e = r.environment;
  if (!e.hosted.python.ran) return `Against the Python adapter: not run (${e.hosted.python.reason}).`;
  const vs = (k: string): string => ratioText(r.derived[k]);
  const ms = (k: string): string => msText(r.derived[k]);
  const shim = e.hosted.shim.ran
    ? `through Travis234 (shim + sidecar, also driven through the host API) stdio ${vs("stdio.shim/python")}, HTTP ${vs("http.shim/python")}`
    : `through Travis234 (shim + sidecar): not run (${e.hosted.shim.reason})`;
  return `Against the Python adapter, per call, ours / theirs (below 1 means ours is faster): in-process stdio ${vs("stdio.inprocess/python")},
in-process HTTP ${vs("http.inprocess/python")}; ${shim}; the bare sidecar bridge (Node client) stdio
${vs("stdio.bridge/python")}.${e.hosted.shim.ran ? ` The Python shim adds ${ms("stdio.shim-bridge")} per stdio call and ${ms("http.shim-bridge")} per HTTP call over the bare bridge.` : ""}
Cold start to the first echo, ours / the Python adapter's: sidecar alone ${vs("cold.sidecar/python")}${e.hosted.shim.ran ? `, shim + sidecar ${vs("cold.shim/python")}` : ""}.`;
}

export function markdown(r: ReportInput): string {
  const e = r.environment;
  const o = r.options;
  const queries = r.metrics.filter((m) => m.id.startsWith("catalog.search.query."));
  const load = (l: readonly number[]): string => l.map((v) => v.toFixed(2)).join(" / ");
  const ms = (k: string): string => msText(r.derived[k]);
  const python = e.python.ran
    ? `Python ${e.python.python}, travis234 ${e.python.travis234}, travis234-mcp-adapter ${e.python.adapter} (in .venv-bench)`
    : `not run: ${e.python.reason}`;
  return `# Benchmark: travis234-mcp-adapter vs the raw MCP SDK and the Python adapter

Generated by \`npm run bench\` (bench/run.ts) on ${r.startedAt}; the run took ${(r.durationMs / 1000).toFixed(0)} s${o.quick ? " in quick mode (`BENCH_QUICK=1`: fewer runs and calls; for a look, not for the record)" : ""}.
Raw data: \`latest.json\` beside this file, written by every run and not committed. How to run it, its environment variables and what each part measures:
[bench/README.md](../README.md).

![latency chart](latency.svg)

## Results

${o.runs} runs. Echo: ${o.calls} timed calls per contender per run, after ${o.warmup} untimed warm-up calls each.
Search: ${o.searches} searches per run. Cold starts: one of each per run. Each value below is the **median of the per-run
medians**; the spread is over the per-run medians. Ratios are computed per run (contender / raw SDK in the same run) and
then summarised. Memory: ${r.memory.ran ? `${o.memoryRuns} round(s) of fresh processes; the spread is over the rounds` : `not run (${r.memory.reason})`}.

${mainTable(r.metrics)}

Derived: the in-process adapter adds ${ms("stdio.inprocess-sdk")} per stdio call and ${ms("http.inprocess-sdk")} per HTTP call
over the raw SDK; the bridge adds ${ms("bridge.overheadMs")} per stdio call and ${ms("http.bridge.overheadMs")} per HTTP call over the
in-process adapter.

${pythonParagraph(r)}

Failed echo calls (not timed; the benchmark aborts above 1% in a run): ${failures(r.metrics)}.

## Targets

Reported, never enforced. "met" means the median and every run are within the limit; "not run" rows give the reason.

${targetTable(r.targets)}

Search per query (median of per-run medians, ms): ${queries.map((m) => `${m.label.replace("tools.search ", "")} ${fmt(m.summary.median)}`).join(", ")}.

${r.userSection}
## Memory, per process

${memoryDetails(r)}

## Method

* stdio echo: server-everything (\`dist/index.js stdio\`), one long-lived process per contender. (a) raw SDK:
  \`Client\` + \`StdioClientTransport\`, \`callTool({name: "echo"})\`; (b) adapter in-process: \`Runtime\` + \`Proxy\`
  from an mcp.json in a temporary home, \`proxy.call({server, tool: "echo", args: {message}})\`, with src/ compiled by
  esbuild at the start of the run as the dist/ bundle is (the "from source via tsx" row runs the same code through tsx,
  whose keepNames option wraps every closure in a \`__name()\` call; it is shown for reference only); (c) sidecar bridge:
  \`node bin/travis234-mcp.js sidecar\` driven by a Node client over its JSON-RPC lines (\`initialize\`, then
  \`tool/call\` with the \`mcp\` tool); (d) the Python adapter travis234-mcp-adapter 0.4.1 from PyPI, in a Python 3.13
  venv (.venv-bench) with the host travis234 3.3.1: bench/python/adapter_driver.py loads the wheel's
  \`extensions/mcp_adapter.py\` with the host's own extension loader (\`load_extension_runtime\`) onto a real
  \`ExtensionRunner\`, emits \`session_start\`, wraps the registered \`mcp\` tool with the host's
  \`wrap_registered_tool\` and awaits its execute with \`{server, tool: "echo", args: {message}}\`, each call timed in
  the Python process (a block of calls per request, so the pipe to this process is not counted); (e) this adapter as
  Travis234 runs it: the same driver loads this project's shim (python/travis234_mcp_extension.py), which starts the
  sidecar and forwards each call to it. Each driver's home (HOME and the agent dir) is a directory inside the temporary
  home, whose mcp.json names the same server-everything binary and the same HTTP server instance. Calls are sequential; within a run the contenders take turns in blocks of
  ${o.block} consecutive calls (\`BENCH_BLOCK\`), in an order that rotates from run to run, so that drift hits
  all of them alike while each call still finds its server hot, as in a burst of calls (with \`BENCH_BLOCK=1\` every
  call wakes an idle server: all latencies grow by a similar amount and the ratios shrink). Each run starts with 10 untimed calls per contender (the other phases leave the
  connections idle for seconds). Every reply is checked inside the timed call (a string comparison on the echoed text,
  about the same for every contender); a failed call is counted and not timed, and more than 1% failures aborts.
* HTTP echo: one server-everything in \`streamableHttp\` mode on 127.0.0.1 (loopback preload, \`PORT=0\`), started
  once and not timed; each contender has its own session (the bridge: a second sidecar of its own).
* Cold start: from just before \`spawn\` of the sidecar to the \`initialize\` answer, and to the first successful
  \`tool/call\` (which spawns and initializes server-everything). The sidecar's first call also lists the server's tools
  before calling (the proxy resolves the tool name in the catalog). The Python adapter and the shim: from just before
  \`spawn\` of \`python adapter_driver.py --cold\` to its line after the first successful echo (interpreter start, host
  imports, extension load, \`session_start\`, then the first call: the shim spawns and initializes the sidecar first;
  both then connect, list and call), with the driver's own phase timings as a breakdown. The raw
  SDK reference is spawn + initialize of server-everything, and its first echo. Each closed before the next starts; the
  order rotates by run.
* 10,000-tool catalog: the fixture server over stdio with \`FIXTURE_PAGE_SIZE=100\` and as many generated tools as make
  10,000 in all (see notes). Adapter discovery: the cached catalog is invalidated the way a server does it
  (\`notifications/tools/list_changed\`, sent by the fixture's \`notify_list_changed\` tool), then one \`tools.search\` is
  timed, which drains all 100 pages (checked in the fixture's events file) and searches once. SDK discovery:
  \`client.request({method: "tools/list", params: {cursor}})\` until there is no \`nextCursor\`. Search: \`tools.search\`
  through \`proxy.call\` over the cached catalog (no request reaches the server, checked), cycling the queries above.
* Memory: every measurement is a fresh \`node --expose-gc\` process (bench/lib/memory/child.ts) that connects, warms up and
  collects garbage, then does one operation while this process reads its RSS from /proc: the peak is VmHWM, reset
  (\`clear_refs\`) just before the operation, cross-checked by sampling VmRSS every 10 ms. Hostile message:
  bench/lib/memory/hostile-server.ts answers a \`flood\` call with one JSON-RPC response line of ${o.hostileMiB} MiB, written in 1 MiB
  chunks as the pipe drains (it never holds more than a chunk), until the client stops reading; the adapter is called
  through \`proxy.call\`, the raw SDK through \`callTool\` with its default transport options. Catalog: after connecting
  (nothing listed yet), the adapter's \`tools.search\` lists and caches all 10,000 tools; the plain SDK loop keeps the
  same 10,000 tools in an array; "kept" is RSS (and V8 heap) after a full GC minus before. A child still running after
  ${o.memoryTimeoutMs / 1000} s (\`BENCH_MEMORY_TIMEOUT_S\`) is killed and reported as "killed at X MiB".

## Environment

| | |
|---|---|
| Node | ${e.node} (${e.platform}) |
| CPUs | ${e.cpuCount} x ${e.cpuModel} |
| load average 1/5/15 min, before / after | ${load(e.loadAverageBefore)} — ${load(e.loadAverageAfter)} |
| 1-min load average at the start of each run | ${e.loadAverageAtRuns.map((v) => v.toFixed(2)).join(", ")} |
| @modelcontextprotocol/client | ${e.sdk} |
| @modelcontextprotocol/server-everything | ${e.serverEverything} |
| Python adapter | ${python} |
| host-API contenders | Python adapter: ${e.hosted.python.ran ? "ran" : `not run: ${e.hosted.python.reason}`}; shim + sidecar: ${e.hosted.shim.ran ? "ran" : `not run: ${e.hosted.shim.reason}`} |
| sidecar ran from | ${e.sidecar.kind === "bundle" ? `dist/ bundle${e.sidecar.stale ? " (**older than src/: it may not match the in-process code**)" : " (not older than src/)"}` : "TypeScript sources through tsx"} |

## Notes

${r.notes.map((n) => `* ${n}`).join("\n")}
`;
}
