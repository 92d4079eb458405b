// `travis234-mcp check --connect [NAME]`: connects each usable server (or the one named), lists its
// tools and reports, per server, ok with the tool count and the time taken, or the failure's code
// and message with the last lines of its stderr (redacted, control characters stripped, bounded by
// stderr.tailLines and stderr.ringBytes). Exit 1 on any failure. For people: a stdio server that
// crashes at start says why here, where the model only sees a code and a hint.
import type { LoadedConfig } from "../config/index.js";
import { checkOne, formatConnectChecks as format, shownName as shown } from "../host/connect-report.js";
import { reportStart } from "../proxy/start-progress.js";
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

export async function checkConnectCommand(ctx: ConnectCheckContext, io: ConnectCheckIo): Promise<number> {
  const names = [...ctx.config.servers.keys()];
  if (ctx.name !== undefined && !names.includes(ctx.name)) {
    const disabled = ctx.config.disabled.get(ctx.name);
    const why = disabled
      ? `it is disabled by configuration errors (${disabled.problems.map((p) => p.code).join(", ")}); run \`travis234-mcp check\``
      : `it is not configured (servers: ${names.map(shown).join(", ") || "none"})`;
    io.stderr(`Cannot connect ${shown(ctx.name)}: ${why}.\n`);
    return 1;
  }
  const runtime = new Runtime(ctx.config, { environment: io.env, cwd: ctx.cwd, offline: ctx.offline });
  try {
    const selected = ctx.name !== undefined ? [ctx.name] : names;
    // One listener on the caller's signal, one signal per server: every server's requests listen to
    // their own, so a dozen servers do not pile their listeners on one signal.
    const perServer = selected.map(() => new AbortController());
    const abortAll = (): void => {
      for (const c of perServer) c.abort(io.signal?.reason);
    };
    if (io.signal?.aborted) abortAll();
    io.signal?.addEventListener("abort", abortAll, { once: true });
    // A first `npx -y` or `uvx` start downloads for tens of seconds: stderr says so meanwhile, in
    // the words the host shows a person, so that silence does not read as a hang.
    const waiting = selected.map((n) => reportStart(runtime.server(n), (line) => io.stderr(`${line}\n`)));
    const results = await Promise.all(
      selected.map((n, i) => checkOne(runtime, n, (perServer[i] as AbortController).signal)),
    ).finally(() => {
      io.signal?.removeEventListener("abort", abortAll);
      for (const stop of waiting) stop();
    });
    io.stdout(
      ctx.json
        ? `${JSON.stringify({ schemaVersion: CLI_JSON_SCHEMA_VERSION, ok: results.every((r) => r.ok), servers: results }, null, 2)}\n`
        : format(results),
    );
    return results.every((r) => r.ok) ? 0 : 1;
  } finally {
    await runtime.close();
  }
}
