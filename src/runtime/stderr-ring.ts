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
    this.text += typeof chunk === "string" ? chunk : chunk.toString("utf8");
    // Keep twice the bound before cutting so that redaction sees values split across chunks.
    if (this.text.length > this.maxBytes * 2) this.text = this.text.slice(this.text.length - this.maxBytes * 2);
  }

  /** The last `lines` lines, redacted and cleaned. */
  tail(lines: number = LIMIT_VALUES["stderr.tailLines"]): string[] {
    let text = this.redactor.redact(this.text);
    if (Buffer.byteLength(text) > this.maxBytes) text = text.slice(-this.maxBytes);
    return escapeControlText(text)
      .split("\n")
      .map((l) => l.replace(/\t/g, " ").trimEnd())
      .filter((l) => l !== "")
      .slice(-lines);
  }
}
