// The content converter's per-block rules (src/results/content.ts), each at its edge: which image
// blocks the host gets inline (type, MIME type, count and size bounds, after redaction), what is
// counted against the raw budget, how audio, unknown types and malformed blocks are shown, and what
// a resource link hands to the catalog's reference lookup. All of it is server-controlled input.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import type { HostResult } from "../../../src/results/blocks.js";
import type { ConvertContext } from "../../../src/results/content.js";
import { Conversion } from "../../../src/results/content.js";
import { convertToolResult, phrase, renderPrompt } from "../../../src/results/index.js";
import { resultsContext } from "../../support/results-context.js";

const MAX_COUNT = LIMIT_VALUES["image.maxCount"];
const MAX_BYTES = LIMIT_VALUES["image.maxBytes"];
const SECRET = "planted-image-secret-5e1f";
/** Longer than the secret: redaction makes the image bigger. */
const NAME = "IMAGE_TOKEN_OF_THE_FIXTURE_SERVER";

const context = (extra: Partial<ConvertContext> = {}) =>
  resultsContext({ prefix: "content-blocks-test-", secrets: [{ name: NAME, value: SECRET }], ...extra });

const images = (r: HostResult) => r.content.filter((b) => b.type === "image");
const textOf = (r: HostResult): string => r.content.map((b) => (b.type === "text" ? b.text : "")).join("\n");
const meta = (r: HostResult) => r.details.travis234Mcp as Record<string, unknown>;
const image = (data: Buffer, mimeType = "image/png") => ({ type: "image", data: data.toString("base64"), mimeType });
const bytes = (n: number, fill = 0x41): Buffer => Buffer.alloc(n, fill);

describe("inline images: the blocks the host gets as images", () => {
  it("an image within the bounds is handed over as sent, and its decoded bytes are counted", () => {
    const data = bytes(1000, 0x5a);
    const r = convertToolResult({ content: [image(data)] }, context());
    expect(images(r)).toEqual([{ type: "image", data: data.toString("base64"), mimeType: "image/png" }]);
    expect(meta(r).rawBytes).toBe(1000);
    expect(meta(r).retained).toBeUndefined();
  });

  it("the image bytes the host gets are redacted", () => {
    const data = Buffer.from(`head ${SECRET} tail`, "utf8");
    const r = convertToolResult({ content: [image(data)] }, context());
    const [shown] = images(r);
    const decoded = Buffer.from(shown?.type === "image" ? shown.data : "", "base64").toString("utf8");
    expect(decoded).toBe(`head [redacted:${NAME}] tail`);
  });

  it(`at most image.maxCount (${MAX_COUNT}) images are inline; the next one is retained`, () => {
    const content = Array.from({ length: MAX_COUNT + 1 }, (_, i) => image(bytes(10, 0x30 + i)));
    const c = context();
    const r = convertToolResult({ content }, c);
    expect(images(r)).toHaveLength(MAX_COUNT);
    expect(images(r).map((b) => (b.type === "image" ? b.data : ""))).toEqual(
      content.slice(0, MAX_COUNT).map((b) => b.data),
    );
    const retained = meta(r).retained as string[];
    expect(retained).toHaveLength(1);
    expect(textOf(r)).toContain(
      phrase("binaryRetained", { what: "image", mime: "image/png", bytes: 10, reference: retained[0] as string }),
    );
    expect(readFileSync(c.spills.get(retained[0] as string)?.path as string)).toEqual(bytes(10, 0x30 + MAX_COUNT));
  });

  it(`an image of exactly image.maxBytes (${MAX_BYTES}) is inline; one byte more is retained`, () => {
    const at = convertToolResult({ content: [image(bytes(MAX_BYTES))] }, context());
    expect(images(at)).toHaveLength(1);
    const over = convertToolResult({ content: [image(bytes(MAX_BYTES + 1))] }, context());
    expect(images(over)).toHaveLength(0);
    expect(meta(over).retained).toHaveLength(1);
    expect(meta(over).rawBytes).toBe(MAX_BYTES + 1);
  });

  it("the size bound is measured after redaction, as the host receives the image", () => {
    // One byte under the bound, with a short secret that redaction makes longer.
    const secret = Buffer.from(SECRET, "utf8");
    const data = Buffer.concat([secret, bytes(MAX_BYTES - 1 - secret.length)]);
    expect(data.length).toBe(MAX_BYTES - 1);
    const r = convertToolResult({ content: [image(data)] }, context());
    expect(images(r)).toHaveLength(0);
    expect(meta(r).retained).toHaveLength(1);
  });

  it("an image block with a MIME type that is not image/* is retained, not inline", () => {
    const r = convertToolResult({ content: [image(bytes(10), "application/pdf")] }, context());
    expect(images(r)).toHaveLength(0);
    expect(meta(r).retained).toHaveLength(1);
    expect(textOf(r)).toContain("[image application/pdf, 10 bytes, retained as ");
  });

  it("an audio block is never inline, even with an image MIME type; it is retained as audio", () => {
    const r = convertToolResult({ content: [{ ...image(bytes(10)), type: "audio" }] }, context());
    expect(images(r)).toHaveLength(0);
    const retained = meta(r).retained as string[];
    expect(textOf(r)).toContain(
      phrase("binaryRetained", { what: "audio", mime: "image/png", bytes: 10, reference: retained[0] as string }),
    );
  });

  it("binary data without a usable MIME type is kept as application/octet-stream", () => {
    const c = context();
    const r = convertToolResult({ content: [{ type: "audio", data: bytes(10).toString("base64") }] }, c);
    const retained = meta(r).retained as string[];
    expect(c.spills.get(retained[0] as string)?.mimeType).toBe("application/octet-stream");
    expect(textOf(r)).toContain("[audio application/octet-stream, 10 bytes, retained as ");
  });

  it("an image block whose data is not a string is taken as empty data", () => {
    const r = convertToolResult({ content: [{ type: "image", data: 12345, mimeType: "image/png" }] }, context());
    const empty = convertToolResult({ content: [{ type: "image", data: "", mimeType: "image/png" }] }, context());
    expect(r.content).toEqual(empty.content);
    expect(r.content).toEqual([{ type: "image", data: "", mimeType: "image/png" }]);
  });
});

describe("malformed and unknown blocks", () => {
  it("a text block whose text is not a string shows as empty text; a null block does not throw", () => {
    const r = convertToolResult({ content: [{ type: "text", text: 4242 }, null, 7] }, context());
    expect(textOf(r)).not.toContain("4242");
    expect(meta(r).rawBytes).toBe(0);
    expect(textOf(r)).toContain(phrase("unsupportedType", { type: "(unrecognised)" }));
  });

  it("an unknown content type is named (redacted), a non-string type is a placeholder", () => {
    const r = convertToolResult({ content: [{ type: "video" }, { type: 3 }] }, context());
    expect(textOf(r)).toContain(phrase("unsupportedType", { type: "video" }));
    expect(textOf(r)).toContain(phrase("unsupportedType", { type: "(unrecognised)" }));
  });

  it("a prompt message whose content is not an object is an unsupported block", () => {
    const r = renderPrompt({ messages: [{ role: "user", content: "plain" }] }, "p", context({ operation: "prompt" }));
    expect(textOf(r)).toContain(phrase("unsupportedType", { type: "(unrecognised)" }));
  });
});

describe("the raw budget counts structured content as the server sent it", () => {
  it("serialised bytes of the value; nothing for a value that does not serialise", () => {
    const c = new Conversion(context());
    c.structured({ a: "é" });
    expect(c.budget.total).toBe(Buffer.byteLength('{"a":"é"}', "utf8"));
    const none = new Conversion(context());
    none.structured(undefined);
    expect(none.budget.total).toBe(0);
  });
});

describe("resource links: what the catalog's reference lookup is given", () => {
  type Call = [string, string | undefined, string | undefined];
  function linked(block: Record<string, unknown>): { calls: Call[]; text: string } {
    const calls: Call[] = [];
    const c = context({
      linkReference: (uri, name, mimeType) => {
        calls.push([uri, name, mimeType]);
        return "mcp-resource-0123";
      },
    });
    const text = textOf(convertToolResult({ content: [{ type: "resource_link", ...block }] }, c));
    return { calls, text };
  }

  it("a link with a URI, a name and a MIME type passes all three and shows the reference", () => {
    const { calls, text } = linked({ uri: "file:///a.txt", name: "a", mimeType: "text/plain" });
    expect(calls).toEqual([["file:///a.txt", "a", "text/plain"]]);
    expect(text).toContain("mcp-resource-0123");
  });

  it("an empty name or MIME type is passed as absent, not as an empty string", () => {
    const { calls } = linked({ uri: "file:///a.txt", name: "", mimeType: "" });
    expect(calls).toEqual([["file:///a.txt", undefined, undefined]]);
  });

  it("a link without a URI is never looked up and shows no reference", () => {
    const { calls, text } = linked({ name: "a", mimeType: "text/plain" });
    expect(calls).toEqual([]);
    expect(text).not.toContain("mcp-resource-0123");
  });
});
