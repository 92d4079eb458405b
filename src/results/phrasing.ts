// The adapter's own words, from the one table in spec/model-text.yaml. The
// fill is a single pass: a value that itself holds `{{name}}` is never expanded again.

import type { PhraseData, PhraseId } from "./generated.js";
import { PHRASES, PLURALS } from "./generated.js";

const PLACEHOLDER = /\{\{([A-Za-z][A-Za-z0-9]*)\}\}/g;

/** Phrase `id` of the table, filled with `data` (already redacted and escaped by the caller). */
export function phrase<K extends PhraseId>(id: K, data: PhraseData[K]): string {
  const values = data as Readonly<Record<string, string | number>>;
  return PHRASES[id].replace(PLACEHOLDER, (_, name: string) => String(values[name]));
}

/** The word of the table that follows the count `n`. */
export const plural = (id: keyof typeof PLURALS, n: number): string => (n === 1 ? PLURALS[id].one : PLURALS[id].many);

/** Item metadata (`uri=... mime=... reference=...`): the parts given, in the table's words, in order. */
export function metaText(parts: {
  readonly uri?: string | undefined;
  readonly mime?: string | undefined;
  readonly reference?: string | undefined;
}): string {
  const out: string[] = [];
  if (parts.uri !== undefined) out.push(phrase("metaUri", { uri: parts.uri }));
  if (parts.mime !== undefined) out.push(phrase("metaMime", { mime: parts.mime }));
  if (parts.reference !== undefined) out.push(phrase("metaReference", { reference: parts.reference }));
  return out.join(" ");
}
