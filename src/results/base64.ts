// Strict base64: Node's decoder skips invalid characters silently, so validate first. The check is
// a length test plus one character-class search: a regex with a repeated group over the whole
// string overflows V8's stack on inputs of a few MiB, well inside the raw response bound.
const OUTSIDE_ALPHABET = /[^A-Za-z0-9+/]/;
const OUTSIDE_URL_ALPHABET = /[^A-Za-z0-9_-]/;

export function decodeBase64(data: string): Buffer | undefined {
  const compact = data.replace(/\s+/g, "");
  if (compact.length % 4 !== 0) return undefined;
  const padding = compact.endsWith("==") ? 2 : compact.endsWith("=") ? 1 : 0;
  return OUTSIDE_ALPHABET.test(compact.slice(0, compact.length - padding)) ? undefined : Buffer.from(compact, "base64");
}

/** Base64 in either alphabet (standard or URL-safe), padded or not, without whitespace; else undefined. */
export function decodeAnyBase64(data: string): Buffer | undefined {
  const bare = data.replace(/={1,2}$/, "");
  if (bare.length % 4 === 1 || bare === "") return undefined;
  const standard = !OUTSIDE_ALPHABET.test(bare);
  if (!standard && OUTSIDE_URL_ALPHABET.test(bare)) return undefined;
  return Buffer.from(bare, standard ? "base64" : "base64url");
}
