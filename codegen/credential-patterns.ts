// Adds the credential rule of spec/credentials.yaml to the published config schema as far as JSON
// Schema can say it, so that an editor turns a literal credential red as `check` does: an env key or
// header name that is credential-shaped (patternProperties, case-insensitive by construction) must
// hold a string with at least one reference that is not escaped by `$$` and has no default. The
// loader's static checks stay the authority (src/config/checks.ts): they give the catalog code, the
// fix and the malformed-reference cases a pattern cannot express.
import type { CredentialsSpec } from "./model.js";

type Node = { [k: string]: unknown };

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern matching `text` case-insensitively, with each normalised character also matching its source. */
function foldedPattern(text: string, replace: Readonly<Record<string, string>>): string {
  const sources = (ch: string): string[] => Object.entries(replace).filter(([, to]) => to === ch).map(([from]) => from);
  return [...text]
    .map((ch) => {
      const alts = [ch, ...sources(ch)];
      const chars = alts.flatMap((c) => (c.toLowerCase() !== c.toUpperCase() ? [c.toUpperCase(), c.toLowerCase()] : [c]));
      const unique = [...new Set(chars)];
      return unique.length === 1 ? escapeRegex(unique[0] as string) : `[${unique.map((c) => (c === "-" ? "\\-" : escapeRegex(c))).join("")}]`;
    })
    .join("");
}

/** At least one `${NAME}`, `${env:NAME}` or `$env:NAME` reference, not escaped by a `$$` run. */
function referencePattern(name: string): string {
  const braced = `\\$\\{(?:env:)?${name}\\}`;
  const env = `\\$env:${name}`;
  return `(?:^|[^$])(?:\\$\\$)*${braced}|(?:^|[^$A-Za-z0-9_])${env}|(?:^|[^$])(?:\\$\\$)+${env}`;
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
    pattern: referencePattern(c.reference.name),
    description: "A credential-shaped name: the value must reference an environment variable, such as \"Bearer ${TOKEN}\"; a literal or a default is an error.",
  };
  for (const field of ["env", "headers"] as const) {
    const node = (server.properties as Node)[field] as Node;
    node.patternProperties = { [keys[field]]: value };
  }
}
