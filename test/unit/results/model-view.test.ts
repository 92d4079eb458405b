// What the model sees of one result (docs/architecture.md, "Each datum once"): structured content only for
// what the blocks do not say, base64 never as text, text-like blobs as text, and at most
// results.labelMaxChars of label lines per result. Table-driven, with the shapes real servers send.
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import type { HostResult } from "../../../src/results/blocks.js";
import { convertToolResult, renderPrompt, renderResourceRead } from "../../../src/results/index.js";
import { blobText, isTextLike } from "../../../src/results/mime.js";
import { structuredAddition } from "../../../src/results/structured.js";
import { joinedText, meta } from "../../support/results.js";
import { resultsContext } from "../../support/results-context.js";

const ctx = () => resultsContext({ prefix: "model-view-test-" });

const t = (text: string) => ({ type: "text", text });
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex").toString("base64");
const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";
const LABEL = /^\[(?:mcp [a-z]+ |\/mcp )[0-9A-Z]{4,}( [a-z]+)?\]$/;
/** The label lines of a result: the lines that carry its nonce. */
const labelLines = (text: string): string[] => text.split("\n").filter((l) => LABEL.test(l));

describe("structured content adds only what the blocks do not say", () => {
  const file = "line one\nline two\n".repeat(200);
  const graph = [{ name: "a", entityType: "t", observations: ["x"] }];
  const cases: { name: string; content: unknown[]; structured: unknown; want: string | undefined }[] = [
    {
      name: "server-filesystem read_text_file: {content: <same text>}",
      content: [t(file)],
      structured: { content: file },
      want: undefined,
    },
    {
      name: "FastMCP / Python SDK scalar: 42 then {result: 42}",
      content: [t("42")],
      structured: { result: 42 },
      want: undefined,
    },
    {
      name: "Python SDK string: hello then {result: hello}",
      content: [t("hello")],
      structured: { result: "hello" },
      want: undefined,
    },
    {
      name: "Python SDK list: one text per item, {result: [1,2,3]}",
      content: [t("1"), t("2"), t("3")],
      structured: { result: [1, 2, 3] },
      want: undefined,
    },
    {
      name: "server-memory create_entities: pretty JSON then {entities: <same>}",
      content: [t(JSON.stringify(graph, null, 2))],
      structured: { entities: graph },
      want: undefined,
    },
    {
      name: "a JSON text equal to the whole structured value",
      content: [t('{"b":2,"a":1}')],
      structured: { a: 1, b: 2 },
      want: undefined,
    },
    {
      name: "server-filesystem read_media_file: {content: [<the image block>]}",
      content: [{ type: "image", data: PNG, mimeType: "image/png" }],
      structured: { content: [{ type: "image", data: PNG, mimeType: "image/png" }] },
      want: undefined,
    },
    {
      name: "server-memory delete: only the member the text lacks is shown",
      content: [t("Entities deleted successfully")],
      structured: { success: true, message: "Entities deleted successfully" },
      want: '{"success":true}',
    },
    {
      name: "data the text does not carry is shown whole",
      content: [t("The temperature is 21")],
      structured: { temperature: 21, unit: "C" },
      want: '{"temperature":21,"unit":"C"}',
    },
    {
      name: "no content blocks: the structured value is the result",
      content: [],
      structured: { n: 1 },
      want: '{"n":1}',
    },
    { name: "a scalar the text does not say", content: [t("done")], structured: 7, want: "7" },
    {
      name: "base64 that repeats an image block is replaced by a note",
      content: [{ type: "image", data: PNG, mimeType: "image/png" }],
      structured: { image: { data: PNG }, width: 1 },
      want: '{"image":{"data":"(base64 data of content block 1, not repeated)"},"width":1}',
    },
    {
      name: "an embedded blob's base64 is a said value too",
      content: [{ type: "resource", resource: { uri: "x:/a", mimeType: "application/octet-stream", blob: PNG } }],
      structured: { blob: PNG },
      want: undefined,
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(structuredAddition(c.content as never, c.structured).text).toBe(c.want);
      const r = convertToolResult({ content: c.content, structuredContent: c.structured }, ctx());
      const body = joinedText(r);
      expect(meta(r).structuredContentShown).toBe(c.want !== undefined);
      if (c.want !== undefined) expect(body).toContain(c.want);
      // Each datum once: the text of a block is in the model's text exactly once (short texts could match the nonce).
      for (const b of c.content as { type: string; text?: string }[])
        if (b.type === "text" && (b.text ?? "").length >= 8) expect(body.split(b.text as string).length - 1).toBe(1);
      expect(body).not.toContain(PNG);
    });
  }

  it("a 4 KB file read costs the file once plus the label lines", () => {
    const r = convertToolResult(
      { content: [t(file.slice(0, 4096))], structuredContent: { content: file.slice(0, 4096) } },
      ctx(),
    );
    expect(joinedText(r).length).toBeLessThanOrEqual(4096 + LIMIT_VALUES["results.labelMaxChars"] + 2);
  });
});

describe("text-like blobs are text", () => {
  const cases: [string, boolean][] = [
    ["text/plain", true],
    ["text/x-python", true],
    ["application/json", true],
    ["application/vnd.api+json", true],
    ["image/svg+xml", true],
    ["application/yaml", true],
    ["application/csv", true],
    ["application/javascript", true],
    // Media types are case-insensitive: servers do send them in capitals.
    ["Text/Plain", true],
    ["TEXT/MARKDOWN", true],
    ["Application/JSON", true],
    ["Application/X-YAML", true],
    ["Application/Vnd.Api+JSON", true],
    ["Image/SVG+XML", true],
    ["Image/PNG", false],
    ["Application/Octet-Stream", false],
    ["application/octet-stream", false],
    ["image/png", false],
    ["application/pdf", false],
    ["application/zip", false],
  ];
  for (const [mime, want] of cases)
    it(`${mime} is ${want ? "" : "not "}text-like`, () => expect(isTextLike(mime)).toBe(want));

  it("valid UTF-8 only, and no NUL", () => {
    expect(blobText(Buffer.from("é ok\n"), "text/plain")).toBe("é ok\n");
    expect(blobText(Buffer.from([0xc3, 0x28]), "text/plain")).toBeUndefined();
    expect(blobText(Buffer.from("a\0b"), "text/plain")).toBeUndefined();
    // An untyped blob is sniffed: valid UTF-8 text is text (markdown served as octet-stream),
    // random or control-heavy bytes are not; a known binary type is never sniffed.
    expect(blobText(Buffer.from("# Export\n\nchunk 1 of 3\n"), "application/octet-stream")).toBe(
      "# Export\n\nchunk 1 of 3\n",
    );
    expect(blobText(Buffer.alloc(32, 1), "application/octet-stream")).toBeUndefined();
    expect(blobText(Buffer.from([0xff, 0xfe, 0x41]), "application/octet-stream")).toBeUndefined();
    expect(blobText(Buffer.from("plain"), "application/pdf")).toBeUndefined();
  });

  it("a text/plain blob in a resource read is shown as text, nothing retained", () => {
    const body = "Resource 1: This is a base64 blob";
    const r = renderResourceRead(
      [{ uri: "x:/1", mimeType: "text/plain", blob: Buffer.from(body).toString("base64") }],
      "mcp-resource-x",
      { ...ctx(), operation: "resources.read" },
    );
    expect(joinedText(r)).toContain(`[mime=text/plain]\n${body}`);
    expect(meta(r).retained).toBeUndefined();
  });

  it.each(["Text/Plain", "Application/JSON"])(
    "a %s blob in a resource read is shown as text, nothing retained",
    (mime) => {
      const body = '{"said":"a blob under a media type in capitals"}';
      const r = renderResourceRead(
        [{ uri: "x:/1", mimeType: mime, blob: Buffer.from(body).toString("base64") }],
        "mcp-resource-x",
        { ...ctx(), operation: "resources.read" },
      );
      expect(joinedText(r)).toContain(`[mime=${mime}]\n${body}`);
      expect(meta(r).retained).toBeUndefined();
    },
  );

  it("an embedded JSON blob in a tool result is text; a binary one is still retained", () => {
    const json = '{"k":[1,2]}';
    const r = convertToolResult(
      {
        content: [
          {
            type: "resource",
            resource: { uri: "x:/j", mimeType: "application/json", blob: Buffer.from(json).toString("base64") },
          },
          {
            type: "resource",
            resource: {
              uri: "x:/b",
              mimeType: "application/octet-stream",
              blob: Buffer.from([0, 1, 2, 255]).toString("base64"),
            },
          },
        ],
      },
      ctx(),
    );
    expect(joinedText(r)).toContain(`[embedded resource uri=x:/j mime=application/json]\n${json}`);
    expect(joinedText(r)).toMatch(/\[blob application\/octet-stream, 4 bytes, retained as mcp-output-[0-9a-f]{32}\]/);
    expect(meta(r).retained).toHaveLength(1);
  });
});

describe(`labels: at most results.labelMaxChars (${LIMIT_VALUES["results.labelMaxChars"]}) characters per result`, () => {
  const max = LIMIT_VALUES["results.labelMaxChars"];
  const within = (r: HostResult, pairs = 1): void => {
    const lines = labelLines(joinedText(r));
    expect(lines).toHaveLength(2 * pairs);
    expect(lines.join("").length).toBeLessThanOrEqual(max);
  };
  const longServer = { ...ctx(), server: "s".repeat(LIMIT_VALUES["config.serverName.maxChars"]) };

  it("a tool result, ok or error, whatever the server's name", () => {
    within(convertToolResult({ content: [t("Echo: hi")] }, longServer));
    within(convertToolResult({ content: [t("boom")], isError: true }, longServer));
  });

  it("a resource read and a prompt of many items keep one label pair", () => {
    const items = Array.from({ length: 5 }, (_, i) => ({ uri: `x:/${i}`, mimeType: "text/plain", text: `item ${i}` }));
    within(renderResourceRead(items, "mcp-resource-x", { ...longServer, operation: "resources.read" }));
    const messages = Array.from({ length: 5 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: t(`m${i}`) }));
    within(renderPrompt({ messages }, "p", { ...longServer, operation: "prompts.get" }));
  });

  it("an image between two texts keeps its place, inside the one label pair", () => {
    const image = { type: "image", data: PNG_1X1, mimeType: "image/png" };
    const r = convertToolResult({ content: [t("before"), image, t("middle"), image, t("after")] }, ctx());
    expect(r.content.map((b) => b.type)).toEqual(["text", "image", "text", "image", "text"]);
    within(r);
    const texts = r.content.flatMap((b) => (b.type === "text" ? [b.text] : []));
    const open = /^\[mcp result ([0-9A-Z]{4,})\]\nbefore$/.exec(texts[0] ?? "");
    expect(open).not.toBeNull();
    expect(texts[1]).toBe("middle");
    expect(texts[2]).toBe(`after\n[/mcp ${open?.[1]}]`);
  });

  it("an echo costs its text plus the labels", () => {
    const r = convertToolResult({ content: [t("Echo: hi")] }, ctx());
    expect(joinedText(r).length).toBeLessThanOrEqual("Echo: hi".length + max + 2);
  });

  it("the label pair of a plain result, resource read, prompt or output window is at most 32 characters", () => {
    // A thousand results: the nonce grows only when the text holds every short candidate.
    const c = ctx();
    for (let i = 0; i < 1000; i++) {
      const r = convertToolResult({ content: [t("Echo: hi")] }, c);
      expect(joinedText(r).length - "Echo: hi".length).toBeLessThanOrEqual(32);
    }
    const read = renderResourceRead([{ uri: "x:/a", mimeType: "text/plain", text: "a" }], "mcp-resource-x", {
      ...ctx(),
      operation: "resources.read",
    });
    const prompt = renderPrompt({ messages: [{ role: "user", content: t("m") }] }, "p", {
      ...ctx(),
      operation: "prompts.get",
    });
    for (const r of [read, prompt]) {
      const lines = joinedText(r).split("\n");
      expect(`${lines[0]}\n\n${lines.at(-1)}`.length, joinedText(r)).toBeLessThanOrEqual(32);
    }
  });
});

describe("a big text blob is a text spill that output.read can page", () => {
  it("a text/plain blob over the inline bound is retained as text, not binary", () => {
    const c = { ...ctx(), operation: "resources.read" };
    const body = "a readable line of a big text blob\n".repeat(3_000);
    const r = renderResourceRead(
      [{ uri: "x:/big", mimeType: "text/plain", blob: Buffer.from(body).toString("base64") }],
      "mcp-resource-x",
      c,
    );
    const output = meta(r).output as string;
    expect(output).toMatch(/^mcp-output-[0-9a-f]{32}$/);
    expect(meta(r).retained).toBeUndefined();
    const spill = c.spills.get(output);
    expect(spill?.kind).toBe("text");
    expect(spill?.bytes).toBe(Buffer.byteLength(`[mime=text/plain]\n${body}`));
  });
});
