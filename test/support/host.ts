// The end-to-end host: the real Travis234 CLI against the scripted mock model (test/e2e/mock-llm.ts):
// a temp agent dir (models.json with the loopback "mock" provider, mcp.json with the fixture
// server over stdio), a temp HOME and cwd,
// and a planted secret in the host's environment that only an env reference in mcp.json names.
// Every host run is bounded in time (its process group is killed on timeout), and every process
// the run started is attributed (fixture pids from the events file; the sidecar and anything else
// by the run's unique agent dir in /proc/<pid>/environ) so tests can prove nothing outlives it.

import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { MockLlm, ScriptTurn } from "../e2e/mock-llm.js";
import { startMockLlm } from "../e2e/mock-llm.js";
import { filesUnder } from "./files.js";
import type { ProcInfo } from "./host-procs.js";
import { sameProcessAlive, scanProc } from "./host-procs.js";
import { FIXTURE, ROOT, SHIM, TRAVIS, VENV } from "./paths.js";
import { readEvents, waitFor } from "./processes.js";
import { tempDir } from "./temp.js";

export const HOST_PRESENT = existsSync(TRAVIS);
/**
 * The planted secret: random per test process (so no file on disk, this one included, holds it),
 * and not shaped like what the host's own redactor catches (sk-…, Bearer …).
 */
export const PLANTED = `e2ePlanted${randomBytes(12).toString("hex")}`;

/** Outside CI a missing host skips the suite loudly; in CI it is a failure. */
export function requireHost(suite: string): boolean {
  if (!HOST_PRESENT && process.env.CI)
    throw new Error(`the Travis234 host is missing at ${TRAVIS}; npm test installs it (npm run provision)`);
  if (!HOST_PRESENT)
    console.warn(`skipping ${suite}: no Travis234 venv at ${VENV} (set TRAVIS234_VENV or run npm run provision)`);
  return HOST_PRESENT;
}

export interface HostEnvOptions {
  readonly script: readonly ScriptTurn[];
  readonly agentSettings?: object;
  readonly projectSettings?: object;
}

export interface HostEnv {
  readonly root: string;
  readonly agentDir: string;
  readonly home: string;
  readonly cwd: string;
  readonly eventsFile: string;
  readonly mock: MockLlm;
  readonly env: NodeJS.ProcessEnv;
  /** Processes the run started: seen by the /proc scan with this run's agent dir in their
   * environment, or fixtures by their `start` line. */
  readonly attributed: Map<number, ProcInfo>;
  /** One /proc scan (startHost runs it every 100 ms while the host runs). */
  scan(): void;
  events(): string[];
  fixturePids(): number[];
  sidecarPids(): number[];
  /** Every attributed process that is still alive (the same process: pid and start time). */
  survivors(): number[];
  cleanup(): Promise<void>;
}

export async function createHostEnv(options: HostEnvOptions): Promise<HostEnv> {
  const root = tempDir("travis234-e2e-");
  const agentDir = join(root, "agent");
  const home = join(root, "home");
  const cwd = join(root, "project");
  const eventsFile = join(root, "fixture-events.log");
  for (const d of [agentDir, home, cwd]) mkdirSync(d, { recursive: true });
  const mock = await startMockLlm(options.script);
  const json = (path: string, value: unknown): void => writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
  json(join(agentDir, "models.json"), {
    providers: {
      mock: {
        baseUrl: mock.baseUrl,
        api: "openai-completions",
        apiKey: "test-key",
        models: [{ id: "scripted", contextWindow: 128000, maxTokens: 4096 }],
      },
    },
  });
  json(join(agentDir, "mcp.json"), {
    mcpServers: {
      fixture: {
        command: process.execPath,
        args: ["--import", "tsx", FIXTURE, "stdio"],
        cwd: ROOT,
        env: { API_TOKEN: "${E2E_PLANTED}", FIXTURE_EVENTS_FILE: eventsFile },
      },
    },
  });
  if (options.agentSettings) json(join(agentDir, "settings.json"), options.agentSettings);
  if (options.projectSettings) {
    mkdirSync(join(cwd, ".travis234"), { recursive: true });
    json(join(cwd, ".travis234", "settings.json"), options.projectSettings);
  }
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? "/usr/bin:/bin",
    HOME: home,
    LANG: "C.UTF-8",
    NO_COLOR: "1",
    TERM: "dumb",
    TRAVIS234_CODING_AGENT_DIR: agentDir,
    E2E_PLANTED: PLANTED,
    // The shim imports python/travis234_mcp_packaging: leave no __pycache__ in the repository.
    PYTHONDONTWRITEBYTECODE: "1",
    // Loopback only: never route the mock through a proxy.
    NO_PROXY: "127.0.0.1,localhost",
    no_proxy: "127.0.0.1,localhost",
  };
  const attributed = new Map<number, ProcInfo>();
  const events = (): string[] => readEvents(eventsFile);
  const fixturePids = (): number[] => events().flatMap((l) => /^start (\d+) /.exec(l)?.slice(1).map(Number) ?? []);
  const scan = (): void => scanProc(agentDir, attributed, fixturePids());
  const sidecarPids = (): number[] => {
    const fixtures = new Set(fixturePids());
    return [...attributed]
      .filter(([pid, p]) => !fixtures.has(pid) && /travis234-mcp\.js sidecar$/.test(p.cmd))
      .map(([pid]) => pid);
  };
  const survivors = (): number[] => {
    scan();
    return [...attributed].filter(([pid, p]) => sameProcessAlive(pid, p)).map(([pid]) => pid);
  };
  return {
    root,
    agentDir,
    home,
    cwd,
    eventsFile,
    mock,
    env,
    attributed,
    scan,
    events,
    fixturePids,
    sidecarPids,
    survivors,
    async cleanup() {
      for (const pid of survivors()) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
      await mock.close();
    },
  };
}

/** Waits (bounded) for every process the run started to be gone; returns the survivors. */
export async function survivorsAfterExit(env: HostEnv, timeoutMs = 5_000): Promise<number[]> {
  await waitFor(() => env.survivors().length === 0, timeoutMs, 50);
  return env.survivors();
}

/** Where the planted secret shows up: the run's outputs, the mock's requests, files under root. */
export function secretSightings(env: HostEnv, outputs: Readonly<Record<string, string>>): string[] {
  const found = Object.entries(outputs)
    .filter(([, text]) => text.includes(PLANTED))
    .map(([name]) => name);
  env.mock.requests.forEach((r, i) => {
    if (r.raw.includes(PLANTED) || JSON.stringify(r.headers).includes(PLANTED)) found.push(`mock request ${i}`);
  });
  for (const f of filesUnder(env.root)) if (f.data.includes(PLANTED)) found.push(f.path);
  return found;
}

export interface RunResult {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly timedOut: boolean;
  readonly ms: number;
}

export const BASE_ARGS = [
  "--offline",
  "--no-session",
  "--provider",
  "mock",
  "--model",
  "scripted",
  "--no-tools",
  "--mcp",
] as const;

/** The host's argv for one run: the base flags, --extension unless installed, --cwd, the rest. */
export function hostArgs(
  env: HostEnv,
  extra: readonly string[],
  opts: { readonly extension?: boolean } = {},
): string[] {
  return [...BASE_ARGS, ...(opts.extension === false ? [] : ["--extension", SHIM]), "--cwd", env.cwd, ...extra];
}

export function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // already gone
  }
}

export interface HostProcess {
  readonly child: ChildProcess;
  readonly done: Promise<RunResult>;
  stdout(): string;
  write(line: string): void;
  endInput(): void;
}

/**
 * Spawns travis234 (or another host-side command, e.g. the venv's python running an in-process
 * driver) in its own process group; scans /proc while it runs; kills the group on timeout.
 */
export function startHost(
  env: HostEnv,
  args: readonly string[],
  timeoutMs: number,
  command: string = TRAVIS,
): HostProcess {
  const started = Date.now();
  const child = spawn(command, [...args], {
    cwd: env.cwd,
    env: env.env,
    stdio: ["pipe", "pipe", "pipe"],
    detached: true,
  });
  let stdout = "";
  let stderr = "";
  let timedOut = false;
  child.stdout?.setEncoding("utf8").on("data", (c: string) => (stdout += c));
  child.stderr?.setEncoding("utf8").on("data", (c: string) => (stderr += c));
  child.stdin?.on("error", () => {});
  const scanner = setInterval(() => env.scan(), 100);
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup(child);
  }, timeoutMs);
  const done = new Promise<RunResult>((resolveDone) => {
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      clearInterval(scanner);
      resolveDone({ code, signal, stdout, stderr, timedOut, ms: Date.now() - started });
    });
  });
  return {
    child,
    done,
    stdout: () => stdout,
    write: (line) => void child.stdin?.write(`${line}\n`),
    endInput: () => void child.stdin?.end(),
  };
}

/** One non-interactive run (json or print mode): stdin closed at once. */
export function runHost(env: HostEnv, args: readonly string[], timeoutMs = 45_000): Promise<RunResult> {
  const p = startHost(env, args, timeoutMs);
  p.endInput();
  return p.done;
}

/** Parses JSON Lines output, ignoring non-JSON lines. */
export function jsonLines(text: string): Record<string, unknown>[] {
  return text.split("\n").flatMap((l) => {
    try {
      const v: unknown = JSON.parse(l);
      return typeof v === "object" && v !== null ? [v as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}
