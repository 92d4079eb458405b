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
    let body = m[1] ?? "";
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
    if (typeof v !== "string" && !(typeof v === "number" && Number.isFinite(v)) && typeof v !== "boolean")
      return { kind: "type", name };
  }
  for (const name of vars.required) {
    const v = args[name];
    if (v === undefined || v === "") return { kind: "missing", name };
  }
  return undefined;
}

/** The URI for checked arguments (every value a string, finite number or boolean). */
export function expandTemplate(template: string, args: Readonly<Record<string, unknown>>): string {
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(args)) values[k] = String(v);
  return parseTemplate(template).expand(values);
}

/** What one expression may expand to, by operator; a value never holds the next literal's start. */
const EXPANSION: Readonly<Record<string, string>> = {
  "": "[^/?#&,]*",
  "+": "[^?#]*",
  "#": "(?:#.*)?",
  ".": "(?:\\.[^/?#]*)*",
  "/": "(?:/[^/?#]*)*",
  ";": "(?:;[^/?#]*)*",
  "?": "(?:\\?[^#]*)?",
  "&": "(?:&[^#]*)?",
};
const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether `uri` is one this template can expand to: each expression stands for what its operator
 * may produce, the literal text around it must match exactly. Looser than a full reverse
 * expansion (a value is not checked against a variable's prefix length), never looser than the
 * literals; undefined templates match nothing.
 */
export function templateMatches(template: string, uri: string): boolean {
  if (templateVariables(template) === undefined) return false;
  let pattern = "";
  let last = 0;
  for (const m of template.matchAll(EXPRESSION)) {
    pattern += escapeRegExp(template.slice(last, m.index));
    const op = (m[1] ?? "").charAt(0);
    pattern += EXPANSION[OPERATORS.includes(op) ? op : ""];
    last = (m.index ?? 0) + m[0].length;
  }
  pattern += escapeRegExp(template.slice(last));
  return new RegExp(`^${pattern}$`, "s").test(uri);
}
