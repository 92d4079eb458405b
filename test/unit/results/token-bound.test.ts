// results.tokenMaxChars bounds every server token the adapter prints in its own words.
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { contentTypeName } from "../../../src/results/blocks.js";
import { renderPrompt } from "../../../src/results/index.js";
import { safeMime } from "../../../src/results/mime.js";
import { SpillStore } from "../../../src/results/spills.js";
import { Redactor } from "../../../src/secrets/index.js";

const MAX = LIMIT_VALUES["results.tokenMaxChars"];
const word = (n: number): string => `a${"b".repeat(n - 1)}`;

describe("results.tokenMaxChars", () => {
  it("shows a content type of exactly the bound, and a placeholder for one more character", () => {
    expect(contentTypeName(word(MAX))).toBe(word(MAX));
    expect(contentTypeName(word(MAX + 1))).toBe("(unrecognised)");
  });

  it("keeps MIME type parts of exactly the bound, and drops a longer one", () => {
    const r = new Redactor();
    expect(safeMime(`${word(MAX)}/${word(MAX)}`, r)).toBe(`${word(MAX)}/${word(MAX)}`);
    expect(safeMime(`${word(MAX + 1)}/x`, r)).toBeUndefined();
    expect(safeMime(`x/${word(MAX + 1)}`, r)).toBeUndefined();
  });

  it("cuts a prompt role to the bound", () => {
    const ctx = {
      server: "s",
      operation: "prompts.get",
      spills: new SpillStore("/nonexistent-never-written"),
      redactor: new Redactor(),
    };
    const r = renderPrompt(
      { messages: [{ role: word(MAX + 10), content: { type: "text", text: "hi" } }] },
      "p",
      ctx as never,
    );
    const text = r.content.map((b) => (b.type === "text" ? b.text : "")).join("");
    expect(text).toContain(`role=${word(MAX)}]`);
    expect(text).not.toContain(word(MAX + 1));
  });
});
