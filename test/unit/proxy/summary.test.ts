// A summary holds at most summary.maxChars code points, the ellipsis of a cut one included: a
// description at the bound is kept whole, one past it is cut to exactly the bound.
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { summary } from "../../../src/proxy/format.js";

const MAX = LIMIT_VALUES["summary.maxChars"];
const points = (s: string): number => [...s].length;

describe("summary", () => {
  it("keeps a description of exactly summary.maxChars code points whole", () => {
    // astral characters: two UTF-16 units, one code point each
    const text = "a𝒜".repeat(MAX / 2);
    expect(points(text)).toBe(MAX);
    expect(summary(text)).toBe(text);
  });

  it("cuts a description one code point past the bound to the bound, ellipsis included", () => {
    const text = `${"𝒜b".repeat(MAX / 2)}c`;
    expect(points(text)).toBe(MAX + 1);
    const out = summary(text);
    expect(points(out)).toBe(MAX);
    expect(out.endsWith("…")).toBe(true);
    expect(out).toBe(`${[...text].slice(0, MAX - 1).join("")}…`);
  });

  it("counts the bound after collapsing whitespace and dropping control characters", () => {
    const text = `  ${"x".repeat(MAX - 1)}\u0007\n\t y  `;
    const kept = `${"x".repeat(MAX - 1)} y`.slice(0, MAX - 1);
    expect(summary(text)).toBe(`${kept}…`);
    expect(points(summary(text))).toBe(MAX);
    expect(summary(" \n\t ")).toBe("No description");
  });
});
