// A front for an HTTP fixture that can forget every session it has seen: afterwards, requests that
// carry one of them are answered 404 (as by a restarted server) and never reach the fixture.
import type { IncomingMessage, ServerResponse } from "node:http";
import { request as httpRequest } from "node:http";

export interface SessionFront {
  /** The request handler to serve (on a server the caller owns and closes). */
  readonly handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** From now on, refuse every session seen so far. */
  forget(): void;
  /** How many requests were refused. */
  refused(): number;
}

export function sessionFront(target: number): SessionFront {
  const seen = new Set<string>();
  const dropped = new Set<string>();
  let refused = 0;
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const sid = req.headers["mcp-session-id"];
    if (typeof sid === "string" && dropped.has(sid)) {
      refused += 1;
      req.resume();
      res.writeHead(404, { "content-type": "application/json" });
      res.end('{"jsonrpc":"2.0","error":{"code":-32000,"message":"Session not found"},"id":null}');
      return;
    }
    const upstream = httpRequest(
      { host: "127.0.0.1", port: target, method: req.method, path: req.url, headers: req.headers },
      (up) => {
        const issued = up.headers["mcp-session-id"];
        if (typeof issued === "string") seen.add(issued);
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    res.on("close", () => upstream.destroy());
    req.pipe(upstream);
  };
  return {
    handler,
    forget: () => {
      for (const s of seen) dropped.add(s);
    },
    refused: () => refused,
  };
}
