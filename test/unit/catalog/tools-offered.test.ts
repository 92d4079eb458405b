// Which listed tools the model is offered: a tool for an MCP Apps host only (`_meta.ui.visibility`
// without "model") and, on a 2026-07-28 HTTP connection, a tool with an invalid x-mcp-header
// declaration are left out of the catalog, and both are counted as not offered; the filter's hidden
// tools are counted apart.
import { describe, expect, it } from "vitest";
import { ToolCatalog } from "../../../src/catalog/tools.js";
import type { ServerRuntime } from "../../../src/runtime/server-runtime.js";

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
  const conn = {
    protocol: { era },
    capabilities: { tools: {} },
    isClosed: () => false,
    client: { request: async () => ({ tools: TOOLS }), setNotificationHandler: () => undefined },
  };
  const server = {
    config: { name: "s", transport, tools: { exclude: ["filtered"] } },
    current: conn,
    connection: async () => conn,
    request: (_op: string, fn: (c: unknown, o: unknown) => unknown) => fn(conn, {}),
    cancelled: () => new Error("cancelled"),
  };
  return new ToolCatalog(server as unknown as ServerRuntime);
}

describe("tools not offered to the model", () => {
  it("app-only tools and invalid x-mcp-header declarations are left out and counted; the filter's are counted apart", async () => {
    const c = catalog("modern", "http");
    expect((await c.tools()).map((t) => t.name)).toEqual(["plain", "viewer"]);
    expect(c.notOfferedCount).toBe(3);
    expect(c.hiddenCount).toBe(1);
    expect(c.isAppOnly("app_only")).toBe(true);
    expect(c.isAppOnly("nobody")).toBe(true);
    expect(c.isAppOnly("bad_header")).toBe(false);
    expect((await c.tools()).find((t) => t.name === "viewer")).toMatchObject({ needsViewer: true, appOnly: false });
  });

  it("over stdio the x-mcp-header rule does not apply: only the app-only tools are not offered", async () => {
    const c = catalog("legacy", "stdio");
    expect((await c.tools()).map((t) => t.name)).toEqual(["plain", "viewer", "bad_header"]);
    expect(c.notOfferedCount).toBe(2);
  });
});
