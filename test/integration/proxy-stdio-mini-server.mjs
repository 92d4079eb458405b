// A minimal MCP server over stdio, in plain JavaScript with no SDK, for the proxy-stdio tests that
// the fixture server cannot serve: it starts in well under 100 ms (so a 300 ms requestTimeoutMs,
// which also bounds spawn + initialize, can be tested), returns several images in one result, and
// returns structured content that no text block repeats. Test-only.
//
//   node test/integration/proxy-stdio-mini-server.mjs
//
// MINI_EVENTS_FILE=path appends the fixture server's event lines: `start <pid> stdio`,
// `tools/call <name>`, `cancelled <requestId>`, `exit <code>`. Exits 0 on stdin EOF.
import { delayedReplies, eventLog, serveStdio } from "../support/raw-stdio-server.mjs";

const event = eventLog(process.env.MINI_EVENTS_FILE);

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

const sleeping = delayedReplies();

function callTool(name, args, request) {
  event(`tools/call ${name}`);
  switch (name) {
    case "sleep": {
      const ms = Number(args.ms);
      sleeping.later(request.id, ms, { content: [{ type: "text", text: `slept ${ms}` }] });
      return undefined;
    }
    case "images":
      return {
        content: Array.from({ length: Number(args.count) }, () => ({
          type: "image",
          data: TINY_PNG,
          mimeType: "image/png",
        })),
      };
    case "structured_mismatch":
      return { content: [{ type: "text", text: "weather summary follows" }], structuredContent: MISMATCH_STRUCTURED };
    default:
      return request.error(-32602, "Unknown tool");
  }
}

event(`start ${process.pid} stdio`);
process.on("exit", (code) => event(`exit ${code}`));
serveStdio({
  initialize: { name: "proxy-stdio-mini", version: "1.0.0", capabilities: { tools: {} } },
  methods: {
    "tools/list": () => ({ tools: TOOLS }),
    "tools/call": (params, request) => callTool(params.name, params.arguments ?? {}, request),
  },
  notifications: {
    "notifications/cancelled": ({ requestId }) => {
      if (sleeping.cancel(requestId)) event(`cancelled ${String(requestId)}`);
    },
  },
});
