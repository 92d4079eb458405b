// The fixture server works with the official v2 client over real transports: stdio (spawned by
// StdioClientTransport) and Streamable HTTP on 127.0.0.1 (fixture in a child process). Every
// process started here is reaped and every temp dir removed in afterEach; a fixture still alive
// after its client closed is reported as a leak.
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { Client, SdkError, SdkErrorCode, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { afterEach, describe, expect, it } from "vitest";
import { fixedToolNames, generatedToolName, STRUCTURED_CONTENT } from "../fixtures/server/tools.js";
import { isAlive, readEvents, sleep, waitFor } from "../support/processes.js";
import { tempDir } from "../support/temp.js";

const ROOT = resolve(import.meta.dirname, "../..");
const FIXTURE = join(ROOT, "test/fixtures/server/fixture-server.ts");
const TEST_TIMEOUT_MS = 20_000;
const CONNECT_TIMEOUT_MS = 10_000;

const clients: Client[] = [];
const pids: number[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  await Promise.allSettled(clients.splice(0).map((c) => Promise.race([c.close(), sleep(6_000)])));
  const leaked: number[] = [];
  for (const pid of pids.splice(0)) {
    if (!(await waitFor(() => !isAlive(pid), 1_000))) {
      leaked.push(pid);
      process.kill(pid, "SIGKILL");
    }
  }
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, "exit");
      child.kill("SIGKILL");
      await exited;
    }
  }
  expect(leaked, "fixture processes still alive after their client closed").toEqual([]);
});

function tempEventsFile(): string {
  const dir = tempDir("fixture-server-test-");
  return join(dir, "events.log");
}

async function startStdio(env: Record<string, string> = {}) {
  const events = tempEventsFile();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ["--import", "tsx", FIXTURE, "stdio"],
    cwd: ROOT,
    env: { ...getDefaultEnvironment(), FIXTURE_EVENTS_FILE: events, ...env },
    stderr: "pipe",
  });
  let stderr = "";
  // Always drain a piped stderr: unread, it stalls the child's close.
  transport.stderr?.on("data", (d: Buffer) => {
    stderr = (stderr + d.toString("utf8")).slice(-4096);
  });
  const client = new Client({ name: "fixture-test", version: "0.0.0" });
  clients.push(client);
  await client.connect(transport, { timeout: CONNECT_TIMEOUT_MS });
  if (transport.pid !== null) pids.push(transport.pid);
  return { client, transport, events, stderr: () => stderr };
}

type ToolPage = { tools: { name: string }[]; nextCursor?: string | undefined };

async function toolsPage(client: Client, cursor: string | undefined): Promise<ToolPage> {
  return client.request({ method: "tools/list", params: cursor === undefined ? {} : { cursor } });
}

const textOf = (result: { content?: unknown }): string => {
  const content = result.content as { type: string; text?: string }[];
  expect(content[0]?.type).toBe("text");
  return content[0]?.text ?? "";
};

describe("fixture server over stdio", () => {
  it("pages tools/list K per page with opaque cursors, and each page is logged", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const { client, events } = await startStdio({ FIXTURE_TOOLS: "7", FIXTURE_PAGE_SIZE: "5" });
    const expected = [...fixedToolNames("stdio"), ...Array.from({ length: 7 }, (_, i) => generatedToolName(i + 1))];

    const names: string[] = [];
    const cursors: string[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 20; pages++) {
      const page = await toolsPage(client, cursor);
      expect(page.tools.length).toBeLessThanOrEqual(5);
      names.push(...page.tools.map((t) => t.name));
      cursor = page.nextCursor;
      if (cursor === undefined) break;
      cursors.push(cursor);
    }
    expect(cursor).toBeUndefined();
    expect(names).toEqual(expected);
    expect(new Set(cursors).size).toBe(cursors.length);
    expect(cursors.length).toBe(Math.ceil(expected.length / 5) - 1);
    expect(readEvents(events).filter((l) => l.startsWith("tools/list "))).toEqual([
      "tools/list cursor=-",
      ...cursors.map((c) => `tools/list cursor=${c}`),
    ]);

    // The SDK's no-cursor listTools() walks the same pages itself and aggregates them.
    const all = await client.listTools();
    expect(all.tools.map((t) => t.name)).toEqual(expected);
    expect(readEvents(events).filter((l) => l.startsWith("tools/list ")).length).toBe(2 * (cursors.length + 1));
  });

  it("misbehaves on request: repeated, cycling and empty cursors", { timeout: TEST_TIMEOUT_MS }, async () => {
    const paging = { FIXTURE_TOOLS: "12", FIXTURE_PAGE_SIZE: "5" };
    const repeat = await startStdio({ ...paging, FIXTURE_CURSOR_MODE: "repeat" });
    const r1 = await toolsPage(repeat.client, undefined);
    const r2 = await toolsPage(repeat.client, r1.nextCursor);
    expect(r1.nextCursor).toBeTruthy();
    expect(r2.nextCursor).toBe(r1.nextCursor);

    const cycle = await startStdio({ ...paging, FIXTURE_CURSOR_MODE: "cycle" });
    const c1 = await toolsPage(cycle.client, undefined);
    const c2 = await toolsPage(cycle.client, c1.nextCursor);
    const c3 = await toolsPage(cycle.client, c2.nextCursor);
    expect(c2.nextCursor).not.toBe(c1.nextCursor);
    expect(c3.nextCursor).toBe(c1.nextCursor);

    const empty = await startStdio({ ...paging, FIXTURE_CURSOR_MODE: "empty" });
    expect((await toolsPage(empty.client, undefined)).nextCursor).toBe("");
  });

  it("answers echo, structured, fail and env_presence, without leaking env values", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const secret = "s3cret-value-that-must-not-appear";
    const { client, events } = await startStdio({ FIXTURE_TEST_SECRET: secret });
    await client.listTools(); // primes the SDK's outputSchema validation for `structured`

    expect(textOf(await client.callTool({ name: "echo", arguments: { text: "hello fixture" } }))).toBe("hello fixture");

    const structured = await client.callTool({ name: "structured", arguments: {} });
    expect(structured.structuredContent).toEqual(STRUCTURED_CONTENT);
    expect(structured.isError ?? false).toBe(false);

    const failed = await client.callTool({ name: "fail", arguments: {} });
    expect(failed.isError).toBe(true);
    expect(textOf(failed)).toMatch(/failed on purpose/);

    expect(textOf(await client.callTool({ name: "env_presence", arguments: { name: "FIXTURE_TEST_SECRET" } }))).toBe(
      "present",
    );
    expect(textOf(await client.callTool({ name: "env_presence", arguments: { name: "FIXTURE_TEST_NEVER_SET" } }))).toBe(
      "absent",
    );

    const log = readEvents(events);
    expect(log.filter((l) => l.startsWith("tools/call "))).toEqual([
      "tools/call echo",
      "tools/call structured",
      "tools/call fail",
      "tools/call env_presence",
      "tools/call env_presence",
    ]);
    expect(log.join("\n")).not.toContain(secret);
  });

  it("sees notifications/cancelled when the client aborts a call", { timeout: TEST_TIMEOUT_MS }, async () => {
    const { client, events } = await startStdio();
    const abort = new AbortController();
    const call = client.callTool({ name: "sleep", arguments: { ms: 15_000 } }, { signal: abort.signal });
    expect(await waitFor(() => readEvents(events).includes("tools/call sleep"), 5_000)).toBe(true);
    abort.abort();
    // v2 reports a caller abort as SdkError REQUEST_TIMEOUT, the same code as a real timeout.
    await expect(call).rejects.toSatisfy(
      (e: unknown) => e instanceof SdkError && e.code === SdkErrorCode.RequestTimeout,
    );
    expect(await waitFor(() => readEvents(events).some((l) => /^cancelled \S+$/.test(l)), 5_000)).toBe(true);
  });

  it("is one process per connect and exits on stdin EOF when the client closes", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const { client, transport, events } = await startStdio();
    const pid = transport.pid;
    expect(pid).not.toBeNull();
    expect(readEvents(events).filter((l) => l.startsWith("start "))).toEqual([`start ${pid} stdio`]);
    await client.close();
    expect(await waitFor(() => !isAlive(pid as number), 3_000)).toBe(true);
    expect(readEvents(events).slice(-2)).toEqual(["stdin-eof", "exit 0"]);
  });

  it("crash ends the connection: the pending call rejects with CONNECTION_CLOSED", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const { client, events } = await startStdio();
    await expect(client.callTool({ name: "crash", arguments: {} })).rejects.toSatisfy(
      (e: unknown) => e instanceof SdkError && e.code === SdkErrorCode.ConnectionClosed,
    );
    expect(readEvents(events)).toContain("exit 3");
  });
});

async function startHttpFixture(env: Record<string, string> = {}) {
  const events = tempEventsFile();
  const child = spawn(process.execPath, ["--import", "tsx", FIXTURE, "http"], {
    cwd: ROOT,
    env: { ...getDefaultEnvironment(), FIXTURE_PORT: "0", FIXTURE_EVENTS_FILE: events, ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.push(child);
  child.stderr?.resume();
  const stdoutLines: string[] = [];
  const lines = createInterface({ input: child.stdout! });
  const listening = new Promise<number>((resolveReady, reject) => {
    lines.on("line", (line) => {
      stdoutLines.push(line);
      const m = /^LISTENING (\d+)$/.exec(line);
      if (m) resolveReady(Number(m[1]));
    });
    child.once("exit", (code, signal) => reject(new Error(`fixture exited before listening (${code ?? signal})`)));
    setTimeout(() => reject(new Error("fixture did not print LISTENING in time")), CONNECT_TIMEOUT_MS).unref();
  });
  return { child, events, port: await listening, stdoutLines };
}

describe("fixture server over Streamable HTTP", () => {
  it("serves /mcp on 127.0.0.1: list, echo, header presence; logs auth without its value", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    const token = "Bearer fixture-token-value";
    const { child, events, port, stdoutLines } = await startHttpFixture();
    const client = new Client({ name: "fixture-test", version: "0.0.0" });
    clients.push(client);
    const transport = new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`), {
      requestInit: { headers: { authorization: token } },
    });
    await client.connect(transport, { timeout: CONNECT_TIMEOUT_MS });

    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(fixedToolNames("http"));
    expect(textOf(await client.callTool({ name: "echo", arguments: { text: "over http" } }))).toBe("over http");
    expect(textOf(await client.callTool({ name: "header_presence", arguments: { name: "authorization" } }))).toBe(
      "present",
    );
    expect(textOf(await client.callTool({ name: "header_presence", arguments: { name: "x-not-sent" } }))).toBe(
      "absent",
    );

    await client.close();
    const exited = once(child, "exit");
    child.kill("SIGTERM");
    const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
    expect(signal ?? code).toBe("SIGTERM");

    const log = readEvents(events);
    const http = log.filter((l) => l.startsWith("http "));
    expect(http.length).toBeGreaterThanOrEqual(4);
    expect(http.every((l) => /^http (POST|GET|DELETE) auth=yes$/.test(l))).toBe(true);
    expect(log).toContain("tools/call echo");
    expect(log.join("\n")).not.toContain("fixture-token-value");
    expect(stdoutLines).toEqual([`LISTENING ${port}`]);
  });
});
