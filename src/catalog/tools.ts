// The tool catalog of one server: a connection-scoped catalog (catalog.ts) of tool entries.
// Tools the server's includeTools/excludeTools hide never leave this module: list, search, describe
// and call all see the filtered catalog.
import type { Connection } from "../runtime/connection.js";
import type { RequestOptions, ServerRuntime } from "../runtime/server-runtime.js";
import { ConnectionCatalog } from "./catalog.js";
import { drainList } from "./drain-list.js";
import { LIMIT_VALUES } from "./generated.js";
import type { ToolEntry } from "./tool-entry.js";
import { toolEntry } from "./tool-entry.js";
import { toolVisible } from "./tool-filter.js";
import { invalidHeaderDeclaration } from "./x-mcp-header.js";

export type { ToolEntry } from "./tool-entry.js";

interface ToolListing {
  readonly tools: readonly ToolEntry[];
  /** Names the tool filter hid. */
  readonly hidden: ReadonlySet<string>;
  /** Names of tools for an MCP Apps host only (`_meta.ui.visibility` without "model"). */
  readonly appOnly: ReadonlySet<string>;
  /** Tools the server listed that are not offered to the model: app-only ones and invalid x-mcp-header declarations. */
  readonly notOffered: number;
}

const TOOLS_LIST = { method: "tools/list", key: "tools", operation: "list" } as const;

export class ToolCatalog extends ConnectionCatalog<ToolListing> {
  constructor(server: ServerRuntime) {
    super(server, { name: "tools", requiresCapability: false, operation: "list" });
  }

  /** How many tools the filter hid in the last drain; undefined before the first drain. */
  get hiddenCount(): number | undefined {
    return this.last?.hidden.size;
  }

  /** Whether the last drain saw `name` and the filter hid it. */
  isHidden(name: string): boolean {
    return this.last?.hidden.has(name) ?? false;
  }

  /** Whether the last drain saw `name` as a tool for an MCP Apps host only. */
  isAppOnly(name: string): boolean {
    return this.last?.appOnly.has(name) ?? false;
  }

  /** How many listed tools are not offered (app-only, invalid x-mcp-header); undefined before the first drain. */
  get notOfferedCount(): number | undefined {
    return this.last?.notOffered;
  }

  /** The whole (filtered) catalog; one drain per connection unless the server says its list changed. */
  async tools(o: RequestOptions = {}): Promise<readonly ToolEntry[]> {
    return (await this.get(o)).tools;
  }

  protected async drain(conn: Connection, signal: AbortSignal): Promise<ToolListing> {
    const raw = await drainList(this.server, conn, TOOLS_LIST, { catalog: "tools", maxEntries: LIMIT_VALUES["catalog.tools.maxEntries"] }, signal);
    const filter = this.server.config.tools;
    const hidden = new Set<string>();
    // SEP-2243: on a 2026-07-28 HTTP connection a tool with an invalid x-mcp-header declaration is
    // not in the list at all (it could not be called with the headers the server checks).
    const headers = conn.protocol.era === "modern" && this.server.config.transport === "http";
    const valid = headers ? raw.filter((t) => invalidHeaderDeclaration(t.inputSchema) === undefined) : raw;
    // MCP Apps: a tool whose visibility leaves out the model is for an app's interface, never listed here.
    const appOnly = new Set<string>();
    const offered = valid.map(toolEntry).filter((t) => !t.appOnly || (appOnly.add(t.name), false));
    const tools = Object.freeze(offered.filter((t) => toolVisible(filter, t.name) || (hidden.add(t.name), false)));
    return { tools, hidden, appOnly, notOffered: raw.length - offered.length };
  }
}
