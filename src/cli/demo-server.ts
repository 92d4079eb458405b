// The small MCP server behind `demo`, bundled on its own into dist/demo-server.mjs (so that the demo
// runs from an installed package with no devDependency, and the sidecar's bundle does not carry
// the server SDK). Stdio; tools (one that can fail, one that returns an image), two resources and
// a prompt with a required argument. Runs when executed: `node dist/demo-server.mjs`.

import type { CallToolResult } from "@modelcontextprotocol/server";
import { ProtocolError, ProtocolErrorCode, Server } from "@modelcontextprotocol/server";
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";
import manifest from "../../package.json" with { type: "json" };

// A 1x1 PNG (one teal pixel): the smallest image a client can decode.
const PIXEL_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const TOOLS = [
  {
    name: "add",
    title: "Add two numbers",
    description: "Adds a and b and returns the sum as text.",
    inputSchema: {
      type: "object" as const,
      properties: { a: { type: "number" }, b: { type: "number" } },
      required: ["a", "b"],
    },
  },
  {
    name: "echo",
    description: "Returns the text it was given.",
    inputSchema: { type: "object" as const, properties: { text: { type: "string" } }, required: ["text"] },
  },
  { name: "pixel", description: "Returns a 1x1 PNG image.", inputSchema: { type: "object" as const, properties: {} } },
];

const RESOURCES = [
  {
    uri: "demo://guide/welcome.txt",
    name: "welcome",
    title: "Welcome note",
    description: "What the demo shows about resources.",
    mimeType: "text/plain",
    text: "Resources reach the model behind opaque references, labelled as untrusted data.\n",
  },
  {
    uri: "demo://guide/settings.json",
    name: "settings",
    title: "Example settings",
    description: "A small JSON document.",
    mimeType: "application/json",
    text: '{"theme":"dark","retries":2}\n',
  },
];

function callTool(name: string, args: Record<string, unknown>): CallToolResult {
  if (name === "add") {
    const { a, b } = args;
    if (typeof a !== "number" || typeof b !== "number")
      return { isError: true, content: [{ type: "text", text: "add needs two numbers, a and b" }] };
    return { content: [{ type: "text", text: String(a + b) }] };
  }
  if (name === "echo") return { content: [{ type: "text", text: String(args.text ?? "") }] };
  if (name === "pixel")
    return {
      content: [
        { type: "text", text: "one teal pixel:" },
        { type: "image", data: PIXEL_PNG, mimeType: "image/png" },
      ],
    };
  throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${name}`);
}

function buildDemoServer(): Server {
  const server = new Server(
    { name: "travis234-mcp-demo", version: manifest.version },
    { capabilities: { tools: {}, resources: {}, prompts: {} } },
  );
  server.setRequestHandler("tools/list", async () => ({ tools: TOOLS }));
  server.setRequestHandler("tools/call", async (request) =>
    callTool(request.params.name, request.params.arguments ?? {}),
  );
  server.setRequestHandler("resources/list", async () => ({ resources: RESOURCES.map(({ text: _text, ...r }) => r) }));
  server.setRequestHandler("resources/templates/list", async () => ({ resourceTemplates: [] }));
  server.setRequestHandler("resources/read", async (request) => {
    const found = RESOURCES.find((r) => r.uri === request.params.uri);
    if (!found) throw new ProtocolError(ProtocolErrorCode.InvalidParams, "Unknown resource");
    return { contents: [{ uri: found.uri, mimeType: found.mimeType, text: found.text }] };
  });
  server.setRequestHandler("prompts/list", async () => ({
    prompts: [
      {
        name: "review",
        description: "Ask for a review of a topic.",
        arguments: [{ name: "topic", description: "What to review", required: true }],
      },
    ],
  }));
  server.setRequestHandler("prompts/get", async (request) => {
    if (request.params.name !== "review") throw new ProtocolError(ProtocolErrorCode.InvalidParams, "Unknown prompt");
    const topic = request.params.arguments?.topic ?? "";
    return {
      messages: [
        {
          role: "user",
          content: { type: "text", text: `Please review ${topic}: what works, what does not, and why.` },
        },
      ],
    };
  });
  return server;
}

await buildDemoServer().connect(new StdioServerTransport());
