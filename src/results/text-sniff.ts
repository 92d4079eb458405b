// Binary data that reached the adapter as text: a server that decodes random bytes as UTF-8 sends
// U+FFFD for every invalid sequence and control characters for the rest. Such a text says nothing
// to the model; it is retained as binary instead (results.binaryText.minPercent).
import { LIMIT_VALUES } from "./generated.js";

/** U+FFFD, and the control characters a text does not hold (tab, newline and carriage return are text). */
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/gu;

/** Whether `text` is mostly replacement or control characters: binary data decoded as text. */
export function looksBinary(text: string): boolean {
  const chars = [...text].length;
  if (chars < LIMIT_VALUES["results.binaryText.minChars"]) return false;
  const bad = text.match(NOT_TEXT)?.length ?? 0;
  return bad * 100 >= chars * LIMIT_VALUES["results.binaryText.minPercent"];
}
