// Where binary data decoded as text starts: the shortest text the share applies to, and the share
// itself, each at its edge (results.binaryText.minChars, results.binaryText.minPercent).
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../src/results/generated.js";
import { looksBinary } from "../../../src/results/text-sniff.js";

const MIN_CHARS = LIMIT_VALUES["results.binaryText.minChars"];
const MIN_PERCENT = LIMIT_VALUES["results.binaryText.minPercent"];

describe("looksBinary", () => {
  it("applies from exactly minChars characters on, never below", () => {
    expect(looksBinary("\ufffd".repeat(MIN_CHARS))).toBe(true);
    expect(looksBinary("\ufffd".repeat(MIN_CHARS - 1))).toBe(false);
  });

  it("a share of exactly minPercent is binary; one character less is text", () => {
    const length = 100;
    const bad = (length * MIN_PERCENT) / 100;
    expect(Number.isInteger(bad)).toBe(true);
    expect(looksBinary("\u0001".repeat(bad) + "a".repeat(length - bad))).toBe(true);
    expect(looksBinary("\u0001".repeat(bad - 1) + "a".repeat(length - bad + 1))).toBe(false);
  });

  it("tab, newline and carriage return are text; C1 controls and DEL are not", () => {
    expect(looksBinary("\t\n\r".repeat(20))).toBe(false);
    expect(looksBinary("\u0085\u007f".repeat(20))).toBe(true);
  });
});
