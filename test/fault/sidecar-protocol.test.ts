// The sidecar as the shim sees it (the real `travis234-mcp sidecar` process over pipes), for two
// promises: malformed initialize and tool/call params get a JSON-RPC
// INVALID_PARAMS error (never a crash, never a runtime, never a server start), and stdout carries
// nothing but protocol frames: every raw line is checked here, so a banner or stray log line
// fails an explicit assertion rather than a parser, and what a library logs through the console
// lands on stderr.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterEach, describe, expect, it } from "vitest";
import { SIDECAR_ERRORS, SIDECAR_NOTIFICATION_METHODS } from "../../generated/sidecar.js";
import { FIXTURE, ROOT } from "../support/paths.js";
import { readEvents, startPids, waitFor } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";

const BIN = join(ROOT, "bin/travis234-mcp.js");
const CHATTER = join(ROOT, "test/fixtures/library-chatter-preload.mjs");
const INVALID_PARAMS = SIDECAR_ERRORS.INVALID_PARAMS;

const h = new ProxyHarness();
const sidecars: ChildProcess[] = [];
afterEach(async () => {
  for (const child of sidecars.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = once(child, "exit");
    child.kill("SIGKILL");
    await exited;
  }
  expect(await h.finish()).toEqual({ processes: [], spillDirs: [] });
});

type Frame = Record<string, unknown>;

/** One sidecar process; `lines` holds every raw stdout line, parsed or not. */
class SidecarProcess {
  readonly child: ChildProcess;
  readonly lines: string[] = [];
  stderr = "";
  private nextId = 1;

  constructor(env: NodeJS.ProcessEnv) {
    this.child = spawn(process.execPath, [BIN, "sidecar"], { env, stdio: ["pipe", "pipe", "pipe"] });
    sidecars.push(this.child);
    if (this.child.pid !== undefined) h.extraPids.add(this.child.pid);
    this.child.stderr?.setEncoding("utf8").on("data", (c: string) => {
      this.stderr = (this.stderr + c).slice(-8_000);
    });
    createInterface({ input: this.child.stdout! }).on("line", (line) => this.lines.push(line));
  }

  private frames(): Frame[] {
    return this.lines.flatMap((l) => {
      try {
        return [JSON.parse(l) as Frame];
      } catch {
        return [];
      }
    });
  }

  /** Sends one request with `params` exactly as given (undefined leaves the member out). */
  send(method: string, params?: unknown): number {
    const id = this.nextId++;
    this.child.stdin?.write(
      `${JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) })}\n`,
    );
    return id;
  }

  async reply(id: number, timeoutMs = 20_000): Promise<Frame> {
    const find = () => this.frames().find((f) => f.id === id && ("result" in f || "error" in f));
    expect(await waitFor(() => find() !== undefined, timeoutMs), `reply to ${id}; stderr: ${this.stderr}`).toBe(true);
    return find() as Frame;
  }

  async request(method: string, params?: unknown): Promise<Frame> {
    return this.reply(this.send(method, params));
  }
}

/** A home whose mcp.json names the fixture over stdio (logging to `events`), and the sidecar's environment. */
function makeEnv(): { env: NodeJS.ProcessEnv; cwd: string; events: string } {
  const root = h.tempDir("sidecar-protocol-");
  const home = join(root, "home");
  const cwd = join(root, "project");
  const tmp = join(root, "tmp");
  const events = h.eventsFile();
  for (const d of [join(home, ".config/mcp"), cwd, tmp, join(root, "agent")]) mkdirSync(d, { recursive: true });
  const fx = {
    command: process.execPath,
    args: ["--import", "tsx", FIXTURE, "stdio"],
    cwd: ROOT,
    env: { FIXTURE_EVENTS_FILE: events },
    requestTimeoutMs: 20_000,
  };
  writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: { fx } }));
  return {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: home,
      TMPDIR: tmp,
      TRAVIS234_CODING_AGENT_DIR: join(root, "agent"),
      LANG: "C.UTF-8",
    },
    cwd,
    events,
  };
}

const initParams = (cwd: string): Record<string, unknown> => ({
  protocolVersion: 1,
  host: { name: "sidecar-protocol", version: "0" },
  cwd,
  projectTrusted: false,
  offline: false,
  mode: "rpc",
  reason: "startup",
});
const callParams = (args: unknown): Record<string, unknown> => ({ toolCallId: "t1", tool: "mcp", arguments: args });
const errorCode = (f: Frame): unknown => (f.error as { code?: unknown } | undefined)?.code;
const without = (o: Record<string, unknown>, key: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter(([k]) => k !== key));

/** Every raw line is one JSON-RPC 2.0 frame: a reply (id with exactly one of result/error) or a
 * sidecar notification. */
function expectOnlyFrames(lines: readonly string[]): void {
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    let frame: Frame;
    try {
      frame = JSON.parse(line) as Frame;
    } catch {
      expect.fail(`a sidecar stdout line is not JSON: ${JSON.stringify(line.slice(0, 200))}`);
    }
    expect(typeof frame === "object" && frame !== null && !Array.isArray(frame), line).toBe(true);
    expect(frame.jsonrpc, line).toBe("2.0");
    if ("id" in frame) {
      expect(typeof frame.id === "number" || frame.id === null, line).toBe(true);
      expect(Number("result" in frame) + Number("error" in frame), line).toBe(1);
      expect("method" in frame, line).toBe(false);
    } else {
      expect([SIDECAR_NOTIFICATION_METHODS.progress], line).toContain(frame.method);
    }
  }
}

describe.sequential("sidecar protocol: params validation and stdout purity", () => {
  it("malformed initialize params: INVALID_PARAMS each time, no runtime made; a valid initialize then works", {
    timeout: 60_000,
  }, async () => {
    const { env, cwd, events } = makeEnv();
    const s = new SidecarProcess(env);
    const valid = initParams(cwd);
    // Before initialize, a well-formed call is refused for that reason alone.
    expect(
      errorCode(await s.request("tool/call", callParams({ server: "fx", tool: "echo", args: { text: "early" } }))),
    ).toBe(SIDECAR_ERRORS.NOT_INITIALIZED);
    const malformed: [string, unknown][] = [
      ["no params at all", undefined],
      ["params an array", [valid]],
      ["params a string", "initialize"],
      ["cwd missing", without(valid, "cwd")],
      ["cwd a number", { ...valid, cwd: 5 }],
      ["cwd empty", { ...valid, cwd: "" }],
      ["offline a string", { ...valid, offline: "yes" }],
      ["projectTrusted missing", without(valid, "projectTrusted")],
      ["protocolVersion zero", { ...valid, protocolVersion: 0 }],
      ["host without version", { ...valid, host: { name: "x" } }],
      ["packaged.servers not an array", { ...valid, packaged: { servers: "fx" } }],
      ["an unknown member", { ...valid, extra: true }],
    ];
    for (const [what, params] of malformed) {
      const r = await s.request("initialize", params);
      expect(errorCode(r), what).toBe(INVALID_PARAMS);
      expect(r.error, what).toMatchObject({ message: "invalid params for initialize" });
    }
    // None of them made a runtime: status still says initialize first.
    expect(errorCode(await s.request("status"))).toBe(SIDECAR_ERRORS.NOT_INITIALIZED);
    expect(s.child.exitCode).toBeNull();
    expect((await s.request("initialize", valid)).result).toMatchObject({ protocolVersion: 1 });
    expect(readEvents(events)).toEqual([]);
    expectOnlyFrames(s.lines);
  });

  it("malformed tool/call params: INVALID_PARAMS, and the server is never started; a valid call then starts it once", {
    timeout: 60_000,
  }, async () => {
    const { env, cwd, events } = makeEnv();
    const s = new SidecarProcess(env);
    expect((await s.request("initialize", initParams(cwd))).result).toMatchObject({ protocolVersion: 1 });
    const valid = callParams({ server: "fx", tool: "echo", args: { text: "hello" } });
    const malformed: [string, unknown][] = [
      ["no params at all", undefined],
      ["params an array", [valid]],
      ["tool missing", without(valid, "tool")],
      ["tool a number", { ...valid, tool: 7 }],
      ["tool empty", { ...valid, tool: "" }],
      ["arguments missing", without(valid, "arguments")],
      ["toolCallId a number", { ...valid, toolCallId: 1 }],
      ["an unknown member", { ...valid, server: "fx" }],
    ];
    for (const [what, params] of malformed) {
      const r = await s.request("tool/call", params);
      expect(errorCode(r), what).toBe(INVALID_PARAMS);
      expect(r.error, what).toMatchObject({ message: "invalid params for tool/call" });
    }
    // A well-formed call naming a tool the sidecar does not serve is refused the same way.
    expect(errorCode(await s.request("tool/call", { ...valid, tool: "not_mcp" }))).toBe(INVALID_PARAMS);
    // Nothing connected: the fixture logs `start` first thing, and its log is still empty.
    expect(readEvents(events)).toEqual([]);
    expect(s.child.exitCode).toBeNull();

    const ok = await s.request("tool/call", valid);
    expect(ok.result).toMatchObject({ isError: false });
    expect(JSON.stringify(ok.result)).toContain("hello");
    expect(startPids(events)).toHaveLength(1);
    expectOnlyFrames(s.lines);
  });

  it("stdout carries protocol frames only, from the first line to shutdown (progress and server stderr included)", {
    timeout: 60_000,
  }, async () => {
    const { env, cwd } = makeEnv();
    const s = new SidecarProcess(env);
    const init = s.send("initialize", initParams(cwd));
    await s.reply(init);
    // The very first line is the reply to the first request: no banner before it.
    expectOnlyFrames(s.lines.slice(0, 1));
    expect(JSON.parse(s.lines[0] ?? "null")).toMatchObject({ jsonrpc: "2.0", id: init });
    const progressed = await s.request(
      "tool/call",
      callParams({ server: "fx", tool: "progress", args: { steps: 2, intervalMs: 20 } }),
    );
    expect(progressed.result).toMatchObject({ isError: false });
    expect(
      (await s.request("tool/call", callParams({ server: "fx", tool: "stderr", args: { text: "a line for stderr" } })))
        .result,
    ).toMatchObject({ isError: false });
    expect((await s.request("status")).result).toBeDefined();
    // Unparseable input gets a frame too, not a stray line.
    s.child.stdin?.write("not json\n");
    expect(await waitFor(() => s.lines.some((l) => l.includes(`"code":${SIDECAR_ERRORS.PARSE_ERROR}`)), 10_000)).toBe(
      true,
    );
    const exited = once(s.child, "exit");
    expect((await s.request("shutdown")).result).toEqual({});
    s.child.stdin?.end();
    await exited;
    expect(s.lines.some((l) => l.includes('"method":"$/progress"'))).toBe(true);
    expectOnlyFrames(s.lines);
    expect(s.lines.join("\n")).not.toContain("a line for stderr");
  });

  it("what a library logs through console.log, info, debug or dir while the sidecar works goes to stderr, not into the protocol", {
    timeout: 60_000,
  }, async () => {
    const { env, cwd } = makeEnv();
    const s = new SidecarProcess({ ...env, NODE_OPTIONS: `--import ${CHATTER}` });
    expect((await s.request("initialize", initParams(cwd))).result).toMatchObject({ protocolVersion: 1 });
    // The positive marker: both lines reached stderr (the preload logs them after the first frame).
    expect(await waitFor(() => s.stderr.includes("library chatter via console.info"), 10_000), s.stderr).toBe(true);
    for (const via of ["log", "debug", "dir"]) expect(s.stderr).toContain(`library chatter via console.${via}`);
    expect((await s.request("status")).result).toBeDefined();
    expectOnlyFrames(s.lines);
    expect(s.lines.join("\n")).not.toContain("library chatter");
  });
});
