// The raw byte budget of one resource read or prompt, where the transports cannot reach it: decoded
// blobs and text are counted item by item, the total may be exactly response.maxRawBytes, one byte
// more fails with MCPA_RESULT_TOO_LARGE, and a failed read or prompt leaves none of its spills.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { AdapterError } from "../../../src/errors/index.js";
import { decodeBase64 } from "../../../src/results/base64.js";
import { renderPrompt, renderResourceRead } from "../../../src/results/index.js";
import { resultsContext } from "../../support/results-context.js";

const MAX_RAW = LIMIT_VALUES["response.maxRawBytes"];

function context() {
  const ctx = resultsContext({ prefix: "server-data-test-", server: "s", operation: "resources.read" });
  const { spills } = ctx;
  const files = (): string[] =>
    spills.path === undefined ? [] : readdirSync(spills.path).filter((f) => f !== "owner.pid");
  return { ctx, spills, files };
}

const blob = (bytes: number) => ({
  uri: "x://b",
  mimeType: "application/octet-stream",
  blob: Buffer.alloc(bytes, 1).toString("base64"),
});
const text = (bytes: number) => ({ uri: "x://t", mimeType: "text/plain", text: "t".repeat(bytes) });
const tooLarge = (e: unknown): boolean => AdapterError.isInstance(e) && e.code === "MCPA_RESULT_TOO_LARGE";
const HALF = Math.floor(MAX_RAW / 2);

describe("strict base64", () => {
  const cases: [string, string | undefined][] = [
    ["", ""],
    ["QQ==", "41"],
    ["QUI=", "4142"],
    ["QUJD", "414243"],
    ["QU\nJD", "414243"],
    ["Q", undefined],
    ["QQ=", undefined],
    ["Q===", undefined],
    ["====", undefined],
    ["QQ==QUJD", undefined],
    ["QU*D", undefined],
    ["QU-D", undefined],
  ];
  for (const [input, hex] of cases) {
    it(`${JSON.stringify(input)} -> ${hex === undefined ? "invalid" : JSON.stringify(hex)}`, () => {
      expect(decodeBase64(input)?.toString("hex")).toBe(hex);
    });
  }

  it("decodes a blob as large as the raw response bound", () => {
    const bytes = Buffer.alloc(MAX_RAW, 5);
    expect(decodeBase64(bytes.toString("base64"))?.equals(bytes)).toBe(true);
  });

  it("an invalid blob is reported, not retained", () => {
    const { ctx, files } = context();
    const r = renderResourceRead(
      [{ uri: "x://b", mimeType: "application/octet-stream", blob: "QU*D" }],
      "mcp-resource-x",
      ctx,
    );
    expect(r.content[0]).toMatchObject({ type: "text" });
    expect(JSON.stringify(r)).toContain("invalid base64 data, not retained");
    expect(files()).toEqual([]);
  });
});

describe("resource read budget", () => {
  it("exactly response.maxRawBytes across a blob and a text passes and keeps the blob's spill", () => {
    const { ctx, files } = context();
    const r = renderResourceRead([blob(HALF), text(MAX_RAW - HALF)], "mcp-resource-x", ctx);
    expect(r.isError).toBe(false);
    expect((r.details.travis234Mcp as Record<string, unknown>).rawBytes).toBe(MAX_RAW);
    expect(files().filter((f) => f.endsWith(".bin"))).toHaveLength(1);
  });

  it("one byte more fails, and the blobs already retained for this read are removed", () => {
    const { ctx, spills, files } = context();
    const earlier = spills.put("s", Buffer.from("earlier"), "binary");
    expect(() => renderResourceRead([blob(HALF), blob(1), text(MAX_RAW - HALF)], "mcp-resource-x", ctx)).toThrow(
      expect.objectContaining({ code: "MCPA_RESULT_TOO_LARGE" }),
    );
    expect(files()).toHaveLength(1);
    expect(spills.get(earlier.reference)).toBeDefined();
    expect(spills.usedBytes).toBe(earlier.bytes);
  });

  it("a blob that crosses the bound is not written at all", () => {
    const { ctx, spills, files } = context();
    let error: unknown;
    try {
      renderResourceRead([text(HALF), blob(MAX_RAW - HALF + 1)], "mcp-resource-x", ctx);
    } catch (e) {
      error = e;
    }
    expect(tooLarge(error)).toBe(true);
    expect(files()).toEqual([]);
    expect(spills.usedBytes).toBe(0);
  });
});

describe("prompt budget", () => {
  it("an image and an embedded blob over the bound fail the prompt and leave no spill", () => {
    const { ctx, spills, files } = context();
    const messages = [
      {
        role: "user",
        content: { type: "image", mimeType: "image/png", data: Buffer.alloc(HALF, 2).toString("base64") },
      },
      { role: "user", content: { type: "resource", resource: blob(MAX_RAW - HALF + 1) } },
    ];
    expect(() => renderPrompt({ messages }, "p", { ...ctx, operation: "prompts.get" })).toThrow(
      expect.objectContaining({ code: "MCPA_RESULT_TOO_LARGE" }),
    );
    expect(files()).toEqual([]);
    expect(spills.usedBytes).toBe(0);
  });

  it(`exactly prompt.maxMessages messages pass; one more fails before anything is spilled`, () => {
    const { ctx, files } = context();
    const max = LIMIT_VALUES["prompt.maxMessages"];
    const image = {
      role: "user",
      content: { type: "image", mimeType: "image/png", data: Buffer.alloc(8, 3).toString("base64") },
    };
    const ok = renderPrompt({ messages: Array.from({ length: max }, () => image) }, "p", ctx);
    expect((ok.details.travis234Mcp as Record<string, unknown>).messageCount).toBe(max);
    expect(files()).toHaveLength(max);
    expect(() => renderPrompt({ messages: Array.from({ length: max + 1 }, () => image) }, "p", ctx)).toThrow(
      expect.objectContaining({ code: "MCPA_RESULT_TOO_MANY_MESSAGES" }),
    );
    expect(files()).toHaveLength(max);
  });
});
