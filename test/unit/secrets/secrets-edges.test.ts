// Edges of the secret helpers that the redaction and reference tests did not pin: template parts
// exactly as parsed, expansion failing safely and frozen, reserved header prefixes, user info
// hidden whether it holds a name, a password or both, and an empty redactor changing no byte.
import { describe, expect, it } from "vitest";
import { AdapterError } from "../../../src/errors/index.js";
import { displayUri, expandTemplates, isReservedHeader, Redactor } from "../../../src/secrets/index.js";
import { isReferenceName, parseTemplate } from "../../../src/secrets/references.js";

describe("parseTemplate parts", () => {
  it("references of both forms, a default, and no empty literal between adjacent references", () => {
    // Strict: a reference without a default has no `default` key at all.
    expect(parseTemplate("${A}${B:-x}$env:C")).toStrictEqual({
      ok: true,
      parts: [
        { kind: "reference", name: "A", form: "braced", index: 0 },
        { kind: "reference", name: "B", form: "braced", index: 4, default: "x" },
        { kind: "reference", name: "C", form: "env", index: 11 },
      ],
    });
    expect(parseTemplate("a ${A} b")).toEqual({
      ok: true,
      parts: [
        { kind: "literal", text: "a " },
        { kind: "reference", name: "A", form: "braced", index: 2 },
        { kind: "literal", text: " b" },
      ],
    });
  });

  it("names: whole-string matches only", () => {
    expect(isReferenceName("TOKEN_1")).toBe(true);
    expect(isReferenceName("")).toBe(false);
    expect(isReferenceName("A B")).toBe(false);
    expect(isReferenceName("1A")).toBe(false);
  });
});

describe("expandTemplates", () => {
  it("a malformed template built in code fails with the syntax error, naming the field and the 1-based index", () => {
    let caught: unknown;
    try {
      expandTemplates({ X_VALUE: "ab${" }, "env", {});
    } catch (err) {
      caught = err;
    }
    expect(AdapterError.isInstance(caught) && caught.code).toBe("MCPA_CONFIG_REFERENCE_SYNTAX");
    expect((caught as AdapterError).data).toEqual({ field: "env.X_VALUE", index: 3 });
  });

  it("the expanded values cannot be changed afterwards", () => {
    const { values } = expandTemplates({ K: "${V}" }, "env", { V: "value-of-v" });
    expect(values.K).toBe("value-of-v");
    expect(() => {
      (values as Record<string, string>).K = "changed";
    }).toThrow(TypeError);
    expect(() => delete (values as Record<string, string>).K).toThrow(TypeError);
    expect(values.K).toBe("value-of-v");
  });
});

describe("isReservedHeader", () => {
  it("every reserved prefix reserves the names it begins, in any case", () => {
    expect(isReservedHeader("Mcp-Session-Id")).toBe(true);
    expect(isReservedHeader("mcp-session-id")).toBe(true);
    expect(isReservedHeader("Mcp-Param-Region")).toBe(true);
    expect(isReservedHeader("mcp-param-")).toBe(true);
    expect(isReservedHeader("Mcp-Para")).toBe(false);
    expect(isReservedHeader("X-Custom")).toBe(false);
  });
});

describe("displayUri user info", () => {
  it("hides a user name alone, a password alone, and both", () => {
    expect(displayUri("https://user@example.com/p")).toBe("https://example.com/p (user info hidden)");
    expect(displayUri("https://:pass@example.com/p")).toBe("https://example.com/p (user info hidden)");
    expect(displayUri("https://user:pass@example.com/p")).toBe("https://example.com/p (user info hidden)");
    expect(displayUri("https://example.com/p")).toBe("https://example.com/p");
  });
});

describe("an empty redactor", () => {
  it("changes no text, no value and no byte", () => {
    const r = new Redactor();
    const bytes = Buffer.from("Secret S Stryker \u00ff");
    expect(r.redactBytes(bytes)).toBe(bytes);
    expect(r.redact("Secret S")).toBe("Secret S");
    const value = { a: ["S", 1] };
    expect(r.redactValue(value)).toBe(value);
  });
});
