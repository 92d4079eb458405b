// The real-process layer of the lifecycle property: a Runtime and a McpProxy over one stdio server
// (lifecycle-server.mjs, a real child process), driven by a short random command sequence in real
// time. The server's events file is the outside view: which processes started and which call each
// tools/call belonged to.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { LIMIT_VALUES, LIMITS } from "../../../generated/limits.js";
import type { ReconnectPolicy } from "../../../src/config/index.js";
import { loadConfig } from "../../../src/config/index.js";
import { AdapterError, ERROR_CODES } from "../../../src/errors/index.js";
import { McpProxy } from "../../../src/proxy/proxy.js";
import type { HostResult } from "../../../src/results/blocks.js";
import { Runtime } from "../../../src/runtime/runtime.js";
import { isAlive, readEvents, sleep, waitFor } from "../../support/processes.js";
import { count } from "./coverage.js";

const SERVER = resolve(import.meta.dirname, "lifecycle-server.mjs");
const NAME = "s";
/** Bounds connect and every request; `work` longer than this times out. */
export const REQUEST_TIMEOUT_MS = 800;
const SETTLE_BOUND_MS = 15_000;
/**
 * After an outside kill the runtime learns of the death from the exit event, then waits up to
 * process.stdoutDrainMs for the rest of stdout before it changes state: until then "connected"
 * with a dead process is the design. The margin is scheduling slack on a loaded two-core machine.
 */
export const DEATH_NOTICED_BOUND_MS = LIMIT_VALUES["process.stdoutDrainMs"] + 2_000;
const CODES = new Set<string>(ERROR_CODES);
const EXPECTED_FAILURES = new Set<string>([
  "MCPA_RUNTIME_CONNECTION_LOST",
  "MCPA_RUNTIME_TIMEOUT",
  "MCPA_RUNTIME_CONNECT_FAILED",
  "MCPA_RUNTIME_CLOSED",
]);

interface RealCall {
  readonly id: number;
  readonly label: string;
  readonly controller: AbortController;
  aborted: boolean;
  settled: boolean;
  result?: HostResult;
  thrown?: unknown;
}

export class RealRun {
  readonly violations: string[] = [];
  private readonly dir = mkdtempSync(join(tmpdir(), "lifecycle-prop-real-"));
  readonly events = join(this.dir, "events.log");
  private readonly home = join(this.dir, "home");
  private readonly calls: RealCall[] = [];
  private runtimes: Runtime[] = [];
  private proxy!: McpProxy;
  private lastId = 0;

  constructor(policy: ReconnectPolicy) {
    mkdirSync(join(this.home, ".config/mcp"), { recursive: true });
    mkdirSync(join(this.home, "project"));
    const server = {
      command: process.execPath,
      args: [SERVER],
      env: { LIFECYCLE_EVENTS_FILE: this.events },
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      reconnect: policy,
    };
    writeFileSync(join(this.home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: { [NAME]: server } }));
    this.open();
  }

  private get runtime(): Runtime {
    return this.runtimes[this.runtimes.length - 1] as Runtime;
  }

  private open(): void {
    const config = loadConfig({ home: this.home, cwd: join(this.home, "project"), projectTrusted: false });
    if (config.problems.length > 0 || !config.servers.has(NAME))
      throw new Error(`bad test config: ${config.problems.map((p) => p.code).join(", ")}`);
    const runtime = new Runtime(config, {
      environment: { PATH: process.env.PATH ?? "", HOME: this.home },
      cwd: join(this.home, "project"),
      offline: false,
      spillBase: join(this.dir, "spills"),
    });
    this.runtimes.push(runtime);
    this.proxy = new McpProxy(runtime);
  }

  private start(label: string, args: Record<string, unknown>): void {
    const id = ++this.lastId;
    const c: RealCall = {
      id,
      label: `${label} #${id}`,
      controller: new AbortController(),
      aborted: false,
      settled: false,
    };
    this.calls.push(c);
    this.proxy.call({ server: NAME, ...args }, { signal: c.controller.signal }).then(
      (result) => {
        c.settled = true;
        c.result = result;
      },
      (err: unknown) => {
        c.settled = true;
        c.thrown = err;
      },
    );
  }

  call(ms: number): void {
    const id = this.lastId + 1;
    this.start(`work(${ms})`, { tool: "work", args: { callId: id, ms } });
  }

  crashTool(): void {
    this.start("crash", { tool: "crash", args: { callId: this.lastId + 1 } });
  }

  reconnect(): void {
    this.start("reconnect", { operation: "reconnect" });
  }

  /** The server process is killed from outside. */
  kill(): void {
    const pid = this.runtime.closed ? undefined : this.runtime.server(NAME).current?.pid;
    if (pid === undefined) return;
    try {
      process.kill(pid, "SIGKILL");
      count("real kill");
    } catch {
      // Already gone.
    }
  }

  async cancel(): Promise<void> {
    const c = this.calls.filter((x) => !x.settled).pop();
    if (!c) return;
    c.aborted = true;
    c.controller.abort();
    // An aborted call settles within 100 ms; allow scheduling slack.
    if (!(await waitFor(() => c.settled, 1_000, 5)))
      this.violations.push(`${c.label} did not settle within 1 s of its abort`);
  }

  async reload(): Promise<void> {
    await this.closeRuntime();
    this.open();
    count("real reload");
  }

  private startedPids(): number[] {
    return readEvents(this.events)
      .flatMap((l) => /^start (\d+)$/.exec(l)?.[1] ?? [])
      .map(Number);
  }

  private async closeRuntime(): Promise<void> {
    await this.runtime.close();
    const alive = this.startedPids().filter(isAlive);
    if (alive.length > 0)
      this.violations.push(`server processes ${alive.join(", ")} still alive after runtime.close() resolved`);
  }

  /** Invariants that hold between any two commands. */
  check(): void {
    const alive = this.startedPids().filter(isAlive);
    if (alive.length > 1) this.violations.push(`${alive.length} live server processes at once: ${alive.join(", ")}`);
    const seen = new Map<string, number>();
    for (const l of readEvents(this.events)) {
      const id = /^tools\/call (\d+)$/.exec(l)?.[1];
      if (id === undefined) continue;
      seen.set(id, (seen.get(id) ?? 0) + 1);
      if (seen.get(id) === 2) this.violations.push(`tools/call of call #${id} reached the server twice (replayed)`);
    }
    for (const c of this.calls) {
      if (!c.settled) continue;
      if (c.thrown !== undefined) {
        const code = AdapterError.isInstance(c.thrown) ? c.thrown.code : String(c.thrown);
        if (code !== "MCPA_RUNTIME_CANCELLED" || !c.aborted)
          this.violations.push(`${c.label} threw ${code}${c.aborted ? "" : " though never aborted"}`);
        continue;
      }
      const code = (c.result?.details.travis234Mcp as { code?: string } | undefined)?.code;
      if (code !== undefined && !CODES.has(code))
        this.violations.push(`${c.label} ended with ${code}, not a catalog code`);
      // This server never answers with an error: a call fails only by its process dying, a
      // timeout, a failed (re)connect or the runtime closing.
      if (code !== undefined && !EXPECTED_FAILURES.has(code)) this.violations.push(`${c.label} ended with ${code}`);
    }
    for (const st of this.runtime.status()) {
      if (st.lastErrorCode !== undefined && !CODES.has(st.lastErrorCode))
        this.violations.push(`status has lastErrorCode ${st.lastErrorCode}`);
    }
  }

  /** Lets every call settle, checks what status says against the process, then closes. */
  async finish(): Promise<void> {
    if (!(await waitFor(() => this.calls.every((c) => c.settled), SETTLE_BOUND_MS, 10))) {
      this.violations.push(
        `calls never settled: ${this.calls
          .filter((c) => !c.settled)
          .map((c) => c.label)
          .join(", ")}`,
      );
    }
    const server = this.runtime.closed ? undefined : this.runtime.server(NAME);
    const adoptedLive = (): boolean => {
      const conn = server?.current;
      return conn !== undefined && !conn.isClosed() && conn.pid !== undefined && isAlive(conn.pid);
    };
    // A process killed from outside: status may say "connected" until the death is noticed, which
    // is bounded; wait, that long at most, for the state to leave "connected" (or for a live
    // connection to be adopted again). The check below still fails a status that never agrees.
    if (server && server.status().state === "connected" && !adoptedLive()) {
      count("real death not yet noticed at the end");
      await waitFor(() => (server.status().state === "connected") === adoptedLive(), DEATH_NOTICED_BOUND_MS, 5);
    }
    // Let an automatic reconnect that is still backing off finish (or give up) too.
    if (server)
      await waitFor(() => !["connecting", "reconnecting"].includes(server.status().state), SETTLE_BOUND_MS, 10);
    this.check();
    if (server) {
      const st = server.status();
      const conn = server.current;
      const live = adoptedLive();
      if ((st.state === "connected") !== live)
        this.violations.push(`status says ${st.state} but the adopted connection is ${live ? "live" : "gone"}`);
      const others = this.startedPids().filter((p) => isAlive(p) && p !== conn?.pid);
      if (others.length > 0)
        this.violations.push(`server processes ${others.join(", ")} alive but not the adopted connection`);
      if (st.state === "connected") count("real ends connected");
    }
    await this.closeRuntime();
    for (const _ of this.startedPids()) count("real server start");
    for (const st of this.runtime.status())
      if (st.state !== "closing") this.violations.push(`status after close is ${st.state}`);
    for (const c of this.calls) {
      if (c.thrown === undefined && c.result && !c.result.isError) count("real call ok");
      if (c.result?.isError) count(`real ${(c.result.details.travis234Mcp as { code?: string }).code ?? "tool error"}`);
    }
  }

  /** Whatever happened, leaves no process and no directory behind. */
  async cleanup(): Promise<void> {
    await Promise.allSettled(this.runtimes.map((r) => r.close()));
    for (const pid of this.startedPids()) {
      if (await waitFor(() => !isAlive(pid), 1_000)) continue;
      this.violations.push(`server process ${pid} leaked`);
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

type RealCmd = fc.AsyncCommand<Record<string, never>, RealRun>;

function realCommand(label: string, act: (run: RealRun) => void | Promise<void>): RealCmd {
  return {
    check: () => true,
    run: async (_m, run) => {
      await act(run);
      // Give the processes a moment to react before looking at them.
      await sleep(5);
      run.check();
      if (run.violations.length > 0)
        throw new Error(`lifecycle invariant broken (real processes):\n- ${run.violations.join("\n- ")}`);
    },
    toString: () => label,
  };
}

export const realCommandArb: fc.Arbitrary<RealCmd> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .constantFrom(0, 40, REQUEST_TIMEOUT_MS + 400)
      .map((ms) => realCommand(`call(${ms})`, (r) => r.call(ms))),
  },
  { weight: 1, arbitrary: fc.constant(realCommand("crashTool", (r) => r.crashTool())) },
  { weight: 1, arbitrary: fc.constant(realCommand("kill", (r) => r.kill())) },
  { weight: 2, arbitrary: fc.constant(realCommand("cancel", (r) => r.cancel())) },
  { weight: 2, arbitrary: fc.constant(realCommand("reconnect", (r) => r.reconnect())) },
  { weight: 3, arbitrary: fc.constantFrom(10, 100, 300).map((ms) => realCommand(`wait(${ms})`, () => sleep(ms))) },
  { weight: 1, arbitrary: fc.constant(realCommand("reload", (r) => r.reload())) },
);

const attempts = LIMITS["config.reconnect.maxAttempts"];
/** The shortest backoff the configuration allows keeps a run short. */
export const realPolicyArb: fc.Arbitrary<ReconnectPolicy> = fc.record({
  automatic: fc.boolean(),
  maxAttempts: fc.integer({ min: attempts.min, max: attempts.max }),
  baseDelayMs: fc.constant(LIMITS["config.reconnect.baseDelayMs"].min),
});
