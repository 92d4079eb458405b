// Bounded pagination (see docs/architecture.md, "Capabilities and pagination"): the adapter walks cursors
// itself, page by page. A repeated cursor, more than maxPages pages, more than maxEntries entries or more
// than catalog.maxListingChars characters of JSON is an error, and no partial catalog is returned. Only an
// absent nextCursor ends the list: an empty string is a cursor like any other (the first request sends
// none, so it cannot repeat it).
import { AdapterError } from "../errors/index.js";
import { LIMIT_VALUES } from "./generated.js";

export interface Page<T> {
  readonly items: readonly T[];
  /** Checked here: anything but an absent cursor or a new string is refused. */
  readonly nextCursor?: unknown;
  /** Characters of JSON the page's entries take, counted against catalog.maxListingChars when given. */
  readonly chars?: number;
}

export interface DrainOptions {
  readonly server: string;
  /** tools, resources, templates or prompts: named in errors. */
  readonly catalog: string;
  readonly maxEntries: number;
  /** When the entry bound is shared with an earlier drain (resources and templates): what to name. */
  readonly shared?: { readonly catalog: string; readonly max: number };
  readonly maxPages?: number;
  readonly signal?: AbortSignal;
  /**
   * A catalog that can be shown in part (resources, templates, prompts): called when the page
   * bound is reached, and the pages gathered so far are the result instead of an error.
   */
  readonly onPageLimit?: (pages: number) => void;
}

export async function drain<T>(
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  o: DrainOptions,
): Promise<T[]> {
  const maxPages = o.maxPages ?? LIMIT_VALUES["catalog.maxPages"];
  const seen = new Set<string>();
  const out: T[] = [];
  const maxChars = LIMIT_VALUES["catalog.maxListingChars"];
  let chars = 0;
  let cursor: string | undefined;
  for (let page = 1; ; page++) {
    o.signal?.throwIfAborted();
    const result = await fetchPage(cursor);
    chars += result.chars ?? 0;
    if (chars > maxChars)
      throw new AdapterError("MCPA_CATALOG_SIZE_LIMIT", { server: o.server, catalog: o.catalog, max: maxChars });
    // One at a time: a spread of a page's entries as arguments could exceed the stack.
    for (const item of result.items) out.push(item);
    if (out.length > o.maxEntries)
      throw new AdapterError("MCPA_CATALOG_ENTRY_LIMIT", {
        server: o.server,
        catalog: o.shared?.catalog ?? o.catalog,
        max: o.shared?.max ?? o.maxEntries,
      });
    const next = result.nextCursor;
    if (next === undefined || next === null) return out;
    if (typeof next !== "string" || seen.has(next))
      throw new AdapterError("MCPA_CATALOG_REPEATED_CURSOR", { server: o.server, catalog: o.catalog, page });
    if (page >= maxPages) {
      if (!o.onPageLimit)
        throw new AdapterError("MCPA_CATALOG_PAGE_LIMIT", { server: o.server, catalog: o.catalog, max: maxPages });
      o.onPageLimit(page);
      return out;
    }
    seen.add(next);
    cursor = next;
  }
}

/** Where a listing cut short at catalog.maxPages stopped: `onPageLimit` for drain, `pages` for the catalog. */
export class PageLimit {
  pages: number | undefined;
  readonly onPageLimit = (pages: number): void => {
    this.pages = pages;
  };
}
