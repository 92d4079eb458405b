// The one raw-byte budget of a result (tool result, resource read or prompt): text is counted in
// UTF-8 bytes and binary data in decoded bytes, as the server sent them, against
// response.maxRawBytes; binary data is spilled; a result that fails leaves none of its spills.
import { AdapterError, escapeControlText } from "../errors/index.js";
import type { Redactor } from "../secrets/index.js";
import { decodeBase64 } from "./base64.js";
import { LIMIT_VALUES } from "./generated.js";
import { blobText } from "./mime.js";
import { phrase } from "./phrasing.js";
import type { Spill, SpillStore } from "./spills.js";
import { looksBinary } from "./text-sniff.js";

export interface BudgetOwner {
  readonly server: string;
  readonly operation: string;
  readonly spills: SpillStore;
  readonly redactor: Redactor;
}

export class Budget {
  private bytes = 0;
  readonly spilled: string[] = [];

  constructor(private readonly owner: BudgetOwner) {}

  /** Counts `n` raw bytes; over the bound, undoes this result's spills and throws MCPA_RESULT_TOO_LARGE. */
  add(n: number): void {
    this.bytes += n;
    const max = LIMIT_VALUES["response.maxRawBytes"];
    if (this.bytes > max) {
      this.undo();
      throw new AdapterError("MCPA_RESULT_TOO_LARGE", {
        server: this.owner.server,
        operation: this.owner.operation,
        max,
      });
    }
  }

  get total(): number {
    return this.bytes;
  }

  /**
   * Server text, counted, then redacted before the adapter composes anything around it, and its
   * control characters escaped; text that is binary data decoded as text (text-sniff.ts) is
   * retained as binary instead of shown.
   */
  text(t: string): string {
    this.add(Buffer.byteLength(t, "utf8"));
    return this.shownText(t);
  }

  /** Text already counted (a blob's), as it is shown: redacted, escaped, or retained when binary. */
  private shownText(t: string): string {
    const redacted = this.owner.redactor.redact(t);
    if (!looksBinary(redacted)) return escapeControlText(redacted);
    return this.keep(Buffer.from(redacted, "utf8"), "application/octet-stream", "text", (spill) =>
      phrase("binaryText", { bytes: spill.bytes, reference: spill.reference }),
    );
  }

  /** Decoded binary data already counted (structured content's), redacted and kept in a binary spill. */
  keepDecoded(decoded: Buffer, mimeType: string, shown: (spill: Spill) => string): string {
    return this.keep(this.owner.redactor.redactBytes(decoded), mimeType, "blob", shown);
  }

  /**
   * Binary data already counted and redacted, in a binary spill this result owns, as `shown` says;
   * past spill.maxFilesPerResult of this result or spill.maxFiles of the session, a notice instead.
   */
  private keep(bytes: Buffer, mimeType: string, what: string, shown: (spill: Spill) => string): string {
    const data = { what, mime: mimeType, bytes: bytes.length };
    const perResult = LIMIT_VALUES["spill.maxFilesPerResult"];
    if (this.spilled.length >= perResult) return phrase("binaryNotRetainedResult", { ...data, max: perResult });
    const perSession = LIMIT_VALUES["spill.maxFiles"];
    if (this.owner.spills.fileCount >= perSession)
      return phrase("binaryNotRetainedSession", { ...data, max: perSession });
    const spill = this.owner.spills.put(this.owner.server, bytes, "binary", mimeType);
    this.spilled.push(spill.reference);
    return shown(spill);
  }

  /**
   * Binary data (base64) counted and spilled, described in the table's words; a blob of a
   * text-like MIME type that is valid UTF-8 comes back as its redacted text.
   */
  retain(data: string, mimeType: string, what: "image" | "audio" | "blob"): string {
    const decoded = decodeBase64(data);
    if (!decoded) return phrase("binaryInvalid", { what, mime: mimeType });
    this.add(decoded.length);
    const asText = what === "blob" ? blobText(decoded, mimeType) : undefined;
    if (asText !== undefined) return this.shownText(asText);
    return this.keep(this.owner.redactor.redactBytes(decoded), mimeType, what, (spill) =>
      phrase("binaryRetained", { what, mime: mimeType, bytes: spill.bytes, reference: spill.reference }),
    );
  }

  /** Removes every spill this result made (the result failed). */
  undo(): void {
    for (const ref of this.spilled) this.owner.spills.discard(ref);
    this.spilled.length = 0;
  }
}
