// Deterministic tool search (DESIGN §4.12): exact name, then name prefix, then name substring, then
// title or description substring; ties by code-point order of the name, then catalog order.
// Case-folded with toLowerCase. At most search.maxResults are returned, with the total count.
// Folded strings are computed once per (frozen) catalog array, not on every query.
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

interface Folded {
  readonly names: readonly string[];
  readonly rest: readonly string[];
}

const folded = new WeakMap<readonly Searchable[], Folded>();

function foldedOf(items: readonly Searchable[]): Folded {
  let f = folded.get(items);
  if (!f) {
    f = { names: items.map((i) => i.name.toLowerCase()), rest: items.map((i) => `${i.title ?? ""}\n${i.description ?? ""}`.toLowerCase()) };
    folded.set(items, f);
  }
  return f;
}

export function search<T extends Searchable>(items: readonly T[], query: string, limit: number = LIMIT_VALUES["search.maxResults"]): SearchResult<T> {
  const needle = query.trim().toLowerCase();
  const { names, rest } = foldedOf(items);
  const hits: number[] = [];
  const ranks: number[] = [];
  for (let i = 0; i < items.length; i++) {
    const name = names[i] as string;
    const rank = name === needle ? 0 : name.startsWith(needle) ? 1 : name.includes(needle) ? 2 : (rest[i] as string).includes(needle) ? 3 : -1;
    if (rank < 0) continue;
    hits.push(i);
    ranks[i] = rank;
  }
  hits.sort((a, b) => (ranks[a] as number) - (ranks[b] as number) || compareCodePoints((items[a] as T).name, (items[b] as T).name) || a - b);
  return { matches: hits.slice(0, limit).map((i) => items[i] as T), total: hits.length };
}
