// A progress notification becomes one line in the model-text table's words: how far (with the
// total when the server gives one), then the server's message redacted first, on one line, cut to
// summary.maxChars; no message, or one of white space only, shows the count alone.
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { progressLine } from "../../../src/proxy/format.js";
import { Redactor } from "../../../src/secrets/index.js";

const SECRET = "sk-progress-secret-0123456789";
const redactor = new Redactor([{ name: "API_TOKEN", value: SECRET }]);
const MAX = LIMIT_VALUES["summary.maxChars"];

describe("progressLine", () => {
  it.each([
    ["count and total with a message", { progress: 3, total: 10, message: "step 3" }, "progress 3/10 step 3"],
    ["count alone", { progress: 0.5 }, "progress 0.5"],
    ["an empty message", { progress: 1, total: 2, message: "" }, "progress 1/2"],
    ["a message of white space only", { progress: 1, message: " \n\t " }, "progress 1"],
    [
      "control characters escaped, as in every model-visible text",
      { progress: 1, message: "a\u0007b" },
      "progress 1 a\\u0007b",
    ],
    ["a multi-line message", { progress: 2, message: "first\n  second\tthird" }, "progress 2 first second third"],
  ])("%s", (_, p, want) => {
    expect(progressLine(p, redactor)).toBe(want);
  });

  it("redacts a known value before cutting, so a cut cannot leave part of it", () => {
    const line = progressLine({ progress: 1, message: `${"x".repeat(MAX - 10)}${SECRET}` }, redactor);
    expect(line).not.toContain(SECRET.slice(0, 8));
    expect([...line.slice("progress 1 ".length)].length).toBeLessThanOrEqual(MAX);
  });
});
