import { describe, expect, it } from "vitest";
import { boundBytes, boundChars, stripControl } from "../../../src/errors/index.js";

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
});
