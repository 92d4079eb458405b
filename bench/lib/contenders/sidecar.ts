// The sidecar bridge: a spawned `node bin/travis234-mcp.js sidecar` spoken to as the Travis234 shim
// does, one JSON-RPC 2.0 message per line (spec/sidecar-protocol.yaml): `initialize`, then
// `tool/call` with the `mcp` tool's arguments. Also the cold path, from spawn to ready and to the
// first successful call.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Processes } from "../procs.js";
import { exited } from "../procs.js";
import type { Home } from "../setup.js";
import { CLI } from "../setup.js";
import type { EchoContender, Transport } from "./contender.js";
import { check, echoed } from "./contender.js";

interface Pending {
  readonly resolve: (result: unknown) => void;
  readonly reject: (err: Error) => void;
  readonly timer: NodeJS.Timeout;
}

interface ToolResult {
  readonly content?: { type: string; text?: string }[];
  readonly isError?: boolean;
}

export interface SidecarLaunch {
  readonly node?: string;
  readonly env?: Readonly<Record<string, string>>;
  /** Node options before the script (V8 flags, which NODE_OPTIONS refuses). */
  readonly nodeArgs?: readonly string[];
  /** Another entry script than bin/travis234-mcp.js (a variant to compare). */
  readonly script?: string;
}

export class SidecarClient {
  private readonly child: ChildProcess;
  /** The sidecar's pid (for CPU accounting in bench/breakdown.ts). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private buffer = "";
  private stderrTail = "";

  /** `launch`: another node binary, and variables added to the sidecar's environment. */
  constructor(home: Home, procs: Processes, launch: SidecarLaunch = {}) {
    this.child = spawn(launch.node ?? process.execPath, [...(launch.nodeArgs ?? []), launch.script ?? CLI, "sidecar"], {
      cwd: home.project,
      env: { PATH: process.env.PATH ?? "", HOME: home.home, ...launch.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    procs.onCleanup("sidecar", () => this.close());
    this.child.stdout?.setEncoding("utf8");
    this.child.stdout?.on("data", (chunk: string) => this.onData(chunk));
    this.child.stderr?.setEncoding("utf8");
    this.child.stderr?.on("data", (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-2000);
    });
    this.child.stdin?.on("error", () => {});
    this.child.once("exit", (code, signal) =>
      this.failAll(new Error(`sidecar exited (${code ?? signal}); stderr: ${this.stderrTail}`)),
    );
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    for (let nl = this.buffer.indexOf("\n"); nl >= 0; nl = this.buffer.indexOf("\n")) {
      const line = this.buffer.slice(0, nl);
      this.buffer = this.buffer.slice(nl + 1);
      if (line.trim() !== "")
        this.onMessage(
          JSON.parse(line) as { id?: unknown; result?: unknown; error?: { code: number; message: string } },
        );
    }
  }

  private onMessage(msg: { id?: unknown; result?: unknown; error?: { code: number; message: string } }): void {
    if (typeof msg.id !== "number") return; // $/progress and $/log notifications
    const p = this.pending.get(msg.id);
    if (!p) return;
    this.pending.delete(msg.id);
    clearTimeout(p.timer);
    if (msg.error) p.reject(new Error(`sidecar error ${msg.error.code}: ${msg.error.message}`));
    else p.resolve(msg.result);
  }

  private failAll(err: Error): void {
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(err);
    }
    this.pending.clear();
  }

  request(method: string, params: object, timeoutMs = 30_000): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`sidecar ${method} timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.child.stdin?.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
    });
  }

  initialize(home: Home): Promise<unknown> {
    return this.request("initialize", {
      protocolVersion: 1,
      host: { name: "travis234-bench", version: "0.0.0" },
      cwd: home.project,
      projectTrusted: false,
      offline: false,
      mode: "bench",
      reason: "benchmark",
    });
  }

  async echo(server: string, message: string): Promise<void> {
    const id = this.nextId;
    const r = (await this.request("tool/call", {
      toolCallId: `bench-${id}`,
      tool: "mcp",
      arguments: { server, tool: "echo", args: { message } },
    })) as ToolResult;
    check(r.isError !== true && (r.content?.[0]?.text ?? "").includes(echoed(message)), "sidecar echo", r);
  }

  /** `shutdown`, then stdin EOF; SIGKILL if it has not exited within the grace period. */
  async close(graceMs = 5_000): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    await this.request("shutdown", { reason: "benchmark done" }, graceMs).catch(() => {});
    this.child.stdin?.end();
    if (!(await exited(this.child, graceMs))) this.child.kill("SIGKILL");
  }
}

/** A started, initialized sidecar that has made one echo call (so its server is connected). */
export async function bridgeEcho(
  home: Home,
  server: string,
  procs: Processes,
  transport: Transport = "stdio",
): Promise<EchoContender> {
  const sidecar = new SidecarClient(home, procs);
  await sidecar.initialize(home);
  await sidecar.echo(server, "connect");
  procs.snapshot();
  return {
    id: `${transport}.bridge`,
    label: "sidecar bridge",
    transport,
    call: (message) => sidecar.echo(server, message),
  };
}

/** Spawn -> initialize answered, in ms from just before spawn; then shutdown and exit. */
export async function sidecarReady(home: Home, procs: Processes, launch: SidecarLaunch): Promise<number> {
  const t0 = performance.now();
  const sidecar = new SidecarClient(home, procs, launch);
  await sidecar.initialize(home);
  const readyMs = performance.now() - t0;
  await sidecar.close();
  return readyMs;
}

/** Spawn -> initialize answered (ready) -> first successful echo, in ms from just before spawn. */
export async function sidecarCold(
  home: Home,
  server: string,
  procs: Processes,
): Promise<{ readyMs: number; firstCallMs: number; close: () => Promise<void> }> {
  const t0 = performance.now();
  const sidecar = new SidecarClient(home, procs);
  await sidecar.initialize(home);
  const readyMs = performance.now() - t0;
  await sidecar.echo(server, "cold");
  const firstCallMs = performance.now() - t0;
  procs.snapshot();
  return { readyMs, firstCallMs, close: () => sidecar.close() };
}

/** utime + stime of a process in ms (clock ticks: 10 ms resolution). */
function cpuMsOf(pid: number): number {
  const text = readFileSync(`/proc/${pid}/stat`, "utf8");
  const f = text.slice(text.lastIndexOf(")") + 2).split(" ");
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
}

export interface IdleSidecar {
  /** Spawn to initialize answered. */
  readonly readyMs: number;
  /** VmRSS at the end of the idle window. */
  readonly rssMiB: number;
  /** CPU time the sidecar used during the idle window. */
  readonly cpuMs: number;
  readonly windowMs: number;
}

/**
 * A sidecar as session_start leaves it: spawned and initialized, no server connected (servers stay
 * lazy). After a second to settle, its CPU time over `windowMs` of idleness, and its RSS then.
 */
export async function idleSidecar(home: Home, procs: Processes, windowMs: number): Promise<IdleSidecar> {
  const t0 = performance.now();
  const sidecar = new SidecarClient(home, procs);
  await sidecar.initialize(home);
  const readyMs = performance.now() - t0;
  const pid = sidecar.pid as number;
  try {
    await new Promise((r) => setTimeout(r, 1_000));
    const c0 = cpuMsOf(pid);
    await new Promise((r) => setTimeout(r, windowMs));
    const cpuMs = cpuMsOf(pid) - c0;
    const rssKb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
    return { readyMs, rssMiB: rssKb / 1024, cpuMs, windowMs };
  } finally {
    await sidecar.close();
  }
}
