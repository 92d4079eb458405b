// A ServerRuntime stand-in for unit tests of what sits above the runtime (catalogs, operations): it
// answers the runtime's typed requests from a script, records every request it was asked, and lets
// a test announce a list change or replace the connection. Nothing is spawned or connected.
import type { CallToolResult, Client, GetPromptResult, ReadResourceResult } from "@modelcontextprotocol/client";
import type { ServerConfig } from "../../src/config/index.js";
import { AdapterError } from "../../src/errors/index.js";
import type { Connection } from "../../src/runtime/connection.js";
import type { Era } from "../../src/runtime/negotiation.js";
import type {
  ChangeKind,
  ListKind,
  ListPage,
  RequestOptions,
  ServerRuntime,
  ToolDefinition,
} from "../../src/runtime/server-runtime.js";
import { Redactor } from "../../src/secrets/index.js";

type Raw = Record<string, unknown>;

/** The typed requests a fake runtime answers: the runtime's gateway, minus connection management. */
export type RuntimeRequests = Pick<
  ServerRuntime,
  "callTool" | "listPage" | "readResource" | "getPrompt" | "onListChanged" | "instructions"
>;

/** What the fake answers; each field is consulted at request time, so a test may change it between requests. */
export interface Script {
  /** Pages of each list by cursor ("" is a cursor; the first request has none, keyed `undefined`). */
  lists?: Partial<Record<ListKind, (cursor: string | undefined, call: number) => Raw>>;
  callTool?: (definition: ToolDefinition, args: Readonly<Raw>) => CallToolResult | Promise<CallToolResult>;
  readResource?: (uri: string) => ReadResourceResult | Promise<ReadResourceResult>;
  getPrompt?: (name: string, args: Readonly<Record<string, string>>) => GetPromptResult | Promise<GetPromptResult>;
  instructions?: string;
}

/** One request the fake was asked, in order. */
export type Asked =
  | { readonly kind: "list"; readonly list: ListKind; readonly cursor: string | undefined }
  | { readonly kind: "call"; readonly tool: string; readonly args: Readonly<Raw> }
  | { readonly kind: "read"; readonly uri: string }
  | { readonly kind: "prompt"; readonly name: string };

/** A server configuration as the loader makes one, with the fields a test names. */
export function fakeServerConfig(fields: { name?: string; transport?: "stdio" | "http"; exclude?: string[] } = {}) {
  const common = {
    name: fields.name ?? "s",
    origin: { sourceId: "test", file: "mcp.json", scope: "global" as const },
    reconnect: { automatic: false, maxAttempts: 1, baseDelayMs: 100 },
    ...(fields.exclude ? { tools: { exclude: fields.exclude } } : {}),
  };
  const config: ServerConfig =
    fields.transport === "http"
      ? { ...common, transport: "http", url: "http://127.0.0.1:9/mcp", headers: {} }
      : { ...common, transport: "stdio", command: "never-spawned", args: [], env: {} };
  return config;
}

/** A live connection of the fake: it speaks `era`, offers `capabilities`, and is closed by replace(). */
function fakeConnection(era: Era, capabilities: Raw, redactor: Redactor): Connection & { end(): void } {
  let closed = false;
  let markClosed: () => void = () => {};
  const done = new Promise<void>((r) => {
    markClosed = r;
  });
  const end = (): void => {
    closed = true;
    markClosed();
  };
  return {
    // The fake answers every request itself: nothing may reach an SDK client.
    client: {} as Client,
    transport: { start: async () => {}, send: async () => {}, close: async () => {} },
    redactor,
    stderr: undefined,
    pid: undefined,
    capabilities,
    protocol: { era, version: era === "modern" ? "2026-07-28" : "2025-11-25", verdict: undefined },
    closed: done,
    isClosed: () => closed,
    close: async () => end(),
    end,
  };
}

export class FakeServerRuntime implements RuntimeRequests {
  readonly redactor = new Redactor();
  readonly asked: Asked[] = [];
  private conn: Connection & { end(): void };
  private readonly handlers = new Map<Connection, Map<ChangeKind, () => void>>();
  private readonly listCalls = new Map<ListKind, number>();

  constructor(
    readonly config: ServerConfig,
    readonly script: Script = {},
    private readonly era: Era = "legacy",
    private readonly capabilities: Raw = { tools: {}, resources: {}, prompts: {} },
  ) {
    this.conn = fakeConnection(era, capabilities, this.redactor);
  }

  get current(): Connection {
    return this.conn;
  }

  async connection(): Promise<Connection> {
    return this.conn;
  }

  cancelled(operation: string): AdapterError {
    return new AdapterError("MCPA_RUNTIME_CANCELLED", { server: this.config.name, operation, connection: "open" });
  }

  /** Ends the connection and opens another (as a reconnect would). */
  replace(): void {
    this.conn.end();
    this.conn = fakeConnection(this.era, this.capabilities, this.redactor);
  }

  /** The server says on the live connection that its list of `kind` changed. */
  announce(kind: ChangeKind): void {
    this.handlers.get(this.conn)?.get(kind)?.();
  }

  /** How many list requests of `list` were asked. */
  listed(list: ListKind): number {
    return this.asked.filter((a) => a.kind === "list" && a.list === list).length;
  }

  async listPage(kind: ListKind, cursor: string | undefined, listing: Connection, _o?: RequestOptions) {
    if (listing !== this.conn)
      throw new AdapterError("MCPA_RUNTIME_CONNECTION_LOST", {
        server: this.config.name,
        operation: kind,
        reason: "reconnected",
      });
    this.asked.push({ kind: "list", list: kind, cursor });
    const call = (this.listCalls.get(kind) ?? 0) + 1;
    this.listCalls.set(kind, call);
    const result = this.script.lists?.[kind]?.(cursor, call) ?? {};
    const key = kind === "templates" ? "resourceTemplates" : kind;
    const items = result[key];
    const page: ListPage = {
      items: Array.isArray(items) ? items : [],
      nextCursor: result.nextCursor,
      result,
    };
    return page;
  }

  async callTool(definition: ToolDefinition, args: Readonly<Raw>, _o?: RequestOptions) {
    this.asked.push({ kind: "call", tool: definition.name, args });
    return (await this.script.callTool?.(definition, args)) ?? { content: [] };
  }

  async readResource(uri: string, _o?: RequestOptions) {
    this.asked.push({ kind: "read", uri });
    return (await this.script.readResource?.(uri)) ?? { contents: [] };
  }

  async getPrompt(name: string, args: Readonly<Record<string, string>>, _o?: RequestOptions) {
    this.asked.push({ kind: "prompt", name });
    return (await this.script.getPrompt?.(name, args)) ?? { messages: [] };
  }

  onListChanged(conn: Connection, kind: ChangeKind, handler: () => void): void {
    const byKind = this.handlers.get(conn) ?? new Map<ChangeKind, () => void>();
    byKind.set(kind, handler);
    this.handlers.set(conn, byKind);
  }

  instructions(): string | undefined {
    return this.script.instructions;
  }
}
