// A hostile front for the HTTP fixture, written raw with node:http (no SDK): while armed it answers
// in ways no real server does (an endless error body, a 202 with an endless body, a huge body under
// a media type spelt in capitals or hidden in a parameter, an SSE stream ended at once with
// `retry: 0`); otherwise it passes every request through to the fixture. It counts what it wrote,
// with backpressure, so that a test can tell how much the client really read.
import type { IncomingMessage, ServerResponse } from "node:http";
import { request as httpRequest } from "node:http";

export type HostileMode =
  /** tools/call answered 500 with an endless body. */
  | "error-endless"
  /** tools/call answered 200 text/plain with an endless body. */
  | "text-endless"
  /** Every notification POST answered 202 with an endless body. */
  | "accepted-endless"
  /** tools/call answered with a valid result of `hugeBytes` under `Application/JSON`. */
  | "json-capitals"
  /** tools/call answered with one SSE event of `hugeBytes` under `Text/Event-Stream`. */
  | "sse-capitals"
  /** tools/call answered with one SSE event of about `hugeBytes` made of many short `data:` lines (a valid result). */
  | "sse-many-lines"
  /** tools/call answered with a JSON result of `hugeBytes` under `application/json; x="text/event-stream"`. */
  | "json-sse-parameter"
  /** The standalone GET stream answered `retry: 0` and ended at once. */
  | "sse-retry-0";

export interface HostileFront {
  readonly handler: (req: IncomingMessage, res: ServerResponse) => void;
  arm(): void;
  disarm(): void;
  /** Body bytes handed to the socket for hostile answers (backpressure respected). */
  written(): number;
  /** Hostile answers whose connection is closed by now. */
  closed(): number;
  /** Hostile answers given. */
  answered(): number;
  /** GET requests seen, and those carrying `header`. */
  gets(header?: string): number;
}

const FILL = Buffer.alloc(64 * 1024, 0x78);
/** One short SSE line of a JSON array continued over many lines: each adds `0,` to the event's data. */
const DATA_LINE = "data: 0,\n";
const LINES = Buffer.from(DATA_LINE.repeat(Math.floor(FILL.length / DATA_LINE.length)));

/** Writes prefix, `fill` filler bytes (endless when undefined) and suffix, honouring backpressure. */
function pump(
  res: ServerResponse,
  prefix: string,
  fill: number | undefined,
  suffix: string,
  count: (n: number) => void,
  filler: Buffer = FILL,
): void {
  let left = fill ?? Infinity;
  res.write(prefix);
  const more = (): void => {
    while (!res.destroyed) {
      if (left <= 0) {
        res.end(suffix);
        return;
      }
      const chunk = left >= filler.length ? filler : filler.subarray(0, left);
      left -= chunk.length;
      count(chunk.length);
      if (!res.write(chunk)) return;
    }
  };
  res.on("drain", more);
  more();
}

export function hostileFront(target: number, mode: HostileMode, hugeBytes = 40 * 1024 * 1024): HostileFront {
  let armed = false;
  let written = 0;
  let closed = 0;
  let answered = 0;
  const getHeaders: IncomingMessage["headers"][] = [];
  const count = (n: number): void => {
    written += n;
  };
  const hostile = (
    res: ServerResponse,
    status: number,
    type: string,
    prefix: string,
    fill: number | undefined,
    suffix: string,
    filler?: Buffer,
  ): void => {
    answered += 1;
    res.on("close", () => (closed += 1));
    res.writeHead(status, { "content-type": type });
    pump(res, prefix, fill, suffix, count, filler);
  };
  const pass = (req: IncomingMessage, res: ServerResponse, body: Buffer): void => {
    const upstream = httpRequest(
      { host: "127.0.0.1", port: target, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    res.on("close", () => upstream.destroy());
    upstream.end(body);
  };
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method === "GET") {
      getHeaders.push(req.headers);
      if (armed && mode === "sse-retry-0") {
        answered += 1;
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.end("retry: 0\n\n");
        return;
      }
      pass(req, res, Buffer.alloc(0));
      return;
    }
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => {
      const body = Buffer.concat(parts);
      const text = body.toString("utf8");
      const call = text.includes('"tools/call"') ? (JSON.parse(text) as { id: number | string }) : undefined;
      const id = JSON.stringify(call?.id ?? null);
      const result = [`{"jsonrpc":"2.0","id":${id},"result":{"content":[{"type":"text","text":"`, `"}]}}`] as const;
      if (!armed) return pass(req, res, body);
      if (mode === "accepted-endless" && text.includes('"notifications/'))
        return hostile(res, 202, "text/plain", "", undefined, "");
      if (!call) return pass(req, res, body);
      switch (mode) {
        case "error-endless":
          return hostile(res, 500, "application/json", "", undefined, "");
        case "text-endless":
          return hostile(res, 200, "text/plain", "", undefined, "");
        case "json-capitals":
          return hostile(res, 200, "Application/JSON", result[0], hugeBytes, result[1]);
        case "json-sse-parameter":
          return hostile(res, 200, 'application/json; x="text/event-stream"', result[0], hugeBytes, result[1]);
        case "sse-capitals":
          return hostile(
            res,
            200,
            "Text/Event-Stream",
            `event: message\ndata: ${result[0]}`,
            hugeBytes,
            `${result[1]}\n\n`,
          );
        case "sse-many-lines": {
          // Whole lines only, so that the data stays one valid JSON-RPC result however it is cut.
          const fill = hugeBytes - (hugeBytes % LINES.length);
          const head = `event: message\ndata: {"jsonrpc":"2.0","id":${id},"result":{"content":[{"type":"text","text":"many lines"}],"pad":[\n`;
          return hostile(res, 200, "text/event-stream", head, fill, "data: 0]}}\n\n", LINES);
        }
        default:
          return pass(req, res, body);
      }
    });
  };
  return {
    handler,
    arm: () => {
      armed = true;
    },
    disarm: () => {
      armed = false;
    },
    written: () => written,
    closed: () => closed,
    answered: () => answered,
    gets: (header) =>
      header === undefined ? getHeaders.length : getHeaders.filter((h) => h[header.toLowerCase()] !== undefined).length,
  };
}
