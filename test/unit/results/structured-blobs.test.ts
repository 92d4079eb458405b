// Base64 inside structured content is a blob, never text: a long base64 string that decodes to
// binary data, or a field the output schema marks `contentEncoding: base64`, is retained as a
// binary spill and shown as a short placeholder with its size and media type; details.rawBytes
// counts the structured content as the server sent it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { convertToolResult, phrase } from "../../../src/results/index.js";
import { joinedText, meta } from "../../support/results.js";
import { resultsContext } from "../../support/results-context.js";

const MIN = LIMIT_VALUES["results.structuredBlob.minChars"];

function context(outputSchema?: unknown) {
  const ctx = resultsContext({
    prefix: "structured-blobs-test-",
    secrets: [{ name: "TOKEN", value: "pdf-secret-42" }],
    server: "pdf",
    outputSchema,
  });
  return { ctx, spills: ctx.spills };
}

/** A small PDF with binary bytes in its header comment, as real PDF writers make them. */
const pdf = (bytes: number): Buffer => {
  const head = Buffer.concat([
    Buffer.from("%PDF-1.4\n%"),
    Buffer.from([0xe2, 0xe3, 0xcf, 0xd3]),
    Buffer.from("\n1 0 obj << /Author (pdf-secret-42) >> endobj\n"),
  ]);
  return Buffer.concat([head, Buffer.alloc(bytes - head.length, 0x20)]);
};

describe("base64 in structured content is a blob", () => {
  it("a long base64 string that decodes to binary data is retained and shown as a placeholder with size and media type", () => {
    const { ctx, spills } = context();
    const bytes = pdf(1146);
    const structured = { bytes: bytes.toString("base64"), offset: 0, total: 1146 };
    const content = [{ type: "text", text: "PDF bytes 0-1146 of 1146" }];
    const r = convertToolResult({ content, structuredContent: structured }, ctx);
    const [reference] = meta(r).retained as string[];
    // The size is what is retained, as output.read reports it: the bytes after redaction.
    const kept = 1146 - "pdf-secret-42".length + "[redacted:TOKEN]".length;
    expect(joinedText(r)).toContain(
      JSON.stringify({
        bytes: phrase("structuredBlob", { mime: "application/pdf", bytes: kept, reference: reference as string }),
        offset: 0,
        total: 1146,
      }),
    );
    expect(joinedText(r)).not.toContain(structured.bytes.slice(0, 40));
    const spill = spills.get(reference as string);
    expect(spill).toMatchObject({ kind: "binary", mimeType: "application/pdf", bytes: kept });
    // The retained bytes are redacted like any binary the adapter keeps.
    expect(readFileSync(spill?.path as string).includes(Buffer.from("pdf-secret-42"))).toBe(false);
    // rawBytes counts the structured content as sent, not only the 24 bytes of text.
    expect(meta(r).rawBytes).toBe(
      Buffer.byteLength(content[0]?.text as string) + Buffer.byteLength(JSON.stringify(structured)),
    );
  });

  it("URL-safe and unpadded base64 of binary data is a blob too; at MIN - 1 characters it stays", () => {
    const { ctx } = context();
    const bin = Buffer.from(Array.from({ length: 3 * MIN }, (_, i) => (i * 151 + 7) & 0xff));
    const urlSafe = bin.toString("base64url");
    expect(urlSafe).toMatch(/[-_]/);
    const r = convertToolResult(
      { content: [], structuredContent: { data: urlSafe, short: urlSafe.slice(0, MIN - 4) } },
      ctx,
    );
    expect(meta(r).retained).toHaveLength(1);
    expect(joinedText(r)).toContain(
      `"data":"(base64 data: application/octet-stream, ${bin.length} bytes, retained as mcp-output-`,
    );
    expect(joinedText(r)).toContain(urlSafe.slice(0, MIN - 4));
  });

  it("a field marked contentEncoding base64 by the output schema is a blob at any length, with its contentMediaType", () => {
    const schema = {
      type: "object",
      properties: {
        pages: {
          type: "array",
          items: {
            type: "object",
            properties: { png: { type: "string", contentEncoding: "base64", contentMediaType: "image/png" } },
          },
        },
      },
    };
    const { ctx, spills } = context(schema);
    const small = Buffer.from("tiny").toString("base64");
    const r = convertToolResult({ content: [], structuredContent: { pages: [{ png: small }, { png: small }] } }, ctx);
    const retained = meta(r).retained as string[];
    expect(retained).toHaveLength(2);
    expect(joinedText(r)).toContain(
      `{"pages":[{"png":"${phrase("structuredBlob", { mime: "image/png", bytes: 4, reference: retained[0] as string })}"}`,
    );
    expect(spills.get(retained[1] as string)).toMatchObject({ kind: "binary", mimeType: "image/png", bytes: 4 });
  });

  it("long base64 that decodes to text (a cursor), long hex (a digest) and ordinary text stay as they are", () => {
    const { ctx } = context();
    const cursor = Buffer.from(JSON.stringify({ page: 2, filter: "x".repeat(MIN) })).toString("base64");
    const digest = "ab12".repeat(MIN);
    const sequence = "ACGTTGCA".repeat(MIN);
    const word = "abcdefgh".repeat(MIN);
    const words = "word ".repeat(MIN);
    const r = convertToolResult({ content: [], structuredContent: { cursor, digest, sequence, word, words } }, ctx);
    expect(meta(r).retained).toBeUndefined();
    for (const v of [cursor, digest, sequence, word, words]) expect(joinedText(r)).toContain(v);
  });

  it("structured content the blocks already say retains nothing", () => {
    const { ctx } = context();
    const text = JSON.stringify({ bytes: pdf(900).toString("base64") });
    const r = convertToolResult(
      { content: [{ type: "text", text }], structuredContent: JSON.parse(text) as unknown },
      ctx,
    );
    expect(meta(r).retained).toBeUndefined();
    expect(meta(r).structuredContentShown).toBe(false);
  });
});
