import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { cut, INLINE_MAX_BYTES, INLINE_MAX_LINES, measure } from "../../../src/results/guard.js";
import { guardText } from "../../../src/results/inline.js";
import { SpillStore } from "../../../src/results/spills.js";
import { tempDir } from "../../support/temp.js";

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

describe("guardText, unlabelled", () => {
  const dir = tempDir("mcpa-guard-");
  const spills = new SpillStore(dir);
  afterAll(() => {
    spills.close();
  });
  // The previews below are ASCII, so the preview is the text's last kept.bytes characters.
  const run = (text: string) => {
    const g = guardText(text, { server: "s", spills }, undefined, "", "");
    return { ...g, preview: g.truncation.truncated ? g.text.slice(g.text.length - g.truncation.kept.bytes) : g.text };
  };

  it("keeps text at exactly the byte bound inline", () => {
    const text = "x".repeat(INLINE_MAX_BYTES);
    const g = run(text);
    expect(g.truncation.truncated).toBe(false);
    expect(g.text).toBe(text);
    expect(g.spill).toBeUndefined();
  });

  it("cuts one byte over the bound (multi-byte) and says bytes won", () => {
    const text = `${"x".repeat(INLINE_MAX_BYTES - 1)}é`;
    const g = run(text);
    expect(g.truncation).toMatchObject({
      truncated: true,
      truncatedBy: "bytes",
      total: { bytes: INLINE_MAX_BYTES + 1, lines: 1 },
    });
    expect(g.truncation.kept.bytes).toBeLessThanOrEqual(PREVIEW_BYTES);
    expect(text.startsWith(g.preview)).toBe(true);
    expect(g.spill).toBeDefined();
  });

  it("keeps exactly the line bound inline and cuts one line over", () => {
    const at = Array.from({ length: INLINE_MAX_LINES }, () => "l").join("\n");
    expect(run(at).truncation.truncated).toBe(false);
    const over = `${at}\nl`;
    const g = run(over);
    expect(g.truncation.truncatedBy).toBe("lines");
    expect(g.truncation.kept.lines).toBeLessThanOrEqual(PREVIEW_LINES);
    expect(over.startsWith(g.preview)).toBe(true);
  });

  it("reports both bounds when both are exceeded", () => {
    const text = "y\n".repeat(INLINE_MAX_BYTES);
    expect(run(text).truncation.truncatedBy).toBe("bytes+lines");
  });

  it("bounds a newline-only preview by lines, not only by bytes", () => {
    const g = run("\n".repeat(INLINE_MAX_LINES * 2));
    expect(g.truncation.kept.lines).toBeLessThanOrEqual(PREVIEW_LINES);
  });
});

describe("cut", () => {
  it("never splits a surrogate pair or a multi-byte character", () => {
    expect(cut("a😀b", 4, 10)).toBe("a");
    expect(cut("a😀b", 5, 10)).toBe("a😀");
    expect(cut("éé", 3, 10)).toBe("é");
  });

  it("counts bytes as UTF-8 does, lone surrogates as U+FFFD, and stops at the line bound", () => {
    // The prefix within both bounds, found the slow, obvious way: code point by code point.
    const reference = (text: string, maxBytes: number, maxLines: number): string => {
      let end = 0;
      let lines = text === "" ? 0 : 1;
      let bytes = 0;
      for (const ch of text) {
        const size = Buffer.byteLength(ch, "utf8");
        if (bytes + size > maxBytes || (ch === "\n" && lines + 1 > maxLines)) break;
        if (ch === "\n") lines += 1;
        bytes += size;
        end += ch.length;
      }
      return text.slice(0, end);
    };
    const unit = fc.constantFrom(
      "a",
      "\n",
      "é",
      "漢",
      "😀",
      "\ud83d",
      "\ude00",
      "\r",
      "\u0000",
      "\u007f",
      "\u0080",
      "\u07ff",
      "\u0800",
      "\uffff",
    );
    fc.assert(
      fc.property(fc.array(unit, { maxLength: 60 }), fc.nat(80), fc.nat(12), (units, maxBytes, maxLines) => {
        const text = units.join("");
        const kept = cut(text, maxBytes, maxLines);
        expect(kept).toBe(reference(text, maxBytes, maxLines));
        expect(Buffer.byteLength(kept, "utf8")).toBeLessThanOrEqual(maxBytes);
      }),
      { numRuns: 2000 },
    );
  });
});
