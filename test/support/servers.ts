// Starting the servers tests talk to: an http-mode fixture child that reports `LISTENING <port>`,
// the security suite's hostile server (stdio entry or http child), and a trap listener on another
// origin that records every request reaching it. Everything started is handed to its owner
// (a Resources or a ProxyHarness) to release.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { once } from "node:events";
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { HOSTILE, ROOT } from "./paths.js";
import type { Resources } from "./resources.js";

/** Starts `server` on an ephemeral port of `host`; resolves with the port. */
export async function listen(server: Server, host = "127.0.0.1"): Promise<number> {
  server.listen(0, host);
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

/**
 * The port a child server reports on a line of `stream` (its stdout unless given) matching
 * `pattern` (by default `LISTENING <port>`); fails if it exits first or says nothing in 15 s.
 */
export function reportedPort(
  child: ChildProcess,
  what: string,
  pattern = /^LISTENING (\d+)$/,
  stream: NodeJS.ReadableStream | null = child.stdout,
): Promise<number> {
  return new Promise<number>((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not report its port in time`)), 15_000);
    timer.unref();
    if (stream !== null)
      createInterface({ input: stream }).on("line", (line) => {
        const m = pattern.exec(line);
        if (m) {
          clearTimeout(timer);
          resolvePort(Number(m[1]));
        }
      });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited before listening (${code ?? signal})`));
    });
  });
}

/** Spawns a server script in http mode (stdin a pipe, so it dies with this process) and waits for its port. */
export async function startHttpChild(
  args: readonly string[],
  env: Readonly<Record<string, string>>,
  own: (child: ChildProcess) => void,
  what: string,
): Promise<{ child: ChildProcess; port: number; url: string }> {
  const child = spawn(process.execPath, [...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  own(child);
  child.stderr?.resume();
  const port = await reportedPort(child, what);
  return { child, port, url: `http://127.0.0.1:${port}/mcp` };
}

/** A stdio server entry for mcp.json: the hostile server with `env`. */
export function hostileStdio(
  env: Record<string, string>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { command: process.execPath, args: [HOSTILE, "stdio"], cwd: ROOT, env, requestTimeoutMs: 20_000, ...extra };
}

/** The hostile server in http mode, on 127.0.0.1. */
export async function startHostileHttp(
  res: Resources,
  env: Record<string, string>,
): Promise<{ port: number; events: string; url: string }> {
  const events = res.eventsFile();
  const { port, url } = await startHttpChild(
    [HOSTILE, "http"],
    { HOSTILE_PORT: "0", HOSTILE_EVENTS: events, ...env },
    (c) => res.child(c),
    "the hostile http server",
  );
  return { port, events, url };
}

export interface Recorded {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

/** A handler that records every request into `requests` and answers 200 with an empty result. */
export function recordingHandler(requests: Recorded[]): (req: IncomingMessage, out: ServerResponse) => void {
  return (req, out) => {
    requests.push({ method: req.method ?? "?", url: req.url ?? "", headers: req.headers });
    req.resume();
    out.writeHead(200, { "content-type": "application/json" });
    out.end('{"jsonrpc":"2.0","id":1,"result":{}}');
  };
}

/** A listener on its own port (another origin) that records every request and answers 200. */
export async function startTrap(res: Resources, host = "127.0.0.1"): Promise<{ port: number; requests: Recorded[] }> {
  const requests: Recorded[] = [];
  const server = res.listener(createServer(recordingHandler(requests)));
  return { port: await listen(server, host), requests };
}
