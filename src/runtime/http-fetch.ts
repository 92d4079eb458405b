// The fetch used by the Streamable HTTP transport (see docs/architecture.md, "HTTP"): redirects are followed
// only within the configured origin (so credential headers never leave it), and response bodies are counted
// while they stream so that no single message can exceed the raw bound, whatever the status or media type
// (http-body.ts). An oversized reply to a POST fails only that request, through a JSON-RPC error the adapter
// recognises. A network failure or a 404 for an established session is reported as the transport breaking
// (docs/architecture.md, "Reconnect"): the SDK transport itself never closes on either. The response of a
// request the client cancelled (timeout or abort) is dropped rather than read to its end.
import type { JSONRPCMessage } from "@modelcontextprotocol/client";
import { AdapterError } from "../errors/index.js";
import { LIMIT_VALUES } from "./generated.js";
import { dropBody, JSON_TYPE, mediaType, readCapped, responseInit, SSE_TYPE, withBody } from "./http-body.js";
import { coalesceListChanged } from "./sse-coalesce.js";

export interface GuardOptions {
  readonly server: string;
  readonly origin: string;
  readonly maxBodyBytes: number;
  readonly maxRedirects?: number;
  /** Called when the transport broke: the network failed, or the server no longer knows the session. */
  readonly onBroken?: (reason: "network" | "session") => void;
}

/** The JSON-RPC error code the guard injects; the OVERSIZE_MARKER key in its data marks it as ours. */
export const OVERSIZE_RPC_CODE = -32099;
export const OVERSIZE_MARKER = "travis234McpOversize";

type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

function requestIds(body: RequestInit["body"]): (string | number)[] {
  if (typeof body !== "string") return [];
  try {
    const parsed = JSON.parse(body) as unknown;
    const messages = Array.isArray(parsed) ? parsed : [parsed];
    return messages.flatMap((m) =>
      typeof m === "object" && m !== null && "method" in m && "id" in m ? [(m as { id: string | number }).id] : [],
    );
  } catch {
    return [];
  }
}

/** The request ids that the `notifications/cancelled` messages of a POST body name. */
function cancelledIds(body: RequestInit["body"]): (string | number)[] {
  if (typeof body !== "string" || !body.includes("notifications/cancelled")) return [];
  try {
    const parsed = JSON.parse(body) as unknown;
    const messages = Array.isArray(parsed) ? parsed : [parsed];
    return messages.flatMap((m) => {
      if (typeof m !== "object" || m === null || (m as { method?: unknown }).method !== "notifications/cancelled")
        return [];
      const id = (m as { params?: { requestId?: unknown } }).params?.requestId;
      return typeof id === "string" || typeof id === "number" ? [id] : [];
    });
  } catch {
    return [];
  }
}

/** The error reply the adapter puts in place of a response over the size bound (stdio and HTTP alike). */
export function oversizeResponse(id: string | number, max: number): JSONRPCMessage {
  return {
    jsonrpc: "2.0",
    id,
    error: { code: OVERSIZE_RPC_CODE, message: `response exceeded ${max} bytes`, data: { [OVERSIZE_MARKER]: true } },
  };
}

function oversizeError(id: string | number, max: number): string {
  return JSON.stringify(oversizeResponse(id, max));
}

/** Counts bytes per SSE event; an event over the bound is replaced (POST) or ends the stream (GET). */
function capSse(body: ReadableStream<Uint8Array>, max: number, ids: (string | number)[]): ReadableStream<Uint8Array> {
  let eventBytes = 0;
  let lastByte = -1;
  let tripped = false;
  const encoder = new TextEncoder();
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (tripped) return;
        let start = 0;
        for (let i = 0; i < chunk.length; i++) {
          const byte = chunk[i] as number;
          eventBytes += 1;
          // An empty line ends an event; CR is ignored so that CRLF streams are counted the same.
          if (byte === 10 && lastByte === 10) eventBytes = 0;
          if (byte !== 13) lastByte = byte;
          if (eventBytes > max) {
            tripped = true;
            if (ids.length === 0) {
              controller.error(new Error(`an event exceeded ${max} bytes`));
              return;
            }
            // End the partial event, then answer every request of this POST with the oversize error.
            controller.enqueue(chunk.subarray(start, i));
            const injected = ids.map((id) => `\n\nevent: message\ndata: ${oversizeError(id, max)}\n\n`).join("");
            controller.enqueue(encoder.encode(injected));
            controller.terminate();
            return;
          }
        }
        controller.enqueue(chunk.subarray(start));
        start = chunk.length;
      },
    }),
  );
}

/** The same stream, calling `done` once when it ends, fails or is cancelled by its reader. */
function untilSettled(stream: ReadableStream<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await reader.read();
        if (next.done) {
          done();
          controller.close();
        } else controller.enqueue(next.value);
      } catch (err) {
        done();
        controller.error(err);
      }
    },
    cancel(reason) {
      done();
      return reader.cancel(reason);
    },
  });
}

function oversizeReply(ids: (string | number)[], max: number): Response {
  const replacement =
    ids.length === 1
      ? oversizeError(ids[0] as string | number, max)
      : `[${ids.map((id) => oversizeError(id, max)).join(",")}]`;
  return new Response(replacement, { status: 200, headers: { "content-type": JSON_TYPE } });
}

export function guardedFetch(o: GuardOptions, base: FetchLike = fetch): FetchLike {
  const maxRedirects = o.maxRedirects ?? LIMIT_VALUES["http.maxRedirects"];
  // POSTs whose response is still being read, by the request id they carry: once the client
  // cancels a request (its own timeout or the caller's abort send notifications/cancelled), its
  // response is dropped, so a server that trickles it (slow loris) holds no socket and no buffer.
  const reading = new Map<string | number, AbortController>();
  return async (input, init) => {
    const post = (init?.method ?? "GET").toUpperCase() === "POST";
    for (const id of post ? cancelledIds(init?.body) : []) {
      reading.get(id)?.abort();
      reading.delete(id);
    }
    const ids = post ? requestIds(init?.body) : [];
    const dropped = ids.length > 0 ? new AbortController() : undefined;
    for (const id of ids) reading.set(id, dropped as AbortController);
    // The transport's own signal lives as long as the connection: its abort is forwarded by a
    // listener removed when this response is done (AbortSignal.any would keep one entry per request
    // on it for the life of the connection).
    const outer = init?.signal ?? undefined;
    const forward = (): void => dropped?.abort(outer?.reason);
    if (dropped && outer) {
      if (outer.aborted) dropped.abort(outer.reason);
      else outer.addEventListener("abort", forward, { once: true });
    }
    let isFinished = false;
    const finished = (): void => {
      if (isFinished) return;
      isFinished = true;
      outer?.removeEventListener("abort", forward);
      for (const id of ids) if (reading.get(id) === dropped) reading.delete(id);
    };
    const signal = dropped ? dropped.signal : outer;
    let target = new URL(String(input));
    for (let hop = 0; ; hop++) {
      let res: Response;
      try {
        res = await base(target, { ...init, ...(signal ? { signal } : {}), redirect: "manual" });
      } catch (err) {
        finished();
        // An abort is the caller's doing (cancel, close), not a broken transport.
        if (init?.signal?.aborted !== true && dropped?.signal.aborted !== true) o.onBroken?.("network");
        throw err;
      }
      if (res.status === 404 && new Headers(init?.headers).has("mcp-session-id")) o.onBroken?.("session");
      const location = res.headers.get("location");
      if (res.status >= 300 && res.status < 400 && location !== null) {
        await res.body?.cancel().catch(() => {});
        const next = new URL(location, target);
        // Only method-preserving redirects are followed, and only inside the configured origin.
        if (next.origin !== o.origin || (res.status !== 307 && res.status !== 308) || hop >= maxRedirects) {
          finished();
          throw new AdapterError("MCPA_RUNTIME_REDIRECT", { server: o.server });
        }
        target = next;
        continue;
      }
      // One parse of the media type decides the bound and the reading, here and in the SDK (which
      // sees the parsed value, or no Content-Type at all when it is neither JSON nor SSE).
      const type = mediaType(res.headers.get("content-type"));
      const known = type === JSON_TYPE || type === SSE_TYPE ? type : undefined;
      const meta = responseInit(res, known);
      const message = res.ok && res.status !== 202;
      if (message && known === SSE_TYPE && res.body) {
        const body = coalesceListChanged(capSse(res.body, o.maxBodyBytes, ids));
        return new Response(untilSettled(body, finished), meta);
      }
      try {
        if (message && known === JSON_TYPE) {
          const bytes = await readCapped(res, o.maxBodyBytes);
          return bytes === undefined ? oversizeReply(ids, o.maxBodyBytes) : withBody(meta, bytes);
        }
        // An error status: its body (which the SDK reads, and never shows) is kept only within the bound.
        if (!res.ok) return withBody(meta, (await readCapped(res, o.maxBodyBytes)) ?? null);
        // A 202, or a success that is neither JSON nor SSE: nothing in it is ever used.
        await dropBody(res);
        return withBody(meta, null);
      } finally {
        finished();
      }
    }
  };
}
