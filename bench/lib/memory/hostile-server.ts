// A hostile MCP stdio server for the memory benchmark: an ordinary handshake through the official
// server SDK, an `echo` tool, and a `flood` tool whose answer is one JSON-RPC response line of
// HOSTILE_BYTES (default 1 GiB) of text: `{"jsonrpc":"2.0","id":<id>,"result":{"content":[{"type":
// "text","text":"xxxx…"}]}}` and a newline. The text is written in 1 MiB chunks of one shared buffer,
// waiting for each chunk to drain, so this process never holds more than a chunk: whatever memory
// grows is the client's. It stops writing when the client stops reading (EPIPE, stdin EOF, the
// request cancelled, SIGTERM) and exits after HOSTILE_MAX_S (default 90) seconds whatever happens.
//
//   node --import tsx bench/lib/memory/hostile-server.ts
//
// HOSTILE_EVENTS_FILE=path appends `flood start <bytes>` and `flood end <written> <why>` lines
// (why: complete, stdout closed, stdin EOF, cancelled, SIGTERM).

import { once } from "node:events";
import { appendFileSync } from "node:fs";
import type { CallToolResult } from "@modelcontextprotocol/server";
import { Server } from "@modelcontextprotocol/server";
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";

const MIB = 1024 * 1024;
const BYTES = Number(process.env.HOSTILE_BYTES ?? 1024 * MIB);
const MAX_S = Number(process.env.HOSTILE_MAX_S ?? 90);
const EVENTS = process.env.HOSTILE_EVENTS_FILE;

const event = (line: string): void => {
  if (EVENTS) appendFileSync(EVENTS, `${line}\n`);
};

let stopped: string | undefined;
let written = 0;
let flooding = false;
process.on("SIGTERM", () => {
  if (flooding) event(`flood end ${written} SIGTERM`);
  process.exit(0);
});
process.stdout.on("error", () => {
  stopped ??= "stdout closed";
});
process.stdin.on("end", () => {
  stopped ??= "stdin EOF";
  setTimeout(() => process.exit(0), 100);
});
setTimeout(() => {
  event(`exit after ${MAX_S} s`);
  process.exit(0);
}, MAX_S * 1000).unref();

async function flood(id: string | number, signal: AbortSignal): Promise<never> {
  const chunk = Buffer.alloc(MIB, 0x78);
  written = 0;
  flooding = true;
  event(`flood start ${BYTES}`);
  process.stdout.write(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":{"content":[{"type":"text","text":"`);
  while (written < BYTES && stopped === undefined && !signal.aborted) {
    const n = Math.min(chunk.length, BYTES - written);
    written += n;
    if (!process.stdout.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
      await Promise.race([once(process.stdout, "drain"), once(process.stdout, "error"), once(signal, "abort")]).catch(
        () => {},
      );
    }
  }
  const why = stopped ?? (signal.aborted ? "cancelled" : "complete");
  if (why === "complete") process.stdout.write(`"}]}}\n`);
  event(`flood end ${written} ${why}`);
  flooding = false;
  // The response has been written by hand: the SDK must never answer this request itself.
  return new Promise<never>(() => {});
}

const server = new Server({ name: "travis234-bench-hostile", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler("tools/list", () => ({
  tools: [
    {
      name: "echo",
      description: "Echoes `message` back.",
      inputSchema: { type: "object", properties: { message: { type: "string" } } },
    },
    {
      name: "flood",
      description: "Answers with one JSON-RPC line of HOSTILE_BYTES bytes.",
      inputSchema: { type: "object", properties: {} },
    },
  ],
}));
server.setRequestHandler("tools/call", (request, ctx): Promise<CallToolResult> | CallToolResult => {
  if (request.params.name === "flood") return flood(ctx.mcpReq.id, ctx.mcpReq.signal);
  return { content: [{ type: "text", text: `Echo: ${String(request.params.arguments?.message ?? "")}` }] };
});
await server.connect(new StdioServerTransport());
