// The official client as the adapter connects it (ModernResultsClient), against a server written by
// hand on the other end of an in-memory pair: a 2026-07-28 listing that leaves out resultType and
// the cache hints is taken with the narrowest hints, a server's error still reaches the caller as
// that error, and a 2025-11-25 result is taken exactly as sent.
import type { JSONRPCMessage } from "@modelcontextprotocol/client";
import { InMemoryTransport } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { ModernResultsClient } from "../../../src/runtime/modern-results.js";

const SERVER_INFO = { name: "hand-written", version: "1" };
const DISCOVER = { supportedVersions: ["2026-07-28"], capabilities: { tools: {} }, serverInfo: SERVER_INFO };
const TOOLS = [{ name: "echo", inputSchema: { type: "object" } }];

/** A client of the given era whose every request but `initialize` is answered with `answer`. */
async function connect(era: "modern" | "legacy", answer: Record<string, unknown>): Promise<ModernResultsClient> {
  const [mine, theirs] = InMemoryTransport.createLinkedPair();
  theirs.onmessage = (m: JSONRPCMessage) => {
    if (!("id" in m) || !("method" in m)) return;
    const reply =
      m.method === "initialize"
        ? { result: { protocolVersion: "2025-11-25", capabilities: { tools: {} }, serverInfo: SERVER_INFO } }
        : answer;
    void theirs.send({ jsonrpc: "2.0", id: m.id, ...reply } as JSONRPCMessage);
  };
  await theirs.start();
  const client = new ModernResultsClient({ name: "adapter", version: "1" }, { capabilities: {} });
  await client.connect(mine, { prior: era === "modern" ? { kind: "modern", discover: DISCOVER } : { kind: "legacy" } });
  return client;
}

describe("ModernResultsClient", () => {
  it("takes a 2026-07-28 listing without resultType, ttlMs or cacheScope: stale at once, private", async () => {
    const client = await connect("modern", { result: { tools: TOOLS } });
    expect(client.getProtocolEra()).toBe("modern");
    expect(await client.listTools()).toEqual({ tools: TOOLS, ttlMs: 0, cacheScope: "private" });
    await client.close();
  });

  it("passes a 2026-07-28 server's error on as that error", async () => {
    const client = await connect("modern", { error: { code: -32000, message: "the server said no" } });
    await expect(client.listTools()).rejects.toThrow("the server said no");
    await client.close();
  });

  it("takes a 2025-11-25 result exactly as sent", async () => {
    const client = await connect("legacy", { result: { tools: TOOLS } });
    expect(client.getProtocolEra()).toBe("legacy");
    expect(await client.listTools()).toEqual({ tools: TOOLS });
    await client.close();
  });
});
