// The resource catalog of one server (resources and templates), drained with the spec's bounds and
// given opaque, generation-scoped references. A reference resolves only for this server and only
// while its listing is current: a new connection or notifications/resources/list_changed retires
// it, and a retired reference is reported as stale rather than unknown.
import { AdapterError } from "../errors/index.js";
import type { Connection } from "../runtime/connection.js";
import type { RequestOptions, ServerRuntime } from "../runtime/server-runtime.js";
import { LIMIT_VALUES } from "./generated.js";
import { drain } from "./paginate.js";
import { newReference } from "./references.js";
import { SharedLoad } from "./shared-load.js";

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
  readonly byReference: ReadonlyMap<string, ResourceEntry>;
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
  private readonly watched = new WeakSet<Connection>();
  /** list_changed notifications seen so far (a drain compares the count before and after). */
  private changes = 0;

  constructor(private readonly server: ServerRuntime) {
    this.loading = new SharedLoad(server, "resources.list");
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
    const page = (method: string, key: string) => (cursor: string | undefined) =>
      this.server.request(
        "resources.list",
        async (c, options) => {
          const r = (await c.client.request({ method, params: cursor === undefined ? {} : { cursor } } as never, options as never)) as Raw;
          return { items: Array.isArray(r[key]) ? (r[key] as Raw[]) : [], nextCursor: str(r.nextCursor) };
        },
        o,
      );
    const resources = await drain(page("resources/list", "resources"), { server: name, catalog: "resources", maxEntries: max, ...(o.signal ? { signal: o.signal } : {}) });
    const templates = await drain(page("resources/templates/list", "resourceTemplates"), { server: name, catalog: "templates", maxEntries: max - resources.length, shared: { catalog: "resources and templates", max }, ...(o.signal ? { signal: o.signal } : {}) });
    const byReference = new Map<string, ResourceEntry>();
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
      byReference.set(reference, Object.freeze({ reference, uri, name: str(r.name) ?? "(unnamed)", title: str(r.title), description: str(r.description), mimeType: str(r.mimeType), size }));
    }
    this.generation += 1;
    const listing: ResourceListing = Object.freeze({
      generation: this.generation,
      resources: Object.freeze([...byReference.values()]),
      templates: Object.freeze(templates.map((t) => Object.freeze({ name: str(t.name) ?? "(unnamed)", title: str(t.title), description: str(t.description), mimeType: str(t.mimeType) }))),
      duplicates,
    });
    this.current = { connection: conn, listing, byReference, stale: this.changes !== changesBefore };
    return listing;
  }

  /** The entry behind a reference, without connecting. Throws unknown or stale. */
  resolve(reference: string): ResourceEntry {
    const conn = this.server.current;
    const entry = this.current?.byReference.get(reference);
    if (entry && this.current?.connection === conn && conn && !conn.isClosed()) return entry;
    const server = this.server.config.name;
    if (entry || this.retired.has(reference)) throw new AdapterError("MCPA_RESOURCE_STALE_REFERENCE", { server, resource: reference });
    throw new AdapterError("MCPA_RESOURCE_UNKNOWN_REFERENCE", { server, resource: reference });
  }
}
