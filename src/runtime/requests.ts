// The one place that sends MCP requests through the official client (see docs/architecture.md, "The
// runtime"): one typed function per request kind, each given the connection and the options of the
// request runner. Above the runtime nothing touches the SDK; a protocol quirk is handled here once.
import type {
  CallToolResult,
  GetPromptResult,
  ReadResourceResult,
  ResultTypeMap,
  Tool,
} from "@modelcontextprotocol/client";
import { METHOD_NOT_FOUND, ProtocolError, ProtocolErrorCode } from "@modelcontextprotocol/client";
import { AdapterError } from "../errors/index.js";
import type { Connection } from "./connection.js";
import type { SdkRequestOptions } from "./request-runner.js";

type Raw = Record<string, unknown>;

/** The lists a server may offer, by the method that pages through each and the field holding its entries. */
const LISTS = {
  tools: { method: "tools/list", key: "tools" },
  resources: { method: "resources/list", key: "resources" },
  // A server without templates may not implement their method at all (mcp-server-sqlite).
  templates: { method: "resources/templates/list", key: "resourceTemplates", optional: true },
  prompts: { method: "prompts/list", key: "prompts" },
} as const;

export type ListKind = keyof typeof LISTS;

/** The notification that says a kind's list changed; templates change with resources. */
export type ChangeKind = "tools" | "resources" | "prompts";

/** One page of a list, as the server sent it. */
export interface ListPage {
  readonly items: readonly Raw[];
  /** Unchecked: the paginator decides what a cursor is. */
  readonly nextCursor: unknown;
  /** The page's whole result (a 2026-07-28 server's cache hints are there); none for a list the server lacks. */
  readonly result?: Readonly<Raw>;
}

/** The tool definition the client needs for a call: its name and input schema (headers are mirrored from it). */
export interface ToolDefinition {
  readonly name: string;
  readonly inputSchema: unknown;
}

const isRecord = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);

/** JSON-RPC errors a server answers with that callers above decide on. */
// -32020 (2026-07-28 header mismatch) is the one code the SDK does not export.
const RPC_CODES = {
  invalidParams: ProtocolErrorCode.InvalidParams,
  headerMismatch: -32020,
  methodNotFound: METHOD_NOT_FOUND,
} as const;

export type ServerRefusal = keyof typeof RPC_CODES;

/** Whether `err` is the server's JSON-RPC error of kind `kind`, as the SDK raised it. */
function isServerRefusal(err: unknown, kind: ServerRefusal): boolean {
  return ProtocolError.isInstance(err) && (err as ProtocolError).code === RPC_CODES[kind];
}

/** Whether a failed request's catalog error is the server's JSON-RPC error of kind `kind`. */
export function refusedWith(err: unknown, kind: ServerRefusal): boolean {
  // Any of the server-error family: what the refusal is called depends on its wording, not its code.
  if (!AdapterError.isInstance(err)) return false;
  const data: object = err.data;
  return "rpcCode" in data && data.rpcCode === RPC_CODES[kind];
}

/**
 * Calls a tool with the catalog's definition: the SDK then mirrors parameters into headers without a
 * tools/list of its own, and never re-sends the call after a header mismatch (-32020): that retry is
 * the caller's, after a relisting.
 */
export function callTool(
  conn: Connection,
  definition: ToolDefinition,
  args: Readonly<Raw>,
  options: SdkRequestOptions,
): Promise<CallToolResult> {
  const schema = isRecord(definition.inputSchema) ? definition.inputSchema : {};
  const toolDefinition: Tool = { name: definition.name, inputSchema: { ...schema, type: "object" } };
  return conn.client.callTool({ name: definition.name, arguments: { ...args } }, { ...options, toolDefinition });
}

/** One page of a list; an optional list the server does not implement is one empty page. */
export async function listPage(
  conn: Connection,
  kind: ListKind,
  cursor: string | undefined,
  options: SdkRequestOptions,
): Promise<ListPage> {
  const list: { method: keyof ResultTypeMap; key: string; optional?: boolean } = LISTS[kind];
  try {
    const result: Raw = await conn.client.request(
      { method: list.method, params: cursor === undefined ? {} : { cursor } },
      options,
    );
    const items = result[list.key];
    return {
      items: Array.isArray(items) ? items.filter(isRecord) : [],
      nextCursor: result.nextCursor,
      result,
    };
  } catch (err) {
    if (list.optional && cursor === undefined && isServerRefusal(err, "methodNotFound"))
      return { items: [], nextCursor: undefined };
    throw err;
  }
}

export function readResource(conn: Connection, uri: string, options: SdkRequestOptions): Promise<ReadResourceResult> {
  return conn.client.request({ method: "resources/read", params: { uri } }, options);
}

export function getPrompt(
  conn: Connection,
  name: string,
  args: Readonly<Record<string, string>>,
  options: SdkRequestOptions,
): Promise<GetPromptResult> {
  return conn.client.request({ method: "prompts/get", params: { name, arguments: { ...args } } }, options);
}

/** Calls `handler` each time the server says the list of `kind` changed on `conn` (one handler per kind). */
export function onListChanged(conn: Connection, kind: ChangeKind, handler: () => void): void {
  conn.client.setNotificationHandler(`notifications/${kind}/list_changed`, handler);
}

/** The server's instructions, as it sent them at connect. */
export function instructions(conn: Connection): string | undefined {
  return conn.client.getInstructions();
}
