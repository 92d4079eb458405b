// The raw stdio skeleton of the hand-written fixture servers (test/support/raw-stdio-server.mjs),
// driven as the adapter drives them: a child process, bytes on its stdin, lines read back from its
// stdout. What the hostile fixtures rely on is checked here once: a line split across writes, CRLF,
// junk ignored, an over-long line dropped whole without losing the next one, a throwing handler
// answering nothing, raw bytes passed through untouched, and exit 0 at stdin EOF.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const SKELETON = pathToFileURL(join(import.meta.dirname, "../support/raw-stdio-server.mjs")).href;

/** A server on the skeleton with a 128-byte line bound and a handler for each behaviour under test. */
const SERVER = `
import { delay, initializeResult, serveStdio, writeRaw } from ${JSON.stringify(SKELETON)};
serveStdio({
  maxLineBytes: 128,
  initialize: { name: "skeleton", version: "1.0.0", capabilities: { tools: {} } },
  methods: {
    echo: (params) => ({ echoed: params.text }),
    "initialize-old": (params) =>
      initializeResult(params, { protocolVersion: "2024-11-05", name: "old", version: "0.1.0", capabilities: {} }),
    later: async (params) => {
      await delay(20);
      return { later: params.text };
    },
    throws: () => {
      throw new Error("careless");
    },
    raw: (_params, request) => {
      writeRaw(Buffer.from([0x7b, 0xff, 0x0a]));
      request.error(-32000, "after raw");
      return undefined;
    },
  },
  notifications: { "notifications/ping-back": (params) => writeRaw(\`pong \${params.n}\\n\`) },
});
`;

interface Run {
  readonly stdout: Buffer;
  readonly code: number | null;
}

const request = (id: number, method: string, params?: object): string =>
  JSON.stringify({ jsonrpc: "2.0", id, method, ...(params ? { params } : {}) });

/**
 * Starts the server, pings it (id 0), then writes each chunk 30 ms after the previous one (a real
 * split); stdin ends after the last one, or once `ready(stdout)` holds (for late replies).
 */
function run(chunks: readonly (string | Buffer)[], ready: (out: Buffer) => boolean = () => true): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", SERVER], {
      stdio: ["pipe", "pipe", "inherit"],
    });
    const out: Buffer[] = [];
    let written = false;
    const endWhenReady = (): void => {
      if (written && child.stdin.writable && ready(Buffer.concat(out))) child.stdin.end();
    };
    child.stdout.on("data", (c: Buffer) => {
      out.push(c);
      endWhenReady();
    });
    child.once("error", reject);
    child.once("exit", (code) => resolve({ stdout: Buffer.concat(out), code }));
    const write = (i: number): void => {
      if (i === chunks.length) {
        written = true;
        endWhenReady();
        return;
      }
      child.stdin.write(chunks[i], () => setTimeout(() => write(i + 1), 30));
    };
    // A ping first, and the chunks only once it is answered: the server is reading by then, so
    // each chunk reaches it as a read of its own instead of all of them in one.
    child.stdout.once("data", () => write(0));
    child.stdin.write(`${request(0, "ping")}\n`);
  });
}

/** The lines after the start-up ping's answer, parsed when they are JSON. */
const lines = (r: Run): unknown[] =>
  r.stdout
    .toString("utf8")
    .split("\n")
    .slice(1)
    .filter((l) => l !== "")
    .map((l) => {
      try {
        return JSON.parse(l) as unknown;
      } catch {
        return l;
      }
    });

describe("the raw stdio server skeleton", () => {
  it("answers initialize (echoed or fixed version), ping and a request split across writes and ended by CRLF; ignores junk and notifications", async () => {
    const split = request(3, "echo", { text: "split" });
    const r = await run([
      `${request(1, "initialize", { protocolVersion: "2025-06-18" })}\n\n   \nnot json\nnull\n5\n`,
      `{"jsonrpc":"2.0","method":"notifications/initialized"}\n${request(2, "ping")}\n${split.slice(0, 20)}`,
      `${split.slice(20)}\r\n${request(4, "nope")}\n${request(13, "initialize-old", { protocolVersion: "2025-06-18" })}\n`,
    ]);
    expect(lines(r)).toEqual([
      {
        jsonrpc: "2.0",
        id: 1,
        result: {
          protocolVersion: "2025-06-18",
          capabilities: { tools: {} },
          serverInfo: { name: "skeleton", version: "1.0.0" },
        },
      },
      { jsonrpc: "2.0", id: 2, result: {} },
      { jsonrpc: "2.0", id: 3, result: { echoed: "split" } },
      { jsonrpc: "2.0", id: 4, error: { code: -32601, message: "Method not found" } },
      {
        jsonrpc: "2.0",
        id: 13,
        result: { protocolVersion: "2024-11-05", capabilities: {}, serverInfo: { name: "old", version: "0.1.0" } },
      },
    ]);
    expect(r.code).toBe(0);
  });

  it("drops a line over the bound whole, however many writes it spans, and answers the next one", async () => {
    // Valid JSON as a whole, and its last write alone is a request: neither may be answered.
    const long = `${" ".repeat(250)}${request(5, "echo", { text: "cut" })}`;
    const r = await run([
      long.slice(0, 100),
      long.slice(100, 250),
      `${long.slice(250)}\n${request(6, "echo", { text: "ok" })}\n`,
    ]);
    expect(lines(r)).toEqual([{ jsonrpc: "2.0", id: 6, result: { echoed: "ok" } }]);
    const exact = request(7, "echo", { text: "y" }).padEnd(128, " ");
    const over = `${exact} `;
    const bound = await run([`${exact}\n${over}\n`]);
    expect(lines(bound)).toEqual([{ jsonrpc: "2.0", id: 7, result: { echoed: "y" } }]);
  });

  it("awaits an async handler, answers nothing for a throwing one, passes raw bytes through, runs notification handlers", async () => {
    const r = await run(
      [
        `${request(8, "later", { text: "a" })}\n${request(9, "throws")}\n${request(10, "echo", { text: "b" })}\n`,
        `{"jsonrpc":"2.0","method":"notifications/ping-back","params":{"n":1}}\n${request(11, "raw")}\n`,
      ],
      (out) => out.includes('"id":8') && out.includes('"id":11'),
    );
    const text = r.stdout.toString("latin1");
    expect(text).toContain('{"jsonrpc":"2.0","id":10,"result":{"echoed":"b"}}\n');
    expect(text).toContain('{"jsonrpc":"2.0","id":8,"result":{"later":"a"}}\n');
    expect(text).not.toContain('"id":9');
    expect(text).toContain("pong 1\n");
    expect(r.stdout.includes(Buffer.from([0x7b, 0xff, 0x0a, ...Buffer.from('{"jsonrpc":"2.0","id":11,"error"')]))).toBe(
      true,
    );
  });

  it("handles a last line without a newline, then exits 0 at stdin EOF", async () => {
    const r = await run([request(12, "echo", { text: "tail" })]);
    expect(lines(r)).toEqual([{ jsonrpc: "2.0", id: 12, result: { echoed: "tail" } }]);
    expect(r.code).toBe(0);
  });
});
