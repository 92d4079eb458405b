import { describe, expect, it } from "vitest";
import { boundBytes, boundChars, escapeControl, quoteText, stripControl } from "../../../src/errors/index.js";

describe("bounded text", () => {
  it("keeps text that fits and cuts on a code-point boundary otherwise", () => {
    expect(boundBytes("abc", 3)).toBe("abc");
    const cut = boundBytes("é".repeat(10), 9);
    expect(Buffer.byteLength(cut)).toBeLessThanOrEqual(9);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut).toBe("ééé…");
  });

  it("counts characters as code points", () => {
    expect(boundChars("😀😀😀", 3)).toBe("😀😀😀");
    expect(boundChars("😀😀😀😀", 3)).toBe("😀😀…");
  });

  it("replaces control characters and can fold newlines", () => {
    expect(stripControl("a\u001b[31mb\tc\nd")).toBe("a\ufffd[31mb\tc\nd");
    expect(stripControl("a\tb\nc", false)).toBe("a b c");
  });

  it.each([
    ["plain_name", "plain_name"],
    ["a\nb", "a\\nb"],
    ["tab\there", "tab\\there"],
    ["esc\u001b[2J", "esc\\u001b[2J"],
    ["c1\u009b", "c1\\u009b"],
    ["sep\u2028par\u2029", "sep\\u2028par\\u2029"],
    ["bidi\u202egnp.exe", "bidi\\u202egnp.exe"],
    ["nul\u0000del\u007f", "nul\\u0000del\\u007f"],
    ['quote " and \\ kept', 'quote " and \\ kept'],
    ["ünïcode 😀", "ünïcode 😀"],
  ])("escapeControl(%j) is %j, one visible line", (given, want) => {
    expect(escapeControl(given)).toBe(want);
  });

  it("quoteText is a JSON string literal with every unprintable character escaped", () => {
    const name = 'n"a\\m\ne\u001b\u009b\u2028';
    const quoted = quoteText(name);
    expect(quoted).toBe('"n\\"a\\\\m\\ne\\u001b\\u009b\\u2028"');
    expect(JSON.parse(quoted)).toBe(name);
    expect(quoted).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
  });
});
