// `status`, `call` and `session`: the same runtime and proxy the host uses, from a shell.
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import type { LoadedConfig } from "../config/index.js";
import { AdapterError } from "../errors/index.js";
import { CLI_JSON_SCHEMA_VERSION } from "./help.js";
import { APPROVAL_TABLE } from "./generated.js";
import { userErrorResult } from "../proxy/format.js";
import { defaultToolCache, McpProxy } from "../proxy/proxy.js";
import type { HostResult } from "../results/index.js";
import { Runtime } from "../runtime/runtime.js";

export interface ProxyIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: NodeJS.ProcessEnv;
  readonly stdin?: Readable;
  readonly signal?: AbortSignal;
}

export interface ProxyContext {
  readonly config: LoadedConfig;
  readonly cwd: string;
  readonly offline: boolean;
  readonly json: boolean;
}

/** The model-visible text of a result: its text blocks, and a placeholder line per image. */
export function visibleText(result: HostResult): string {
  return result.content.map((b) => (b.type === "text" ? b.text : `[image ${b.mimeType}, ${Buffer.from(b.data, "base64").length} bytes]`)).join("\n");
}

function render(result: HostResult, json: boolean): string {
  return json ? `${JSON.stringify({ schemaVersion: CLI_JSON_SCHEMA_VERSION, ...result })}\n` : `${visibleText(result)}\n`;
}


async function callOnce(proxy: McpProxy, args: unknown, signal: AbortSignal | undefined): Promise<HostResult> {
  try {
    return await proxy.call(args, { signal });
  } catch (err) {
    if (AdapterError.isInstance(err)) return userErrorResult(err, "cancelled", undefined);
    throw err;
  }
}

function open(ctx: ProxyContext, io: ProxyIo): { runtime: Runtime; proxy: McpProxy } {
  const runtime = new Runtime(ctx.config, { environment: io.env, cwd: ctx.cwd, offline: ctx.offline });
  return { runtime, proxy: new McpProxy(runtime, [], undefined, { toolCache: defaultToolCache({ cwd: ctx.cwd, env: io.env }) }) };
}

/** One request: `status` is `call '{}'`. Exit 0 on success, 1 on an error result. */
export async function callCommand(request: string, ctx: ProxyContext, io: ProxyIo): Promise<number> {
  let args: unknown;
  try {
    args = JSON.parse(request) as unknown;
  } catch {
    const e = new AdapterError("MCPA_CLI_USAGE", { problem: "the request is not valid JSON" });
    io.stderr(`${e.code}: ${e.message}\n${e.hint}\n`);
    return 2;
  }
  const { runtime, proxy } = open(ctx, io);
  try {
    const result = await callOnce(proxy, args, io.signal);
    io.stdout(render(result, ctx.json));
    return result.isError ? 1 : 0;
  } finally {
    await runtime.close();
  }
}

/** One JSON request per stdin line, one JSON result per stdout line; connections kept between lines. */
export async function sessionCommand(ctx: ProxyContext, io: ProxyIo): Promise<number> {
  const { runtime, proxy } = open(ctx, io);
  const lines = createInterface({ input: io.stdin ?? process.stdin, crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      if (line.trim() === "") continue;
      let args: unknown;
      try {
        args = JSON.parse(line) as unknown;
      } catch {
        const e = new AdapterError("MCPA_CLI_USAGE", { problem: "the line is not valid JSON" });
        io.stdout(`${JSON.stringify(userErrorResult(e, APPROVAL_TABLE.invalidLabel, undefined))}\n`);
        continue;
      }
      io.stdout(`${JSON.stringify(await callOnce(proxy, args, io.signal))}\n`);
      if (io.signal?.aborted) break;
    }
  } finally {
    lines.close();
    await runtime.close();
  }
  return 0;
}
