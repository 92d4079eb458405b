// Turns the per-run measurements into the results document: every metric summarised over the runs
// (median of run medians, min/max, IQR), ratios and differences paired by run, and the targets of
// the issue judged against the medians (and, more strictly, against every run).
import type { CatalogRun, ColdRun, Failures } from "./phases.js";
import type { RunSample, Summary } from "./stats.js";
import { differences, ratios, summarise } from "./stats.js";

export interface Metric {
  readonly id: string;
  readonly group: "stdio echo" | "HTTP echo" | "cold start" | "10,000-tool catalog";
  readonly label: string;
  readonly unit: "ms" | "ms/call" | "ms/search";
  readonly summary: Summary;
  /** Paired per-run ratio to the raw SDK's value, where there is a baseline. */
  readonly vsSdk?: Summary;
  readonly runs?: readonly RunSample[];
  /** Echo calls that failed over all runs (not timed), and the first failure. */
  readonly failures?: Failures;
}

export interface Target {
  readonly id: string;
  readonly description: string;
  readonly limit: number;
  readonly unit: "x" | "ms";
  readonly measured: Summary;
  /** "met": the median and every run are within; "met at the median": some run is not; "missed". */
  readonly verdict: "met" | "met at the median" | "missed";
}

export interface RunData {
  readonly echo: Record<string, RunSample>;
  readonly echoFailures: Record<string, Failures>;
  readonly cold: ColdRun;
  readonly catalog: CatalogRun;
}

const ECHO = [
  { id: "stdio.sdk", group: "stdio echo", label: "raw SDK" },
  { id: "stdio.inprocess", group: "stdio echo", label: "adapter in-process" },
  { id: "stdio.inprocess-tsx", group: "stdio echo", label: "adapter in-process, from source via tsx (for reference)" },
  { id: "stdio.bridge", group: "stdio echo", label: "sidecar bridge" },
  { id: "http.sdk", group: "HTTP echo", label: "raw SDK" },
  { id: "http.inprocess", group: "HTTP echo", label: "adapter in-process" },
] as const;

function judge(id: string, description: string, limit: number, unit: "x" | "ms", measured: Summary): Target {
  const verdict = measured.median > limit ? "missed" : measured.max > limit ? "met at the median" : "met";
  return { id, description, limit, unit, measured, verdict };
}

export function buildResults(runs: readonly RunData[]): { metrics: Metric[]; derived: Record<string, Summary>; targets: Target[] } {
  const echoMedians = (id: string): number[] => runs.map((r) => (r.echo[id] as RunSample).median);
  const metrics: Metric[] = [];
  for (const e of ECHO) {
    const base = echoMedians(`${e.id.split(".")[0]}.sdk`);
    const own = echoMedians(e.id);
    const failed = runs.map((r) => r.echoFailures[e.id] ?? { count: 0 });
    const first = failed.find((f) => f.first !== undefined)?.first;
    const failures: Failures = { count: failed.reduce((n, f) => n + f.count, 0), ...(first !== undefined ? { first } : {}) };
    metrics.push({ id: `echo.${e.id}`, group: e.group, label: e.label, unit: "ms/call", summary: summarise(own), ...(e.id.endsWith(".sdk") ? {} : { vsSdk: ratios(own, base) }), runs: runs.map((r) => r.echo[e.id] as RunSample), failures });
  }
  const cold = (pick: (c: ColdRun) => number): number[] => runs.map((r) => pick(r.cold));
  const sdkReady = cold((c) => c.sdkReadyMs);
  const sdkFirst = cold((c) => c.sdkFirstCallMs);
  metrics.push(
    { id: "cold.sidecar.ready", group: "cold start", label: "sidecar: spawn to initialize answered", unit: "ms", summary: summarise(cold((c) => c.sidecarReadyMs)) },
    { id: "cold.sidecar.firstCall", group: "cold start", label: "sidecar: spawn to first successful echo", unit: "ms", summary: summarise(cold((c) => c.sidecarFirstCallMs)), vsSdk: ratios(cold((c) => c.sidecarFirstCallMs), sdkFirst) },
    { id: "cold.sdk.ready", group: "cold start", label: "raw SDK: spawn server + initialize (reference)", unit: "ms", summary: summarise(sdkReady) },
    { id: "cold.sdk.firstCall", group: "cold start", label: "raw SDK: spawn server to first echo (reference)", unit: "ms", summary: summarise(sdkFirst) },
  );
  const cat = (pick: (c: CatalogRun) => number): number[] => runs.map((r) => pick(r.catalog));
  const sdkDiscovery = cat((c) => c.sdkDiscoveryMs);
  const adapterDiscovery = cat((c) => c.adapterDiscoveryMs);
  const searchMedians = cat((c) => c.search.median);
  metrics.push(
    { id: "catalog.discovery.sdk", group: "10,000-tool catalog", label: "discovery, raw SDK loop (tools/list + cursor)", unit: "ms", summary: summarise(sdkDiscovery) },
    { id: "catalog.discovery.adapter", group: "10,000-tool catalog", label: "discovery, adapter (drain + first tools.search)", unit: "ms", summary: summarise(adapterDiscovery), vsSdk: ratios(adapterDiscovery, sdkDiscovery) },
    { id: "catalog.search.proxy", group: "10,000-tool catalog", label: "tools.search via proxy.call (cached catalog)", unit: "ms/search", summary: summarise(searchMedians), runs: runs.map((r) => r.catalog.search) },
    { id: "catalog.search.bare", group: "10,000-tool catalog", label: "search() alone, same 10,000 entries (breakdown)", unit: "ms/search", summary: summarise(cat((c) => c.bareSearch.median)), runs: runs.map((r) => r.catalog.bareSearch) },
  );
  const queries = Object.keys(runs[0]?.catalog.searchByQuery ?? {});
  for (const q of queries) {
    metrics.push({ id: `catalog.search.query.${q}`, group: "10,000-tool catalog", label: `tools.search ${JSON.stringify(q)}`, unit: "ms/search", summary: summarise(cat((c) => c.searchByQuery[q] as number)) });
  }
  const stdioSdk = echoMedians("stdio.sdk");
  const derived: Record<string, Summary> = {
    "stdio.inprocess/sdk": ratios(echoMedians("stdio.inprocess"), stdioSdk),
    "stdio.bridge/sdk": ratios(echoMedians("stdio.bridge"), stdioSdk),
    "http.inprocess/sdk": ratios(echoMedians("http.inprocess"), echoMedians("http.sdk")),
    "stdio.inprocess-tsx/sdk": ratios(echoMedians("stdio.inprocess-tsx"), stdioSdk),
    "stdio.inprocess-sdk": differences(echoMedians("stdio.inprocess"), stdioSdk),
    "http.inprocess-sdk": differences(echoMedians("http.inprocess"), echoMedians("http.sdk")),
    "bridge.overheadMs": differences(echoMedians("stdio.bridge"), echoMedians("stdio.inprocess")),
    "catalog.discovery.adapter/sdk": ratios(adapterDiscovery, sdkDiscovery),
  };
  const targets: Target[] = [
    judge("inprocess.stdio", "adapter in-process <= 1.05x raw SDK (stdio echo)", 1.05, "x", derived["stdio.inprocess/sdk"] as Summary),
    judge("inprocess.http", "adapter in-process <= 1.05x raw SDK (HTTP echo)", 1.05, "x", derived["http.inprocess/sdk"] as Summary),
    judge("bridge.overhead", "bridge adds <= 0.3 ms per call at the median (bridge - in-process)", 0.3, "ms", derived["bridge.overheadMs"] as Summary),
    judge("bridge.ratio", "bridge <= 1.2x raw SDK (stdio echo)", 1.2, "x", derived["stdio.bridge/sdk"] as Summary),
    judge("search", "tools.search over 10,000 tools <= 2 ms median", 2, "ms", summarise(searchMedians)),
  ];
  return { metrics, derived, targets };
}
