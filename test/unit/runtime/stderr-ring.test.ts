// The bounded tail of a stdio server's stderr: the newest lines within stderr.ringBytes, secrets
// redacted even when a value arrived split over two chunks, control characters stripped, tabs as
// spaces, no trailing blanks or empty lines.
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { StderrRing } from "../../../src/runtime/stderr-ring.js";
import { Redactor } from "../../../src/secrets/index.js";

const SECRET = "stderr-secret-value-4f2a9c";
const redactor = (): Redactor => new Redactor([{ name: "TOKEN", value: SECRET }]);

describe("StderrRing", () => {
  it("keeps the last lines, cleaned", () => {
    const ring = new StderrRing(redactor(), 1_000);
    ring.push("first\n\n  \nsecond\twith tab   \n");
    ring.push(Buffer.from("third \u001b[31mred\u001b[0m\n"));
    const tail = ring.tail();
    expect(tail.slice(0, 2)).toEqual(["first", "second with tab"]);
    // A terminal escape is not passed on as one.
    expect(tail[2]).toMatch(/^third \\u001b\[31mred\\u001b\[0m$/);
    expect(tail.join("\n")).not.toContain("\u001b");
    expect(tail).toHaveLength(3);
    expect(ring.tail(2)).toEqual(tail.slice(1));
    expect(ring.tail(1)).toEqual(tail.slice(2));
  });

  it("returns at most stderr.tailLines lines by default", () => {
    const ring = new StderrRing(redactor(), 100_000);
    for (let i = 0; i < LIMIT_VALUES["stderr.tailLines"] + 5; i++) ring.push(`line ${i}\n`);
    const tail = ring.tail();
    expect(tail).toHaveLength(LIMIT_VALUES["stderr.tailLines"]);
    expect(tail.at(-1)).toBe(`line ${LIMIT_VALUES["stderr.tailLines"] + 4}`);
  });

  it("redacts a secret split across two chunks", () => {
    const ring = new StderrRing(redactor(), 1_000);
    ring.push(`token=${SECRET.slice(0, 10)}`);
    ring.push(`${SECRET.slice(10)} done\n`);
    expect(ring.tail()).toEqual(["token=[redacted:TOKEN] done"]);
  });

  it("drops the oldest bytes beyond the bound, and still redacts a value at the cut", () => {
    const max = 64;
    const ring = new StderrRing(redactor(), max);
    ring.push(`${"old ".repeat(100)}\n`);
    ring.push(`x${SECRET}\nnewest\n`);
    const tail = ring.tail(100);
    expect(tail.join("\n")).not.toContain("old old old old old old old old old old old old old old old old old");
    expect(Buffer.byteLength(tail.join("\n"))).toBeLessThanOrEqual(max);
    expect(tail.at(-1)).toBe("newest");
    expect(tail.join("\n")).toContain("[redacted:TOKEN]");
    expect(tail.join("\n")).not.toContain(SECRET.slice(0, 12));
  });

  it("keeps twice the bound before redacting, so that a value longer than the rest of the window is still found", () => {
    const max = 32;
    const ring = new StderrRing(redactor(), max);
    // The secret (26 characters) starts 40 characters before the end: past the bound, within twice it.
    ring.push(`${SECRET}${"y".repeat(13)}\n`);
    const tail = ring.tail(100).join("\n");
    expect(tail).not.toContain(SECRET.slice(-10));
    expect(tail).toMatch(/y{13}$/);
  });
});

describe("StderrRing bounds", () => {
  /** What the ring holds (white box: the bound on memory is the promise). */
  const held = (ring: StderrRing): string => (ring as unknown as { text: string }).text;

  it("shows the newest stderr.ringBytes bytes when more is held", () => {
    const ring = new StderrRing(redactor(), 64);
    ring.push(`${"a".repeat(30)}\n${"b".repeat(50)}\n`);
    expect(ring.tail(100)).toEqual(["a".repeat(12), "b".repeat(50)]);
  });

  it("holds at most twice the bound, the newest bytes, whatever was pushed", () => {
    const ring = new StderrRing(redactor(), 64);
    ring.push(`${"a".repeat(300)}\n`);
    ring.push(`${"b".repeat(100)}\nnewest\n`);
    expect(held(ring)).toHaveLength(128);
    expect(held(ring).endsWith("b\nnewest\n")).toBe(true);
    expect(ring.tail(100)).toEqual(["b".repeat(56), "newest"]);
  });

  it("the default bound is stderr.ringBytes", () => {
    const ring = new StderrRing(redactor());
    ring.push("x".repeat(LIMIT_VALUES["stderr.ringBytes"] * 3));
    expect(held(ring)).toHaveLength(LIMIT_VALUES["stderr.ringBytes"] * 2);
    expect(ring.tail(1)[0]).toHaveLength(LIMIT_VALUES["stderr.ringBytes"]);
  });
});
