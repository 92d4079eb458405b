// The `mcp` proxy (McpProxy over Runtime) opened the way the host opens it, against real fixture
// processes and listeners on 127.0.0.1, and a finish that proves what every row of the
// integration and fault suites shares:
//   - no leaked process: every pid a fixture logged (`start`, `grandchild`), a connection
//     reported or a row added is gone once the runtimes are closed (checked by pid, never by name);
//   - no leaked file: no spill directory is left under any runtime's spill base;
//   - every helper process and listener the test itself started is released.
// Temporary homes come from tempDir (./temp.ts) and are removed after the test's afterEach.
import type { ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { createServer } from "node:http";
import { join } from "node:path";
import { expect } from "vitest";
import type { LoadedConfig } from "../../src/config/index.js";
import { loadConfig } from "../../src/config/index.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import { Runtime } from "../../src/runtime/runtime.js";
import type { EraRow } from "./eras.js";
import { writeUserServers } from "./files.js";
import type { HostileFront, HostileMode } from "./hostile-front.js";
import { hostileFront } from "./hostile-front.js";
import { FIXTURE, MINI, ROOT } from "./paths.js";
import { eventPids } from "./processes.js";
import { closeListener, killChild, reapSurvivors } from "./resources.js";
import type { Recorded } from "./servers.js";
import { listen, recordingHandler, startHttpChild } from "./servers.js";
import { sessionFront } from "./session-front.js";
import { spillDirsUnder } from "./spills.js";
import { tempDir } from "./temp.js";

/** requestTimeoutMs for rows that do not test a timeout: far above the fixture's 1-2 s start. */
export const LONG_TIMEOUT_MS = 20_000;

/** A server entry of mcp.json; rows add whatever fields they test. */
export interface ServerSpec {
  readonly command?: string;
  readonly args?: readonly string[];
  readonly cwd?: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly [field: string]: unknown;
}

export interface Session {
  readonly home: string;
  readonly spillBase: string;
  readonly config: LoadedConfig;
  readonly runtime: Runtime;
  readonly proxy: McpProxy;
}

export class ProxyHarness {
  private readonly runtimes: Runtime[] = [];
  private readonly spillBases = new Set<string>();
  private readonly eventFiles: string[] = [];
  private readonly seenPids = new Set<number>();
  private readonly children: ChildProcess[] = [];
  private readonly listeners: Server[] = [];
  /** Extra pids a row started or learnt about (sidecars); checked like the fixture's. */
  readonly extraPids = new Set<number>();

  tempDir(prefix = "proxy-"): string {
    return tempDir(prefix);
  }

  eventsFile(): string {
    const file = join(this.tempDir("proxy-events-"), "events.log");
    this.eventFiles.push(file);
    return file;
  }

  /** A FIXTURE_FAULT_FILE that exists (armed); disarm() removes it. */
  faultFile(): { path: string; disarm: () => void; arm: () => void } {
    const path = join(this.tempDir("fault-arm-"), "armed");
    writeFileSync(path, "");
    return { path, disarm: () => rmSync(path, { force: true }), arm: () => writeFileSync(path, "") };
  }

  /** The fixture server over stdio, with its own events file. */
  fixture(
    env: Readonly<Record<string, string>> = {},
    extra: Readonly<Record<string, unknown>> = {},
  ): { spec: ServerSpec; events: string } {
    const events = this.eventsFile();
    return {
      spec: {
        command: process.execPath,
        args: ["--import", "tsx", FIXTURE, "stdio"],
        cwd: ROOT,
        env: { FIXTURE_EVENTS_FILE: events, ...env },
        ...extra,
      },
      events,
    };
  }

  /** The fixture over stdio with a request timeout far above its start (rows that test no timeout). */
  stdio(
    env: Readonly<Record<string, string>> = {},
    extra: Readonly<Record<string, unknown>> = {},
  ): { spec: ServerSpec; events: string } {
    return this.fixture(env, { requestTimeoutMs: LONG_TIMEOUT_MS, ...extra });
  }

  /** The fixture over stdio speaking the era of `row`, configured as `row` says. */
  eraFixture(row: EraRow, env: Readonly<Record<string, string>> = {}): { spec: ServerSpec; events: string } {
    return this.fixture(
      { FIXTURE_ERA: row.fixture, ...env },
      row.protocolVersion === undefined ? {} : { protocolVersion: row.protocolVersion },
    );
  }

  /** The mini server over stdio, with its own events file. */
  mini(extra: { requestTimeoutMs?: number } = {}): { spec: ServerSpec; events: string } {
    const events = this.eventsFile();
    return {
      spec: { command: process.execPath, args: [MINI], cwd: ROOT, env: { MINI_EVENTS_FILE: events }, ...extra },
      events,
    };
  }

  /** The fixture in http mode on 127.0.0.1 (started by the test, so killed by the harness). */
  async http(
    env: Readonly<Record<string, string>> = {},
    events: string = this.eventsFile(),
  ): Promise<{ child: ChildProcess; port: number; url: string; events: string }> {
    const started = await startHttpChild(
      ["--import", "tsx", FIXTURE, "http"],
      { FIXTURE_PORT: "0", FIXTURE_EVENTS_FILE: events, ...env },
      (c) => this.children.push(c),
      "the http fixture",
    );
    return { ...started, events };
  }

  /** A plain listener that records every request reaching it (another origin). */
  async recorder(): Promise<{ port: number; requests: Recorded[] }> {
    const requests: Recorded[] = [];
    return { port: await this.listen(createServer(recordingHandler(requests))), requests };
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

  /** A raw hostile front for an HTTP fixture (./hostile-front.ts), on 127.0.0.1. */
  async hostileFront(target: number, mode: HostileMode): Promise<HostileFront & { url: string }> {
    const front = hostileFront(target, mode);
    const port = await this.listen(createServer(front.handler));
    return Object.assign(front, { url: `http://127.0.0.1:${port}/mcp` });
  }

  private listen(server: Server): Promise<number> {
    this.listeners.push(server);
    return listen(server);
  }

  /** Writes `servers` to ~/.config/mcp/mcp.json of a fresh home and opens a runtime and proxy on it. */
  open(servers: Readonly<Record<string, ServerSpec>>, environment: Readonly<Record<string, string>> = {}): Session {
    const home = this.tempDir("proxy-home-");
    mkdirSync(join(home, "project"));
    writeUserServers(home, servers);
    const s = this.start(home, environment);
    expect([...s.config.servers.keys()]).toEqual(Object.keys(servers));
    return s;
  }

  /** Reload: what session_shutdown + session_start do (close the runtime, open a new one on the same files). */
  async reload(s: Session): Promise<Session> {
    this.notePids(s.runtime);
    await s.runtime.close();
    return this.start(s.home);
  }

  private start(home: string, environment: Readonly<Record<string, string>> = {}): Session {
    const config = loadConfig({ home, cwd: join(home, "project"), projectTrusted: false });
    expect(config.problems.map((p) => `${p.code} ${p.pointer}`)).toEqual([]);
    const spillBase = join(home, "spills");
    const runtime = new Runtime(config, {
      environment: { PATH: process.env.PATH ?? "", HOME: home, ...environment },
      cwd: join(home, "project"),
      offline: false,
      spillBase,
    });
    this.runtimes.push(runtime);
    this.spillBases.add(spillBase);
    return { home, spillBase, config, runtime, proxy: new McpProxy(runtime) };
  }

  /** A runtime the test built itself (another option set): closed and checked like the harness's own. */
  adopt(runtime: Runtime, spillBase?: string): Runtime {
    this.runtimes.push(runtime);
    if (spillBase !== undefined) this.spillBases.add(spillBase);
    return runtime;
  }

  /**
   * Closes every runtime so far, its servers' pids noted first, for a test that goes on with fresh
   * ones (a later session on the same files); a close that fails fails the test. finish() still
   * checks that their servers are gone.
   */
  async closeRuntimes(): Promise<void> {
    const closing = this.runtimes.splice(0);
    for (const r of closing) this.notePids(r);
    await Promise.all(closing.map((r) => r.close()));
  }

  /** Remembers the live pid of every connected server of `runtime` (for servers without an events file). */
  notePids(runtime: Runtime): void {
    if (runtime.closed) return;
    for (const name of runtime.serverNames) {
      const pid = runtime.server(name).current?.pid;
      if (pid !== undefined) this.seenPids.add(pid);
    }
  }

  /** Pids logged by every fixture of this test so far. */
  loggedPids(): number[] {
    return [...new Set(this.eventFiles.flatMap(eventPids))];
  }

  /**
   * Closes every runtime, then reports what leaked: processes still alive (now killed) and spill
   * directories still present. Releases everything the test itself started.
   */
  async finish(): Promise<{ processes: number[]; spillDirs: string[] }> {
    for (const r of this.runtimes) this.notePids(r);
    await Promise.allSettled(this.runtimes.splice(0).map((r) => r.close()));
    // Servers the test started itself (HTTP fixtures) are not the adapter's to stop: they are
    // killed below. Everything else logged or seen must be gone already.
    const own = new Set(this.children.map((c) => c.pid));
    const pids = new Set([...this.seenPids, ...this.loggedPids(), ...this.extraPids].filter((p) => !own.has(p)));
    const processes = await reapSurvivors(pids, 1_000);
    const spillDirs = [...this.spillBases].flatMap((base) => spillDirsUnder(base).map((n) => join(base, n)));
    for (const child of this.children.splice(0)) await killChild(child, 10_000);
    for (const server of this.listeners.splice(0)) await closeListener(server);
    this.seenPids.clear();
    this.extraPids.clear();
    this.spillBases.clear();
    this.eventFiles.splice(0);
    return { processes, spillDirs };
  }

  /** finish(), for rows that check only processes: the pids that were still alive. */
  async cleanup(): Promise<number[]> {
    return (await this.finish()).processes;
  }
}
