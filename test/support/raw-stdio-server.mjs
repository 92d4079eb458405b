// One skeleton for the hand-written MCP fixture servers that speak newline-delimited JSON-RPC over
// stdio without the SDK (so that they start fast and every byte they send is the test's choice).
// Plain ESM JavaScript with no dependencies. Test-only.
//
//   import { serveStdio } from "../../support/raw-stdio-server.mjs";
//   serveStdio({
//     initialize: { name: "mine", version: "1.0.0", capabilities: { tools: {} } },
//     methods: { "tools/list": () => ({ tools: [] }) },
//   });
//
// A request handler gets (params, request) and returns its result, or undefined when it answered
// (or chose not to answer) through `request.reply` / `request.error` itself; a promise of either is
// awaited. A notification handler gets (params, message). Unknown methods get -32601 (say so with
// `notFound`), unknown notifications are ignored, and so are lines that are blank, not JSON, not an
// object, or longer than `maxLineBytes`. stdin EOF calls `onEnd` (default: exit 0). What a hostile
// fixture sends on purpose goes through `writeRaw`, `exit` and `delay`, never through a helper that
// would tidy it.
import { appendFileSync } from "node:fs";

const NEWLINE = 0x0a;
/** Far above any request the adapter sends; a line longer than this is dropped whole. */
const DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024;

/** Writes one JSON-RPC message (the `jsonrpc` member first) and a newline. */
export const send = (message) => {
  process.stdout.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
};
/** Writes bytes (a string or a Buffer) exactly as given: half lines, bad JSON, anything. */
export const writeRaw = (bytes) => {
  process.stdout.write(bytes);
};
export const reply = (id, result) => send({ id, result });
export const replyError = (id, code, message, data) =>
  send({ id, error: data === undefined ? { code, message } : { code, message, data } });
export const notify = (method, params) => send(params === undefined ? { method } : { method, params });
export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const exit = (code) => process.exit(code);

/** An events logger: appends `line\n` to the file at `path`, or does nothing when it is unset. */
export const eventLog = (path) => (line) => {
  if (path) appendFileSync(path, `${line}\n`);
};

/**
 * The initialize result: `protocolVersion` when given (a server that insists on its own), else the
 * client's echoed; then capabilities, serverInfo and instructions.
 */
export function initializeResult(params, { protocolVersion, name, version, capabilities, instructions }) {
  const result = {
    protocolVersion: protocolVersion ?? params.protocolVersion,
    capabilities,
    serverInfo: { name, version },
  };
  return instructions === undefined ? result : { ...result, instructions };
}

/**
 * Replies that wait and can be cancelled, keyed by request id (as notifications/cancelled names it):
 * `later(id, ms, result, tag)` replies result after ms; `cancel(requestId)` stops a pending one and
 * returns `{ tag }`, or undefined when nothing was pending.
 */
export function delayedReplies() {
  const pending = new Map();
  return {
    later(id, ms, result, tag) {
      const key = String(id);
      const timer = setTimeout(() => {
        pending.delete(key);
        reply(id, result);
      }, ms);
      pending.set(key, { timer, tag });
    },
    cancel(requestId) {
      const key = String(requestId);
      const entry = pending.get(key);
      if (!entry) return undefined;
      clearTimeout(entry.timer);
      pending.delete(key);
      return { tag: entry.tag };
    },
  };
}

/**
 * Calls `onLine(text)` for each newline-terminated line of stdin (a trailing CR removed), with
 * at most `maxLineBytes` buffered: a longer line is dropped whole, up to its newline.
 */
export function readLines(onLine, { maxLineBytes = DEFAULT_MAX_LINE_BYTES, onEnd = () => exit(0) } = {}) {
  let parts = [];
  let size = 0;
  let dropping = false;
  const emit = (bytes) => {
    const line = bytes.toString("utf8");
    onLine(line.endsWith("\r") ? line.slice(0, -1) : line);
  };
  process.stdin.on("data", (chunk) => {
    let start = 0;
    for (let nl = chunk.indexOf(NEWLINE); nl !== -1; nl = chunk.indexOf(NEWLINE, start)) {
      const tail = chunk.subarray(start, nl);
      start = nl + 1;
      if (dropping || size + tail.length > maxLineBytes) {
        parts = [];
        size = 0;
        dropping = false;
        continue;
      }
      const line = Buffer.concat([...parts, tail]);
      parts = [];
      size = 0;
      emit(line);
    }
    const rest = chunk.subarray(start);
    if (dropping || rest.length === 0) return;
    if (size + rest.length > maxLineBytes) {
      parts = [];
      size = 0;
      dropping = true;
      return;
    }
    parts.push(rest);
    size += rest.length;
  });
  process.stdin.on("end", () => {
    if (!dropping && size > 0) emit(Buffer.concat(parts));
    onEnd();
  });
}

/**
 * Serves JSON-RPC on stdio. `methods` maps a request method to its handler, `notifications` a
 * notification method to its handler; `initialize` (name, version, capabilities, instructions,
 * protocolVersion)
 * adds the initialize reply and `ping` is answered unless `methods` says otherwise. `onRequest`
 * sees every request before it is dispatched. `notFound(request)` answers an unknown method.
 */
export function serveStdio({
  initialize,
  methods = {},
  notifications = {},
  onRequest,
  notFound = (request) => request.error(-32601, "Method not found"),
  maxLineBytes,
  onEnd,
}) {
  const table = {
    ping: () => ({}),
    ...(initialize ? { initialize: (params) => initializeResult(params, initialize) } : {}),
    ...methods,
  };
  const answer = (request, value) => {
    if (value !== undefined) reply(request.id, value);
  };
  const dispatch = (message) => {
    const { id, method, params = {} } = message;
    if (id === undefined) {
      notifications[method]?.(params, message);
      return;
    }
    const request = {
      id,
      method,
      message,
      reply: (result) => reply(id, result),
      error: (code, text, data) => replyError(id, code, text, data),
    };
    onRequest?.(request);
    const handler = Object.hasOwn(table, method) ? table[method] : undefined;
    const value = handler ? handler(params, request) : notFound(request);
    if (value instanceof Promise) value.then((v) => answer(request, v)).catch(() => {});
    else answer(request, value);
  };
  serveMessages(
    (message) => {
      try {
        dispatch(message);
      } catch {
        // A handler that throws answers nothing, as a careless server would.
      }
    },
    { maxLineBytes, onEnd },
  );
}

/**
 * Calls `onMessage(message)` for each line of stdin that is a JSON object (or array), for a
 * fixture that dispatches by itself; blank lines and lines that are not JSON are ignored.
 */
export function serveMessages(onMessage, options) {
  readLines((line) => {
    if (line.trim() === "") return;
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      return;
    }
    if (message !== null && typeof message === "object") onMessage(message);
  }, options);
}
