// Binary data that reached the adapter as text: a server that decodes random bytes as UTF-8 sends
// U+FFFD for every invalid sequence and control characters for the rest. Such a text says nothing
// to the model; it is retained as binary instead (results.binaryText.minPercent).
import { LIMIT_VALUES } from "./generated.js";

/** U+FFFD, and the control characters a text does not hold (tab, newline and carriage return are text). */
function notText(c: number): boolean {
  return c === 0xfffd || (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f);
}

/**
 * Whether `text` is mostly replacement or control characters: binary data decoded as text. One
 * pass over UTF-16 units (a text may be megabytes); a surrogate pair counts as two ordinary units.
 */
export function looksBinary(text: string): boolean {
  if (text.length < LIMIT_VALUES["results.binaryText.minChars"]) return false;
  let bad = 0;
  for (let i = 0; i < text.length; i++) if (notText(text.charCodeAt(i))) bad += 1;
  return bad * 100 >= text.length * LIMIT_VALUES["results.binaryText.minPercent"];
}
