// Handlebars, configured once: strict, no HTML escaping, only the helpers registered here.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";

const hb = Handlebars.create();

const helpers: Record<string, Handlebars.HelperDelegate> = {
  /** A Markdown table cell: no pipes or newlines may break the row. */
  cell: (value: unknown) =>
    String(value ?? "")
      .replace(/\\/g, "\\\\")
      .replace(/\|/g, "\\|")
      .replace(/\s*\n\s*/g, " "),
  /** A Markdown code span (or an empty cell for an empty value). */
  code: (value: unknown) => {
    const s = String(value ?? "");
    if (s === "") return "";
    const fence = s.includes("`") ? "``" : "`";
    return `${fence}${fence === "``" ? " " : ""}${s.replace(/\|/g, "\\|")}${fence === "``" ? " " : ""}${fence}`;
  },
  /** A JSON literal, for TypeScript output. */
  json: (value: unknown) => JSON.stringify(value),
  join: (value: unknown, sep: unknown) =>
    Array.isArray(value) ? value.join(typeof sep === "string" ? sep : ", ") : "",
  yesno: (value: unknown) => (value ? "yes" : "no"),
};
for (const [name, fn] of Object.entries(helpers)) hb.registerHelper(name, fn);

const knownHelpers = Object.fromEntries(Object.keys(helpers).map((k) => [k, true] as const));

export function render(templateDir: string, name: string, context: object): string {
  const source = readFileSync(join(templateDir, name), "utf8");
  const template = hb.compile(source, { strict: true, noEscape: true, knownHelpersOnly: true, knownHelpers });
  return template(context);
}
