// Binary data that reached the adapter as text: a server that decodes random bytes as UTF-8 sends
// U+FFFD for every invalid sequence and control characters for the rest. Such a text says nothing
// to the model; it is retained as binary instead (results.binaryText.minPercent).
import { LIMIT_VALUES } from "./generated.js";

/** Runs of U+FFFD and of the control characters a text does not hold (tab, newline and carriage
 * return are text). Matched by the regular expression engine: a JavaScript loop over every unit of
 * a megabyte of text runs as baseline code in the sidecar and took several milliseconds. */
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]+/g;

/**
 * Whether `text` is mostly replacement or control characters: binary data decoded as text. One
 * pass over UTF-16 units (a text may be megabytes); a surrogate pair counts as two ordinary units.
 */
export function looksBinary(text: string): boolean {
  if (text.length < LIMIT_VALUES["results.binaryText.minChars"]) return false;
  let bad = 0;
  NOT_TEXT.lastIndex = 0;
  for (let m = NOT_TEXT.exec(text); m !== null; m = NOT_TEXT.exec(text)) bad += m[0].length;
  return bad * 100 >= text.length * LIMIT_VALUES["results.binaryText.minPercent"];
}
