// The `mcp` tool: normalise the request, then run exactly one operation on exactly one server.
// Every outcome is a bounded HostResult; only cancellation is thrown (MCPA_RUNTIME_CANCELLED), so
// that the host can report it as a cancellation rather than as a tool error.
import { readFileSync } from "node:fs";
import type { Progress } from "@modelcontextprotocol/client";
import { ToolCatalog } from "../catalog/tools.js";
import { search } from "../catalog/search.js";
import type { ErrorCode } from "../errors/index.js";
import { AdapterError } from "../errors/index.js";
import type { HostResult } from "../results/blocks.js";
import { text } from "../results/blocks.js";
import { canonicalJson } from "../results/canonical.js";
import { convertToolResult } from "../results/convert.js";
import { cut, INLINE_MAX_BYTES, INLINE_MAX_LINES } from "../results/guard.js";
import type { Runtime } from "../runtime/runtime.js";
import { errorResult, quote, summary, textResult } from "./format.js";
import type { NormalRequest } from "./normalize.js";
import { normalise } from "./normalize.js";
import { statusResult } from "./status.js";

export interface CallOptions {
  readonly signal?: AbortSignal | undefined;
  readonly onprogress?: ((progress: Progress) => void) | undefined;
}

export class Proxy {
  private readonly catalogs = new Map<string, ToolCatalog>();

  constructor(readonly runtime: Runtime) {}

  private catalog(server: string): ToolCatalog {
    let c = this.catalogs.get(server);
    if (!c) {
      c = new ToolCatalog(this.runtime.server(server));
      this.catalogs.set(server, c);
    }
    return c;
  }

  private disabledCodes(): Map<string, ErrorCode> {
    return new Map([...this.runtime.config.disabled.values()].map((d) => [d.name, (d.problems[0]?.code ?? "MCPA_CONFIG_FIELD_TYPE") as ErrorCode]));
  }

  /** Runs one request. Throws only AdapterError MCPA_RUNTIME_CANCELLED, when `signal` aborts. */
  async call(args: unknown, o: CallOptions = {}): Promise<HostResult> {
    const n = normalise(args, this.runtime.serverNames, this.disabledCodes());
    if (n.kind === "status") return statusResult(this.runtime.config, this.runtime.status(), { server: "", spills: this.runtime.spills });
    if (n.kind === "invalid") return errorResult(n.error, "validation", undefined, n.example);
    const r = n.request;
    try {
      return await this.run(r, o);
    } catch (err) {
      if (AdapterError.isInstance(err) && err.code === "MCPA_RUNTIME_CANCELLED") throw err;
      if (o.signal?.aborted) throw new AdapterError("MCPA_RUNTIME_CANCELLED", { server: r.server, operation: r.label });
      return errorResult(err, r.label, r.server);
    }
  }

  private async run(r: NormalRequest, o: CallOptions): Promise<HostResult> {
    const ctx = { server: r.server, spills: this.runtime.spills };
    const details = { operation: r.label, server: r.server };
    // Catalog text is server output too: resolved secrets are redacted from it (DESIGN §4.18).
    const redact = (body: string): string => this.runtime.server(r.server).current?.redactor.redact(body) ?? body;
    switch (r.operation) {
      case "tools.list": {
        const tools = await this.catalog(r.server).tools(o);
        const body = [`MCP tools on ${quote(r.server)} (${tools.length}):`, ...tools.map((t) => `- ${t.name}: ${summary(t.description)}`)].join("\n");
        return textResult(redact(body), ctx, { ...details, toolCount: tools.length }, { kind: "tool catalog", meta: `server=${quote(r.server)}` });
      }
      case "tools.search": {
        const tools = await this.catalog(r.server).tools(o);
        const found = search(tools, r.query ?? "");
        const lines = [`MCP tools on ${quote(r.server)} matching ${quote(r.query ?? "")}: ${found.matches.length} of ${found.total} shown`, ...found.matches.map((t) => `- ${t.name}: ${summary(t.description)}`)];
        if (found.total > found.matches.length) lines.push(`${found.total - found.matches.length} more match; refine the query to see them.`);
        return textResult(redact(lines.join("\n")), ctx, { ...details, matchCount: found.total }, { kind: "tool catalog", meta: `server=${quote(r.server)}` });
      }
      case "tools.describe": {
        const tool = (await this.catalog(r.server).tools(o)).find((t) => t.name === r.name);
        if (!tool) throw new AdapterError("MCPA_TOOL_UNKNOWN", { server: r.server, tool: quote(r.name ?? "") });
        const body = [`Tool ${quote(tool.name)} on ${quote(r.server)}`, summary(tool.description), "Input schema:", canonicalJson(tool.inputSchema ?? {}, 2)].join("\n");
        return textResult(redact(body), ctx, details, { kind: "tool description", meta: `server=${quote(r.server)}` });
      }
      case "tools.call": {
        const name = r.name ?? "";
        const tool = (await this.catalog(r.server).tools(o)).find((t) => t.name === name);
        if (!tool) throw new AdapterError("MCPA_TOOL_UNKNOWN", { server: r.server, tool: quote(name) });
        const server = this.runtime.server(r.server);
        const result = await server.request("call", (c, options) => c.client.callTool({ name: tool.name, arguments: { ...(r.arguments ?? {}) } }, options as never), o);
        const redactor = server.current?.redactor;
        return convertToolResult(result as never, { server: r.server, operation: r.label, spills: this.runtime.spills, redactor: redactor ?? new (await import("../secrets/index.js")).Redactor() });
      }
      case "output.read":
        return this.readOutput(r);
      default:
        throw new AdapterError("MCPA_REQUEST_UNKNOWN_OPERATION", { operations: "tools.list, tools.search, tools.describe, tools.call, output.read" });
    }
  }

  /** The next window of a text spill, within the inline bounds, from a byte offset. */
  private readOutput(r: NormalRequest): HostResult {
    const reference = r.output ?? "";
    const spill = this.runtime.spills.get(reference);
    if (!spill || spill.server !== r.server) throw new AdapterError("MCPA_OUTPUT_UNKNOWN", { server: r.server, output: reference });
    const details = { operation: r.label, server: r.server, output: reference, totalBytes: spill.bytes };
    if (spill.kind === "binary") {
      return { content: [text(`${reference} is binary (${spill.mimeType ?? "application/octet-stream"}, ${spill.bytes} bytes) and cannot be read as text.`)], isError: false, details: { travis234Mcp: { ...details, isError: false } } };
    }
    const all = readFileSync(spill.path);
    const offset = Math.min(r.offset ?? 0, all.length);
    // Start on a character boundary, then take the largest window within the inline bounds less
    // room for the header and footer lines.
    let start = offset;
    while (start < all.length && ((all[start] as number) & 0xc0) === 0x80) start += 1;
    const window = cut(all.subarray(start).toString("utf8"), INLINE_MAX_BYTES - 512, INLINE_MAX_LINES - 4);
    const next = start + Buffer.byteLength(window);
    const footer = next < all.length ? `[continues: next offset ${next} of ${all.length} bytes]` : `[end of ${reference}: ${all.length} bytes]`;
    const body = `${window}\n${footer}`;
    return { content: [text(body)], isError: false, details: { travis234Mcp: { ...details, isError: false, offset: start, nextOffset: next < all.length ? next : null } } };
  }
}
