// The edges of attributing an over-long stdio line, and what the line reader holds while it skips one:
// which leading values are ids, where the leading members end, which replies a trailing id may name,
// and that only the first and last stdio.overflowScanBytes of the line are kept (nothing else pending).
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { LineReader } from "../../../src/runtime/line-reader.js";
import { headOrigin, overflowOrigin } from "../../../src/runtime/overflow-id.js";

const SCAN = LIMIT_VALUES["stdio.overflowScanBytes"];
const big = "x".repeat(4 * SCAN);
const origin = (line: string) => overflowOrigin(line.slice(0, SCAN), line.slice(-SCAN));

describe("headOrigin", () => {
  it("only a string or a safe integer leading id decides", () => {
    for (const id of ["1.5", "null", "true", "false", String(2 ** 60)]) {
      expect(headOrigin(`{"id":${id},"result":"${big}`)).toBeUndefined();
    }
    expect(headOrigin(`{"id":"a\\qb","result":"${big}`)).toBeUndefined();
    expect(headOrigin(`{"id":"r1","result":"${big}`)).toEqual({ kind: "response", id: "r1" });
  });

  it("leading white space is allowed before the object; anything else is not an object", () => {
    expect(headOrigin(` \t{"id":3,"result":"${big}`)).toEqual({ kind: "response", id: 3 });
    expect(headOrigin(`abc{"id":3,"result":"${big}`)).toEqual({ kind: "unknown" });
    expect(headOrigin(`ab {"id":3}`)).toEqual({ kind: "unknown" });
  });

  it("an object with no member, or a member that is not a key, decides nothing and does not throw", () => {
    expect(headOrigin("{}")).toBeUndefined();
    expect(headOrigin('{"a":1, x')).toBeUndefined();
    expect(overflowOrigin("{}", "{}")).toEqual({ kind: "unknown" });
  });

  it("the leading members end at the object's closing brace", () => {
    expect(headOrigin('{"id":1}"method":"x",')).toEqual({ kind: "response", id: 1 });
    expect(headOrigin('{"jsonrpc":"2.0"} "id":2,')).toBeUndefined();
  });
});

describe("overflowOrigin: a trailing id", () => {
  it("names a reply when the leading members hold result, error or jsonrpc", () => {
    expect(origin(`{"error":{"code":1,"message":"${big}"},"id":5}`)).toEqual({ kind: "response", id: 5 });
    expect(origin(`{"jsonrpc":"2.0","meta":{"t":"${big}"},"id":6}`)).toEqual({ kind: "response", id: 6 });
    expect(origin(`{"result":{"t":"${big}"},"id":7}`)).toEqual({ kind: "response", id: 7 });
  });

  it("names nothing when the leading members show no reply", () => {
    expect(origin(`{"meta":{"t":"${big}"},"id":5}`)).toEqual({ kind: "unknown" });
  });
});

describe("LineReader while skipping an over-long line", () => {
  interface Held {
    head: Buffer;
    tail: Buffer;
    pending: Buffer[];
  }
  /** What the reader holds (white box: the bound on memory is the promise). */
  const held = (r: LineReader) => r as unknown as Held;

  it("keeps the first and last scan bytes only, and nothing pending, however the line arrives", () => {
    for (const chunk of [1, 7, SCAN - 1, SCAN, 3 * SCAN]) {
      const r = new LineReader(SCAN * 2);
      const line = `{"result":{"t":"${big}${big}"},"jsonrpc":"2.0","id":12}`;
      const bytes = Buffer.from(line);
      const events = [];
      for (let i = 0; i < bytes.length; i += chunk) {
        events.push(...r.push(bytes.subarray(i, i + chunk)));
        const h = held(r);
        if (i + chunk > SCAN * 2) {
          expect(h.head.length).toBe(SCAN);
          expect(h.tail.length).toBeLessThanOrEqual(SCAN);
          expect(h.pending).toEqual([]);
        }
      }
      expect(held(r).tail.toString()).toBe(line.slice(-SCAN));
      events.push(...r.push(Buffer.from("\n")));
      expect(events).toEqual([{ kind: "overflow", origin: { kind: "response", id: 12 } }]);
      expect([held(r).head.length, held(r).tail.length]).toEqual([0, 0]);
    }
  });

  it("a short first over-long piece is kept whole as the tail", () => {
    const r = new LineReader(8);
    r.push(Buffer.from("1234"));
    r.push(Buffer.from("56789"));
    expect(held(r).tail.toString()).toBe("56789");
    expect(held(r).head.toString()).toBe("123456789");
  });
});
