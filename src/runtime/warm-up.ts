// Idle-time warm-up of the MCP client (issue 15 §2, the first call). A sidecar's first call runs the
// official client's connect, era negotiation, list and call code, and its zod result schemas, for the
// first time in the process: profiled, that is most of what the first call costs over the raw-SDK
// floor. Right after initialize, while the model is still thinking, this runs the same client once
// against a peer inside the process. No configured server is resolved, spawned or contacted, no
// file is read and nothing is written: servers stay lazy.
import type { JSONRPCMessage, Transport } from "@modelcontextprotocol/client";
import { Client } from "@modelcontextprotocol/client";

const METHOD_NOT_FOUND = -32601;

/** The replies of a small 2025 server: a discovery probe is not understood, as on most servers today. */
function reply(method: string): { result?: unknown; error?: { code: number; message: string } } {
  switch (method) {
    case "initialize":
      return { result: { protocolVersion: "2025-06-18", capabilities: { tools: { listChanged: true }, resources: {}, prompts: {} }, serverInfo: { name: "warm-up", version: "0" } } };
    case "tools/list":
      return {
        result: {
          tools: [
            { name: "echo", description: "Echoes.", inputSchema: { type: "object", properties: { message: { type: "string", description: "text" } }, required: ["message"] } },
            { name: "add", title: "Add", inputSchema: { type: "object", properties: { a: { type: "number" }, b: { type: "number" } } }, outputSchema: { type: "object", properties: { sum: { type: "number" } } }, annotations: { readOnlyHint: true } },
          ],
        },
      };
    case "tools/call":
      return { result: { content: [{ type: "text", text: "Echo: warm-up" }] } };
    default:
      return { error: { code: METHOD_NOT_FOUND, message: "Method not found" } };
  }
}

/** A transport whose peer is `reply`, answering on a later turn of the event loop as a pipe would. */
function inProcessPeer(): Transport {
  const transport: Transport = {
    start: async () => {},
    close: async () => {
      transport.onclose?.();
    },
    send: async (message: JSONRPCMessage) => {
      if (!("method" in message) || !("id" in message)) return;
      const answer = { jsonrpc: "2.0" as const, id: message.id, ...reply(message.method) };
      setImmediate(() => transport.onmessage?.(answer as JSONRPCMessage));
    },
  };
  return transport;
}

/** Connects (negotiating as a configured `auto` server does), lists and calls once; never throws. */
export async function warmUpClient(): Promise<boolean> {
  const client = new Client({ name: "travis234-mcp-warm-up", version: "0" }, { capabilities: {}, versionNegotiation: { mode: "auto", probe: { timeoutMs: 1_000, maxRetries: 0 } } });
  client.onerror = () => {};
  try {
    await client.connect(inProcessPeer(), { timeout: 2_000 });
    const { tools } = await client.listTools();
    const echo = tools.find((t) => t.name === "echo");
    await client.callTool({ name: "echo", arguments: { message: "warm-up" } }, { ...(echo ? { toolDefinition: echo } : {}), timeout: 2_000 } as never);
    return true;
  } catch {
    return false;
  } finally {
    await client.close().catch(() => {});
  }
}
