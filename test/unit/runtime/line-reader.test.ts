import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LineReader } from "../../../src/runtime/line-reader.js";

const lines = (reader: LineReader, ...chunks: string[]): (string | "OVERFLOW")[] =>
  chunks.flatMap((c) => reader.push(Buffer.from(c, "utf8")).map((e) => (e.kind === "line" ? e.line : "OVERFLOW")));

describe("LineReader", () => {
  it("splits lines, joins pieces across chunks, strips one trailing CR and skips blank lines", () => {
    const r = new LineReader(1024);
    expect(lines(r, '{"a":1}\n{"b"', ":2}\r\n", "\n  \r\n", '{"c":3}')).toEqual(['{"a":1}', '{"b":2}']);
    expect(lines(r, "\n")).toEqual(['{"c":3}']);
  });

  it("keeps a multi-byte character split across chunks intact", () => {
    const bytes = Buffer.from("é€\n", "utf8");
    const r = new LineReader(1024);
    const out = [r.push(bytes.subarray(0, 1)), r.push(bytes.subarray(1, 3)), r.push(bytes.subarray(3))].flat();
    expect(out).toEqual([{ kind: "line", line: "é€" }]);
  });

  it("skips lines of Unicode white space only (NBSP, U+2028, ideographic space, BOM) as blank", () => {
    const r = new LineReader(1024);
    expect(lines(r, "\u00a0\n\u2028\n\u3000 \n\ufeff\n{}\n")).toEqual(["{}"]);
  });

  it("a line of exactly the bound is a line; one byte more is an overflow, whole or in pieces", () => {
    expect(lines(new LineReader(8), "12345678\n")).toEqual(["12345678"]);
    expect(lines(new LineReader(8), "1234", "5678\n")).toEqual(["12345678"]);
    expect(lines(new LineReader(8), "123456789\nok\n")).toEqual(["OVERFLOW", "ok"]);
    expect(lines(new LineReader(8), "1234", "56789\n", "ok\n")).toEqual(["OVERFLOW", "ok"]);
  });

  it("reports an overlong line once, drops the rest of it, and reads the next line", () => {
    const r = new LineReader(8);
    expect(lines(r, "12345", "67890", "abcdef", "\nok\n")).toEqual(["OVERFLOW", "ok"]);
  });

  it("at the end of input delivers the unfinished last line, or reports it once when it was too long", () => {
    const r = new LineReader(8);
    expect(lines(r, "ok\npart")).toEqual(["ok"]);
    expect(r.end().map((e) => (e.kind === "line" ? e.line : "OVERFLOW"))).toEqual(["part"]);
    expect(r.end()).toEqual([]);
    const overflow = [...r.push(Buffer.from("123456789")), ...r.end(), ...r.end()];
    expect(overflow.map((e) => e.kind)).toEqual(["overflow"]);
    expect(lines(r, "next\n")).toEqual(["next"]);
  });

  it("without a bound holds a line of any length whole", () => {
    const r = new LineReader();
    const long = "x".repeat(3 << 20);
    expect(lines(r, long.slice(0, 1 << 20), long.slice(1 << 20), "\n")).toEqual([long]);
  });

  it("agrees with a plain split for any chunking (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme", maxLength: 12 }), { maxLength: 8 }),
        fc.array(fc.nat(40), { maxLength: 6 }),
        (parts, cuts) => {
          const text = `${parts.join("\n")}\n`;
          const bytes = Buffer.from(text, "utf8");
          const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
          const r = new LineReader(1 << 20);
          const got: string[] = [];
          let start = 0;
          for (const p of [...points, bytes.length]) {
            for (const e of r.push(bytes.subarray(start, p))) if (e.kind === "line") got.push(e.line);
            start = p;
          }
          const expected = text
            .split("\n")
            .slice(0, -1)
            .map((l) => l.replace(/\r$/, ""))
            .filter((l) => l.trim() !== "");
          expect(got).toEqual(expected);
        },
      ),
    );
  });
});
