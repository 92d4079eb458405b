// One run of each measurement. Echo contenders take turns in short blocks of calls, in an order that
// rotates from run to run, so that drift (load, GC, thermal) hits every contender alike; the cold
// starts rotate and the two discoveries alternate which goes first.
import type { AdapterModule } from "./compiled.js";
import type { AdapterCatalog, SdkCatalog } from "./contenders/catalog.js";
import { localCatalog } from "./contenders/catalog.js";
import type { EchoContender } from "./contenders/contender.js";
import type { HostedExtension, PythonHome } from "./contenders/python.js";
import { hostedCold } from "./contenders/python.js";
import { sdkCold } from "./contenders/sdk.js";
import { sidecarCold } from "./contenders/sidecar.js";
import type { Processes } from "./procs.js";
import type { PythonEnv } from "./python-venv.js";
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
export async function runEcho(
  contenders: readonly EchoContender[],
  calls: number,
  block: number,
  run: number,
): Promise<{ samples: Record<string, RunSample>; failures: Record<string, Failures> }> {
  const order = rotate(contenders, run);
  const times = new Map<string, number[]>(contenders.map((c) => [c.id, []]));
  const failures: Record<string, Failures> = Object.fromEntries(contenders.map((c) => [c.id, { count: 0 }]));
  const fail = (c: EchoContender, why: string): void => {
    const f = failures[c.id] as Failures;
    f.count += 1;
    f.first ??= why.slice(0, 300);
    if (f.count > Math.max(3, calls / 100))
      throw new Error(`${c.id}: ${f.count} failed calls in run ${run + 1}; first: ${f.first}`);
  };
  const attempt = async (c: EchoContender, text: string): Promise<number | undefined> => {
    const t0 = performance.now();
    try {
      await c.call(text);
      return performance.now() - t0;
    } catch (err) {
      fail(c, err instanceof Error ? err.message : String(err));
      return undefined;
    }
  };
  /** One contender's turn: `count` calls from message number `from`, timed here or, for a block
   * contender, in its own process. */
  const turn = async (c: EchoContender, from: number, count: number, timed: boolean): Promise<void> => {
    const texts = Array.from({ length: count }, (_, i) => message(from + i));
    if (c.callBlock) {
      const r = await c.callBlock(texts);
      for (const why of r.failures) fail(c, why);
      if (timed) times.get(c.id)?.push(...r.ms);
      return;
    }
    for (const text of texts) {
      const ms = await attempt(c, text);
      if (timed && ms !== undefined) times.get(c.id)?.push(ms);
    }
  };
  for (let i = 0; i < 10; i++) for (const c of order) await turn(c, i, 1, false);
  for (let start = 0; start < calls; start += block) {
    for (const c of order) await turn(c, start, Math.min(block, calls - start), true);
  }
  return { samples: Object.fromEntries([...times].map(([id, ms]) => [id, sample(ms)])), failures };
}

interface HostedColdRun {
  readonly firstCallMs: number;
  /** The driver's own phase timings. */
  readonly phases: Readonly<Record<string, number>>;
}

export interface ColdRun {
  readonly sidecarReadyMs: number;
  readonly sidecarFirstCallMs: number;
  readonly sdkReadyMs: number;
  readonly sdkFirstCallMs: number;
  /** Through the Travis234 host API, when they run: the Python adapter and this project's shim + sidecar. */
  readonly hosted?: Partial<Record<HostedExtension["key"], HostedColdRun>>;
}

/** A Travis234 extension whose cold start is measured through the host API. */
export interface HostedCold {
  readonly env: PythonEnv;
  readonly extension: HostedExtension;
  readonly home: PythonHome;
  readonly server: string;
}

/** One cold sidecar, one cold raw-SDK connection and each hosted extension's cold start, each closed
 * before the next starts, in an order that rotates by run. */
export async function runCold(
  home: Home,
  server: string,
  procs: Processes,
  run: number,
  hosted: readonly HostedCold[] = [],
): Promise<ColdRun> {
  let sidecar: { readyMs: number; firstCallMs: number } | undefined;
  let sdk: { readyMs: number; firstCallMs: number } | undefined;
  const byKey: Partial<Record<HostedExtension["key"], HostedColdRun>> = {};
  const measures: (() => Promise<void>)[] = [
    async () => {
      const r = await sidecarCold(home, server, procs);
      await r.close();
      sidecar = r;
    },
    async () => {
      const r = await sdkCold(procs);
      await r.close();
      sdk = r;
    },
    ...hosted.map((h) => async () => {
      const r = await hostedCold(h.env, h.extension, h.home, h.server, procs);
      await r.close();
      byKey[h.extension.key] = { firstCallMs: r.firstCallMs, phases: r.phases };
    }),
  ];
  for (const m of rotate(measures, run)) await m();
  if (!sidecar || !sdk) throw new Error("cold start: a measurement did not run");
  return {
    sidecarReadyMs: sidecar.readyMs,
    sidecarFirstCallMs: sidecar.firstCallMs,
    sdkReadyMs: sdk.readyMs,
    sdkFirstCallMs: sdk.firstCallMs,
    ...(hosted.length > 0 ? { hosted: byKey } : {}),
  };
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

export async function runCatalog(
  adapter: AdapterCatalog,
  sdk: SdkCatalog,
  search: AdapterModule["search"],
  searches: number,
  run: number,
): Promise<CatalogRun> {
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
export async function warmCatalog(
  adapter: AdapterCatalog,
  sdk: SdkCatalog,
  search: AdapterModule["search"],
  searches: number,
): Promise<void> {
  await adapter.discover();
  await sdk.discover();
  await adapter.searches(searches, { search, items: bareItems });
}
