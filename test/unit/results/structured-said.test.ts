// The "each datum once" rule (src/results/structured.ts) value by value: every form in which the
// content blocks say a value, each one alone, and the forms that must not count as said. Structured
// content is server-controlled, so each case pins what is shown and how many members were left out.
import { describe, expect, it } from "vitest";
import { phrase } from "../../../src/results/index.js";
import { structuredAddition } from "../../../src/results/structured.js";

type Block = Record<string, unknown>;
const t = (text: string): Block => ({ type: "text", text });
const B64 = Buffer.from("binary payload of a block").toString("base64");
const OTHER = Buffer.from("another payload, not the first").toString("base64");
const note = (block: number): string => phrase("payloadNote", { block });

/** What is shown of `{ said, extra }`: the said member is left out, the other one stays. */
const EXTRA = "a member no block says";
function member(content: Block[], said: unknown) {
  return structuredAddition(content as never, { said, extra: EXTRA });
}
const LEFT_OUT = { text: JSON.stringify({ extra: EXTRA }), omittedMembers: 1 };
const KEPT = (said: unknown) => ({ text: JSON.stringify({ extra: EXTRA, said }), omittedMembers: 0 });

describe("a member is said by the blocks in exactly these forms", () => {
  const said: [string, Block[], unknown][] = [
    ["a text block's text", [t("hello world")], "hello world"],
    ["the JSON value a text parses to", [t("[1, 2]")], [1, 2]],
    ["a whole block, as received", [{ type: "note", body: "x" }], { type: "note", body: "x" }],
    ["the list of all blocks", [t("a"), t("b")], [t("a"), t("b")]],
    ["the list of two texts", [t("a b"), t("c d")], ["a b", "c d"]],
    ["two texts joined", [t("ab"), t("cd")], "abcd"],
    ["two texts joined by a newline", [t("ab"), t("cd")], "ab\ncd"],
    ["the list of what two texts parse to", [t("1"), t('"x"')], [1, "x"]],
    ["an image's base64 payload", [{ type: "image", data: B64, mimeType: "image/png" }], B64],
    ["an audio block's base64 payload", [{ type: "audio", data: B64, mimeType: "audio/wav" }], B64],
    ["an embedded blob's base64 payload", [{ type: "resource", resource: { uri: "x:/b", blob: B64 } }], B64],
  ];
  for (const [what, content, value] of said)
    it(`said: ${what}`, () => {
      expect(member(content, value)).toEqual(LEFT_OUT);
    });

  const notSaid: [string, Block[], unknown][] = [
    ["the text of a block that is not a text block", [{ type: "note", text: "hello world" }], "hello world"],
    ["a text that is not a string", [{ type: "text", text: 5 }], 5],
    ["texts joined when there is only one", [t("ab")], ["ab"]],
    ["parsed texts when one of them does not parse", [t("1"), t("not json")], [1]],
    ["parsed texts when one of them does not parse (whole list)", [t("1"), t("nope")], [1, "nope"]],
    ["a data string of a text block", [{ type: "text", text: "x", data: B64 }], B64],
    ["the blob of a resource link", [{ type: "resource_link", resource: { blob: B64 } }], B64],
    ["an empty payload", [{ type: "image", data: "", mimeType: "image/png" }], ""],
    ["a blob that is not a string", [{ type: "resource", resource: { uri: "x:/b", blob: 5 } }], 5],
  ];
  for (const [what, content, value] of notSaid)
    it(`not said: ${what}`, () => {
      expect(member(content, value)).toEqual(KEPT(value));
    });
});

describe("what is shown", () => {
  it("a value that is itself said adds nothing and leaves no member out", () => {
    expect(structuredAddition([t("hello")] as never, "hello")).toEqual({ text: undefined, omittedMembers: 0 });
    expect(structuredAddition([t('{"a":1}')] as never, { a: 1 })).toEqual({ text: undefined, omittedMembers: 0 });
  });

  it("an object whose members are all said adds nothing, and counts them", () => {
    expect(structuredAddition([t("a"), t("b")] as never, { x: "a", y: "b" })).toEqual({
      text: undefined,
      omittedMembers: 2,
    });
  });

  it("a value that is not an object is shown whole, canonical, its payloads replaced", () => {
    const content = [{ type: "image", data: B64, mimeType: "image/png" }];
    expect(structuredAddition(content as never, [B64, { b: 1, a: B64 }])).toEqual({
      text: JSON.stringify([note(1), { a: note(1), b: 1 }]),
      omittedMembers: 0,
    });
    expect(structuredAddition(content as never, "plain")).toEqual({ text: '"plain"', omittedMembers: 0 });
    expect(structuredAddition(content as never, null)).toEqual({ text: "null", omittedMembers: 0 });
  });

  it("a repeated payload names the first block that carried it; other strings and nulls stay", () => {
    const content = [
      t("x"),
      { type: "image", data: OTHER },
      { type: "audio", data: B64 },
      { type: "image", data: B64 },
    ];
    expect(structuredAddition(content as never, { deep: [{ p: B64, q: OTHER, r: null, s: "keep" }] })).toEqual({
      text: JSON.stringify({ deep: [{ p: note(3), q: note(2), r: null, s: "keep" }] }),
      omittedMembers: 0,
    });
  });

  it("keys are sorted by code point at every depth", () => {
    expect(structuredAddition([] as never, { b: { z: 1, a: 2 }, a: [{ y: 1, x: 2 }] }).text).toBe(
      '{"a":[{"x":2,"y":1}],"b":{"a":2,"z":1}}',
    );
  });

  it("prepare sees the kept members with payloads already replaced, and its answer is what is shown", () => {
    const seen: unknown[] = [];
    const content = [t("said"), { type: "image", data: B64 }];
    const r = structuredAddition(content as never, { a: "said", b: { data: B64 }, c: "new" }, (v) => {
      seen.push(v);
      return { prepared: true };
    });
    expect(seen).toEqual([{ b: { data: note(2) }, c: "new" }]);
    expect(r).toEqual({ text: '{"prepared":true}', omittedMembers: 1 });
  });

  it("a member named __proto__ is kept as a member, not as a prototype", () => {
    const structured = JSON.parse('{"__proto__":{"polluted":true},"n":1}') as unknown;
    const r = structuredAddition([] as never, structured);
    expect(r.text).toBe('{"__proto__":{"polluted":true},"n":1}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
