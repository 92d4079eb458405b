// The reference grammar (spec/credentials.yaml; docs/architecture.md, "References"), as a given/want table.
import { describe, expect, it } from "vitest";
import { AdapterError } from "../../../src/errors/index.js";
import { expandTemplates, parseTemplate } from "../../../src/secrets/index.js";

const ENV = { A: "one", B: "two", REMOTE_TOKEN: "tok-123456", CHAINED: "${B}", ENVISH: "$env:B", EMPTY: "", env: "E" };

const EXPANDS: ReadonlyArray<[string, { given: string; want: string }]> = [
  ["plain literal", { given: "info", want: "info" }],
  ["braced reference alone", { given: "${A}", want: "one" }],
  ["braced reference inside text", { given: "prefix-${A}-suffix", want: "prefix-one-suffix" }],
  ["two braced references back to back", { given: "${A}${A}", want: "oneone" }],
  ["$env reference alone", { given: "$env:A", want: "one" }],
  [
    "$env reference after a word (the upstream documentation's example)",
    { given: "Bearer $env:REMOTE_TOKEN", want: "Bearer tok-123456" },
  ],
  ["$env name is the longest run of name characters", { given: "$env:A-x", want: "one-x" }],
  ["$env glued to a name character stays literal", { given: "x$env:A", want: "x$env:A" }],
  ["upper-case $ENV is not a reference", { given: "$ENV:A", want: "$ENV:A" }],
  ["$$ is a literal $", { given: "$${A}", want: "${A}" }],
  ["$$ before $env", { given: "$$env:A", want: "$env:A" }],
  ["a lone $ stays", { given: "pa$word $", want: "pa$word $" }],
  ["resolved text is never expanded again (braced)", { given: "${CHAINED}", want: "${B}" }],
  ["resolved text is never expanded again ($env)", { given: "${ENVISH}", want: "$env:B" }],
  ["mixed forms", { given: "$env:A:${B}", want: "one:two" }],
  // Cursor, VS Code and Windsurf write ${env:NAME}.
  ["${env:NAME} alone", { given: "${env:A}", want: "one" }],
  ["${env:NAME} inside text", { given: "Bearer ${env:REMOTE_TOKEN}!", want: "Bearer tok-123456!" }],
  ["a variable named env is still ${env}", { given: "${env}", want: "E" }],
  ["resolved text is never expanded again (${env:NAME})", { given: "${env:ENVISH}", want: "$env:B" }],
  // Claude Code writes ${NAME:-default}.
  ["a default is not used when the variable is set", { given: "${A:-zzz}", want: "one" }],
  ["a default replaces an unset variable", { given: "level=${NOPE:-info}", want: "level=info" }],
  ["a default replaces an empty variable", { given: "${EMPTY:-info}", want: "info" }],
  ["an empty default", { given: "[${NOPE:-}]", want: "[]" }],
  ["a default after env:", { given: "${env:NOPE:-x y:z}", want: "x y:z" }],
  ["a default is literal text, never expanded", { given: "${NOPE:-env:A}", want: "env:A" }],
  ["a resolved value beside a default is not expanded", { given: "${CHAINED:-x}", want: "${B}" }],
];

const MALFORMED: ReadonlyArray<[string, { given: string; index: number }]> = [
  ["braced name starting with a digit", { given: "${1A}", index: 0 }],
  ["braced name with spaces", { given: "x ${ A }", index: 2 }],
  ["unclosed brace", { given: "${A", index: 0 }],
  ["empty braces", { given: "ab${}", index: 2 }],
  ["$env: without a name", { given: "$env:", index: 0 }],
  ["$env: followed by a digit", { given: "Bearer $env:1A", index: 7 }],
  ["${env:} without a name", { given: "x${env:}", index: 1 }],
  ["${env: A} with a space", { given: "${env: A}", index: 0 }],
  ["a default holding $ (no nested references)", { given: "${A:-${B}}", index: 0 }],
  ["a default holding {", { given: "${A:-{x}", index: 0 }],
  ["an unclosed default", { given: "${A:-info", index: 0 }],
  ["a bash default without the colon", { given: "${A-info}", index: 0 }],
];

describe("reference templates", () => {
  it.each(EXPANDS)("%s", (_, { given, want }) => {
    expect(expandTemplates({ KEY: given }, "env", ENV).values.KEY).toBe(want);
  });

  it.each(MALFORMED)("rejects %s at its position", (_, { given, index }) => {
    expect(parseTemplate(given)).toEqual({ ok: false, index });
  });

  it("hands only resolved variables to the redactor, never a default (it is text from the file)", () => {
    const { secrets } = expandTemplates({ K: "${NOPE:-fallback-text} ${env:A} ${B:-unused}" }, "env", ENV);
    expect(secrets).toEqual([
      { name: "A", value: "one" },
      { name: "B", value: "two" },
    ]);
  });

  it("reports which variables were resolved, for the redactor", () => {
    const { secrets } = expandTemplates({ Authorization: "Bearer ${REMOTE_TOKEN}", X: "$env:A" }, "headers", ENV);
    expect(secrets).toEqual([
      { name: "REMOTE_TOKEN", value: "tok-123456" },
      { name: "A", value: "one" },
    ]);
  });

  it.each([
    ["missing", "${NOPE}", "MCPA_SECRET_MISSING_VARIABLE", "NOPE"],
    ["empty", "Bearer $env:EMPTY", "MCPA_SECRET_EMPTY_VARIABLE", "EMPTY"],
  ])("a %s variable fails naming field and variable, never a value", (_, template, code, variable) => {
    let caught: unknown;
    try {
      expandTemplates({ OTHER: "${REMOTE_TOKEN}", Authorization: template }, "headers", ENV);
    } catch (err) {
      caught = err;
    }
    expect(AdapterError.isInstance(caught)).toBe(true);
    const e = caught as AdapterError;
    expect(e.code).toBe(code);
    expect(e.message).toContain("headers.Authorization");
    expect(e.message).toContain(variable);
    expect(`${e.message} ${e.hint}`).not.toContain("tok-123456");
  });

  it("reads the live environment on every expansion", () => {
    const env: NodeJS.ProcessEnv = { T: "first-value" };
    expect(expandTemplates({ K: "${T}" }, "env", env).values.K).toBe("first-value");
    env.T = "second-value";
    expect(expandTemplates({ K: "${T}" }, "env", env).values.K).toBe("second-value");
  });
});
