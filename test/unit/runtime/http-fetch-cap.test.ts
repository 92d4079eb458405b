// The raw bound on JSON HTTP bodies (response.maxRawBytes, 8 MiB), at the guarded fetch itself:
// a body of exactly the bound is passed through byte for byte; one byte more is replaced by the
// adapter's oversize JSON-RPC error for each request id of the POST, and the server's stream is
// cancelled there rather than read on (a server that never ends its body costs one bound).
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { guardedFetch, OVERSIZE_MARKER, OVERSIZE_RPC_CODE } from "../../../src/runtime/http-fetch.js";

const ORIGIN = "http://127.0.0.1:9";
const MAX = LIMIT_VALUES["response.maxRawBytes"];
const CHUNK = 64 * 1024;

const post = (body: unknown): RequestInit => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "content-type": "application/json" },
});
const call = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "huge" } });

/** A JSON body of `bytes` bytes, served in 64 KiB chunks; counts what was pulled. */
function jsonBody(bytes: number): {
  base: (input: string | URL, init?: RequestInit) => Promise<Response>;
  pulled: () => number;
  cancelled: () => boolean;
} {
  let pulled = 0;
  let cancelled = false;
  const base = async (): Promise<Response> => {
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const left = bytes - pulled;
        if (left <= 0) return controller.close();
        const n = Math.min(CHUNK, left);
        pulled += n;
        controller.enqueue(new Uint8Array(n).fill(0x20));
      },
      cancel() {
        cancelled = true;
      },
    });
    return new Response(stream, { headers: { "content-type": "application/json" } });
  };
  return { base, pulled: () => pulled, cancelled: () => cancelled };
}

describe("guardedFetch: the JSON body bound", () => {
  it("the spec bound is 8 MiB", () => {
    expect(MAX).toBe(8 * 1024 * 1024);
  });

  it("a body of exactly response.maxRawBytes passes through whole and unchanged", async () => {
    const server = jsonBody(MAX);
    const fetch = guardedFetch({ server: "s", origin: ORIGIN, maxBodyBytes: MAX }, server.base);
    const res = await fetch(`${ORIGIN}/mcp`, post(call(1)));
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.length).toBe(MAX);
    expect(body.every((b) => b === 0x20)).toBe(true);
    expect(server.cancelled()).toBe(false);
  });

  it("one byte more: the body is replaced by the oversize JSON-RPC error for that request id", async () => {
    const server = jsonBody(MAX + 1);
    const fetch = guardedFetch({ server: "s", origin: ORIGIN, maxBodyBytes: MAX }, server.base);
    const res = await fetch(`${ORIGIN}/mcp`, post(call(7)));
    expect(res.status).toBe(200);
    expect(JSON.parse(await res.text())).toEqual({
      jsonrpc: "2.0",
      id: 7,
      error: { code: OVERSIZE_RPC_CODE, message: `response exceeded ${MAX} bytes`, data: { [OVERSIZE_MARKER]: true } },
    });
  });

  it("a batch POST gets one oversize error per request id", async () => {
    const server = jsonBody(MAX + 1);
    const fetch = guardedFetch({ server: "s", origin: ORIGIN, maxBodyBytes: MAX }, server.base);
    const res = await fetch(`${ORIGIN}/mcp`, post([call(3), call(4)]));
    const replies = JSON.parse(await res.text()) as { id: number; error: { code: number } }[];
    expect(replies.map((r) => [r.id, r.error.code])).toEqual([
      [3, OVERSIZE_RPC_CODE],
      [4, OVERSIZE_RPC_CODE],
    ]);
  });

  it("a body far over the bound is cut there: the stream is cancelled, a few chunks past the bound at most are pulled", async () => {
    // Four times the bound (finite, so that a missing cap fails this assertion rather than the process).
    const server = jsonBody(4 * MAX);
    const fetch = guardedFetch({ server: "s", origin: ORIGIN, maxBodyBytes: MAX }, server.base);
    const res = await fetch(`${ORIGIN}/mcp`, post(call(9)));
    const reply = JSON.parse(await res.text()) as { id: number; error: { code: number } };
    expect(reply).toMatchObject({ id: 9, error: { code: OVERSIZE_RPC_CODE } });
    expect(server.cancelled()).toBe(true);
    // The stream may have buffered a chunk or two ahead of the reader; never the whole body.
    expect(server.pulled()).toBeLessThanOrEqual(MAX + 4 * CHUNK);
  });
});
