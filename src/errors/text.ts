// Bounded, printable text. Used for every placeholder value and every rendered message, so that no
// control character, terminal escape or unbounded string reaches a person or the model.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Replaces control characters (tab and newline kept) with U+FFFD. */
export function stripControl(text: string, keepNewlines = true): string {
  const cleaned = text.replace(CONTROL, "\ufffd");
  return keepNewlines ? cleaned : cleaned.replace(/[\t\n]/g, " ");
}

/** Cuts `text` to at most `maxBytes` UTF-8 bytes on a code-point boundary, ending with an ellipsis. */
export function boundBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text, "utf8") <= maxBytes) return text;
  const ellipsis = "…";
  const budget = maxBytes - Buffer.byteLength(ellipsis, "utf8");
  let used = 0;
  let out = "";
  for (const ch of text) {
    const size = Buffer.byteLength(ch, "utf8");
    if (used + size > budget) break;
    used += size;
    out += ch;
  }
  return out + ellipsis;
}

/** Cuts `text` to at most `maxChars` code points, ending with an ellipsis when cut. */
export function boundChars(text: string, maxChars: number): string {
  const chars = [...text];
  return chars.length <= maxChars ? text : `${chars.slice(0, Math.max(0, maxChars - 1)).join("")}…`;
}
