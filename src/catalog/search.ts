// Deterministic tool search (see docs/architecture.md, "Search"). Queries and names are split into
// words (tokenise.ts), so `get_sum` finds `get-sum`, `sum numbers` finds a tool named get-sum whose
// description speaks of numbers, and `logging toggle` finds toggle-simulated-logging. A tool matches
// when every query word begins a word of its name, title or description, or (the old rule, so no
// earlier hit is lost) when the whole query is a substring of one of them. Ranks, best first:
//   0 exact name; 1 the same words as the name (get_sum ~ get-sum ~ getSum); 2 name prefix (as text
//   or word by word); 3 every query word in the name; 4 name substring; 5 every query word in the
//   name, title or description; 6 title or description substring.
// Ties: more query words in the name first, then code-point order of the name, then catalog order.
// Case-folded with toLowerCase. At most search.maxResults are returned, with the total count.
// Folded strings and the word index are computed once per (frozen) catalog array, not on every
// query; the index narrows word matching to the entries holding the query's rarest word.
import { compareCodePoints } from "../results/index.js";
import { LIMIT_VALUES } from "./generated.js";
import { tokenise } from "./tokenise.js";
import { WordIndex } from "./word-index.js";

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
  /** " w1 w2 …" of the name: a word prefix is an includes(" " + word). */
  readonly nameWords: readonly string[];
  /** " w1 w2 …" of the name, title and description. */
  readonly allWords: readonly string[];
  /** Absent for a catalog of more than search.indexMaxWords words: then every entry is a candidate. */
  readonly index: WordIndex | undefined;
}

const folded = new WeakMap<readonly Searchable[], Folded>();
const spaced = (words: readonly string[]): string => ` ${words.join(" ")}`;

/**
 * One folded copy of each text and one spaced word string per entry, no more (a catalog at the
 * limits is kept within memory.sidecarBudgetBytes); the word index only while its words are few.
 */
function foldedOf(items: readonly Searchable[]): Folded {
  const found = folded.get(items);
  if (found) return found;
  const names: string[] = [];
  const rest: string[] = [];
  const nameWords: string[] = [];
  const allWords: string[] = [];
  let entryWords: string[][] | undefined = [];
  let count = 0;
  for (const i of items) {
    const name = tokenise(i.name);
    const other = tokenise(i.title ?? "").concat(tokenise(i.description ?? ""));
    const nw = spaced(name);
    names.push(i.name.toLowerCase());
    rest.push(`${i.title ?? ""}\n${i.description ?? ""}`.toLowerCase());
    nameWords.push(nw);
    allWords.push(`${nw}${spaced(other)}`);
    count += name.length + other.length;
    if (count > LIMIT_VALUES["search.indexMaxWords"]) entryWords = undefined;
    else entryWords?.push(name.concat(other));
  }
  const f = { names, rest, nameWords, allWords, index: entryWords && new WordIndex(entryWords) };
  folded.set(items, f);
  return f;
}

/** Whether every word begins a word of `haystack` (a spaced word string); stops at the first miss. */
function allIn(haystack: string, words: readonly string[]): boolean {
  for (const w of words) if (!haystack.includes(w)) return false;
  return true;
}

/** How many of the words begin a word of `haystack`. */
function countIn(haystack: string, words: readonly string[]): number {
  let n = 0;
  for (const w of words) if (haystack.includes(w)) n += 1;
  return n;
}

export function search<T extends Searchable>(
  items: readonly T[],
  query: string,
  limit: number = LIMIT_VALUES["search.maxResults"],
): SearchResult<T> {
  const needle = query.trim().toLowerCase();
  const qWords = tokenise(query);
  const probes = qWords.map((w) => ` ${w}`);
  const joined = spaced(qWords);
  const { names, rest, nameWords, allWords, index } = foldedOf(items);
  // Entries with a word that begins with the rarest query word: the only ones that can match by words.
  const candidates = new Uint8Array(items.length);
  if (qWords.length > 0) {
    if (index) index.markRarest(qWords, candidates);
    else candidates.fill(1);
  }
  const hits: number[] = [];
  const ranks: number[] = [];
  const inName: number[] = [];
  const worded = probes.length > 0;
  for (let i = 0; i < items.length; i++) {
    // The quick rejection first: no word match and no substring anywhere (most of a big catalog).
    const wordsHit = worded && candidates[i] === 1 && allIn(allWords[i] as string, probes);
    if (!wordsHit && !(names[i] as string).includes(needle) && !(rest[i] as string).includes(needle)) continue;
    const name = names[i] as string;
    const nw = nameWords[i] as string;
    let rank: number;
    if (name === needle) rank = 0;
    else if (worded && nw === joined) rank = 1;
    else if (name.startsWith(needle) || (worded && nw.startsWith(joined))) rank = 2;
    else if (wordsHit && allIn(nw, probes)) rank = 3;
    else if (name.includes(needle)) rank = 4;
    else if (wordsHit) rank = 5;
    else if ((rest[i] as string).includes(needle)) rank = 6;
    else continue;
    hits.push(i);
    ranks[i] = rank;
    inName[i] = rank === 3 ? probes.length : countIn(nw, probes);
  }
  hits.sort(
    (a, b) =>
      (ranks[a] as number) - (ranks[b] as number) ||
      (inName[b] as number) - (inName[a] as number) ||
      compareCodePoints((items[a] as T).name, (items[b] as T).name) ||
      a - b,
  );
  return { matches: hits.slice(0, limit).map((i) => items[i] as T), total: hits.length };
}
