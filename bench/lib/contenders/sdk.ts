// The baseline: the official v2 client (@modelcontextprotocol/client 2.4.0) used directly, with no
// adapter in between, over stdio (spawning server-everything) and over Streamable HTTP.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import type { Processes } from "../procs.js";
import { EVERYTHING, ROOT } from "../setup.js";
import type { EchoContender } from "./contender.js";
import { check, echoed } from "./contender.js";

const INFO = { name: "travis234-bench-raw-sdk", version: "0.0.0" };

export interface StdioServer {
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

export const EVERYTHING_STDIO: StdioServer = { command: process.execPath, args: [EVERYTHING, "stdio"] };

/** Spawns `server` and connects a client to it; the close is registered with `procs`. */
export async function connectStdio(server: StdioServer, procs: Processes, name: string): Promise<Client> {
  const transport = new StdioClientTransport({
    command: server.command,
    args: [...server.args],
    cwd: ROOT,
    env: { ...getDefaultEnvironment(), ...server.env },
    stderr: "pipe",
  });
  const client = new Client({ ...INFO }, { capabilities: {} });
  procs.onCleanup(name, () => client.close());
  const started = client.connect(transport);
  transport.stderr?.on("data", () => {});
  await started;
  procs.snapshot();
  return client;
}

async function connectHttp(url: string, procs: Processes, name: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(url));
  const client = new Client({ ...INFO }, { capabilities: {} });
  procs.onCleanup(name, async () => {
    await transport.terminateSession().catch(() => {});
    await client.close();
  });
  await client.connect(transport);
  return client;
}

function echoContender(client: Client, transport: "stdio" | "http"): EchoContender {
  return {
    id: `${transport}.sdk`,
    label: "raw SDK",
    transport,
    async call(message) {
      const r = await client.callTool({ name: "echo", arguments: { message } });
      const first = (r.content as { type: string; text?: string }[] | undefined)?.[0];
      check(r.isError !== true && first?.text === echoed(message), "raw SDK echo", r);
    },
  };
}

export async function sdkStdio(procs: Processes): Promise<EchoContender> {
  return echoContender(await connectStdio(EVERYTHING_STDIO, procs, "raw SDK stdio"), "stdio");
}

export async function sdkHttp(url: string, procs: Processes): Promise<EchoContender> {
  return echoContender(await connectHttp(url, procs, "raw SDK http"), "http");
}

/** Cold reference: spawn + initialize, then the first echo, with the raw SDK (ms from before spawn). */
export async function sdkCold(
  procs: Processes,
): Promise<{ readyMs: number; firstCallMs: number; close: () => Promise<void> }> {
  const t0 = performance.now();
  const client = await connectStdio(EVERYTHING_STDIO, procs, "raw SDK cold");
  const readyMs = performance.now() - t0;
  await echoContender(client, "stdio").call("cold");
  const firstCallMs = performance.now() - t0;
  return { readyMs, firstCallMs, close: () => client.close() };
}
