// The one splitter of a byte stream into newline-terminated lines, for a stdio server's stdout and
// for the sidecar's stdin. It scans bytes (a memchr) instead of running node:readline, whose
// line-ending regular expression over every character and string joins cost more than the
// JSON.parse of a call carrying 120 KB of arguments. One trailing CR is dropped and blank lines are
// skipped (both are JSON white space). With a `maxLineBytes` bound it never holds more than that of
// one unfinished line: a longer line is discarded to its end and reported once as an overflow (as
// soon as its first bytes tell whose it was, else at its end). Only its first and last
// stdio.overflowScanBytes are kept, enough to tell whose reply it was (see overflow-id.ts), so that
// only that request fails and the connection survives.
import { LIMIT_VALUES } from "./generated.js";
import type { OverflowOrigin } from "./overflow-id.js";
import { headOrigin, overflowOrigin } from "./overflow-id.js";

export type LineEvent =
  | { readonly kind: "line"; readonly line: string }
  | { readonly kind: "overflow"; readonly origin: OverflowOrigin };

const SCAN = LIMIT_VALUES["stdio.overflowScanBytes"];
const NEWLINE = Buffer.from("\n");

export class LineReader {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private overflowed = false;
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  /** The overflow of the current line was reported already (its first bytes decided its origin). */
  private reported = false;

  /** Without a bound a line is held whole however long it is (the sidecar's own host writes it). */
  constructor(private readonly maxLineBytes: number = Number.POSITIVE_INFINITY) {}

  /** At the end of input: the unfinished last line (or its overflow), as if a newline had ended it. */
  end(): LineEvent[] {
    // With nothing pending, the newline ends an empty line, which is skipped as blank.
    return this.push(NEWLINE);
  }

  /** Feeds one chunk; returns the complete lines (and at most one overflow) it finished. */
  push(chunk: Buffer): LineEvent[] {
    const events: LineEvent[] = [];
    let start = 0;
    while (start < chunk.length) {
      const nl = chunk.indexOf(10, start);
      const end = nl < 0 ? chunk.length : nl;
      const piece = chunk.subarray(start, end);
      if (!this.overflowed) {
        if (this.pendingBytes + piece.length > this.maxLineBytes) {
          this.overflowed = true;
          this.head = Buffer.from(Buffer.concat([...this.pending, piece.subarray(0, SCAN)]).subarray(0, SCAN));
          this.tail = Buffer.from(piece.subarray(Math.max(0, piece.length - SCAN)));
          this.pending = [];
          this.pendingBytes = 0;
          const early = headOrigin(this.head.toString("utf8"));
          if (early !== undefined) events.push({ kind: "overflow", origin: early });
          this.reported = early !== undefined;
        } else if (piece.length > 0) {
          this.pending.push(piece);
          this.pendingBytes += piece.length;
        }
      } else {
        // An empty piece (the chunk starts with the newline) leaves the same tail.
        const joined = piece.length >= SCAN ? piece : Buffer.concat([this.tail, piece]);
        this.tail = Buffer.from(joined.subarray(Math.max(0, joined.length - SCAN)));
      }
      if (nl < 0) break;
      if (this.overflowed) {
        if (!this.reported)
          events.push({
            kind: "overflow",
            origin: overflowOrigin(this.head.toString("utf8"), this.tail.toString("utf8")),
          });
        this.head = Buffer.alloc(0);
        this.tail = Buffer.alloc(0);
      } else {
        const line = this.decodePending();
        // Blank lines (any Unicode white space) are skipped; a line starting with a printable ASCII
        // character (the usual "{") needs no trim.
        const first = line.charCodeAt(0);
        // An empty line's first code is NaN.
        if ((first > 32 && first < 127) || line.trim() !== "") events.push({ kind: "line", line });
      }
      this.pending = [];
      this.pendingBytes = 0;
      this.overflowed = false;
      start = nl + 1;
    }
    return events;
  }

  /** The pending line as text, without a trailing CR; one piece (the usual case) is decoded in place. */
  private decodePending(): string {
    const pieces = this.pending;
    const bytes = pieces.length === 1 ? (pieces[0] as Buffer) : Buffer.concat(pieces, this.pendingBytes);
    const end = bytes[bytes.length - 1] === 13 ? bytes.length - 1 : bytes.length;
    return bytes.toString("utf8", 0, end);
  }
}
