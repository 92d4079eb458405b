// A minimal MCP server over stdio for the real-process layer of the lifecycle property, in plain
// JavaScript with no SDK so that it starts in well under 100 ms. Unlike the fixture servers it logs
// which call each tools/call belongs to, so a replayed request is visible. Test-only.
//
//   node test/property/lifecycle/lifecycle-server.mjs
//
// LIFECYCLE_EVENTS_FILE=path appends: `start <pid>`, `tools/call <callId>`, `cancelled <callId>`,
// `crash <pid>`, `exit <code>`. Tools: `work` {callId, ms} replies `done <callId>` after ms (honours
// notifications/cancelled); `crash` {callId} exits with code 3 without replying. Exits 0 on stdin EOF.
import { delayedReplies, eventLog, exit, serveStdio } from "../../support/raw-stdio-server.mjs";

const event = eventLog(process.env.LIFECYCLE_EVENTS_FILE);

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

/** Work in progress, tagged with its callId. */
const running = delayedReplies();

function callTool(name, args, request) {
  const callId = Number(args.callId);
  event(`tools/call ${callId}`);
  if (name === "crash") {
    event(`crash ${process.pid}`);
    exit(3);
  }
  if (name !== "work") return request.error(-32602, "Unknown tool");
  running.later(request.id, Number(args.ms), { content: [{ type: "text", text: `done ${callId}` }] }, callId);
  return undefined;
}

event(`start ${process.pid}`);
process.on("exit", (code) => event(`exit ${code}`));
serveStdio({
  initialize: { name: "lifecycle-prop", version: "1.0.0", capabilities: { tools: {} } },
  methods: {
    "tools/list": () => ({ tools: TOOLS }),
    "tools/call": (params, request) => callTool(params.name, params.arguments ?? {}, request),
  },
  notifications: {
    "notifications/cancelled": ({ requestId }) => {
      const r = running.cancel(requestId);
      if (r) event(`cancelled ${r.tag}`);
    },
  },
});
