// Resource templates (RFC 6570): their variables, the check of a model's arguments against them
// (before anything is sent), and the expansion, done by url-template. Variables of a form-style
// query expression ({?x} and {&x}) are optional; every other variable is required, because a path
// with a hole in it names another resource, not this one.
import { parseTemplate } from "url-template";

export interface TemplateVariables {
  readonly required: readonly string[];
  readonly optional: readonly string[];
}

const EXPRESSION = /\{([^{}]*)\}/g;
const OPERATORS = "+#./;?&";
const VARNAME = /^(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})(?:\.?(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2}))*$/;

/** The template's variables, or undefined when it is not a well-formed RFC 6570 template. */
export function templateVariables(template: string): TemplateVariables | undefined {
  if (template.replace(EXPRESSION, "").match(/[{}]/)) return undefined;
  const required: string[] = [];
  const optional: string[] = [];
  for (const m of template.matchAll(EXPRESSION)) {
    // The group always takes part in a match.
    let body = m[1] as string;
    const op = body.charAt(0);
    if (OPERATORS.includes(op)) body = body.slice(1);
    for (const spec of body.split(",")) {
      const name = spec.replace(/\*$/, "").replace(/:[1-9]\d{0,3}$/, "");
      if (!VARNAME.test(name)) return undefined;
      const list = op === "?" || op === "&" ? optional : required;
      if (!required.includes(name) && !optional.includes(name)) list.push(name);
      else if (list === required && optional.includes(name)) {
        optional.splice(optional.indexOf(name), 1);
        required.push(name);
      }
    }
  }
  return { required, optional };
}

export type TemplateProblem =
  | { readonly kind: "unknown"; readonly name: string }
  | { readonly kind: "missing"; readonly name: string }
  | { readonly kind: "type"; readonly name: string };

/** The first problem of `args` for these variables, or undefined when they fit. */
export function checkArguments(
  vars: TemplateVariables,
  args: Readonly<Record<string, unknown>>,
): TemplateProblem | undefined {
  const known = new Set([...vars.required, ...vars.optional]);
  for (const name of Object.keys(args).sort()) {
    if (!known.has(name)) return { kind: "unknown", name };
    const v = args[name];
    if (typeof v !== "string" && !Number.isFinite(v) && typeof v !== "boolean") return { kind: "type", name };
  }
  for (const name of vars.required) {
    // Own members only: a variable named `constructor` is not given by Object.prototype.
    const v = Object.hasOwn(args, name) ? args[name] : undefined;
    if (v === undefined || v === "") return { kind: "missing", name };
  }
  return undefined;
}

/** The URI for checked arguments (every value a string, finite number or boolean). */
export function expandTemplate(template: string, args: Readonly<Record<string, unknown>>): string {
  // Null prototype: a variable named `__proto__` is a value like any other.
  const values: Record<string, string> = Object.create(null);
  for (const [k, v] of Object.entries(args)) values[k] = String(v);
  return parseTemplate(template).expand(values);
}

/**
 * What one expression may expand to, by operator: nothing, or its first character (when the operator
 * has one) followed by any run of characters its class allows; a value never holds the next literal's
 * start. Template and URI are compared by code point; every class excludes only ASCII.
 */
interface Expansion {
  readonly first: string;
  readonly allows: (c: string) => boolean;
}
const none = (excluded: string) => (c: string) => !excluded.includes(c);
const EXPANSION: Readonly<Record<string, Expansion>> = {
  "": { first: "", allows: none("/?#&,") },
  "+": { first: "", allows: none("?#") },
  "#": { first: "#", allows: () => true },
  ".": { first: ".", allows: none("/?#") },
  "/": { first: "/", allows: none("?#") },
  ";": { first: ";", allows: none("/?#") },
  "?": { first: "?", allows: none("#") },
  "&": { first: "&", allows: none("#") },
};

/** One step of a template: a literal character, or an expression. */
type Step = { readonly literal: string } | { readonly expansion: Expansion };

function steps(template: string): Step[] {
  const out: Step[] = [];
  let last = 0;
  for (const m of template.matchAll(EXPRESSION)) {
    for (const c of template.slice(last, m.index)) out.push({ literal: c });
    const op = (m[1] as string).charAt(0);
    out.push({ expansion: EXPANSION[OPERATORS.includes(op) ? op : ""] as Expansion });
    last = (m.index ?? 0) + m[0].length;
  }
  for (const c of template.slice(last)) out.push({ literal: c });
  return out;
}

/**
 * Whether `uri` is one this template can expand to: each expression stands for what its operator
 * may produce, the literal text around it must match exactly. Looser than a full reverse
 * expansion (a value is not checked against a variable's prefix length), never looser than the
 * literals; undefined templates match nothing. No regular expression is built from the server's
 * template: the match runs every alternative at once (a set of positions in the template, advanced
 * one URI character at a time), so its time is at most the URI's length times the template's and a
 * template of adjacent expressions cannot make it backtrack.
 */
export function templateMatches(template: string, uri: string): boolean {
  if (templateVariables(template) === undefined) return false;
  const plan = steps(template);
  // State 2j: before step j; state 2j+1: inside expression j (its first character read); 2n: the end.
  const end = 2 * plan.length;
  let now = new Uint8Array(end + 1);
  let next = new Uint8Array(end + 1);
  now[0] = 1;
  // Empty expansions and the end of an expansion lead forward only: one ascending pass closes a set.
  const close = (set: Uint8Array): void => {
    for (let s = 0; s < end; s += 1) {
      if (set[s] !== 1) continue;
      const step = plan[s >> 1] as Step;
      if (s % 2 === 1) set[s + 1] = 1;
      else if ("expansion" in step) {
        set[s + 2] = 1;
        if (step.expansion.first === "") set[s + 1] = 1;
      }
    }
  };
  close(now);
  for (const c of uri) {
    next.fill(0);
    // A literal is only ever before its step (2j); an expression before (2j) or inside (2j+1).
    for (let s = 0; s < end; s += 1) {
      if (now[s] !== 1) continue;
      const step = plan[s >> 1] as Step;
      if ("literal" in step) {
        if (step.literal === c) next[s + 2] = 1;
      } else if (s % 2 === 1) {
        if (step.expansion.allows(c)) next[s] = 1;
      } else if (step.expansion.first === c) next[s + 1] = 1;
    }
    close(next);
    [now, next] = [next, now];
  }
  return now[end] === 1;
}
