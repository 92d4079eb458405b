// Each datum once (see docs/architecture.md, "Each datum once"): what a tool's `structuredContent` adds to
// its content blocks. The MCP spec asks servers to repeat structured output as text for older clients, and
// real servers do (server-filesystem: text then {"content": <same text>}; FastMCP and the Python SDK: `42`
// then {"result": 42}; server-memory: a JSON text then {"entities": <same array>}), so a client that shows
// both pays twice. The rule is exact and deterministic (JSON values compared in canonical form):
//
// - The content blocks *say* these values: each text block's text, and the JSON value it parses to;
//   with two or more text blocks, the list of their texts, the list of their parsed values (when
//   every one parses) and their concatenation, with and without "\n"; each block as received, and
//   the whole list of blocks; the base64 payload of each image, audio or embedded blob.
// - Structured content that is itself a said value adds nothing. An object adds exactly its members
//   whose values are not said; when none is left it adds nothing.
// - What it adds is shown as canonical JSON of those members (of the whole value when it is not an
//   object), with every string that repeats a block's base64 payload replaced by a short note, so
//   binary data is never shown as text.
import { canonicalJson } from "./canonical.js";
import { phrase } from "./phrasing.js";

type Block = { type?: unknown; [k: string]: unknown };

/** The canonical forms of every value the content blocks already say, and their base64 payloads. */
function saidValues(content: readonly Block[]): { said: Set<string>; payloads: Map<string, number> } {
  const said = new Set<string>();
  const payloads = new Map<string, number>();
  const texts: string[] = [];
  const parsed: unknown[] = [];
  let allParse = true;
  content.forEach((b, i) => {
    said.add(canonicalJson(b));
    if (b.type === "text" && typeof b.text === "string") {
      texts.push(b.text);
      said.add(canonicalJson(b.text));
      try {
        const v: unknown = JSON.parse(b.text);
        parsed.push(v);
        said.add(canonicalJson(v));
      } catch {
        allParse = false;
      }
    }
    // A resource that is not an object has no blob: `?.` reads nothing from null or undefined,
    // and a primitive has no such property.
    const blob = (b.resource as { blob?: unknown } | null | undefined)?.blob;
    const payload = typeof b.data === "string" ? b.data : typeof blob === "string" ? blob : undefined;
    if (
      payload !== undefined &&
      payload !== "" &&
      (b.type === "image" || b.type === "audio" || b.type === "resource")
    ) {
      said.add(canonicalJson(payload));
      if (!payloads.has(payload)) payloads.set(payload, i + 1);
    }
  });
  said.add(canonicalJson(content));
  if (texts.length >= 2) {
    said.add(canonicalJson(texts));
    said.add(canonicalJson(texts.join("")));
    said.add(canonicalJson(texts.join("\n")));
    if (allParse) said.add(canonicalJson(parsed));
  }
  return { said, payloads };
}

/** Strings that repeat a block's base64 payload, replaced by a note naming the block. */
function withoutPayloads(value: unknown, payloads: ReadonlyMap<string, number>): unknown {
  if (typeof value === "string") {
    const block = payloads.get(value);
    return block === undefined ? value : phrase("payloadNote", { block });
  }
  if (Array.isArray(value)) return value.map((v) => withoutPayloads(v, payloads));
  if (typeof value !== "object" || value === null) return value;
  // Object.fromEntries defines own properties: a "__proto__" key stays a key, never a prototype.
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutPayloads(v, payloads)]));
}

export interface StructuredAddition {
  /** The text to show (canonical JSON), or undefined when the content blocks already say everything. */
  readonly text: string | undefined;
  /** Top-level members left out because the content blocks say them (objects only). */
  readonly omittedMembers: number;
}

/** What `structured` adds to `content`, by the rule above; `prepare` maps the shown value before it
 * is serialised (redaction). */
export function structuredAddition(
  content: readonly Block[],
  structured: unknown,
  prepare: (shown: unknown) => unknown = (v) => v,
): StructuredAddition {
  const { said, payloads } = saidValues(content);
  if (said.has(canonicalJson(structured))) return { text: undefined, omittedMembers: 0 };
  if (typeof structured !== "object" || structured === null || Array.isArray(structured)) {
    return { text: canonicalJson(prepare(withoutPayloads(structured, payloads))), omittedMembers: 0 };
  }
  const members = Object.entries(structured);
  const kept = Object.fromEntries(members.filter(([, v]) => !said.has(canonicalJson(v))));
  const omitted = members.length - Object.keys(kept).length;
  if (Object.keys(kept).length === 0) return { text: undefined, omittedMembers: omitted };
  return { text: canonicalJson(prepare(withoutPayloads(kept, payloads))), omittedMembers: omitted };
}
