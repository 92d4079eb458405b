// The tool catalog of one server: a connection-scoped catalog (catalog.ts) of tool entries.
// Tools the server's includeTools/excludeTools hide never leave this module: list, search, describe
// and call all see the filtered catalog.

import { stripControl } from "../errors/index.js";
import { shownName } from "../results/index.js";
import type { Connection } from "../runtime/connection.js";
import type { RequestOptions } from "../runtime/server-runtime.js";
import type { CatalogServer } from "./catalog.js";
import { ConnectionCatalog } from "./catalog.js";
import type { ListingHints } from "./drain-list.js";
import { drainList } from "./drain-list.js";
import { LIMIT_VALUES } from "./generated.js";
import type { CachedTool, CacheHints } from "./tool-cache.js";
import { refusal, ToolCache } from "./tool-cache.js";
import type { ToolEntry } from "./tool-entry.js";
import { toolEntry } from "./tool-entry.js";
import { toolVisible } from "./tool-filter.js";
import type { ToolChange } from "./tool-fingerprints.js";
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
  /** The cache hints of a 2026-07-28 listing (the most restrictive of its pages). */
  readonly hints: CacheHints;
}

/** Where complete listings are kept between sessions, and whether project servers may be. */
export interface ToolCacheLink {
  readonly cache: ToolCache;
  readonly trusted: boolean;
}

/** Text kept for search across servers: redacted, on one line, bounded. */
function cachedText(redact: (t: string) => string, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const flat = stripControl(redact(text), false).replace(/\s+/g, " ").trim();
  // The first `max` code points, found without spreading the text into an array of characters.
  const max = LIMIT_VALUES["toolCache.descriptionMaxChars"];
  let end = 0;
  for (let n = 0; n < max && end < flat.length; n += 1) end += (flat.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  return flat.slice(0, end);
}

export class ToolCatalog extends ConnectionCatalog<ToolListing> {
  constructor(
    server: CatalogServer,
    private readonly link?: ToolCacheLink,
  ) {
    super(server, { name: "tools", requiresCapability: false, operation: "list" });
  }

  /** Forgets the cached catalog of this server (a call found a listed tool unknown, a reconnect). */
  forgetCached(): void {
    this.link?.cache.drop(this.server.config);
  }

  /** Background relistings so far per connection (toolCache.maxBackgroundRefreshes each). */
  private readonly refreshes = new WeakMap<Connection, number>();
  private refreshPending = false;

  /**
   * The cached catalog goes at once. When the server announced the change on the live connection,
   * the list is drained again shortly after, on that connection only (never a connect), so the
   * cache holds the new catalog without waiting for the next listing; a bounded number of times
   * per connection, so a server cannot make the adapter list it in a loop.
   */
  protected override changed(conn?: Connection): void {
    this.forgetCached();
    if (!conn || !this.link || this.refreshPending) return;
    const done = this.refreshes.get(conn) ?? 0;
    if (done >= LIMIT_VALUES["toolCache.maxBackgroundRefreshes"]) return;
    this.refreshes.set(conn, done + 1);
    this.refreshPending = true;
    const timer = setTimeout(() => {
      this.refreshPending = false;
      if (this.server.current !== conn || conn.isClosed()) return;
      this.tools().catch(() => undefined);
    }, LIMIT_VALUES["toolCache.refreshDelayMs"]);
    timer.unref?.();
  }

  protected override loaded(conn: Connection, listing: ToolListing): void {
    const link = this.link;
    if (!link) return;
    const r = this.server.redactor;
    const redact = (t: string): string => r.redact(t);
    const tools: CachedTool[] = listing.tools.map((t) => ({
      name: shownName(r, t.name),
      ...(t.title !== undefined ? { title: cachedText(redact, t.title) } : {}),
      ...(t.description !== undefined ? { description: cachedText(redact, t.description) } : {}),
      hints: { ...t.hints } as Record<string, boolean>,
      ...(t.taskSupport !== undefined ? { taskSupport: t.taskSupport } : {}),
    }));
    link.cache.store(this.server.config, conn.protocol.era === "modern" ? "modern" : "legacy", tools, {
      trusted: link.trusted,
      hints: listing.hints,
    });
    link.cache.fingerprints.observe(
      this.server.config,
      listing.tools.map((t, i) => ({ name: tools[i]?.name ?? t.name, print: t.print })),
      // Not kept where the catalog is not: an opt-out, an untrusted project, a server's own refusal.
      ToolCache.keepable(this.server.config, link.trusted) && refusal(listing.hints) === undefined,
    );
  }

  /**
   * Tools, by shown name, whose definition differs from the one accepted (first seen, or accepted
   * by the person since), as last kept: the person may accept from another process.
   */
  changedTools(): ReadonlyMap<string, ToolChange> {
    const link = this.link;
    if (!link) return new Map();
    return link.cache.fingerprints.changes(this.server.config, ToolCache.keepable(this.server.config, link.trusted));
  }

  private readonly told = new Set<string>();

  /** True the first time a call result on this catalog tells the change of `name`. */
  tellOnce(name: string): boolean {
    if (this.told.has(name)) return false;
    this.told.add(name);
    return true;
  }

  /** How many tools the filter hid in the last drain; undefined before the first drain. */
  get hiddenCount(): number | undefined {
    return this.last?.hidden.size;
  }

  /** The (filtered) tool names of the last drain; undefined before the first drain. */
  get knownNames(): readonly string[] | undefined {
    return this.last?.tools.map((t) => t.name);
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

  protected async drain(conn: Connection, signal: AbortSignal, hints: ListingHints): Promise<ToolListing> {
    const modern = conn.protocol.era === "modern";
    const raw = await drainList(
      this.server,
      conn,
      "tools",
      { catalog: "tools", maxEntries: LIMIT_VALUES["catalog.tools.maxEntries"] },
      signal,
      hints,
    );
    const filter = this.server.config.tools;
    const hidden = new Set<string>();
    // SEP-2243: on a 2026-07-28 HTTP connection a tool with an invalid x-mcp-header declaration is
    // not in the list at all (it could not be called with the headers the server checks).
    const headers = modern && this.server.config.transport === "http";
    const valid = headers ? raw.filter((t) => invalidHeaderDeclaration(t.inputSchema) === undefined) : raw;
    // MCP Apps: a tool whose visibility leaves out the model is for an app's interface, never listed here.
    const appOnly = new Set<string>();
    const offered = valid.map(toolEntry).filter((t) => {
      if (t.appOnly) appOnly.add(t.name);
      return !t.appOnly;
    });
    const tools = Object.freeze(
      offered.filter((t) => {
        const visible = toolVisible(filter, t.name);
        if (!visible) hidden.add(t.name);
        return visible;
      }),
    );
    const { ttlMs, scope } = hints;
    const cacheHints: CacheHints = modern
      ? { ...(ttlMs !== undefined ? { ttlMs } : {}), ...(scope !== undefined ? { scope } : {}) }
      : {};
    return { tools, hidden, appOnly, notOffered: raw.length - offered.length, hints: cacheHints };
  }
}
