// Turns the per-run measurements into the results document: every metric summarised over the runs
// (median of run medians, min/max, IQR), ratios and differences paired by run, and the targets of
// the issue judged against the medians (and, more strictly, against every run). A contender that
// could not run leaves its target rows "not run", with the reason; no number is ever made up.
import type { ChildMode } from "./memory/child.js";
import type { MemoryResults, MemoryRun } from "./memory/run.js";
import { MIB } from "./memory/run.js";
import type { CatalogRun, ColdRun, Failures } from "./phases.js";
import type { RunSample, Summary } from "./stats.js";
import { differences, ratios, summarise } from "./stats.js";

type Group = "stdio echo" | "HTTP echo" | "cold start" | "10,000-tool catalog" | "memory";

export interface Metric {
  readonly id: string;
  readonly group: Group;
  readonly label: string;
  readonly unit: "ms" | "ms/call" | "ms/search" | "MiB";
  readonly summary: Summary;
  /** Paired per-run ratio to the raw SDK's value, where there is a baseline. */
  readonly vsSdk?: Summary;
  readonly runs?: readonly RunSample[];
  /** Echo calls that failed over all runs (not timed), and the first failure. */
  readonly failures?: Failures;
}

type Verdict = "met" | "met at the median" | "missed" | "not run";

export interface Target {
  readonly id: string;
  readonly description: string;
  readonly limit: number;
  readonly unit: "x" | "ms" | "MiB";
  /** Absent when the measurement did not run. */
  readonly measured?: Summary;
  /**
   * "met": the median and every run are within; "met at the median": some run is not; "missed";
   * "not run": see `reason`.
   */
  readonly verdict: Verdict;
  /** Why it did not run, or what else made it miss. */
  readonly reason?: string;
}

export interface RunData {
  readonly echo: Record<string, RunSample>;
  readonly echoFailures: Record<string, Failures>;
  readonly cold: ColdRun;
  readonly catalog: CatalogRun;
}

/** Whether a contender driven through the Travis234 host API ran, and if not why. */
export type RanStatus = { readonly ran: true } | { readonly ran: false; readonly reason: string };
/** The two extensions driven through the host API: the Python adapter, and this project's shim + sidecar. */
export interface HostedStatus {
  readonly python: RanStatus;
  readonly shim: RanStatus;
}
/** Whether the memory measurements ran, and if not why. */
export type MemoryStatus =
  | { readonly ran: true; readonly results: MemoryResults }
  | { readonly ran: false; readonly reason: string };

const PYTHON_LABEL = "Python adapter 0.4.1 in-process (real Travis234 host API)";
const SHIM_LABEL = "this adapter through Travis234: shim + sidecar (real host API)";

const ECHO = [
  { id: "stdio.sdk", group: "stdio echo", label: "raw SDK" },
  { id: "stdio.inprocess", group: "stdio echo", label: "adapter in-process" },
  { id: "stdio.inprocess-tsx", group: "stdio echo", label: "adapter in-process, from source via tsx (for reference)" },
  { id: "stdio.bridge", group: "stdio echo", label: "sidecar bridge" },
  { id: "stdio.shim", group: "stdio echo", label: SHIM_LABEL },
  { id: "stdio.python", group: "stdio echo", label: PYTHON_LABEL },
  { id: "http.sdk", group: "HTTP echo", label: "raw SDK" },
  { id: "http.inprocess", group: "HTTP echo", label: "adapter in-process" },
  { id: "http.bridge", group: "HTTP echo", label: "sidecar bridge" },
  { id: "http.shim", group: "HTTP echo", label: SHIM_LABEL },
  { id: "http.python", group: "HTTP echo", label: PYTHON_LABEL },
] as const;

export function judge(
  id: string,
  description: string,
  limit: number,
  unit: Target["unit"],
  measured: Summary,
  strict = false,
): Target {
  const over = (v: number): boolean => (strict ? v >= limit : v > limit) || Number.isNaN(v);
  const verdict = over(measured.median) ? "missed" : over(measured.max) ? "met at the median" : "met";
  return { id, description, limit, unit, measured, verdict };
}

export const notRun = (
  id: string,
  description: string,
  limit: number,
  unit: Target["unit"],
  reason: string,
): Target => ({ id, description, limit, unit, verdict: "not run", reason });

/** Driver phases reported on every cold run, in the order shown. */
const HOSTED_PHASES = [
  ["processAgeAtMainMs", "interpreter start to the driver's main (10 ms ticks)"],
  ["hostImportMs", "importing the Travis234 host's extension API"],
  ["extensionLoadMs", "loading the extension"],
  ["firstCallMs", "first `mcp` call"],
] as const;

const HOSTED_COLD = {
  python: {
    label: "Python adapter: process start to first successful echo",
    short: "Python adapter",
    load: "imports the adapter and the Python MCP SDK",
    first: "connect, list, echo",
  },
  shim: {
    label: "this adapter through Travis234 (shim + sidecar): process start to first successful echo",
    short: "shim + sidecar",
    load: "stdlib only",
    first: "spawn + initialize the sidecar, connect, list, echo",
  },
} as const;

const hostileSize = (mib: number): string => (mib === 1024 ? "1 GiB" : `${mib} MiB`);

function memoryMetrics(results: MemoryResults, hostileMiB: number): Metric[] {
  const mib = (v: number | undefined): number => (v === undefined ? Number.NaN : v / MIB);
  const peak = (mode: ChildMode): number[] => results[mode].map((r) => mib(r.peakGrowth));
  const kept = (mode: ChildMode): number[] => results[mode].map((r) => mib(r.retainedRssGrowth));
  const heap = (mode: ChildMode): number[] => results[mode].map((r) => mib(r.retainedHeapGrowth));
  const hostile = `hostile ${hostileSize(hostileMiB)} single-line message`;
  return [
    {
      id: "memory.hostile.sdk",
      group: "memory",
      label: `${hostile}: raw SDK client, peak RSS growth`,
      unit: "MiB",
      summary: summarise(peak("hostile-sdk")),
    },
    {
      id: "memory.hostile.adapter",
      group: "memory",
      label: `${hostile}: adapter in-process, peak RSS growth`,
      unit: "MiB",
      summary: summarise(peak("hostile-adapter")),
      vsSdk: ratios(peak("hostile-adapter"), peak("hostile-sdk")),
    },
    {
      id: "memory.catalog.sdk",
      group: "memory",
      label: "10,000 tools held: plain SDK loop, RSS kept after GC",
      unit: "MiB",
      summary: summarise(kept("catalog-sdk")),
    },
    {
      id: "memory.catalog.adapter",
      group: "memory",
      label: "10,000 tools cached: adapter in-process, RSS kept after GC",
      unit: "MiB",
      summary: summarise(kept("catalog-adapter")),
      vsSdk: ratios(kept("catalog-adapter"), kept("catalog-sdk")),
    },
    {
      id: "memory.catalog.sdk.heap",
      group: "memory",
      label: "10,000 tools held: plain SDK loop, V8 heap kept after GC",
      unit: "MiB",
      summary: summarise(heap("catalog-sdk")),
    },
    {
      id: "memory.catalog.adapter.heap",
      group: "memory",
      label: "10,000 tools cached: adapter in-process, V8 heap kept after GC",
      unit: "MiB",
      summary: summarise(heap("catalog-adapter")),
      vsSdk: ratios(heap("catalog-adapter"), heap("catalog-sdk")),
    },
    {
      id: "memory.catalog.sdk.peak",
      group: "memory",
      label: "10,000 tools: plain SDK loop, peak RSS growth while listing",
      unit: "MiB",
      summary: summarise(peak("catalog-sdk")),
    },
    {
      id: "memory.catalog.adapter.peak",
      group: "memory",
      label: "10,000 tools: adapter in-process, peak RSS growth while listing",
      unit: "MiB",
      summary: summarise(peak("catalog-adapter")),
      vsSdk: ratios(peak("catalog-adapter"), peak("catalog-sdk")),
    },
  ];
}

/** Why a hostile-message run of the adapter is not "one bounded error": undefined when it is. */
function notOneBoundedError(r: MemoryRun): string | undefined {
  if (r.killedAtRss !== undefined) return `killed at ${(r.killedAtRss / MIB).toFixed(0)} MiB`;
  if (r.error !== undefined) return r.error.slice(0, 200);
  const o = r.outcome ?? {};
  if (o.isError !== true || o.blocks !== 1) return `answered ${JSON.stringify(o).slice(0, 200)}`;
  if (typeof o.textBytes !== "number" || o.textBytes > 4096) return `error text of ${String(o.textBytes)} bytes`;
  return undefined;
}

export function buildResults(
  runs: readonly RunData[],
  hosted: HostedStatus,
  memory: MemoryStatus,
  hostileMiB: number,
): { metrics: Metric[]; derived: Record<string, Summary>; targets: Target[] } {
  const has = (id: string): boolean => runs.every((r) => r.echo[id] !== undefined);
  const echoMedians = (id: string): number[] => runs.map((r) => (r.echo[id] as RunSample).median);
  const metrics: Metric[] = [];
  for (const e of ECHO) {
    if (!has(e.id)) continue;
    const base = echoMedians(`${e.id.split(".")[0]}.sdk`);
    const own = echoMedians(e.id);
    const failed = runs.map((r) => r.echoFailures[e.id] ?? { count: 0 });
    const first = failed.find((f) => f.first !== undefined)?.first;
    const failures: Failures = {
      count: failed.reduce((n, f) => n + f.count, 0),
      ...(first !== undefined ? { first } : {}),
    };
    metrics.push({
      id: `echo.${e.id}`,
      group: e.group,
      label: e.label,
      unit: "ms/call",
      summary: summarise(own),
      ...(e.id.endsWith(".sdk") ? {} : { vsSdk: ratios(own, base) }),
      runs: runs.map((r) => r.echo[e.id] as RunSample),
      failures,
    });
  }
  const cold = (pick: (c: ColdRun) => number): number[] => runs.map((r) => pick(r.cold));
  const sdkReady = cold((c) => c.sdkReadyMs);
  const sdkFirst = cold((c) => c.sdkFirstCallMs);
  const sidecarFirst = cold((c) => c.sidecarFirstCallMs);
  metrics.push(
    {
      id: "cold.sidecar.ready",
      group: "cold start",
      label: "sidecar: spawn to initialize answered",
      unit: "ms",
      summary: summarise(cold((c) => c.sidecarReadyMs)),
    },
    {
      id: "cold.sidecar.firstCall",
      group: "cold start",
      label: "sidecar: spawn to first successful echo",
      unit: "ms",
      summary: summarise(sidecarFirst),
      vsSdk: ratios(sidecarFirst, sdkFirst),
    },
  );
  const hostedFirst: Partial<Record<"python" | "shim", number[]>> = {};
  for (const key of ["shim", "python"] as const) {
    if (!runs.every((r) => r.cold.hosted?.[key] !== undefined)) continue;
    const first = cold((c) => c.hosted?.[key]?.firstCallMs ?? Number.NaN);
    hostedFirst[key] = first;
    const text = HOSTED_COLD[key];
    metrics.push({
      id: `cold.${key}.firstCall`,
      group: "cold start",
      label: text.label,
      unit: "ms",
      summary: summarise(first),
      vsSdk: ratios(first, sdkFirst),
    });
    for (const [phase, label] of HOSTED_PHASES) {
      const detail =
        phase === "extensionLoadMs" ? ` (${text.load})` : phase === "firstCallMs" ? ` (${text.first})` : "";
      metrics.push({
        id: `cold.${key}.${phase}`,
        group: "cold start",
        label: `${text.short}, breakdown: ${label}${detail}`,
        unit: "ms",
        summary: summarise(cold((c) => c.hosted?.[key]?.phases[phase] ?? Number.NaN)),
      });
    }
  }
  metrics.push(
    {
      id: "cold.sdk.ready",
      group: "cold start",
      label: "raw SDK: spawn server + initialize (reference)",
      unit: "ms",
      summary: summarise(sdkReady),
    },
    {
      id: "cold.sdk.firstCall",
      group: "cold start",
      label: "raw SDK: spawn server to first echo (reference)",
      unit: "ms",
      summary: summarise(sdkFirst),
    },
  );
  const cat = (pick: (c: CatalogRun) => number): number[] => runs.map((r) => pick(r.catalog));
  const sdkDiscovery = cat((c) => c.sdkDiscoveryMs);
  const adapterDiscovery = cat((c) => c.adapterDiscoveryMs);
  const searchMedians = cat((c) => c.search.median);
  metrics.push(
    {
      id: "catalog.discovery.sdk",
      group: "10,000-tool catalog",
      label: "discovery, raw SDK loop (tools/list + cursor)",
      unit: "ms",
      summary: summarise(sdkDiscovery),
    },
    {
      id: "catalog.discovery.adapter",
      group: "10,000-tool catalog",
      label: "discovery, adapter (drain + first tools.search)",
      unit: "ms",
      summary: summarise(adapterDiscovery),
      vsSdk: ratios(adapterDiscovery, sdkDiscovery),
    },
    {
      id: "catalog.search.proxy",
      group: "10,000-tool catalog",
      label: "tools.search via proxy.call (cached catalog)",
      unit: "ms/search",
      summary: summarise(searchMedians),
      runs: runs.map((r) => r.catalog.search),
    },
    {
      id: "catalog.search.bare",
      group: "10,000-tool catalog",
      label: "search() alone, same 10,000 entries (breakdown)",
      unit: "ms/search",
      summary: summarise(cat((c) => c.bareSearch.median)),
      runs: runs.map((r) => r.catalog.bareSearch),
    },
  );
  const queries = Object.keys(runs[0]?.catalog.searchByQuery ?? {});
  for (const q of queries) {
    metrics.push({
      id: `catalog.search.query.${q}`,
      group: "10,000-tool catalog",
      label: `tools.search ${JSON.stringify(q)}`,
      unit: "ms/search",
      summary: summarise(cat((c) => c.searchByQuery[q] as number)),
    });
  }
  if (memory.ran) metrics.push(...memoryMetrics(memory.results, hostileMiB));

  const stdioSdk = echoMedians("stdio.sdk");
  const derived: Record<string, Summary> = {
    "stdio.inprocess/sdk": ratios(echoMedians("stdio.inprocess"), stdioSdk),
    "stdio.bridge/sdk": ratios(echoMedians("stdio.bridge"), stdioSdk),
    "http.inprocess/sdk": ratios(echoMedians("http.inprocess"), echoMedians("http.sdk")),
    "stdio.inprocess-tsx/sdk": ratios(echoMedians("stdio.inprocess-tsx"), stdioSdk),
    "stdio.inprocess-sdk": differences(echoMedians("stdio.inprocess"), stdioSdk),
    "http.inprocess-sdk": differences(echoMedians("http.inprocess"), echoMedians("http.sdk")),
    "bridge.overheadMs": differences(echoMedians("stdio.bridge"), echoMedians("stdio.inprocess")),
    "http.bridge.overheadMs": differences(echoMedians("http.bridge"), echoMedians("http.inprocess")),
    "catalog.discovery.adapter/sdk": ratios(adapterDiscovery, sdkDiscovery),
  };
  if (has("stdio.python")) {
    derived["stdio.inprocess/python"] = ratios(echoMedians("stdio.inprocess"), echoMedians("stdio.python"));
    derived["stdio.bridge/python"] = ratios(echoMedians("stdio.bridge"), echoMedians("stdio.python"));
    if (has("stdio.shim"))
      derived["stdio.shim/python"] = ratios(echoMedians("stdio.shim"), echoMedians("stdio.python"));
  }
  if (has("http.python")) {
    derived["http.inprocess/python"] = ratios(echoMedians("http.inprocess"), echoMedians("http.python"));
    if (has("http.shim")) derived["http.shim/python"] = ratios(echoMedians("http.shim"), echoMedians("http.python"));
  }
  if (has("stdio.shim"))
    derived["stdio.shim-bridge"] = differences(echoMedians("stdio.shim"), echoMedians("stdio.bridge"));
  if (has("http.shim")) derived["http.shim-bridge"] = differences(echoMedians("http.shim"), echoMedians("http.bridge"));
  if (hostedFirst.python) {
    derived["cold.sidecar/python"] = ratios(sidecarFirst, hostedFirst.python);
    if (hostedFirst.shim) derived["cold.shim/python"] = ratios(hostedFirst.shim, hostedFirst.python);
  }

  const whyNot = (s: RanStatus, what: string): string | undefined => (s.ran ? undefined : `${what}: ${s.reason}`);
  const vsPython = (id: string, description: string, key: string, needsShim = false): Target => {
    if (derived[key]) return judge(id, description, 1, "x", derived[key] as Summary, true);
    const reason =
      whyNot(hosted.python, "Python adapter") ??
      (needsShim ? whyNot(hosted.shim, "shim") : undefined) ??
      "a contender's echo did not run";
    return notRun(id, description, 1, "x", reason);
  };
  const hostileDescription = `hostile ${hostileSize(hostileMiB)} single-line message: one bounded error, adapter peak RSS growth <= 64 MiB`;
  let hostile: Target;
  if (!memory.ran) hostile = notRun("memory.hostile", hostileDescription, 64, "MiB", memory.reason);
  else {
    const adapterRuns = memory.results["hostile-adapter"];
    const judged = judge(
      "memory.hostile",
      hostileDescription,
      64,
      "MiB",
      summarise(adapterRuns.map((r) => r.peakGrowth / MIB)),
    );
    const bad = adapterRuns.map(notOneBoundedError).find((w) => w !== undefined);
    hostile = bad === undefined ? judged : { ...judged, verdict: "missed", reason: bad };
  }
  const targets: Target[] = [
    judge(
      "inprocess.stdio",
      "adapter in-process <= 1.05x raw SDK (stdio echo)",
      1.05,
      "x",
      derived["stdio.inprocess/sdk"] as Summary,
    ),
    judge(
      "inprocess.http",
      "adapter in-process <= 1.05x raw SDK (HTTP echo)",
      1.05,
      "x",
      derived["http.inprocess/sdk"] as Summary,
    ),
    judge(
      "bridge.overhead",
      "bridge adds <= 0.3 ms per call at the median (bridge - in-process)",
      0.3,
      "ms",
      derived["bridge.overheadMs"] as Summary,
    ),
    judge("bridge.ratio", "bridge <= 1.2x raw SDK (stdio echo)", 1.2, "x", derived["stdio.bridge/sdk"] as Summary),
    vsPython(
      "python.stdio",
      "adapter in-process faster per call than the Python adapter (stdio echo): < 1x",
      "stdio.inprocess/python",
    ),
    vsPython(
      "python.http",
      "adapter in-process faster per call than the Python adapter (HTTP echo): < 1x",
      "http.inprocess/python",
    ),
    vsPython(
      "python.travis.stdio",
      "through Travis234 (shim + sidecar) faster per call than the Python adapter (stdio echo): < 1x",
      "stdio.shim/python",
      true,
    ),
    vsPython(
      "python.travis.http",
      "through Travis234 (shim + sidecar) faster per call than the Python adapter (HTTP echo): < 1x",
      "http.shim/python",
      true,
    ),
    judge("search", "tools.search over 10,000 tools <= 2 ms median", 2, "ms", summarise(searchMedians)),
    hostile,
  ];
  return { metrics, derived, targets };
}
