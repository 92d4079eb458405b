// Words of a tool name, title, description or search query: split at camelCase boundaries
// (getSum, HTTPServer) and at every run of characters that are neither letters nor digits
// (whitespace, `_ - . / :` and other punctuation), case-folded with toLowerCase.
const CAMEL = /(\p{Ll}|\p{N})(\p{Lu})|(\p{Lu})(\p{Lu}\p{Ll})/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

export function tokenise(text: string): string[] {
  const split = text.replace(
    CAMEL,
    (_m, a: string | undefined, b: string | undefined, c: string | undefined, d: string | undefined) =>
      a !== undefined ? `${a} ${b ?? ""}` : `${c ?? ""} ${d ?? ""}`,
  );
  return split
    .toLowerCase()
    .split(SEPARATORS)
    .filter((w) => w !== "");
}
