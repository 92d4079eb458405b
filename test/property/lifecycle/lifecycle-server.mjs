// A minimal MCP server over stdio for the real-process layer of the lifecycle property, in plain
// JavaScript with no SDK so that it starts in well under 100 ms. Unlike the fixture servers it logs
// which call each tools/call belongs to, so a replayed request is visible. Test-only.
//
//   node test/property/lifecycle/lifecycle-server.mjs
//
// LIFECYCLE_EVENTS_FILE=path appends: `start <pid>`, `tools/call <callId>`, `cancelled <callId>`,
// `crash <pid>`, `exit <code>`. Tools: `work` {callId, ms} replies `done <callId>` after ms (honours
// notifications/cancelled); `crash` {callId} exits with code 3 without replying. Exits 0 on stdin EOF.
import { appendFileSync } from "node:fs";
import { createInterface } from "node:readline";

const eventsFile = process.env.LIFECYCLE_EVENTS_FILE;
const event = (line) => {
  if (eventsFile) appendFileSync(eventsFile, `${line}\n`);
};

const obj = (properties, required) => ({ type: "object", properties, required });
const TOOLS = [
  {
    name: "work",
    description: "Replies after ms milliseconds",
    inputSchema: obj({ callId: { type: "integer" }, ms: { type: "integer" } }, ["callId", "ms"]),
  },
  {
    name: "crash",
    description: "Exits without replying",
    inputSchema: obj({ callId: { type: "integer" } }, ["callId"]),
  },
];

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
/** JSON-RPC id -> { timer, callId } */
const running = new Map();

function callTool(id, name, args) {
  const callId = Number(args.callId);
  event(`tools/call ${callId}`);
  if (name === "crash") {
    event(`crash ${process.pid}`);
    process.exit(3);
  }
  if (name !== "work") {
    send({ id, error: { code: -32602, message: "Unknown tool" } });
    return;
  }
  const timer = setTimeout(() => {
    running.delete(String(id));
    send({ id, result: { content: [{ type: "text", text: `done ${callId}` }] } });
  }, Number(args.ms));
  running.set(String(id), { timer, callId });
}

function handle(message) {
  const { id, method, params = {} } = message;
  if (method === "notifications/cancelled") {
    const r = running.get(String(params.requestId));
    if (r) {
      clearTimeout(r.timer);
      running.delete(String(params.requestId));
      event(`cancelled ${r.callId}`);
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
          serverInfo: { name: "lifecycle-prop", version: "1.0.0" },
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

event(`start ${process.pid}`);
process.on("exit", (code) => event(`exit ${code}`));
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on("line", (line) => {
  if (line.trim() === "") return;
  try {
    handle(JSON.parse(line));
  } catch {
    // Not JSON: ignored.
  }
});
lines.on("close", () => process.exit(0));
