// SEP-2243 (2026-07-28 Streamable HTTP): a tool whose inputSchema declares `x-mcp-header` in a way
// the specification forbids MUST be excluded from the client's tool list. The official client does
// this only inside its own listTools(); the adapter drains tools/list page by page itself (bounded
// pagination), so the tool catalog applies the same rule here.

/** The JSON Schema types an `x-mcp-header` property may have (`number` is explicitly excluded). */
const PRIMITIVE: ReadonlySet<unknown> = new Set(["string", "integer", "boolean"]);
/** RFC 9110 `token`: no space, control character or delimiter. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Subschema keywords off the `properties` chain: an `x-mcp-header` under any of them is invalid. */
const UNREACHABLE = [
  "items",
  "prefixItems",
  "contains",
  "additionalProperties",
  "unevaluatedProperties",
  "unevaluatedItems",
  "propertyNames",
  "patternProperties",
  "dependentSchemas",
  "oneOf",
  "anyOf",
  "allOf",
  "not",
  "if",
  "then",
  "else",
  "$defs",
  "definitions",
];
/** Of those, the ones whose value maps names to subschemas. */
const NAMED = new Set(["patternProperties", "dependentSchemas", "$defs", "definitions"]);

/**
 * Where a subschema sits: the root, on a chain of `properties` from the root, or anywhere else
 * (under a keyword off that chain, however deep).
 */
type Place = "root" | "chain" | "off";

/** Why `inputSchema` declares `x-mcp-header` invalidly, or undefined when every declaration is valid. */
export function invalidHeaderDeclaration(inputSchema: unknown): string | undefined {
  const seen = new Set<string>();
  const visit = (node: unknown, at: Place): string | undefined => {
    if (node === null || typeof node !== "object") return undefined;
    const schema = node as Record<string, unknown>;
    if ("x-mcp-header" in schema) {
      const header = schema["x-mcp-header"];
      if (at !== "chain") return "x-mcp-header outside a chain of properties";
      if (typeof header !== "string" || !TOKEN.test(header)) return "x-mcp-header is not a non-empty HTTP token";
      if (!PRIMITIVE.has(schema.type)) return "x-mcp-header on a property that is not a string, integer or boolean";
      if (seen.has(header.toLowerCase())) return "x-mcp-header declared twice (case-insensitively)";
      seen.add(header.toLowerCase());
    }
    const properties = schema.properties;
    if (properties !== null && typeof properties === "object") {
      for (const child of Object.values(properties)) {
        const fault = visit(child, at === "off" ? "off" : "chain");
        if (fault !== undefined) return fault;
      }
    }
    for (const keyword of UNREACHABLE) {
      const sub = schema[keyword];
      const branches = Array.isArray(sub) ? sub : NAMED.has(keyword) ? Object.values(sub ?? {}) : [sub];
      for (const branch of branches) {
        const fault = visit(branch, "off");
        if (fault !== undefined) return fault;
      }
    }
    return undefined;
  };
  return visit(inputSchema, "root");
}
