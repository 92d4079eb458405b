// Words of a tool name, title, description or search query: split at camelCase boundaries
// (getSum, HTTPServer) and at every run of characters that are neither letters nor digits
// (whitespace, `_ - . / :` and other punctuation), case-folded with toLowerCase.
const CAMEL = /(\p{Ll}|\p{N})(\p{Lu})|(\p{Lu})(\p{Lu}\p{Ll})/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

export function tokenise(text: string): string[] {
  const split = text.replace(
    CAMEL,
    // The branch that matched captured both of its groups; the other branch's are undefined.
    (_m, a: string | undefined, b: string, c: string, d: string) => (a !== undefined ? `${a} ${b}` : `${c} ${d}`),
  );
  return split
    .toLowerCase()
    .split(SEPARATORS)
    .filter((w) => w !== "");
}
