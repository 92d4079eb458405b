// `npm run bench`: the adapter against the raw MCP SDK and the Python adapter, side by side in one
// run, repeated BENCH_RUNS times, then the memory measurements. Writes bench/results/latest.{json,md}
// and latency.svg, prints the tables. Benchmarks only measure: targets are reported, never enforced.
// Every process started is closed at the end, also on error, on SIGINT/SIGTERM and when
// BENCH_TIMEOUT_S runs out. bench/README.md has the options.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { chart } from "./lib/chart.js";
import { COMPILED_ADAPTER, compiledAdapter } from "./lib/compiled.js";
import { adapterEcho, openAdapter, SOURCE_ADAPTER } from "./lib/contenders/adapter.js";
import { AdapterCatalog, fixtureEntry, SdkCatalog } from "./lib/contenders/catalog.js";
import type { EchoContender } from "./lib/contenders/contender.js";
import { sdkHttp, sdkStdio } from "./lib/contenders/sdk.js";
import { bridgeEcho } from "./lib/contenders/sidecar.js";
import { fmt } from "./lib/format.js";
import { startHosted } from "./lib/hosted.js";
import { hostileEntry, MIB, runMemory } from "./lib/memory/run.js";
import { runCatalog, runCold, runEcho, warmCatalog, warmEcho } from "./lib/phases.js";
import { exited, Processes, waitForLine } from "./lib/procs.js";
import type { Environment } from "./lib/report.js";
import { mainTable, markdown, panels, targetTable } from "./lib/report.js";
import type { MemoryStatus, RunData } from "./lib/results.js";
import { buildResults } from "./lib/results.js";
import type { Home, Options, ServerEntry } from "./lib/setup.js";
import { EVERYTHING, makeHome, options, PRELOAD, RESULTS, ROOT, sidecarEntry } from "./lib/setup.js";
import type { UserContext, UserRun } from "./lib/user-phases.js";
import { prepareUser, runIdle, runUser } from "./lib/user-phases.js";
import type { IdleResult } from "./lib/user-results.js";
import { buildUserResults } from "./lib/user-results.js";

const log = (line: string): void => void process.stderr.write(`[bench] ${line}\n`);

const versionOf = (pkg: string): string =>
  (JSON.parse(readFileSync(join(ROOT, "node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;

/** server-everything in streamableHttp mode, bound to 127.0.0.1 by the preload; its URL. */
async function startHttpEverything(procs: Processes): Promise<string> {
  const child = spawn(process.execPath, ["--import", PRELOAD, EVERYTHING, "streamableHttp"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  procs.onCleanup("server-everything http", async () => {
    child.kill("SIGTERM");
    if (!(await exited(child, 3_000))) child.kill("SIGKILL");
  });
  // It logs every request on stdout: keep draining it.
  child.stdout?.resume();
  const port = await waitForLine(
    child,
    child.stderr as NodeJS.ReadableStream,
    /^LOOPBACK_LISTENING (\d+)$/,
    "server-everything http",
  );
  procs.snapshot();
  return `http://127.0.0.1:${port}/mcp`;
}

/** More runnable processes than CPUs, on average over the last minute, before or after. */
const busy = (before: readonly number[], after: readonly number[]): boolean =>
  Math.max(before[0] ?? 0, after[0] ?? 0) > cpus().length;

/** The memory measurements, in a temporary home of their own (hostile server and catalog fixture). */
async function memoryPhase(opts: Options, procs: Processes): Promise<MemoryStatus> {
  if (!opts.memory) return { ran: false, reason: "left out with BENCH_MEMORY=0" };
  // The hostile server stops on its own well after the child would have been killed.
  const maxSeconds = Math.ceil(opts.memoryTimeoutMs / 1000) + 30;
  const servers = (dir: string): { hostile: ServerEntry; catalog: ServerEntry } => ({
    hostile: hostileEntry(join(dir, "hostile-events.log"), opts.hostileMiB * MIB, maxSeconds),
    catalog: fixtureEntry(join(dir, "memory-catalog-events.log")),
  });
  const home = makeHome(servers);
  procs.onCleanup("memory home", async () => home.remove());
  log(
    `memory: ${opts.memoryRuns} round(s) of 4 fresh processes (hostile ${opts.hostileMiB} MiB line, 10,000-tool catalog), each bounded to ${opts.memoryTimeoutMs / 1000} s`,
  );
  const results = await runMemory(
    { runs: opts.memoryRuns, timeoutMs: opts.memoryTimeoutMs },
    {
      home: home.home,
      project: home.project,
      hostileEvents: join(home.home, "hostile-events.log"),
      ...servers(home.home),
    },
    COMPILED_ADAPTER,
    procs,
    log,
  );
  return { ran: true, results };
}

async function bench(procs: Processes, setHome: (h: Home) => void): Promise<void> {
  const opts = options();
  const startedAt = new Date().toISOString();
  const t0 = Date.now();
  const loadAverageBefore = loadavg();
  log(
    `${opts.quick ? "quick mode: " : ""}${opts.runs} runs x ${opts.calls} calls (warm-up ${opts.warmup}), ${opts.searches} searches per run; memory ${opts.memory ? `${opts.memoryRuns} round(s)` : "off"}; Python adapter ${opts.python ? "on" : "off"}; ` +
      `node ${process.version}, ${cpus().length} CPUs, load ${loadAverageBefore.map((v) => v.toFixed(2)).join(" ")}`,
  );

  // Checked before the sidecar starts: dist/ may be rebuilt while the benchmark runs.
  const sidecar = sidecarEntry();
  const url = await startHttpEverything(procs);
  const home = makeHome((dir) => ({
    everything: { command: process.execPath, args: [EVERYTHING, "stdio"] },
    everythingHttp: { url },
    catalog: fixtureEntry(join(dir, "catalog-events.log")),
  }));
  setHome(home);
  const compiled = await compiledAdapter();
  const proxy = openAdapter(home, procs, compiled, "adapter runtime");
  const sourceProxy = openAdapter(home, procs, SOURCE_ADAPTER, "adapter runtime (tsx)");
  const hosted = await startHosted(opts, home, url, procs);

  log("starting contenders");
  const hostedStdio = hosted.contenders.filter((c) => c.transport === "stdio");
  const hostedHttp = hosted.contenders.filter((c) => c.transport === "http");
  const contenders: EchoContender[] = [
    await sdkStdio(procs),
    adapterEcho(proxy, "everything", "stdio"),
    adapterEcho(sourceProxy, "everything", "stdio", true),
    await bridgeEcho(home, "everything", procs),
    ...hostedStdio,
    await sdkHttp(url, procs),
    adapterEcho(proxy, "everythingHttp", "http"),
    await bridgeEcho(home, "everythingHttp", procs, "http"),
    ...hostedHttp,
  ];
  const adapterCatalog = new AdapterCatalog(proxy, "catalog", join(home.home, "catalog-events.log"));
  const sdkCatalog = await SdkCatalog.connect(join(home.home, "sdk-catalog-events.log"), procs);
  procs.snapshot();

  log("warming up");
  await warmEcho(contenders, opts.warmup);
  await warmCatalog(adapterCatalog, sdkCatalog, compiled.search, Math.min(opts.searches, 100));
  procs.snapshot();

  const stdio = contenders.filter((c) => c.transport === "stdio");
  const http = contenders.filter((c) => c.transport === "http");
  const user: UserContext = {
    opts,
    home,
    procs,
    hosted: hosted.colds,
    servers: { everything: { command: process.execPath, args: [EVERYTHING, "stdio"] } },
    compiled,
    log,
  };
  await prepareUser(user);
  const runs: RunData[] = [];
  const userRuns: UserRun[] = [];
  const loadAtRuns: number[] = [];
  for (let run = 0; run < opts.runs; run++) {
    const tr = Date.now();
    loadAtRuns.push(loadavg()[0] ?? Number.NaN);
    // The two transports alternate which goes first; within each, the contenders take turns.
    const groups = run % 2 === 0 ? [stdio, http] : [http, stdio];
    const first = await runEcho(groups[0] as EchoContender[], opts.calls, opts.block, run);
    const second = await runEcho(groups[1] as EchoContender[], opts.calls, opts.block, run);
    const echo = { ...first.samples, ...second.samples };
    const echoFailures = { ...first.failures, ...second.failures };
    const cold = await runCold(home, "everything", procs, run, hosted.colds);
    const catalog = await runCatalog(adapterCatalog, sdkCatalog, compiled.search, opts.searches, run);
    runs.push({ echo, echoFailures, cold, catalog });
    const u = await runUser(user, run);
    userRuns.push(u);
    const m = (id: string): string => fmt(echo[id]?.median ?? Number.NaN);
    for (const [id, f] of Object.entries(echoFailures))
      if (f.count > 0) log(`run ${run + 1}: ${f.count} failed ${id} call(s), first: ${f.first ?? ""}`);
    log(
      `run ${run + 1}/${opts.runs} (${((Date.now() - tr) / 1000).toFixed(1)} s): stdio sdk ${m("stdio.sdk")} / in-process ${m("stdio.inprocess")} (tsx ${m("stdio.inprocess-tsx")}) / bridge ${m("stdio.bridge")} / shim ${m("stdio.shim")} / python ${m("stdio.python")} ms; ` +
        `http sdk ${m("http.sdk")} / in-process ${m("http.inprocess")} / bridge ${m("http.bridge")} / shim ${m("http.shim")} / python ${m("http.python")} ms; ` +
        `sidecar ready ${fmt(cold.sidecarReadyMs)} first ${fmt(cold.sidecarFirstCallMs)} / shim first ${fmt(cold.hosted?.shim?.firstCallMs ?? Number.NaN)} / python first ${fmt(cold.hosted?.python?.firstCallMs ?? Number.NaN)} ms; ` +
        `discovery adapter ${fmt(catalog.adapterDiscoveryMs)} sdk ${fmt(catalog.sdkDiscoveryMs)} ms; search ${fmt(catalog.search.median)} ms; ` +
        `first call after session_start: shim ${fmt(u.firstCall.shim ?? Number.NaN)} / python ${fmt(u.firstCall.python ?? Number.NaN)} ms; ` +
        `CLI small shim ${fmt(u.cli.shim?.small.median ?? Number.NaN)} / python ${fmt(u.cli.python?.small.median ?? Number.NaN)}, large shim ${fmt(u.cli.shim?.large.median ?? Number.NaN)} / python ${fmt(u.cli.python?.large.median ?? Number.NaN)} ms`,
    );
  }
  let idle: IdleResult;
  try {
    idle = { ran: true, idle: await runIdle(user) };
  } catch (err) {
    idle = { ran: false, reason: (err instanceof Error ? err.message : String(err)).slice(0, 300) };
  }

  // Last, with the latency contenders idle: fresh processes whose memory is all that is measured.
  const memory = await memoryPhase(opts, procs);

  const { metrics, derived, targets: mainTargets } = buildResults(runs, hosted.status, memory, opts.hostileMiB);
  const cliOff = !opts.cli
    ? "left out with BENCH_CLI=0"
    : hosted.colds.length === 0
      ? "needs .venv-bench (see the host-API contenders)"
      : undefined;
  const userResults = buildUserResults({
    runs: userRuns,
    sdkFirstMs: runs.map((r) => r.cold.sdkFirstCallMs),
    sidecarReadyMs: runs.map((r) => r.cold.sidecarReadyMs),
    noPauseFirstMs: Object.fromEntries(
      (["shim", "python"] as const).flatMap((k) =>
        runs.every((r) => r.cold.hosted?.[k])
          ? [[k, runs.map((r) => r.cold.hosted?.[k]?.phases.firstCallMs ?? Number.NaN)]]
          : [],
      ),
    ),
    hosted: hosted.status,
    cli: {
      ran: cliOff === undefined,
      ...(cliOff ? { reason: cliOff } : {}),
      largeChars: opts.cliLargeChars,
      calls: opts.cliCalls,
      largeCalls: opts.cliLargeCalls,
    },
    eras: opts.eras ? { ran: true } : { ran: false, reason: "left out with BENCH_ERAS=0" },
    idle,
  });
  const targets = [...mainTargets, ...userResults.targets];
  const environment: Environment = {
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    cpuCount: cpus().length,
    cpuModel: cpus()[0]?.model ?? "unknown",
    loadAverageBefore,
    loadAverageAfter: loadavg(),
    loadAverageAtRuns: loadAtRuns,
    sdk: versionOf("@modelcontextprotocol/client"),
    serverEverything: versionOf("@modelcontextprotocol/server-everything"),
    sidecar,
    python: hosted.env
      ? { ran: true, ...hosted.env.versions }
      : { ran: false, reason: hosted.status.python.ran ? "unknown" : hosted.status.python.reason },
    hosted: hosted.status,
  };
  const notes = [
    "The fixture lists its 20 fixed stdio tools before the generated ones, so the catalog uses FIXTURE_TOOLS=9980: exactly 10,000 tools in 100 pages of 100. FIXTURE_TOOLS=10000 would be 10,020 tools in 101 pages, over the adapter's catalog.maxPages (100) and catalog.tools.maxEntries (10,000) bounds: the adapter refuses such a catalog by design (checked: tools.search then fails with MCPA_CATALOG_PAGE_LIMIT).",
    "Adapter timings include everything the host receives: request normalisation, result conversion, redaction, untrusted-data labels and the inline guard. The raw SDK returns the bare MCP result.",
    "The Python adapter and the shim are timed around the host-wrapped tool's execute, the layer the host's tool coordinator awaits: that includes the host's per-call context and the extension's own work (the Python adapter's MCP runtime runs on a thread of its own, so every call crosses threads twice; the shim hands each call to a reader thread and the sidecar) but not the agent loop around it (argument validation, tool policy, hooks), which the TypeScript rows leave out too. Through Travis234, this adapter runs as shim + sidecar: those rows are the ones to compare with the Python adapter for Travis234 users; the in-process rows are what a Node host gets, and the bare bridge row is the sidecar without the shim.",
    "Cold starts: the sidecar row is a Node process alone; the shim + sidecar and Python adapter rows are Python processes that also import the Travis234 host's extension machinery (a running host has done that already), so those two compare like with like, and their breakdown rows show the split.",
    "Everything listens on and connects to 127.0.0.1; every process started here is closed at the end.",
    "`npx tsx bench/breakdown.ts` peels the stdio path layer by layer (SDK transport, adapter transport, ServerRuntime.callTool, Proxy.call, bridge) with CPU time per call, and writes bench/results/breakdown.md.",
    `Every ratio in this report is computed within one run of this benchmark (contender and baseline measured minutes apart at most, in rotating order) under the same machine load: 1-minute load average ${loadAverageBefore[0]?.toFixed(2)} at the start, ${loadAtRuns.map((l) => l.toFixed(2)).join(", ")} at the start of each run and ${environment.loadAverageAfter[0]?.toFixed(2)} at the end, on ${environment.cpuCount} CPUs.`,
    ...(busy(loadAverageBefore, environment.loadAverageAfter)
      ? [
          `The machine was busy: load average ${loadAverageBefore[0]?.toFixed(2)} before and ${environment.loadAverageAfter[0]?.toFixed(2)} after on ${environment.cpuCount} CPUs, so other processes competed for the CPUs during the run. Absolute times are inflated and the spreads wide; the paired per-run ratios are more robust, but differences of a few tens of µs per call are not resolvable in such a run.`,
        ]
      : []),
    ...(sidecar.stale
      ? [
          "The dist/ bundle the sidecar runs is older than src/ (run `npm run build`): the bridge may measure older code than the in-process rows.",
        ]
      : []),
  ];
  const report = {
    startedAt,
    durationMs: Date.now() - t0,
    options: opts,
    environment,
    metrics,
    derived,
    targets,
    memory,
    notes,
    userSection: userResults.markdown,
  };
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(
    join(RESULTS, "latest.json"),
    `${JSON.stringify({ schema: 3, ...report, userSection: undefined, user: { summaries: userResults.summaries, idle, runs: userRuns }, runs }, null, 2)}\n`,
  );
  writeFileSync(join(RESULTS, "latest.md"), markdown(report));
  const subtitle = `median of ${opts.runs} run medians; whiskers: min..max of the run medians. Node ${process.version}, ${environment.cpuCount} CPUs`;
  writeFileSync(
    join(RESULTS, "latency.svg"),
    await chart("travis234-mcp-adapter vs raw MCP SDK and the Python adapter", subtitle, panels(metrics)),
  );
  process.stdout.write(
    `\n${mainTable(metrics)}\n\n${targetTable(targets)}\n\nWrote bench/results/latest.json, latest.md, latency.svg (${((Date.now() - t0) / 1000).toFixed(0)} s)\n`,
  );
}

async function main(): Promise<void> {
  const procs = new Processes();
  procs.ignoreExisting();
  let home: Home | undefined;
  let done: Promise<void> | undefined;
  const finish = (code: number): Promise<void> => {
    done ??= (async () => {
      clearTimeout(watchdog);
      const { killed } = await procs.cleanup();
      home?.remove();
      if (killed.length > 0) log(`killed ${killed.length} process(es) that outlived their close: ${killed.join("; ")}`);
      process.exitCode = code;
    })();
    return done;
  };
  const abort = (code: number, why: string): void => {
    log(why);
    void finish(code).then(() => process.exit(code));
  };
  const watchdog = setTimeout(
    () => abort(1, `timed out after BENCH_TIMEOUT_S=${options().timeoutMs / 1000} s`),
    options().timeoutMs,
  );
  process.once("SIGINT", () => abort(130, "interrupted"));
  process.once("SIGTERM", () => abort(143, "terminated"));
  try {
    await bench(procs, (h) => {
      home = h;
    });
    await finish(0);
  } catch (err) {
    log(`failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    await finish(1);
  }
}

await main();
// A handle some library left open must not keep a finished benchmark alive.
setTimeout(() => process.exit(), 3_000).unref();
