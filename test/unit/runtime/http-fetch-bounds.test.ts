// The guarded fetch over a fake server in this process: the per-event SSE bound (exact bound passes,
// one byte more trips, blank lines end an event and CRLF counts the same, many short `data:` lines of
// one event add up), what replaces an oversized event, the request ids a POST body names, redirects
// within the origin and the hop bound, the broken-transport reports, and which bodies are read, kept
// within the bound or dropped unread.
import { getEventListeners } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { AdapterError } from "../../../src/errors/index.js";
import type { GuardOptions } from "../../../src/runtime/http-fetch.js";
import { guardedFetch, OVERSIZE_MARKER, OVERSIZE_RPC_CODE, oversizeResponse } from "../../../src/runtime/http-fetch.js";

// Every step here takes microseconds: a stream that never settles fails its test at once.
vi.setConfig({ testTimeout: 3_000 });

const ORIGIN = "http://127.0.0.1:9";
const URL_ = `${ORIGIN}/mcp`;
const SSE = { "content-type": "text/event-stream" };
const JSON_H = { "content-type": "application/json" };
const enc = new TextEncoder();

interface Seen {
  readonly url: string;
  readonly init: RequestInit;
}

/** A source stream over the given chunks that records its cancel; `hold` keeps it open after them. */
function source(chunks: (string | Uint8Array)[], hold = false) {
  const state = { cancelled: false, reason: undefined as unknown, pulled: 0 };
  const queue = [...chunks];
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = queue.shift();
      if (next === undefined) {
        if (!hold) controller.close();
        return new Promise<void>(() => {});
      }
      state.pulled += 1;
      controller.enqueue(typeof next === "string" ? enc.encode(next) : next);
      return undefined;
    },
    cancel(reason) {
      state.cancelled = true;
      state.reason = reason;
    },
  });
  return { stream, state };
}

/** A fake server answering each request with the next handler; records what it was asked. */
function server(...handlers: ((url: string, init: RequestInit) => Response | Promise<Response>)[]) {
  const seen: Seen[] = [];
  const base = async (input: string | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input);
    const i = init ?? {};
    seen.push({ url, init: i });
    const h = handlers[Math.min(seen.length - 1, handlers.length - 1)];
    if (h === undefined) throw new Error("no handler");
    return h(url, i);
  };
  return { base, seen };
}

function guard(base: ReturnType<typeof server>["base"], extra: Partial<GuardOptions> = {}) {
  return guardedFetch({ server: "fx", origin: ORIGIN, maxBodyBytes: 10, ...extra }, base);
}

const call = (id: number | string) => ({ jsonrpc: "2.0", id, method: "tools/call", params: { name: "echo" } });
const cancelled = (id: number | string) => ({
  jsonrpc: "2.0",
  method: "notifications/cancelled",
  params: { requestId: id },
});
const postOf = (body: unknown, signal?: AbortSignal): RequestInit => ({
  method: "POST",
  body: typeof body === "string" ? body : JSON.stringify(body),
  headers: JSON_H,
  ...(signal ? { signal } : {}),
});
const oversizeText = (id: number | string, max: number) => JSON.stringify(oversizeResponse(id, max));
const injected = (id: number | string, max: number) => `\n\nevent: message\ndata: ${oversizeText(id, max)}\n\n`;

/** A fake server streaming one SSE body (optionally held open), returning the guarded text and the source state. */
async function sseThrough(chunks: string[], init: RequestInit, hold = false, max = 10) {
  const src = source(chunks, hold);
  const { base } = server(() => new Response(src.stream, { headers: SSE }));
  const res = await guard(base, { maxBodyBytes: max })(URL_, init);
  return { res, src };
}

describe("guardedFetch: the SSE event bound", () => {
  it("an event of exactly the bound passes, also split into one-byte chunks; one byte more trips", async () => {
    const exact = "data: abc\n\n"; // 10 bytes up to the blank line, which is not counted
    const whole = await sseThrough([exact], postOf(call(1)));
    expect(await whole.res.text()).toBe(exact);
    const bytes = await sseThrough([...exact], postOf(call(1)));
    expect(await bytes.res.text()).toBe(exact);
    const over = await sseThrough(["data: abcd\n\n"], postOf(call(1)));
    expect(await over.res.text()).toBe(`data: abcd${injected(1, 10)}`);
  });

  it("a blank line ends an event: several events each within the bound pass, whatever their total", async () => {
    const events = ["data: abc\n\n", "data: xyz\n", "\n", "event: m\n\n", ": c\n\n"];
    const { res } = await sseThrough(events, postOf(call(1)));
    expect(await res.text()).toBe(events.join(""));
  });

  it("CRLF line ends are counted as LF: CR is counted, and does not hide the blank line", async () => {
    const event = "data: ab\r\n\r\n"; // 8 + CR + LF + CR = 11 bytes before the blank line's LF
    const { res } = await sseThrough([event, event, event], postOf(call(1)), false, 11);
    expect(await res.text()).toBe(event.repeat(3));
    const over = await sseThrough(["data: abc\r\n\r\n"], postOf(call(2)), false, 11);
    expect(await over.res.text()).toBe(`data: abc\r\n${injected(2, 11)}`);
  });

  it("one event of many short data: lines adding up past the bound is refused (the count spans its lines)", async () => {
    const lines = "data: a\n".repeat(4); // 8 bytes a line, 32 bytes, no blank line
    const { res, src } = await sseThrough([lines, "\n"], postOf(call(5)), false, 20);
    expect(await res.text()).toBe(`${lines.slice(0, 20)}${injected(5, 20)}`);
    expect(src.state.cancelled).toBe(true);
  });

  it("an oversized event of a POST ends the stream at once, even when the server holds it open", async () => {
    const { res, src } = await sseThrough(["data: ok\n\n", "data: 0123456789"], postOf(call(3)), true);
    expect(await res.text()).toBe(`data: ok\n\ndata: 0123${injected(3, 10)}`);
    expect(src.state.cancelled).toBe(true);
  });

  it("a batch POST gets one injected oversize event per request id, in order", async () => {
    const { res } = await sseThrough(["data: 0123456789"], postOf([call(3), call("four")]));
    expect(await res.text()).toBe(`data: 0123${injected(3, 10)}${injected("four", 10)}`);
  });

  it("an oversized event of a GET (no request to answer) fails the stream with the bound", async () => {
    const { res, src } = await sseThrough(["data: ok\n\n", "data: 0123456789"], { method: "GET" }, true);
    await expect(res.text()).rejects.toThrow("an event exceeded 10 bytes");
    expect(src.state.cancelled).toBe(true);
  });

  it("the injected reply is the adapter's oversize error", () => {
    expect(oversizeResponse(7, 10)).toEqual({
      jsonrpc: "2.0",
      id: 7,
      error: { code: OVERSIZE_RPC_CODE, message: "response exceeded 10 bytes", data: { [OVERSIZE_MARKER]: true } },
    });
  });
});

describe("guardedFetch: the request ids of a POST", () => {
  const overJson = () => new Response("0123456789ab", { headers: JSON_H });

  it("only requests count: not responses, notifications, null, numbers or strings of a batch", async () => {
    const batch = [null, 5, "x", { jsonrpc: "2.0", id: 2, result: {} }, cancelled(9), call(1)];
    const { base } = server(overJson);
    const res = await guard(base)(URL_, postOf(batch));
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(await res.text()).toBe(oversizeText(1, 10));
  });

  it("a lower-case post method counts; a GET or a missing method does not", async () => {
    const { base } = server(overJson);
    const res = await guard(base)(URL_, { ...postOf(call(4)), method: "post" });
    expect(await res.text()).toBe(oversizeText(4, 10));
    const get = await guard(base)(URL_, { method: "GET", body: JSON.stringify(call(6)) });
    expect(await get.text()).toBe("[]");
    const none = await guard(base)(URL_);
    expect(await none.text()).toBe("[]");
  });

  it("a body that is not JSON names no request, and the request still goes out", async () => {
    const { base, seen } = server(overJson);
    const res = await guard(base)(URL_, postOf("{not json"));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("[]");
    expect(seen).toHaveLength(1);
  });
});

/** An SSE response that never ends, failing with its request's signal; records the signals it saw. */
function endless(signals: AbortSignal[]) {
  return (_url: string, init: RequestInit) => {
    const signal = init.signal as AbortSignal;
    signals.push(signal);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(enc.encode(": open\n"));
        signal.addEventListener("abort", () => controller.error(signal.reason), { once: true });
      },
    });
    return new Response(stream, { headers: SSE });
  };
}
const ok = () => new Response("{}", { headers: JSON_H });

describe("guardedFetch: cancelled requests and signals", () => {
  it("notifications/cancelled with a string id drops that response; another request is left alone", async () => {
    const signals: AbortSignal[] = [];
    const { base } = server(endless(signals), endless(signals), ok);
    const fetch = guard(base, { maxBodyBytes: 1 << 20 });
    const a = await fetch(URL_, postOf(call("a")));
    const b = await fetch(URL_, postOf(call("b")));
    const aText = a.text();
    // A request whose params name a requestId is not a cancellation.
    await fetch(URL_, postOf([null, cancelled("a"), { ...call(9), params: { requestId: "b" } }]));
    await expect(aText).rejects.toBeDefined();
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    await b.body?.cancel();
  });

  it("a GET naming a cancellation in its body cancels nothing", async () => {
    const signals: AbortSignal[] = [];
    const { base } = server(endless(signals), ok);
    const fetch = guard(base, { maxBodyBytes: 1 << 20 });
    const a = await fetch(URL_, postOf(call(1)));
    await fetch(URL_, { method: "GET", body: JSON.stringify(cancelled(1)) });
    expect(signals[0]?.aborted).toBe(false);
    await a.body?.cancel();
  });

  it("a later request with the same id keeps its own entry when the earlier one ends", async () => {
    const signals: AbortSignal[] = [];
    const { base } = server(endless(signals), endless(signals), ok);
    const fetch = guard(base, { maxBodyBytes: 1 << 20 });
    const first = await fetch(URL_, postOf(call(5)));
    const second = await fetch(URL_, postOf(call(5)));
    const text = second.text();
    await first.body?.cancel();
    await fetch(URL_, postOf(cancelled(5)));
    await expect(text).rejects.toBeDefined();
    expect(signals[1]?.aborted).toBe(true);
  });

  it("the transport's abort reaches the request with its reason; an already aborted signal too", async () => {
    const signals: AbortSignal[] = [];
    const { base } = server(endless(signals));
    const fetch = guard(base, { maxBodyBytes: 1 << 20 });
    const outer = new AbortController();
    const res = await fetch(URL_, postOf(call(1), outer.signal));
    const text = res.text();
    outer.abort("closing");
    await expect(text).rejects.toBe("closing");
    expect(signals[0]?.reason).toBe("closing");

    const gone = new AbortController();
    gone.abort("gone");
    const late = await fetch(URL_, postOf(call(2), gone.signal));
    expect(signals[1]?.aborted).toBe(true);
    expect(signals[1]?.reason).toBe("gone");
    await late.body?.cancel().catch(() => {});
  });

  it("a GET passes the caller's own signal, aborted or not, and leaves no listener on it", async () => {
    const { base, seen } = server(ok);
    const fetch = guard(base);
    const outer = new AbortController();
    await (await fetch(URL_, { method: "GET", signal: outer.signal })).text();
    expect(seen[0]?.init.signal).toBe(outer.signal);
    outer.abort();
    await (await fetch(URL_, { method: "GET", signal: outer.signal })).text();
    expect(seen[1]?.init.signal).toBe(outer.signal);
    expect(getEventListeners(outer.signal, "abort")).toHaveLength(0);
  });

  it("the request goes out with manual redirects and everything the caller set", async () => {
    const { base, seen } = server(ok);
    const init = postOf(call(1));
    await (await guard(base)(URL_, init)).text();
    expect(seen[0]?.url).toBe(URL_);
    expect(seen[0]?.init).toMatchObject({ method: "POST", body: init.body, headers: JSON_H, redirect: "manual" });
    expect(seen[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });
});

describe("guardedFetch: SSE responses end their bookkeeping however they end", () => {
  it("read to its end, or failed by the server: no listener stays on the transport's signal", async () => {
    const outer = new AbortController();
    const ended = source(["data: x\n\n"]);
    const failing = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("reset"));
      },
    });
    const { base } = server(
      () => new Response(ended.stream, { headers: SSE }),
      () => new Response(failing, { headers: SSE }),
    );
    const fetch = guard(base);
    expect(await (await fetch(URL_, postOf(call(1), outer.signal))).text()).toBe("data: x\n\n");
    expect(getEventListeners(outer.signal, "abort")).toHaveLength(0);
    const res = await fetch(URL_, postOf(call(2), outer.signal));
    await expect(res.text()).rejects.toThrow("reset");
    expect(getEventListeners(outer.signal, "abort")).toHaveLength(0);
  });

  it("cancelled by its reader: the server's stream is cancelled with the reader's reason", async () => {
    const outer = new AbortController();
    const held = source(["data: x\n\n"], true);
    const { base } = server(() => new Response(held.stream, { headers: SSE }));
    const res = await guard(base)(URL_, postOf(call(1), outer.signal));
    const reader = res.body?.getReader();
    await reader?.read();
    expect(getEventListeners(outer.signal, "abort")).toHaveLength(1);
    await reader?.cancel("done reading");
    expect(held.state.reason).toBe("done reading");
    expect(getEventListeners(outer.signal, "abort")).toHaveLength(0);
  });

  it("an SSE success without a body is answered with no body", async () => {
    const { base } = server(() => new Response(null, { headers: SSE }));
    const res = await guard(base)(URL_, postOf(call(1)));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    expect(res.body).toBeNull();
  });
});

describe("guardedFetch: redirects", () => {
  const to = (status: number, location: string, body?: ReturnType<typeof source>) => () =>
    new Response(body?.stream ?? null, { status, headers: { location } });

  it("307 and 308 within the origin are followed, relative to the current URL, with the redirect body dropped", async () => {
    const dropped = source(["moved"], true);
    const { base, seen } = server(to(307, "a/b", dropped), to(308, "c"), ok);
    const res = await guard(base)(`${ORIGIN}/x/mcp`, postOf(call(1)));
    expect(await res.text()).toBe("{}");
    expect(seen.map((s) => s.url)).toEqual([`${ORIGIN}/x/mcp`, `${ORIGIN}/x/a/b`, `${ORIGIN}/x/a/c`]);
    expect(dropped.state.cancelled).toBe(true);
  });

  it.each([301, 302, 303, 300])("%i is refused with MCPA_RUNTIME_REDIRECT", async (status) => {
    const outer = new AbortController();
    const { base, seen } = server(to(status, "/other"), ok);
    const failure = await guard(base)(URL_, postOf(call(1), outer.signal)).catch((e: unknown) => e);
    expect(AdapterError.isInstance(failure) && failure.code).toBe("MCPA_RUNTIME_REDIRECT");
    expect(seen).toHaveLength(1);
    expect(getEventListeners(outer.signal, "abort")).toHaveLength(0);
  });

  it("a 307 to another origin is refused and nothing is sent there", async () => {
    const { base, seen } = server(to(307, "http://127.0.0.1:10/mcp"), ok);
    const failure = await guard(base)(URL_, postOf(call(1))).catch((e: unknown) => e);
    expect(AdapterError.isInstance(failure) && failure.code).toBe("MCPA_RUNTIME_REDIRECT");
    expect(seen).toHaveLength(1);
  });

  it("maxRedirects hops are followed and one more is refused; the default is http.maxRedirects", async () => {
    const hops = (n: number) => [...Array.from({ length: n }, () => to(307, "/mcp")), ok];
    const two = server(...hops(2));
    expect(await (await guard(two.base, { maxRedirects: 2 })(URL_)).text()).toBe("{}");
    const three = server(...hops(3));
    await expect(guard(three.base, { maxRedirects: 2 })(URL_)).rejects.toMatchObject({ code: "MCPA_RUNTIME_REDIRECT" });
    expect(three.seen).toHaveLength(3);
    const max = LIMIT_VALUES["http.maxRedirects"];
    expect(await (await guard(server(...hops(max)).base)(URL_)).text()).toBe("{}");
    await expect(guard(server(...hops(max + 1)).base)(URL_)).rejects.toMatchObject({ code: "MCPA_RUNTIME_REDIRECT" });
  });

  it("a 3xx without a Location, and a 400 with one, are plain responses", async () => {
    const { base } = server(
      () => new Response("no location", { status: 302 }),
      () => new Response("bad", { status: 400, headers: { location: "/mcp" } }),
    );
    const fetch = guard(base, { maxBodyBytes: 100 });
    const a = await fetch(URL_);
    expect([a.status, await a.text()]).toEqual([302, "no location"]);
    const b = await fetch(URL_);
    expect([b.status, await b.text()]).toEqual([400, "bad"]);
  });
});

describe("guardedFetch: the broken transport", () => {
  it("a network failure is reported as network and rethrown; a failure after an abort is not reported", async () => {
    const broken: string[] = [];
    const err = new TypeError("fetch failed");
    const outer = new AbortController();
    const { base } = server(() => Promise.reject(err));
    const fetch = guard(base, { onBroken: (r) => broken.push(r) });
    await expect(fetch(URL_, postOf(call(1), outer.signal))).rejects.toBe(err);
    expect(broken).toEqual(["network"]);
    expect(getEventListeners(outer.signal, "abort")).toHaveLength(0);
    outer.abort();
    await expect(fetch(URL_, postOf(call(2), outer.signal))).rejects.toBe(err);
    await expect(fetch(URL_, { method: "GET", signal: outer.signal })).rejects.toBe(err);
    expect(broken).toEqual(["network"]);
  });

  it("a request cancelled while it is being sent is not reported as broken", async () => {
    const broken: string[] = [];
    let release: (() => void) | undefined;
    const { base } = server(
      (_u, init) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init.signal as AbortSignal;
          release = () => reject(new TypeError("aborted"));
          signal.addEventListener("abort", () => release?.(), { once: true });
        }),
      ok,
    );
    const fetch = guard(base, { onBroken: (r) => broken.push(r) });
    const pending = fetch(URL_, postOf(call(8))).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 0));
    await (await fetch(URL_, postOf(cancelled(8)))).text();
    expect(await pending).toBeInstanceOf(TypeError);
    expect(broken).toEqual([]);
  });

  it("404 with a session id is a lost session; without one, or another status, it is not", async () => {
    const broken: string[] = [];
    const { base } = server(
      () => new Response("gone", { status: 404 }),
      () => new Response("gone", { status: 404 }),
      () => new Response("err", { status: 500 }),
    );
    const fetch = guard(base, { onBroken: (r) => broken.push(r) });
    const withSession = { method: "POST", headers: { "Mcp-Session-Id": "s1" } };
    expect((await fetch(URL_, withSession)).status).toBe(404);
    expect(broken).toEqual(["session"]);
    await fetch(URL_, { method: "POST" });
    await fetch(URL_, withSession);
    expect(broken).toEqual(["session"]);
  });
});

describe("guardedFetch: which bodies are read", () => {
  it("an error status body is kept within the bound, and dropped past it", async () => {
    const big = source(["0123456789", "x"], true);
    const { base } = server(
      () => new Response("server said no", { status: 500, headers: { "content-type": "text/plain" } }),
      () => new Response(big.stream, { status: 500, headers: SSE }),
    );
    const fetch = guard(base, { maxBodyBytes: 14 });
    const kept = await fetch(URL_, postOf(call(1)));
    expect([kept.status, await kept.text()]).toEqual([500, "server said no"]);
    expect(kept.headers.get("content-type")).toBeNull();
    const cut = await guard(base, { maxBodyBytes: 10 })(URL_, postOf(call(2)));
    expect([cut.status, cut.body]).toEqual([500, null]);
    expect(big.state.cancelled).toBe(true);
  });

  it("a 202, and a success that is neither JSON nor SSE, are dropped unread", async () => {
    const accepted = source(["queued"], true);
    const text = source(["plain"], true);
    const { base } = server(
      () => new Response(accepted.stream, { status: 202, headers: JSON_H }),
      () => new Response(text.stream, { headers: { "content-type": "text/plain" } }),
    );
    const fetch = guard(base);
    const a = await fetch(URL_, postOf(call(1)));
    expect([a.status, a.body, a.headers.get("content-type")]).toEqual([202, null, "application/json"]);
    expect(accepted.state.cancelled).toBe(true);
    const b = await fetch(URL_, postOf(call(2)));
    expect([b.status, b.body, b.headers.get("content-type")]).toEqual([200, null, null]);
    expect(text.state.cancelled).toBe(true);
  });

  it("a JSON body is passed on under its parsed media type; an oversized one for a single-request batch is one reply", async () => {
    const { base } = server(
      () => new Response('{"a":1}', { headers: { "content-type": "Application/JSON; charset=utf-8" } }),
      () => new Response("0123456789a", { headers: JSON_H }),
    );
    const fetch = guard(base);
    const res = await fetch(URL_, postOf(call(1)));
    expect([res.headers.get("content-type"), await res.text()]).toEqual(["application/json", '{"a":1}']);
    const over = await fetch(URL_, postOf([call(2)]));
    expect(await over.text()).toBe(oversizeText(2, 10));
  });
});

describe("guardedFetch: requests without the optional parts", () => {
  const err = new TypeError("fetch failed");

  it("a network failure without init, signal or onBroken is rethrown as it is", async () => {
    const { base } = server(() => Promise.reject(err));
    await expect(guard(base)(URL_)).rejects.toBe(err);
    await expect(guard(base)(URL_, postOf(call(1)))).rejects.toBe(err);
    const broken: string[] = [];
    await expect(guard(base, { onBroken: (r) => broken.push(r) })(URL_)).rejects.toBe(err);
    expect(broken).toEqual(["network"]);
  });

  it("a 404 without init, or with a session id and no onBroken, is passed on", async () => {
    const { base } = server(() => new Response("gone", { status: 404 }));
    expect((await guard(base)(URL_)).status).toBe(404);
    const withSession = { method: "POST", headers: { "mcp-session-id": "s1" } };
    expect((await guard(base)(URL_, withSession)).status).toBe(404);
  });

  it("a success carrying a Location header is a response, not a redirect", async () => {
    const { base, seen } = server(() => new Response("{}", { headers: { ...JSON_H, location: "/elsewhere" } }));
    expect(await (await guard(base)(URL_)).text()).toBe("{}");
    expect(seen).toHaveLength(1);
  });

  it("a refused redirect names the server", async () => {
    const { base } = server(() => new Response(null, { status: 301, headers: { location: "/x" } }));
    const failure = await guard(base)(URL_).catch((e: unknown) => e);
    expect(AdapterError.isInstance(failure) && failure.data).toEqual({ server: "fx" });
  });

  it("a POST body that is not a string names no request", async () => {
    const { base } = server(() => new Response("0123456789ab", { headers: JSON_H }));
    const res = await guard(base)(URL_, { method: "POST", body: new TextEncoder().encode(JSON.stringify(call(1))) });
    expect(await res.text()).toBe("[]");
  });

  it("a cancellation without params, or a body that only looks like one, cancels nothing and breaks nothing", async () => {
    const signals: AbortSignal[] = [];
    const { base } = server(endless(signals), ok);
    const fetch = guard(base, { maxBodyBytes: 1 << 20 });
    const a = await fetch(URL_, postOf(call(7)));
    const aText = a.text();
    expect((await fetch(URL_, postOf("notifications/cancelled {"))).status).toBe(200);
    expect(signals[0]?.aborted).toBe(false);
    await fetch(URL_, postOf([{ jsonrpc: "2.0", method: "notifications/cancelled" }, cancelled(7)]));
    await expect(aText).rejects.toBeDefined();
    expect(signals[0]?.aborted).toBe(true);
  });
});
