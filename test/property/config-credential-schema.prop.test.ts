// The published schema's credential patterns against the loader's static checks, for random values
// rich in the reference grammar: the editor turns a credential-shaped field red only where `check`
// reports it too, and always where `check` reports a literal credential.
import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EDITOR_KEYWORDS } from "../../codegen/editor-messages.js";
import { staticChecks } from "../../src/config/checks.js";
import { validateDocument } from "../../src/config/index.js";
import { runs } from "./arbitraries/config.js";

const schema = JSON.parse(readFileSync(new URL("../../schema/mcp.schema.json", import.meta.url), "utf8")) as object;
const editor = new Ajv({
  strict: true,
  strictRequired: false,
  allErrors: true,
  keywords: [...EDITOR_KEYWORDS],
}).compile(schema);

const piece = fc.oneof(
  fc.constantFrom(
    "${TOKEN}",
    "${env:TOKEN}",
    "$env:TOKEN",
    "${TOKEN:-x}",
    "$$",
    "$",
    "${",
    "}",
    "{",
    "env:",
    "$env:",
    "${env:}",
    "a",
    "_",
    "9",
    " ",
    "Bearer ",
    "-",
    ":-",
  ),
  fc.string({ unit: fc.constantFrom("$", "{", "}", "e", "n", "v", ":", "A", "_", "-"), maxLength: 4 }),
);
const valueArb = fc.array(piece, { maxLength: 7 }).map((parts) => parts.join(""));
const fieldArb = fc.constantFrom(
  { field: "env" as const, key: "API_TOKEN" },
  { field: "env" as const, key: "db-password" },
  { field: "headers" as const, key: "Authorization" },
  { field: "headers" as const, key: "x-api-key" },
  { field: "headers" as const, key: "proxy-authorization" },
);

describe("credential patterns in the published schema", () => {
  it("agree with the static checks: red only where check reports, and always for a literal credential", () => {
    fc.assert(
      fc.property(fieldArb, valueArb, ({ field, key }, value) => {
        const server =
          field === "env"
            ? { command: "node", env: { [key]: value } }
            : { url: "https://example.com/mcp", headers: { [key]: value } };
        const doc = { mcpServers: { s: server } };
        const red = !editor(doc);
        const codes = staticChecks("s", server).map((i) => i.code);
        if (red)
          expect(codes.length, `schema rejects ${JSON.stringify(value)} but check accepts it`).toBeGreaterThan(0);
        if (codes.includes("MCPA_CONFIG_CREDENTIAL_LITERAL"))
          expect(red, `check reports a literal in ${JSON.stringify(value)} but the schema accepts it`).toBe(true);
        // The loader reports the rule once, through the static checks, never as a raw pattern error.
        expect(validateDocument(doc)).toEqual([]);
      }),
      { numRuns: runs(400) },
    );
  });

  it("turn a literal or a defaulted credential red, and accept every reference form", () => {
    const accepts = (headers: Record<string, string>) =>
      editor({ mcpServers: { s: { url: "https://example.com/mcp", headers } } });
    expect(accepts({ Authorization: "Bearer literal" })).toBe(false);
    expect(accepts({ Authorization: "Bearer ${TOKEN:-literal}" })).toBe(false);
    expect(accepts({ Authorization: "Bearer $${TOKEN}" })).toBe(false);
    expect(accepts({ "X-Api-Key": "x$env:KEY" })).toBe(false);
    for (const v of ["Bearer ${TOKEN}", "Bearer ${env:TOKEN}", "Bearer $env:TOKEN", "$$${T}", "$$$env:T"])
      expect(accepts({ Authorization: v }), v).toBe(true);
    expect(accepts({ "X-Trace-Id": "literal" })).toBe(true);
  });
});
