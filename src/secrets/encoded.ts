// The base64 forms of a secret value: a server that echoes base64(token), or a `Basic` credential
// it reflects, must not carry the value past redaction. Each form is the standard and the URL-safe
// alphabet, with and without padding; inside a longer base64 text the value can start at any of
// three byte offsets, so for each offset the characters that depend on the value's bytes alone are
// a form too (the characters at its edges also encode neighbouring bytes and differ per text).

const urlSafe = (s: string): string => s.replace(/\+/g, "-").replace(/\//g, "_");

/** The base64 forms of `value` (UTF-8), longest first, without duplicates. */
export function base64Forms(value: string): string[] {
  const bytes = Buffer.from(value, "utf8");
  const padded = bytes.toString("base64");
  const bare = padded.replace(/=+$/, "");
  const forms = [padded, bare, urlSafe(padded), urlSafe(bare)];
  for (let offset = 0; offset < 3; offset++) {
    const text = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64");
    // Character j holds bits [6j, 6j + 6): keep those wholly inside the value's bits.
    const core = text.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
    forms.push(core, urlSafe(core));
  }
  return [...new Set(forms)].sort((a, b) => b.length - a.length);
}
