// The reference grammar of spec/credentials.yaml: ${NAME} anywhere, $env:NAME anywhere when not glued
// to a preceding name character, $$ for a literal $. Parsing is pure and never reads the environment.
import { REFERENCE_NAME_PATTERN } from "./generated.js";

export type TemplatePart =
  | { readonly kind: "literal"; readonly text: string }
  | { readonly kind: "reference"; readonly name: string; readonly form: "braced" | "env"; readonly index: number };

export type TemplateParse =
  | { readonly ok: true; readonly parts: readonly TemplatePart[] }
  /** `index` is the 0-based position of the `$` that starts the malformed reference. */
  | { readonly ok: false; readonly index: number };

const NAME_AT = new RegExp(`^${REFERENCE_NAME_PATTERN}`);
const NAME_CHAR = /[A-Za-z0-9_]/;
const ENV_PREFIX = "$env:";

export function parseTemplate(value: string): TemplateParse {
  const parts: TemplatePart[] = [];
  let literal = "";
  const flush = (): void => {
    if (literal !== "") parts.push({ kind: "literal", text: literal });
    literal = "";
  };
  let i = 0;
  while (i < value.length) {
    const ch = value[i] as string;
    if (ch !== "$") {
      literal += ch;
      i += 1;
      continue;
    }
    const next = value[i + 1];
    if (next === "$") {
      literal += "$";
      i += 2;
    } else if (next === "{") {
      const name = NAME_AT.exec(value.slice(i + 2))?.[0];
      if (name === undefined || value[i + 2 + name.length] !== "}") return { ok: false, index: i };
      flush();
      parts.push({ kind: "reference", name, form: "braced", index: i });
      i += 3 + name.length;
    } else if (value.startsWith(ENV_PREFIX, i) && (i === 0 || !NAME_CHAR.test(value[i - 1] as string))) {
      const name = NAME_AT.exec(value.slice(i + ENV_PREFIX.length))?.[0];
      if (name === undefined) return { ok: false, index: i };
      flush();
      parts.push({ kind: "reference", name, form: "env", index: i });
      i += ENV_PREFIX.length + name.length;
    } else {
      literal += "$";
      i += 1;
    }
  }
  flush();
  return { ok: true, parts };
}

export function referenceNames(parts: readonly TemplatePart[]): string[] {
  return parts.flatMap((p) => (p.kind === "reference" ? [p.name] : []));
}

export const isReferenceName = (name: string): boolean => new RegExp(`^${REFERENCE_NAME_PATTERN}$`).test(name);
