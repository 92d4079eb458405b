// The redactor's bounds and guards: what it never over-redacts (a value under the bound counted in
// code points, regular-expression characters in a value taken literally, a number that holds no
// value), and what it leaves untouched when it knows nothing or finds nothing (the same object,
// the same buffer), a `__proto__` key kept as a key.
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { Redactor } from "../../../src/secrets/index.js";

const MIN = LIMIT_VALUES["redaction.minValueChars"];

describe("Redactor bounds", () => {
  it("counts a value's length in code points: emoji under the bound are not a value", () => {
    const under = "😀".repeat(MIN - 1);
    const at = "😀".repeat(MIN);
    expect(under.length).toBeGreaterThanOrEqual(MIN);
    const r = new Redactor([
      { name: "U", value: under },
      { name: "A", value: at },
    ]);
    expect(r.size).toBe(1);
    expect(r.secrets).toEqual([{ name: "A", value: at }]);
    expect(r.redact(`${at}|${under}`)).toBe(`[redacted:A]|${under}`);
  });

  it.each([
    ["a.b*c+d?", "aXb*c+d?", "a.b*c+d?"],
    ["(a|b)[c]{2}", "a", "(a|b)[c]{2}"],
    ["^start$-/\\x", "start", "^start$-/\\x"],
  ])("takes %j literally: no other text matches it", (value, other, self) => {
    const r = new Redactor([{ name: "V", value }]);
    expect(r.redact(other)).toBe(other);
    expect(r.redact(`<${self}>`)).toBe("<[redacted:V]>");
  });

  it("keeps the first name of a value learnt twice, and the longest value wins at one position", () => {
    const r = new Redactor([
      { name: "FIRST", value: "shared-value" },
      { name: "SECOND", value: "shared-value" },
      { name: "LONGER", value: "shared-value-and-more" },
    ]);
    expect(r.size).toBe(2);
    expect(r.redact("shared-value-and-more shared-value")).toBe("[redacted:LONGER] [redacted:FIRST]");
    expect(r.add([])).toBe(r);
  });

  it("returns what it was given when it knows nothing or finds nothing", () => {
    const empty = new Redactor();
    const value = { a: ["x"], n: 1 };
    expect(empty.redactValue(value)).toBe(value);
    expect(empty.redact("text")).toBe("text");
    const data = Buffer.from("nothing secret here");
    expect(empty.redactBytes(data)).toBe(data);
    const r = new Redactor([{ name: "T", value: "token-123456" }]);
    expect(r.redactBytes(data)).toBe(data);
    expect(r.redactBytes(Buffer.from("a token-123456 b")).toString()).toBe("a [redacted:T] b");
  });

  it("redactValue: numbers stay numbers unless their digits hold a value; null, booleans and keys", () => {
    const r = new Redactor([{ name: "PIN", value: "4242424242" }]);
    expect(r.redactValue(12)).toBe(12);
    expect(r.redactValue(4242424242)).toBe("[redacted:PIN]");
    expect(r.redactValue(null)).toBeNull();
    expect(r.redactValue(true)).toBe(true);
    expect(r.redactValue(undefined)).toBeUndefined();
    const parsed = JSON.parse('{"__proto__": {"k": "4242424242"}, "id 4242424242": [1, "x 4242424242"]}') as object;
    const out = r.redactValue(parsed) as Record<string, unknown>;
    expect(Object.keys(out)).toEqual(["__proto__", "id [redacted:PIN]"]);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(JSON.stringify(out)).toBe('{"__proto__":{"k":"[redacted:PIN]"},"id [redacted:PIN]":[1,"x [redacted:PIN]"]}');
    const copy = r.redactValue({ a: 1 }) as Record<string, unknown>;
    copy.b = 2;
    copy.a = 3;
    expect(copy).toEqual({ a: 3, b: 2 });
    delete copy.a;
    expect(copy).toEqual({ b: 2 });
  });

  it.each(["abcdef", "a\u0000b\u0001cd", "😀😀😀😀😀😀", "ÿÿÿÿÿÿ", '"\\"\\"\\'])(
    "no form of the value %j is shorter than it, base64 cores included",
    (value) => {
      const r = new Redactor([{ name: "V", value }]);
      expect(r.size).toBe(1);
      const b64 = Buffer.from(value, "utf8").toString("base64");
      // Inside a longer base64 text, the value's core is replaced and nothing shorter than the value is.
      for (const prefix of ["", "A", "AB"]) {
        const text = Buffer.concat([Buffer.from(prefix), Buffer.from(value, "utf8"), Buffer.from("zz")]).toString(
          "base64",
        );
        expect(r.redact(text)).toContain("[redacted:V]");
      }
      expect(r.redact(b64)).toBe("[redacted:V]");
      expect(r.redact("abcde")).toBe("abcde");
    },
  );

  it("with() makes a new redactor and leaves this one as it was", () => {
    const a = new Redactor([{ name: "A", value: "alpha-secret" }]);
    const b = a.with([{ name: "B", value: "bravo-secret" }]);
    expect(b).not.toBe(a);
    expect(a.size).toBe(1);
    expect(a.redact("bravo-secret")).toBe("bravo-secret");
    expect(b.redact("alpha-secret bravo-secret")).toBe("[redacted:A] [redacted:B]");
  });
});
