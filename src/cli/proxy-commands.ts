// `status`, `call` and `session`: the same session setup, runtime and proxy the host uses (packaged
// servers and facades included, from --packaged), from a shell.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import type { LoadedConfig } from "../config/index.js";
import { AdapterError, escapeControlText, wellFormedJson } from "../errors/index.js";
import { userErrorResult } from "../proxy/format.js";
import type { McpProxy } from "../proxy/proxy.js";
import type { Session, SessionSetup } from "../proxy/session.js";
import { openSession } from "../proxy/session.js";
import type { HostResult } from "../results/index.js";
import { APPROVAL_TABLE } from "./generated.js";
import { CLI_JSON_SCHEMA_VERSION } from "./help.js";

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
  /** --home: the tool-catalog cache follows it, as the configuration files do. */
  readonly home?: string | undefined;
  readonly offline: boolean;
  readonly json: boolean;
  /** --packaged: a JSON file of packaged servers and facades (relative to cwd). */
  readonly packagedFile?: string;
  /** --tool: the facade tool a call goes to instead of mcp. */
  readonly tool?: string;
}

/**
 * The model-visible text of a result: its text blocks, and a placeholder line per image. Control
 * characters are escaped once more here, since this text goes to a terminal.
 */
export function visibleText(result: HostResult): string {
  return result.content
    .map((b) =>
      b.type === "text"
        ? escapeControlText(b.text)
        : `[image ${b.mimeType}, ${Buffer.from(b.data, "base64").length} bytes]`,
    )
    .join("\n");
}

function render(result: HostResult, json: boolean): string {
  return json
    ? `${wellFormedJson({ schemaVersion: CLI_JSON_SCHEMA_VERSION, ...result })}\n`
    : `${visibleText(result)}\n`;
}

async function callOnce(
  proxy: McpProxy,
  args: unknown,
  signal: AbortSignal | undefined,
  tool?: string,
): Promise<HostResult> {
  try {
    return await (tool === undefined ? proxy.call(args, { signal }) : proxy.callFacade(tool, args, { signal }));
  } catch (err) {
    if (AdapterError.isInstance(err)) return userErrorResult(err, "cancelled", undefined);
    throw err;
  }
}

/** What --packaged holds: the fields of the sidecar's initialize that carry packaged servers. */
function readPackaged(file: string, cwd: string): Pick<SessionSetup, "packaged" | "pythonExecutable"> {
  const refuse = (problem: string): never => {
    throw new AdapterError("MCPA_CLI_USAGE", { problem: `--packaged ${JSON.stringify(file)} ${problem}` });
  };
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(resolve(cwd, file), "utf8")) as unknown;
  } catch (err) {
    return refuse(
      err instanceof SyntaxError
        ? "is not valid JSON"
        : `could not be read (${(err as NodeJS.ErrnoException).code ?? "error"})`,
    );
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return refuse("is not a JSON object");
  const { servers, facades, pythonExecutable, ...extra } = value as Record<string, unknown>;
  const unknown = Object.keys(extra)[0];
  if (unknown !== undefined)
    refuse(`has the unknown key ${JSON.stringify(unknown)} (servers, facades and pythonExecutable are known)`);
  const list = (v: unknown, name: string): unknown[] | undefined =>
    v === undefined ? undefined : Array.isArray(v) ? v : refuse(`must hold ${name} as an array`);
  const python =
    typeof pythonExecutable === "string" || pythonExecutable === undefined
      ? pythonExecutable
      : refuse("must hold pythonExecutable as a string");
  return {
    packaged: { servers: list(servers, "servers"), facades: list(facades, "facades") },
    pythonExecutable: python,
  };
}

/** The session, or undefined once its refusal (a bad --packaged file or descriptor) is on stderr. */
function open(ctx: ProxyContext, io: ProxyIo): Session | undefined {
  try {
    const packaged = ctx.packagedFile === undefined ? {} : readPackaged(ctx.packagedFile, ctx.cwd);
    return openSession({
      config: ctx.config,
      environment: io.env,
      cwd: ctx.cwd,
      home: ctx.home,
      offline: ctx.offline,
      ...packaged,
    });
  } catch (err) {
    if (!AdapterError.isInstance(err)) throw err;
    io.stderr(`${err.code}: ${err.message}\n${err.hint}\n`);
    return undefined;
  }
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
  const session = open(ctx, io);
  if (!session) return 2;
  const { runtime, proxy } = session;
  try {
    const result = await callOnce(proxy, args, io.signal, ctx.tool);
    io.stdout(render(result, ctx.json));
    return result.isError ? 1 : 0;
  } finally {
    await runtime.close();
  }
}

/** One JSON request per stdin line, one JSON result per stdout line; connections kept between lines. */
export async function sessionCommand(ctx: ProxyContext, io: ProxyIo): Promise<number> {
  const session = open(ctx, io);
  if (!session) return 2;
  const { runtime, proxy } = session;
  const lines = createInterface({ input: io.stdin ?? process.stdin, crlfDelay: Infinity });
  try {
    for await (const line of lines) {
      if (line.trim() === "") continue;
      let args: unknown;
      try {
        args = JSON.parse(line) as unknown;
      } catch {
        const e = new AdapterError("MCPA_CLI_USAGE", { problem: "the line is not valid JSON" });
        io.stdout(`${wellFormedJson(userErrorResult(e, APPROVAL_TABLE.invalidLabel, undefined))}\n`);
        continue;
      }
      io.stdout(`${wellFormedJson(await callOnce(proxy, args, io.signal))}\n`);
      if (io.signal?.aborted) break;
    }
  } finally {
    lines.close();
    await runtime.close();
  }
  return 0;
}
