// SEP-2243's rules for `x-mcp-header` declarations (src/catalog/x-mcp-header.ts), as the
// conformance scenario http-invalid-tool-headers and the official client apply them.
import { describe, expect, test } from "vitest";
import { invalidHeaderDeclaration } from "../../../src/catalog/x-mcp-header.js";

const object = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: "object",
  properties,
  ...extra,
});

describe("invalidHeaderDeclaration", () => {
  const valid: [string, unknown][] = [
    ["no declaration", object({ a: { type: "string" } })],
    [
      "a string, an integer and a boolean",
      object({
        r: { type: "string", "x-mcp-header": "Region" },
        p: { type: "integer", "x-mcp-header": "Priority" },
        v: { type: "boolean", "x-mcp-header": "Verbose" },
      }),
    ],
    ["a nested property chain", object({ outer: object({ inner: { type: "string", "x-mcp-header": "Inner" } }) })],
    ["token punctuation", object({ a: { type: "string", "x-mcp-header": "X-Trace_id.v2" } })],
    ["not a schema", undefined],
    [
      "null where subschemas may be",
      object({ a: null, b: { type: "object", properties: null } }, { $defs: null, items: null }),
    ],
    ["a primitive where named subschemas may be", object({}, { patternProperties: "x", dependentSchemas: 7 })],
  ];
  test.each(valid)("%s is valid", (_, schema) => expect(invalidHeaderDeclaration(schema)).toBeUndefined());

  const invalid: [string, unknown, string][] = [
    ["an empty name", object({ a: { type: "string", "x-mcp-header": "" } }), "token"],
    ["a non-string name", object({ a: { type: "string", "x-mcp-header": 7 } }), "token"],
    ["a space", object({ a: { type: "string", "x-mcp-header": "My Region" } }), "token"],
    ["a colon", object({ a: { type: "string", "x-mcp-header": "Region:Primary" } }), "token"],
    ["a non-ASCII letter", object({ a: { type: "string", "x-mcp-header": "Région" } }), "token"],
    ["a tab", object({ a: { type: "string", "x-mcp-header": "Region\t1" } }), "token"],
    ["an object property", object({ a: { type: "object", "x-mcp-header": "Data" } }), "string, integer or boolean"],
    [
      "an array property",
      object({ a: { type: "array", items: { type: "string" }, "x-mcp-header": "Items" } }),
      "string, integer or boolean",
    ],
    ["a null property", object({ a: { type: "null", "x-mcp-header": "Nil" } }), "string, integer or boolean"],
    ["a number property", object({ a: { type: "number", "x-mcp-header": "Score" } }), "string, integer or boolean"],
    ["an untyped property", object({ a: { "x-mcp-header": "Any" } }), "string, integer or boolean"],
    [
      "the same name twice",
      object({ a: { type: "string", "x-mcp-header": "Region" }, b: { type: "string", "x-mcp-header": "Region" } }),
      "twice",
    ],
    [
      "names that differ only in case",
      object({ a: { type: "string", "x-mcp-header": "MyField" }, b: { type: "string", "x-mcp-header": "myfield" } }),
      "twice",
    ],
    ["the root schema", { type: "string", "x-mcp-header": "Root" }, "outside"],
    ["under items", object({ a: { type: "array", items: { type: "string", "x-mcp-header": "Item" } } }), "outside"],
    ["under anyOf", object({ a: { anyOf: [{ type: "string", "x-mcp-header": "Alt" }] } }), "outside"],
    [
      "under the second branch of anyOf",
      object({ a: { anyOf: [{ type: "string" }, { type: "string", "x-mcp-header": "Alt" }] } }),
      "outside",
    ],
    [
      "two properties deep under items",
      object({ a: { type: "array", items: object({ b: object({ c: { type: "string", "x-mcp-header": "C" } }) }) } }),
      "outside",
    ],
    [
      "on a property of a schema under items",
      object({ a: { type: "array", items: object({ b: { type: "string", "x-mcp-header": "B" } }) } }),
      "outside",
    ],
    [
      "under $defs",
      object({ a: { $ref: "#/$defs/id" } }, { $defs: { id: { type: "string", "x-mcp-header": "Id" } } }),
      "outside",
    ],
    [
      "under additionalProperties",
      object({}, { additionalProperties: { type: "string", "x-mcp-header": "Extra" } }),
      "outside",
    ],
  ];
  test.each(invalid)("%s is invalid", (_, schema, why) => expect(invalidHeaderDeclaration(schema)).toContain(why));
});
