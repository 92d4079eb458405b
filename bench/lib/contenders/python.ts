// Contenders driven through the real Travis234 host API inside .venv-bench: bench/python/adapter_driver.py
// loads a Travis234 extension file and calls its `mcp` tool. Two extensions are driven this way: the
// Python adapter (travis234-mcp-adapter from PyPI, the wheel's extensions/mcp_adapter.py), and this
// project's own shim (python/travis234_mcp_extension.py, which forwards to the Node sidecar), so
// that both are measured as Travis234 runs them. Each driver gets a home of its own (HOME and the
// agent dir inside the benchmark's temporary home), whose ~/.config/mcp/mcp.json names the same
// server-everything binary and the same HTTP server instance as the other contenders use. Calls are
// timed in the Python process around the tool's execute.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Processes } from "../procs.js";
import { exited } from "../procs.js";
import type { PythonEnv } from "../python-venv.js";
import { DRIVER, SHIM } from "../python-venv.js";
import type { ServerEntry } from "../setup.js";
import type { BlockResult, EchoContender, Transport } from "./contender.js";

export interface PythonHome {
  readonly home: string;
  readonly project: string;
}

/** <dir>/.config/mcp/mcp.json with `servers`, and an empty project directory; nothing else. */
export function makePythonHome(dir: string, servers: Readonly<Record<string, ServerEntry>>): PythonHome {
  const project = join(dir, "project");
  mkdirSync(join(dir, ".config/mcp"), { recursive: true });
  mkdirSync(project, { recursive: true });
  writeFileSync(join(dir, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: servers }, null, 2));
  return { home: dir, project };
}

/** Which extension a driver loads. */
export interface HostedExtension {
  /** Contender ids are `<transport>.<key>`. */
  readonly key: "python" | "shim";
  readonly label: string;
  readonly path: string;
}

export const pythonAdapter = (env: PythonEnv): HostedExtension => ({
  key: "python",
  label: "Python adapter 0.4.1 in-process (real Travis234 host API)",
  path: env.extension,
});
export const ourShim: HostedExtension = {
  key: "shim",
  label: "this adapter through Travis234: shim + sidecar (real host API)",
  path: SHIM,
};

function driverProcess(
  env: PythonEnv,
  extension: HostedExtension,
  home: PythonHome,
  args: readonly string[],
): ChildProcess {
  return spawn(env.python, [DRIVER, "--extension", extension.path, "--cwd", home.project, ...args], {
    cwd: home.project,
    // Only what the driver needs: never the user's home or agent dir.
    env: {
      PATH: process.env.PATH ?? "",
      HOME: home.home,
      TRAVIS234_CODING_AGENT_DIR: join(home.home, ".travis234/agent"),
      LANG: "C.UTF-8",
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
}

/** A long-lived driver in --serve mode: one JSON request per line, one JSON answer per line. */
export class PythonDriver {
  private readonly child: ChildProcess;
  private readonly waiting: ((line: string) => void)[] = [];
  private stderrTail = "";
  private exitedWith: string | undefined;
  /** The driver's pid (for CPU accounting). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Host import, extension load and session_start, as the driver timed them. */
  phases: Record<string, number> = {};

  private constructor(
    env: PythonEnv,
    readonly extension: HostedExtension,
    home: PythonHome,
    procs: Processes,
  ) {
    this.child = driverProcess(env, extension, home, ["--serve"]);
    procs.onCleanup(`${extension.key} driver`, () => this.close());
    this.child.stderr
      ?.setEncoding("utf8")
      .on("data", (d: string) => (this.stderrTail = (this.stderrTail + d).slice(-3000)));
    this.child.stdin?.on("error", () => {});
    createInterface({ input: this.child.stdout as NodeJS.ReadableStream }).on("line", (line) =>
      this.waiting.shift()?.(line),
    );
    this.child.once("exit", (code, signal) => {
      this.exitedWith = `exited (${code ?? signal}); stderr: ${this.stderrTail.trim().slice(-800)}`;
      for (const w of this.waiting.splice(0)) w("");
    });
  }

  private next(timeoutMs: number): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `${this.extension.key} driver: no answer within ${timeoutMs} ms; stderr: ${this.stderrTail.slice(-500)}`,
            ),
          ),
        timeoutMs,
      );
      const take = (line: string): void => {
        clearTimeout(timer);
        if (line === "") {
          reject(new Error(`${this.extension.key} driver ${this.exitedWith ?? "closed its stdout"}`));
          return;
        }
        resolve(JSON.parse(line) as Record<string, unknown>);
      };
      if (this.exitedWith !== undefined) take("");
      else this.waiting.push(take);
    });
  }

  static async start(
    env: PythonEnv,
    extension: HostedExtension,
    home: PythonHome,
    procs: Processes,
  ): Promise<PythonDriver> {
    const driver = new PythonDriver(env, extension, home, procs);
    const ready = await driver.next(120_000);
    procs.snapshot();
    if (ready.event !== "ready")
      throw new Error(`${extension.key} driver: unexpected first line ${JSON.stringify(ready).slice(0, 300)}`);
    driver.phases = ready.phases as Record<string, number>;
    return driver;
  }

  /** `whole: false` for large echoes, which may come back as a preview and a reference: only their start is checked. */
  async calls(server: string, messages: readonly string[], whole = true): Promise<BlockResult> {
    const answer = this.next(120_000 + messages.length * 1_000);
    this.child.stdin?.write(`${JSON.stringify({ op: "calls", server, messages, whole })}\n`);
    const r = await answer;
    if (!Array.isArray(r.ms) || !Array.isArray(r.failures))
      throw new Error(`${this.extension.key} driver: ${JSON.stringify(r).slice(0, 300)}`);
    return { ms: r.ms as number[], failures: r.failures as string[] };
  }

  /** Each request passed to the extension's `mcp` tool; what the model reads of each result. */
  async visible(
    requests: readonly Record<string, unknown>[],
  ): Promise<{ text: string; images: number; isError: boolean }[]> {
    const answer = this.next(120_000);
    this.child.stdin?.write(`${JSON.stringify({ op: "visible", requests })}\n`);
    const r = await answer;
    if (!Array.isArray(r.results)) throw new Error(`${this.extension.key} driver: ${JSON.stringify(r).slice(0, 300)}`);
    return r.results as { text: string; images: number; isError: boolean }[];
  }

  /** `shutdown` (the driver emits session_shutdown, which closes the extension's servers or
   * sidecar), then EOF; SIGKILL after the grace period. */
  async close(graceMs = 8_000): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.stdin?.end(`${JSON.stringify({ op: "shutdown" })}\n`);
    if (!(await exited(this.child, graceMs))) this.child.kill("SIGKILL");
  }
}

export function hostedEcho(driver: PythonDriver, server: string, transport: Transport): EchoContender {
  return {
    id: `${transport}.${driver.extension.key}`,
    label: driver.extension.label,
    transport,
    async call(message) {
      const r = await driver.calls(server, [message]);
      if (r.failures.length > 0) throw new Error(`${driver.extension.key} echo: ${r.failures[0] ?? ""}`);
    },
    callBlock: (messages) => driver.calls(server, messages),
  };
}

/**
 * Python process start to the first successful echo: interpreter start, host imports, extension
 * load (for the Python adapter, that imports it and the Python MCP SDK), session_start, connect
 * (the shim first spawns the sidecar; then server-everything is spawned) and the first call; ms from
 * just before spawn to the driver's line. With `pauseMs`, the driver waits that long after
 * session_start before the call (a model's first turn), and its phases' firstCallMs is the call alone.
 */
export async function hostedCold(
  env: PythonEnv,
  extension: HostedExtension,
  home: PythonHome,
  server: string,
  procs: Processes,
  pauseMs = 0,
): Promise<{ firstCallMs: number; phases: Record<string, number>; close: () => Promise<void> }> {
  const t0 = performance.now();
  const child = driverProcess(env, extension, home, [
    "--cold",
    "--server",
    server,
    ...(pauseMs > 0 ? ["--pause-ms", String(pauseMs)] : []),
  ]);
  child.stdin?.end();
  procs.onCleanup(`${extension.key} cold`, async () => {
    if (!(await exited(child, 8_000))) child.kill("SIGKILL");
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (d: string) => (stderr = (stderr + d).slice(-3000)));
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    const timer = setTimeout(
      () => reject(new Error(`${extension.key} cold start: no first call within 120 s`)),
      120_000,
    );
    lines.once("line", (l) => {
      clearTimeout(timer);
      resolve(l);
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${extension.key} cold start exited (${code ?? signal}); stderr: ${stderr.trim().slice(-800)}`));
    });
  });
  const firstCallMs = performance.now() - t0;
  procs.snapshot();
  const doc = JSON.parse(line) as { event?: string; phases?: Record<string, number> };
  if (doc.event !== "first") throw new Error(`${extension.key} cold start: ${line.slice(0, 300)}`);
  return {
    firstCallMs,
    phases: doc.phases ?? {},
    close: async () => {
      // The driver shuts the session down by itself after the first call.
      if (!(await exited(child, 8_000))) child.kill("SIGKILL");
    },
  };
}
