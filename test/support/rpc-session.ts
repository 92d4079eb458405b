// A small client for the host's `--mode rpc` transport (travis/coding_agent/rpc.py): JSON Lines
// requests {id, method, params} on stdin; results {id, result}, errors {id, error} and, while a
// turn runs, every session event as {id: <prompt id>, event} on stdout. Event fields are camelCase
// (the host serialises them with serialize_machine_value), so ToolExecutionEndEvent.is_error
// arrives as `isError`.
import type { HostEnv, HostProcess, RunResult } from "./host.js";
import { hostArgs, jsonLines, startHost } from "./host.js";
import { sleep, waitFor } from "./processes.js";

export interface RpcEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

export interface ToolEnd extends RpcEvent {
  readonly toolCallId: string;
  readonly isError: boolean;
  readonly result: {
    readonly content: readonly { readonly type: string; readonly text?: string }[];
    readonly details?: unknown;
  };
}

export class RpcSession {
  private nextId = 1;
  private readonly proc: HostProcess;

  /** `mcp: false` starts the host without --mcp (its `mcp` tool registered but not active). */
  constructor(env: HostEnv, extraArgs: readonly string[] = [], timeoutMs = 60_000, o: { readonly mcp?: boolean } = {}) {
    const args = hostArgs(env, ["--mode", "rpc", ...extraArgs]);
    this.proc = startHost(env, o.mcp === false ? args.filter((a) => a !== "--mcp") : args, timeoutMs);
  }

  get pid(): number | undefined {
    return this.proc.child.pid;
  }

  frames(): Record<string, unknown>[] {
    return jsonLines(this.proc.stdout());
  }

  events(): RpcEvent[] {
    return this.frames().flatMap((f) => (typeof f.event === "object" && f.event !== null ? [f.event as RpcEvent] : []));
  }

  send(method: string, params?: object): number {
    const id = this.nextId++;
    this.proc.write(JSON.stringify(params === undefined ? { id, method } : { id, method, params }));
    return id;
  }

  /** The result or error frame answering `id`, or undefined when none arrived in time. */
  async reply(id: number, timeoutMs: number): Promise<Record<string, unknown> | undefined> {
    const find = (): Record<string, unknown> | undefined =>
      this.frames().find((f) => f.id === id && ("result" in f || "error" in f));
    await waitFor(() => find() !== undefined, timeoutMs);
    return find();
  }

  /**
   * Waits until `get_state` reports no active turn. The host writes a turn's result a moment
   * before it clears the turn, so a mutating request (`prompt`, `close`) sent straight after that
   * result can be refused as busy_session; a careful driver asks first, as this one does.
   */
  async idle(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    do {
      const state = await this.reply(this.send("get_state"), Math.max(0, deadline - Date.now()));
      const result = state?.result as { busy?: unknown } | undefined;
      if (result?.busy === false) return true;
      await sleep(20);
    } while (Date.now() < deadline);
    return false;
  }

  async waitEvent(pred: (e: RpcEvent) => boolean, timeoutMs: number): Promise<RpcEvent | undefined> {
    const find = (): RpcEvent | undefined => this.events().find(pred);
    await waitFor(() => find() !== undefined, timeoutMs);
    return find();
  }

  toolEnds(): ToolEnd[] {
    return this.events().filter((e): e is ToolEnd => e.type === "tool_execution_end");
  }

  /**
   * `close` is answered at once, but the host's read loop only notices it at the next stdin line,
   * so the client then ends stdin, as a driver that is done would. The host's exit is bounded by
   * the run's timeout (startHost kills the process group).
   */
  async close(): Promise<{ readonly closeReply: Record<string, unknown> | undefined; readonly exit: RunResult }> {
    await this.idle(5_000);
    const id = this.send("close");
    const closeReply = await this.reply(id, 5_000);
    this.proc.endInput();
    return { closeReply, exit: await this.proc.done };
  }

  exited(): boolean {
    return this.proc.child.exitCode !== null || this.proc.child.signalCode !== null;
  }

  /** Last resort for a failed test: the harness kills the host's process group. */
  async kill(): Promise<RunResult> {
    if (this.proc.child.pid !== undefined && !this.exited()) {
      try {
        process.kill(-this.proc.child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    return this.proc.done;
  }
}
