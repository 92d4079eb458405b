// checkFacadeArguments: a facade call names one declared operation and exactly its fields, with
// their types; names the caller made up are never echoed; fixedArguments win. McpProxy.callFacade
// checks before it connects.
import { describe, expect, it } from "vitest";
import type { LoadedConfig, ToolFacade } from "../../../src/config/index.js";
import { validateFacade } from "../../../src/config/index.js";
import { AdapterError } from "../../../src/errors/index.js";
import { checkFacadeArguments } from "../../../src/proxy/facade.js";
import { McpProxy } from "../../../src/proxy/proxy.js";
import { Runtime } from "../../../src/runtime/runtime.js";

const field = (type: string, required: boolean) => ({ type, description: `a ${type}`, required });

const FACADE: ToolFacade = validateFacade({
  name: "notes",
  server: "demo",
  label: "Notes",
  description: "Notes.",
  effects: ["read"],
  operations: [
    {
      name: "search",
      tool: "search_notes",
      description: "Search.",
      fields: {
        query: field("string", true),
        limit: field("integer", false),
        score: field("number", false),
        exact: field("boolean", false),
        filter: field("object", false),
        tags: field("array", false),
      },
    },
    {
      name: "read",
      tool: "read_note",
      description: "Read.",
      fields: { id: field("string", true), format: field("string", false) },
      fixedArguments: { format: "markdown", raw: false },
    },
    { name: "list", tool: "list_notes", description: "List.", fields: {} },
  ],
});

function refusal(args: unknown): AdapterError {
  try {
    checkFacadeArguments(FACADE, args);
  } catch (err) {
    if (AdapterError.isInstance(err)) return err;
    throw err;
  }
  throw new Error(`accepted ${JSON.stringify(args)}`);
}

describe("checkFacadeArguments", () => {
  it("accepts the declared fields of one operation and maps it to its remote tool", () => {
    const call = checkFacadeArguments(FACADE, {
      operation: "search",
      query: "q",
      limit: 3,
      score: 0.5,
      exact: true,
      filter: { a: 1 },
      tags: ["x"],
    });
    expect(call.operation.tool).toBe("search_notes");
    expect(call.arguments).toEqual({ query: "q", limit: 3, score: 0.5, exact: true, filter: { a: 1 }, tags: ["x"] });
    expect(checkFacadeArguments(FACADE, { operation: "list" }).arguments).toEqual({});
  });

  it("refuses arguments that are not an object, a missing operation and an unknown one, listing the operations", () => {
    for (const args of [
      null,
      "search",
      ["search"],
      7,
      {},
      { query: "q" },
      { operation: "drop" },
      { operation: 1 },
      { operation: "SEARCH" },
      { operation: "toString" },
    ]) {
      const e = refusal(args);
      expect(e.code, JSON.stringify(args)).toBe("MCPA_FACADE_ARGUMENTS");
      expect(e.hint).toContain("search, read, list");
      expect(e.message).not.toContain("drop");
    }
  });

  it("counts undeclared fields without echoing their names or values", () => {
    const e = refusal({ operation: "list", secretFieldName: "secret-value", another: 1 });
    expect(e.message).toContain("2 field(s) that list does not declare");
    expect(`${e.message} ${e.hint}`).not.toMatch(/secretFieldName|secret-value|another/);
    // A field of another operation is undeclared here too.
    expect(refusal({ operation: "read", id: "1", query: "q" }).message).toContain(
      "1 field(s) that read does not declare",
    );
  });

  it("refuses a missing required field, naming it (it is declared)", () => {
    expect(refusal({ operation: "search", limit: 1 }).message).toContain("missing required query");
    // null counts as not given.
    expect(refusal({ operation: "read", id: null }).message).toContain("missing required id");
  });

  it("refuses wrong types for every field type", () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ query: 5 }, "query must be string"],
      [{ limit: 1.5 }, "limit must be integer"],
      [{ limit: "3" }, "limit must be integer"],
      [{ limit: 2 ** 53 }, "limit must be integer"],
      [{ score: "0.5" }, "score must be number"],
      [{ exact: "true" }, "exact must be boolean"],
      [{ filter: [] }, "filter must be object"],
      [{ filter: "x" }, "filter must be object"],
      [{ tags: { 0: "x" } }, "tags must be array"],
    ];
    for (const [extra, problem] of cases) {
      const args = { operation: "search", query: "q", ...extra };
      expect(refusal(args).message, JSON.stringify(extra)).toContain(problem);
    }
    expect(refusal({ operation: "search", query: 1, exact: 1 }).message).toContain(
      "query must be string; exact must be boolean",
    );
  });

  it("lets fixedArguments win over what the caller passes, and drops null fields", () => {
    const call = checkFacadeArguments(FACADE, { operation: "read", id: "n1", format: "html" });
    expect(call.arguments).toEqual({ id: "n1", format: "markdown", raw: false });
    expect(checkFacadeArguments(FACADE, { operation: "read", id: "n1", format: null }).arguments).toEqual({
      id: "n1",
      format: "markdown",
      raw: false,
    });
    expect(checkFacadeArguments(FACADE, { operation: "search", query: "q", limit: null }).arguments).toEqual({
      query: "q",
    });
  });
});

describe("McpProxy.callFacade", () => {
  const config: LoadedConfig = {
    sources: [],
    servers: new Map([
      [
        "demo",
        {
          name: "demo",
          origin: { sourceId: "packaged", file: "/pkg", scope: "packaged" },
          transport: "stdio",
          command: "/nonexistent/never-run",
          args: [],
          env: {},
          reconnect: { automatic: false, maxAttempts: 1, baseDelayMs: 100 },
        },
      ],
    ]),
    disabled: new Map(),
    problems: [],
    projectTrust: { trusted: false, basis: "undecided" },
    off: new Map(),
    notices: [],
    ignoredProjectFiles: [],
    failedFiles: [],
    shadowed: [],
  };

  it("checks the arguments before it connects, and refuses an unknown facade", async () => {
    const opened: string[] = [];
    const runtime = new Runtime(config, {
      environment: {},
      cwd: "/",
      offline: false,
      openConnection: (async (server: { name: string }) => {
        opened.push(server.name);
        throw new Error("no connection in this test");
      }) as never,
    });
    try {
      const proxy = new McpProxy(runtime, [FACADE]);
      const bad = await proxy.callFacade("notes", { operation: "search", undeclared: 1 });
      expect(bad.isError).toBe(true);
      expect(bad.content[0]).toMatchObject({ type: "text" });
      expect(JSON.stringify(bad.content)).toContain("MCPA_FACADE_ARGUMENTS");
      expect(opened).toEqual([]);
      const unknown = await proxy.callFacade("other", { operation: "list" });
      // A model-visible code: MCPA_PACKAGED_FACADE_NAME is for the registering extension's author only.
      expect(JSON.stringify(unknown.content)).toContain("MCPA_FACADE_UNKNOWN: No facade tool other is registered");
      expect(opened).toEqual([]);
      // Valid arguments do reach the connection (which this test refuses).
      const good = await proxy.callFacade("notes", { operation: "list" });
      expect(good.isError).toBe(true);
      expect(opened).toEqual(["demo"]);
    } finally {
      await runtime.close();
    }
  });
});
