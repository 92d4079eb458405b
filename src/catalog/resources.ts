// The resource catalog of one server (resources and templates), drained with the spec's bounds and
// given opaque, generation-scoped references. A reference resolves only for this server and only
// while its listing is current: a new connection or notifications/resources/list_changed retires
// it, and a retired reference is reported as stale rather than unknown.
import { AdapterError } from "../errors/index.js";
import type { Connection } from "../runtime/connection.js";
import type { RequestOptions, ServerRuntime } from "../runtime/server-runtime.js";
import { LIMIT_VALUES } from "./generated.js";
import { drain } from "./paginate.js";
import { LinkReferences } from "./resource-links.js";
import { newReference } from "./references.js";
import { SharedLoad } from "./shared-load.js";
import type { TemplateVariables } from "./uri-template.js";
import { templateVariables } from "./uri-template.js";
import { isMethodNotFound } from "./method-not-found.js";

export interface ResourceEntry {
  readonly reference: string;
  readonly uri: string;
  readonly name: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly mimeType?: string | undefined;
  readonly size?: number | undefined;
}

export interface TemplateEntry {
  readonly reference: string;
  readonly uriTemplate: string;
  /** Undefined when the template is not well-formed RFC 6570: it is listed but cannot be read. */
  readonly variables: TemplateVariables | undefined;
  readonly name: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly mimeType?: string | undefined;
}

export interface ResourceListing {
  readonly generation: number;
  readonly resources: readonly ResourceEntry[];
  readonly templates: readonly TemplateEntry[];
  /** Entries dropped because their URI was listed before. */
  readonly duplicates: number;
}

interface Current {
  readonly connection: Connection;
  readonly listing: ResourceListing;
  readonly byReference: ReadonlyMap<string, ResourceEntry | TemplateEntry>;
  /**
   * The server said its list changed during the drain: its references stay readable, and the next
   * listing drains again (retiring them).
   */
  readonly stale: boolean;
}

const LIST_CHANGED = "notifications/resources/list_changed";
const RETIRED_MEMORY = LIMIT_VALUES["catalog.retiredReferences"];

type Raw = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

export class ResourceCatalog {
  private current: Current | undefined;
  private readonly loading: SharedLoad<ResourceListing>;
  private generation = 0;
  private readonly retired = new Set<string>();
  private readonly links: LinkReferences;
  private readonly watched = new WeakSet<Connection>();
  /** list_changed notifications seen so far (a drain compares the count before and after). */
  private changes = 0;

  constructor(private readonly server: ServerRuntime) {
    this.loading = new SharedLoad(server, "resources.list");
    this.links = new LinkReferences(server.config.name);
  }

  private retire(): void {
    if (!this.current) return;
    for (const ref of this.current.byReference.keys()) this.retired.add(ref);
    while (this.retired.size > RETIRED_MEMORY) this.retired.delete(this.retired.values().next().value as string);
    this.current = undefined;
  }

  /** Drops the listing (its references become stale). */
  invalidate(): void {
    this.retire();
  }

  private watch(conn: Connection): void {
    if (this.watched.has(conn)) return;
    this.watched.add(conn);
    conn.client.setNotificationHandler(LIST_CHANGED as never, (() => {
      this.changes += 1;
      if (this.current?.connection === conn) this.retire();
    }) as never);
  }

  private requireCapability(conn: Connection): void {
    if (!conn.capabilities?.resources) throw new AdapterError("MCPA_CAPABILITY_MISSING", { server: this.server.config.name, capability: "resources" });
  }

  /** The current listing, drained on first use, after a change notification or a new connection. */
  async list(o: RequestOptions = {}): Promise<ResourceListing> {
    const conn = await this.server.connection(o.signal);
    this.requireCapability(conn);
    if (this.current && (this.current.connection !== conn || this.current.stale)) this.retire();
    if (this.current && !conn.isClosed()) return this.current.listing;
    return this.loading.join((signal) => this.load(conn, { signal }), o.signal);
  }

  private async load(conn: Connection, o: RequestOptions): Promise<ResourceListing> {
    this.watch(conn);
    const changesBefore = this.changes;
    const name = this.server.config.name;
    const max = LIMIT_VALUES["catalog.resources.maxEntries"];
    // Each request is named by its own method in errors: a failed templates listing is not a
    // failed resources listing.
    const page = (method: string, key: string, optional: boolean) => (cursor: string | undefined) =>
      this.server.request(
        method,
        async (c, options) => {
          try {
            const r = (await c.client.request({ method, params: cursor === undefined ? {} : { cursor } } as never, options as never)) as Raw;
            return { items: Array.isArray(r[key]) ? (r[key] as Raw[]) : [], nextCursor: str(r.nextCursor) };
          } catch (err) {
            // A server without templates may not implement their method at all (mcp-server-sqlite).
            if (optional && cursor === undefined && isMethodNotFound(err)) return { items: [], nextCursor: undefined };
            throw err;
          }
        },
        o,
      );
    const resources = await drain(page("resources/list", "resources", false), { server: name, catalog: "resources", maxEntries: max, ...(o.signal ? { signal: o.signal } : {}) });
    const templates = await drain(page("resources/templates/list", "resourceTemplates", true), { server: name, catalog: "templates", maxEntries: max - resources.length, shared: { catalog: "resources and templates", max }, ...(o.signal ? { signal: o.signal } : {}) });
    const byReference = new Map<string, ResourceEntry | TemplateEntry>();
    const resourceEntries: ResourceEntry[] = [];
    const seenUris = new Set<string>();
    let duplicates = 0;
    for (const r of resources) {
      const uri = str(r.uri);
      if (uri === undefined) continue;
      if (seenUris.has(uri)) {
        duplicates += 1;
        continue;
      }
      seenUris.add(uri);
      const reference = newReference((ref) => byReference.has(ref) || this.retired.has(ref), name);
      const size = typeof r.size === "number" && Number.isSafeInteger(r.size) && r.size >= 0 ? r.size : undefined;
      const entry: ResourceEntry = Object.freeze({ reference, uri, name: str(r.name) ?? "(unnamed)", title: str(r.title), description: str(r.description), mimeType: str(r.mimeType), size });
      byReference.set(reference, entry);
      resourceEntries.push(entry);
    }
    const templateEntries: TemplateEntry[] = [];
    for (const t of templates) {
      const uriTemplate = str(t.uriTemplate);
      if (uriTemplate === undefined) continue;
      const reference = newReference((ref) => byReference.has(ref) || this.retired.has(ref), name);
      const entry: TemplateEntry = Object.freeze({ reference, uriTemplate, variables: templateVariables(uriTemplate), name: str(t.name) ?? "(unnamed)", title: str(t.title), description: str(t.description), mimeType: str(t.mimeType) });
      byReference.set(reference, entry);
      templateEntries.push(entry);
    }
    this.generation += 1;
    const listing: ResourceListing = Object.freeze({
      generation: this.generation,
      resources: Object.freeze(resourceEntries),
      templates: Object.freeze(templateEntries),
      duplicates,
    });
    this.current = { connection: conn, listing, byReference, stale: this.changes !== changesBefore };
    return listing;
  }

  /** The entry behind a reference (listed resource, template or resource link), without connecting. Throws unknown or stale. */
  resolve(reference: string): ResourceEntry | TemplateEntry {
    const conn = this.server.current;
    const live = conn !== undefined && !conn.isClosed();
    const entry = this.current?.byReference.get(reference);
    if (entry && this.current?.connection === conn && live) return entry;
    const link = this.links.resolve(reference, conn);
    if (link && live) return link;
    const server = this.server.config.name;
    if (entry || link || this.retired.has(reference) || this.links.retired(reference)) throw new AdapterError("MCPA_RESOURCE_STALE_REFERENCE", { server, resource: reference });
    throw new AdapterError("MCPA_RESOURCE_UNKNOWN_REFERENCE", { server, resource: reference });
  }

  /**
   * A readable reference for a resource link a tool returned on the current connection: the
   * listing's own reference when the URI is listed, otherwise one that lives as long as the
   * connection (the oldest of more than catalog.linkReferences is retired). Undefined when not connected.
   */
  linkReference(uri: string, name: string | undefined, mimeType: string | undefined): string | undefined {
    const conn = this.server.current;
    if (!conn || conn.isClosed()) return undefined;
    if (this.current?.connection === conn) {
      for (const e of this.current.byReference.values()) if ("uri" in e && e.uri === uri) return e.reference;
    }
    return this.links.reference(conn, uri, name, mimeType, (ref) => this.current?.byReference.has(ref) === true || this.retired.has(ref));
  }
}
