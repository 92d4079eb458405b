// A list_changed notification repeated back to back within one chunk of an SSE body is passed on once.
// The catalogs treat a burst that arrives in one turn as one change (stdio-transport.ts does the same
// for lines), so a storm costs a byte comparison per event instead of an SSE parse, a JSON parse and
// a schema check in the SDK. Only identical bytes are dropped, and never across chunks: a change
// that arrives after the catalogs had their turn is always delivered.

/** Longer events are passed on without a look: a list_changed notification is far shorter. */
const MAX_COMPARED_BYTES = 512;
const LF = 10;
const CR = 13;

const decoder = new TextDecoder();

/** Whether one whole SSE event (bytes up to its blank line) is a `notifications/<kind>/list_changed`. */
export function isListChangedEvent(event: Uint8Array): boolean {
  const data: string[] = [];
  for (const line of decoder.decode(event).split(/\r?\n/)) {
    if (line === "") continue;
    const colon = line.indexOf(":");
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
    if (field === "event" && value !== "message") return false;
    if (field === "data") data.push(value);
  }
  try {
    const message: unknown = JSON.parse(data.join("\n"));
    if (typeof message !== "object" || message === null || Object.hasOwn(message, "id")) return false;
    const method = (message as { method?: unknown }).method;
    return typeof method === "string" && /^notifications\/[a-z]+\/list_changed$/.test(method);
  } catch {
    return false;
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

export function coalesceListChanged(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let lastByte = -1;
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
              if (start > passFrom) controller.enqueue(chunk.subarray(passFrom, start));
              passFrom = end;
            } else changed = event !== undefined && isListChangedEvent(event) ? event : undefined;
            start = end;
          }
          if (byte !== CR) lastByte = byte;
        }
        if (passFrom < chunk.length) controller.enqueue(chunk.subarray(passFrom));
        atEventStart = start === chunk.length;
      },
    }),
  );
}
