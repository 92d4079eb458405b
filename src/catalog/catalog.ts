// One connection-scoped catalog, whatever it lists (tools, resources, prompts): drained on first
// use, once for every caller that needs it at the same time (SharedLoad), cached for the life of
// the connection it was drained on, and dropped when that connection is replaced (an explicit or an
// automatic reconnect alike), when the server sends the kind's list_changed, or on invalidate(). A
// listing drained while the server said its list changed is served once, then drained again. A
// 2026-07-28 listing is also drained again, on the same connection, by the first access after its
// ttlMs ran out (never sooner than catalog.minRelistIntervalMs after the last drain, so a ttlMs of 0
// cannot double every request); concurrent readers share that one relisting. A burst of list_changed
// costs one counter and one invalidation each, and one `changed` for the whole burst.
// What a kind adds (references, templates, the tool filter) lives in its own module.
import { AdapterError } from "../errors/index.js";
import type { Connection } from "../runtime/connection.js";
import type { RequestOptions, ServerRuntime } from "../runtime/server-runtime.js";
import { ListingHints } from "./drain-list.js";
import { LIMIT_VALUES } from "./generated.js";
import { SharedLoad } from "./shared-load.js";

type CatalogName = "tools" | "resources" | "prompts";

/** What a catalog asks of its server: the connection, the list requests, the change notices. */
export type CatalogServer = Pick<
  ServerRuntime,
  "config" | "current" | "connection" | "cancelled" | "redactor" | "listPage" | "onListChanged"
>;

export interface CatalogKind {
  /** Which list: names its list_changed notification. */
  readonly name: CatalogName;
  /** Whether the server must advertise the capability before anything is asked (resources, prompts). */
  readonly requiresCapability: boolean;
  /** The operation a cancelled load names. */
  readonly operation: string;
}

interface Current<L> {
  readonly connection: Connection;
  readonly listing: L;
  /** The server said its list changed while this one was drained: serve it once, then drain again. */
  readonly stale: boolean;
  /** When the first access drains it again (2026-07-28 cache hints); a 2025 listing never expires. */
  readonly freshUntilMs: number;
}

/** How long a listing drained on `conn` with `hints` is served before the next access drains it again. */
function freshUntil(conn: Connection, hints: ListingHints, listedAtMs: number): number {
  if (conn.protocol.era !== "modern") return Number.POSITIVE_INFINITY;
  return listedAtMs + Math.max(hints.ttlMs ?? 0, LIMIT_VALUES["catalog.minRelistIntervalMs"]);
}

export abstract class ConnectionCatalog<L> {
  private current: Current<L> | undefined;
  private readonly loads: SharedLoad<L>;
  private readonly watched = new WeakSet<Connection>();
  /** list_changed notifications seen so far (a drain compares the count before and after). */
  private changes = 0;
  /** A burst of list_changed costs one `changed` (which may touch the disk), run after the burst's turn. */
  private changeQueued = false;

  constructor(
    protected readonly server: CatalogServer,
    private readonly kind: CatalogKind,
  ) {
    this.loads = new SharedLoad(server, kind.operation);
  }

  /** Drains the listing on `conn`; every page's result goes through `hints`. */
  protected abstract drain(conn: Connection, signal: AbortSignal, hints: ListingHints): Promise<L>;

  /** The server said its list changed on `conn`, or the listing's connection was replaced (no `conn`). */
  protected changed(_conn?: Connection): void {}

  /** A complete listing was kept for the live connection, and no change was announced meanwhile. */
  protected loaded(_conn: Connection, _listing: L): void {}

  /** A listing leaves the catalog: its references (if it has any) are retired. */
  protected retire(_listing: L): void {}

  /** Drops the listing (its references become stale). */
  invalidate(): void {
    const old = this.current;
    this.current = undefined;
    if (old) this.retire(old.listing);
  }

  /**
   * The listing of the live connection as it stands (stale or not), without connecting or
   * draining: undefined when there is none, or when it belongs to a connection that has ended.
   */
  protected peek(): L | undefined {
    const conn = this.server.current;
    return this.current && conn !== undefined && this.current.connection === conn && !conn.isClosed()
      ? this.current.listing
      : undefined;
  }

  /** The listing of the last drain, whichever connection it was drained on. */
  protected get last(): L | undefined {
    return this.current?.listing;
  }

  /** The listing: drained on first use, after a change notification, on a new connection, or once expired. */
  protected async get(o: RequestOptions = {}): Promise<L> {
    const conn = await this.server.connection(o.signal);
    if (this.kind.requiresCapability && !conn.capabilities?.[this.kind.name])
      throw new AdapterError("MCPA_CAPABILITY_MISSING", {
        server: this.server.config.name,
        capability: this.kind.name,
      });
    if (this.current && (this.current.connection !== conn || this.current.stale || conn.isClosed())) {
      if (this.current.connection !== conn) this.changed();
      this.invalidate();
    }
    // An expired listing stays current (and its references valid) until the relisting replaces it.
    if (this.current && Date.now() < this.current.freshUntilMs) return this.current.listing;
    return this.loads.join(conn, (signal) => this.load(conn, signal), o.signal);
  }

  private async load(conn: Connection, signal: AbortSignal): Promise<L> {
    this.watch(conn);
    const before = this.changes;
    const hints = new ListingHints();
    const listing = await this.drain(conn, signal, hints);
    // The connection ended or was replaced while the last page came in: answer the callers, but
    // keep nothing, so its references are stale from the start.
    if (conn.isClosed() || this.server.current !== conn) {
      this.retire(listing);
      return listing;
    }
    this.invalidate();
    this.current = {
      connection: conn,
      listing,
      stale: this.changes !== before,
      freshUntilMs: freshUntil(conn, hints, Date.now()),
    };
    if (!this.current.stale) this.loaded(conn, listing);
    return listing;
  }

  private watch(conn: Connection): void {
    if (this.watched.has(conn)) return;
    this.watched.add(conn);
    this.server.onListChanged(conn, this.kind.name, () => {
      this.changes += 1;
      if (this.current?.connection === conn) this.invalidate();
      if (this.changeQueued) return;
      this.changeQueued = true;
      setImmediate(() => {
        this.changeQueued = false;
        this.changed(conn);
      });
    });
  }
}
