// `travis234-mcp check --connect [NAME]`: connects each usable server (or the one named), lists its
// tools and reports, per server, ok with the tool count and the time taken, or the failure's code
// and message with the last lines of its stderr (redacted, control characters stripped, bounded by
// stderr.tailLines and stderr.ringBytes). Exit 1 on any failure. For people: a stdio server that
// crashes at start says why here, where the model only sees a code and a hint.
import { ToolCatalog } from "../catalog/tools.js";
import type { LoadedConfig } from "../config/index.js";
import { AdapterError, stripControl } from "../errors/index.js";
import { Runtime } from "../runtime/runtime.js";
import { CLI_JSON_SCHEMA_VERSION } from "./help.js";

export interface ConnectCheckContext {
  readonly config: LoadedConfig;
  readonly cwd: string;
  readonly offline: boolean;
  readonly json: boolean;
  /** One server by name; all usable servers when absent. */
  readonly name?: string | undefined;
}

export interface ConnectCheckIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: NodeJS.ProcessEnv;
  readonly signal?: AbortSignal | undefined;
}

interface ServerCheck {
  readonly name: string;
  readonly ok: boolean;
  readonly ms: number;
  readonly tools?: number;
  readonly code?: string;
  readonly message?: string;
  readonly stderr: readonly string[];
}

async function checkOne(runtime: Runtime, name: string, signal: AbortSignal | undefined): Promise<ServerCheck> {
  const server = runtime.server(name);
  const t0 = performance.now();
  try {
    const tools = await new ToolCatalog(server).tools(signal ? { signal } : {});
    return { name, ok: true, ms: Math.round(performance.now() - t0), tools: tools.length, stderr: [] };
  } catch (err) {
    const e = AdapterError.isInstance(err) ? err : new AdapterError("MCPA_RUNTIME_REQUEST_FAILED", { server: name, operation: "check", reason: "unexpected failure" });
    return { name, ok: false, ms: Math.round(performance.now() - t0), code: e.code, message: server.redactor.redact(e.message), stderr: server.stderrTail() };
  }
}

const shown = (name: string): string => (/^[\w.@-]+$/.test(name) ? name : JSON.stringify(stripControl(name, false)));

function format(results: readonly ServerCheck[]): string {
  const out = [`Connected ${results.length} server${results.length === 1 ? "" : "s"} and listed their tools:`];
  for (const r of results) {
    if (r.ok) out.push(`  ok      ${shown(r.name)}  ${r.tools} tool${r.tools === 1 ? "" : "s"} in ${r.ms} ms`);
    else {
      out.push(`  FAILED  ${shown(r.name)}  ${r.code} after ${r.ms} ms`, `    ${r.message}`);
      if (r.stderr.length > 0) out.push(`    last ${r.stderr.length} stderr line${r.stderr.length === 1 ? "" : "s"} (redacted):`, ...r.stderr.map((l) => `    | ${l}`));
      else out.push("    no stderr output");
    }
  }
  const failed = results.filter((r) => !r.ok).length;
  out.push("", failed === 0 ? "All servers answered." : `${failed} of ${results.length} failed.`);
  return `${out.join("\n")}\n`;
}

export async function checkConnectCommand(ctx: ConnectCheckContext, io: ConnectCheckIo): Promise<number> {
  const names = [...ctx.config.servers.keys()];
  if (ctx.name !== undefined && !names.includes(ctx.name)) {
    const disabled = ctx.config.disabled.get(ctx.name);
    const why = disabled ? `it is disabled by configuration errors (${disabled.problems.map((p) => p.code).join(", ")}); run \`travis234-mcp check\`` : `it is not configured (servers: ${names.map(shown).join(", ") || "none"})`;
    io.stderr(`Cannot connect ${shown(ctx.name)}: ${why}.\n`);
    return 1;
  }
  const runtime = new Runtime(ctx.config, { environment: io.env, cwd: ctx.cwd, offline: ctx.offline });
  try {
    const selected = ctx.name !== undefined ? [ctx.name] : names;
    const results = await Promise.all(selected.map((n) => checkOne(runtime, n, io.signal)));
    io.stdout(ctx.json ? `${JSON.stringify({ schemaVersion: CLI_JSON_SCHEMA_VERSION, ok: results.every((r) => r.ok), servers: results }, null, 2)}\n` : format(results));
    return results.every((r) => r.ok) ? 0 : 1;
  } finally {
    await runtime.close();
  }
}
