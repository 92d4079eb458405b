import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { displayUri, hasCredentialMarker, isCredentialHeader, Redactor } from "../../../src/secrets/index.js";

const MIN = LIMIT_VALUES["redaction.minValueChars"];

describe("Redactor", () => {
  it("replaces every occurrence of a resolved value with its name", () => {
    const r = new Redactor([{ name: "TOKEN", value: "s3cr3t-value" }]);
    expect(r.redact("a s3cr3t-value b s3cr3t-value")).toBe("a [redacted:TOKEN] b [redacted:TOKEN]");
  });

  it("replaces a longer value whole before a shorter one it contains", () => {
    const r = new Redactor([
      { name: "SHORT", value: "abcdef" },
      { name: "LONG", value: "abcdefghij" },
    ]);
    expect(r.redact("abcdefghij abcdef")).toBe("[redacted:LONG] [redacted:SHORT]");
  });

  it(`leaves values shorter than ${MIN} characters alone and counts only the rest`, () => {
    const short = "x".repeat(MIN - 1);
    const exact = "y".repeat(MIN);
    const r = new Redactor([
      { name: "S", value: short },
      { name: "E", value: exact },
    ]);
    expect(r.size).toBe(1);
    expect(r.redact(`${short} ${exact}`)).toBe(`${short} [redacted:E]`);
  });

  it("combines with more values without forgetting the first ones", () => {
    const r = new Redactor([{ name: "A", value: "alpha-secret" }]).with([{ name: "B", value: "beta-secret" }]);
    expect(r.redact("alpha-secret beta-secret")).toBe("[redacted:A] [redacted:B]");
  });
});

describe("credential names", () => {
  it.each([
    ["GITHUB_TOKEN", true],
    ["github_token", true],
    ["MY_API_KEY", true],
    ["X-API-Key", true],
    ["CONTEXT7_API_KEY", true],
    ["AWS_SECRET_ACCESS_KEY", true],
    ["DB_PASSWD", true],
    ["PRIVATE_KEY_PATH", true],
    ["CREDENTIALS_FILE", true],
    ["LOG_LEVEL", false],
    ["PATH", false],
    ["AUTH_MODE", false],
  ])("%s credential-shaped: %s", (name, want) => {
    expect(hasCredentialMarker(name)).toBe(want);
  });

  it.each([
    ["Authorization", true],
    ["authorization", true],
    ["Cookie", true],
    ["Proxy-Authorization", true],
    ["X-Api-Key", true],
    ["Accept-Language", false],
  ])("header %s carries credentials: %s", (name, want) => {
    expect(isCredentialHeader(name)).toBe(want);
  });
});

describe("displayUri", () => {
  it.each([
    ["https://example.com/mcp", "https://example.com/mcp"],
    ["https://user:pw@example.com/mcp?token=abc#frag", "https://example.com/mcp (user info, query, fragment hidden)"],
    ["http://127.0.0.1:8080/mcp?x=1", "http://127.0.0.1:8080/mcp (query hidden)"],
    ["file:///home/u/secret.txt", "file:///home/u/secret.txt"],
    ["not a uri", "(unparseable URI)"],
  ])("%s -> %s", (given, want) => {
    expect(displayUri(given)).toBe(want);
  });
});
