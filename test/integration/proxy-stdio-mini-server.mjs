// A minimal MCP server over stdio, in plain JavaScript with no SDK, for the proxy-stdio tests that
// the fixture server cannot serve: it starts in well under 100 ms (so a 300 ms requestTimeoutMs,
// which also bounds spawn + initialize, can be tested), returns several images in one result, and
// returns structured content that no text block repeats. Test-only.
//
//   node test/integration/proxy-stdio-mini-server.mjs
//
// MINI_EVENTS_FILE=path appends the fixture server's event lines: `start <pid> stdio`,
// `tools/call <name>`, `cancelled <requestId>`, `exit <code>`. Exits 0 on stdin EOF.
import { appendFileSync } from "node:fs";
import { createInterface } from "node:readline";

const eventsFile = process.env.MINI_EVENTS_FILE;
const event = (line) => {
  if (eventsFile) appendFileSync(eventsFile, `${line}\n`);
};

/** A real 1x1 PNG (the same bytes as the fixture server's). */
const TINY_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const obj = (properties, required = []) => ({ type: "object", properties, required });
const TOOLS = [
  {
    name: "sleep",
    description: "Waits ms milliseconds; honours notifications/cancelled",
    inputSchema: obj({ ms: { type: "integer" } }, ["ms"]),
  },
  {
    name: "images",
    description: "count PNG image blocks in one result",
    inputSchema: obj({ count: { type: "integer" } }, ["count"]),
  },
  { name: "structured_mismatch", description: "structuredContent that no text block repeats", inputSchema: obj({}) },
];
/** Keys deliberately out of order: the adapter must print them sorted. */
const MISMATCH_STRUCTURED = { zeta: 1, alpha: { delta: 2, beta: [3, { y: 1, x: 2 }] } };

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
const timers = new Map();

function callTool(id, name, args) {
  event(`tools/call ${name}`);
  switch (name) {
    case "sleep": {
      const ms = Number(args.ms);
      timers.set(
        String(id),
        setTimeout(() => {
          timers.delete(String(id));
          send({ id, result: { content: [{ type: "text", text: `slept ${ms}` }] } });
        }, ms),
      );
      return;
    }
    case "images": {
      const content = Array.from({ length: Number(args.count) }, () => ({
        type: "image",
        data: TINY_PNG,
        mimeType: "image/png",
      }));
      send({ id, result: { content } });
      return;
    }
    case "structured_mismatch":
      send({
        id,
        result: {
          content: [{ type: "text", text: "weather summary follows" }],
          structuredContent: MISMATCH_STRUCTURED,
        },
      });
      return;
    default:
      send({ id, error: { code: -32602, message: "Unknown tool" } });
  }
}

function handle(message) {
  const { id, method, params = {} } = message;
  if (method === "notifications/cancelled") {
    const key = String(params.requestId);
    const timer = timers.get(key);
    if (timer) {
      clearTimeout(timer);
      timers.delete(key);
      event(`cancelled ${key}`);
    }
    return;
  }
  if (id === undefined) return;
  switch (method) {
    case "initialize":
      send({
        id,
        result: {
          protocolVersion: params.protocolVersion,
          capabilities: { tools: {} },
          serverInfo: { name: "proxy-stdio-mini", version: "1.0.0" },
        },
      });
      return;
    case "ping":
      send({ id, result: {} });
      return;
    case "tools/list":
      send({ id, result: { tools: TOOLS } });
      return;
    case "tools/call":
      callTool(id, params.name, params.arguments ?? {});
      return;
    default:
      send({ id, error: { code: -32601, message: "Method not found" } });
  }
}

event(`start ${process.pid} stdio`);
process.on("exit", (code) => event(`exit ${code}`));
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on("line", (line) => {
  if (line.trim() === "") return;
  try {
    handle(JSON.parse(line));
  } catch {
    // Not JSON: ignored, like a lenient server.
  }
});
lines.on("close", () => process.exit(0));
