import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { cut, guard, INLINE_MAX_BYTES, INLINE_MAX_LINES, measure } from "../../../src/results/guard.js";

const PREVIEW_BYTES = LIMIT_VALUES["preview.maxBytes"];
const PREVIEW_LINES = LIMIT_VALUES["preview.maxLines"];

describe("measure", () => {
  it.each([
    ["", 0, 0],
    ["a", 1, 1],
    ["a\n", 2, 2],
    ["\n\n", 2, 3],
    ["é", 2, 1],
    ["😀", 4, 1],
    ["a\rb", 3, 1],
  ])("%j is %i bytes and %i lines", (text, bytes, lines) => {
    expect(measure(text)).toEqual({ bytes, lines });
  });
});

describe("guard", () => {
  it("keeps text at exactly the byte bound inline", () => {
    const text = "x".repeat(INLINE_MAX_BYTES);
    const g = guard(text);
    expect(g.truncation.truncated).toBe(false);
    expect(g.preview).toBe(text);
  });

  it("cuts one byte over the bound (multi-byte) and says bytes won", () => {
    const text = `${"x".repeat(INLINE_MAX_BYTES - 1)}é`;
    const g = guard(text);
    expect(g.truncation).toMatchObject({ truncated: true, truncatedBy: "bytes", total: { bytes: INLINE_MAX_BYTES + 1, lines: 1 } });
    expect(Buffer.byteLength(g.preview)).toBeLessThanOrEqual(PREVIEW_BYTES);
    expect(text.startsWith(g.preview)).toBe(true);
  });

  it("keeps exactly the line bound inline and cuts one line over", () => {
    const at = Array.from({ length: INLINE_MAX_LINES }, () => "l").join("\n");
    expect(guard(at).truncation.truncated).toBe(false);
    const over = `${at}\nl`;
    const g = guard(over);
    expect(g.truncation.truncatedBy).toBe("lines");
    expect(g.truncation.kept.lines).toBeLessThanOrEqual(PREVIEW_LINES);
    expect(over.startsWith(g.preview)).toBe(true);
  });

  it("reports both bounds when both are exceeded", () => {
    const text = "y\n".repeat(INLINE_MAX_BYTES);
    expect(guard(text).truncation.truncatedBy).toBe("bytes+lines");
  });

  it("bounds a newline-only preview by lines, not only by bytes", () => {
    const g = guard("\n".repeat(INLINE_MAX_LINES * 2));
    expect(g.truncation.kept.lines).toBeLessThanOrEqual(PREVIEW_LINES);
  });
});

describe("cut", () => {
  it("never splits a surrogate pair or a multi-byte character", () => {
    expect(cut("a😀b", 4, 10)).toBe("a");
    expect(cut("a😀b", 5, 10)).toBe("a😀");
    expect(cut("éé", 3, 10)).toBe("é");
  });
});
