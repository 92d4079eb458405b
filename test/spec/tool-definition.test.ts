// docs/architecture.md, "The mcp tool definition": the mcp tool's description, guidance and schema are
// static, small and provider-safe.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { OPERATIONS, REQUEST_FIELDS, TOOL_DEFINITION } from "../../generated/proxy.js";

// codegen refuses a definition over the budget; this checks the generated one against the spec again.
const TOOL_DEFINITION_MAX_CHARS = (
  parse(readFileSync(join(import.meta.dirname, "..", "..", "spec", "proxy-request.yaml"), "utf8")) as {
    tool: { maxDefinitionChars: number };
  }
).tool.maxDefinitionChars;

const SAFE_KEYWORDS = new Set([
  "type",
  "properties",
  "additionalProperties",
  "enum",
  "description",
  "items",
  "required",
]);

function keywords(node: unknown, out: string[] = []): string[] {
  if (typeof node !== "object" || node === null) return out;
  for (const [k, v] of Object.entries(node)) {
    out.push(k);
    if (k === "properties") for (const sub of Object.values(v as object)) keywords(sub, out);
    else if (k === "items" || k === "additionalProperties") keywords(v, out);
  }
  return out;
}

describe("mcp tool definition", () => {
  it("fits description, guidance and schema in the compact-JSON budget", () => {
    const size = JSON.stringify({
      description: TOOL_DEFINITION.description,
      guidelines: TOOL_DEFINITION.guidelines,
      parameters: TOOL_DEFINITION.parameters,
    }).length;
    expect(size).toBeLessThanOrEqual(TOOL_DEFINITION_MAX_CHARS);
  });

  it("uses only standard, provider-safe schema keywords", () => {
    const used = keywords(TOOL_DEFINITION.parameters);
    expect(used.length).toBeGreaterThan(10);
    for (const k of used) expect(SAFE_KEYWORDS, k).toContain(k);
  });

  it("is closed and lists every request field with its type, and every operation", () => {
    const p = TOOL_DEFINITION.parameters as unknown as {
      additionalProperties: boolean;
      properties: Record<string, { type: string; enum?: readonly string[] }>;
    };
    expect(p.additionalProperties).toBe(false);
    expect(Object.keys(p.properties)).toEqual(Object.keys(REQUEST_FIELDS));
    for (const [name, field] of Object.entries(REQUEST_FIELDS)) expect(p.properties[name]?.type).toBe(field.type);
    expect(p.properties.operation?.enum).toEqual(OPERATIONS.map((o) => o.id));
  });

  it("declares all four effects and teaches status, listing and the explicit form", () => {
    expect([...TOOL_DEFINITION.effects].sort()).toEqual(["execute", "network", "read", "write"]);
    const text = [TOOL_DEFINITION.description, ...TOOL_DEFINITION.guidelines].join("\n");
    expect(text).toContain("{}");
    expect(text).toContain('"server"');
    expect(text).toContain("operation");
  });
});
