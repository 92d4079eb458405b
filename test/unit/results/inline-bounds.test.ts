// The inline guard's numbers (src/results/inline.ts): a caller's tighter bounds apply and looser
// ones never do, the labelled whole is what is measured, the preview's own bounds (half the inline
// bounds, at most the preview limits, at least one line), and the notice counting the retained
// body rather than the label. Server text decides which of these a result meets.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { labeller, phrase } from "../../../src/results/index.js";
import { guardText } from "../../../src/results/inline.js";
import type { SpillStore } from "../../../src/results/spills.js";
import { spillStoreOn } from "../../support/results-context.js";
import { tempDir } from "../../support/temp.js";

const MAX_BYTES = LIMIT_VALUES["inline.maxBytes"];
const MAX_LINES = LIMIT_VALUES["inline.maxLines"];
const PREVIEW_BYTES = LIMIT_VALUES["preview.maxBytes"];
const PREVIEW_LINES = LIMIT_VALUES["preview.maxLines"];

const spills = (): SpillStore => spillStoreOn(tempDir("inline-bounds-test-"));
type Bounds = { maxBytes?: number; maxLines?: number };
const guard = (body: string, bounds?: Bounds, labelled = false) =>
  guardText(body, { server: "docs", spills: spills(), bounds }, labelled ? labeller() : undefined, "", "result");
const lines = (n: number, line = "l"): string => Array.from({ length: n }, () => line).join("\n");

describe("the bounds a caller may set", () => {
  it("tighter bounds apply, and the record names them", () => {
    const g = guard("x".repeat(101), { maxBytes: 100, maxLines: 3 });
    expect(g.truncation).toMatchObject({ truncated: true, truncatedBy: "bytes", maxBytes: 100, maxLines: 3 });
    expect(guard(lines(4), { maxLines: 3 }).truncation.truncatedBy).toBe("lines");
    expect(guard("x".repeat(100), { maxBytes: 100 }).truncation.truncated).toBe(false);
  });

  it("looser bounds never apply: the spec's inline bounds stay", () => {
    const g = guard("x".repeat(MAX_BYTES + 1), { maxBytes: MAX_BYTES * 4, maxLines: MAX_LINES * 4 });
    expect(g.truncation).toMatchObject({
      truncated: true,
      truncatedBy: "bytes",
      maxBytes: MAX_BYTES,
      maxLines: MAX_LINES,
    });
    expect(guard(lines(MAX_LINES + 1), { maxLines: MAX_LINES + 10 }).truncation.truncatedBy).toBe("lines");
  });

  it("within bounds the text comes back whole, with its measure", () => {
    const g = guard("ab\ncd");
    expect(g).toEqual({
      text: "ab\ncd",
      truncation: {
        truncated: false,
        truncatedBy: null,
        total: { bytes: 5, lines: 2 },
        kept: { bytes: 5, lines: 2 },
        maxBytes: MAX_BYTES,
        maxLines: MAX_LINES,
      },
    });
  });
});

describe("the preview of a spilled text", () => {
  it("is cut to preview.maxBytes when half the inline bound is larger", () => {
    const g = guard("y".repeat(MAX_BYTES + 1));
    expect(g.truncation.kept).toEqual({ bytes: PREVIEW_BYTES, lines: 1 });
  });

  it("is cut to half the inline bytes when that is smaller than preview.maxBytes", () => {
    const g = guard("y".repeat(301), { maxBytes: 300 });
    expect(g.truncation.kept).toEqual({ bytes: 150, lines: 1 });
    expect(g.text.endsWith(`\n${"y".repeat(150)}`)).toBe(true);
  });

  it("keeps preview.maxLines lines at most, half the line bound when smaller, and at least one", () => {
    expect(guard(lines(MAX_LINES + 1)).truncation.kept.lines).toBe(PREVIEW_LINES);
    expect(guard(lines(21), { maxLines: 20 }).truncation.kept.lines).toBe(10);
    expect(guard(lines(3), { maxLines: 1 }).truncation.kept.lines).toBe(1);
  });

  it("the notice counts the retained body, names the bound and the reference and the read request", () => {
    const body = lines(MAX_LINES + 1, "line");
    const s = spills();
    const g = guardText(body, { server: "docs", spills: s }, labeller(), "", "result");
    const reference = g.spill as string;
    expect(readFileSync(s.get(reference)?.path as string, "utf8")).toBe(body);
    const notice = phrase("spillNotice", {
      truncatedBy: "lines",
      bytes: Buffer.byteLength(body),
      lines: MAX_LINES + 1,
      reference,
      readRequest: JSON.stringify({ server: "docs", operation: "output.read", output: reference }),
    });
    expect(g.text.startsWith(`${notice}\n[mcp result `)).toBe(true);
    expect(g.truncation.total.lines).toBe(MAX_LINES + 3);
  });

  it("the labelled whole is measured: a body within the bound by itself is spilled once labelled", () => {
    const body = "z".repeat(MAX_BYTES - 5);
    expect(guard(body).truncation.truncated).toBe(false);
    const g = guard(body, undefined, true);
    expect(g.truncation.truncated).toBe(true);
    expect(g.truncation.total.bytes).toBeGreaterThan(MAX_BYTES);
    expect(g.truncation.kept.bytes).toBe(PREVIEW_BYTES);
  });

  it("finishPreview sees the cut preview, and what it returns is what is kept", () => {
    const seen: string[] = [];
    const g = guardText(
      "w".repeat(MAX_BYTES + 1),
      { server: "docs", spills: spills() },
      undefined,
      "",
      "result",
      (p) => {
        seen.push(p);
        return `${p}!`;
      },
    );
    expect(seen).toEqual(["w".repeat(PREVIEW_BYTES)]);
    expect(g.truncation.kept.bytes).toBe(PREVIEW_BYTES + 1);
    expect(g.text.endsWith(`${"w".repeat(PREVIEW_BYTES)}!`)).toBe(true);
  });
});
