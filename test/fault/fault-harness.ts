// The fault suite's harness: every row drives the real `mcp` proxy (McpProxy over Runtime)
// against real processes and servers on 127.0.0.1, and afterEach proves the three invariants that
// every row shares:
//   - no leaked process: every pid the fixture logged (`start`, `grandchild`) or a connection
//     reported is gone once the runtimes are closed (checked by pid, never by name);
//   - no leaked file: no spill directory is left under any runtime's spill base;
//   - every helper process and listener the test itself started is released.
// The rows themselves assert the fourth: a bounded, coded error, and a next call that works.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { expect } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { loadConfig } from "../../src/config/index.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import type { HostResult } from "../../src/results/blocks.js";
import { Runtime } from "../../src/runtime/runtime.js";
import type { HostileFront, HostileMode } from "../support/hostile-front.js";
import { hostileFront } from "../support/hostile-front.js";
import { isAlive, readEvents, waitFor } from "../support/processes.js";
import { sessionFront } from "../support/session-front.js";
import { spillDirsUnder } from "../support/spills.js";

export { isAlive, readEvents, sleep, waitFor } from "../support/processes.js";

export const ROOT = resolve(import.meta.dirname, "../..");
export const FIXTURE = join(ROOT, "test/fixtures/server/fixture-server.ts");
export { LIMIT_VALUES };

/** requestTimeoutMs for rows that do not test a timeout: far above the fixture's 1-2 s start. */
export const LONG_TIMEOUT_MS = 20_000;
/** Scheduling slack on a loaded, shared two-core machine, beyond what the design allows. */
export const SLACK_MS = 1_500;
/** What "bounded" means for a model-visible error: the catalog's own message bound covers it all. */
export const MAX_ERROR_BYTES = LIMIT_VALUES["config.errorMessage.maxBytes"];

export const count = (file: string, line: string | RegExp): number =>
  readEvents(file).filter((l) => (typeof line === "string" ? l === line : line.test(l))).length;
export const startPids = (file: string): number[] =>
  readEvents(file)
    .flatMap((l) => /^start (\d+) /.exec(l)?.[1] ?? [])
    .map(Number);
const loggedPids = (file: string): number[] =>
  readEvents(file)
    .flatMap((l) => /^(?:start|grandchild) (\d+)\b/.exec(l)?.[1] ?? [])
    .map(Number);

export const textOf = (r: HostResult): string =>
  r.content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n");
export const meta = (r: HostResult): Record<string, unknown> => r.details.travis234Mcp as Record<string, unknown>;

/** The body inside one untrusted-data label (the whole text when unlabelled). */
export function labelBody(t: string): string {
  const m = /^\[mcp ([a-z ]+) ([0-9A-Z]{4,})[^\n]*\]\n([\s\S]*)\n\[\/mcp \2\]$/.exec(t);
  return m?.[3] ?? t;
}

/**
 * A clear, bounded error result: isError, the catalog code in details and as the text's prefix,
 * one text block no larger than the message bound, a fix line, and no stack trace or raw server
 * body. `contains` adds expected fragments (server name, reason, ms).
 */
export function expectError(r: HostResult, code: string, contains: readonly string[] = []): void {
  const t = textOf(r);
  expect(r.isError, t).toBe(true);
  expect(meta(r).code, t).toBe(code);
  expect(r.content, t).toHaveLength(1);
  expect(t.startsWith(`${code}: `), t).toBe(true);
  expect(t).toMatch(/\nFix: \S/);
  expect(Buffer.byteLength(t), t).toBeLessThanOrEqual(MAX_ERROR_BYTES);
  expect(Buffer.byteLength(JSON.stringify(r.details)), t).toBeLessThanOrEqual(1_024);
  expect(t).not.toMatch(/\n\s+at \S|Fixture forced|Error POSTing|xxxxxxxxxx/);
  for (const c of contains) expect(t).toContain(c);
}

/** A successful call whose labelled body is `body`. */
export function expectText(r: HostResult, body: string): void {
  expect(r.isError, textOf(r)).toBe(false);
  expect(labelBody(textOf(r))).toBe(body);
}

/** Runs `p`, returning its value (or thrown error) and how long it took. */
export async function timed<T>(p: Promise<T>): Promise<{ value?: T; error?: unknown; ms: number }> {
  const started = performance.now();
  try {
    const value = await p;
    return { value, ms: performance.now() - started };
  } catch (error) {
    return { error, ms: performance.now() - started };
  }
}

export interface ServerSpec {
  readonly [field: string]: unknown;
}

export interface Session {
  readonly home: string;
  readonly spillBase: string;
  readonly runtime: Runtime;
  readonly proxy: McpProxy;
}

interface HttpFixture {
  readonly child: ChildProcess;
  readonly port: number;
  readonly url: string;
  readonly events: string;
}

export class FaultHarness {
  private readonly dirs: string[] = [];
  private readonly runtimes: Runtime[] = [];
  private readonly spillBases = new Set<string>();
  private readonly eventFiles: string[] = [];
  private readonly seenPids = new Set<number>();
  private readonly children: ChildProcess[] = [];
  private readonly listeners: Server[] = [];
  /** Extra pids a row started or learnt about (sidecars); checked like the fixture's. */
  readonly extraPids = new Set<number>();

  tempDir(prefix = "fault-"): string {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    this.dirs.push(dir);
    return dir;
  }

  eventsFile(): string {
    const file = join(this.tempDir("fault-events-"), "events.log");
    this.eventFiles.push(file);
    return file;
  }

  /** A FIXTURE_FAULT_FILE that exists (armed); disarm() removes it. */
  faultFile(): { path: string; disarm: () => void; arm: () => void } {
    const path = join(this.tempDir("fault-arm-"), "armed");
    writeFileSync(path, "");
    return { path, disarm: () => rmSync(path, { force: true }), arm: () => writeFileSync(path, "") };
  }

  /** The fixture over stdio, logging to its own events file. */
  stdio(
    env: Readonly<Record<string, string>> = {},
    extra: Readonly<Record<string, unknown>> = {},
  ): { spec: ServerSpec; events: string } {
    const events = this.eventsFile();
    const spec = {
      command: process.execPath,
      args: ["--import", "tsx", FIXTURE, "stdio"],
      cwd: ROOT,
      env: { FIXTURE_EVENTS_FILE: events, ...env },
      requestTimeoutMs: LONG_TIMEOUT_MS,
      ...extra,
    };
    return { spec, events };
  }

  /** The fixture in http mode on 127.0.0.1 (started by the test, so killed by the harness). */
  async http(env: Readonly<Record<string, string>> = {}, events: string = this.eventsFile()): Promise<HttpFixture> {
    const child = spawn(process.execPath, ["--import", "tsx", FIXTURE, "http"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", FIXTURE_PORT: "0", FIXTURE_EVENTS_FILE: events, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.children.push(child);
    child.stderr?.resume();
    const port = await new Promise<number>((resolvePort, reject) => {
      const timer = setTimeout(() => reject(new Error("the http fixture did not report its port in time")), 15_000);
      createInterface({ input: child.stdout! }).on("line", (line) => {
        const m = /^LISTENING (\d+)$/.exec(line);
        if (m) {
          clearTimeout(timer);
          resolvePort(Number(m[1]));
        }
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the http fixture exited before listening (${code ?? signal})`));
      });
    });
    return { child, port, url: `http://127.0.0.1:${port}/mcp`, events };
  }

  /** A plain listener that records every request reaching it (another origin). */
  async recorder(): Promise<{ port: number; requests: string[] }> {
    const requests: string[] = [];
    const server = createServer((req, res) => {
      requests.push(`${req.method ?? "?"} ${req.url ?? ""}`);
      req.resume();
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"jsonrpc":"2.0","id":0,"result":{}}');
    });
    return { port: await this.listen(server), requests };
  }

  /**
   * A front for an HTTP fixture that can forget every session it has seen: requests carrying one
   * are answered 404 (as by a restarted server) and never reach the fixture.
   */
  async sessionFront(target: number): Promise<{ url: string; forget: () => void; refused: () => number }> {
    const front = sessionFront(target);
    const port = await this.listen(createServer(front.handler));
    return { url: `http://127.0.0.1:${port}/mcp`, forget: front.forget, refused: front.refused };
  }

  /** A raw hostile front for an HTTP fixture (test/support/hostile-front.ts), on 127.0.0.1. */
  async hostileFront(target: number, mode: HostileMode): Promise<HostileFront & { url: string }> {
    const front = hostileFront(target, mode);
    const port = await this.listen(createServer(front.handler));
    return Object.assign(front, { url: `http://127.0.0.1:${port}/mcp` });
  }

  private async listen(server: Server): Promise<number> {
    this.listeners.push(server);
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    return (server.address() as AddressInfo).port;
  }

  /** Writes `servers` to ~/.config/mcp/mcp.json of a fresh home and opens a runtime and proxy on it. */
  open(servers: Readonly<Record<string, ServerSpec>>): Session {
    const home = this.tempDir("fault-home-");
    mkdirSync(join(home, ".config/mcp"), { recursive: true });
    mkdirSync(join(home, "project"));
    writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: servers }, null, 2));
    return this.start(home);
  }

  /** Reload: what session_shutdown + session_start do (close the runtime, open a new one on the same files). */
  async reload(s: Session): Promise<Session> {
    this.notePids(s.runtime);
    await s.runtime.close();
    return this.start(s.home);
  }

  private start(home: string): Session {
    const config = loadConfig({ home, cwd: join(home, "project"), projectTrusted: false });
    expect(config.problems.map((p) => `${p.code} ${p.pointer}`)).toEqual([]);
    const spillBase = join(home, "spills");
    const runtime = new Runtime(config, {
      environment: { PATH: process.env.PATH ?? "", HOME: home },
      cwd: join(home, "project"),
      offline: false,
      spillBase,
    });
    this.runtimes.push(runtime);
    this.spillBases.add(spillBase);
    return { home, spillBase, runtime, proxy: new McpProxy(runtime) };
  }

  /** A runtime the test built itself (another option set): closed and checked like the harness's own. */
  adopt(runtime: Runtime, spillBase?: string): void {
    this.runtimes.push(runtime);
    if (spillBase !== undefined) this.spillBases.add(spillBase);
  }

  /** Remembers the live pid of every connected server of `runtime`. */
  notePids(runtime: Runtime): void {
    if (runtime.closed) return;
    for (const name of runtime.serverNames) {
      const pid = runtime.server(name).current?.pid;
      if (pid !== undefined) this.seenPids.add(pid);
    }
  }

  /** Pids logged by every fixture of this test so far. */
  loggedPids(): number[] {
    return [...new Set(this.eventFiles.flatMap(loggedPids))];
  }

  /**
   * Closes every runtime, then reports what leaked: processes still alive (now killed) and spill
   * directories still present (now removed). Releases everything the test itself started.
   */
  async finish(): Promise<{ processes: number[]; spillDirs: string[] }> {
    for (const r of this.runtimes) this.notePids(r);
    await Promise.allSettled(this.runtimes.splice(0).map((r) => r.close()));
    // Servers the test started itself (HTTP fixtures) are not the adapter's to stop: they are
    // killed below. Everything else logged or seen must be gone already.
    const own = new Set(this.children.map((c) => c.pid));
    const pids = new Set([...this.seenPids, ...this.loggedPids(), ...this.extraPids].filter((p) => !own.has(p)));
    const processes: number[] = [];
    for (const pid of pids) {
      if (await waitFor(() => !isAlive(pid), 1_000)) continue;
      processes.push(pid);
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    const spillDirs = [...this.spillBases].flatMap((base) => spillDirsUnder(base).map((n) => join(base, n)));
    for (const child of this.children.splice(0)) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    }
    for (const server of this.listeners.splice(0)) {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
    for (const dir of this.dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    this.seenPids.clear();
    this.extraPids.clear();
    this.spillBases.clear();
    this.eventFiles.splice(0);
    return { processes, spillDirs };
  }
}

/** Collects per-row timings and prints them once per file. */
export class Timings {
  private readonly rows: Record<string, number> = {};

  set(name: string, ms: number): void {
    this.rows[name] = Math.round(ms);
  }

  print(file: string): void {
    console.log(`fault timings ${file} (ms): ${JSON.stringify(this.rows)}`);
  }
}
