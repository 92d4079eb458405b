// The guarded fetch's bookkeeping per request: nothing stays attached to the transport's
// connection-long signal, and a request the client cancelled has its response dropped, however that
// response ends (read to the end, failed, or cancelled by the reader).
import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { guardedFetch } from "../../../src/runtime/http-fetch.js";

const ORIGIN = "http://127.0.0.1:9";

/** Listeners plus the signals that AbortSignal.any() made dependent on `signal` (a Node internal; 0 where absent). */
function attached(signal: AbortSignal): number {
  const dependants = Object.getOwnPropertySymbols(signal).find((s) => s.description === "kDependantSignals");
  const set =
    dependants === undefined ? undefined : (signal as unknown as Record<symbol, Set<unknown> | undefined>)[dependants];
  return getEventListeners(signal, "abort").length + (set?.size ?? 0);
}
const post = (body: object, signal: AbortSignal): RequestInit => ({
  method: "POST",
  body: JSON.stringify(body),
  signal,
  headers: { "content-type": "application/json" },
});
const call = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "echo" } });
const cancelled = (id: number) => ({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: id } });

/** A fake server: JSON for ids below 100, a never-ending SSE stream (recording its signal) otherwise. */
function fakeBase(seen: AbortSignal[]) {
  return async (_input: string | URL, init?: RequestInit): Promise<Response> => {
    const signal = init?.signal as AbortSignal;
    seen.push(signal);
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as { id?: number }) : {};
    if (body.id === undefined || body.id < 100) {
      return new Response(JSON.stringify({ jsonrpc: "2.0", id: body.id ?? null, result: {} }), {
        headers: { "content-type": "application/json" },
      });
    }
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(": trickle\n"));
        signal.addEventListener("abort", () => controller.error(signal.reason), { once: true });
      },
    });
    return new Response(stream, { headers: { "content-type": "text/event-stream" } });
  };
}

describe("guardedFetch bookkeeping", () => {
  it("leaves no listener on the connection-long signal after JSON, SSE, cancelled and failed responses", async () => {
    const outer = new AbortController();
    const seen: AbortSignal[] = [];
    const fetch = guardedFetch({ server: "s", origin: ORIGIN, maxBodyBytes: 1 << 20 }, fakeBase(seen));
    for (let i = 1; i <= 50; i++) await (await fetch(`${ORIGIN}/mcp`, post(call(i), outer.signal))).text();
    expect(attached(outer.signal)).toBe(0);

    // An SSE response its reader cancels, and one that fails when the client cancels the request.
    const cancelledByReader = await fetch(`${ORIGIN}/mcp`, post(call(100), outer.signal));
    const reader = cancelledByReader.body?.getReader();
    await reader?.read();
    await reader?.cancel();
    const failing = await fetch(`${ORIGIN}/mcp`, post(call(101), outer.signal));
    const failed = failing.text();
    await (await fetch(`${ORIGIN}/mcp`, post(cancelled(101), outer.signal))).text();
    await expect(failed).rejects.toBeDefined();
    expect(seen[51]?.aborted).toBe(true);
    expect(attached(outer.signal)).toBe(0);
  });

  it("aborting the transport's signal still aborts a response being read", async () => {
    const outer = new AbortController();
    const seen: AbortSignal[] = [];
    const fetch = guardedFetch({ server: "s", origin: ORIGIN, maxBodyBytes: 1 << 20 }, fakeBase(seen));
    const res = await fetch(`${ORIGIN}/mcp`, post(call(200), outer.signal));
    const text = res.text();
    outer.abort();
    await expect(text).rejects.toBeDefined();
    expect(seen[0]?.aborted).toBe(true);
    expect(attached(outer.signal)).toBe(0);
  });
});
