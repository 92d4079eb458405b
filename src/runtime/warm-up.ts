// Idle-time warm-up of the MCP client (see docs/architecture.md, "Start-up"). A sidecar's first call runs the
// official client's connect, era negotiation, list and call code, and its zod result schemas, for the
// first time in the process: profiled, that is most of what the first call costs over the raw-SDK
// floor. Right after initialize, while the model is still thinking, this builds the client's
// schemas and runs the client once against a peer inside the process (the SDK's in-memory
// transport). No configured server is resolved, spawned or contacted, no file is read and nothing
// is written: servers stay lazy.
import type { JSONRPCMessage } from "@modelcontextprotocol/client";
import { Client, InMemoryTransport, METHOD_NOT_FOUND, preloadSchemas } from "@modelcontextprotocol/client";
import { LIMIT_VALUES } from "./generated.js";

const STEP_MS = LIMIT_VALUES["connect.warmUpTimeoutMs"];

/** The replies of a small 2025 server, which does not understand a discovery probe, as most today. */
function reply(
  method: string,
  params: Record<string, unknown>,
): { result?: unknown; error?: { code: number; message: string } } {
  switch (method) {
    case "initialize":
      return {
        result: {
          protocolVersion: params.protocolVersion,
          capabilities: { tools: { listChanged: true }, resources: {}, prompts: {} },
          serverInfo: { name: "warm-up", version: "0" },
        },
      };
    case "tools/list":
      return {
        result: {
          tools: [
            {
              name: "echo",
              description: "Echoes.",
              inputSchema: {
                type: "object",
                properties: { message: { type: "string", description: "text" } },
                required: ["message"],
              },
            },
            {
              name: "add",
              title: "Add",
              inputSchema: { type: "object", properties: { a: { type: "number" }, b: { type: "number" } } },
              outputSchema: { type: "object", properties: { sum: { type: "number" } } },
              annotations: { readOnlyHint: true },
            },
          ],
        },
      };
    case "tools/call":
      return { result: { content: [{ type: "text", text: "Echo: warm-up" }] } };
    default:
      return { error: { code: METHOD_NOT_FOUND, message: "Method not found" } };
  }
}

/** Connects (negotiating as a configured `auto` server does), lists and calls once; never throws. */
export async function warmUpClient(): Promise<boolean> {
  const [ours, peer] = InMemoryTransport.createLinkedPair();
  peer.onmessage = (message: JSONRPCMessage) => {
    if (!("method" in message) || !("id" in message)) return;
    void peer
      .send({
        jsonrpc: "2.0",
        id: message.id,
        ...reply(message.method, (message.params ?? {}) as Record<string, unknown>),
      } as JSONRPCMessage)
      .catch(() => {});
  };
  const client = new Client(
    { name: "travis234-mcp-warm-up", version: "0" },
    { capabilities: {}, versionNegotiation: { mode: "auto", probe: { timeoutMs: STEP_MS, maxRetries: 0 } } },
  );
  client.onerror = () => {};
  try {
    preloadSchemas();
    await client.connect(ours, { timeout: STEP_MS });
    const { tools } = await client.listTools(undefined, { timeout: STEP_MS });
    const echo = tools.find((t) => t.name === "echo");
    await client.callTool(
      { name: "echo", arguments: { message: "warm-up" } },
      {
        ...(echo ? { toolDefinition: echo } : {}),
        timeout: STEP_MS,
      },
    );
    return true;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => {});
  }
}
