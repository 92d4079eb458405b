// The inline guard (see docs/architecture.md, "Bounds and limits"): every model-visible text is measured in
// UTF-8 bytes and lines; text over either bound is cut to a preview, and a truncation record says which bound
// won.
import { LIMIT_VALUES } from "./generated.js";

export type TruncatedBy = "bytes" | "lines" | "bytes+lines";

export interface Measure {
  readonly bytes: number;
  /** Number of "\n" plus one; the empty text has 0 lines. */
  readonly lines: number;
}

export interface Truncation {
  readonly truncated: boolean;
  readonly truncatedBy: TruncatedBy | null;
  readonly total: Measure;
  readonly kept: Measure;
  readonly maxBytes: number;
  readonly maxLines: number;
}

export const INLINE_MAX_BYTES: number = LIMIT_VALUES["inline.maxBytes"];
export const INLINE_MAX_LINES: number = LIMIT_VALUES["inline.maxLines"];

export function measure(text: string): Measure {
  if (text === "") return { bytes: 0, lines: 0 };
  let lines = 1;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) lines += 1;
  return { bytes: Buffer.byteLength(text, "utf8"), lines };
}

export function limitHit(m: Measure, maxBytes: number, maxLines: number): TruncatedBy | null {
  const bytes = m.bytes > maxBytes;
  const lines = m.lines > maxLines;
  return bytes && lines ? "bytes+lines" : bytes ? "bytes" : lines ? "lines" : null;
}

/** UTF-8 bytes of the code point starting at `i` (a lone surrogate becomes U+FFFD, 3 bytes, as
 * Buffer writes it) and its UTF-16 length. */
function pointAt(text: string, i: number): [bytes: number, units: number] {
  const c = text.charCodeAt(i);
  if (c < 0x80) return [1, 1];
  if (c < 0x800) return [2, 1];
  if (c >= 0xd800 && c <= 0xdbff) {
    const next = text.charCodeAt(i + 1);
    if (next >= 0xdc00 && next <= 0xdfff) return [4, 2];
  }
  return [3, 1];
}

/** The longest prefix within both bounds, cut at a code point (and, when lines win, at a line end). */
export function cut(text: string, maxBytes: number, maxLines: number): string {
  let end = 0;
  let lines = text === "" ? 0 : 1;
  let bytes = 0;
  while (end < text.length) {
    const [size, units] = pointAt(text, end);
    if (bytes + size > maxBytes) break;
    if (text.charCodeAt(end) === 10) {
      if (lines + 1 > maxLines) break;
      lines += 1;
    }
    bytes += size;
    end += units;
  }
  return text.slice(0, end);
}
