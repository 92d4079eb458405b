// A MIME type is server text that the adapter prints in its own words (label metadata, retention
// notes, output.read) and hands to the host on image blocks. It is redacted, then kept only as a
// plain type/subtype token: parameters are dropped, and anything else (line breaks, brackets,
// label text, a redaction marker) is not shown at all, so it can neither break a label nor leak.
import type { Redactor } from "../secrets/index.js";
import { LIMIT_VALUES } from "./generated.js";
import { looksBinary } from "./text-sniff.js";

const TOKEN = `[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,${LIMIT_VALUES["results.tokenMaxChars"] - 1}}`;
const MIME = new RegExp(`^${TOKEN}/${TOKEN}$`);

/** The type/subtype of a server's MIME type when it is well-formed after redaction, else undefined. */
export function safeMime(value: unknown, redactor: Redactor): string | undefined {
  if (typeof value !== "string") return undefined;
  const essence = (redactor.redact(value).split(";")[0] ?? "").trim();
  return MIME.test(essence) ? essence : undefined;
}

// Text-like MIME types (see docs/architecture.md, "Each datum once"): text/*, the structured-text types and
// suffixes, and the source-code types that are not under text/. A blob of one of these that is valid UTF-8
// without NUL is text: shown or spilled as readable text, not retained as binary.
const TEXT_LIKE_TYPES = new Set([
  "application/json",
  "application/ld+json",
  "application/xml",
  "application/yaml",
  "application/x-yaml",
  "application/toml",
  "application/csv",
  "application/x-ndjson",
  "application/jsonl",
  "application/javascript",
  "application/ecmascript",
  "application/typescript",
  "application/x-typescript",
  "application/x-sh",
  "application/x-shellscript",
  "application/x-python",
  "application/sql",
  "application/graphql",
  "application/x-httpd-php",
  "application/x-tex",
]);
const TEXT_LIKE_SUFFIX = /\+(json|xml|yaml)$/;

export function isTextLike(mime: string): boolean {
  const m = mime.toLowerCase();
  return m.startsWith("text/") || TEXT_LIKE_TYPES.has(m) || TEXT_LIKE_SUFFIX.test(m);
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The type a server gives when it does not know the type: its bytes decide (sniffed). */
const UNTYPED = "application/octet-stream";

/**
 * The bytes as text when they are valid UTF-8 without NUL and the MIME type is text-like, or is
 * application/octet-stream and the text is not mostly control characters (text-sniff.ts); else
 * undefined. Markdown served as octet-stream is text; random bytes are not.
 */
export function blobText(bytes: Uint8Array, mime: string): string | undefined {
  const untyped = mime.toLowerCase() === UNTYPED;
  if ((!untyped && !isTextLike(mime)) || bytes.includes(0)) return undefined;
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return undefined;
  }
  return untyped && looksBinary(text) ? undefined : text;
}

/** Leading bytes of common binary formats, for data that arrives without a media type. */
const MAGIC: readonly (readonly [string, string])[] = [
  ["application/pdf", "255044462d"],
  ["image/png", "89504e47"],
  ["image/jpeg", "ffd8ff"],
  ["image/gif", "47494638"],
  ["application/zip", "504b0304"],
  ["application/gzip", "1f8b"],
];

/** The media type its first bytes announce, or application/octet-stream. */
export function sniffMime(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 8)).toString("hex");
  return MAGIC.find(([, magic]) => head.startsWith(magic))?.[0] ?? UNTYPED;
}
