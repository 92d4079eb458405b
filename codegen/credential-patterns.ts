// Adds the credential rule of spec/credentials.yaml to the published config schema as far as JSON
// Schema can say it, so that an editor turns a literal credential red as `check` does: an env key or
// header name that is credential-shaped (patternProperties, case-insensitive by construction) must
// hold a string with at least one reference that is not escaped by `$$` (else it is a literal), and
// no reference with a default (a second check of its own, since `check` reports it apart). The
// loader's static checks stay the authority (src/config/checks.ts): they give the catalog code, the
// fix and the malformed-reference cases a pattern cannot express.
import type { CredentialsSpec } from "./model.js";

type Node = { [k: string]: unknown };

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern matching `text` case-insensitively, with each normalised character also matching its source. */
function foldedPattern(text: string, replace: Readonly<Record<string, string>>): string {
  const sources = (ch: string): string[] =>
    Object.entries(replace)
      .filter(([, to]) => to === ch)
      .map(([from]) => from);
  return [...text]
    .map((ch) => {
      const alts = [ch, ...sources(ch)];
      const chars = alts.flatMap((c) =>
        c.toLowerCase() !== c.toUpperCase() ? [c.toUpperCase(), c.toLowerCase()] : [c],
      );
      const unique = [...new Set(chars)];
      return unique.length === 1
        ? escapeRegex(unique[0] as string)
        : `[${unique.map((c) => (c === "-" ? "\\-" : escapeRegex(c))).join("")}]`;
    })
    .join("");
}

/**
 * A `${NAME}`, `${env:NAME}` or `$env:NAME` reference, not escaped by a `$$` run; `braced` is what
 * may follow NAME inside the braces (a default, or nothing).
 */
function referencePattern(name: string, braced: string): string {
  const ref = `\\$\\{(?:env:)?${name}${braced}\\}`;
  const env = `\\$env:${name}`;
  return `(?:^|[^$])(?:\\$\\$)*${ref}|(?:^|[^$A-Za-z0-9_])${env}|(?:^|[^$])(?:\\$\\$)+${env}`;
}

/** A braced reference with a `:-` default (a default has no `$`, `{` or `}`), not escaped by a `$$` run. */
function defaultPattern(name: string): string {
  return `(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?${name}:-[^$\\{\\}]*\\}`;
}

function credentialKeyPatterns(c: CredentialsSpec): { env: string; headers: string } {
  const markers = c.markers.values.map((m) => foldedPattern(m, c.markers.normalise.replace)).join("|");
  const sensitive = c.sensitiveHeaders.values.map((h) => foldedPattern(h, {})).join("|");
  return { env: `^.*(?:${markers})`, headers: `^(?:.*(?:${markers})|(?:${sensitive})$)` };
}

/** The published schema with credential patterns on env and headers of a server (mutates `published`). */
export function addCredentialPatterns(published: Node, c: CredentialsSpec): void {
  const server = ((published.properties as Node).mcpServers as Node).additionalProperties as Node;
  const keys = credentialKeyPatterns(c);
  const value = {
    type: "string",
    pattern: referencePattern(c.reference.name, "(?::-[^$\\{\\}]*)?"),
    description:
      'A credential-shaped name: the value must reference an environment variable, such as "Bearer ${TOKEN}"; a literal or a default is an error.',
    allOf: [{ not: { type: "string", pattern: defaultPattern(c.reference.name) } }],
  };
  for (const field of ["env", "headers"] as const) {
    const node = (server.properties as Node)[field] as Node;
    node.patternProperties = { [keys[field]]: structuredClone(value) };
  }
}
