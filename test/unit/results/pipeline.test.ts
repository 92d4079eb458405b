// One content pipeline: a tool result, a resource read and a prompt carrying the same
// content get the same raw budget, the same spills, the same untrusted-data labelling and the same
// phrasing from spec/model-text.yaml. Each case runs the same items through all three shapes.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { LABEL_KINDS, PHRASES } from "../../../generated/model-text.js";
import type { HostResult } from "../../../src/results/index.js";
import { convertToolResult, phrase, renderPrompt, renderResourceRead } from "../../../src/results/index.js";
import { joinedText, meta } from "../../support/results.js";
import { resultsContext } from "../../support/results-context.js";

const MAX_RAW = LIMIT_VALUES["response.maxRawBytes"];
const HALF = Math.floor(MAX_RAW / 2);
const SECRET = "s3cr3t-value-for-pipeline";

function context(operation: string) {
  const ctx = resultsContext({
    prefix: "pipeline-test-",
    secrets: [{ name: "API_TOKEN", value: SECRET }],
    server: "s",
    operation,
  });
  const { spills } = ctx;
  const files = (): string[] =>
    spills.path === undefined ? [] : readdirSync(spills.path).filter((f) => f !== "owner.pid");
  return {
    ctx,
    spills,
    files,
  };
}

/** Server content as the three shapes carry it: a text, or a resource (text or base64 blob). */
type Item =
  | { readonly text: string }
  | { readonly uri: string; readonly mimeType: string; readonly text?: string; readonly blob?: string };
const isResource = (i: Item): i is Extract<Item, { uri: string }> => "uri" in i;
const block = (i: Item) => (isResource(i) ? { type: "resource", resource: i } : { type: "text", text: i.text });

const SHAPES = {
  tool: {
    kind: LABEL_KINDS.toolResult,
    render: (items: readonly Item[], ctx: ReturnType<typeof context>["ctx"]) =>
      convertToolResult({ content: items.map(block) }, { ...ctx, operation: "call" }),
  },
  resource: {
    kind: LABEL_KINDS.resource,
    render: (items: readonly Item[], ctx: ReturnType<typeof context>["ctx"]) =>
      renderResourceRead(
        items.map((i) => (isResource(i) ? i : { uri: "x://t", mimeType: "text/plain", text: i.text })),
        "mcp-resource-x",
        { ...ctx, operation: "resources.read" },
      ),
  },
  prompt: {
    kind: LABEL_KINDS.prompt,
    render: (items: readonly Item[], ctx: ReturnType<typeof context>["ctx"]) =>
      renderPrompt({ messages: items.map((i) => ({ role: "user", content: block(i) })) }, "p", {
        ...ctx,
        operation: "prompts.get",
      }),
  },
} as const;

const blob = (bytes: number, fill = 1): Item => ({
  uri: "x://b",
  mimeType: "application/octet-stream",
  blob: Buffer.alloc(bytes, fill).toString("base64"),
});
/** A phrase of the table as a pattern: its placeholders match any text on the line. */
const pattern = (template: string): RegExp =>
  new RegExp(
    `^${template
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace(/\{\{[A-Za-z]+\}\}/g, ".+?")
      .replace(/[{}]/g, "\\$&")}$`,
  );

for (const [shape, { kind, render }] of Object.entries(SHAPES)) {
  describe(`${shape}: the one pipeline`, () => {
    it("an oversized text is spilled as text, announced with the table's notice, the preview in one label pair", () => {
      const { ctx, spills } = context(shape);
      const big = "a line of text that goes on\n".repeat(3_000);
      const r = render([{ text: big }], ctx);
      const [notice, open] = joinedText(r).split("\n");
      expect(notice).toMatch(pattern(PHRASES.spillNotice));
      expect(notice).toContain(`retained as ${meta(r).output as string};`);
      expect(open).toMatch(new RegExp(`^\\[mcp ${kind} [0-9A-Z]{4,}\\]$`));
      const spill = spills.get(meta(r).output as string);
      expect(spill?.kind).toBe("text");
      expect(readFileSync(spill?.path as string, "utf8")).toContain(big);
    });

    it("the notice counts the retained text's bytes and lines (what output.read reports), not the label lines", () => {
      const { ctx, spills } = context(shape);
      const r = render([{ text: "a line of text that goes on\n".repeat(3_000) }], ctx);
      const spill = spills.get(meta(r).output as string);
      const retained = readFileSync(spill?.path as string, "utf8");
      const notice = joinedText(r).split("\n")[0] as string;
      expect(notice).toContain(`: ${spill?.bytes as number} bytes, ${retained.split("\n").length} lines)`);
      expect(spill?.bytes).toBe(Buffer.byteLength(retained));
    });

    it("control characters other than newline and tab are escaped, in texts and text blobs alike; CRLF is a line end", () => {
      const { ctx } = context(shape);
      const raw = "a\u001b[2Jb\r\nc\u0000d\u007fe\u0085f\tg\u0007\rh";
      const want = "a\\u001b[2Jb\nc\\u0000d\\u007fe\\u0085f\tg\\u0007\\rh";
      const r = render(
        [
          { text: raw },
          { uri: "x://t", mimeType: "text/plain", blob: Buffer.from(raw.replace("\u0000", "0")).toString("base64") },
        ],
        ctx,
      );
      expect(joinedText(r)).toContain(want);
      expect(joinedText(r)).toContain(want.replace("\\u0000", "0"));
      expect(joinedText(r)).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    });

    it("a text that is mostly replacement and control characters is retained as binary with a notice, not shown", () => {
      const { ctx, spills } = context(shape);
      // What a fetch server sends for a page of random bytes decoded as UTF-8.
      const noise = Array.from({ length: 600 }, (_, i) =>
        i % 3 === 0 ? "\ufffd" : i % 3 === 1 ? String.fromCharCode(i % 32 === 10 ? 1 : i % 32) : "k",
      ).join("");
      const r = render([{ text: "before" }, { text: noise }], ctx);
      const [reference] = meta(r).retained as string[];
      expect(joinedText(r)).toContain(
        phrase("binaryText", { bytes: Buffer.byteLength(noise), reference: reference as string }),
      );
      expect(joinedText(r)).toContain("before");
      expect(joinedText(r)).not.toContain("\ufffd");
      expect(spills.get(reference as string)).toMatchObject({
        kind: "binary",
        bytes: Buffer.byteLength(noise),
        mimeType: "application/octet-stream",
      });
    });

    it("an application/octet-stream blob that is valid UTF-8 text is text: shown inline, or spilled as text output.read can page", () => {
      const { ctx, spills } = context(shape);
      const chunk = "# Export chunk 1\n\n- a finding\n";
      const small = render(
        [{ uri: "x://c", mimeType: "application/octet-stream", blob: Buffer.from(chunk).toString("base64") }],
        ctx,
      );
      expect(joinedText(small)).toContain(chunk);
      expect(meta(small).retained).toBeUndefined();
      const big = chunk.repeat(4_000);
      const large = render(
        [{ uri: "x://c", mimeType: "application/octet-stream", blob: Buffer.from(big).toString("base64") }],
        ctx,
      );
      expect(meta(large).retained).toBeUndefined();
      const spill = spills.get(meta(large).output as string);
      expect(spill?.kind).toBe("text");
      expect(readFileSync(spill?.path as string, "utf8")).toContain(big);
    });

    it("the same blob is retained in a binary spill and described in the table's words", () => {
      const { ctx, spills } = context(shape);
      const r = render([blob(32)], ctx);
      const [reference] = meta(r).retained as string[];
      const line = phrase("binaryRetained", {
        what: "blob",
        mime: "application/octet-stream",
        bytes: 32,
        reference: reference as string,
      });
      expect(joinedText(r).split("\n")).toContain(line);
      expect(spills.get(reference as string)).toMatchObject({
        kind: "binary",
        bytes: 32,
        mimeType: "application/octet-stream",
      });
    });

    it("invalid base64 is reported in the table's words and nothing is spilled", () => {
      const { ctx, files } = context(shape);
      const r = render([{ uri: "x://b", mimeType: "application/octet-stream", blob: "QU*D" }], ctx);
      expect(joinedText(r).split("\n")).toContain(
        phrase("binaryInvalid", { what: "blob", mime: "application/octet-stream" }),
      );
      expect(files()).toEqual([]);
    });

    it("exactly response.maxRawBytes of raw content passes, counted the same way (decoded blob + UTF-8 text)", () => {
      const { ctx } = context(shape);
      const r = render([blob(HALF), { text: "t".repeat(MAX_RAW - HALF) }], ctx);
      expect(meta(r).rawBytes).toBe(MAX_RAW);
    });

    it("one raw byte more fails with MCPA_RESULT_TOO_LARGE and leaves none of its spills", () => {
      const { ctx, spills, files } = context(shape);
      const earlier = spills.put("s", Buffer.from("earlier"), "binary");
      expect(() => render([blob(HALF), { text: "t".repeat(MAX_RAW - HALF + 1) }], ctx)).toThrow(
        expect.objectContaining({ code: "MCPA_RESULT_TOO_LARGE" }),
      );
      expect(files()).toHaveLength(1);
      expect(spills.usedBytes).toBe(earlier.bytes);
    });

    it("one label pair of the table's kind; a secret in text and blob is redacted alike", () => {
      const { ctx, spills } = context(shape);
      const r = render(
        [
          { text: `say ${SECRET}` },
          { uri: "x://b", mimeType: "application/octet-stream", blob: Buffer.from(`\0${SECRET}`).toString("base64") },
        ],
        ctx,
      );
      const lines = joinedText(r).split("\n");
      const labels = lines.filter((l) => /^\[\/?mcp /.test(l));
      expect(labels).toHaveLength(2);
      const nonce = new RegExp(`^\\[mcp ${kind} ([0-9A-Z]{4,})\\]$`).exec(labels[0] ?? "")?.[1];
      expect(nonce, labels[0]).toBeDefined();
      expect(labels[1]).toBe(`[/mcp ${nonce}]`);
      expect(joinedText(r)).toContain("say [redacted:API_TOKEN]");
      expect(JSON.stringify(r)).not.toContain(SECRET);
      const [reference] = meta(r).retained as string[];
      expect(readFileSync(spills.get(reference as string)?.path as string, "latin1")).not.toContain(SECRET);
    });
  });
}

describe("embedded resources: the same item text in tool results and prompts; reads show no URI", () => {
  const resource = {
    uri: `https://user:pw@example.com/docs/a.txt?token=${SECRET}`,
    mimeType: "text/plain; charset=utf-8",
    text: "the body",
  };
  const item =
    "[embedded resource uri=https://example.com/docs/a.txt (user info, query hidden) mime=text/plain]\nthe body";

  it("a tool result and a prompt message show it identically, URI without user info or query", () => {
    const { ctx } = context("call");
    const body = (r: HostResult): string[] => joinedText(r).split("\n").slice(1, -1);
    expect(body(SHAPES.tool.render([resource], ctx)).join("\n")).toBe(item);
    expect(body(SHAPES.prompt.render([resource], ctx)).join("\n")).toBe(
      `${phrase("promptMessage", { index: 1, role: "user" })}\n${item}`,
    );
  });

  it("a resource read, addressed by reference, heads its item with the MIME type only", () => {
    const { ctx } = context("resources.read");
    const r = SHAPES.resource.render([resource], ctx);
    expect(joinedText(r).split("\n").slice(1, -1).join("\n")).toBe("[mime=text/plain]\nthe body");
    expect(JSON.stringify(r)).not.toContain("example.com");
  });

  it("a resource link in a prompt gets the tool result's words and reference", () => {
    const { ctx } = context("prompts.get");
    const link = { type: "resource_link", uri: "fixture://text/1", name: "text-1", mimeType: "text/plain" };
    const linkReference = () => "mcp-resource-0123";
    const tool = convertToolResult({ content: [link] }, { ...ctx, linkReference });
    const prompt = renderPrompt({ messages: [{ role: "user", content: link }] }, "p", { ...ctx, linkReference });
    const want = "[resource link text-1 uri=fixture://text/1 mime=text/plain reference=mcp-resource-0123]";
    expect(joinedText(tool).split("\n")[1]).toBe(want);
    expect(joinedText(prompt).split("\n")[2]).toBe(want);
  });
});

describe("phrase()", () => {
  it("fills every placeholder once: a value holding a placeholder is not expanded again", () => {
    expect(phrase("promptEmpty", { prompt: '"{{prompt}}"' })).toBe('Prompt "{{prompt}}" returned no messages.');
    expect(phrase("binaryInvalid", { what: "$&", mime: "$1" })).toBe("[$& $1: invalid base64 data, not retained]");
  });
});
