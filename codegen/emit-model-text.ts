// Emits generated/model-text.ts from spec/model-text.yaml: the label kinds, the plural words and the
// table of the adapter's own phrases, with one data type per phrase so that src/results
// cannot fill a phrase with a field it does not declare, or forget one.

import { placeholdersOf } from "./emit-modules.js";
import type { Provenance } from "./header.js";
import { tsHeader } from "./header.js";

export interface ModelTextSpec {
  readonly labels: { readonly kinds: Readonly<Record<string, string>>; readonly toolErrorMeta: string };
  /** Words after a count: `one` after 1, `many` otherwise. */
  readonly plurals?: Readonly<Record<string, { readonly one: string; readonly many: string }>>;
  readonly phrases: Readonly<
    Record<
      string,
      {
        readonly text: string;
        readonly data: Readonly<Record<string, "string" | "integer">>;
        readonly description: string;
        readonly shim?: true;
      }
    >
  >;
}

const TS_TYPE = { string: "string", integer: "number" } as const;

export function emitModelText(p: Provenance, spec: ModelTextSpec): string {
  const ids = Object.keys(spec.phrases).sort();
  const types: string[] = [];
  for (const id of ids) {
    const phrase = spec.phrases[id] as ModelTextSpec["phrases"][string];
    const used = new Set(placeholdersOf(phrase.text));
    const declared = Object.keys(phrase.data);
    for (const u of used)
      if (!declared.includes(u))
        throw new Error(`spec/model-text.yaml ${id}: placeholder {{${u}}} is not declared in data`);
    for (const d of declared)
      if (!used.has(d)) throw new Error(`spec/model-text.yaml ${id}: data field ${d} is never used`);
    const fields = declared.map((d) => `readonly ${d}: ${TS_TYPE[phrase.data[d] as "string" | "integer"]}`);
    types.push(
      `  /** ${phrase.description.replace(/\*\//g, "* /")} */\n  readonly ${id}: ${fields.length === 0 ? "Readonly<Record<string, never>>" : `{ ${fields.join("; ")} }`};`,
    );
  }
  const phrases = Object.fromEntries(ids.map((id) => [id, (spec.phrases[id] as { text: string }).text]));
  return [
    tsHeader(p),
    "",
    `export const LABEL_KINDS = ${JSON.stringify(spec.labels.kinds, null, 2)} as const;`,
    "",
    `export const TOOL_ERROR_META = ${JSON.stringify(spec.labels.toolErrorMeta)};`,
    "",
    `export const PLURALS = ${JSON.stringify(spec.plurals ?? {}, null, 2)} as const;`,
    "",
    `export const PHRASES = ${JSON.stringify(phrases, null, 2)} as const;`,
    "",
    "export type PhraseId = keyof typeof PHRASES;",
    "",
    "/** The fields each phrase is filled with. */",
    "export interface PhraseData {",
    ...types,
    "}",
    "",
  ].join("\n");
}
