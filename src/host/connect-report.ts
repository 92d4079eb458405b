// One server connected and its tools listed, for a person: ok with the tool count and the time, or
// the failure's code and message with the last lines of its stderr (redacted, control characters
// stripped, bounded by stderr.tailLines and stderr.ringBytes). Used by `travis234-mcp check
// --connect` on its own runtime and by `/mcp connect` on the session's.
import { ToolCatalog } from "../catalog/tools.js";
import { AdapterError, stripControl } from "../errors/index.js";
import type { Runtime } from "../runtime/runtime.js";

export interface ServerCheck {
  readonly name: string;
  readonly ok: boolean;
  readonly ms: number;
  readonly tools?: number;
  readonly code?: string;
  readonly message?: string;
  /** What the server itself said (its JSON-RPC error message), redacted, escaped and bounded. */
  readonly serverMessage?: string;
  readonly stderr: readonly string[];
}

export async function checkOne(runtime: Runtime, name: string, signal: AbortSignal | undefined): Promise<ServerCheck> {
  const server = runtime.server(name);
  const t0 = performance.now();
  try {
    const tools = await new ToolCatalog(server).tools(signal ? { signal } : {});
    return { name, ok: true, ms: Math.round(performance.now() - t0), tools: tools.length, stderr: [] };
  } catch (err) {
    const e = AdapterError.isInstance(err)
      ? err
      : new AdapterError("MCPA_RUNTIME_REQUEST_FAILED", {
          server: name,
          operation: "check",
          reason: "unexpected failure",
        });
    return {
      name,
      ok: false,
      ms: Math.round(performance.now() - t0),
      code: e.code,
      message: server.redactor.redact(e.message),
      ...(e.serverMessage !== undefined ? { serverMessage: server.redactor.redact(e.serverMessage) } : {}),
      stderr: server.stderrTail(),
    };
  }
}

export const shownName = (name: string): string =>
  /^[\w.@-]+$/.test(name) ? name : JSON.stringify(stripControl(name, false));

const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** The first line counts what happened: how many connected and listed their tools, of how many. */
function heading(results: readonly ServerCheck[]): string {
  const ok = results.filter((r) => r.ok).length;
  if (ok === results.length) return `Connected ${counted(ok, "server")} and listed their tools:`;
  if (ok === 0)
    return results.length === 1
      ? `Could not connect ${shownName(results[0]?.name ?? "")}; nothing was listed:`
      : `No server connected: all ${results.length} tried failed.`;
  return `Connected ${ok} of ${counted(results.length, "server")} and listed their tools; ${results.length - ok} failed:`;
}

export function formatConnectChecks(results: readonly ServerCheck[]): string {
  const out = [heading(results)];
  for (const r of results) {
    if (r.ok) out.push(`  ok      ${shownName(r.name)}  ${counted(r.tools ?? 0, "tool")} in ${r.ms} ms`);
    else {
      out.push(`  FAILED  ${shownName(r.name)}  ${r.code} after ${r.ms} ms`, `    ${r.message}`);
      if (r.serverMessage !== undefined) out.push(`    the server said: ${r.serverMessage}`);
      if (r.stderr.length > 0)
        out.push(
          `    last ${r.stderr.length} stderr line${r.stderr.length === 1 ? "" : "s"} (redacted):`,
          ...r.stderr.map((l) => `    | ${l}`),
        );
      else out.push("    no stderr output");
    }
  }
  const failed = results.filter((r) => !r.ok).length;
  out.push("", failed === 0 ? "All servers answered." : `${failed} of ${results.length} failed.`);
  return `${out.join("\n")}\n`;
}
