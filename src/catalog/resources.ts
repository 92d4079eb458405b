// The resource catalog of one server (resources and templates): a connection-scoped catalog
// (catalog.ts) whose entries get opaque references. A reference resolves only for this server and
// only while its listing is current: a new connection (explicit or automatic reconnect) or
// notifications/resources/list_changed retires it, and a retired reference is reported as stale
// rather than unknown.
import { AdapterError } from "../errors/index.js";
import type { Connection } from "../runtime/connection.js";
import type { RequestOptions } from "../runtime/server-runtime.js";
import type { CatalogServer } from "./catalog.js";
import { ConnectionCatalog } from "./catalog.js";
import type { ListingHints } from "./drain-list.js";
import { drainList } from "./drain-list.js";
import { LIMIT_VALUES } from "./generated.js";
import { PageLimit } from "./paginate.js";
import { newReference, RetiredReferences } from "./references.js";
import type { ResourceEntry, TemplateEntry } from "./resource-entry.js";
import { LinkReferences } from "./resource-links.js";
import { templateMatches, templateVariables } from "./uri-template.js";

export type { ResourceEntry, TemplateEntry } from "./resource-entry.js";

export interface ResourceListing {
  readonly generation: number;
  readonly resources: readonly ResourceEntry[];
  readonly templates: readonly TemplateEntry[];
  /** Entries dropped because their URI was listed before. */
  readonly duplicates: number;
  /** Set when the server had more pages than catalog.maxPages: the pages gathered before the bound. */
  readonly partialPages?: number | undefined;
}

interface Loaded {
  readonly listing: ResourceListing;
  readonly byReference: ReadonlyMap<string, ResourceEntry | TemplateEntry>;
}

const MAX = LIMIT_VALUES["catalog.resources.maxEntries"];

type Raw = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
/** The fields resources and templates share. */
const described = (r: Raw) => ({
  name: str(r.name) ?? "(unnamed)",
  title: str(r.title),
  description: str(r.description),
  mimeType: str(r.mimeType),
});

export class ResourceCatalog extends ConnectionCatalog<Loaded> {
  private generation = 0;
  private readonly retired = new RetiredReferences();
  private readonly links: LinkReferences;

  constructor(server: CatalogServer) {
    super(server, { name: "resources", requiresCapability: true, operation: "resources.list" });
    this.links = new LinkReferences(server.config.name);
  }

  protected override retire(loaded: Loaded): void {
    this.retired.add(loaded.byReference.keys());
  }

  /** The current listing, drained on first use, after a change notification or a new connection. */
  async list(o: RequestOptions = {}): Promise<ResourceListing> {
    return (await this.get(o)).listing;
  }

  /** Whether `ref` is or was handed out: a new reference must be none of them. */
  private taken(ref: string, fresh?: ReadonlyMap<string, unknown>): boolean {
    return fresh?.has(ref) === true || this.last?.byReference.has(ref) === true || this.retired.has(ref);
  }

  protected async drain(conn: Connection, signal: AbortSignal, hints: ListingHints): Promise<Loaded> {
    const name = this.server.config.name;
    const limit = new PageLimit();
    const resources = await drainList(
      this.server,
      conn,
      "resources",
      { catalog: "resources", maxEntries: MAX, onPageLimit: limit.onPageLimit },
      signal,
      hints,
    );
    const templates = await drainList(
      this.server,
      conn,
      "templates",
      {
        catalog: "templates",
        maxEntries: MAX - resources.length,
        shared: { catalog: "resources and templates", max: MAX },
        onPageLimit: limit.onPageLimit,
      },
      signal,
      hints,
    );
    const byReference = new Map<string, ResourceEntry | TemplateEntry>();
    // A relisting of the live listing (its ttlMs ran out) keeps the reference of every entry still
    // listed, so that a reference the model holds stays good; a change notification drops them all.
    const kept = new Map<string, string>();
    for (const e of this.peek()?.byReference.values() ?? [])
      kept.set("uri" in e ? `uri ${e.uri}` : `template ${e.uriTemplate}`, e.reference);
    const mint = (key: string): string =>
      kept.get(key) ?? newReference((ref) => this.taken(ref, byReference) || this.links.has(ref), name);
    const resourceEntries: ResourceEntry[] = [];
    const seenUris = new Set<string>();
    for (const r of resources) {
      const uri = str(r.uri);
      if (uri === undefined || seenUris.has(uri)) continue;
      seenUris.add(uri);
      const size = typeof r.size === "number" && Number.isSafeInteger(r.size) && r.size >= 0 ? r.size : undefined;
      const entry: ResourceEntry = Object.freeze({ reference: mint(`uri ${uri}`), uri, ...described(r), size });
      byReference.set(entry.reference, entry);
      resourceEntries.push(entry);
    }
    const templateEntries: TemplateEntry[] = [];
    for (const t of templates) {
      const uriTemplate = str(t.uriTemplate);
      if (uriTemplate === undefined) continue;
      const entry: TemplateEntry = Object.freeze({
        reference: mint(`template ${uriTemplate}`),
        uriTemplate,
        variables: templateVariables(uriTemplate),
        ...described(t),
      });
      byReference.set(entry.reference, entry);
      templateEntries.push(entry);
    }
    this.generation += 1;
    const duplicates = resources.filter((r) => str(r.uri) !== undefined).length - resourceEntries.length;
    const listing: ResourceListing = Object.freeze({
      generation: this.generation,
      resources: Object.freeze(resourceEntries),
      templates: Object.freeze(templateEntries),
      duplicates,
      partialPages: limit.pages,
    });
    return { listing, byReference };
  }

  /** The entry behind a reference (listed resource, template or resource link), without connecting.
   * Throws unknown or stale. */
  resolve(reference: string): ResourceEntry | TemplateEntry {
    const entry = this.peek()?.byReference.get(reference);
    if (entry) return entry;
    const conn = this.server.current;
    const link = conn !== undefined && !conn.isClosed() ? this.links.resolve(reference, conn) : undefined;
    if (link) return link;
    const server = this.server.config.name;
    if (this.last?.byReference.has(reference) || this.retired.has(reference) || this.links.retired(reference))
      throw new AdapterError("MCPA_RESOURCE_STALE_REFERENCE", { server, resource: reference });
    throw new AdapterError("MCPA_RESOURCE_UNKNOWN_REFERENCE", { server, resource: reference });
  }

  /**
   * Whether the server offers `uri`: listed as a resource, matched by one of its templates, or
   * linked by a tool result on the current connection. Lists (and so connects) when needed; the
   * URI is compared as given and never shown.
   */
  async offers(uri: string, o: RequestOptions = {}): Promise<boolean> {
    const listing = await this.list(o);
    if (listing.resources.some((e) => e.uri === uri)) return true;
    const conn = this.server.current;
    if (conn !== undefined && !conn.isClosed() && this.links.hasUri(uri, conn)) return true;
    return listing.templates.some((t) => templateMatches(t.uriTemplate, uri));
  }

  /**
   * A readable reference for a resource link a tool returned on the current connection: the
   * listing's own reference when the URI is listed, otherwise one that lives as long as the
   * connection (the oldest of more than catalog.linkReferences is retired). Undefined when not connected.
   */
  linkReference(uri: string, name: string | undefined, mimeType: string | undefined): string | undefined {
    const conn = this.server.current;
    if (!conn || conn.isClosed()) return undefined;
    for (const e of this.peek()?.byReference.values() ?? []) if ("uri" in e && e.uri === uri) return e.reference;
    return this.links.reference(conn, uri, name, mimeType, (ref) => this.taken(ref));
  }
}
