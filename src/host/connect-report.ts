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
      stderr: server.stderrTail(),
    };
  }
}

export const shownName = (name: string): string =>
  /^[\w.@-]+$/.test(name) ? name : JSON.stringify(stripControl(name, false));

export function formatConnectChecks(results: readonly ServerCheck[]): string {
  const out = [`Connected ${results.length} server${results.length === 1 ? "" : "s"} and listed their tools:`];
  for (const r of results) {
    if (r.ok) out.push(`  ok      ${shownName(r.name)}  ${r.tools} tool${r.tools === 1 ? "" : "s"} in ${r.ms} ms`);
    else {
      out.push(`  FAILED  ${shownName(r.name)}  ${r.code} after ${r.ms} ms`, `    ${r.message}`);
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
