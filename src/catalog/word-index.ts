// An index of the words of a catalog, for search: every distinct word in sorted order with the
// entries that contain it. The entries having some word that begins with a query word are then a
// binary search and a walk over a few postings away, instead of a scan of every description.
export class WordIndex {
  private readonly words: readonly string[];
  private readonly postings: readonly Int32Array[];

  constructor(entryWords: readonly (readonly string[])[]) {
    const byWord = new Map<string, number[]>();
    entryWords.forEach((words, entry) => {
      for (const w of words) {
        const list = byWord.get(w);
        if (!list) byWord.set(w, [entry]);
        else if (list[list.length - 1] !== entry) list.push(entry);
      }
    });
    // Code-unit order: the words that begin with a prefix are then one contiguous run.
    this.words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.postings = this.words.map((w) => Int32Array.from(byWord.get(w) as number[]));
  }

  private first(prefix: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.words[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The run of words beginning with `prefix`, and an upper bound of the entries they hold. */
  private run(prefix: string): { from: number; to: number; size: number } {
    const from = this.first(prefix);
    let to = from;
    let size = 0;
    while (to < this.words.length && (this.words[to] as string).startsWith(prefix))
      size += (this.postings[to++] as Int32Array).length;
    return { from, to, size };
  }

  /**
   * Marks in `out` (one byte per entry) the entries with a word beginning with the rarest of
   * `prefixes`; the caller checks the others. Returns how many marks were set at most.
   */
  markRarest(prefixes: readonly string[], out: Uint8Array): number {
    let best: { from: number; to: number; size: number } | undefined;
    for (const p of prefixes) {
      const r = this.run(p);
      if (!best || r.size < best.size) best = r;
      if (r.size === 0) break;
    }
    if (!best) return 0;
    for (let i = best.from; i < best.to; i++) for (const e of this.postings[i] as Int32Array) out[e] = 1;
    return best.size;
  }
}
