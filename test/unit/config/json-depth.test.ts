import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { parseConfigJson } from "../../../src/config/json.js";

const MAX = LIMIT_VALUES["config.json.maxDepth"];
const nested = (depth: number, open = "[", close = "]"): string => open.repeat(depth) + close.repeat(depth);

describe("config.json.maxDepth", () => {
  it("accepts exactly the bound and reports one level more as NestingTooDeep at the first bracket too deep", () => {
    expect(parseConfigJson(nested(MAX)).syntax).toEqual([]);
    const over = parseConfigJson(nested(MAX + 1));
    expect(over.root).toBeUndefined();
    expect(over.syntax).toEqual([{ problem: expect.stringContaining("NestingTooDeep"), offset: MAX }]);
  });

  it("counts objects and arrays alike (a property adds no level of its own)", () => {
    const objects = (depth: number): string => `${'{"a":'.repeat(depth - 1)}{}${"}".repeat(depth - 1)}`;
    expect(parseConfigJson(objects(MAX)).syntax).toEqual([]);
    expect(parseConfigJson(objects(MAX + 1)).syntax[0]?.problem).toContain("NestingTooDeep");
  });

  it("never throws on nesting far beyond the stack, balanced or not", () => {
    for (const text of [nested(100_000), "[".repeat(100_000), "[},".repeat(50_000)]) {
      expect(parseConfigJson(text).syntax[0]?.problem).toContain("NestingTooDeep");
    }
  });
});
