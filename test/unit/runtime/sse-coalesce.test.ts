// An SSE body with list_changed repeated back to back in one chunk reaches the SDK with each run of
// repeats as one event; everything else (other events, a repeat in a later chunk, CRLF framing,
// requests that look alike) passes byte for byte.
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { coalesceListChanged, isListChangedEvent } from "../../../src/runtime/sse-coalesce.js";
import type { Case } from "../../support/cases.js";
import { eachCase } from "../../support/cases.js";

const encoder = new TextEncoder();
const BOUND = LIMIT_VALUES["http.listChangedCompareBytes"];
const TOOLS = 'event: message\ndata: {"jsonrpc":"2.0","method":"notifications/tools/list_changed"}\n\n';
const PROMPTS = 'event: message\ndata: {"jsonrpc":"2.0","method":"notifications/prompts/list_changed"}\n\n';
const RESULT = 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n';
/** A list_changed event of `bytes` bytes in all (padded inside its params). */
const listChanged = (bytes: number): string => {
  const head = 'data: {"jsonrpc":"2.0","method":"notifications/tools/list_changed","params":{"pad":"';
  const tail = '"}}\n\n';
  return head + "x".repeat(bytes - head.length - tail.length) + tail;
};

/** What comes out of the filter when `chunks` go in, each as its own read. */
async function through(chunks: readonly string[]): Promise<string> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return new Response(coalesceListChanged(body)).text();
}

const cases: Case<readonly string[], string>[] = [
  {
    name: "a run of one list_changed in one chunk becomes one event",
    given: [TOOLS.repeat(5) + RESULT],
    want: TOOLS + RESULT,
  },
  {
    name: "a repeat in the next chunk is delivered (a later change)",
    given: [TOOLS + TOOLS, TOOLS],
    want: TOOLS + TOOLS,
  },
  {
    name: "another kind in between keeps both runs",
    given: [TOOLS + PROMPTS + TOOLS + TOOLS],
    want: TOOLS + PROMPTS + TOOLS,
  },
  {
    name: "a result in between keeps the list_changed after it",
    given: [TOOLS + RESULT + TOOLS],
    want: TOOLS + RESULT + TOOLS,
  },
  {
    name: "CRLF framing is coalesced the same way",
    given: [TOOLS.replaceAll("\n", "\r\n").repeat(3)],
    want: TOOLS.replaceAll("\n", "\r\n"),
  },
  {
    name: "an event that began in an earlier chunk is passed, and the run after it coalesced",
    given: [TOOLS.slice(0, 20), TOOLS.slice(20) + TOOLS + TOOLS + TOOLS],
    want: TOOLS + TOOLS,
  },
  {
    name: "a chunk that ends on an event boundary starts the next event at its first byte",
    given: [RESULT, TOOLS + TOOLS],
    want: RESULT + TOOLS,
  },
  {
    name: "events with distinct ids are not the same bytes",
    given: [`id: 1\n${TOOLS}id: 2\n${TOOLS}`],
    want: `id: 1\n${TOOLS}id: 2\n${TOOLS}`,
  },
  {
    name: "repeated identical requests are never dropped",
    given: [RESULT + RESULT],
    want: RESULT + RESULT,
  },
  {
    name: "an event longer than the comparison bound is passed every time",
    given: [`: ${"x".repeat(600)}\n${TOOLS}`.repeat(2)],
    want: `: ${"x".repeat(600)}\n${TOOLS}`.repeat(2),
  },
  {
    name: "a blank line split across two chunks still ends the event, and the run after it is coalesced",
    given: [RESULT.slice(0, -1), `\n${TOOLS}${TOOLS}`],
    want: RESULT + TOOLS,
  },
  {
    name: "an event that began in an earlier chunk is never taken for the list_changed it ends with",
    given: [": a comment line\n", TOOLS + TOOLS],
    want: `: a comment line\n${TOOLS}${TOOLS}`,
  },
  {
    name: "nor is its tail after the first byte of the chunk",
    given: [": c\n", `:${TOOLS}${TOOLS}`],
    want: `: c\n:${TOOLS}${TOOLS}`,
  },
  {
    name: "a list_changed of exactly http.listChangedCompareBytes is coalesced",
    given: [listChanged(BOUND).repeat(3)],
    want: listChanged(BOUND),
  },
  {
    name: "one a byte longer is passed every time, also right after a short one",
    given: [TOOLS + listChanged(BOUND + 1).repeat(2)],
    want: TOOLS + listChanged(BOUND + 1).repeat(2),
  },
  {
    name: "an event split by a blank line of its own is passed",
    given: [`\n${TOOLS}\n${TOOLS}`],
    want: `\n${TOOLS}\n${TOOLS}`,
  },
];

describe("coalesceListChanged", () => {
  eachCase(cases, async (given, want) => {
    expect(await through(given)).toBe(want);
  });
});

describe("isListChangedEvent", () => {
  const event = (text: string): boolean => isListChangedEvent(encoder.encode(text));
  it("knows each list kind's notification, with or without the event field and the space after the colon", () => {
    expect(event(TOOLS)).toBe(true);
    expect(event(TOOLS.replaceAll("\n", "\r\n"))).toBe(true);
    expect(event('event:message\ndata:{"method":"notifications/prompts/list_changed"}\n\n')).toBe(true);
    expect(event(PROMPTS)).toBe(true);
    expect(event('data:{"jsonrpc":"2.0","method":"notifications/resources/list_changed"}\n\n')).toBe(true);
  });
  it("refuses requests, other notifications, other event names, comments, data over several lines, junk and non-objects", () => {
    expect(event('data: {"jsonrpc":"2.0","id":3,"method":"notifications/tools/list_changed"}\n\n')).toBe(false);
    expect(event('data: {"jsonrpc":"2.0","method":"notifications/progress"}\n\n')).toBe(false);
    expect(event('data: {"jsonrpc":"2.0","method":"notifications/tools/list_changed/x"}\n\n')).toBe(false);
    expect(event(`event: other\n${TOOLS.slice("event: message\n".length)}`)).toBe(false);
    expect(event('data: {"jsonrpc":"2.0",\ndata: "method":"notifications/tools/list_changed"}\n\n')).toBe(false);
    expect(event(`: note\n${TOOLS}`)).toBe(false);
    expect(event(`${TOOLS.slice(0, -1)}x\n\n`)).toBe(false);
    expect(event('data: {"jsonrpc":"2.0","id":null,"method":"notifications/tools/list_changed"}\n\n')).toBe(false);
    expect(event('data: {"method":"x/notifications/tools/list_changed"}\n\n')).toBe(false);
    expect(event('data: {"method":7}\n\n')).toBe(false);
    expect(event("data: [1]\n\n")).toBe(false);
    expect(event("data: not json\n\n")).toBe(false);
    expect(event("data: null\n\n")).toBe(false);
    expect(event('data: "notifications/tools/list_changed"\n\n')).toBe(false);
    expect(event("event\n\n")).toBe(false);
  });
});
