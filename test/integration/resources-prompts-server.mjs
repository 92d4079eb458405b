// A small MCP server over stdio, in plain JavaScript with no SDK, for the resources and prompts
// tests that the fixture server cannot serve: thousands of resources, URIs carrying user info and
// query text, a nameless resource, duplicate URIs, a repeating templates cursor, a read larger
// than the raw response bound, slow list pages, resources/prompts list_changed on demand, and a
// prompt whose required argument is named like an Object.prototype member. Test-only.
//
//   node test/integration/resources-prompts-server.mjs
//
// Environment (all optional):
//   RP_EVENTS_FILE=path      append `start <pid> stdio`, `<method> cursor=<c|->` for listings,
//                            `resources/read <name>`, `prompts/get <name>`, `tools/call <name>`,
//                            `exit <code>`
//   RP_RESOURCES=N           N text resources res-0 … (default 3)
//   RP_TEMPLATES=N           N templates tpl-0 … (default 1)
//   RP_PROMPTS=N             N more prompts p-0 … after the two fixed ones (default 0)
//   RP_PAGE_SIZE=K           page resources, templates and prompts K per page (default 0: one page)
//   RP_TEMPLATE_CURSOR=repeat  every templates page returns the first page's cursor again
//   RP_PAGE_DELAY_MS=ms      wait before answering each list page
//   RP_DUPLICATES=N          N more entries with the URI of res-0 (names dup-0 …)
//   RP_NAMELESS=1            one more resource without a name
//   RP_BLOB=1                one more resource `blob` (RP_BLOB_BYTES bytes of binary, default 64)
//   RP_BIG_BYTES=N           one more resource `big`: a 1 KiB blob plus N bytes of text in one read
//   RP_NO_RESOURCES=1 / RP_NO_PROMPTS=1  do not advertise (or serve) that capability
// Exits 0 on stdin EOF.
import { delay, eventLog, notify, serveStdio } from "../support/raw-stdio-server.mjs";

const env = process.env;
const int = (name, fallback) => (env[name] === undefined ? fallback : Number(env[name]));
const event = eventLog(env.RP_EVENTS_FILE);

/** URIs full of what must never reach the model: user info, a password, a path, query text. */
const uriOf = (i) => `https://user-${i}:pw-${i}@example.com/private/res-${i}.txt?q=query-text-${i}`;
const resources = Array.from({ length: int("RP_RESOURCES", 3) }, (_, i) => ({
  uri: uriOf(i),
  name: `res-${i}`,
  description: `Resource number ${i}`,
  mimeType: "text/plain",
}));
for (let j = 0; j < int("RP_DUPLICATES", 0); j++)
  resources.push({ uri: uriOf(0), name: `dup-${j}`, mimeType: "text/plain" });
if (env.RP_NAMELESS === "1")
  resources.push({
    uri: "file:///home/someone/private/nameless.txt?token=nameless-query-text",
    mimeType: "text/plain",
  });
if (env.RP_BLOB === "1")
  resources.push({
    uri: "https://user:pw@example.com/blob.bin?q=blob-query-text",
    name: "blob",
    mimeType: "application/octet-stream",
  });
const bigBytes = int("RP_BIG_BYTES", 0);
if (bigBytes > 0)
  resources.push({ uri: "https://user:pw@example.com/big.txt?q=big-query-text", name: "big", mimeType: "text/plain" });
const templates = Array.from({ length: int("RP_TEMPLATES", 1) }, (_, i) => ({
  uriTemplate: `https://user:pw@example.com/t${i}/{id}?q=template-query-text`,
  name: `tpl-${i}`,
  mimeType: "text/plain",
}));
const prompts = [
  { name: "plain", description: "No arguments" },
  {
    name: "proto",
    description: "A required argument named like an Object.prototype member",
    arguments: [{ name: "constructor", required: true }, { name: "toString" }],
  },
];
for (let i = 0; i < int("RP_PROMPTS", 0); i++) prompts.push({ name: `p-${i}`, description: `Prompt number ${i}` });
/** Bytes i % 251, so that a retained copy can be compared exactly. */
const BLOB = Buffer.from(Array.from({ length: int("RP_BLOB_BYTES", 64) }, (_, i) => i % 251)).toString("base64");

const pageSize = int("RP_PAGE_SIZE", 0);
const pageDelay = int("RP_PAGE_DELAY_MS", 0);
const encode = (offset) => Buffer.from(`offset:${offset}`).toString("base64url");
const decode = (cursor) =>
  cursor === undefined || cursor === ""
    ? 0
    : Number(Buffer.from(cursor, "base64url").toString().slice("offset:".length));

function page(method, items, key, cursor, repeat) {
  event(`${method} cursor=${cursor === undefined ? "-" : cursor}`);
  if (pageSize === 0) return { [key]: items };
  const offset = decode(cursor);
  const end = offset + pageSize;
  if (repeat) return { [key]: items.slice(offset, end), nextCursor: encode(pageSize) };
  return end < items.length
    ? { [key]: items.slice(offset, end), nextCursor: encode(end) }
    : { [key]: items.slice(offset, end) };
}

const hasResources = env.RP_NO_RESOURCES !== "1";
const hasPrompts = env.RP_NO_PROMPTS !== "1";

function read(uri, request) {
  const r = resources.find((x) => x.uri === uri);
  if (!r) return request.error(-32602, "Resource not found");
  event(`resources/read ${r.name ?? "(nameless)"}`);
  if (r.name === "blob") return { contents: [{ uri, mimeType: r.mimeType, blob: BLOB }] };
  if (r.name === "big")
    return {
      contents: [
        { uri, mimeType: "application/octet-stream", blob: Buffer.alloc(1024, 1).toString("base64") },
        { uri, mimeType: "text/plain", text: "b".repeat(bigBytes) },
      ],
    };
  return { contents: [{ uri, mimeType: "text/plain", text: `body of ${r.name ?? "nameless"}` }] };
}

/** A list page, after RP_PAGE_DELAY_MS when set (the page is cut when it is sent). */
const list = (fn) => (pageDelay > 0 ? delay(pageDelay).then(fn) : fn());

const NOTIFIERS = { notify_resources_changed: "resources", notify_prompts_changed: "prompts" };
const methods = {
  "tools/list": () => ({
    tools: Object.keys(NOTIFIERS).map((name) => ({ name, inputSchema: { type: "object", properties: {} } })),
  }),
  "tools/call": ({ name }, request) => {
    event(`tools/call ${name}`);
    const kind = Object.hasOwn(NOTIFIERS, name) ? NOTIFIERS[name] : undefined;
    if (!kind) return request.error(-32602, "Unknown tool");
    notify(`notifications/${kind}/list_changed`);
    return { content: [{ type: "text", text: "notified" }] };
  },
};
if (hasResources)
  Object.assign(methods, {
    "resources/list": ({ cursor }) => list(() => page("resources/list", resources, "resources", cursor, false)),
    "resources/templates/list": ({ cursor }) =>
      list(() =>
        page("resources/templates/list", templates, "resourceTemplates", cursor, env.RP_TEMPLATE_CURSOR === "repeat"),
      ),
    "resources/read": ({ uri }, request) => read(uri, request),
  });
if (hasPrompts)
  Object.assign(methods, {
    "prompts/list": ({ cursor }) => list(() => page("prompts/list", prompts, "prompts", cursor, false)),
    "prompts/get": (params) => {
      event(`prompts/get ${params.name}`);
      const args = Object.keys(params.arguments ?? {});
      const text = `prompt ${params.name} with ${args.sort().join(",") || "no arguments"}`;
      return { messages: [{ role: "user", content: { type: "text", text } }] };
    },
  });

const capabilities = { tools: {} };
if (hasResources) capabilities.resources = { listChanged: true };
if (hasPrompts) capabilities.prompts = { listChanged: true };

event(`start ${process.pid} stdio`);
process.on("exit", (code) => event(`exit ${code}`));
serveStdio({
  initialize: { name: "resources-prompts-mini", version: "1.0.0", capabilities },
  methods,
});
