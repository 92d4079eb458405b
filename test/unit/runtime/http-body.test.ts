// How the guarded fetch reads an HTTP body: one parse of the media type (case-insensitive,
// parameters validated and ignored, anything else unknown), the response rebuilt with that value,
// and a body read under a bound or dropped unread.
import { describe, expect, it } from "vitest";
import { dropBody, mediaType, readCapped, responseInit, withBody } from "../../../src/runtime/http-body.js";

describe("mediaType", () => {
  const cases: [string | null, string | undefined][] = [
    ["application/json", "application/json"],
    ["Application/JSON", "application/json"],
    ["  text/event-stream\t", "text/event-stream"],
    ["\t text/event-stream", "text/event-stream"],
    ["application/json; charset=utf-8", "application/json"],
    ["application/json;charset=utf-8 ; q=1", "application/json"],
    ['application/json; x="text/event-stream"', "application/json"],
    ['application/json; x="a \\" b"', "application/json"],
    ["application/json;", "application/json"],
    ["application/json; ;", "application/json"],
    [null, undefined],
    ["", undefined],
    ["json", undefined],
    ["application/json, text/event-stream", undefined],
    ["application/json; charset", undefined],
    ["application/json; =x", undefined],
    ['application/json; x="unterminated', undefined],
    ["application/json junk", undefined],
    ["x application/json", undefined],
  ];
  it.each(cases)("%j is %j", (header, want) => expect(mediaType(header)).toBe(want));
});

describe("responseInit", () => {
  const res = new Response("x", {
    status: 201,
    statusText: "Made",
    headers: { "content-type": "Application/JSON; charset=utf-8", "x-other": "kept" },
  });
  it("replaces Content-Type with the parsed value and keeps the rest", () => {
    const init = responseInit(res, "application/json");
    expect(init.status).toBe(201);
    expect(init.statusText).toBe("Made");
    const headers = new Headers(init.headers);
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.get("x-other")).toBe("kept");
  });
  it("removes Content-Type when the value did not parse", () => {
    const headers = new Headers(responseInit(res, undefined).headers);
    expect(headers.has("content-type")).toBe(false);
    expect(headers.get("x-other")).toBe("kept");
  });
});

describe("withBody", () => {
  it("carries a body where the status allows one", async () => {
    expect(await withBody({ status: 200 }, Buffer.from("hi")).text()).toBe("hi");
    expect(await withBody({}, Buffer.from("hi")).text()).toBe("hi");
  });
  it("no body: null, empty, or a status that may carry none", () => {
    expect(withBody({ status: 200 }, null).body).toBeNull();
    expect(withBody({ status: 200 }, new Uint8Array(0)).body).toBeNull();
    for (const status of [204, 205, 304]) expect(withBody({ status }, Buffer.from("x")).status).toBe(status);
  });
});

const stream = (chunks: string[]): { res: Response; cancelled: () => boolean; pulled: () => number } => {
  let i = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (i < chunks.length) c.enqueue(new TextEncoder().encode(chunks[i++] as string));
      else c.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { res: new Response(body), cancelled: () => cancelled, pulled: () => i };
};

describe("readCapped", () => {
  it("the whole body at or under the bound", async () => {
    const s = stream(["ab", "cd"]);
    expect((await readCapped(s.res, 4))?.toString()).toBe("abcd");
    expect(s.cancelled()).toBe(false);
  });
  it("undefined one byte over, the rest never read and the stream cancelled", async () => {
    const s = stream(["ab", "cde", "never"]);
    expect(await readCapped(s.res, 4)).toBeUndefined();
    expect(s.cancelled()).toBe(true);
    expect(s.pulled()).toBeLessThan(3);
  });
  it("an empty body, and no body at all", async () => {
    expect((await readCapped(stream([]).res, 4))?.length).toBe(0);
    expect((await readCapped(new Response(null), 4))?.length).toBe(0);
  });
  it("a failing stream rejects with its error", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        c.error(new Error("reset"));
      },
      cancel() {
        cancelled = true;
      },
    });
    await expect(readCapped(new Response(body), 10)).rejects.toThrow("reset");
    expect(cancelled).toBe(false);
  });
});

describe("dropBody", () => {
  it("cancels the body unread; no body is fine", async () => {
    const s = stream(["a", "b"]);
    await dropBody(s.res);
    expect(s.cancelled()).toBe(true);
    await expect(dropBody(new Response(null))).resolves.toBeUndefined();
  });
});
