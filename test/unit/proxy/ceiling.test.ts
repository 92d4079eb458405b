// The ceiling grammar (spec/worker-delegation.yaml), table-driven: exact strings, targets exactly
// where the grammar needs one, split at the first ":", and a Ceiling that grants only what it lists.
import { describe, expect, it } from "vitest";
import { CEILING_MAX_OPERATIONS_PER_SERVER, CEILING_MAX_TARGET_CHARS } from "../../../generated/worker-delegation.js";
import { Ceiling, formatCeiling, parseCeiling, parseServerCeiling } from "../../../src/proxy/ceiling.js";

describe("parseCeiling", () => {
  const ok: [string, string, string | null][] = [
    ["tools.list", "tools.list", null],
    ["tools.call:lookup", "tools.call", "lookup"],
    ["resources.list", "resources.list", null],
    ["resources.read:file:///tmp/a.txt", "resources.read", "file:///tmp/a.txt"],
    ["prompts.list", "prompts.list", null],
    ["prompts.get:review code", "prompts.get", "review code"],
    ["reconnect", "reconnect", null],
    ["tools.call:a:b", "tools.call", "a:b"],
  ];
  it.each(ok)("accepts %j", (text, operation, target) => {
    const p = parseCeiling(text);
    expect(p).toEqual({ ok: true, entry: { operation, target } });
    if (p.ok) expect(formatCeiling(p.entry)).toBe(text);
  });

  const bad: [string, RegExp][] = [
    ["", /unknown operation/],
    ["tools.*", /unknown operation/],
    ["Tools.list", /unknown operation/],
    ["tools.list:x", /takes no target/],
    ["reconnect:", /takes no target/],
    ["tools.call", /needs a target/],
    ["tools.call:", /needs a target/],
    ["resources.read", /needs a target/],
    ["prompts.get:a\nb", /control characters/],
    [`tools.call:${"x".repeat(CEILING_MAX_TARGET_CHARS + 1)}`, /longer than/],
    [" tools.list", /unknown operation/],
    ["tools.search", /unknown operation/],
    ["status", /unknown operation/],
  ];
  it.each(bad)("rejects %j", (text, problem) => {
    const p = parseCeiling(text);
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.problem).toMatch(problem);
  });

  it("takes a target of exactly the maximum length", () => {
    expect(parseCeiling(`tools.call:${"x".repeat(CEILING_MAX_TARGET_CHARS)}`).ok).toBe(true);
  });
});

describe("parseServerCeiling", () => {
  it("sorts and deduplicates", () => {
    expect(parseServerCeiling(["tools.list", "tools.call:b", "tools.call:a", "tools.list"])).toEqual({
      ok: true,
      strings: ["tools.call:a", "tools.call:b", "tools.list"],
    });
  });
  it("names the first bad entry", () => {
    expect(parseServerCeiling(["tools.list", 3])).toMatchObject({ ok: false, index: 1 });
    expect(parseServerCeiling([])).toMatchObject({ ok: false });
  });
});

describe("Ceiling", () => {
  it("grants exactly the listed strings, never by pattern", () => {
    // Built inside the test, so that per-test coverage sees the constructor run.
    const c = new Ceiling({ docs: ["tools.list", "tools.call:lookup", "tools.call:*"], other: ["reconnect"] });
    expect(c.allows("docs", "tools.list")).toBe(true);
    expect(c.tool("docs", "lookup")).toBe(true);
    expect(c.tool("docs", "secret")).toBe(false);
    expect(c.tool("docs", "*")).toBe(true);
    expect(c.allows("docs", "reconnect")).toBe(false);
    expect(c.allows("other", "reconnect")).toBe(true);
    expect(c.allows("nope", "tools.list")).toBe(false);
    expect(c.granted("docs")).toEqual(["tools.call:*", "tools.call:lookup", "tools.list"]);
  });
});

describe("parseServerCeiling bounds and messages", () => {
  it("takes at most the maximum of operations per server", () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `tools.call:t${i}`);
    expect(parseServerCeiling(many(CEILING_MAX_OPERATIONS_PER_SERVER)).ok).toBe(true);
    expect(parseServerCeiling(many(CEILING_MAX_OPERATIONS_PER_SERVER + 1))).toEqual({
      ok: false,
      index: CEILING_MAX_OPERATIONS_PER_SERVER,
      problem: `more than ${CEILING_MAX_OPERATIONS_PER_SERVER} operations`,
    });
  });
  it("says what is wrong", () => {
    expect(parseServerCeiling([])).toEqual({ ok: false, index: 0, problem: "the list of operations is empty" });
    expect(parseServerCeiling(["tools.list", 3])).toEqual({
      ok: false,
      index: 1,
      problem: "an operation must be a string",
    });
    expect(parseServerCeiling(["tools.list", "tools.call"])).toEqual({
      ok: false,
      index: 1,
      problem: 'tools.call needs a target after ":"',
    });
  });
});

describe("Ceiling of strings that do not parse", () => {
  it("grants none of them, and has() answers for the exact strings only", () => {
    const c = new Ceiling({ docs: ["tools.call", "bogus", "tools.list", "tools.call:echo"] });
    expect(c.granted("docs")).toEqual(["tools.call:echo", "tools.list"]);
    expect(c.has("docs", "tools.call")).toBe(false);
    expect(c.has("docs", "bogus")).toBe(false);
    expect(c.has("docs", "tools.call:echo")).toBe(true);
    expect(c.has("docs", "tools.call:ech")).toBe(false);
    expect(c.has("other", "tools.list")).toBe(false);
    expect(c.granted("other")).toEqual([]);
  });
});
