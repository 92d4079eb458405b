// Shared by the resources-prompts integration tests: the mini resources/prompts server, the checks
// that no URI (or its user info, path or query text) reaches the model, reference extraction, a
// client-side request recorder, spill counting, and server-everything / fixture over Streamable
// HTTP on 127.0.0.1 with a stop() that reaps them.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { HostResult } from "../../src/results/blocks.js";
import type { Runtime } from "../../src/runtime/runtime.js";
import { EVERYTHING, FIXTURE, ROOT } from "../support/paths.js";
import type { ProxyHarness, ServerSpec } from "../support/proxy.js";
import { textOf } from "../support/results.js";
import { reportedPort } from "../support/servers.js";
import { spillDirsUnder } from "../support/spills.js";

export const RP_SERVER = join(ROOT, "test/integration/resources-prompts-server.mjs");
const PRELOAD = join(ROOT, "test/fixtures/loopback-preload.mjs");

export const REFERENCE = /mcp-resource-[0-9a-f]{32}/g;
const TEMPLATE_LINE = /^- mcp-resource-[0-9a-f]{32} template /;
/** References of listed resources (template lines left out). */
export const refsOf = (r: HostResult): string[] =>
  textOf(r)
    .split("\n")
    .filter((l) => !TEMPLATE_LINE.test(l))
    .join("\n")
    .match(REFERENCE) ?? [];
/** References of listed templates. */
export const templateRefsOf = (r: HostResult): string[] =>
  textOf(r)
    .split("\n")
    .filter((l) => TEMPLATE_LINE.test(l))
    .join("\n")
    .match(REFERENCE) ?? [];

/** The mini resources/prompts server over stdio, with its own events file. */
export function rpServer(
  h: ProxyHarness,
  env: Readonly<Record<string, string>> = {},
): { spec: ServerSpec; events: string } {
  const events = h.eventsFile();
  return {
    spec: { command: process.execPath, args: [RP_SERVER], cwd: ROOT, env: { RP_EVENTS_FILE: events, ...env } },
    events,
  };
}

/** What a URI of any of the servers used here could leak: scheme, user info, path or query text. */
const URI_PARTS = [
  /demo:\/\//,
  /fixture:\/\//,
  /file:/,
  /https?:\/\//,
  /example\.com/,
  /user-?\d*:/,
  /pw-\d/,
  /query-text/,
  /\/private\//,
  /\?q=/,
  /\?token=/,
  /resource\/(static|dynamic)\//,
];

export function expectNoUri(r: HostResult | string): void {
  const t = typeof r === "string" ? r : JSON.stringify(r);
  for (const part of URI_PARTS) expect(t, `${part} reached the model`).not.toMatch(part);
}

/** Records the MCP method of every request the server's current client sends from now on. */
export function recordRequests(runtime: Runtime, server: string): string[] {
  const conn = runtime.server(server).current;
  if (!conn) throw new Error(`${server} is not connected`);
  const seen: string[] = [];
  const client = conn.client as unknown as { request: (req: { method: string }, ...rest: unknown[]) => unknown };
  const original = client.request.bind(client);
  client.request = (req, ...rest) => {
    seen.push(req.method);
    return original(req, ...rest);
  };
  return seen;
}

/** Spill files of a runtime (the owner file excluded), once the writes queued by the last call are done
 * (a spill's file is written after the reply: src/results/spills.ts). */
export async function spillFiles(spillBase: string): Promise<string[]> {
  await new Promise((r) => setImmediate(r));
  return spillDirsUnder(spillBase).flatMap((d) =>
    readdirSync(join(spillBase, d))
      .filter((f) => f !== "owner.pid")
      .map((f) => join(d, f)),
  );
}

/** HTTP servers started by a test; stop() kills and reaps every one of them. */
export class HttpServers {
  private readonly children: ChildProcess[] = [];

  /** server-everything in streamableHttp mode, held on 127.0.0.1 by the loopback preload. */
  async everything(): Promise<{ url: string; pid: number }> {
    const child = spawn(process.execPath, ["--import", PRELOAD, EVERYTHING, "streamableHttp"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", PORT: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.children.push(child);
    child.stdout?.resume();
    const port = await reportedPort(child, "server-everything", /^LOOPBACK_LISTENING (\d+)$/, child.stderr!);
    return { url: `http://127.0.0.1:${port}/mcp`, pid: child.pid as number };
  }

  /** The fixture in http mode; stdin is a pipe, so it also exits if this process dies. */
  async fixture(events: string, env: Readonly<Record<string, string>> = {}): Promise<{ url: string; pid: number }> {
    const child = spawn(process.execPath, ["--import", "tsx", FIXTURE, "http"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", FIXTURE_PORT: "0", FIXTURE_EVENTS_FILE: events, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.children.push(child);
    child.stderr?.resume();
    const port = await reportedPort(child, "fixture");
    return { url: `http://127.0.0.1:${port}/mcp`, pid: child.pid as number };
  }

  async stop(): Promise<void> {
    for (const child of this.children.splice(0)) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    }
  }
}

/** An mcp.json entry for a URL (the harness writes whatever it is given). */
export const urlSpec = (url: string): ServerSpec => ({ url }) as unknown as ServerSpec;
