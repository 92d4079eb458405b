// How the guarded fetch reads an HTTP response body (see docs/architecture.md, "HTTP"): the media type is
// parsed once (RFC 9110: case-insensitive type and subtype, parameters validated and then ignored), and that
// one value decides both the bound and the reading. Only two kinds of body are ever consumed by the SDK: JSON
// and SSE. Every other body (an error status, a 202, an unknown type) is either read under the same
// per-message bound or dropped at once, so that no server can make the adapter buffer without end.

export const JSON_TYPE = "application/json";
export const SSE_TYPE = "text/event-stream";

/** RFC 9110 token characters. */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const QUOTED = '"(?:[\\t \\x21\\x23-\\x5B\\x5D-\\x7E\\x80-\\xFF]|\\\\[\\t \\x21-\\x7E\\x80-\\xFF])*"';
const ESSENCE = new RegExp(`^(${TOKEN})/(${TOKEN})`);
const PARAMETER = new RegExp(`^[\\t ]*;[\\t ]*(?:${TOKEN}=(?:${TOKEN}|${QUOTED}))?`);

/**
 * The lower-cased `type/subtype` of a Content-Type value, or undefined when the value is absent or is
 * not one media type (a list, junk, a broken parameter): such a body is read as neither JSON nor SSE.
 */
export function mediaType(header: string | null): string | undefined {
  if (header === null) return undefined;
  const value = header.replace(/^[\t ]+|[\t ]+$/g, "");
  const essence = ESSENCE.exec(value);
  if (!essence) return undefined;
  let rest = value.slice(essence[0].length);
  while (rest.length > 0) {
    const parameter = PARAMETER.exec(rest);
    if (!parameter || parameter[0].length === 0) return undefined;
    rest = rest.slice(parameter[0].length);
  }
  return `${essence[1]}/${essence[2]}`.toLowerCase();
}

/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** The response's status and headers, with Content-Type replaced by the parsed value (or removed). */
export function responseInit(res: Response, type: string | undefined): ResponseInit {
  const headers = new Headers(res.headers);
  if (type === undefined) headers.delete("content-type");
  else headers.set("content-type", type);
  return { status: res.status, statusText: res.statusText, headers };
}

/** A response with the given body, or none where the status allows none or the body is empty. */
export function withBody(init: ResponseInit, body: Uint8Array | null): Response {
  const empty = body === null || body.length === 0 || NULL_BODY_STATUSES.has(init.status ?? 200);
  return new Response(empty ? null : body, init);
}

/**
 * The whole body when it is at most `max` bytes, undefined (the rest never read) when it is longer.
 * Rejects when the request's signal aborts (timeout, cancel, close): the body is dropped then too.
 */
export async function readCapped(res: Response, max: number): Promise<Buffer | undefined> {
  const reader = res.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const parts: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > max) {
        await reader.cancel().catch(() => {});
        return undefined;
      }
      parts.push(value);
    }
  } catch (err) {
    await reader.cancel().catch(() => {});
    throw err;
  }
  return Buffer.concat(parts);
}

/** Drops a body unread (the connection under it is closed, not drained). */
export async function dropBody(res: Response): Promise<void> {
  await res.body?.cancel().catch(() => {});
}
