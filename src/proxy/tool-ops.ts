// tools.list, tools.search, tools.describe and tools.call. Catalog text is server output: it is
// redacted and labelled as untrusted like any result.
import { search } from "../catalog/search.js";
import { AdapterError } from "../errors/index.js";
import type { HostResult } from "../results/blocks.js";
import { canonicalJson } from "../results/canonical.js";
import { convertToolResult } from "../results/convert.js";
import type { OperationContext } from "./context.js";
import { quote, summary, textResult } from "./format.js";

/** A one-line summary of server text, redacted first: a cut value would no longer match. */
const safeSummary = (c: OperationContext, description: string | undefined): string => summary(c.server.redactor.redact(description ?? ""));

function catalogResult(c: OperationContext, body: string, extra: Record<string, unknown>, kind = "tool catalog"): HostResult {
  const r = c.request;
  return textResult(c.server.redactor.redact(body), { server: r.server, spills: c.runtime.spills }, { operation: r.label, server: r.server, ...extra }, { kind, meta: `server=${quote(r.server)}` });
}

export async function listTools(c: OperationContext): Promise<HostResult> {
  const tools = await c.catalogs.tools.tools(c.options);
  const body = [`MCP tools on ${quote(c.request.server)} (${tools.length}):`, ...tools.map((t) => `- ${t.name}: ${safeSummary(c, t.description)}`)].join("\n");
  return catalogResult(c, body, { toolCount: tools.length });
}

export async function searchTools(c: OperationContext): Promise<HostResult> {
  const query = c.request.query ?? "";
  const found = search(await c.catalogs.tools.tools(c.options), query);
  const lines = [`MCP tools on ${quote(c.request.server)} matching ${quote(query)}: ${found.matches.length} of ${found.total} shown`, ...found.matches.map((t) => `- ${t.name}: ${safeSummary(c, t.description)}`)];
  if (found.total > found.matches.length) lines.push(`${found.total - found.matches.length} more match; refine the query to see them.`);
  return catalogResult(c, lines.join("\n"), { matchCount: found.total });
}

async function findTool(c: OperationContext) {
  const name = c.request.name ?? "";
  const tool = (await c.catalogs.tools.tools(c.options)).find((t) => t.name === name);
  if (!tool && c.catalogs.tools.isHidden(name)) throw new AdapterError("MCPA_TOOL_FILTERED", { server: c.request.server, tool: quote(name) });
  if (!tool) throw new AdapterError("MCPA_TOOL_UNKNOWN", { server: c.request.server, tool: quote(name) });
  return tool;
}

export async function describeTool(c: OperationContext): Promise<HostResult> {
  const tool = await findTool(c);
  const body = [`Tool ${quote(tool.name)} on ${quote(c.request.server)}`, safeSummary(c, tool.description), "Input schema:", canonicalJson(tool.inputSchema ?? {}, 2)].join("\n");
  return catalogResult(c, body, {}, "tool description");
}

/** Calls the original tool name once, never retried; `bounds` may tighten the inline guard. */
export async function callTool(c: OperationContext, bounds: { maxBytes?: number; maxLines?: number } = {}): Promise<HostResult> {
  const tool = await findTool(c);
  const result = await c.server.request("call", (conn, options) => conn.client.callTool({ name: tool.name, arguments: { ...(c.request.arguments ?? {}) } }, options as never), c.options);
  return convertToolResult(result as never, { server: c.request.server, operation: c.request.label, spills: c.runtime.spills, redactor: c.server.redactor, bounds });
}
