// The approval table's interpreter (src/proxy/approval.ts) rule by rule: for each rule of
// spec/proxy-request.yaml `approval`, a request that meets it first gets exactly that rule, its
// code, its error data and the operation known; each kind of bad value is refused at its edge and
// accepted just inside it; requests carry the trimmed server and the explicit fields. The approval
// context is the projection the host sees. Everything here is the model's raw arguments.
import { describe, expect, it } from "vitest";
import { APPROVAL_TABLE } from "../../../generated/proxy.js";
import { approvalContext, decide, facadeLabel, trimText } from "../../../src/proxy/approval.js";

const FIELDS = Object.keys(APPROVAL_TABLE.fields).join(", ");
const OPERATIONS = Object.keys(APPROVAL_TABLE.operations).join(", ");
const HEX = "0123456789abcdef".repeat(2);
const OUTPUT = `mcp-output-${HEX}`;
const RESOURCE = `mcp-resource-${HEX}`;
const MAX = APPROVAL_TABLE.maxOffset;
const URI_BOUND = APPROVAL_TABLE.valueMaxChars;

const invalid = (rule: string, code: string, data: Record<string, unknown>, op?: string) => ({
  kind: "invalid",
  rule,
  code,
  data,
  ...(op !== undefined ? { op } : {}),
});

describe("each rule, met first", () => {
  const cases: [string, unknown, unknown][] = [
    ["an array", [1], invalid("notObject", "MCPA_REQUEST_NOT_OBJECT", {}, "tools.list")],
    ["a string", "docs", invalid("notObject", "MCPA_REQUEST_NOT_OBJECT", {}, "tools.list")],
    ["null", null, invalid("notObject", "MCPA_REQUEST_NOT_OBJECT", {}, "tools.list")],
    [
      "an object with a prototype of its own",
      Object.create({ server: "docs" }),
      invalid("notObject", "MCPA_REQUEST_NOT_OBJECT", {}, "tools.list"),
    ],
    ["no field", {}, { kind: "status" }],
    ["only null fields", { server: null, tool: null, operation: undefined }, { kind: "status" }],
    [
      "an unknown field",
      { server: "docs", bogus: 1 },
      invalid("unknownField", "MCPA_REQUEST_UNKNOWN_FIELDS", { fields: FIELDS }, "tools.list"),
    ],
    [
      "a __proto__ field",
      JSON.parse('{"server":"docs","__proto__":{"tool":"x"}}'),
      invalid("unknownField", "MCPA_REQUEST_UNKNOWN_FIELDS", { fields: FIELDS }, "tools.list"),
    ],
    ["no server", { tool: "echo" }, invalid("serverNotText", "MCPA_REQUEST_SERVER_REQUIRED", {}, "tools.call")],
    [
      "a white-space server",
      { server: " \u00a0\ufeff", tool: "echo" },
      invalid("serverNotText", "MCPA_REQUEST_SERVER_REQUIRED", {}, "tools.call"),
    ],
    [
      "a server that is not text",
      { server: 5 },
      invalid("serverNotText", "MCPA_REQUEST_SERVER_REQUIRED", {}, "tools.list"),
    ],
    [
      "a server for an operation across servers",
      { server: "docs", operation: "servers.search", query: "q" },
      invalid("serverGiven", "MCPA_REQUEST_SERVER_NOT_TAKEN", {}, "servers.search"),
    ],
    [
      "a legacy field with operation",
      { server: "docs", operation: "tools.list", tool: "echo" },
      invalid("legacyField", "MCPA_REQUEST_MIXED_FORMS", {}, "tools.list"),
    ],
    [
      "an unknown operation",
      { server: "docs", operation: "tools.delete" },
      invalid("unknownOperation", "MCPA_REQUEST_UNKNOWN_OPERATION", { operations: OPERATIONS }),
    ],
    [
      "an operation that is not text",
      { server: "docs", operation: 3 },
      invalid("unknownOperation", "MCPA_REQUEST_UNKNOWN_OPERATION", { operations: OPERATIONS }),
    ],
    [
      "an inherited name as operation",
      { server: "docs", operation: "toString" },
      invalid("unknownOperation", "MCPA_REQUEST_UNKNOWN_OPERATION", { operations: OPERATIONS }),
    ],
    [
      "a field of another operation",
      { server: "docs", operation: "tools.list", query: "q" },
      invalid(
        "fieldOutsideOperation",
        "MCPA_REQUEST_FIELDS_MISMATCH",
        { operation: "tools.list", fields: "server, operation" },
        "tools.list",
      ),
    ],
    [
      "a field of another operation (one that takes fields)",
      { server: "docs", operation: "tools.call", name: "n", prompt: "p" },
      invalid(
        "fieldOutsideOperation",
        "MCPA_REQUEST_FIELDS_MISMATCH",
        { operation: "tools.call", fields: "server, operation, name, arguments" },
        "tools.call",
      ),
    ],
    [
      "a required field missing",
      { server: "docs", operation: "output.read", offset: 1 },
      invalid("requiredMissing", "MCPA_REQUEST_EMPTY_VALUE", { field: "output" }, "output.read"),
    ],
    [
      "an explicit field without operation",
      { server: "docs", query: "q" },
      invalid("explicitField", "MCPA_REQUEST_EXPLICIT_WITHOUT_OPERATION", { field: "query" }, "tools.list"),
    ],
    [
      "an explicit field after legacy ones",
      { server: "docs", tool: "echo", name: "n" },
      invalid("explicitField", "MCPA_REQUEST_EXPLICIT_WITHOUT_OPERATION", { field: "name" }, "tools.call"),
    ],
    [
      "two legacy operations",
      { server: "docs", search: "a", tool: "b" },
      invalid("severalSelectors", "MCPA_REQUEST_MULTIPLE_OPERATIONS", {}),
    ],
    [
      "args without tool",
      { server: "docs", args: {} },
      invalid("aliasOutsideOperation", "MCPA_REQUEST_ARGS_WITHOUT_TOOL", {}, "tools.list"),
    ],
    [
      "args with search",
      { server: "docs", search: "q", args: {} },
      invalid("aliasOutsideOperation", "MCPA_REQUEST_ARGS_WITHOUT_TOOL", {}, "tools.search"),
    ],
  ];
  for (const [what, args, want] of cases) it(what, () => expect(decide(args)).toStrictEqual(want));
});

describe("bad values, at each edge", () => {
  const bad = (code: string, data: Record<string, unknown>, op: string) => invalid("badValue", code, data, op);
  const refUri = ", or a URI the server gives (scheme:...)";
  const cases: [string, unknown, unknown][] = [
    [
      "an empty tool name",
      { server: "docs", tool: " \t" },
      bad("MCPA_REQUEST_EMPTY_VALUE", { field: "tool" }, "tools.call"),
    ],
    [
      "a tool name that is not text",
      { server: "docs", tool: 1 },
      bad("MCPA_REQUEST_EMPTY_VALUE", { field: "tool" }, "tools.call"),
    ],
    [
      "args that are a list",
      { server: "docs", tool: "t", args: [1] },
      bad("MCPA_REQUEST_OBJECT_TYPE", { field: "args" }, "tools.call"),
    ],
    [
      "prompt arguments that are not strings",
      { server: "docs", operation: "prompts.get", prompt: "p", arguments: { a: "x", b: 1 } },
      bad("MCPA_REQUEST_PROMPT_ARGUMENT_TYPE", {}, "prompts.get"),
    ],
    [
      "an output reference one hex digit short",
      { server: "docs", operation: "output.read", output: OUTPUT.slice(0, -1) },
      bad("MCPA_REQUEST_REFERENCE_FORMAT", { field: "output", prefix: "mcp-output-", orUri: "" }, "output.read"),
    ],
    [
      "an output reference one hex digit long",
      { server: "docs", operation: "output.read", output: `${OUTPUT}0` },
      bad("MCPA_REQUEST_REFERENCE_FORMAT", { field: "output", prefix: "mcp-output-", orUri: "" }, "output.read"),
    ],
    [
      "an output reference in upper case",
      { server: "docs", operation: "output.read", output: OUTPUT.toUpperCase().replace("MCP-OUTPUT-", "mcp-output-") },
      bad("MCPA_REQUEST_REFERENCE_FORMAT", { field: "output", prefix: "mcp-output-", orUri: "" }, "output.read"),
    ],
    [
      "an output reference with another prefix",
      { server: "docs", operation: "output.read", output: RESOURCE.replace("resource", "outputx") },
      bad("MCPA_REQUEST_REFERENCE_FORMAT", { field: "output", prefix: "mcp-output-", orUri: "" }, "output.read"),
    ],
    [
      "a URI given where only a reference will do",
      { server: "docs", operation: "output.read", output: "file:///a" },
      bad("MCPA_REQUEST_REFERENCE_FORMAT", { field: "output", prefix: "mcp-output-", orUri: "" }, "output.read"),
    ],
    [
      "a resource that is neither a reference nor a URI",
      { server: "docs", operation: "resources.read", resource: "not a uri" },
      bad(
        "MCPA_REQUEST_REFERENCE_FORMAT",
        { field: "resource", prefix: "mcp-resource-", orUri: refUri },
        "resources.read",
      ),
    ],
    [
      "a URI one character over the bound",
      { server: "docs", operation: "resources.read", resource: `x:${"a".repeat(URI_BOUND - 1)}` },
      bad(
        "MCPA_REQUEST_REFERENCE_FORMAT",
        { field: "resource", prefix: "mcp-resource-", orUri: refUri },
        "resources.read",
      ),
    ],
    [
      "a URI without a scheme",
      { server: "docs", operation: "resources.read", resource: "1x:abc" },
      bad(
        "MCPA_REQUEST_REFERENCE_FORMAT",
        { field: "resource", prefix: "mcp-resource-", orUri: refUri },
        "resources.read",
      ),
    ],
    [
      "a URI with nothing after the scheme",
      { server: "docs", operation: "resources.read", resource: "file:" },
      bad(
        "MCPA_REQUEST_REFERENCE_FORMAT",
        { field: "resource", prefix: "mcp-resource-", orUri: refUri },
        "resources.read",
      ),
    ],
    [
      "a resource that is not text",
      { server: "docs", operation: "resources.read", resource: 7 },
      bad(
        "MCPA_REQUEST_REFERENCE_FORMAT",
        { field: "resource", prefix: "mcp-resource-", orUri: refUri },
        "resources.read",
      ),
    ],
    ...[-1, 1.5, "3", MAX + 1].map((offset): [string, unknown, unknown] => [
      `offset ${String(offset)}`,
      { server: "docs", operation: "output.read", output: OUTPUT, offset },
      bad("MCPA_REQUEST_OFFSET_TYPE", {}, "output.read"),
    ]),
  ];
  for (const [what, args, want] of cases) it(what, () => expect(decide(args)).toStrictEqual(want));

  const fine: [string, unknown][] = [
    ["offset 0", { server: "docs", operation: "output.read", output: OUTPUT, offset: 0 }],
    ["offset maxOffset", { server: "docs", operation: "output.read", output: OUTPUT, offset: MAX }],
    ["a resource reference", { server: "docs", operation: "resources.read", resource: RESOURCE }],
    ["a URI at the bound", { server: "docs", operation: "resources.read", resource: `x:${"a".repeat(URI_BOUND - 2)}` }],
    [
      "a URI with a scheme of letters, digits, + . -",
      { server: "docs", operation: "resources.read", resource: "a1+.-:~!" },
    ],
    ["string prompt arguments", { server: "docs", operation: "prompts.get", prompt: "p", arguments: { a: "x" } }],
    ["args of any values for a tool", { server: "docs", tool: "t", args: { n: 1, o: {} } }],
    ["args with a null prototype", { server: "docs", tool: "t", args: Object.create(null) }],
  ];
  for (const [what, args] of fine) it(`accepted: ${what}`, () => expect(decide(args).kind).toBe("request"));
});

describe("requests", () => {
  it("a legacy call: the server trimmed, the fields renamed to the explicit ones", () => {
    expect(decide({ server: " docs\u00a0", tool: "echo", args: { a: 1 } })).toStrictEqual({
      kind: "request",
      op: "tools.call",
      server: "docs",
      values: { name: "echo", arguments: { a: 1 } },
    });
  });

  it("an explicit request keeps its fields as given, null ones dropped", () => {
    expect(decide({ server: "docs", operation: "prompts.get", prompt: " p ", arguments: null })).toStrictEqual({
      kind: "request",
      op: "prompts.get",
      server: "docs",
      values: { prompt: " p " },
    });
  });

  it("no selector lists tools; search with a server searches it, without one searches across servers", () => {
    expect(decide({ server: "docs" })).toStrictEqual({ kind: "request", op: "tools.list", server: "docs", values: {} });
    expect(decide({ server: "docs", search: "q" })).toEqual({
      kind: "request",
      op: "tools.search",
      server: "docs",
      values: { query: "q" },
    });
    expect(decide({ search: "q" })).toEqual({ kind: "serverless", op: "servers.search", values: { query: "q" } });
    expect(decide({ search: "q", server: null })).toEqual({
      kind: "serverless",
      op: "servers.search",
      values: { query: "q" },
    });
    expect(decide({ operation: "servers.search", query: "q" })).toEqual({
      kind: "serverless",
      op: "servers.search",
      values: { query: "q" },
    });
  });

  it("an object without a prototype is a request like any other", () => {
    const args = Object.assign(Object.create(null) as object, { server: "docs", describe: "t" });
    expect(decide(args)).toEqual({ kind: "request", op: "tools.describe", server: "docs", values: { name: "t" } });
  });
});

describe("the approval context and the table's text helpers", () => {
  it("is status, validation, the label alone across servers, or the server and the label", () => {
    expect(approvalContext({})).toEqual({ operation: APPROVAL_TABLE.statusLabel });
    expect(approvalContext({ server: "docs", bogus: 1 })).toEqual({ operation: APPROVAL_TABLE.invalidLabel });
    expect(approvalContext({ search: "q" })).toEqual({ operation: "servers.search" });
    expect(approvalContext({ server: " docs ", tool: "t" })).toEqual({ server: "docs", operation: "call" });
  });

  it("cuts the server to valueMaxChars code points", () => {
    const long = "\u{1F600}".repeat(URI_BOUND + 3);
    expect(approvalContext({ server: long })).toEqual({
      server: "\u{1F600}".repeat(URI_BOUND),
      operation: "list",
    });
  });

  it("trims the table's white space at both ends only, and nothing else", () => {
    expect(trimText("\u00a0\t docs x\u3000\ufeff")).toBe("docs x");
    expect(trimText("\u200bdocs")).toBe("\u200bdocs");
    expect(trimText(" \n ")).toBe("");
    expect(trimText("d")).toBe("d");
  });

  it("a facade label puts the facade and operation in place, literally", () => {
    expect(facadeLabel("docs", "search")).toBe("docs.search");
    expect(facadeLabel("a$&b", "$1")).toBe("a$&b.$1");
  });
});
