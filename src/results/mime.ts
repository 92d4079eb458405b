// A MIME type is server text that the adapter prints in its own words (label metadata, retention
// notes, output.read) and hands to the host on image blocks. It is redacted, then kept only as a
// plain type/subtype token: parameters are dropped, and anything else (line breaks, brackets,
// label text, a redaction marker) is not shown at all, so it can neither break a label nor leak.
import type { Redactor } from "../secrets/index.js";
import { LIMIT_VALUES } from "./generated.js";

const TOKEN = `[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,${LIMIT_VALUES["results.tokenMaxChars"] - 1}}`;
const MIME = new RegExp(`^${TOKEN}/${TOKEN}$`);

/** The type/subtype of a server's MIME type when it is well-formed after redaction, else undefined. */
export function safeMime(value: unknown, redactor: Redactor): string | undefined {
  if (typeof value !== "string") return undefined;
  const essence = (redactor.redact(value).split(";")[0] ?? "").trim();
  return MIME.test(essence) ? essence : undefined;
}
