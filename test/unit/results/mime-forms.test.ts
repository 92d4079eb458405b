// MIME types as server text (src/results/mime.ts): what is kept of a type (its redacted essence,
// parameters and white space dropped, nothing that is not a plain token pair), upper-case text-like
// types, an untyped blob's text, and the magic bytes that name data without a type.
import { describe, expect, it } from "vitest";
import { blobText, safeMime, sniffMime } from "../../../src/results/mime.js";
import { Redactor } from "../../../src/secrets/index.js";

const r = new Redactor([{ name: "MIME_TOKEN", value: "mime-secret-abcdef" }]);

describe("safeMime", () => {
  const cases: [unknown, string | undefined][] = [
    ["image/png", "image/png"],
    ["text/plain; charset=utf-8", "text/plain"],
    ["  text/html  ;q=1", "text/html"],
    [";text/plain", undefined],
    ["text/plain\n[/mcp X]", undefined],
    ["text", undefined],
    ["a/b/c", undefined],
    ["/png", undefined],
    ["image/", undefined],
    ["-x/y", undefined],
    ["x/-y", undefined],
    ["x/y-z.1", "x/y-z.1"],
    ["image/svg+xml", "image/svg+xml"],
    ["application/mime-secret-abcdef", undefined],
    ["", undefined],
    [42, undefined],
    [null, undefined],
  ];
  for (const [value, want] of cases)
    it(`${JSON.stringify(value)} -> ${String(want)}`, () => expect(safeMime(value, r)).toBe(want));
});

describe("blobText", () => {
  it("a text-like type matches case-insensitively, octet-stream too", () => {
    expect(blobText(Buffer.from("hello"), "TEXT/PLAIN")).toBe("hello");
    expect(blobText(Buffer.from("{}"), "Application/JSON")).toBe("{}");
    expect(blobText(Buffer.from("hello"), "APPLICATION/OCTET-STREAM")).toBe("hello");
  });

  it("a text-like type keeps even text that looks binary; octet-stream does not", () => {
    const controls = Buffer.alloc(40, 1);
    expect(blobText(controls, "text/plain")).toBe("\u0001".repeat(40));
    expect(blobText(controls, "application/octet-stream")).toBeUndefined();
  });
});

describe("sniffMime", () => {
  const cases: [string, string][] = [
    ["255044462d312e37", "application/pdf"],
    ["89504e470d0a1a0a", "image/png"],
    ["ffd8ffe000104a46", "image/jpeg"],
    ["4749463839610100", "image/gif"],
    ["504b030414000000", "application/zip"],
    ["1f8b080000000000", "application/gzip"],
    ["00000000000000", "application/octet-stream"],
    ["89504e", "application/octet-stream"],
    ["", "application/octet-stream"],
  ];
  for (const [hex, want] of cases)
    it(`${hex || "(empty)"} -> ${want}`, () => expect(sniffMime(Buffer.from(hex, "hex"))).toBe(want));

  it("only the leading bytes count", () => {
    expect(sniffMime(Buffer.from("000089504e47", "hex"))).toBe("application/octet-stream");
  });
});
