// The sidecar, spoken to as the shim does: `SidecarDriver` runs the bundled command line's
// `sidecar` as a child process speaking line-delimited JSON-RPC and records every surface it
// emits; `inProcessSidecar` serves src/host/sidecar.ts's serveSidecar in this process over a
// PassThrough, for rows that need no process.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { expect } from "vitest";
import type { SidecarIo } from "../../src/host/sidecar.js";
import { serveSidecar } from "../../src/host/sidecar.js";
import { cliEntry } from "./cli.js";
import type { HostileEra } from "./eras.js";
import { filesUnder, writeJson } from "./files.js";
import { ROOT } from "./paths.js";
import { sleep } from "./processes.js";
import type { Resources } from "./resources.js";
import type { ToolResult } from "./results.js";
import { hostileStdio } from "./servers.js";
import { Surfaces } from "./surfaces.js";

export interface SidecarOptions {
  readonly home: string;
  readonly cwd: string;
  /** Spills go to os.tmpdir(): TMPDIR points it at a directory this test can inspect. */
  readonly tmp: string;
  readonly environment?: Record<string, string>;
  readonly projectTrusted?: boolean;
  /** The explicit decisions the shim passes beside projectTrusted (savedTrust, approval, ...). */
  readonly trust?: Readonly<Record<string, unknown>>;
  readonly agentDir?: string;
}

interface RpcReply {
  readonly id: number;
  readonly result?: unknown;
  readonly error?: { code: number; message: string };
}

export class SidecarDriver {
  readonly child: ChildProcess;
  stderr = "";
  readonly stdoutLines: string[] = [];
  readonly progress: unknown[] = [];
  private buffer = "";
  private nextId = 1;
  private readonly pending = new Map<number, (r: RpcReply) => void>();
  private readonly exited: Promise<void>;

  private constructor(
    private readonly o: SidecarOptions,
    private readonly surfaces: Surfaces,
  ) {
    this.child = spawn(process.execPath, [cliEntry(), "sidecar"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: o.home, TMPDIR: o.tmp, LANG: "C.UTF-8", ...(o.environment ?? {}) },
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.exited = once(this.child, "exit").then(() => undefined);
    this.child.stdout?.setEncoding("utf8");
    this.child.stdout?.on("data", (chunk: string) => this.onData(chunk));
    this.child.stderr?.setEncoding("utf8");
    this.child.stderr?.on("data", (chunk: string) => {
      this.stderr += chunk;
    });
    this.child.stdin?.on("error", () => {});
  }

  /** Starts the sidecar and initializes it as the shim does. */
  static async start(res: Resources, o: SidecarOptions, surfaces: Surfaces): Promise<SidecarDriver> {
    const s = new SidecarDriver(o, surfaces);
    res.child(s.child);
    res.onCleanup(() => s.stop());
    const init = await s.request("initialize", {
      protocolVersion: 1,
      host: { name: "travis234", version: "security-suite" },
      cwd: o.cwd,
      projectTrusted: o.projectTrusted ?? false,
      ...(o.trust ?? {}),
      offline: false,
      mode: "print",
      reason: "startup",
      ...(o.agentDir ? { agentDir: o.agentDir } : {}),
    });
    expect(init.error, JSON.stringify(init.error)).toBeUndefined();
    return s;
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    for (let nl = this.buffer.indexOf("\n"); nl >= 0; nl = this.buffer.indexOf("\n")) {
      const line = this.buffer.slice(0, nl);
      this.buffer = this.buffer.slice(nl + 1);
      if (line.trim() === "") continue;
      this.stdoutLines.push(line);
      const msg = JSON.parse(line) as { id?: unknown; method?: string; params?: unknown };
      if (msg.method === "$/progress") this.progress.push(msg.params);
      if (typeof msg.id === "number") this.pending.get(msg.id)?.(msg as RpcReply);
    }
  }

  request(method: string, params: unknown, timeoutMs = 25_000): Promise<RpcReply> {
    const id = this.nextId++;
    return new Promise<RpcReply>((ok, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`sidecar ${method} timed out; stderr: ${this.stderr.slice(-2000)}`)),
        timeoutMs,
      );
      this.pending.set(id, (r) => {
        clearTimeout(timer);
        this.pending.delete(id);
        ok(r);
      });
      this.child.stdin?.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
    });
  }

  /** One `mcp` call; the result is recorded as a surface under `where`. */
  async call(args: unknown, where = JSON.stringify(args)): Promise<ToolResult> {
    this.requests.push(args);
    const reply = await this.request("tool/call", { toolCallId: `call-${this.nextId}`, tool: "mcp", arguments: args });
    expect(reply.error, JSON.stringify(reply.error)).toBeUndefined();
    return this.surfaces.result(`mcp ${where}`, reply.result as ToolResult);
  }

  /** Every `mcp` argument object sent, for the approval-context check. */
  readonly requests: unknown[] = [];

  async status(): Promise<unknown> {
    const reply = await this.request("status", {});
    this.surfaces.add("sidecar status", reply);
    return reply.result;
  }

  /** Records spills (names and contents) while the sidecar still holds them. */
  recordSpills(): { name: string; data: Buffer }[] {
    const files = filesUnder(this.o.tmp);
    for (const f of files) {
      this.surfaces.add(`spill file name ${f.name}`, f.name);
      this.surfaces.add(`spill file contents ${f.name}`, f.data.toString("latin1"));
    }
    return files;
  }

  /** `shutdown`, then waits for the exit; records stdout and stderr as surfaces. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      await Promise.race([this.request("shutdown", { reason: "quit" }, 10_000).catch(() => undefined), this.exited]);
      this.child.stdin?.end();
      await Promise.race([this.exited, sleep(8_000)]);
    }
    this.surfaces.add("sidecar stdout (every protocol line)", this.stdoutLines.join("\n"));
    this.surfaces.add("sidecar stderr", this.stderr);
    this.surfaces.add("sidecar progress notifications", this.progress);
  }
}

/**
 * The sidecar on a fresh home whose mcp.json has one server, `hostile` over stdio, speaking `era`
 * and holding PLANT_ENV's value (passed as `planted`) as the HOSTILE_SECRET it echoes back.
 */
export async function hostileSidecar(
  res: Resources,
  era: HostileEra,
  planted: string,
  prefix: string,
): Promise<{ sidecar: SidecarDriver; surfaces: Surfaces; events: string }> {
  const { home, cwd, tmp } = res.sessionDirs(prefix);
  const events = res.eventsFile();
  writeJson(join(home, ".config/mcp/mcp.json"), {
    mcpServers: {
      hostile: hostileStdio({
        HOSTILE_SECRET: "${PLANT_ENV}",
        HOSTILE_ECHO_VARS: "HOSTILE_SECRET",
        HOSTILE_EVENTS: events,
        HOSTILE_ERA: era,
      }),
    },
  });
  const surfaces = new Surfaces();
  const sidecar = await SidecarDriver.start(res, { home, cwd, tmp, environment: { PLANT_ENV: planted } }, surfaces);
  return { sidecar, surfaces, events };
}

// ---------------------------------------------------------------------------------------------
// In process

/** The initialize params of a print-mode host whose cwd is `cwd`, with `extra` over them. */
export const initializeParams = (cwd: string, extra: object = {}): Record<string, unknown> => ({
  protocolVersion: 1,
  host: { name: "test", version: "0" },
  cwd,
  projectTrusted: false,
  offline: false,
  mode: "print",
  reason: "startup",
  ...extra,
});

export interface InProcessSidecar {
  request(id: number, method: string, params: unknown): Promise<Record<string, unknown>>;
  /** Sends a notification (no reply). */
  notify(method: string, params: unknown): void;
  /** The params of every `$/progress` notification the sidecar sent, in order. */
  readonly progress: unknown[];
  end(): Promise<void>;
}

export function inProcessSidecar(home: string, extra: Partial<Pick<SidecarIo, "onWarmUp">> = {}): InProcessSidecar {
  const input = new PassThrough();
  const replies = new Map<number, Record<string, unknown>>();
  const waiting = new Map<number, () => void>();
  const progress: unknown[] = [];
  const served = serveSidecar({
    input,
    write: (line) => {
      const m = JSON.parse(line) as { id?: number; method?: string; params?: unknown };
      if (m.method === "$/progress") progress.push(m.params);
      if (typeof m.id === "number") {
        replies.set(m.id, m as Record<string, unknown>);
        waiting.get(m.id)?.();
      }
    },
    environment: { PATH: process.env.PATH ?? "", HOME: home },
    ...extra,
  });
  return {
    request: (id, method, params) =>
      new Promise((resolve) => {
        waiting.set(id, () => resolve(replies.get(id) as Record<string, unknown>));
        input.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
      }),
    notify: (method, params) => input.write(`${JSON.stringify({ jsonrpc: "2.0", method, params })}\n`),
    progress,
    end: async () => {
      input.end();
      await served;
    },
  };
}
