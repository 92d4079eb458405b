// Whose message was a stdout line over the size bound? Only its first and last bytes are kept, so
// the answer comes from those: the leading top-level members (while their values are plain
// strings, numbers, booleans or null), then a trailing `"id":X}`. A JSON-RPC line whose leading
// members include "method" is the server's own request or notification: dropped, nothing fails. A
// response names its id first (`{"jsonrpc":"2.0","id":7,"result":...`, as the Python SDK writes)
// or last (`{"result":...,"jsonrpc":"2.0","id":7}`, as the TypeScript SDK writes); only the request
// with that id fails. Anything else cannot be attributed, and the connection is closed. The first
// bytes often decide at once (headOrigin), so a flood that is not JSON closes the connection early.
export type OverflowOrigin =
  | { readonly kind: "response"; readonly id: string | number }
  | { readonly kind: "server-message" }
  | { readonly kind: "unknown" };

const KEY = /\s*"((?:[^"\\]|\\.)*)"\s*:\s*/y;
const PLAIN = /("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)\s*([,}])/y;
const TRAILING_ID = /[,{]\s*"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")\s*(?:,\s*"jsonrpc"\s*:\s*"2\.0"\s*)?\}\s*\r?$/;

function asId(raw: string): string | number | undefined {
  try {
    const v: unknown = JSON.parse(raw);
    return typeof v === "string" || (typeof v === "number" && Number.isSafeInteger(v)) ? v : undefined;
  } catch {
    return undefined;
  }
}

/** The leading top-level members of an object's text: keys, with values where they are plain. */
function leadingMembers(head: string): Map<string, string | undefined> {
  const members = new Map<string, string | undefined>();
  const open = /^\s*\{/.exec(head);
  if (!open) return members;
  let at = open[0].length;
  for (;;) {
    KEY.lastIndex = at;
    const k = KEY.exec(head);
    if (!k) return members;
    PLAIN.lastIndex = KEY.lastIndex;
    const v = PLAIN.exec(head);
    members.set(k[1] as string, v?.[1]);
    if (!v || v[2] === "}") return members;
    at = PLAIN.lastIndex;
  }
}

/** The origin when the first bytes decide it (not an object, a server message, an id first), else undefined. */
export function headOrigin(head: string): OverflowOrigin | undefined {
  if (!/^\s*\{/.test(head)) return { kind: "unknown" };
  const members = leadingMembers(head);
  if (members.has("method")) return { kind: "server-message" };
  const first = members.get("id");
  const fromHead = first === undefined ? undefined : asId(first);
  return fromHead === undefined ? undefined : { kind: "response", id: fromHead };
}

/** The origin from both ends of the line, once it has ended. */
export function overflowOrigin(head: string, tail: string): OverflowOrigin {
  const early = headOrigin(head);
  if (early !== undefined) return early;
  const members = leadingMembers(head);
  const last = TRAILING_ID.exec(tail);
  const fromTail = last ? asId(last[1] as string) : undefined;
  return fromTail !== undefined && (members.has("result") || members.has("error") || members.has("jsonrpc"))
    ? { kind: "response", id: fromTail }
    : { kind: "unknown" };
}
