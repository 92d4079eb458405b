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

  it("grows in place with add(), so every holder of one redactor sees new values", () => {
    const r = new Redactor();
    const holder = { redactor: r };
    expect(r.add([{ name: "A", value: "alpha-secret" }])).toBe(r);
    expect(holder.redactor.redact("x alpha-secret")).toBe("x [redacted:A]");
    r.add([{ name: "A2", value: "alpha-secret" }]);
    expect(r.size).toBe(1);
  });

  const special = 'pa"ss\\wo\nrd\tend';
  const r = new Redactor([{ name: "PW", value: special }]);

  it("matches a value in the forms the adapter writes it: as is, JSON-escaped, control-escaped", () => {
    expect(r.redact(`a ${special} b`)).toBe("a [redacted:PW] b");
    expect(r.redact(JSON.stringify({ k: special }))).toBe('{"k":"[redacted:PW]"}');
    expect(r.redact('pa"ss\\wo\\nrd\\tend')).toBe("[redacted:PW]");
    expect(r.redactBytes(Buffer.from(JSON.stringify([special]))).toString()).toBe('["[redacted:PW]"]');
  });

  it("matches a value's base64 forms: standard and URL-safe, padded and bare, whole and inside a longer base64 text", () => {
    // ">>>???" gives "+" and "/" in standard base64, "-" and "_" URL-safe.
    const value = "pass>>>???~x1-42x";
    const r = new Redactor([{ name: "TOKEN", value }]);
    const b64 = (s: string): string => Buffer.from(s, "utf8").toString("base64");
    const url = (s: string): string => Buffer.from(s, "utf8").toString("base64url");
    const standard = b64(value);
    expect(standard).toMatch(/[+/]/);
    expect(standard).toMatch(/=$/);
    for (const form of [standard, standard.replace(/=+$/, ""), url(value), `${url(value)}=`]) {
      expect(r.redact(`got ${form} back`)).toBe("got [redacted:TOKEN] back");
    }
    // Inside a longer base64 text (a Basic credential, a JSON body encoded whole), at each offset.
    for (const prefix of ["", "u", "us", "user:", "Bearer "]) {
      for (const enc of [b64, url]) {
        const shown = r.redact(enc(`${prefix}${value} and more`));
        expect(shown).toContain("[redacted:TOKEN]");
        expect(Buffer.from(shown.replace("[redacted:TOKEN]", ""), "base64").toString("latin1")).not.toContain("42x");
      }
    }
    expect(r.redactBytes(Buffer.from(`echo ${standard}`)).toString()).toBe("echo [redacted:TOKEN]");
  });

  it("redacts in one pass: a replacement is never matched again (a secret may be the word 'redacted')", () => {
    const words = new Redactor([
      { name: "WORD", value: "redacted" },
      { name: "TOKEN", value: "token-value" },
    ]);
    expect(words.redact("token-value redacted")).toBe("[redacted:TOKEN] [redacted:WORD]");
    expect(words.redactBytes(Buffer.from("token-value redacted")).toString()).toBe("[redacted:TOKEN] [redacted:WORD]");
  });

  it("redactValue redacts every string, key and digit run of a JSON value before it is serialised", () => {
    const pin = new Redactor([
      { name: "PW", value: special },
      { name: "PIN", value: "987654" },
    ]);
    const given = { [special]: [special, { deep: `x${special}y` }], n: 19876543, keep: 12, ok: true, none: null };
    expect(pin.redactValue(given)).toEqual({
      "[redacted:PW]": ["[redacted:PW]", { deep: "x[redacted:PW]y" }],
      n: "1[redacted:PIN]3",
      keep: 12,
      ok: true,
      none: null,
    });
    expect(JSON.stringify(pin.redactValue(given))).not.toContain("987654");
    // A "__proto__" key stays an own key (JSON.parse makes one) and never sets the prototype; the input is not changed.
    const proto = pin.redactValue(JSON.parse('{"__proto__":{"polluted":1}}')) as object;
    expect(Object.keys(proto)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype);
    expect(given.n).toBe(19876543);
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

  it("redacts before parsing (which lower-cases hosts and percent-encodes paths) and after", () => {
    const r = new Redactor([
      { name: "HOST", value: "SECRET-Host" },
      { name: "PATH", value: 'p"a th' },
    ]);
    expect(displayUri("https://SECRET-Host.example.com/x", r).toLowerCase()).not.toContain("secret-host");
    expect(displayUri('https://example.com/a/p"a th/b', r)).toBe("https://example.com/a/[redacted:PATH]/b");
    expect(displayUri('https://example.com/a/p"a th/b')).toBe("https://example.com/a/p%22a%20th/b");
  });
});
