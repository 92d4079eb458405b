// Which listed tools the model is offered: a tool for an MCP Apps host only (`_meta.ui.visibility`
// without "model") and, on a 2026-07-28 HTTP connection, a tool with an invalid x-mcp-header
// declaration are left out of the catalog, and both are counted as not offered; the filter's hidden
// tools are counted apart.
import { describe, expect } from "vitest";
import { ToolCatalog } from "../../../src/catalog/tools.js";
import type { Case } from "../../support/cases.js";
import { eachCase } from "../../support/cases.js";
import { FakeServerRuntime, fakeServerConfig } from "../../support/fake-runtime.js";

const tool = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  inputSchema: { type: "object", properties: {} },
  ...extra,
});
const TOOLS = [
  tool("plain"),
  tool("viewer", { _meta: { ui: { resourceUri: "ui://v", visibility: ["model", "app"] } } }),
  tool("app_only", { _meta: { ui: { resourceUri: "ui://v", visibility: ["app"] } } }),
  tool("nobody", { _meta: { ui: { visibility: [] } } }),
  tool("bad_header", {
    inputSchema: { type: "object", properties: { region: { type: "number", "x-mcp-header": "Region" } } },
  }),
  tool("filtered"),
];

function catalog(era: "modern" | "legacy", transport: "http" | "stdio"): ToolCatalog {
  const config = fakeServerConfig({ transport, exclude: ["filtered"] });
  return new ToolCatalog(new FakeServerRuntime(config, { lists: { tools: () => ({ tools: TOOLS }) } }, era));
}

interface Offered {
  readonly listed: readonly string[];
  readonly notOffered: number;
  readonly hidden: number;
  readonly appOnly: readonly string[];
}

const CASES: readonly Case<{ era: "modern" | "legacy"; transport: "http" | "stdio" }, Offered>[] = [
  {
    name: "app-only tools and invalid x-mcp-header declarations are left out and counted; the filter's are counted apart",
    given: { era: "modern", transport: "http" },
    want: { listed: ["plain", "viewer"], notOffered: 3, hidden: 1, appOnly: ["app_only", "nobody"] },
  },
  {
    name: "over stdio the x-mcp-header rule does not apply: only the app-only tools are not offered",
    given: { era: "legacy", transport: "stdio" },
    want: { listed: ["plain", "viewer", "bad_header"], notOffered: 2, hidden: 1, appOnly: ["app_only", "nobody"] },
  },
];

describe("tools not offered to the model", () => {
  eachCase(CASES, async ({ era, transport }, want) => {
    const c = catalog(era, transport);
    const tools = await c.tools();
    expect(tools.map((t) => t.name)).toEqual(want.listed);
    expect(c.notOfferedCount).toBe(want.notOffered);
    expect(c.hiddenCount).toBe(want.hidden);
    expect(TOOLS.map((t) => t.name).filter((n) => c.isAppOnly(n))).toEqual(want.appOnly);
    expect(tools.find((t) => t.name === "viewer")).toMatchObject({ needsViewer: true, appOnly: false });
  });
});
