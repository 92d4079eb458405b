// Words of a tool name, title, description or search query: split at camelCase boundaries
// (getSum, HTTPServer) and at every run of characters that are neither letters nor digits
// (whitespace, `_ - . / :` and other punctuation), case-folded with toLowerCase, and an English
// plural brought to its singular, so that the form a person types finds the other (`skills index`
// finds "Websec skill index", `tool` finds "list_tools"). Queries and entries go through the same
// words, and a query word matches an entry word it begins.
const CAMEL = /(\p{Ll}|\p{N})(\p{Lu})|(\p{Lu})(\p{Lu}\p{Ll})/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Endings that are not a plural `-s`: class, status, analysis, this (and short words: bus, its). */
const NOT_PLURAL = /(?:ss|us|is)$/;
/** Plurals in `-es` after a sibilant (matches, boxes, classes): the `-es` goes. */
const SIBILANT_ES = /(?:ch|sh|x|z|ss)es$/;
/** A singular whose `-e` follows a sibilant (cache, size, niche) loses it, so that it meets its
 * plural with the `-es` gone (caches, sizes, niches): both fold to `cach`, `siz`, `nich`. */
const SIBILANT_E = /(?:ch|sh|x|z|ss)e$/;

/** The singular of an English plural word of plain letters; any other word as it is. */
function singular(word: string): string {
  if (word.length > 3 && SIBILANT_E.test(word)) return word.slice(0, -1);
  if (word.length <= 3 || !/^[a-z]+$/.test(word) || !word.endsWith("s") || NOT_PLURAL.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (SIBILANT_ES.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

export function tokenise(text: string): string[] {
  const split = text.replace(
    CAMEL,
    // The branch that matched captured both of its groups; the other branch's are undefined.
    (_m, a: string | undefined, b: string, c: string, d: string) => (a !== undefined ? `${a} ${b}` : `${c} ${d}`),
  );
  return split
    .toLowerCase()
    .split(SEPARATORS)
    .filter((w) => w !== "")
    .map(singular);
}
