// The fetch used by the Streamable HTTP transport (DESIGN §4.10, §4.14): redirects are followed only
// within the configured origin (so credential headers never leave it), and response bodies are
// counted while they stream so that no single message can exceed the raw bound. An oversized reply
// to a POST fails only that request, through a JSON-RPC error the adapter recognises. A network
// failure or a 404 for an established session is reported as the transport breaking (DESIGN §4.7):
// the SDK transport itself never closes on either.
import { AdapterError } from "../errors/index.js";
import { LIMIT_VALUES } from "./generated.js";

export interface GuardOptions {
  readonly server: string;
  readonly origin: string;
  readonly maxBodyBytes: number;
  readonly maxRedirects?: number;
  /** Called when the transport broke: the network failed, or the server no longer knows the session. */
  readonly onBroken?: (reason: "network" | "session") => void;
}

/** The JSON-RPC error code the guard injects; data.travis234McpOversize marks it as ours. */
export const OVERSIZE_RPC_CODE = -32099;

type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

function requestIds(body: RequestInit["body"]): (string | number)[] {
  if (typeof body !== "string") return [];
  try {
    const parsed = JSON.parse(body) as unknown;
    const messages = Array.isArray(parsed) ? parsed : [parsed];
    return messages.flatMap((m) => (typeof m === "object" && m !== null && "method" in m && "id" in m ? [(m as { id: string | number }).id] : []));
  } catch {
    return [];
  }
}

function oversizeError(id: string | number, max: number): string {
  return JSON.stringify({ jsonrpc: "2.0", id, error: { code: OVERSIZE_RPC_CODE, message: `response exceeded ${max} bytes`, data: { travis234McpOversize: true } } });
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

async function capJson(res: Response, max: number, ids: (string | number)[]): Promise<Response> {
  const reader = res.body?.getReader();
  if (!reader) return res;
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > max) {
      await reader.cancel().catch(() => {});
      const replacement = ids.length === 1 ? oversizeError(ids[0] as string | number, max) : `[${ids.map((id) => oversizeError(id, max)).join(",")}]`;
      return new Response(replacement, { status: 200, headers: { "content-type": "application/json" } });
    }
    parts.push(value);
  }
  return new Response(Buffer.concat(parts), { status: res.status, statusText: res.statusText, headers: res.headers });
}

export function guardedFetch(o: GuardOptions, base: FetchLike = fetch): FetchLike {
  const maxRedirects = o.maxRedirects ?? LIMIT_VALUES["http.maxRedirects"];
  return async (input, init) => {
    let target = new URL(String(input));
    for (let hop = 0; ; hop++) {
      let res: Response;
      try {
        res = await base(target, { ...init, redirect: "manual" });
      } catch (err) {
        // An abort is the caller's doing (cancel, close), not a broken transport.
        if (init?.signal?.aborted !== true) o.onBroken?.("network");
        throw err;
      }
      if (res.status === 404 && new Headers(init?.headers).has("mcp-session-id")) o.onBroken?.("session");
      const location = res.headers.get("location");
      if (res.status >= 300 && res.status < 400 && location !== null) {
        await res.body?.cancel().catch(() => {});
        const next = new URL(location, target);
        // Only method-preserving redirects are followed, and only inside the configured origin.
        if (next.origin !== o.origin || (res.status !== 307 && res.status !== 308) || hop >= maxRedirects) {
          throw new AdapterError("MCPA_RUNTIME_REDIRECT", { server: o.server });
        }
        target = next;
        continue;
      }
      if (!res.ok || !res.body) return res;
      const ids = (init?.method ?? "GET").toUpperCase() === "POST" ? requestIds(init?.body) : [];
      const type = res.headers.get("content-type") ?? "";
      if (type.includes("text/event-stream")) {
        return new Response(capSse(res.body, o.maxBodyBytes, ids), { status: res.status, statusText: res.statusText, headers: res.headers });
      }
      if (type.includes("application/json")) return capJson(res, o.maxBodyBytes, ids);
      return res;
    }
  };
}
