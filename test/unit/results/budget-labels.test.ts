// Two bounds a server pushes on directly: the raw-byte budget of one result (src/results/budget.ts:
// exactly response.maxRawBytes is allowed, one byte more fails and undoes the result's spills) and
// the label nonce (src/results/labels.ts: never one the wrapped text contains, even when the text
// holds every nonce of the shortest length).
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { Budget } from "../../../src/results/budget.js";
import { labeller, phrase } from "../../../src/results/index.js";
import { resultsContext } from "../../support/results-context.js";

const MAX_RAW = LIMIT_VALUES["response.maxRawBytes"];
const owner = () =>
  resultsContext({ prefix: "budget-labels-test-", secrets: [{ name: "B_TOKEN", value: "budget-secret-1234" }] });

describe("the raw budget", () => {
  it("exactly response.maxRawBytes is within it; one byte more fails with the catalog error", () => {
    const b = new Budget(owner());
    b.add(MAX_RAW - 1);
    b.add(1);
    expect(b.total).toBe(MAX_RAW);
    expect(() => b.add(1)).toThrowError(
      expect.objectContaining({
        code: "MCPA_RESULT_TOO_LARGE",
        data: { server: "fx", operation: "call", max: MAX_RAW },
      }),
    );
  });

  it("going over undoes every spill of the result", () => {
    const o = owner();
    const b = new Budget(o);
    const kept = b.retain(Buffer.from("binary!").toString("base64"), "application/x-thing", "blob");
    expect(kept).toContain("retained as mcp-output-");
    expect(o.spills.usedBytes).toBe(7);
    expect(() => b.add(MAX_RAW)).toThrow();
    expect(o.spills.usedBytes).toBe(0);
    expect(b.spilled).toEqual([]);
  });

  it("text counts its UTF-8 bytes as sent, before redaction", () => {
    const b = new Budget(owner());
    expect(b.text("é budget-secret-1234")).toBe("é [redacted:B_TOKEN]");
    expect(b.total).toBe(Buffer.byteLength("é budget-secret-1234"));
  });

  it("invalid base64 is counted as nothing and retained as nothing", () => {
    const o = owner();
    const b = new Budget(o);
    expect(b.retain("not base64 !!", "image/png", "image")).toBe(
      phrase("binaryInvalid", { what: "image", mime: "image/png" }),
    );
    expect(b.total).toBe(0);
    expect(o.spills.usedBytes).toBe(0);
  });

  it("a text-like blob comes back as its redacted text; the same bytes as an image are retained", () => {
    const data = Buffer.from("plain text budget-secret-1234").toString("base64");
    const b = new Budget(owner());
    expect(b.retain(data, "text/plain", "blob")).toBe("plain text [redacted:B_TOKEN]");
    expect(b.spilled).toEqual([]);
    expect(b.retain(data, "text/plain", "image")).toContain("[image text/plain, ");
    expect(b.spilled).toHaveLength(1);
  });

  it("text that is binary data is retained as octet-stream, not shown", () => {
    const o = owner();
    const b = new Budget(o);
    const binary = "\u0001\u0002\u0003\u0004\u0005\u0006\u0007\u0008".repeat(8);
    const shown = b.text(binary);
    const [reference] = b.spilled as [string];
    expect(shown).toBe(phrase("binaryText", { bytes: 64, reference }));
    expect(o.spills.get(reference)?.mimeType).toBe("application/octet-stream");
  });
});

/** Every string of `n` characters over `alphabet` occurs in the result (a de Bruijn sequence, wrapped). */
function deBruijn(alphabet: string, n: number): string {
  const k = alphabet.length;
  const a = new Array<number>(k * n).fill(0);
  const out: number[] = [];
  const db = (t: number, p: number): void => {
    if (t > n) {
      if (n % p === 0) for (let i = 1; i <= p; i++) out.push(a[i] as number);
      return;
    }
    a[t] = a[t - p] as number;
    db(t + 1, p);
    for (let j = (a[t - p] as number) + 1; j < k; j++) {
      a[t] = j;
      db(t + 1, t);
    }
  };
  db(1, 1);
  const s = out.map((i) => alphabet[i]).join("");
  return s + s.slice(0, n - 1);
}

describe("label nonces", () => {
  const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
  const parts = (wrapped: string) => {
    const m = /^\[mcp ([a-z ]+) ([0-9A-Z]+)( [^\]]*)?\]\n([\s\S]*)\n\[\/mcp ([0-9A-Z]+)\]$/.exec(wrapped);
    return { kind: m?.[1], nonce: m?.[2] as string, meta: m?.[3], body: m?.[4], close: m?.[5] };
  };

  it("are four characters of the Crockford alphabet, the same in both lines; meta follows the nonce", () => {
    const p = parts(labeller().wrap("result", "error", "body"));
    expect(p).toMatchObject({ kind: "result", meta: " error", body: "body" });
    expect(p.nonce).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(p.close).toBe(p.nonce);
    expect(parts(labeller().wrap("result", "", "body")).meta).toBeUndefined();
  });

  it("draw fresh randomness each time", () => {
    const nonces = new Set(Array.from({ length: 400 }, () => parts(labeller().wrap("result", "", "x")).nonce));
    expect(nonces.size).toBeGreaterThan(300);
    // Every character of the alphabet is used.
    expect(new Set([...nonces].join("")).size).toBe(ALPHABET.length);
  });

  it("a text holding every four-character nonce gets a longer one it does not hold", () => {
    const all = deBruijn(ALPHABET, 4);
    expect(all.length).toBe(32 ** 4 + 3);
    const p = parts(labeller().wrap("result", "", all));
    expect(p.nonce.length).toBe(5);
    expect(all.includes(p.nonce)).toBe(false);
  });

  it("the nonce is in neither the metadata, the kind nor the text around the label", () => {
    const around = deBruijn(ALPHABET, 4);
    for (const [meta, kind, ar] of [
      [around, "result", ""],
      ["", "result", around],
    ] as const) {
      const p = labeller().wrap(kind, meta, "t", ar);
      const nonce = /^\[mcp [a-z ]+ ([0-9A-Z]+)/.exec(p)?.[1] as string;
      expect(nonce.length).toBe(5);
    }
  });
});
