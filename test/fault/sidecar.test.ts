// Fault suite, sidecar rows: the host crashes (SIGKILL) while the sidecar it started runs a call,
// holds a spill and serves a stdio server that left a grandchild. The sidecar must see stdin EOF,
// cancel, close every server process group and remove its spill directory, then exit. When the
// sidecar is killed together with the host (nothing can clean up then), the spill directory it
// leaves is swept at the next sidecar start, and a directory whose owner still runs is not.
// Processes are checked by pid (process.kill(pid, 0) and /proc state), never by name.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { SPILL_DIR_PREFIX } from "../../src/results/spills.js";
import { FIXTURE, ROOT } from "../support/paths.js";
import { isAlive, readEvents, startPids, waitFor } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { spillDirsUnder } from "../support/spills.js";
import { SLACK_MS, Timings, timed } from "../support/timing.js";

const GRACE_MS = LIMIT_VALUES["process.killGraceMs"];
const BIN = join(ROOT, "bin/travis234-mcp.js");
const CRASH_HOST = join(ROOT, "test/fault/crash-host.mjs");

const h = new ProxyHarness();
const timings = new Timings();
const hosts: ChildProcess[] = [];
afterEach(async () => {
  for (const host of hosts.splice(0)) {
    if (host.exitCode !== null || host.signalCode !== null || host.pid === undefined) continue;
    // The host's group holds the host and its sidecar (never a server: those get their own groups).
    const exited = once(host, "exit");
    try {
      process.kill(-host.pid, "SIGKILL");
    } catch {
      // Gone already.
    }
    await exited;
  }
  expect(await h.finish()).toEqual({ processes: [], spillDirs: [] });
});
afterAll(() => timings.print("sidecar"));

interface Env {
  readonly home: string;
  readonly tmp: string;
  readonly events: string;
  readonly env: NodeJS.ProcessEnv;
}

/** A home whose mcp.json names the fixture over stdio, and a private TMPDIR (the sidecar's spill base). */
function makeEnv(): Env {
  const root = h.tempDir("fault-sidecar-");
  const home = join(root, "home");
  const tmp = join(root, "tmp");
  const agentDir = join(root, "agent");
  const events = h.eventsFile();
  for (const d of [join(home, ".config/mcp"), tmp, agentDir, join(root, "project")]) mkdirSync(d, { recursive: true });
  const fixture = {
    command: process.execPath,
    args: ["--import", "tsx", FIXTURE, "stdio"],
    cwd: ROOT,
    env: { FIXTURE_EVENTS_FILE: events },
    requestTimeoutMs: 20_000,
  };
  writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: { fx: fixture } }));
  return {
    home,
    tmp,
    events,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: home,
      TMPDIR: tmp,
      TRAVIS234_CODING_AGENT_DIR: agentDir,
      LANG: "C.UTF-8",
    },
  };
}

const spillDirs = (tmp: string): string[] => spillDirsUnder(tmp);
const ownerOf = (tmp: string, dir: string): number => Number(readFileSync(join(tmp, dir, "owner.pid"), "utf8"));

/** One host (crash-host.mjs) and its sidecar, spoken to in the sidecar protocol. */
class Host {
  readonly child: ChildProcess;
  private readonly frames: Record<string, unknown>[] = [];
  private nextId = 1;
  sidecarPid = 0;
  /** The tail of the host's and sidecar's stderr, for failure messages. */
  stderr = "";

  constructor(env: Env) {
    this.child = spawn(process.execPath, [CRASH_HOST, BIN], {
      env: env.env,
      stdio: ["pipe", "pipe", "pipe"],
      detached: true,
    });
    hosts.push(this.child);
    this.child.stderr?.setEncoding("utf8").on("data", (c: string) => {
      this.stderr = (this.stderr + c).slice(-8_000);
    });
    this.child.stdin?.on("error", () => {});
    createInterface({ input: this.child.stdout! }).on("line", (line) => {
      try {
        this.frames.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        this.frames.push({ unparsed: line });
      }
    });
  }

  async started(): Promise<number> {
    expect(await waitFor(() => this.frames.some((f) => typeof f.sidecarPid === "number"), 10_000)).toBe(true);
    this.sidecarPid = this.frames.find((f) => typeof f.sidecarPid === "number")?.sidecarPid as number;
    h.extraPids.add(this.sidecarPid);
    return this.sidecarPid;
  }

  send(method: string, params: object): number {
    const id = this.nextId++;
    this.child.stdin?.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
    return id;
  }

  async reply(id: number, timeoutMs = 20_000): Promise<Record<string, unknown>> {
    const find = () => this.frames.find((f) => f.id === id && ("result" in f || "error" in f));
    expect(await waitFor(() => find() !== undefined, timeoutMs), `reply to ${id}`).toBe(true);
    return find() as Record<string, unknown>;
  }

  async initialize(cwd: string): Promise<void> {
    const id = this.send("initialize", {
      protocolVersion: 1,
      host: { name: "fault-suite", version: "0" },
      cwd,
      projectTrusted: false,
      offline: false,
      mode: "rpc",
      reason: "startup",
    });
    expect((await this.reply(id)).result).toMatchObject({ protocolVersion: 1 });
  }

  async call(args: object): Promise<{ isError: boolean; text: string }> {
    const r = await this.reply(this.send("tool/call", { toolCallId: `t${this.nextId}`, tool: "mcp", arguments: args }));
    const result = r.result as { isError: boolean; content: { type: string; text?: string }[] };
    return { isError: result.isError, text: result.content.map((b) => b.text ?? "").join("\n") };
  }
}

const body = (text: string): string => /\]\n([\s\S]*)\n\[\//.exec(text)?.[1] ?? text;

describe.sequential("fault: the sidecar's host crashes", () => {
  it("host killed mid-call: the sidecar exits, the server group (grandchild too) is gone, its spill directory is removed; the next sidecar works", {
    timeout: 60_000,
  }, async () => {
    const env = makeEnv();
    const host = new Host(env);
    const sidecar = await host.started();
    await host.initialize(join(env.home, "..", "project"));
    const spawned = await host.call({ server: "fx", tool: "spawn_grandchild" });
    expect(spawned.isError, spawned.text).toBe(false);
    const grandchild = Number(body(spawned.text));
    const [server] = startPids(env.events);
    expect(isAlive(server!) && isAlive(grandchild)).toBe(true);
    const big = await host.call({ server: "fx", tool: "huge", args: { bytes: LIMIT_VALUES["inline.maxBytes"] + 1 } });
    expect(big.text).toMatch(/mcp-output-[0-9a-f]{32}/);
    const [spill] = spillDirs(env.tmp);
    expect(spill).toBeDefined();
    expect(ownerOf(env.tmp, spill!)).toBe(sidecar);
    host.send("tool/call", {
      toolCallId: "sleeping",
      tool: "mcp",
      arguments: { server: "fx", tool: "sleep", args: { ms: 60_000 } },
    });
    expect(await waitFor(() => readEvents(env.events).includes("tools/call sleep"), 10_000)).toBe(true);

    // The crash: the host dies, its sidecar is orphaned with stdin at EOF and stdout unread.
    process.kill(host.child.pid as number, "SIGKILL");
    const gone = await timed(
      waitFor(() => !isAlive(sidecar) && !isAlive(server!) && !isAlive(grandchild), 2 * GRACE_MS + SLACK_MS),
    );
    timings.set("hostCrashCleanup", gone.ms);
    expect(
      { sidecar: isAlive(sidecar), server: isAlive(server!), grandchild: isAlive(grandchild) },
      host.stderr,
    ).toEqual({ sidecar: false, server: false, grandchild: false });
    expect(spillDirs(env.tmp)).toEqual([]);
    // The server saw the call end with its connection, not run to completion.
    expect(readEvents(env.events).filter((l) => l.startsWith("exit "))).toEqual(["exit 0"]);

    // The next start works and shuts down cleanly.
    const next = new Host(env);
    const nextPid = await next.started();
    await next.initialize(join(env.home, "..", "project"));
    const echo = await next.call({ server: "fx", tool: "echo", args: { text: "next sidecar" } });
    expect(echo.isError, echo.text).toBe(false);
    expect(body(echo.text)).toBe("next sidecar");
    expect((await next.reply(next.send("shutdown", {}))).result).toEqual({});
    expect(await waitFor(() => !isAlive(nextPid), 5_000)).toBe(true);
    expect(startPids(env.events)).toHaveLength(2);
  });

  it("sidecar killed with its host: the stale spill directory is swept at the next sidecar start (a live owner's is kept); the next call works", {
    timeout: 60_000,
  }, async () => {
    const env = makeEnv();
    // A spill directory whose owner is alive (this test process): never swept.
    const live = join(env.tmp, `${SPILL_DIR_PREFIX}live-owner`);
    mkdirSync(live, { mode: 0o700 });
    writeFileSync(join(live, "owner.pid"), String(process.pid));

    const host = new Host(env);
    const sidecar = await host.started();
    await host.initialize(join(env.home, "..", "project"));
    const big = await host.call({ server: "fx", tool: "huge", args: { bytes: LIMIT_VALUES["inline.maxBytes"] + 1 } });
    expect(big.text).toMatch(/mcp-output-[0-9a-f]{32}/);
    const stale = spillDirs(env.tmp).find((d) => ownerOf(env.tmp, d) === sidecar);
    expect(stale).toBeDefined();
    const [server] = startPids(env.events);

    // Host and sidecar die together (one process group); the server has its own group.
    process.kill(-(host.child.pid as number), "SIGKILL");
    expect(await waitFor(() => !isAlive(sidecar), 5_000)).toBe(true);
    // The orphaned server sees stdin EOF and exits by itself.
    expect(await waitFor(() => !isAlive(server!), 2 * GRACE_MS + SLACK_MS)).toBe(true);
    expect(existsSync(join(env.tmp, stale!))).toBe(true);
    // No wait for the dead sidecar to be reaped: an owner that lingers as a zombie counts as gone.

    const next = new Host(env);
    await next.started();
    // The sweep belongs to the runtime, which initialize creates.
    await next.initialize(join(env.home, "..", "project"));
    expect(existsSync(join(env.tmp, stale!))).toBe(false);
    expect(existsSync(live)).toBe(true);
    const echo = await next.call({ server: "fx", tool: "echo", args: { text: "after sweep" } });
    expect(body(echo.text)).toBe("after sweep");
    expect((await next.reply(next.send("shutdown", {}))).result).toEqual({});
    expect(await waitFor(() => !isAlive(next.sidecarPid), 5_000)).toBe(true);
    // Only the live owner's directory is left (the temp root, removed by finish(), takes it).
    expect(spillDirs(env.tmp)).toEqual([`${SPILL_DIR_PREFIX}live-owner`]);
  });
});
