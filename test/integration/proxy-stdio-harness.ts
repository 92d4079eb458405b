// Shared setup for the proxy-stdio integration tests: a temp home with an mcp.json, a Runtime and
// a McpProxy over it, server specs for the fixture, the mini server and the npm reference servers,
// and a cleanup that closes every runtime, checks that no server process (or grandchild) named in
// an events file or seen as a connection's pid is still alive, and removes every temp directory.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect } from "vitest";
import type { LoadedConfig } from "../../src/config/index.js";
import { loadConfig } from "../../src/config/index.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import type { HostResult } from "../../src/results/blocks.js";
import { Runtime } from "../../src/runtime/runtime.js";
import { isAlive, readEvents, waitFor } from "../support/processes.js";

export { isAlive, readEvents, sleep, waitFor } from "../support/processes.js";

export const ROOT = resolve(import.meta.dirname, "../..");
export const FIXTURE = join(ROOT, "test/fixtures/server/fixture-server.ts");
export const MINI = join(ROOT, "test/integration/proxy-stdio-mini-server.mjs");
export const EVERYTHING = join(ROOT, "node_modules/@modelcontextprotocol/server-everything/dist/index.js");
export const FILESYSTEM = join(ROOT, "node_modules/@modelcontextprotocol/server-filesystem/dist/index.js");

export interface ServerSpec {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  readonly env?: Readonly<Record<string, string>>;
  readonly requestTimeoutMs?: number;
  readonly protocolVersion?: string;
}

/**
 * The era dimension of the integration rows: which protocol the fixture speaks, what the server
 * entry asks for, and what the connection must end up speaking.
 */
export interface EraRow {
  readonly fixture: "legacy" | "modern" | "dual";
  readonly protocolVersion?: string;
  readonly era: "legacy" | "modern";
  readonly version: string;
}
export const ERA_ROWS: readonly EraRow[] = [
  { fixture: "legacy", era: "legacy", version: "2025-11-25" },
  { fixture: "modern", era: "modern", version: "2026-07-28" },
  { fixture: "modern", protocolVersion: "2026-07-28", era: "modern", version: "2026-07-28" },
  { fixture: "dual", era: "modern", version: "2026-07-28" },
  { fixture: "dual", protocolVersion: "legacy", era: "legacy", version: "2025-11-25" },
];
export const eraLabel = (r: EraRow): string => `${r.fixture} fixture, protocolVersion ${r.protocolVersion ?? "(auto)"}`;

/** Pids of server processes (`start <pid>`) and grandchildren (`grandchild <pid>`) in an events file. */
export function eventPids(file: string): number[] {
  return readEvents(file)
    .map((l) => /^(?:start|grandchild) (\d+)\b/.exec(l)?.[1])
    .filter((p): p is string => p !== undefined)
    .map(Number);
}

export const startPids = (file: string): number[] =>
  readEvents(file)
    .flatMap((l) => /^start (\d+) /.exec(l)?.[1] ?? [])
    .map(Number);

/** Every text block of a result, joined. */
export const textOf = (r: HostResult): string =>
  r.content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n");

export const meta = (r: HostResult): Record<string, unknown> => r.details.travis234Mcp as Record<string, unknown>;

/** The body inside one untrusted-data label (whole text when unlabelled). */
export function labelBody(t: string): string {
  const m = /^\[mcp ([a-z ]+) ([0-9A-Z]{4,})[^\n]*\]\n([\s\S]*)\n\[\/mcp \2\]$/.exec(t);
  return m?.[3] ?? t;
}

/** The body of the one item of a resource read or prompt: the label body without its item header line. */
export function itemBody(t: string): string {
  const b = labelBody(t);
  const header = /^\[(?:(?:item \d+ )?mime=[^\]\n]*|message \d+ role=[a-z_-]+)\]\n/.exec(b);
  return header ? b.slice(header[0].length) : `(no item header) ${b}`;
}

/** Removes what legitimately differs between two equal results: label nonces and spill references. */
export function normalised(r: HostResult): unknown {
  return JSON.parse(
    JSON.stringify(r)
      .replace(/mcp-output-[0-9a-f]{32}/g, "mcp-output-REF")
      .replace(/\[(\/?)mcp ([a-z ]*?)[0-9A-Z]{4,}(?=[\] ])/g, "[$1mcp $2NONCE"),
  );
}

export const OUTPUT_REF = /mcp-output-[0-9a-f]{32}/g;

export class Harness {
  private readonly dirs: string[] = [];
  private readonly runtimes: Runtime[] = [];
  private readonly events: string[] = [];
  private readonly seenPids = new Set<number>();

  tempDir(prefix = "proxy-stdio-"): string {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    this.dirs.push(dir);
    return dir;
  }

  eventsFile(): string {
    const file = join(this.tempDir("proxy-stdio-events-"), "events.log");
    this.events.push(file);
    return file;
  }

  /** The fixture server over stdio, with its own events file. */
  fixture(
    env: Readonly<Record<string, string>> = {},
    extra: { requestTimeoutMs?: number; protocolVersion?: string } = {},
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

  /** The fixture over stdio speaking the era of `row`, configured as `row` says. */
  eraFixture(row: EraRow, env: Readonly<Record<string, string>> = {}): { spec: ServerSpec; events: string } {
    return this.fixture(
      { FIXTURE_ERA: row.fixture, ...env },
      row.protocolVersion === undefined ? {} : { protocolVersion: row.protocolVersion },
    );
  }

  mini(extra: { requestTimeoutMs?: number } = {}): { spec: ServerSpec; events: string } {
    const events = this.eventsFile();
    return {
      spec: { command: process.execPath, args: [MINI], cwd: ROOT, env: { MINI_EVENTS_FILE: events }, ...extra },
      events,
    };
  }

  /** Writes `servers` into ~/.config/mcp/mcp.json of a fresh home and opens a runtime on it. */
  open(
    servers: Readonly<Record<string, ServerSpec>>,
    environment: Readonly<Record<string, string>> = {},
  ): { runtime: Runtime; proxy: McpProxy; config: LoadedConfig; spillBase: string } {
    const home = this.tempDir("proxy-stdio-home-");
    const project = join(home, "project");
    mkdirSync(join(home, ".config/mcp"), { recursive: true });
    mkdirSync(project);
    writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: servers }, null, 2));
    const config = loadConfig({ home, cwd: project, projectTrusted: false });
    expect(config.problems.map((p) => `${p.code} ${p.pointer}`)).toEqual([]);
    expect([...config.servers.keys()]).toEqual(Object.keys(servers));
    const spillBase = join(home, "spills");
    const runtime = new Runtime(config, {
      environment: { PATH: process.env.PATH ?? "", HOME: home, ...environment },
      cwd: project,
      offline: false,
      spillBase,
    });
    this.runtimes.push(runtime);
    return { runtime, proxy: new McpProxy(runtime), config, spillBase };
  }

  /** Remembers the live pid of every server of `runtime` (for servers without an events file). */
  notePids(runtime: Runtime): void {
    for (const name of runtime.serverNames) {
      if (runtime.closed) return;
      const pid = runtime.server(name).current?.pid;
      if (pid !== undefined) this.seenPids.add(pid);
    }
  }

  /** Closes everything; returns the pids that were still alive (and have now been killed). */
  async cleanup(): Promise<number[]> {
    for (const r of this.runtimes) this.notePids(r);
    await Promise.allSettled(this.runtimes.splice(0).map((r) => r.close()));
    const pids = new Set([...this.seenPids, ...this.events.flatMap(eventPids)]);
    this.seenPids.clear();
    this.events.splice(0);
    const leaked: number[] = [];
    for (const pid of pids) {
      if (await waitFor(() => !isAlive(pid), 1_000)) continue;
      leaked.push(pid);
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    for (const dir of this.dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    return leaked;
  }
}
