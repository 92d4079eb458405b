// Splits a byte stream into newline-terminated lines without ever holding more than `maxLineBytes`
// of one unfinished line: a longer line is reported once as an overflow and the rest is discarded.
export type LineEvent = { readonly kind: "line"; readonly line: string } | { readonly kind: "overflow" };

export class LineReader {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private overflowed = false;

  constructor(private readonly maxLineBytes: number) {}

  /** Feeds one chunk; returns the complete lines (and at most one overflow) it finished. */
  push(chunk: Buffer): LineEvent[] {
    const events: LineEvent[] = [];
    let start = 0;
    while (start < chunk.length) {
      const nl = chunk.indexOf(10, start);
      const end = nl < 0 ? chunk.length : nl;
      if (!this.overflowed) {
        const piece = chunk.subarray(start, end);
        if (this.pendingBytes + piece.length > this.maxLineBytes) {
          this.overflowed = true;
          this.pending = [];
          this.pendingBytes = 0;
          events.push({ kind: "overflow" });
        } else if (piece.length > 0) {
          this.pending.push(piece);
          this.pendingBytes += piece.length;
        }
      }
      if (nl < 0) break;
      if (!this.overflowed) {
        const line = this.decodePending();
        // Blank lines (any Unicode white space) are skipped; a line starting with a printable ASCII
        // character (the usual "{") needs no trim.
        const first = line.charCodeAt(0);
        if (line.length > 0 && ((first > 32 && first < 127) || line.trim() !== "")) events.push({ kind: "line", line });
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
    const end = bytes.length > 0 && bytes[bytes.length - 1] === 13 ? bytes.length - 1 : bytes.length;
    return bytes.toString("utf8", 0, end);
  }
}
