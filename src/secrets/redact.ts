// Replaces every resolved reference value (long enough to be recognisable) with [redacted:NAME].
// One redactor can serve a whole runtime: it grows as servers resolve their references, so that a
// value resolved for one server is redacted in every server's output too.
//
// A value is matched in the forms the adapter itself may write it in (as it is, JSON-escaped, and
// control-escaped as names are shown), and in its base64 forms (encoded.ts), in one pass, so that a
// replacement is never matched again.
// Callers redact server text before they serialise or escape it and before they add their own text.
import { escapeControl } from "../errors/index.js";
import { base64Forms } from "./encoded.js";
import type { ResolvedSecret } from "./expand.js";
import { LIMIT_VALUES, REDACTION_REPLACEMENT } from "./generated.js";

const MIN_CHARS = LIMIT_VALUES["redaction.minValueChars"];
const SPECIAL = /[\\^$.*+?()[\]{}|/-]/g;

/**
 * The value, the encodings the adapter applies to text it shows (JSON strings, escaped names), and
 * its base64 forms. None is shorter than the value, so none is under the bound for values and
 * could match unrelated text: escapes only lengthen, and base64 of n >= 6 bytes keeps at least
 * 8n/6 - 3 > n characters even in its core forms (redact-bounds.test.ts checks it).
 */
function forms(value: string): string[] {
  return [...new Set([value, JSON.stringify(value).slice(1, -1), escapeControl(value), ...base64Forms(value)])];
}

interface Matcher {
  readonly pattern: RegExp | undefined;
  /** form -> replacement */
  readonly replacements: ReadonlyMap<string, string>;
}

function matcher(pairs: readonly (readonly [string, string])[]): Matcher {
  const replacements = new Map<string, string>();
  for (const [form, replacement] of pairs) if (!replacements.has(form)) replacements.set(form, replacement);
  // Longest first: at any position, a value that contains another is replaced whole.
  const alternatives = [...replacements.keys()]
    .sort((a, b) => b.length - a.length)
    .map((f) => f.replace(SPECIAL, "\\$&"));
  return { pattern: alternatives.length === 0 ? undefined : new RegExp(alternatives.join("|"), "g"), replacements };
}

export class Redactor {
  /** value -> name, in the order values became known. */
  private readonly byValue = new Map<string, string>();
  private text: Matcher = matcher([]);
  /** The same forms as UTF-8 bytes, each byte one latin1 character. */
  private bytes: Matcher = matcher([]);

  constructor(secrets: Iterable<ResolvedSecret> = []) {
    this.add(secrets);
  }

  /** Learns more values (a runtime-wide redactor grows as servers connect); returns this redactor. */
  add(secrets: Iterable<ResolvedSecret>): this {
    let changed = false;
    for (const s of secrets) {
      if ([...s.value].length < MIN_CHARS || this.byValue.has(s.value)) continue;
      this.byValue.set(s.value, s.name);
      changed = true;
    }
    if (!changed) return this;
    const pairs = [...this.byValue].flatMap(([value, name]) =>
      forms(value).map((f) => [f, REDACTION_REPLACEMENT.replace("{name}", name)] as const),
    );
    this.text = matcher(pairs);
    this.bytes = matcher(pairs.map(([f, r]) => [Buffer.from(f, "utf8").toString("latin1"), r] as const));
    return this;
  }

  /** The (name, value) pairs this redactor replaces. */
  get secrets(): ResolvedSecret[] {
    return [...this.byValue].map(([value, name]) => ({ name, value }));
  }

  get size(): number {
    return this.byValue.size;
  }

  /** A new redactor that knows both sets of values. */
  with(secrets: Iterable<ResolvedSecret>): Redactor {
    return new Redactor(this.secrets).add(secrets);
  }

  redact(text: string): string {
    const { pattern, replacements } = this.text;
    if (pattern === undefined) return text;
    return text.replace(pattern, (form) => replacements.get(form) as string);
  }

  /**
   * A JSON value with every string in it (keys included) redacted, and every number whose digits
   * hold a value replaced by its redacted text: redact before serialising, since serialising
   * escapes the very characters a secret may contain.
   */
  redactValue(value: unknown): unknown {
    if (this.byValue.size === 0) return value;
    if (typeof value === "string") return this.redact(value);
    if (typeof value === "number") {
      const digits = String(value);
      const redacted = this.redact(digits);
      return redacted === digits ? value : redacted;
    }
    if (Array.isArray(value)) return value.map((v) => this.redactValue(v));
    if (typeof value !== "object" || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      Object.defineProperty(out, this.redact(k), {
        value: this.redactValue(v),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  }

  /** The same replacement on bytes (each form's UTF-8 encoding), for binary data the adapter keeps or shows. */
  redactBytes(data: Buffer): Buffer {
    const { pattern, replacements } = this.bytes;
    if (pattern === undefined) return data;
    const latin1 = data.toString("latin1");
    const out = latin1.replace(pattern, (form) => replacements.get(form) as string);
    return out === latin1 ? data : Buffer.from(out, "latin1");
  }
}
