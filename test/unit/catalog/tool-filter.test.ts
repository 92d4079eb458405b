// Tool filters (includeTools / excludeTools): `*` matches any run of characters (none included),
// `?` exactly one, everything else itself; the whole name must match. A filter lets a tool through
// when includeTools lists it (or is absent) and excludeTools does not.
import { describe, expect, it } from "vitest";
import { globMatch, toolVisible } from "../../../src/catalog/tool-filter.js";

describe("globMatch", () => {
  const cases: [pattern: string, name: string, want: boolean][] = [
    // A trailing star matches the empty rest.
    ["read_*", "read_", true],
    ["s*", "s", true],
    ["*", "", true],
    ["**", "", true],
    ["a**", "a", true],
    ["read_*", "read_file", true],
    ["read_*", "read", false],
    ["read_*", "xread_file", false],
    // Leading and inner stars, with backtracking.
    ["*_file", "read_file", true],
    ["*_file", "read_file_x", false],
    ["a*b*c", "abc", true],
    ["a*b*c", "aXbYbZc", true],
    ["a*b*c", "aXbYbZ", false],
    ["*a*", "banana", true],
    ["*x*", "banana", false],
    // A star in the name is an ordinary character to the pattern's own star.
    ["*b", "*xb", true],
    ["a*", "a*", true],
    ["?b", "*b", true],
    // `?` is exactly one character (a code point, not a UTF-16 unit).
    ["?", "a", true],
    ["?", "", false],
    ["?", "ab", false],
    ["get_?", "get_😀", true],
    ["??", "😀", false],
    // Everything else is itself, whole.
    ["exact", "exact", true],
    ["exact", "exact2", false],
    ["exact", "exac", false],
    ["", "", true],
    ["", "a", false],
    ["Read", "read", false],
  ];
  it.each(cases)("%j against %j: %s", (pattern, name, want) => {
    expect(globMatch(pattern, name)).toBe(want);
  });
});

describe("toolVisible", () => {
  it("no filter: everything; include only: listed names; exclude wins over include", () => {
    expect(toolVisible(undefined, "x")).toBe(true);
    expect(toolVisible({ include: ["read_*"] }, "read_")).toBe(true);
    expect(toolVisible({ include: ["read_*"] }, "write")).toBe(false);
    expect(toolVisible({ include: [] }, "read_")).toBe(false);
    expect(toolVisible({ exclude: ["s*"] }, "s")).toBe(false);
    expect(toolVisible({ exclude: ["s*"] }, "t")).toBe(true);
    expect(toolVisible({ include: ["*"], exclude: ["secret_*"] }, "secret_")).toBe(false);
    expect(toolVisible({ include: ["*"], exclude: ["secret_*"] }, "public")).toBe(true);
  });
});
