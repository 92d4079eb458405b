// Deterministic tool search (DESIGN §4.12): exact name, then name prefix, then name substring, then
// title or description substring; ties by code-point order of the name, then catalog order.
// Case-folded with toLowerCase. At most search.maxResults are returned, with the total count.
import { compareCodePoints } from "../results/order.js";
import { LIMIT_VALUES } from "./generated.js";

export interface Searchable {
  readonly name: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
}

export interface SearchResult<T> {
  readonly matches: readonly T[];
  readonly total: number;
}

function rank(item: Searchable, needle: string): number {
  const name = item.name.toLowerCase();
  if (name === needle) return 0;
  if (name.startsWith(needle)) return 1;
  if (name.includes(needle)) return 2;
  const rest = `${item.title ?? ""}\n${item.description ?? ""}`.toLowerCase();
  return rest.includes(needle) ? 3 : -1;
}

export function search<T extends Searchable>(items: readonly T[], query: string, limit: number = LIMIT_VALUES["search.maxResults"]): SearchResult<T> {
  const needle = query.trim().toLowerCase();
  const ranked = items
    .map((item, index) => ({ item, index, rank: rank(item, needle) }))
    .filter((r) => r.rank >= 0)
    .sort((a, b) => a.rank - b.rank || compareCodePoints(a.item.name, b.item.name) || a.index - b.index);
  return { matches: ranked.slice(0, limit).map((r) => r.item), total: ranked.length };
}
