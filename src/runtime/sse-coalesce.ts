// A list_changed notification repeated back to back within one chunk of an SSE body is passed on once.
// The catalogs treat a burst that arrives in one turn as one change (stdio-transport.ts does the same
// for lines), so a storm costs a byte comparison per event instead of an SSE parse, a JSON parse and
// a schema check in the SDK. Only identical bytes are dropped, and never across chunks: a change
// that arrives after the catalogs had their turn is always delivered.
import { LIMIT_VALUES } from "./generated.js";

/** Longer events are passed on without a look: a list_changed notification is far shorter. */
const MAX_COMPARED_BYTES = LIMIT_VALUES["http.listChangedCompareBytes"];
const LF = 10;
const CR = 13;

const decoder = new TextDecoder();

/**
 * The one form a server writes a notification event in: an optional `event: message` line, then one
 * `data:` line. Anything else (an id, a comment, data over several lines) is passed on every time.
 */
const ONE_DATA_LINE = /^(?:event: ?message\r?\n)?data: ?([^\r\n]*)\r?\n\r?\n$/;
const LIST_CHANGED = /^notifications\/[a-z]+\/list_changed$/;

/** Whether one whole SSE event (bytes up to its blank line) is a `notifications/<kind>/list_changed`. */
export function isListChangedEvent(event: Uint8Array): boolean {
  const data = ONE_DATA_LINE.exec(decoder.decode(event))?.[1];
  if (data === undefined) return false;
  try {
    const message = JSON.parse(data) as { readonly id?: unknown; readonly method?: unknown } | null;
    return message?.id === undefined && LIST_CHANGED.test(String(message?.method));
  } catch {
    return false;
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

export function coalesceListChanged(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let lastByte = 0;
  let atEventStart = true;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        // Where the current event began in this chunk; -1 when it began in an earlier one.
        let start = atEventStart ? 0 : -1;
        let changed: Uint8Array | undefined;
        let passFrom = 0;
        for (let i = 0; i < chunk.length; i++) {
          const byte = chunk[i] as number;
          // An empty line ends an event; CR is skipped so that CRLF streams end theirs the same way.
          if (byte === LF && lastByte === LF) {
            const end = i + 1;
            const event = start >= 0 && end - start <= MAX_COMPARED_BYTES ? chunk.subarray(start, end) : undefined;
            if (event !== undefined && changed !== undefined && sameBytes(event, changed)) {
              // Nothing is enqueued between two dropped events: an empty chunk per event would
              // cost the SDK's stream about what the event itself did.
              if (start > passFrom) controller.enqueue(chunk.subarray(passFrom, start));
              passFrom = end;
            } else changed = event !== undefined && isListChangedEvent(event) ? event : undefined;
            start = end;
          }
          if (byte !== CR) lastByte = byte;
        }
        controller.enqueue(chunk.subarray(passFrom));
        atEventStart = start === chunk.length;
      },
    }),
  );
}
