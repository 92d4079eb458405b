// spec/model-text.yaml drives every phrase the results area writes around server content: codegen
// refuses a phrase whose placeholders and declared data disagree, and emits one data type per phrase.
import { describe, expect, it } from "vitest";
import type { ModelTextSpec } from "../../codegen/emit-model-text.js";
import { emitModelText } from "../../codegen/emit-model-text.js";

const prov = {
  sources: [{ file: "spec/model-text.yaml", sha256: "0".repeat(64) }],
  emitter: "codegen/emit-model-text.ts",
};
const spec = (text: string, data: Record<string, "string" | "integer">): ModelTextSpec => ({
  labels: {
    kinds: { toolResult: "result", resource: "resource", prompt: "prompt", output: "output" },
    toolErrorMeta: "error",
  },
  phrases: { sample: { text, data, description: "A sample." } },
});

describe("emitModelText", () => {
  it("emits the phrase and a data type with its fields", () => {
    const out = emitModelText(prov, spec("[{{what}} {{bytes}} bytes]", { what: "string", bytes: "integer" }));
    expect(out).toContain('"sample": "[{{what}} {{bytes}} bytes]"');
    expect(out).toContain("readonly sample: { readonly what: string; readonly bytes: number };");
  });

  it("rejects a placeholder not declared in data", () => {
    expect(() => emitModelText(prov, spec("[{{what}} {{mime}}]", { what: "string" }))).toThrow(
      /sample: placeholder \{\{mime\}\} is not declared/,
    );
  });

  it("rejects a declared field the phrase never uses", () => {
    expect(() => emitModelText(prov, spec("[{{what}}]", { what: "string", mime: "string" }))).toThrow(
      /sample: data field mime is never used/,
    );
  });
});
