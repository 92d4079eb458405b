// Base64 inside structured content is binary data, not text: a string that the tool's output
// schema marks `contentEncoding: base64`, or an unmarked one at least results.structuredBlob.minChars
// long that decodes to bytes that are not UTF-8 text, is retained like a blob and shown as a short
// placeholder with its size and media type.
// Base64 of binary data mixes upper case, lower case and digits; a long string without all three
// (hex digits of a digest, a DNA sequence, a word) is left as it is, though its alphabet is base64's.
import { decodeAnyBase64 } from "./base64.js";
import { LIMIT_VALUES } from "./generated.js";
import { blobText, sniffMime } from "./mime.js";

type Schema = Readonly<Record<string, unknown>>;
/** Keeps decoded bytes of the media type given (or sniffed); returns the placeholder shown instead. */
export type KeepBlob = (decoded: Buffer, mediaType: string | undefined) => string;

const mixed = (s: string): boolean => /[A-Z]/.test(s) && /[a-z]/.test(s) && /[0-9]/.test(s);
const asSchema = (v: unknown): Schema | undefined =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Schema) : undefined;

/** The subschema for member `key` of an object, or for an array's items. */
function member(schema: Schema | undefined, key: string): Schema | undefined {
  const properties = asSchema(schema?.properties);
  return asSchema(properties?.[key]) ?? asSchema(schema?.additionalProperties);
}

function marked(schema: Schema | undefined): boolean {
  return typeof schema?.contentEncoding === "string" && schema.contentEncoding.toLowerCase() === "base64";
}

function blob(value: string, schema: Schema | undefined, keep: KeepBlob): string | undefined {
  if (marked(schema)) {
    const decoded = decodeAnyBase64(value.replace(/\s+/g, ""));
    return decoded === undefined
      ? undefined
      : keep(decoded, typeof schema?.contentMediaType === "string" ? schema.contentMediaType : undefined);
  }
  if (value.length < LIMIT_VALUES["results.structuredBlob.minChars"] || !mixed(value)) return undefined;
  const decoded = decodeAnyBase64(value);
  // Text that happens to be base64 stays; a known binary format is binary even when it is ASCII.
  if (
    decoded === undefined ||
    (blobText(decoded, "application/octet-stream") !== undefined && sniffMime(decoded) === "application/octet-stream")
  )
    return undefined;
  return keep(decoded, undefined);
}

/** `value` with every base64 payload string replaced by what `keep` returns for it. */
export function withoutBlobs(value: unknown, outputSchema: unknown, keep: KeepBlob): unknown {
  const walk = (v: unknown, schema: Schema | undefined): unknown => {
    if (typeof v === "string") return blob(v, schema, keep) ?? v;
    if (Array.isArray(v)) {
      const items = asSchema(schema?.items);
      return v.map((x) => walk(x, items));
    }
    if (typeof v !== "object" || v === null) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v))
      Object.defineProperty(out, k, {
        value: walk(x, member(schema, k)),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  };
  return walk(value, asSchema(outputSchema));
}
