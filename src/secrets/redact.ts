// Replaces every resolved reference value (long enough to be recognisable) with [redacted:NAME].
import { LIMIT_VALUES, REDACTION_REPLACEMENT } from "./generated.js";
import type { ResolvedSecret } from "./expand.js";

const MIN_CHARS = LIMIT_VALUES["redaction.minValueChars"];

export class Redactor {
  private readonly entries: readonly { name: string; value: string; replacement: string }[];

  constructor(secrets: Iterable<ResolvedSecret> = []) {
    const byValue = new Map<string, string>();
    for (const s of secrets) {
      if ([...s.value].length < MIN_CHARS || byValue.has(s.value)) continue;
      byValue.set(s.value, s.name);
    }
    // Longest first, so a value that contains another is replaced whole.
    this.entries = [...byValue.entries()]
      .sort((a, b) => b[0].length - a[0].length)
      .map(([value, name]) => ({ name, value, replacement: REDACTION_REPLACEMENT.replace("{name}", name) }));
  }

  /** The (name, value) pairs this redactor replaces. */
  get secrets(): ResolvedSecret[] {
    return this.entries.map((e) => ({ name: e.name, value: e.value }));
  }

  get size(): number {
    return this.entries.length;
  }

  /** A redactor that knows both sets of values. */
  with(secrets: Iterable<ResolvedSecret>): Redactor {
    return new Redactor([...this.entries, ...secrets]);
  }

  redact(text: string): string {
    let out = text;
    for (const { value, replacement } of this.entries) {
      if (out.includes(value)) out = out.split(value).join(replacement);
    }
    return out;
  }

  /** The same replacement on bytes (each value's UTF-8 encoding), for binary data the adapter keeps or shows. */
  redactBytes(data: Buffer): Buffer {
    let out = data;
    for (const { value, replacement } of this.entries) {
      const needle = Buffer.from(value, "utf8");
      let at = out.indexOf(needle);
      if (at < 0) continue;
      const parts: Buffer[] = [];
      const replacementBytes = Buffer.from(replacement, "utf8");
      let from = 0;
      for (; at >= 0; at = out.indexOf(needle, from)) {
        parts.push(out.subarray(from, at), replacementBytes);
        from = at + needle.length;
      }
      parts.push(out.subarray(from));
      out = Buffer.concat(parts);
    }
    return out;
  }
}
