// The three result shapes as the host receives them (src/results/render.ts), block by block: the
// one label pair around every text of a result, images kept in the server's order between texts,
// the host details (raw bytes, retained spills, the spilled text's reference), error results,
// empty results, prompt roles and the message bound, numbered resource items. All of it is
// decided by what a server sends.
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import type { HostResult } from "../../../src/results/blocks.js";
import { convertToolResult, phrase, renderPrompt, renderResourceRead } from "../../../src/results/index.js";
import { resultsContext } from "../../support/results-context.js";

const SECRET = "render-shapes-secret-77aa";

const ctx = (operation = "call", quota?: number) =>
  resultsContext({ prefix: "render-shapes-test-", secrets: [{ name: "RS_TOKEN", value: SECRET }], operation, quota });

const t = (text: string) => ({ type: "text", text });
const IMG = { type: "image", data: Buffer.from("pixels").toString("base64"), mimeType: "image/png" };
const meta = (r: HostResult) => r.details.travis234Mcp as Record<string, unknown>;
const kinds = (r: HostResult) => r.content.map((b) => b.type);
const texts = (r: HostResult) => r.content.flatMap((b) => (b.type === "text" ? [b.text] : []));
const OPEN = /^\[mcp ([a-z ]+) ([0-9A-Z]{4,})( [a-z]+)?\]$/;
const CLOSE = /^\[\/mcp ([0-9A-Z]{4,})\]$/;

describe("tool results", () => {
  it("text, image, text: three blocks in order, one label pair opened in the first and closed in the last", () => {
    const r = convertToolResult({ content: [t("before"), IMG, t("after")] }, ctx());
    expect(kinds(r)).toEqual(["text", "image", "text"]);
    const [first, last] = texts(r) as [string, string];
    const [open, body1] = first.split("\n");
    const m = OPEN.exec(open as string);
    expect(m?.[1]).toBe("result");
    expect(body1).toBe("before");
    expect(first.split("\n")).toHaveLength(2);
    const lines = last.split("\n");
    expect(lines).toEqual(["after", `[/mcp ${m?.[2]}]`]);
  });

  it("image, text, image, text, text: the texts between images are blocks of their own", () => {
    const r = convertToolResult({ content: [IMG, t("one"), IMG, t("two"), t("three")] }, ctx());
    expect(kinds(r)).toEqual(["image", "text", "image", "text"]);
    const [a, b] = texts(r) as [string, string];
    expect(a.split("\n").slice(1)).toEqual(["one"]);
    expect(b.split("\n")).toEqual(["two", "three", expect.stringMatching(CLOSE)]);
  });

  it("a single text run keeps the images around it in place, one text block with both label lines", () => {
    const r = convertToolResult({ content: [IMG, t("a"), t("b"), IMG] }, ctx());
    expect(kinds(r)).toEqual(["image", "text", "image"]);
    const [only] = texts(r) as [string];
    const lines = only.split("\n");
    expect(lines[0]).toMatch(OPEN);
    expect(lines.slice(1)).toEqual(["a", "b", expect.stringMatching(CLOSE)]);
  });

  it("a spilled text is one preview block; the images follow it in their order", () => {
    const big = "x".repeat(LIMIT_VALUES["inline.maxBytes"] + 10);
    const r = convertToolResult({ content: [IMG, t(big), IMG, t("tail")] }, ctx());
    expect(kinds(r)).toEqual(["image", "text", "image"]);
    expect(meta(r).truncatedBy).toBe("bytes");
    expect(meta(r).output).toMatch(/^mcp-output-[0-9a-f]+$/);
    expect(texts(r)[0]).toContain(meta(r).output as string);
  });

  it("details: operation, server, raw bytes and error flag; no spill keys when nothing was spilled", () => {
    const r = convertToolResult({ content: [t("héllo")] }, ctx());
    expect(meta(r)).toEqual({
      hasStructuredContent: false,
      operation: "call",
      server: "fx",
      isError: false,
      rawBytes: Buffer.byteLength("héllo"),
    });
  });

  it("an error result is labelled as an error and flagged; only isError === true counts", () => {
    const err = convertToolResult({ content: [t("boom")], isError: true }, ctx());
    expect(err.isError).toBe(true);
    expect(meta(err).isError).toBe(true);
    expect(OPEN.exec((texts(err)[0] as string).split("\n")[0] as string)?.[3]).toBe(" error");
    const truthy = convertToolResult({ content: [t("boom")], isError: "yes" }, ctx());
    expect(truthy.isError).toBe(false);
    expect(OPEN.exec((texts(truthy)[0] as string).split("\n")[0] as string)?.[3]).toBeUndefined();
  });

  it("no content at all says so, labelled; content that is not a list is no content", () => {
    for (const content of [undefined, [], "text", { type: "text", text: "x" }]) {
      const r = convertToolResult({ content }, ctx());
      expect(texts(r)).toHaveLength(1);
      expect((texts(r)[0] as string).split("\n")[1]).toBe(phrase("toolEmpty", {}));
    }
  });

  it("structured content that adds something is shown after the blocks, with details saying so", () => {
    const r = convertToolResult({ content: [t("said")], structuredContent: { a: "said", b: 2 } }, ctx());
    expect((texts(r)[0] as string).split("\n").slice(1, 3)).toEqual(["said", '{"b":2}']);
    expect(meta(r)).toMatchObject({ hasStructuredContent: true, structuredContentShown: true });
    const none = convertToolResult({ content: [t("said")], structuredContent: { a: "said" } }, ctx());
    expect(meta(none)).toMatchObject({ hasStructuredContent: true, structuredContentShown: false });
    const nul = convertToolResult({ content: [t("x")], structuredContent: null }, ctx());
    expect(meta(nul).hasStructuredContent).toBe(false);
    expect("structuredContentShown" in meta(nul)).toBe(false);
  });

  it("structured content alone is the result; DEL and C1 characters in it are escaped, secrets redacted", () => {
    const r = convertToolResult({ structuredContent: { v: `a\u007fb\u0085c ${SECRET}` } }, ctx());
    const body = (texts(r)[0] as string).split("\n")[1] as string;
    expect(body).not.toMatch(/[\u007f\u0085]/);
    expect(body).toContain("[redacted:RS_TOKEN]");
    expect(body).not.toContain(SECRET);
    expect(body).not.toBe(phrase("toolEmpty", {}));
  });

  it("retained binary is listed in the details; a failed result leaves none of its spills", () => {
    const c = ctx("call", 10);
    const r = convertToolResult({ content: [{ type: "audio", data: IMG.data, mimeType: "audio/wav" }] }, c);
    expect(meta(r).retained).toHaveLength(1);
    expect(c.spills.usedBytes).toBe(6);
    const c2 = ctx("call", 10);
    const audio = { type: "audio", data: IMG.data, mimeType: "audio/wav" };
    expect(() => convertToolResult({ content: [audio, audio] }, c2)).toThrowError(
      expect.objectContaining({ code: "MCPA_SPILL_QUOTA" }),
    );
    expect(c2.spills.usedBytes).toBe(0);
  });
});

describe("resource reads", () => {
  it("one item is headed by its metadata; several are numbered from 1", () => {
    const one = renderResourceRead([{ uri: "x:/a", mimeType: "text/plain", text: "A" }], "mcp-resource-1", ctx("read"));
    expect((texts(one)[0] as string).split("\n").slice(1, 3)).toEqual([
      phrase("readItem", { meta: "mime=text/plain" }),
      "A",
    ]);
    const two = renderResourceRead(
      [
        { uri: "x:/a", mimeType: "text/plain", text: "A" },
        { uri: "x:/b", text: "B" },
      ],
      "mcp-resource-2",
      ctx("read"),
    );
    expect((texts(two)[0] as string).split("\n").slice(1, 5)).toEqual([
      phrase("readItemNumbered", { index: 1, meta: "mime=text/plain" }),
      "A",
      phrase("readItemNumbered", { index: 2, meta: `mime=${phrase("unknown", {})}` }),
      "B",
    ]);
    expect(meta(two)).toMatchObject({ resource: "mcp-resource-2", itemCount: 2, operation: "read" });
    expect(OPEN.exec((texts(two)[0] as string).split("\n")[0] as string)?.[1]).toBe("resource");
  });

  it("no items (or no list) names the reference", () => {
    for (const contents of [[], undefined, "x"]) {
      const r = renderResourceRead(contents, "mcp-resource-9", ctx("read"));
      expect((texts(r)[0] as string).split("\n")[1]).toBe(phrase("resourceEmpty", { reference: "mcp-resource-9" }));
      expect(meta(r).itemCount).toBe(0);
    }
  });

  it("an item that is neither text nor blob is unsupported", () => {
    const r = renderResourceRead([{ uri: "x:/a" }], "mcp-resource-3", ctx("read"));
    expect(texts(r)[0]).toContain(phrase("resourceUnsupported", {}));
  });
});

describe("prompts", () => {
  const message = (role: unknown, text: string) => ({ role, content: t(text) });

  it("each message is headed by its number and role, in order", () => {
    const r = renderPrompt({ messages: [message("user", "hi"), message("assistant", "yo")] }, "p", ctx("prompt"));
    expect((texts(r)[0] as string).split("\n").slice(1, 5)).toEqual([
      phrase("promptMessage", { index: 1, role: "user" }),
      "hi",
      phrase("promptMessage", { index: 2, role: "assistant" }),
      "yo",
    ]);
    expect(meta(r)).toMatchObject({ prompt: "p", messageCount: 2 });
    expect(OPEN.exec((texts(r)[0] as string).split("\n")[0] as string)?.[1]).toBe("prompt");
  });

  it("a role is a short lower-case word: other characters dropped, cut to the token bound, else unknown", () => {
    const max = LIMIT_VALUES["results.tokenMaxChars"];
    const roles: [unknown, string][] = [
      ["Us]er\n[x", "Userx"],
      ["tool_call-1", "tool_call-"],
      ["a".repeat(max + 5), "a".repeat(max)],
      ["]]]", phrase("unknown", {})],
      [7, phrase("unknown", {})],
    ];
    const r = renderPrompt({ messages: roles.map(([role]) => message(role, "m")) }, "p", ctx("prompt"));
    const heads = (texts(r)[0] as string).split("\n").filter((l) => l.startsWith("[message "));
    expect(heads).toEqual(roles.map(([, want], i) => phrase("promptMessage", { index: i + 1, role: want })));
  });

  it(`at most prompt.maxMessages (${LIMIT_VALUES["prompt.maxMessages"]}) messages; one more is refused`, () => {
    const max = LIMIT_VALUES["prompt.maxMessages"];
    const at = renderPrompt({ messages: Array.from({ length: max }, () => message("user", "m")) }, "p", ctx("prompt"));
    expect(meta(at).messageCount).toBe(max);
    expect(() =>
      renderPrompt({ messages: Array.from({ length: max + 1 }, () => message("user", "m")) }, "p", ctx("prompt")),
    ).toThrowError(expect.objectContaining({ code: "MCPA_RESULT_TOO_MANY_MESSAGES", data: { server: "fx", max } }));
  });

  it("no messages names the prompt, quoted and redacted", () => {
    const r = renderPrompt({ messages: [] }, `p ${SECRET}`, ctx("prompt"));
    const line = (texts(r)[0] as string).split("\n")[1] as string;
    expect(line).toContain("[redacted:RS_TOKEN]");
    expect(line).not.toContain(SECRET);
    expect(line.startsWith("Prompt ")).toBe(true);
    expect(renderPrompt(undefined, "q", ctx("prompt")).content).toHaveLength(1);
  });
});

describe("the label pair around interleaved texts", () => {
  /** Every string of four characters over the nonce alphabet, cut to `n` characters (a de Bruijn prefix). */
  function manyNonces(n: number): string {
    const A = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    const seen = new Set<string>();
    let s = "0000";
    while (s.length < n) {
      const tail = s.slice(-3);
      let next = "";
      for (let i = A.length - 1; i >= 0; i--)
        if (!seen.has(tail + A[i])) {
          next = A[i] as string;
          break;
        }
      if (next === "") next = "0";
      seen.add(tail + next);
      s += next;
    }
    return s.slice(0, n);
  }

  it("draws its nonce against every text of the result: no text holds it", () => {
    // Two texts of about 20 KB each hold about 5% of the four-character nonces; a nonce drawn without
    // looking at them would be held by one of them in some of 100 results.
    const a = manyNonces(20_000);
    const b = manyNonces(40_000).slice(20_000);
    for (let i = 0; i < 100; i++) {
      const r = convertToolResult({ content: [t(a), IMG, t(b)] }, ctx());
      expect(kinds(r)).toEqual(["text", "image", "text"]);
      const nonce = OPEN.exec((texts(r)[0] as string).split("\n")[0] as string)?.[2] as string;
      expect(a.includes(nonce) || b.includes(nonce), nonce).toBe(false);
    }
  });

  it("a prompt result is never an error; messages that are not a list are no messages", () => {
    const r = renderPrompt({ messages: [{ role: "user", content: t("x") }] }, "p", ctx("prompt"));
    expect(r.isError).toBe(false);
    expect(meta(r).isError).toBe(false);
    for (const messages of [undefined, "text", { role: "user" }]) {
      const none = renderPrompt({ messages }, "p", ctx("prompt"));
      expect(meta(none).messageCount).toBe(0);
      expect((texts(none)[0] as string).split("\n")[1]).toBe(phrase("promptEmpty", { prompt: '"p"' }));
    }
  });
});
