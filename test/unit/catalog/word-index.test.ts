// The word index behind search: for a set of query words it marks exactly the entries holding a
// word that begins with the rarest of them (the fewest postings), and says how many that is.
import { describe, expect, it } from "vitest";
import { WordIndex } from "../../../src/catalog/word-index.js";

const marked = (
  index: WordIndex,
  prefixes: readonly string[],
  entries: number,
): { count: number; entries: number[] } => {
  const out = new Uint8Array(entries);
  const count = index.markRarest(prefixes, out);
  return { count, entries: [...out].flatMap((v, i) => (v === 1 ? [i] : [])) };
};

describe("WordIndex.markRarest", () => {
  // Words deliberately out of order, repeated within an entry, and sharing prefixes.
  const ENTRIES = [
    ["zeta", "alpha", "alpha", "common"], // 0
    ["beta", "common", "alphabet"], // 1
    ["common", "gamma", "common"], // 2
    ["delta", "common", "zebra"], // 3
    ["betamax", "common"], // 4
  ];
  // Built per call, inside each test, so that per-test coverage sees the constructor run.
  const index = {
    markRarest: (p: readonly string[], out: Uint8Array) => new WordIndex(ENTRIES).markRarest(p, out),
  } as WordIndex;

  it("marks the entries of the rarest prefix and counts each entry once per word", () => {
    expect(marked(index, ["common"], 5)).toEqual({ count: 5, entries: [0, 1, 2, 3, 4] });
    expect(marked(index, ["gamma"], 5)).toEqual({ count: 1, entries: [2] });
    // `common` is in five entries, `gamma` in one: the rarest wins, whatever the order.
    expect(marked(index, ["common", "gamma"], 5)).toEqual({ count: 1, entries: [2] });
    expect(marked(index, ["gamma", "common"], 5)).toEqual({ count: 1, entries: [2] });
  });

  it("a prefix covers every word it begins, in one run, and only those", () => {
    // alpha (0), alphabet (1): both begin with `alph`; a word ending in it would not count.
    expect(marked(index, ["alph"], 5)).toEqual({ count: 2, entries: [0, 1] });
    expect(marked(index, ["beta"], 5)).toEqual({ count: 2, entries: [1, 4] });
    expect(marked(index, ["z"], 5)).toEqual({ count: 2, entries: [0, 3] });
    expect(marked(index, ["bet", "alph", "z"], 5).count).toBe(2);
    expect(marked(index, ["ma"], 5)).toEqual({ count: 0, entries: [] });
    expect(marked(index, ["a"], 5)).toEqual({ count: 2, entries: [0, 1] });
  });

  it("a prefix no word begins with marks nothing, wherever it stands", () => {
    expect(marked(index, ["nothing", "common"], 5)).toEqual({ count: 0, entries: [] });
    expect(marked(index, ["common", "nothing"], 5)).toEqual({ count: 0, entries: [] });
    expect(marked(index, ["common", "beta", "nothing"], 5)).toEqual({ count: 0, entries: [] });
  });

  it("no prefixes: nothing marked", () => {
    expect(marked(index, [], 5)).toEqual({ count: 0, entries: [] });
    expect(marked(new WordIndex([]), ["a"], 0)).toEqual({ count: 0, entries: [] });
  });

  it("ties keep the first of the rarest", () => {
    // beta: entries 1 and 4; z: entries 0 and 3. Same size: the first prefix given is used.
    expect(marked(index, ["beta", "z"], 5).entries).toEqual([1, 4]);
    expect(marked(index, ["z", "beta"], 5).entries).toEqual([0, 3]);
  });
});
