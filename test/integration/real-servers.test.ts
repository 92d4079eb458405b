// What the model sees from real third-party servers: the npm reference servers
// (server-everything, server-filesystem on a generated tree with a large file, a PNG and a binary,
// server-memory, server-sequential-thinking) and, from .venv-servers (made by .ci/run from
// test/real-servers/requirements.txt), mcp-server-git on a generated repository, mcp-server-time and
// a FastMCP server (test/fixtures/fastmcp/server.py) over stdio and Streamable HTTP. Asserted: each
// datum once, text blobs readable, images retained, big results paged back exactly, no process left.
// Without .venv-servers the Python part fails under CI=true and is skipped, with the reason, locally.
import type { ChildProcess } from "node:child_process";
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import type { McpProxy } from "../../src/proxy/proxy.js";
import type { HostResult } from "../../src/results/blocks.js";
import type { ServerSpec } from "./proxy-stdio-harness.js";
import { EVERYTHING, FILESYSTEM, Harness, isAlive, labelBody, meta, ROOT, waitFor } from "./proxy-stdio-harness.js";
import { png } from "../support/png.js";

const MEMORY = join(ROOT, "node_modules/@modelcontextprotocol/server-memory/dist/index.js");
const THINKING = join(ROOT, "node_modules/@modelcontextprotocol/server-sequential-thinking/dist/index.js");
const VENV = join(ROOT, ".venv-servers");
const PYTHON = join(VENV, "bin/python");
const FASTMCP = join(ROOT, "test/fixtures/fastmcp/server.py");
const LABEL_MAX = LIMIT_VALUES["results.labelMaxChars"];

const h = new Harness();
afterEach(async () => {
  expect(await h.cleanup()).toEqual([]);
});

/** The model-visible text: every text block, in order. */
const seen = (r: HostResult): string => r.content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n");
const count = (text: string, part: string): number => text.split(part).length - 1;

async function call(proxy: McpProxy, server: string, tool: string, args: Record<string, unknown> = {}): Promise<HostResult> {
  const r = await proxy.call({ server, tool, args });
  expect(r.isError, seen(r)).toBe(false);
  return r;
}

/** Pages a spilled text back through output.read and returns it whole. */
async function pageBack(proxy: McpProxy, server: string, output: string): Promise<string> {
  let offset: number | null = 0;
  let whole = "";
  for (let i = 0; offset !== null && i < 1_000; i++) {
    const w = await proxy.call({ server, operation: "output.read", output, offset });
    expect(w.isError, seen(w)).toBe(false);
    const lines = seen(w).split("\n");
    whole += lines.slice(1, -2).join("\n");
    offset = meta(w).nextOffset as number | null;
  }
  return whole;
}


describe("npm reference servers", () => {
  it("server-filesystem: a file once, a big file paged back exactly, a PNG as an image, a binary retained", { timeout: 60_000 }, async () => {
    const tree = h.tempDir("real-fs-");
    const small = "small file line\n".repeat(256);
    const big = Array.from({ length: 12_000 }, (_, i) => `big file line ${i} ${"é".repeat(i % 7)}\n`).join("");
    const image = png(96, (_, n) => randomBytes(n));
    const binary = randomBytes(4096);
    mkdirSync(join(tree, "sub"));
    writeFileSync(join(tree, "small.txt"), small);
    writeFileSync(join(tree, "sub/big.txt"), big);
    writeFileSync(join(tree, "pixel.png"), image);
    writeFileSync(join(tree, "data.bin"), binary);
    const { runtime, proxy } = h.open({ fs: { command: process.execPath, args: [FILESYSTEM, tree] } });

    const read = await call(proxy, "fs", "read_text_file", { path: join(tree, "small.txt") });
    h.notePids(runtime);
    expect(labelBody(seen(read))).toBe(small);
    expect(seen(read).length).toBeLessThanOrEqual(small.length + LABEL_MAX + 2);
    expect(meta(read).structuredContentShown).toBe(false);

    const bigRead = await call(proxy, "fs", "read_text_file", { path: join(tree, "sub/big.txt") });
    const output = meta(bigRead).output as string;
    expect(output).toMatch(/^mcp-output-[0-9a-f]{32}$/);
    expect(await pageBack(proxy, "fs", output)).toBe(big);

    const media = await call(proxy, "fs", "read_media_file", { path: join(tree, "pixel.png") });
    const images = media.content.filter((b) => b.type === "image");
    expect(images).toEqual([{ type: "image", data: image.toString("base64"), mimeType: "image/png" }]);
    expect(seen(media)).not.toContain(image.toString("base64").slice(0, 64));
    expect(meta(media).output).toBeUndefined();
    expect(seen(media).length).toBeLessThanOrEqual(LABEL_MAX + 40);

    const bin = await call(proxy, "fs", "read_media_file", { path: join(tree, "data.bin") });
    expect(meta(bin).retained).toHaveLength(1);
    expect(seen(bin)).toContain(`application/octet-stream, ${binary.length} bytes, retained as`);
    expect(seen(bin)).not.toContain(binary.toString("base64").slice(0, 64));
    expect(meta(bin).output).toBeUndefined();

    const listing = await call(proxy, "fs", "list_directory", { path: tree });
    expect(count(seen(listing), "small.txt")).toBe(1);
  });

  it("server-everything: echo costs its text and the labels; structured weather once; a text/plain blob is text", { timeout: 60_000 }, async () => {
    const { runtime, proxy } = h.open({ everything: { command: process.execPath, args: [EVERYTHING] } });
    const echo = await call(proxy, "everything", "echo", { message: "hi" });
    h.notePids(runtime);
    expect(labelBody(seen(echo))).toBe("Echo: hi");
    expect(seen(echo).length).toBeLessThanOrEqual("Echo: hi".length + LABEL_MAX + 2);

    const weather = await call(proxy, "everything", "get-structured-content", { location: "New York" });
    expect(meta(weather).hasStructuredContent).toBe(true);
    expect(meta(weather).structuredContentShown).toBe(false);
    expect(count(seen(weather), '"temperature"')).toBe(1);

    const blob = await call(proxy, "everything", "get-resource-reference", { resourceType: "Blob", resourceId: 2 });
    expect(seen(blob)).toMatch(/\[embedded resource uri=\S+ mime=text\/plain\]\nResource 2: This is a base64 blob created at /);
    expect(meta(blob).retained).toBeUndefined();
  });

  it("server-memory and server-sequential-thinking: created entities and a thought are shown once", { timeout: 60_000 }, async () => {
    const dir = h.tempDir("real-memory-");
    const { runtime, proxy } = h.open({
      memory: { command: process.execPath, args: [MEMORY], env: { MEMORY_FILE_PATH: join(dir, "memory.jsonl") } },
      thinking: { command: process.execPath, args: [THINKING], env: { DISABLE_THOUGHT_LOGGING: "true" } },
    });
    const created = await call(proxy, "memory", "create_entities", { entities: [{ name: "Ada", entityType: "person", observations: ["wrote the first program"] }] });
    h.notePids(runtime);
    expect(meta(created).structuredContentShown).toBe(false);
    expect(count(seen(created), "wrote the first program")).toBe(1);
    const graph = await call(proxy, "memory", "read_graph");
    expect(count(seen(graph), "wrote the first program")).toBe(1);
    const deleted = await call(proxy, "memory", "delete_entities", { entityNames: ["Ada"] });
    expect(count(seen(deleted), "Entities deleted successfully")).toBe(1);

    const thought = await call(proxy, "thinking", "sequentialthinking", { thought: "consider the problem", thoughtNumber: 1, totalThoughts: 1, nextThoughtNeeded: false });
    h.notePids(runtime);
    expect(count(seen(thought), '"thoughtNumber"')).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// PyPI servers from .venv-servers.

const venvMissing = ["python", "mcp-server-git", "mcp-server-time"].filter((b) => !existsSync(join(VENV, "bin", b)));
const skipReason = venvMissing.length === 0 ? undefined : `.venv-servers lacks ${venvMissing.join(", ")} (bash .ci/run makes it from test/real-servers/requirements.txt)`;
if (skipReason !== undefined && process.env.CI !== "true") console.warn(`real-servers: skipping the PyPI servers: ${skipReason}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

const httpChildren: ChildProcess[] = [];
afterAll(async () => {
  for (const c of httpChildren.splice(0)) {
    if (c.pid === undefined) continue;
    c.kill("SIGTERM");
    if (!(await waitFor(() => !isAlive(c.pid as number), 3_000))) c.kill("SIGKILL");
    expect(await waitFor(() => !isAlive(c.pid as number), 3_000)).toBe(true);
  }
});

async function startFastMcpHttp(): Promise<string> {
  const port = await freePort();
  const child = spawn(PYTHON, [FASTMCP, "http", String(port)], { cwd: ROOT, env: { PATH: process.env.PATH ?? "", HOME: h.tempDir("real-fastmcp-home-") }, stdio: ["ignore", "ignore", "pipe"] });
  httpChildren.push(child);
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (d: string) => (stderr = (stderr + d).slice(-2000)));
  const url = `http://127.0.0.1:${port}/mcp`;
  let up = false;
  for (const deadline = Date.now() + 20_000; !up && Date.now() < deadline; ) {
    try {
      await fetch(url, { method: "GET", signal: AbortSignal.timeout(500) });
      up = true;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  expect(up, `FastMCP over HTTP did not start: ${stderr}`).toBe(true);
  return url;
}

describe.skipIf(skipReason !== undefined && process.env.CI !== "true")("PyPI servers", () => {
  it(".venv-servers is installed", () => {
    // Under CI=true a missing venv is a failure, not a silent skip.
    expect(skipReason).toBeUndefined();
  });

  const fastmcpChecks = async (proxy: McpProxy, server: string): Promise<void> => {
    expect(labelBody(seen(await call(proxy, server, "add", { a: 2, b: 40 })))).toBe("42");
    expect(labelBody(seen(await call(proxy, server, "greet", { name: "Ada" })))).toBe("Hello, Ada!");
    const numbers = await call(proxy, server, "numbers", { n: 3 });
    expect(meta(numbers).structuredContentShown).toBe(false);
    const profile = await call(proxy, server, "profile", { name: "Ada" });
    expect(meta(profile).structuredContentShown).toBe(false);
    expect(count(seen(profile), "typescript")).toBe(1);
    const lines = 3_000;
    const big = await call(proxy, server, "big_text", { lines });
    const expected = Array.from({ length: lines }, (_, i) => `line ${String(i).padStart(6, "0")} of the big text\n`).join("");
    expect(await pageBack(proxy, server, meta(big).output as string)).toBe(expected);
    expect(meta(big).structuredContentShown).toBe(false);
  };

  it("FastMCP over stdio and Streamable HTTP: scalars, lists and records once; a big text paged back exactly", { timeout: 90_000 }, async () => {
    const url = await startFastMcpHttp();
    const stdio: ServerSpec = { command: PYTHON, args: [FASTMCP, "stdio"], env: { HOME: h.tempDir("real-fastmcp-home-") } };
    const { runtime, proxy } = h.open({ fmstdio: stdio, fmhttp: { url } as unknown as ServerSpec });
    await fastmcpChecks(proxy, "fmstdio");
    h.notePids(runtime);
    await fastmcpChecks(proxy, "fmhttp");
  });

  it("mcp-server-git on a generated repository and mcp-server-time: each datum once", { timeout: 90_000 }, async () => {
    const repo = h.tempDir("real-git-");
    const git = (...args: string[]): string => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8", env: { PATH: process.env.PATH ?? "", HOME: repo, GIT_CONFIG_NOSYSTEM: "1" } });
    git("init", "-q", "-b", "main");
    git("config", "user.email", "t@example.invalid");
    git("config", "user.name", "Test");
    writeFileSync(join(repo, "a.txt"), "first\n");
    git("add", "a.txt");
    git("commit", "-q", "-m", "first commit of the generated repository");
    writeFileSync(join(repo, "a.txt"), "first\nsecond\n");
    const { runtime, proxy } = h.open({
      git: { command: join(VENV, "bin/mcp-server-git"), args: ["--repository", repo], env: { HOME: repo } },
      time: { command: join(VENV, "bin/mcp-server-time"), args: ["--local-timezone", "UTC"] },
    });
    const status = await call(proxy, "git", "git_status", { repo_path: repo });
    h.notePids(runtime);
    expect(count(seen(status), "a.txt")).toBe(1);
    expect(seen(status).length).toBeLessThanOrEqual(labelBody(seen(status)).length + LABEL_MAX + 2);
    expect(meta(status).structuredContentShown ?? false).toBe(false);
    const log = await call(proxy, "git", "git_log", { repo_path: repo });
    expect(count(seen(log), "first commit of the generated repository")).toBe(1);
    const diff = await call(proxy, "git", "git_diff_unstaged", { repo_path: repo });
    expect(count(seen(diff), "+second")).toBe(1);

    const now = await call(proxy, "time", "get_current_time", { timezone: "UTC" });
    h.notePids(runtime);
    expect(count(seen(now), '"timezone"')).toBe(1);
    expect(meta(now).structuredContentShown ?? false).toBe(false);
    expect(readFileSync(join(repo, "a.txt"), "utf8")).toBe("first\nsecond\n");
  });
});
