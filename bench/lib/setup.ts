// Paths, options (from the environment) and the temporary home with an mcp.json that the in-process
// adapter and the sidecar both load, as a user's would be.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");
export const EVERYTHING = join(ROOT, "node_modules/@modelcontextprotocol/server-everything/dist/index.js");
export const FIXTURE = join(ROOT, "test/fixtures/server/fixture-server.ts");
export const PRELOAD = join(ROOT, "test/fixtures/loopback-preload.mjs");
export const CLI = join(ROOT, "bin/travis234-mcp.js");
const BUNDLE = join(ROOT, "dist/travis234-mcp.mjs");
export const RESULTS = join(ROOT, "bench/results");

export interface Options {
  /** BENCH_QUICK=1: smaller defaults for a quick look (about a third of the time; not for the
   * record); explicit variables still win. */
  readonly quick: boolean;
  /** Repetitions of the whole set of measurements. */
  readonly runs: number;
  /** Echo calls per contender per run. */
  readonly calls: number;
  /**
   * Consecutive echo calls per contender before the next contender's turn. 1 interleaves call by
   * call, which makes every call wake an idle server; a short block keeps the hot sequential path
   * that the SDK was measured on while drift still hits every contender alike.
   */
  readonly block: number;
  /** Echo calls per contender before the first run (not recorded). */
  readonly warmup: number;
  /** Searches per run over the 10,000-tool catalog. */
  readonly searches: number;
  /** BENCH_PYTHON=0 leaves out what needs .venv-bench: the Python adapter and the shim (their rows
   * then say "not run"). */
  readonly python: boolean;
  /** BENCH_MEMORY=0 leaves the memory measurements out. */
  readonly memory: boolean;
  /** Rounds of the memory measurements (each measurement is a fresh process). */
  readonly memoryRuns: number;
  /** Size of the hostile server's one-line message, in MiB. */
  readonly hostileMiB: number;
  /** A memory child still running after this long is killed (and reported as killed). */
  readonly memoryTimeoutMs: number;
  /** The whole benchmark is abandoned (and everything killed) after this long. */
  readonly timeoutMs: number;
  /** BENCH_CLI=0 leaves out the sessions through the real `travis234` CLI. */
  readonly cli: boolean;
  /** Timed calls per CLI session: small echoes, and large ones (their size: `cliLargeChars`). */
  readonly cliCalls: number;
  readonly cliLargeCalls: number;
  readonly cliLargeChars: number;
  /** BENCH_ERAS=0 leaves out the protocol-era rows; echo calls per era row per run. */
  readonly eras: boolean;
  readonly eraCalls: number;
  /** The idle window over which the idle sidecar's CPU time is measured. */
  readonly idleMs: number;
}

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(`${name} must be a positive integer, got ${JSON.stringify(raw)}`);
  return n;
}

function flag(name: string, fallback: boolean): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  if (raw === "1" || raw === "0") return raw === "1";
  throw new Error(`${name} must be 0 or 1, got ${JSON.stringify(raw)}`);
}

export function options(): Options {
  const quick = flag("BENCH_QUICK", false);
  return {
    quick,
    runs: positive("BENCH_RUNS", quick ? 2 : 5),
    calls: positive("BENCH_CALLS", quick ? 100 : 300),
    block: positive("BENCH_BLOCK", 20),
    warmup: positive("BENCH_WARMUP", quick ? 50 : 200),
    searches: positive("BENCH_SEARCHES", quick ? 50 : 200),
    python: flag("BENCH_PYTHON", true),
    memory: flag("BENCH_MEMORY", true),
    memoryRuns: positive("BENCH_MEMORY_RUNS", quick ? 1 : 3),
    hostileMiB: positive("BENCH_HOSTILE_MIB", 1024),
    memoryTimeoutMs: positive("BENCH_MEMORY_TIMEOUT_S", 60) * 1000,
    timeoutMs: positive("BENCH_TIMEOUT_S", 1200) * 1000,
    cli: flag("BENCH_CLI", true),
    cliCalls: positive("BENCH_CLI_CALLS", quick ? 10 : 30),
    cliLargeCalls: positive("BENCH_CLI_LARGE_CALLS", quick ? 5 : 12),
    cliLargeChars: positive("BENCH_CLI_LARGE_CHARS", 120_000),
    eras: flag("BENCH_ERAS", true),
    eraCalls: positive("BENCH_ERA_CALLS", quick ? 20 : 50),
    idleMs: positive("BENCH_IDLE_S", quick ? 3 : 10) * 1000,
  };
}

export interface ServerEntry {
  readonly command?: string;
  readonly args?: readonly string[];
  readonly cwd?: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly url?: string;
}

export interface Home {
  readonly home: string;
  readonly project: string;
  readonly spills: string;
  remove(): void;
}

/** A fresh home with ~/.config/mcp/mcp.json holding the servers (which may use the home for files),
 * and an empty project. */
export function makeHome(serversFor: (home: string) => Readonly<Record<string, ServerEntry>>): Home {
  const home = mkdtempSync(join(tmpdir(), "travis234-bench-"));
  const servers = serversFor(home);
  const project = join(home, "project");
  mkdirSync(join(home, ".config/mcp"), { recursive: true });
  mkdirSync(project);
  writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: servers }, null, 2));
  return { home, project, spills: join(home, "spills"), remove: () => rmSync(home, { recursive: true, force: true }) };
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** How `bin/travis234-mcp.js sidecar` will run: the esbuild bundle (and whether src/ is newer);
 * without one the bin refuses to start. */
export function sidecarEntry(): { kind: "bundle" | "source"; stale: boolean } {
  try {
    const built = statSync(BUNDLE).mtimeMs;
    return {
      kind: "bundle",
      stale: newestMtime(join(ROOT, "src")) > built || newestMtime(join(ROOT, "generated")) > built,
    };
  } catch {
    return { kind: "source", stale: false };
  }
}
