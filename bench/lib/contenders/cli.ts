// Per call through the real `travis234` CLI in `--mode rpc`, driven by a scripted loopback model
// (test/e2e/mock-llm.ts): one host process per session, the extension under test loaded with
// `--extension` (this project's shim, or the Python adapter's extensions/mcp_adapter.py), both on
// the same host (.venv-bench's travis234) and the same server-everything binary. The script is a
// run of `mcp` echo calls; each call is timed from its `tool_execution_start` event to its
// `tool_execution_end` event as they arrive on the host's stdout, so the model's turns are left
// out and everything the host does around the tool (argument validation, policy, hooks, the
// result's events) is in.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { ScriptTurn } from "../../../test/e2e/mock-llm.js";
import { startMockLlm } from "../../../test/e2e/mock-llm.js";
import type { Processes } from "../procs.js";
import { exited } from "../procs.js";
import type { PythonEnv } from "../python-venv.js";
import type { ServerEntry } from "../setup.js";
import type { HostedExtension } from "./python.js";

/** One session's script: untimed warm-up calls, then timed ones, for each message size in turn. */
export interface CliPlan {
  /** Message sizes in characters, each a block of calls (the echo's result is the same size plus "Echo: "). */
  readonly sizes: readonly {
    readonly key: string;
    readonly chars: number;
    readonly warmup: number;
    readonly calls: number;
  }[];
}

export interface CliSession {
  /** ms per timed call, per size key. */
  readonly ms: Record<string, number[]>;
  /** Calls whose end event said isError, or that never ended. */
  readonly failures: string[];
  /** Host process start to its first stdout line answering `get_state` (host import and extension load). */
  readonly hostReadyMs: number;
}

const message = (chars: number, i: number): string => {
  const head = `bench ${String(i).padStart(6, "0")} `;
  return chars <= head.length ? head : head + "x".repeat(chars - head.length);
};

/** The agent dir (models.json naming the mock), a home whose ~/.config/mcp/mcp.json names `servers`, and a project. */
function cliHome(
  dir: string,
  baseUrl: string,
  servers: Readonly<Record<string, ServerEntry>>,
): { agentDir: string; home: string; project: string } {
  const agentDir = join(dir, "agent");
  const home = join(dir, "home");
  const project = join(dir, "project");
  for (const d of [agentDir, join(home, ".config/mcp"), project]) mkdirSync(d, { recursive: true });
  // A context window no echo history reaches: the host must never compact (that would take a model turn).
  const models = {
    providers: {
      mock: {
        baseUrl,
        api: "openai-completions",
        apiKey: "bench-key",
        models: [{ id: "scripted", contextWindow: 100_000_000, maxTokens: 4096 }],
      },
    },
  };
  writeFileSync(join(agentDir, "models.json"), JSON.stringify(models));
  writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: servers }));
  return { agentDir, home, project };
}

/** Called with the host's pid: once it answered `get_state` (`ready`, before the prompt) and once the
 * prompt's last call is over (`finished`, before close); bench/memory-session.ts samples RSS there. */
export interface CliHooks {
  readonly ready?: (hostPid: number) => void | Promise<void>;
  readonly finished?: (hostPid: number) => void | Promise<void>;
}

/** One host session: start, run the script as one prompt, close. */
export async function cliSession(
  env: PythonEnv,
  extension: Pick<HostedExtension, "path"> & { readonly key: string },
  dir: string,
  servers: Readonly<Record<string, ServerEntry>>,
  server: string,
  plan: CliPlan,
  procs: Processes,
  hooks: CliHooks = {},
): Promise<CliSession> {
  const script: ScriptTurn[] = [];
  const kinds: { key: string; timed: boolean }[] = [];
  let n = 0;
  for (const s of plan.sizes) {
    for (let i = 0; i < s.warmup + s.calls; i++) {
      script.push({ tool: { arguments: { server, tool: "echo", args: { message: message(s.chars, n++) } } } });
      kinds.push({ key: s.key, timed: i >= s.warmup });
    }
  }
  script.push({ text: "done" });
  const mock = await startMockLlm(script);
  const paths = cliHome(dir, mock.baseUrl, servers);
  const t0 = performance.now();
  const child: ChildProcess = spawn(
    join(env.python, "..", "travis234"),
    [
      "--offline",
      "--no-session",
      "--provider",
      "mock",
      "--model",
      "scripted",
      "--no-tools",
      "--mcp",
      "--extension",
      extension.path,
      "--cwd",
      paths.project,
      "--mode",
      "rpc",
    ],
    {
      cwd: paths.project,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: paths.home,
        TRAVIS234_CODING_AGENT_DIR: paths.agentDir,
        LANG: "C.UTF-8",
        NO_COLOR: "1",
        TERM: "dumb",
        NO_PROXY: "127.0.0.1,localhost",
        no_proxy: "127.0.0.1,localhost",
        PYTHONDONTWRITEBYTECODE: "1",
      },
      stdio: ["pipe", "pipe", "pipe"],
      detached: true,
    },
  );
  const killGroup = (): void => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  };
  procs.onCleanup(`${extension.key} cli`, async () => {
    child.stdin?.end();
    if (!(await exited(child, 5_000))) killGroup();
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (d: string) => (stderr = (stderr + d).slice(-3000)));
  child.stdin?.on("error", () => {});
  const write = (obj: object): void => void child.stdin?.write(`${JSON.stringify(obj)}\n`);
  const starts = new Map<string, number>();
  const ms: Record<string, number[]> = Object.fromEntries(plan.sizes.map((s) => [s.key, []]));
  const failures: string[] = [];
  let ended = 0;
  let hostReadyMs = Number.NaN;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${extension.key} cli: not done within 300 s; stderr: ${stderr.slice(-600)}`)),
        300_000,
      );
      child.once("exit", (code, sig) => {
        clearTimeout(timer);
        reject(new Error(`${extension.key} cli exited (${code ?? sig}); stderr: ${stderr.trim().slice(-600)}`));
      });
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
        const at = performance.now();
        let frame: {
          id?: unknown;
          result?: unknown;
          error?: unknown;
          event?: { type?: string; toolCallId?: string; isError?: boolean; result?: { content?: { text?: string }[] } };
        };
        try {
          frame = JSON.parse(line) as typeof frame;
        } catch {
          return;
        }
        if (frame.id === 1) {
          hostReadyMs = at - t0;
          void Promise.resolve(hooks.ready?.(child.pid as number)).then(
            () => write({ id: 2, method: "prompt", params: { text: "echo, many times" } }),
            reject,
          );
          return;
        }
        const e = frame.event;
        if (e?.type === "tool_execution_start" && typeof e.toolCallId === "string") starts.set(e.toolCallId, at);
        else if (e?.type === "tool_execution_end" && typeof e.toolCallId === "string") {
          const kind = kinds[ended++];
          const began = starts.get(e.toolCallId);
          const text = e.result?.content?.[0]?.text ?? "";
          if (e.isError === true || !text.includes("Echo: bench "))
            failures.push(`${e.toolCallId}: isError=${String(e.isError)} ${text.slice(0, 200)}`);
          else if (kind?.timed && began !== undefined) ms[kind.key]?.push(at - began);
        }
        if (frame.id === 2 && ("result" in frame || "error" in frame)) {
          clearTimeout(timer);
          if ("error" in frame)
            reject(new Error(`${extension.key} cli: prompt failed ${JSON.stringify(frame.error).slice(0, 300)}`));
          else resolve();
        }
      });
      // Answered once the host has loaded everything: start-up is timed to it.
      write({ id: 1, method: "get_state" });
    });
    if (ended !== kinds.length) failures.push(`${kinds.length - ended} call(s) never ended`);
    await hooks.finished?.(child.pid as number);
    write({ id: 3, method: "close" });
    child.stdin?.end();
    if (!(await exited(child, 10_000))) killGroup();
    return { ms, failures, hostReadyMs };
  } finally {
    if (child.exitCode === null && child.signalCode === null) killGroup();
    await mock.close();
  }
}
