// Bounded, printable text. Used for every placeholder value and every rendered message, so that no
// control character, terminal escape or unbounded string reaches a person or the model; what
// prints as nothing is made visible too (visible.ts).
import { codePointEscape, escapeInvisible, wellFormed } from "./visible.js";

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Replaces control characters (tab and newline kept) with U+FFFD; invisible ones are escaped (visible.ts). */
export function stripControl(text: string, keepNewlines = true): string {
  const cleaned = escapeInvisible(text, { text: true }).replace(CONTROL, "\ufffd");
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

/**
 * Characters that can end a line, move the cursor or reorder text when printed: C0 and C1
 * controls, DEL, the Unicode line and paragraph separators and the bidirectional controls.
 */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  "\b": "\\b",
  "\t": "\\t",
  "\n": "\\n",
  "\f": "\\f",
  "\r": "\\r",
};
const escapeChar = (ch: string): string => SHORT_ESCAPES[ch] ?? codePointEscape(ch);

/**
 * A server-chosen token (a name, a title) as one visible line: every unprintable character is
 * written as a JSON-style escape (`\n`, `\u001b`), and so is every invisible one (`\u200b`,
 * `\u{e0041}`), so that it can neither add a line nor hide what it is. Everything else is kept.
 */
export function escapeControl(text: string): string {
  return escapeInvisible(text.replace(UNPRINTABLE, escapeChar));
}

/** `text` as a JSON string literal whose every unprintable character is escaped (see escapeControl). */
export function quoteText(text: string): string {
  return escapeInvisible(JSON.stringify(wellFormed(text)).replace(UNPRINTABLE, escapeChar));
}

/**
 * C0 controls but tab and newline, DEL, the C1 controls and the Unicode line and paragraph
 * separators: what server text may not carry to a screen.
 */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * Server text (a result, a resource, a description, a stderr line) as it may be shown: lines and
 * tabs kept, every other control character written as an escape (`\r`, `\u001b`) so that it
 * neither reaches a terminal nor hides what it is. A CRLF line end is a line end.
 */
export function escapeControlText(text: string): string {
  return escapeInvisible(text.replace(/\r\n/g, "\n").replace(CONTROL_IN_TEXT, escapeChar), { text: true });
}
