// Strict base64: Node's decoder skips invalid characters silently, so validate first. The check is
// a length test plus one character-class search: a regex with a repeated group over the whole
// string overflows V8's stack on inputs of a few MiB, well inside the raw response bound.
const OUTSIDE_ALPHABET = /[^A-Za-z0-9+/]/;

export function decodeBase64(data: string): Buffer | undefined {
  const compact = data.replace(/\s+/g, "");
  if (compact.length % 4 !== 0) return undefined;
  const padding = compact.endsWith("==") ? 2 : compact.endsWith("=") ? 1 : 0;
  return OUTSIDE_ALPHABET.test(compact.slice(0, compact.length - padding)) ? undefined : Buffer.from(compact, "base64");
}
