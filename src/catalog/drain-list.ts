// One MCP list (tools, resources, templates, prompts) drained page by page on one connection. Every
// page must come from the connection the listing belongs to: if the server reconnected between two
// pages, the listing fails as the lost connection it is (never replayed, never a listing stitched
// together from two connections).
import type { Connection } from "../runtime/connection.js";
import type { ListKind, ServerRuntime } from "../runtime/server-runtime.js";
import type { DrainOptions } from "./paginate.js";
import { drain } from "./paginate.js";

type Raw = Record<string, unknown>;

/**
 * The cache hints of a 2026-07-28 listing, over all its pages: the smallest `ttlMs` and any private
 * scope. A page without a valid `ttlMs` (absent, negative, not an integer) counts as 0, stale at
 * once; a page without `cacheScope` "public" counts as private.
 */
export class ListingHints {
  private ttl: number | undefined;
  private scoped: "public" | "private" | undefined;

  see(page: Readonly<Raw>): void {
    const t = page.ttlMs;
    const ttl = typeof t === "number" && Number.isSafeInteger(t) && t >= 0 ? t : 0;
    this.ttl = this.ttl === undefined ? ttl : Math.min(this.ttl, ttl);
    this.scoped = page.cacheScope === "public" && this.scoped !== "private" ? "public" : "private";
  }

  /** The smallest ttlMs seen; undefined before the first page. */
  get ttlMs(): number | undefined {
    return this.ttl;
  }

  get scope(): "public" | "private" | undefined {
    return this.scoped;
  }
}

/** Drains the list of `kind` on `conn`; `hints` (when given) sees every page's whole result. */
export function drainList(
  server: Pick<ServerRuntime, "config" | "listPage">,
  conn: Connection,
  kind: ListKind,
  bounds: Omit<DrainOptions, "server" | "signal">,
  signal: AbortSignal,
  hints?: ListingHints,
): Promise<Raw[]> {
  const page = async (cursor: string | undefined) => {
    const p = await server.listPage(kind, cursor, conn, { signal });
    if (p.result) hints?.see(p.result);
    return { items: p.items, nextCursor: p.nextCursor, chars: JSON.stringify(p.items).length };
  };
  return drain(page, { ...bounds, server: server.config.name, signal });
}
