// tools.list, tools.search, tools.describe and tools.call. Catalog text is server output: it is
// redacted and labelled as untrusted like any result.
import { search } from "../catalog/search.js";
import type { ToolChange } from "../catalog/tool-fingerprints.js";
import type { ToolEntry } from "../catalog/tools.js";
import { AdapterError, escapeControl } from "../errors/index.js";
import type { HostResult } from "../results/index.js";
import { convertToolResult, LABEL_KINDS, phrase, shownName } from "../results/index.js";
import type { ServerRuntime } from "../runtime/server-runtime.js";
import { refusedWith } from "../runtime/server-runtime.js";
import type { OperationContext } from "./context.js";
import { quote, summary, textResult } from "./format.js";
import {
  changeDate,
  changeParts,
  describeBody,
  extraMarks,
  instructionsOnce,
  markLegend,
  toolMarks,
} from "./tool-view.js";
import { denial } from "./worker-scope.js";

/** A listing line of a tool as shown: its name and description were redacted (once) and escaped. */
const entryLine =
  (short: boolean, changes: ReadonlyMap<string, ToolChange>) =>
  (t: ShownTool): string =>
    phrase("toolEntry", {
      name: t.name,
      marks: toolMarks(t.entry, short, extraMarks(t.entry.name, t.name, changes.get(t.name))),
      summary: summary(t.description ?? ""),
    });

/** `body` holds server text only where it was redacted field by field: it is not redacted again. */
function catalogResult(
  c: OperationContext,
  body: string,
  extra: Record<string, unknown>,
  kind: string = LABEL_KINDS.toolCatalog,
): HostResult {
  const r = c.request;
  return textResult(
    body,
    { server: r.server, spills: c.runtime.spills },
    { operation: r.label, server: r.server, ...extra },
    // The header inside names the server: the label needs no metadata of its own.
    { kind, meta: "" },
  );
}

/** A worker lists and searches only the tools it may call. */
async function callableTools(c: OperationContext): Promise<readonly ToolEntry[]> {
  const tools = await c.catalogs.tools.tools(c.options);
  const ceiling = c.ceiling;
  return ceiling ? tools.filter((t) => ceiling.tool(c.request.server, t.name)) : tools;
}

export async function listTools(c: OperationContext): Promise<HostResult> {
  const tools = await callableTools(c);
  const legend = markLegend(tools);
  const lines = [
    phrase("toolsListed", { server: quote(c.request.server), count: tools.length, legend }),
    ...shownTools(c, tools).map(entryLine(legend !== "", c.catalogs.tools.changedTools())),
  ];
  const body = [...lines, ...instructionsOnce(c.server, (t) => c.server.redactor.redact(t))].join("\n");
  return catalogResult(c, body, { toolCount: tools.length });
}

interface ShownTool {
  readonly entry: ToolEntry;
  readonly name: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
}

const shownCatalogs = new WeakMap<
  readonly ToolEntry[],
  { readonly size: number; readonly tools: readonly ShownTool[] }
>();

/**
 * The tools as the model sees them (redacted, names escaped). Search matches only these, so that
 * the count of matches for a query cannot reveal a redacted value a character at a time. Kept per
 * catalog until the redactor learns a new value.
 */
function shownTools(c: OperationContext, tools: readonly ToolEntry[]): readonly ShownTool[] {
  const r = c.server.redactor;
  const cached = shownCatalogs.get(tools);
  if (cached?.size === r.size) return cached.tools;
  const redact = (t: string | undefined): string | undefined => (t === undefined ? undefined : r.redact(t));
  const shown = Object.freeze(
    tools.map((t) =>
      Object.freeze({
        entry: t,
        name: shownName(r, t.name),
        title: redact(t.title),
        description: redact(t.description),
      }),
    ),
  );
  shownCatalogs.set(tools, { size: r.size, tools: shown });
  return shown;
}

export async function searchTools(c: OperationContext): Promise<HostResult> {
  const query = c.request.query ?? "";
  const found = search(shownTools(c, await callableTools(c)), query);
  const legend = markLegend(found.matches.map((t) => t.entry));
  const head = { server: quote(c.request.server), query: quote(query), total: found.total, legend };
  const lines = [
    found.total > found.matches.length
      ? phrase("toolsMatching", { ...head, shown: found.matches.length })
      : phrase("toolsMatchingAll", head),
    ...found.matches.map(entryLine(legend !== "", c.catalogs.tools.changedTools())),
  ];
  if (found.total > found.matches.length)
    lines.push(phrase("catalogMoreMatches", { count: found.total - found.matches.length }));
  return catalogResult(c, lines.join("\n"), { matchCount: found.total });
}

const unique = <T>(found: readonly T[]): T | undefined => (found.length === 1 ? found[0] : undefined);

async function findTool(c: OperationContext) {
  const name = c.request.name ?? "";
  const tools = await c.catalogs.tools.tools(c.options);
  // A name with control characters is listed escaped: the model may send it back in that form.
  const tool = tools.find((t) => t.name === name) ?? unique(tools.filter((t) => escapeControl(t.name) === name));
  if (!tool && c.catalogs.tools.isHidden(name))
    throw new AdapterError("MCPA_TOOL_FILTERED", { server: c.request.server, tool: quote(name) });
  if (!tool && c.catalogs.tools.isAppOnly(name))
    throw new AdapterError("MCPA_TOOL_APP_ONLY", { server: c.request.server, tool: quote(name) });
  if (!tool) {
    // The model may have found the name in a cached catalog that no longer holds: drop it.
    c.catalogs.tools.forgetCached();
    throw new AdapterError("MCPA_TOOL_UNKNOWN", { server: c.request.server, tool: quote(name) });
  }
  // A worker's ceiling names the tool itself: a grant of its escaped form does not reach it.
  if (c.ceiling && !c.ceiling.tool(c.request.server, tool.name))
    throw denial(c.ceiling, c.request.server, { operation: "tools.call", target: tool.name });
  return tool;
}

/** The change of `tool` the person has not accepted, if any. */
const changeOf = (c: OperationContext, tool: ToolEntry): ToolChange | undefined =>
  c.catalogs.tools.changedTools().get(shownName(c.server.redactor, tool.name));

export async function describeTool(c: OperationContext): Promise<HostResult> {
  const tool = await findTool(c);
  return catalogResult(
    c,
    describeBody(tool, c.request.server, quote, c.server.redactor, changeOf(c, tool)),
    {},
    LABEL_KINDS.toolDescription,
  );
}

/**
 * Calls the original tool name once; `bounds` may tighten the inline guard. The one retry is after a
 * header mismatch (-32020): the server refused the call before running it because the headers
 * mirrored from the catalog's definition no longer match its own, so the tools are listed again and
 * the call is sent once more with the fresh definition.
 */
export async function callTool(
  c: OperationContext,
  bounds: { maxBytes?: number; maxLines?: number } = {},
): Promise<HostResult> {
  let tool = await callableTool(c);
  const args = c.request.arguments ?? {};
  let result: Awaited<ReturnType<ServerRuntime["callTool"]>>;
  try {
    try {
      result = await c.server.callTool(tool, args, c.options);
    } catch (err) {
      if (!refusedWith(err, "headerMismatch")) throw err;
      c.catalogs.tools.invalidate();
      tool = await callableTool(c);
      result = await c.server.callTool(tool, args, c.options);
    }
  } catch (err) {
    // Invalid params (-32602) is how servers refuse a tool they do not have (any more): the cached
    // catalog goes too.
    if (refusedWith(err, "invalidParams")) c.catalogs.tools.forgetCached();
    throw err;
  }
  const converted = convertToolResult(result, {
    server: c.request.server,
    operation: c.request.label,
    spills: c.runtime.spills,
    redactor: c.server.redactor,
    bounds,
    outputSchema: tool.outputSchema,
    linkReference: (uri, name, mime) => c.catalogs.resources.linkReference(uri, name, mime),
  });
  // The first result of a session from a changed tool says so, in the adapter's words after the label.
  const change = changeOf(c, tool);
  if (!change || !c.catalogs.tools.tellOnce(tool.name)) return converted;
  const note = phrase("callChangedNote", { parts: changeParts(change), date: changeDate(change.sinceMs) });
  return { ...converted, content: [...converted.content, { type: "text", text: note }] };
}

/**
 * The tool a call names, refused before any request when only task-based execution can run it, or
 * when the server pins its tools and this one changed since the person last accepted it.
 */
async function callableTool(c: OperationContext): Promise<ToolEntry> {
  const tool = await findTool(c);
  if (tool.taskSupport === "required")
    throw new AdapterError("MCPA_TOOL_TASK_REQUIRED", { server: c.request.server, tool: quote(tool.name) });
  const change = changeOf(c, tool);
  if (change && c.server.config.pinTools === true)
    throw new AdapterError("MCPA_TOOL_CHANGED", {
      server: c.request.server,
      tool: quote(shownName(c.server.redactor, tool.name)),
      date: changeDate(change.sinceMs),
      parts: changeParts(change),
    });
  return tool;
}
