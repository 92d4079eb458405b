// TypeScript types for mcp.json files, from the published schema (json-schema-to-typescript).
// External $ref resolution is switched off: codegen reads only spec/.
import { compile } from "json-schema-to-typescript";

/** Cross-field combinators (exactly one transport, transport-specific fields) do not change the
 * shape of the types; dropping them keeps the generated interfaces plain. */
function withoutCombinators(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutCombinators);
  if (typeof node !== "object" || node === null) return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([k]) => k !== "anyOf" && k !== "allOf" && k !== "not")
      .map(([k, v]) => [k, withoutCombinators(v)]),
  );
}

export async function emitTypes(header: string, schema: object): Promise<string> {
  const ts = await compile(withoutCombinators(schema) as never, "McpConfigFile", {
    bannerComment: header,
    additionalProperties: false,
    strictIndexSignatures: true,
    unknownAny: true,
    declareExternallyReferenced: true,
    format: true,
    style: { printWidth: 110, singleQuote: false, trailingComma: "all" },
    $refOptions: { resolve: { file: false, http: false, external: false } } as never,
  });
  return ts;
}
