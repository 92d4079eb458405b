// The reference grammar of spec/credentials.yaml: ${NAME} and ${env:NAME} anywhere, each with an
// optional literal default (${NAME:-text}); $env:NAME anywhere when not glued to a preceding name
// character; $$ for a literal $. Parsing is pure and never reads the environment.
import { REFERENCE_NAME_PATTERN } from "./generated.js";

export type TemplatePart =
  | { readonly kind: "literal"; readonly text: string }
  | {
      readonly kind: "reference";
      readonly name: string;
      readonly form: "braced" | "env";
      readonly index: number;
      /** Literal text used when the variable is unset or empty (`${NAME:-text}`); never expanded. */
      readonly default?: string;
    };

export type TemplateParse =
  | { readonly ok: true; readonly parts: readonly TemplatePart[] }
  /** `index` is the 0-based position of the `$` that starts the malformed reference. */
  | { readonly ok: false; readonly index: number };

const NAME_AT = new RegExp(`^${REFERENCE_NAME_PATTERN}`);
// `${`, an optional `env:`, NAME, an optional `:-` default without `$`, `{` or `}`, then `}`.
const BRACED = new RegExp(`\\$\\{(?:env:)?(${REFERENCE_NAME_PATTERN})(?::-([^$\\{\\}]*))?\\}`, "y");
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
      BRACED.lastIndex = i;
      const m = BRACED.exec(value);
      if (!m) return { ok: false, index: i };
      flush();
      const name = m[1] as string;
      parts.push({
        kind: "reference",
        name,
        form: "braced",
        index: i,
        ...(m[2] !== undefined ? { default: m[2] } : {}),
      });
      i += m[0].length;
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
