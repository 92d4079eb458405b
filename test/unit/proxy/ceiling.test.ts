// The ceiling grammar (spec/worker-delegation.yaml), table-driven: exact strings, targets exactly
// where the grammar needs one, split at the first ":", and a Ceiling that grants only what it lists.
import { describe, expect, it } from "vitest";
import { CEILING_MAX_TARGET_CHARS } from "../../../generated/worker-delegation.js";
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
    expect(parseServerCeiling(["tools.list", "tools.call:b", "tools.call:a", "tools.list"])).toEqual({ ok: true, strings: ["tools.call:a", "tools.call:b", "tools.list"] });
  });
  it("names the first bad entry", () => {
    expect(parseServerCeiling(["tools.list", 3])).toMatchObject({ ok: false, index: 1 });
    expect(parseServerCeiling([])).toMatchObject({ ok: false });
  });
});

describe("Ceiling", () => {
  const c = new Ceiling({ docs: ["tools.list", "tools.call:lookup", "tools.call:*"], other: ["reconnect"] });
  it("grants exactly the listed strings, never by pattern", () => {
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
