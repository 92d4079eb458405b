// A bounded tail of a stdio server's stderr: control characters stripped, resolved secrets
// redacted, oldest bytes dropped. It never reaches the host terminal or the model.
import { escapeControlText } from "../errors/index.js";
import type { Redactor } from "../secrets/index.js";
import { LIMIT_VALUES } from "./generated.js";

export class StderrRing {
  private text = "";

  constructor(
    private readonly redactor: Redactor,
    private readonly maxBytes: number = LIMIT_VALUES["stderr.ringBytes"],
  ) {}

  push(chunk: Buffer | string): void {
    // A Buffer's toString() is its UTF-8 text; a string's is itself.
    this.text += chunk.toString();
    // Keep twice the bound before cutting so that redaction sees values split across chunks.
    if (this.text.length > this.maxBytes * 2) this.text = this.text.slice(this.text.length - this.maxBytes * 2);
  }

  /** The last `lines` lines, redacted and cleaned. */
  tail(lines: number = LIMIT_VALUES["stderr.tailLines"]): string[] {
    // The newest maxBytes characters (a shorter text is whole).
    const text = this.redactor.redact(this.text).slice(-this.maxBytes);
    return escapeControlText(text)
      .split("\n")
      .map((l) => l.replace(/\t/g, " ").trimEnd())
      .filter((l) => l !== "")
      .slice(-lines);
  }
}
