// Runs @modelcontextprotocol/conformance client scenarios against the adapter (conformance/client.ts),
// one at a time, and judges each by its checks.json. `npm run conformance` runs the in-scope
// scenarios at every revision conformance/scenarios.ts lists for them and prints a table;
// `npm run conformance -- <scenario>[@<revision>]...` (or `-- --all`) runs others too, each judged
// against the result conformance/scenarios.ts records for it. test/conformance uses runScenario().
// The revision goes to the runner as `--spec-version`, which hands it to the client as
// MCP_CONFORMANCE_PROTOCOL_VERSION; without one the runner infers it (2026-07-28 for scenarios
// introduced there, 2025-11-25 for the rest).
//
// Why one at a time: sse-retry measures the reconnect delay against a 450-700 ms window, and on a
// busy 2-core machine parallel runs push it late. Each run gets its own output directory in the
// system temp directory, removed afterwards. When `unshare -n` works (root), the run goes into a
// fresh network namespace with only loopback up; otherwise it runs as is (the scenario servers bind
// every interface for the few seconds of a run, and all traffic goes to localhost).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Scenario } from "./scenarios.js";
import { classify, IN_SCOPE_RUNS } from "./scenarios.js";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CLI = join(ROOT, "node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js");
const SHIM = join(ROOT, "conformance", "node20-shim.mjs");
const CLIENT = join(ROOT, "conformance", "client.ts");
/** The runner's own client timeout; the harness bounds each request at 20 s inside it. */
const CLIENT_TIMEOUT_MS = 30_000;

export interface Check {
  readonly id: string;
  readonly name?: string;
  readonly status: string;
  readonly description?: string;
  readonly errorMessage?: string;
  readonly details?: Record<string, unknown>;
}

export interface Attempt {
  readonly exitCode: number | null;
  readonly timedOut: boolean;
  readonly durationMs: number;
  readonly checks: readonly Check[];
  readonly problems: readonly string[];
  /** The runner's output and the client's stdout/stderr, for diagnostics. */
  readonly output: string;
}

export interface ScenarioOutcome {
  readonly scenario: string;
  /** The `--spec-version` it ran at; undefined when the runner inferred it. */
  readonly revision: string | undefined;
  readonly classification: Scenario | undefined;
  readonly passed: boolean;
  readonly isolated: boolean;
  /** Every attempt, the last one deciding; more than one only after a late sse-retry reconnect. */
  readonly attempts: readonly Attempt[];
}

export interface RunOptions {
  /** The revision to run the scenario at (`--spec-version`); default: the runner's inference. */
  readonly revision?: string;
  /** Bound on one attempt, runner included (default 60 s). */
  readonly timeoutMs?: number;
  /**
   * Run inside `unshare -n` with only loopback: "auto" when it works, or "never". Default "auto",
   * or "never" when TRAVIS234_CONFORMANCE_ISOLATE=never.
   */
  readonly isolate?: "auto" | "never";
  /**
   * Extra attempts when the only problem was sse-retry's reconnect arriving slightly late (a
   * WARNING from a loaded machine; too early or very late still fails at once). Default 2.
   */
  readonly lateRetryAttempts?: number;
}

const BAD = new Set(["FAILURE", "WARNING"]);

let unshareWorks: boolean | undefined;
/** Whether `unshare -n` with a loopback interface works here (needs root or user namespaces). */
export function canIsolate(): boolean {
  unshareWorks ??=
    spawnSync("unshare", ["-n", "sh", "-c", "ip link set lo up"], { stdio: "ignore", timeout: 5000 }).status === 0;
  return unshareWorks;
}

const shellQuote = (s: string): string => (/^[A-Za-z0-9_./:=@%+-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`);

function findChecks(dir: string): string | undefined {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isFile() && entry.name === "checks.json") return path;
    if (entry.isDirectory()) {
      const found = findChecks(path);
      if (found) return found;
    }
  }
  return undefined;
}

function readIfThere(path: string | undefined): string {
  return path !== undefined && existsSync(path) ? readFileSync(path, "utf8") : "";
}

/** Problems with one attempt: any FAILURE or WARNING, a missing required check, a bad exit. */
function judge(scenario: string, a: Omit<Attempt, "problems">): string[] {
  const problems: string[] = [];
  if (a.timedOut) problems.push(`timed out after ${a.durationMs} ms`);
  else if (a.exitCode !== 0) problems.push(`conformance exited with ${a.exitCode}`);
  if (a.checks.length === 0) problems.push("no checks.json results");
  for (const c of a.checks)
    if (BAD.has(c.status)) problems.push(`${c.id}: ${c.status}${c.errorMessage ? ` (${c.errorMessage})` : ""}`);
  if (!a.checks.some((c) => c.status === "SUCCESS")) problems.push("no SUCCESS check");
  const spec = classify(scenario);
  if (spec?.scope === "in") {
    for (const id of spec.requiredChecks)
      if (!a.checks.some((c) => c.id === id && c.status === "SUCCESS"))
        problems.push(`required check ${id} did not succeed`);
  }
  return problems;
}

/** Only sse-retry's timing check is WARNING (slightly late), and nothing else is wrong. */
function onlyLateReconnect(a: Attempt): boolean {
  const bad = a.checks.filter((c) => BAD.has(c.status));
  return bad.length === 1 && bad[0]?.id === "client-sse-retry-timing" && bad[0].status === "WARNING";
}

async function attempt(
  scenario: string,
  revision: string | undefined,
  timeoutMs: number,
  isolated: boolean,
): Promise<Attempt> {
  const out = mkdtempSync(join(tmpdir(), "travis234-conformance-out-"));
  try {
    const command = [process.execPath, "--import", "tsx", CLIENT].map(shellQuote).join(" ");
    const node = [
      process.execPath,
      ...(Number(process.versions.node.split(".")[0]) < 22 ? ["--import", pathToFileURL(SHIM).href] : []),
    ];
    const args = [
      ...node,
      CLI,
      "client",
      "--command",
      command,
      "--scenario",
      scenario,
      "--timeout",
      String(CLIENT_TIMEOUT_MS),
      "--output-dir",
      out,
      ...(revision ? ["--spec-version", revision] : []),
    ];
    const [file, ...argv] = isolated
      ? ["unshare", "-n", "sh", "-c", 'ip link set lo up && exec "$@"', "sh", ...args]
      : args;
    const env = { ...process.env };
    delete env.MCP_CONFORMANCE_SCENARIO;
    delete env.MCP_CONFORMANCE_CONTEXT;
    const started = performance.now();
    const run = await new Promise<{ code: number | null; timedOut: boolean; output: string }>((done) => {
      // Its own process group, so that a timeout ends the runner and the client it spawned.
      const child = spawn(file as string, argv, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
      let output = "";
      child.stdout.on("data", (d: Buffer) => (output += d.toString()));
      child.stderr.on("data", (d: Buffer) => (output += d.toString()));
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        try {
          if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
        } catch {
          // already gone
        }
      }, timeoutMs);
      child.on("error", (err) => {
        clearTimeout(timer);
        done({ code: null, timedOut, output: `${output}\n${err.message}` });
      });
      child.on("close", (code) => {
        clearTimeout(timer);
        done({ code, timedOut, output });
      });
    });
    const durationMs = Math.round(performance.now() - started);
    const checksFile = findChecks(out);
    let checks: Check[] = [];
    try {
      checks = checksFile ? (JSON.parse(readFileSync(checksFile, "utf8")) as Check[]) : [];
    } catch {
      checks = [];
    }
    const dir = checksFile ? dirname(checksFile) : undefined;
    const output = [
      run.output,
      `--- client stdout ---\n${readIfThere(dir && join(dir, "stdout.txt"))}`,
      `--- client stderr ---\n${readIfThere(dir && join(dir, "stderr.txt"))}`,
    ].join("\n");
    const partial = { exitCode: run.code, timedOut: run.timedOut, durationMs, checks, output };
    return { ...partial, problems: judge(scenario, partial) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Runs one client scenario against the adapter and judges it. Never runs two at once. */
export async function runScenario(scenario: string, options: RunOptions = {}): Promise<ScenarioOutcome> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm ci (it is a devDependency)`);
  const isolate = options.isolate ?? (process.env.TRAVIS234_CONFORMANCE_ISOLATE === "never" ? "never" : "auto");
  const isolated = isolate === "auto" && canIsolate();
  const attempts: Attempt[] = [];
  const extra = scenario === "sse-retry" ? (options.lateRetryAttempts ?? 2) : 0;
  for (let i = 0; i <= extra; i++) {
    const a = await attempt(scenario, options.revision, options.timeoutMs ?? 60_000, isolated);
    attempts.push(a);
    if (a.problems.length === 0 || !onlyLateReconnect(a)) break;
  }
  const last = attempts[attempts.length - 1] as Attempt;
  return {
    scenario,
    revision: options.revision,
    classification: classify(scenario),
    passed: last.problems.length === 0,
    isolated,
    attempts,
  };
}

function conformanceList(args: readonly string[]): string {
  const node = [
    ...(Number(process.versions.node.split(".")[0]) < 22 ? ["--import", pathToFileURL(SHIM).href] : []),
    CLI,
    "list",
    ...args,
  ];
  const r = spawnSync(process.execPath, node, { cwd: ROOT, encoding: "utf8", timeout: 30_000 });
  if (r.status !== 0) throw new Error(`conformance list ${args.join(" ")} failed: ${r.stderr}`);
  return r.stdout;
}

/** The `  - name [tags]` lines of one section of `conformance list` output. */
function listed(text: string, section: RegExp): [string, string[]][] {
  const out: [string, string[]][] = [];
  let inside = false;
  for (const line of text.split("\n")) {
    if (!line.startsWith(" ")) inside = section.test(line);
    const m = inside ? /^\s+- (\S+)(?: \[([^\]]*)\])?$/.exec(line) : null;
    if (m?.[1]) out.push([m[1], m[2] ? m[2].split(",") : []]);
  }
  return out;
}

/** The client scenarios the installed conformance package lists, with the revisions (or `extension`)
 * each applies to. */
export function listClientScenarios(revision?: string): Record<string, string[]> {
  return Object.fromEntries(
    listed(conformanceList(["--client", ...(revision ? ["--spec-version", revision] : [])]), /^Client scenarios/),
  );
}

/** The client scenarios the installed package names as required for `revision` (`list --requirements`). */
export function listRequiredClientScenarios(revision: string): string[] {
  return listed(conformanceList(["--requirements", revision]), /^Client scenarios/).map(([name]) => name);
}

function summary(o: ScenarioOutcome): { result: string; checks: string; note: string } {
  const last = o.attempts[o.attempts.length - 1] as Attempt;
  const count = (s: string): number => last.checks.filter((c) => c.status === s).length;
  const scored = count("SUCCESS") + count("FAILURE");
  const checks = `${count("SUCCESS")}/${scored}${count("WARNING") ? ` +${count("WARNING")}W` : ""}`;
  const c = o.classification;
  const result =
    c === undefined
      ? o.passed
        ? "PASS (unclassified)"
        : "FAIL (unclassified)"
      : c.scope === "in"
        ? o.passed
          ? "PASS"
          : "FAIL"
        : o.passed
          ? c.expected === "vacuous pass"
            ? "pass (vacuous; out of scope)"
            : "PASS (unexpected; out of scope)"
          : c.expected === "fail"
            ? "fail (expected; out of scope)"
            : "FAIL (unexpected; out of scope)";
  const notes: string[] = [];
  if (o.attempts.length > 1) notes.push(`${o.attempts.length} attempts (late reconnect before)`);
  const timing = last.checks.find((c) => c.id === "client-sse-retry-timing")?.details?.actualDelayMs;
  if (typeof timing === "number") notes.push(`reconnect after ${timing} ms`);
  if (!o.passed) notes.push(last.problems[0] ?? "");
  return { result, checks, note: notes.join("; ") };
}

/** In scope and passed, or out of scope with the result recorded for it. */
export function asExpected(o: ScenarioOutcome): boolean {
  const c = o.classification;
  if (c === undefined) return false;
  if (c.scope === "in") return o.passed;
  return o.passed === (c.expected === "vacuous pass");
}

/** A plain-text table of outcomes. */
export function formatTable(outcomes: readonly ScenarioOutcome[]): string {
  const rows = [
    ["Scenario", "Result", "Checks", "Time", "Notes"],
    ...outcomes.map((o) => {
      const s = summary(o);
      const ms = o.attempts.reduce((n, a) => n + a.durationMs, 0);
      return [
        o.revision ? `${o.scenario} @${o.revision}` : o.scenario,
        s.result,
        s.checks,
        `${(ms / 1000).toFixed(1)} s`,
        s.note,
      ];
    }),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
  const line = (r: readonly string[]): string =>
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(rows[0] ?? []), widths.map((w) => "-".repeat(w)).join("  "), ...rows.slice(1).map(line)].join("\n");
}

const USAGE = `usage: npm run conformance [-- [--all | <scenario>[@<revision>]...] [--no-isolate] [--verbose]]
  (no scenario)  the in-scope client scenarios (conformance/scenarios.ts), one at a time, at each
                 revision listed for them
  <scenario>@<revision>  one scenario at one revision (--spec-version); without @ the runner infers it
  --all          every client scenario the installed conformance version lists (the in-scope ones at
                 their revisions); the out-of-scope ones must show the result recorded for them
  --no-isolate   do not use a loopback-only network namespace even where unshare -n works
  --verbose      print the runner's and the client's output for every scenario
`;

interface Run {
  readonly scenario: string;
  readonly revision: string | undefined;
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  const verbose = argv.includes("--verbose");
  const isolate = argv.includes("--no-isolate") ? "never" : "auto";
  const named = argv
    .filter((a) => !a.startsWith("-"))
    .map((a): Run => {
      const [scenario = a, revision] = a.split("@");
      return { scenario, revision };
    });
  const everything = (): Run[] =>
    Object.keys(listClientScenarios()).flatMap((scenario): Run[] => {
      const c = classify(scenario);
      return c?.scope === "in"
        ? c.revisions.map((revision) => ({ scenario, revision }))
        : [{ scenario, revision: undefined }];
    });
  const runs = argv.includes("--all") ? everything() : named.length > 0 ? named : IN_SCOPE_RUNS;
  const unknown = [...new Set(runs.map((r) => r.scenario))].filter((s) => !classify(s));
  if (unknown.length > 0)
    process.stderr.write(`note: not classified in conformance/scenarios.ts: ${unknown.join(", ")}\n`);
  const outcomes: ScenarioOutcome[] = [];
  process.stdout.write(
    `conformance client scenarios, one at a time${isolate === "auto" && canIsolate() ? ", in a loopback-only network namespace" : ""}\n`,
  );
  for (const { scenario, revision } of runs) {
    process.stdout.write(`  ${scenario}${revision ? ` @${revision}` : ""} ...\n`);
    const outcome = await runScenario(scenario, { isolate, ...(revision ? { revision } : {}) });
    outcomes.push(outcome);
    const last = outcome.attempts[outcome.attempts.length - 1] as Attempt;
    if (verbose || !asExpected(outcome)) process.stdout.write(`${last.output}\n`);
  }
  process.stdout.write(`\n${formatTable(outcomes)}\n\n`);
  const inScope = outcomes.filter((o) => o.classification?.scope === "in");
  const others = outcomes.filter((o) => o.classification?.scope !== "in");
  if (others.length > 0)
    process.stdout.write(
      `out of scope or unclassified: ${others.filter(asExpected).length} as recorded, ${others.filter((o) => !asExpected(o)).length} not\n`,
    );
  process.stdout.write(
    `${inScope.filter((o) => o.passed).length} passed, ${inScope.filter((o) => !o.passed).length} failed\n`,
  );
  return outcomes.every(asExpected) ? 0 : 1;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = await main(process.argv.slice(2));
