// The `mcp` proxy over Streamable HTTP, end to end through a real Runtime: server-everything (an npm
// reference server forced onto 127.0.0.1 by a preload) and the project's fixture server in http mode.
// Covers credential headers and redaction, HTTP error statuses, cross-origin redirects, the raw
// response bound, offline mode and a server crash. Everything listens on 127.0.0.1 only; every
// child, listener, runtime and temp dir is released in afterEach, and no result, status or error
// of any test may contain the planted secret.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import dns from "node:dns";
import { once } from "node:events";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { loadConfig } from "../../src/config/index.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import type { HostResult } from "../../src/results/blocks.js";
import { Runtime } from "../../src/runtime/runtime.js";
import type { EraRow } from "../support/eras.js";
import { ERA_ROWS, eraLabel } from "../support/eras.js";
import { readEvents, sleep, waitFor } from "../support/processes.js";
import { codeOf, printedText } from "../support/results.js";
import { reportedPort } from "../support/servers.js";
import { sessionFront } from "../support/session-front.js";
import { tempDir } from "../support/temp.js";

/** The era rows over HTTP: the fixture's era as env, the server entry's protocolVersion. */
const eraRows = ERA_ROWS.map((row) => [eraLabel(row), row] as const);
const eraEnv = (row: EraRow): Record<string, string> => ({ FIXTURE_ERA: row.fixture });
const eraEntry = (row: EraRow): Record<string, unknown> =>
  row.protocolVersion === undefined ? {} : { protocolVersion: row.protocolVersion };

const ROOT = resolve(import.meta.dirname, "../..");
const FIXTURE = join(ROOT, "test/fixtures/server/fixture-server.ts");
const PRELOAD = join(ROOT, "test/fixtures/loopback-preload.mjs");
const EVERYTHING = join(ROOT, "node_modules/@modelcontextprotocol/server-everything/dist/index.js");
const TEST_TIMEOUT_MS = 29_000;
/** Per-server requestTimeoutMs in these configs: long, so that "quick" failures are clearly not timeouts. */
const REQUEST_TIMEOUT_MS = 20_000;
const MAX_RAW = LIMIT_VALUES["response.maxRawBytes"];

/** The secret behind the Authorization header; long enough to be redacted, random per run. */
const PLANTED = `planted-${randomBytes(12).toString("hex")}`;
expect(PLANTED.length).toBeGreaterThanOrEqual(LIMIT_VALUES["redaction.minValueChars"]);

const children: ChildProcess[] = [];
const listeners: Server[] = [];
const runtimes: Runtime[] = [];
/** Every result, status and error produced in the current test; checked for the secret afterwards. */
const emitted: unknown[] = [];

const alive = (child: ChildProcess): boolean => child.exitCode === null && child.signalCode === null;

afterEach(async () => {
  for (const runtime of runtimes.splice(0)) {
    await Promise.race([runtime.close(), sleep(6_000)]);
    emitted.push(runtime.status());
  }
  for (const child of children.splice(0)) {
    if (!alive(child)) continue;
    const exited = once(child, "exit");
    child.kill("SIGKILL");
    await exited;
  }
  for (const server of listeners.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
  const everything = JSON.stringify(emitted.splice(0));
  expect(everything.includes(PLANTED), "the planted secret reached a result, status or error").toBe(false);
});

interface Fixture {
  readonly child: ChildProcess;
  readonly port: number;
  readonly events: string;
  readonly url: string;
}

/** The fixture in http mode on 127.0.0.1; stdin is a pipe, so it also exits if this process dies. */
async function startFixture(
  env: Record<string, string> = {},
  events: string = join(tempDir("proxy-http-test-"), "events.log"),
): Promise<Fixture> {
  const child = spawn(process.execPath, ["--import", "tsx", FIXTURE, "http"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", FIXTURE_PORT: "0", FIXTURE_EVENTS_FILE: events, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.push(child);
  child.stderr?.resume();
  const port = await reportedPort(child, "fixture");
  return { child, port, events, url: `http://127.0.0.1:${port}/mcp` };
}

/** server-everything in streamableHttp mode, forced onto 127.0.0.1 by the preload (PORT=0). */
async function startEverything(): Promise<{ child: ChildProcess; port: number; url: string }> {
  const child = spawn(process.execPath, ["--import", PRELOAD, EVERYTHING, "streamableHttp"], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  // It console.logs every request: drain stdout so it never blocks.
  child.stdout?.resume();
  const port = await reportedPort(child, "server-everything", /^LOOPBACK_LISTENING (\d+)$/, child.stderr!);
  return { child, port, url: `http://127.0.0.1:${port}/mcp` };
}

/** A plain listener on another port (another origin) that records every request reaching it. */
async function startRecorder(): Promise<{
  port: number;
  requests: { method: string; url: string; authorization: boolean }[];
}> {
  const requests: { method: string; url: string; authorization: boolean }[] = [];
  const server = createServer((req, res) => {
    requests.push({
      method: req.method ?? "?",
      url: req.url ?? "",
      authorization: req.headers.authorization !== undefined,
    });
    req.resume();
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"jsonrpc":"2.0","id":0,"result":{}}');
  });
  listeners.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { port: (server.address() as AddressInfo).port, requests };
}

/**
 * A front for the fixture on its own port that can forget every session it has seen, answering
 * requests that carry one of them with 404 as a restarted server would (session loss).
 */
async function startSessionFront(
  target: number,
): Promise<{ url: string; forget: () => void; forgotten: () => number }> {
  const front = sessionFront(target);
  const server = createServer(front.handler);
  listeners.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}/mcp`, forget: front.forget, forgotten: front.refused };
}

/** Whether a TCP connection to host:port is accepted (within a short bound). */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolveAccepts) => {
    const socket = connect({ host, port });
    const done = (ok: boolean): void => {
      socket.destroy();
      resolveAccepts(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

interface Session {
  readonly runtime: Runtime;
  readonly proxy: McpProxy;
  call(args: unknown): Promise<HostResult>;
}

/** Writes mcp.json into a temp home, loads it as the adapter does, and starts a runtime over it. */
function session(servers: Record<string, Record<string, unknown>>, o: { offline?: boolean } = {}): Session {
  const home = tempDir("proxy-http-test-");
  mkdirSync(join(home, ".config", "mcp"), { recursive: true });
  writeFileSync(join(home, ".config", "mcp", "mcp.json"), JSON.stringify({ mcpServers: servers }));
  const config = loadConfig({ home, cwd: home, projectTrusted: false });
  expect(config.problems.map((p) => p.code)).toEqual([]);
  const runtime = new Runtime(config, {
    environment: { PATH: process.env.PATH ?? "", PLANTED },
    cwd: home,
    offline: o.offline ?? false,
    spillBase: join(home, "spills"),
  });
  runtimes.push(runtime);
  const proxy = new McpProxy(runtime);
  return {
    runtime,
    proxy,
    async call(args) {
      const result = await proxy.call(args);
      emitted.push(result);
      return result;
    },
  };
}

const withAuth = (url: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  url,
  headers: { Authorization: "Bearer ${PLANTED}" },
  requestTimeoutMs: REQUEST_TIMEOUT_MS,
  ...extra,
});

/** The server text between the real untrusted label, which must be the first and last line. */
function labelled(r: HostResult): string {
  const lines = printedText(r).split("\n");
  const open = /^\[mcp result ([0-9A-Z]{4,})\]$/.exec(lines[0] ?? "");
  expect(open, printedText(r)).not.toBeNull();
  expect(lines.at(-1)).toBe(`[/mcp ${open![1]}]`);
  return lines.slice(1, -1).join("\n");
}

describe("server-everything over Streamable HTTP on 127.0.0.1", () => {
  it("lists, searches, describes and calls echo through the proxy", { timeout: TEST_TIMEOUT_MS }, async () => {
    const everything = await startEverything();
    // The preload bound it to 127.0.0.1 alone: another loopback address (which a wildcard bind
    // would accept on Linux) is refused.
    expect(await accepts("127.0.0.1", everything.port)).toBe(true);
    expect(await accepts("127.0.0.2", everything.port)).toBe(false);
    const s = session({ everything: withAuth(everything.url) });

    const before = await s.call({});
    expect(printedText(before)).toContain('"everything": disconnected; transport=http');

    const list = await s.call({ server: "everything" });
    expect(list.isError).toBe(false);
    const toolLines = printedText(list)
      .split("\n")
      .filter((l) => l.startsWith("- "));
    expect(toolLines).toContainEqual(expect.stringMatching(/^- echo: /));
    expect(list.details.travis234Mcp.toolCount).toBe(toolLines.length);

    const search = await s.call({ server: "everything", search: "echo" });
    expect(search.isError).toBe(false);
    expect(printedText(search)).toMatch(/matching "echo" \(\d+\):\n- echo: /);

    const describeEcho = await s.call({ server: "everything", operation: "tools.describe", name: "echo" });
    expect(describeEcho.isError).toBe(false);
    expect(printedText(describeEcho)).toContain('Tool "echo" on "everything"');
    expect(printedText(describeEcho)).toContain('"message"');

    const call = await s.call({ server: "everything", tool: "echo", args: { message: "hello over streamable http" } });
    expect(call.isError).toBe(false);
    expect(labelled(call)).toBe("Echo: hello over streamable http");

    const unknown = await s.call({ server: "everything", tool: "no-such-tool", args: {} });
    expect(unknown.isError).toBe(true);
    expect(codeOf(unknown)).toBe("MCPA_TOOL_UNKNOWN");

    const after = await s.call({});
    expect(printedText(after)).toMatch(/"everything": connected; transport=http/);
  });
});

describe("fixture server over Streamable HTTP on 127.0.0.1", () => {
  it.each(eraRows)(
    "sends the resolved Authorization header, and the secret never comes back (%s)",
    { timeout: TEST_TIMEOUT_MS },
    async (_label, row) => {
      const fx = await startFixture(eraEnv(row));
      const s = session({ fx: withAuth(fx.url, eraEntry(row)) });

      const list = await s.call({ server: "fx" });
      expect(printedText(list)).toMatch(/\n- echo: [^\n]+\n/);
      expect(printedText(list)).toMatch(/\n- header_presence: /);
      const described = await s.call({ server: "fx", describe: "echo" });
      expect(printedText(described)).toContain('Tool "echo" on "fx"');
      expect(printedText(described)).toContain('"text"');
      expect(labelled(await s.call({ server: "fx", tool: "echo", args: { text: "plain" } }))).toBe("plain");
      expect(
        printedText(await s.call({ server: "fx", tool: "header_presence", args: { name: "authorization" } })),
      ).toContain("\npresent\n");
      expect(
        printedText(await s.call({ server: "fx", tool: "header_presence", args: { name: "x-never-sent" } })),
      ).toContain("\nabsent\n");

      // A server that reflects the credential: the value is redacted, its name stays.
      const reflected = await s.call({
        server: "fx",
        tool: "echo",
        args: { text: `token=${PLANTED}; again ${PLANTED}` },
      });
      expect(reflected.isError).toBe(false);
      expect(labelled(reflected)).toBe("token=[redacted:PLANTED]; again [redacted:PLANTED]");

      // Errors of every kind: tool error, JSON-RPC error, unknown tool, invalid request.
      const failed = await s.call({ server: "fx", tool: "fail", args: {} });
      expect(failed.isError).toBe(true);
      const badArgs = await s.call({ server: "fx", tool: "echo", args: { text: 42 } });
      expect(badArgs.isError).toBe(true);
      expect(codeOf(await s.call({ server: "fx", describe: "missing-tool" }))).toBe("MCPA_TOOL_UNKNOWN");
      expect(codeOf(await s.call({ server: "fx", tool: "echo", args: "not an object" }))).toBe(
        "MCPA_REQUEST_OBJECT_TYPE",
      );
      await s.call({ server: "fx", search: "e" });
      await s.call({});

      const http = readEvents(fx.events).filter((l) => l.startsWith("http "));
      expect(http.length).toBeGreaterThanOrEqual(4);
      expect(http.filter((l) => !/^http (POST|GET|DELETE) auth=yes$/.test(l))).toEqual([]);
      expect(readFileSync(fx.events, "utf8")).not.toContain(PLANTED);
      expect(s.runtime.status()[0]).toMatchObject({ protocolEra: row.era, protocolVersion: row.version });
      expect(readEvents(fx.events).includes("initialize")).toBe(row.era === "legacy");
      expect(readEvents(fx.events).filter((l) => l === "tools/call echo")).toHaveLength(3);
      // afterEach checks every result above, and the runtime's status, for the planted value.
    },
  );

  it.each(eraRows)(
    "ends a legacy session with a DELETE when the session closes, and sends none for 2026-07-28 (%s)",
    { timeout: TEST_TIMEOUT_MS },
    async (_label, row) => {
      const fx = await startFixture(eraEnv(row));
      const s = session({ fx: withAuth(fx.url, eraEntry(row)) });
      expect(labelled(await s.call({ server: "fx", tool: "echo", args: { text: "before close" } }))).toBe(
        "before close",
      );
      expect(readEvents(fx.events).filter((l) => l.startsWith("http DELETE"))).toEqual([]);
      await s.runtime.close();
      // The DELETE carries the same resolved headers as every other request of the session.
      expect(readEvents(fx.events).filter((l) => l.startsWith("http DELETE"))).toEqual(
        row.era === "legacy" ? ["http DELETE auth=yes"] : [],
      );
    },
  );

  it.each([404, 401, 500, 503])(
    "HTTP %i on connect is a clear connect error naming the status, without the body",
    { timeout: TEST_TIMEOUT_MS },
    async (status) => {
      const fx = await startFixture({ FIXTURE_HTTP_STATUS: String(status) });
      const s = session({ fx: withAuth(fx.url) });
      const started = Date.now();
      const r = await s.call({ server: "fx" });
      const elapsed = Date.now() - started;
      expect(r.isError).toBe(true);
      expect(["MCPA_RUNTIME_CONNECT_FAILED", "MCPA_RUNTIME_CONNECTION_LOST"]).toContain(codeOf(r));
      expect(printedText(r)).toContain(`HTTP status ${status}`);
      // The fixture's body says "Fixture forced HTTP <status>": none of it may be shown.
      expect(printedText(r)).not.toMatch(/Fixture|forced/i);
      expect(JSON.stringify(r.details)).not.toMatch(/Fixture|forced/i);
      expect(elapsed).toBeLessThan(REQUEST_TIMEOUT_MS / 4);
      expect(s.runtime.status()[0]).toMatchObject({ state: "failed", lastErrorCode: codeOf(r) });
      expect(readEvents(fx.events)).toContain("http POST auth=yes");
    },
  );

  it.each(eraRows)(
    "refuses a redirect to another origin; nothing reaches that origin (%s)",
    { timeout: TEST_TIMEOUT_MS },
    async (_label, row) => {
      const other = await startRecorder();
      const fx = await startFixture({ ...eraEnv(row), FIXTURE_REDIRECT_TO: `http://127.0.0.1:${other.port}/mcp` });
      const s = session({ fx: withAuth(fx.url, eraEntry(row)) });

      const first = await s.call({ server: "fx" });
      expect(first.isError).toBe(true);
      expect(codeOf(first)).toBe("MCPA_RUNTIME_REDIRECT");
      expect(printedText(first)).not.toContain(String(other.port));
      const second = await s.call({ server: "fx", tool: "echo", args: { text: "x" } });
      expect(codeOf(second)).toBe("MCPA_RUNTIME_REDIRECT");

      // The fixture did see the (authorised) POSTs, so the redirect really was answered.
      expect(readEvents(fx.events).filter((l) => l === "http POST auth=yes").length).toBeGreaterThanOrEqual(2);
      // The positive marker instead of a fixed sleep: a probe of our own is recorded, so the other
      // origin is live and has served anything that reached it first; nothing else did.
      await (await fetch(`http://127.0.0.1:${other.port}/probe`)).text();
      expect(await waitFor(() => other.requests.some((r) => r.url === "/probe"), 5_000)).toBe(true);
      expect(other.requests.filter((r) => r.url !== "/probe")).toEqual([]);
    },
  );

  it.each(eraRows)(
    "fails only the call whose reply exceeds response.maxRawBytes; the next call uses the same connection (%s)",
    { timeout: TEST_TIMEOUT_MS },
    async (_label, row) => {
      const fx = await startFixture(eraEnv(row));
      const s = session({ fx: withAuth(fx.url, eraEntry(row)) });
      expect(labelled(await s.call({ server: "fx", tool: "echo", args: { text: "before" } }))).toBe("before");
      const connection = s.runtime.server("fx").current;
      expect(connection).toBeDefined();

      const started = Date.now();
      const huge = await s.call({ server: "fx", tool: "huge", args: { bytes: MAX_RAW + 1 } });
      const elapsed = Date.now() - started;
      expect(huge.isError).toBe(true);
      expect(codeOf(huge)).toBe("MCPA_RESULT_TOO_LARGE");
      expect(printedText(huge)).toContain(`exceeded ${MAX_RAW} bytes`);
      expect(printedText(huge)).not.toContain("xxxxxxxx");
      expect(elapsed).toBeLessThan(REQUEST_TIMEOUT_MS / 4);

      const next = await s.call({ server: "fx", tool: "echo", args: { text: "after" } });
      expect(next.isError).toBe(false);
      expect(labelled(next)).toBe("after");
      expect(s.runtime.server("fx").current).toBe(connection);

      // A reply comfortably under the bound is not refused: it is spilled with a preview.
      const big = await s.call({ server: "fx", tool: "huge", args: { bytes: MAX_RAW - 64 * 1024 } });
      expect(big.isError).toBe(false);
      expect(big.details.travis234Mcp.output).toMatch(/^mcp-output-[0-9a-f]+$/);
      expect(Buffer.byteLength(printedText(big))).toBeLessThanOrEqual(LIMIT_VALUES["inline.maxBytes"]);
      expect(s.runtime.server("fx").current).toBe(connection);
      expect(readEvents(fx.events).filter((l) => l === "initialize")).toHaveLength(row.era === "legacy" ? 1 : 0);
    },
  );

  it.each(eraRows)(
    "list_changed invalidates the tool catalog; input_required is a clear error (%s)",
    { timeout: TEST_TIMEOUT_MS },
    async (_label, row) => {
      const fx = await startFixture(eraEnv(row));
      const s = session({ fx: withAuth(fx.url, eraEntry(row)) });
      const lists = (): number => readEvents(fx.events).filter((l) => l === "tools/list cursor=-").length;
      expect((await s.call({ server: "fx" })).isError).toBe(false);
      expect((await s.call({ server: "fx" })).isError).toBe(false);
      expect(lists()).toBe(1);
      expect((await s.call({ server: "fx", tool: "notify_list_changed", args: {} })).isError).toBe(false);
      await sleep(300);
      expect((await s.call({ server: "fx" })).isError).toBe(false);
      expect(lists()).toBe(2);
      const connection = s.runtime.server("fx").current;
      const sampling = await s.call({ server: "fx", tool: "needs_sampling", args: {} });
      expect(codeOf(sampling)).toBe("MCPA_RUNTIME_INPUT_REQUIRED");
      if (row.era === "modern")
        expect(codeOf(await s.call({ server: "fx", tool: "ask_user", args: {} }))).toBe("MCPA_RUNTIME_INPUT_REQUIRED");
      expect(labelled(await s.call({ server: "fx", tool: "echo", args: { text: "still" } }))).toBe("still");
      expect(s.runtime.server("fx").current).toBe(connection);
    },
  );

  it("offline: refuses a non-loopback URL without resolving it, and still allows loopback", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const fx = await startFixture();
    const lookups: string[] = [];
    const fetched: string[] = [];
    const realLookup = dns.lookup;
    const realFetch = globalThis.fetch;
    (dns as { lookup: unknown }).lookup = (host: string, ...rest: unknown[]) => {
      lookups.push(host);
      return (realLookup as (...a: unknown[]) => unknown)(host, ...rest);
    };
    globalThis.fetch = ((input: string | URL | Request, init?: RequestInit) => {
      fetched.push(new URL(input instanceof Request ? input.url : String(input)).hostname);
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const s = session(
        {
          remote: { url: "https://example.invalid/mcp", headers: { Authorization: "Bearer ${PLANTED}" } },
          fx: withAuth(fx.url),
          local: withAuth(`http://localhost:${fx.port}/mcp`),
        },
        { offline: true },
      );
      const started = Date.now();
      const refused = await s.call({ server: "remote" });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(refused.isError).toBe(true);
      expect(codeOf(refused)).toBe("MCPA_RUNTIME_OFFLINE");
      expect(printedText(refused)).toContain("remote");
      const again = await s.call({ server: "remote", tool: "echo", args: { text: "x" } });
      expect(codeOf(again)).toBe("MCPA_RUNTIME_OFFLINE");

      const loopback = await s.call({ server: "fx", tool: "echo", args: { text: "offline but local" } });
      expect(loopback.isError).toBe(false);
      expect(labelled(loopback)).toBe("offline but local");
      const byName = await s.call({ server: "local", tool: "echo", args: { text: "localhost too" } });
      expect(byName.isError).toBe(false);

      // The spies do see what the transport resolves and fetches...
      expect(fetched).toContain("127.0.0.1");
      expect(lookups).toContain("localhost");
      // ...and the remote host was never fetched nor resolved.
      expect(fetched.filter((h) => h.endsWith("example.invalid"))).toEqual([]);
      expect(lookups.filter((h) => h.endsWith("example.invalid"))).toEqual([]);
    } finally {
      (dns as { lookup: unknown }).lookup = realLookup;
      globalThis.fetch = realFetch;
    }
  });

  it("a crash mid-call fails that call quickly, and the next call reconnects", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const fx = await startFixture();
    const s = session({ fx: withAuth(fx.url) });
    expect(labelled(await s.call({ server: "fx", tool: "echo", args: { text: "first" } }))).toBe("first");
    const exited = once(fx.child, "exit");

    const started = Date.now();
    const crashed = await s.call({ server: "fx", tool: "crash", args: {} });
    const elapsed = Date.now() - started;
    expect(crashed.isError).toBe(true);
    expect(codeOf(crashed)).toBe("MCPA_RUNTIME_CONNECTION_LOST");
    expect(printedText(crashed)).toContain("MCP server fx: the connection broke during call");
    expect(elapsed).toBeLessThan(REQUEST_TIMEOUT_MS / 4);
    await exited;
    expect(s.runtime.status()[0]).toMatchObject({ state: "failed", lastErrorCode: "MCPA_RUNTIME_CONNECTION_LOST" });

    // The server comes back on the same port: the next call opens a new connection.
    await startFixture({ FIXTURE_PORT: String(fx.port) }, fx.events);
    const next = await s.call({ server: "fx", tool: "echo", args: { text: "after the crash" } });
    expect(next.isError).toBe(false);
    expect(labelled(next)).toBe("after the crash");
    const events = readEvents(fx.events);
    expect(events.filter((l) => l.startsWith("start "))).toHaveLength(2);
    expect(events.filter((l) => l === "initialize")).toHaveLength(2);
    expect(events.filter((l) => l === "tools/call crash")).toHaveLength(1);
    expect(s.runtime.status()[0]?.state).toBe("connected");
  });

  it("a lost HTTP session (404 for a known session id) drops the connection; the next call reconnects", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const fx = await startFixture();
    const front = await startSessionFront(fx.port);
    const s = session({ fx: withAuth(front.url) });
    expect(labelled(await s.call({ server: "fx", tool: "echo", args: { text: "first" } }))).toBe("first");
    const firstConnection = s.runtime.server("fx").current;

    front.forget();
    const lost = await s.call({ server: "fx", tool: "echo", args: { text: "lost" } });
    expect(lost.isError).toBe(true);
    expect(codeOf(lost)).toBe("MCPA_RUNTIME_CONNECTION_LOST");
    expect(printedText(lost)).toContain("HTTP status 404");
    const next = await s.call({ server: "fx", tool: "echo", args: { text: "again" } });
    expect(next.isError).toBe(false);
    expect(labelled(next)).toBe("again");
    expect(s.runtime.server("fx").current).not.toBe(firstConnection);
    expect(readEvents(fx.events).filter((l) => l === "initialize")).toHaveLength(2);
    expect(front.forgotten()).toBeGreaterThanOrEqual(1);
  });
});
