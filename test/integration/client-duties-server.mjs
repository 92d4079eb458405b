// An instrumented 2026-07-28 server for the client-duty tests, written raw (no SDK) so that it can
// send what the SDK's own server never would: results without `resultType`, listings without cache
// hints or with a negative ttlMs, an empty-string nextCursor, a header mismatch (-32020) on a call.
// It speaks only 2026-07-28 (server/discover; initialize is refused with -32022), over stdio or over
// Streamable HTTP on 127.0.0.1 (JSON answers; prints "LISTENING <port>").
//
//   node test/integration/client-duties-server.mjs stdio|http
//
// Environment:
//   DUTY_EVENTS=path            one line per request: `<method> <name or cursor as JSON>`
//   DUTY_NO_RESULT_TYPE=m1,m2   results of these methods (or "all") carry no resultType
//   DUTY_HINTS=h                the cache hints of every listing: "absent", "no-ttl", "no-scope",
//                               "negative" (ttlMs -5), or a number (that ttlMs, scope private);
//                               default ttlMs 60000, private
//   DUTY_EMPTY_CURSOR=1         tools/list answers in two pages, the first ending with nextCursor ""
//   DUTY_GENERATIONS=1          tools/list lists one tool named gen_<n>, n counting the listings
//   DUTY_LIST_DELAY_MS=ms       tools/list answers after ms
//   DUTY_MISMATCH=once|always   tools/call is refused with -32020 (over HTTP as a 400) the first
//                               time, or every time
import { appendFileSync } from "node:fs";
import { serveHttp } from "../support/raw-http-server.mjs";
import { delay, send, serveMessages } from "../support/raw-stdio-server.mjs";

const MODERN = "2026-07-28";
const env = process.env;
const event = (line) => {
  if (env.DUTY_EVENTS) appendFileSync(env.DUTY_EVENTS, `${line}\n`);
};
const noResultType = new Set((env.DUTY_NO_RESULT_TYPE ?? "").split(",").filter(Boolean));
let listings = 0;
let calls = 0;

function hints() {
  switch (env.DUTY_HINTS) {
    case "absent":
      return {};
    case "no-ttl":
      return { cacheScope: "private" };
    case "no-scope":
      return { ttlMs: 60_000 };
    case "negative":
      return { ttlMs: -5, cacheScope: "private" };
    case undefined:
      return { ttlMs: 60_000, cacheScope: "private" };
    default:
      return { ttlMs: Number(env.DUTY_HINTS), cacheScope: "private" };
  }
}

const tool = (name) => ({ name, description: `The ${name} tool.`, inputSchema: { type: "object" } });

async function toolsList(params) {
  if (env.DUTY_LIST_DELAY_MS) await delay(Number(env.DUTY_LIST_DELAY_MS));
  if (env.DUTY_EMPTY_CURSOR === "1")
    return params.cursor === undefined
      ? { tools: [tool("first")], nextCursor: "", ...hints() }
      : { tools: [tool("second")], ...hints() };
  if (params.cursor === undefined) listings += 1;
  const tools = env.DUTY_GENERATIONS === "1" ? [tool(`gen_${listings}`)] : [tool("echo")];
  return { tools, ...hints() };
}

/** The answer to one request: `{ result }`, `{ error }`, or `{ error, status }` for an HTTP-only status. */
async function answer(method, params) {
  switch (method) {
    case "server/discover":
      return {
        result: {
          resultType: "complete",
          supportedVersions: [MODERN],
          capabilities: { tools: {}, resources: {}, prompts: {} },
          serverInfo: { name: "client-duties", version: "1.0.0" },
          ttlMs: 0,
          cacheScope: "private",
        },
      };
    case "initialize":
      return { error: { code: -32022, message: "Unsupported protocol version", data: { supported: [MODERN] } } };
    case "tools/list":
      return { result: await toolsList(params) };
    case "tools/call": {
      calls += 1;
      if (env.DUTY_MISMATCH === "always" || (env.DUTY_MISMATCH === "once" && calls === 1))
        return { error: { code: -32020, message: "Mcp-Name does not match the body" }, status: 400 };
      return { result: { content: [{ type: "text", text: `called ${params.name}, call ${calls}` }] } };
    }
    case "resources/list":
      return { result: { resources: [{ uri: "duty://doc", name: "doc", mimeType: "text/plain" }], ...hints() } };
    case "resources/templates/list":
      return { result: { resourceTemplates: [], ...hints() } };
    case "resources/read":
      return { result: { contents: [{ uri: params.uri, mimeType: "text/plain", text: "the doc" }], ...hints() } };
    case "prompts/list":
      return { result: { prompts: [{ name: "greet", description: "Greets." }], ...hints() } };
    case "prompts/get":
      return { result: { messages: [{ role: "user", content: { type: "text", text: "hello from greet" } }] } };
    default:
      return { error: { code: -32601, message: "Method not found" } };
  }
}

async function respond(message) {
  const { id, method, params = {} } = message;
  event(`${method} ${JSON.stringify(params.name ?? params.uri ?? params.cursor ?? null)}`);
  const a = await answer(method, params);
  if (a.error) return { status: a.status, body: { jsonrpc: "2.0", id, error: a.error } };
  const bare = noResultType.has("all") || noResultType.has(method);
  const result = bare || "resultType" in a.result ? a.result : { resultType: "complete", ...a.result };
  return { body: { jsonrpc: "2.0", id, result } };
}

function runStdio() {
  serveMessages((message) => {
    if (message.id === undefined || typeof message.method !== "string") return;
    void respond(message).then((r) => send(r.body));
  });
}

function runHttp() {
  // A message without an id (a notification) is accepted with 202.
  serveHttp((message) => (message.id === undefined || message.id === null ? undefined : respond(message)));
}

if (process.argv[2] === "http") runHttp();
else runStdio();
