// One run of each measurement. Echo contenders take turns in short blocks of calls, in an order that
// rotates from run to run, so that drift (load, GC, thermal) hits every contender alike; the cold
// starts and the two discoveries alternate which goes first.
import type { AdapterModule } from "./compiled.js";
import type { AdapterCatalog, SdkCatalog } from "./contenders/catalog.js";
import { localCatalog } from "./contenders/catalog.js";
import type { EchoContender } from "./contenders/contender.js";
import { sdkCold } from "./contenders/sdk.js";
import { sidecarCold } from "./contenders/sidecar.js";
import type { Processes } from "./procs.js";
import type { Home } from "./setup.js";
import type { RunSample } from "./stats.js";
import { median, sample } from "./stats.js";

const rotate = <T>(items: readonly T[], by: number): T[] => items.map((_, i) => items[(i + by) % items.length] as T);

const message = (i: number): string => `benchmark message ${String(i).padStart(6, "0")}`;

/** Untimed calls, round robin, so every contender and its server are warm. */
export async function warmEcho(contenders: readonly EchoContender[], calls: number): Promise<void> {
  for (let i = 0; i < calls; i++) for (const c of contenders) await c.call(message(i));
}

/** Calls that failed (wrong reply or error): never timed, counted, and the first one kept. */
export interface Failures {
  count: number;
  first?: string;
}

/**
 * `calls` timed echo calls per contender, interleaved in blocks of `block` consecutive calls (after a
 * few untimed ones: the other phases leave the connections idle for seconds); ms per call, per
 * contender id. A failed call is not
 * timed but counted; more than 1% failures (at least 3) aborts the benchmark.
 */
export async function runEcho(contenders: readonly EchoContender[], calls: number, block: number, run: number): Promise<{ samples: Record<string, RunSample>; failures: Record<string, Failures> }> {
  const order = rotate(contenders, run);
  const times = new Map<string, number[]>(contenders.map((c) => [c.id, []]));
  const failures: Record<string, Failures> = Object.fromEntries(contenders.map((c) => [c.id, { count: 0 }]));
  const attempt = async (c: EchoContender, text: string): Promise<number | undefined> => {
    const t0 = performance.now();
    try {
      await c.call(text);
      return performance.now() - t0;
    } catch (err) {
      const f = failures[c.id] as Failures;
      f.count += 1;
      f.first ??= (err instanceof Error ? err.message : String(err)).slice(0, 300);
      if (f.count > Math.max(3, calls / 100)) throw new Error(`${c.id}: ${f.count} failed calls in run ${run + 1}; first: ${f.first}`);
      return undefined;
    }
  };
  for (let i = 0; i < 10; i++) for (const c of order) await attempt(c, message(i));
  for (let start = 0; start < calls; start += block) {
    for (const c of order) {
      for (let i = start; i < Math.min(start + block, calls); i++) {
        const ms = await attempt(c, message(i));
        if (ms !== undefined) times.get(c.id)?.push(ms);
      }
    }
  }
  return { samples: Object.fromEntries([...times].map(([id, ms]) => [id, sample(ms)])), failures };
}

export interface ColdRun {
  readonly sidecarReadyMs: number;
  readonly sidecarFirstCallMs: number;
  readonly sdkReadyMs: number;
  readonly sdkFirstCallMs: number;
}

/** One cold sidecar and one cold raw-SDK connection (each closed before the other starts). */
export async function runCold(home: Home, server: string, procs: Processes, run: number): Promise<ColdRun> {
  const measure = {
    sidecar: async () => {
      const r = await sidecarCold(home, server, procs);
      await r.close();
      return r;
    },
    sdk: async () => {
      const r = await sdkCold(procs);
      await r.close();
      return r;
    },
  };
  const first = run % 2 === 0 ? "sidecar" : "sdk";
  const a = await measure[first]();
  const b = await measure[first === "sidecar" ? "sdk" : "sidecar"]();
  const [sidecar, sdk] = first === "sidecar" ? [a, b] : [b, a];
  return { sidecarReadyMs: sidecar.readyMs, sidecarFirstCallMs: sidecar.firstCallMs, sdkReadyMs: sdk.readyMs, sdkFirstCallMs: sdk.firstCallMs };
}

export interface CatalogRun {
  readonly adapterDiscoveryMs: number;
  readonly sdkDiscoveryMs: number;
  /** Per-run medians of proxy tools.search over the cached catalog, overall and per query. */
  readonly search: RunSample;
  readonly searchByQuery: Record<string, number>;
  /** Per-run median of the bare search() function over the same 10,000 entries. */
  readonly bareSearch: RunSample;
}

const bareItems = localCatalog();

export async function runCatalog(adapter: AdapterCatalog, sdk: SdkCatalog, search: AdapterModule["search"], searches: number, run: number): Promise<CatalogRun> {
  let adapterDiscoveryMs: number;
  let sdkDiscoveryMs: number;
  if (run % 2 === 0) {
    adapterDiscoveryMs = await adapter.discover();
    sdkDiscoveryMs = await sdk.discover();
  } else {
    sdkDiscoveryMs = await sdk.discover();
    adapterDiscoveryMs = await adapter.discover();
  }
  const s = await adapter.searches(searches, { search, items: bareItems });
  const searchByQuery = Object.fromEntries(Object.entries(s.byQuery).map(([q, ms]) => [q, median(ms)]));
  return { adapterDiscoveryMs, sdkDiscoveryMs, search: sample(s.proxy), searchByQuery, bareSearch: sample(s.bare) };
}

/** Untimed: both discoveries once and a round of searches, so both servers and the code are warm. */
export async function warmCatalog(adapter: AdapterCatalog, sdk: SdkCatalog, search: AdapterModule["search"], searches: number): Promise<void> {
  await adapter.discover();
  await sdk.discover();
  await adapter.searches(searches, { search, items: bareItems });
}
