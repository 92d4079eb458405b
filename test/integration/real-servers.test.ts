// What the model sees from real third-party servers: the npm reference servers
// (server-everything, server-filesystem on a generated tree with a large file, a PNG and a binary,
// server-memory, server-sequential-thinking) and, from .venv-servers (made by build/provision.mjs from
// test/real-servers/requirements.txt), mcp-server-git on a generated repository, mcp-server-time and
// a FastMCP server (test/fixtures/fastmcp/server.py) over stdio and Streamable HTTP, mcp-server-fetch
// on loopback pages and a server on the official Python SDK (test/fixtures/python-sdk/server.py)
// over Streamable HTTP; server-pdf for an MCP Apps-era server. Asserted: each
// datum once, text blobs readable, images retained, big results paged back exactly, no process left.
// Without .venv-servers the Python part fails under CI=true and is skipped, with the reason, locally.
import type { ChildProcess } from "node:child_process";
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import type { McpProxy } from "../../src/proxy/proxy.js";
import type { HostResult } from "../../src/results/blocks.js";
import {
  EVERYTHING,
  FASTMCP,
  FILESYSTEM,
  MEMORY,
  PDF,
  PYTHON_SDK,
  ROOT,
  SERVERS_VENV,
  THINKING,
} from "../support/paths.js";
import { png } from "../support/png.js";
import { isAlive, waitFor } from "../support/processes.js";
import type { ServerSpec } from "../support/proxy.js";
import { ProxyHarness } from "../support/proxy.js";
import { labelBody, meta } from "../support/results.js";

const PYTHON = join(SERVERS_VENV, "bin/python");
const LABEL_MAX = LIMIT_VALUES["results.labelMaxChars"];

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup()).toEqual([]);
});

/** The model-visible text: every text block, in order. */
const seen = (r: HostResult): string => r.content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("\n");
const count = (text: string, part: string): number => text.split(part).length - 1;

async function call(
  proxy: McpProxy,
  server: string,
  tool: string,
  args: Record<string, unknown> = {},
): Promise<HostResult> {
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
  it("server-filesystem: a file once, a big file paged back exactly, a PNG as an image, a binary retained", {
    timeout: 60_000,
  }, async () => {
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

  it("server-everything: echo costs its text and the labels; structured weather once; a text/plain blob is text", {
    timeout: 60_000,
  }, async () => {
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
    expect(seen(blob)).toMatch(
      /\[embedded resource uri=\S+ mime=text\/plain\]\nResource 2: This is a base64 blob created at /,
    );
    expect(meta(blob).retained).toBeUndefined();
  });

  it("server-memory and server-sequential-thinking: created entities and a thought are shown once", {
    timeout: 60_000,
  }, async () => {
    const dir = h.tempDir("real-memory-");
    const { runtime, proxy } = h.open({
      memory: { command: process.execPath, args: [MEMORY], env: { MEMORY_FILE_PATH: join(dir, "memory.jsonl") } },
      thinking: { command: process.execPath, args: [THINKING], env: { DISABLE_THOUGHT_LOGGING: "true" } },
    });
    const created = await call(proxy, "memory", "create_entities", {
      entities: [{ name: "Ada", entityType: "person", observations: ["wrote the first program"] }],
    });
    h.notePids(runtime);
    expect(meta(created).structuredContentShown).toBe(false);
    expect(count(seen(created), "wrote the first program")).toBe(1);
    const graph = await call(proxy, "memory", "read_graph");
    expect(count(seen(graph), "wrote the first program")).toBe(1);
    const deleted = await call(proxy, "memory", "delete_entities", { entityNames: ["Ada"] });
    expect(count(seen(deleted), "Entities deleted successfully")).toBe(1);

    const thought = await call(proxy, "thinking", "sequentialthinking", {
      thought: "consider the problem",
      thoughtNumber: 1,
      totalThoughts: 1,
      nextThoughtNeeded: false,
    });
    h.notePids(runtime);
    expect(count(seen(thought), '"thoughtNumber"')).toBe(1);
  });
});

/** A one-page PDF holding `words`, written out by hand (objects, xref table, trailer). */
function pdf(words: string): Buffer {
  const stream = `BT /F1 12 Tf 20 50 Td (${words}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets = objects.map((o, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  return Buffer.from(
    `${out}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    "latin1",
  );
}

describe("an MCP Apps-era server: server-pdf", () => {
  it("tools for an app's interface are neither listed nor callable, a viewer tool is listed plainly, and status counts them", {
    timeout: 60_000,
  }, async () => {
    const file = join(h.tempDir("real-pdf-"), "paper.pdf");
    writeFileSync(file, pdf("Hello from the real-servers suite"));
    const { runtime, proxy } = h.open({ pdf: { command: process.execPath, args: [PDF, "--stdio", file] } });
    const list = await proxy.call({ server: "pdf" });
    h.notePids(runtime);
    expect(seen(list)).toMatch(/MCP tools on "pdf" \(3(?:; \[ro\] read-only)?\):/);
    // display_pdf has an app view but answers in text too: it is not marked as needing a viewer.
    expect(seen(list)).toMatch(/\n- display_pdf: (?!\[)/);
    expect(seen(list)).not.toContain("read_pdf_bytes");
    expect(seen(await proxy.call({ server: "pdf", search: "pdf bytes" }))).not.toContain("read_pdf_bytes");
    const refused = await proxy.call({ server: "pdf", tool: "read_pdf_bytes", args: { url: `file://${file}` } });
    expect(meta(refused).code).toBe("MCPA_TOOL_APP_ONLY");
    expect(seen(refused)).toContain("is for an MCP Apps host");
    const files = await call(proxy, "pdf", "list_pdfs");
    expect(count(seen(files), `file://${file}`)).toBeGreaterThanOrEqual(1);
    expect(seen(await proxy.call({}))).toMatch(/"pdf": connected;.*toolsNotOffered=6/);
  });
});

// ---------------------------------------------------------------------------------------------
// PyPI servers from .venv-servers.

const venvMissing = ["python", "mcp-server-git", "mcp-server-time", "mcp-server-fetch"].filter(
  (b) => !existsSync(join(SERVERS_VENV, "bin", b)),
);
const skipReason =
  venvMissing.length === 0
    ? undefined
    : `.venv-servers lacks ${venvMissing.join(", ")} (npm run provision makes it from test/real-servers/requirements.txt)`;
if (skipReason !== undefined && process.env.CI !== "true")
  console.warn(`real-servers: skipping the PyPI servers: ${skipReason}`);

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

async function startFastMcpHttp(script: readonly string[] = [FASTMCP, "http"]): Promise<string> {
  const port = await freePort();
  const child = spawn(PYTHON, [...script, String(port)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: h.tempDir("real-fastmcp-home-") },
    stdio: ["ignore", "ignore", "pipe"],
  });
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
    const expected = Array.from(
      { length: lines },
      (_, i) => `line ${String(i).padStart(6, "0")} of the big text\n`,
    ).join("");
    expect(await pageBack(proxy, server, meta(big).output as string)).toBe(expected);
    expect(meta(big).structuredContentShown).toBe(false);
  };

  it("FastMCP over stdio and Streamable HTTP: scalars, lists and records once; a big text paged back exactly", {
    timeout: 90_000,
  }, async () => {
    const url = await startFastMcpHttp();
    const stdio: ServerSpec = {
      command: PYTHON,
      args: [FASTMCP, "stdio"],
      env: { HOME: h.tempDir("real-fastmcp-home-") },
    };
    const { runtime, proxy } = h.open({ fmstdio: stdio, fmhttp: { url } as unknown as ServerSpec });
    await fastmcpChecks(proxy, "fmstdio");
    h.notePids(runtime);
    await fastmcpChecks(proxy, "fmhttp");
  });

  it("mcp-server-git on a generated repository and mcp-server-time: each datum once", { timeout: 90_000 }, async () => {
    const repo = h.tempDir("real-git-");
    const git = (...args: string[]): string =>
      execFileSync("git", ["-C", repo, ...args], {
        encoding: "utf8",
        env: { PATH: process.env.PATH ?? "", HOME: repo, GIT_CONFIG_NOSYSTEM: "1" },
      });
    git("init", "-q", "-b", "main");
    git("config", "user.email", "t@example.invalid");
    git("config", "user.name", "Test");
    writeFileSync(join(repo, "a.txt"), "first\n");
    git("add", "a.txt");
    git("commit", "-q", "-m", "first commit of the generated repository");
    writeFileSync(join(repo, "a.txt"), "first\nsecond\n");
    const { runtime, proxy } = h.open({
      git: { command: join(SERVERS_VENV, "bin/mcp-server-git"), args: ["--repository", repo], env: { HOME: repo } },
      time: { command: join(SERVERS_VENV, "bin/mcp-server-time"), args: ["--local-timezone", "UTC"] },
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

  it("mcp-server-fetch on loopback pages: random bytes are retained as binary, an escape sequence is escaped", {
    timeout: 90_000,
  }, async () => {
    const random = randomBytes(2048);
    const page = "<html><body><h1>Loopback page</h1><p>red \u001b[31m alert \u0007 bell</p></body></html>";
    const web = createHttpServer((req, res) => {
      if (req.url === "/random") res.writeHead(200, { "content-type": "application/octet-stream" }).end(random);
      else if (req.url === "/page") res.writeHead(200, { "content-type": "text/html" }).end(page);
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => web.listen(0, "127.0.0.1", () => r()));
    const base = `http://127.0.0.1:${(web.address() as { port: number }).port}`;
    try {
      const { runtime, proxy } = h.open({
        fetch: {
          command: join(SERVERS_VENV, "bin/mcp-server-fetch"),
          args: ["--ignore-robots-txt", "--allow-private-ips"],
        },
      });
      const bytes = await call(proxy, "fetch", "fetch", { url: `${base}/random`, raw: true });
      h.notePids(runtime);
      expect(seen(bytes)).toMatch(
        /\[text of \d+ bytes, mostly control or replacement characters \(binary data\): not shown, retained as mcp-output-[0-9a-f]+\]/,
      );
      expect(seen(bytes)).not.toContain("\ufffd");
      expect(meta(bytes).retained).toHaveLength(1);
      const text = seen(await call(proxy, "fetch", "fetch", { url: `${base}/page`, raw: true }));
      expect(text).toContain("red \\u001b[31m alert \\u0007 bell");
      expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    } finally {
      web.closeAllConnections();
      await new Promise<void>((r) => web.close(() => r()));
    }
  });

  it("the official Python SDK over Streamable HTTP: resources by the URIs its own text gives, words in queries, its own error message", {
    timeout: 90_000,
  }, async () => {
    const url = await startFastMcpHttp([PYTHON_SDK]);
    const { proxy } = h.open({ py: { url } as unknown as ServerSpec });
    const found = await proxy.call({ server: "py", operation: "resources.list", query: "index notes" });
    expect(seen(found)).toContain('1 match "index notes"');
    // The index lists the notes by URI, as servers' own documents do; each is read as given.
    const index = await proxy.call({ server: "py", operation: "resources.read", resource: "notes://index" });
    expect(labelBody(seen(index))).toContain("notes://note/welcome");
    const note = await proxy.call({ server: "py", operation: "resources.read", resource: "notes://note/welcome" });
    expect(labelBody(seen(note))).toContain("Welcome note: read me by URI.");
    const unknown = await proxy.call({ server: "py", operation: "resources.read", resource: "notes://note/nope" });
    expect(meta(unknown).code).toBe("MCPA_RUNTIME_RESOURCE_READ_ERROR");
    expect(seen(unknown)).toMatch(/\[mcp server error [0-9A-Z]{4,}\]\n[^\n]*notes:\/\/note\/nope/);
    const unlisted = await proxy.call({ server: "py", operation: "resources.read", resource: "other://thing" });
    expect(meta(unlisted).code).toBe("MCPA_RESOURCE_UNKNOWN_URI");
    expect(labelBody(seen(await call(proxy, "py", "word_count", { text: "one two three" })))).toBe("3");
  });
});
