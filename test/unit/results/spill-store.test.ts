// The spill store's accounting and files (src/results/spills.ts) at their edges: the quota's exact
// bound, what a discard and a close give back, the record each spill keeps, file names by kind,
// a failed write that leaves no file and no charge, and the private root used when the user's is
// taken. A server decides how much is spilled, so every bound here is one it can push on.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { OWNER_FILE, spillRootPath } from "../../../src/results/spill-root.js";
import type { SpillStore } from "../../../src/results/spills.js";
import { spillStoreOn } from "../../support/results-context.js";
import { tempDir } from "../../support/temp.js";

function store(quota?: number): { s: SpillStore; base: string } {
  const base = tempDir("mcpa-spill-store-test-");
  return { s: spillStoreOn(base, quota), base };
}

const files = (s: SpillStore): string[] => readdirSync(s.path as string).filter((f) => f !== OWNER_FILE);

describe("the quota", () => {
  it("a spill that brings the total to exactly the quota is kept; one byte more is refused", () => {
    const { s } = store(10);
    s.put("s", "1234567", "text");
    expect(() => s.put("s", "1234", "text")).toThrowError(expect.objectContaining({ code: "MCPA_SPILL_QUOTA" }));
    expect(s.usedBytes).toBe(7);
    expect(s.put("s", "123", "text").bytes).toBe(3);
    expect(s.usedBytes).toBe(10);
    expect(() => s.put("s", "x", "text")).toThrowError(expect.objectContaining({ code: "MCPA_SPILL_QUOTA" }));
  });

  it("the quota counts UTF-8 bytes, and the refusal names the quota", () => {
    const { s } = store(4);
    let caught: unknown;
    try {
      s.put("s", "ééé", "text");
    } catch (err) {
      caught = err;
    }
    expect(caught).toMatchObject({ code: "MCPA_SPILL_QUOTA", data: { max: 4 } });
    expect(s.usedBytes).toBe(0);
    expect(s.path).toBeUndefined();
  });

  it("the default quota is spill.maxTotalBytes", () => {
    const { s } = store();
    const max = LIMIT_VALUES["spill.maxTotalBytes"];
    expect(() => s.put("s", Buffer.alloc(max + 1), "binary")).toThrowError(
      expect.objectContaining({ code: "MCPA_SPILL_QUOTA", data: { max } }),
    );
  });

  it("a discard gives back exactly that spill's bytes and removes its file; an unknown one is a no-op", () => {
    const { s } = store(10);
    const a = s.put("s", "12345", "text");
    const b = s.put("s", "123", "text");
    s.discard("mcp-output-unknown");
    expect(s.usedBytes).toBe(8);
    s.discard(a.reference);
    expect(s.usedBytes).toBe(3);
    expect(s.get(a.reference)).toBeUndefined();
    expect(existsSync(a.path)).toBe(false);
    s.discard(a.reference);
    expect(s.usedBytes).toBe(3);
    expect(readFileSync(b.path, "utf8")).toBe("123");
    expect(s.put("s", "1234567", "text").bytes).toBe(7);
  });

  it("close gives every byte back and forgets every spill", () => {
    const { s } = store(10);
    const a = s.put("s", "12345", "text");
    s.close();
    expect(s.usedBytes).toBe(0);
    expect(s.get(a.reference)).toBeUndefined();
    expect(s.path).toBeUndefined();
  });
});

describe("the record and the file of a spill", () => {
  it("keeps the server, the byte count, the kind and the MIME type; reads back by reference", () => {
    const { s } = store();
    const bin = s.put("docs", Buffer.from([0, 1, 2, 255]), "binary", "image/png");
    expect(bin).toMatchObject({ server: "docs", bytes: 4, kind: "binary", mimeType: "image/png" });
    expect(Object.isFrozen(bin)).toBe(true);
    expect(s.get(bin.reference)).toBe(bin);
    expect(readFileSync(bin.path)).toEqual(Buffer.from([0, 1, 2, 255]));
    const txt = s.put("docs", "héllo", "text");
    expect(txt).toMatchObject({ server: "docs", bytes: 6, kind: "text" });
    expect("mimeType" in txt).toBe(false);
    expect(readFileSync(txt.path, "utf8")).toBe("héllo");
  });

  it("a text spill is a .txt file and a binary one a .bin file, with random names, in the store's directory", () => {
    const { s } = store();
    const txt = s.put("s", "t", "text");
    const bin = s.put("s", "b", "binary");
    expect(basename(txt.path)).toMatch(/^[0-9a-f]{32}\.txt$/);
    expect(basename(bin.path)).toMatch(/^[0-9a-f]{32}\.bin$/);
    expect(dirname(txt.path)).toBe(s.path);
    expect(files(s).sort()).toEqual([basename(txt.path), basename(bin.path)].sort());
  });

  it("a large spill is written whole", () => {
    const { s } = store();
    const data = Buffer.alloc(3 * 1024 * 1024 + 7, 0x61);
    const spill = s.put("s", data, "binary");
    expect(readFileSync(spill.path).equals(data)).toBe(true);
  });

  it("the directory is made once, with an owner file naming this process", () => {
    const { s, base } = store();
    s.put("s", "a", "text");
    const dir = s.path as string;
    s.put("s", "b", "text");
    expect(s.path).toBe(dir);
    expect(dirname(dir)).toBe(spillRootPath(base));
    expect(readFileSync(join(dir, OWNER_FILE), "utf8")).toBe(String(process.pid));
  });

  it("every later spill is written on its own turn too, and a discarded one never reaches the disk", async () => {
    const { s } = store();
    const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
    const first = s.put("s", "first", "text");
    await turn();
    // The directory read straight from the disk: looking through the store would write what is pending.
    const dir = dirname(first.path);
    const files = (): string[] => readdirSync(dir).filter((f) => f.endsWith(".txt"));
    s.put("s", "second", "text");
    await turn();
    expect(files()).toHaveLength(2);
    const third = s.put("s", "third", "text");
    s.discard(third.reference);
    await turn();
    expect(files()).toHaveLength(2);
    s.close();
  });

  it("remembers the server of a spill it could not write, at most spill.maxLostReferences of them, until close", () => {
    const { s } = store();
    s.put("s", "first", "text");
    const dir = s.path as string;
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, "not a directory any more");
    const max = LIMIT_VALUES["spill.maxLostReferences"];
    const refs = Array.from({ length: max + 1 }, (_, i) => s.put(`server-${i}`, "lost", "text").reference);
    // Looking at the directory writes (and here loses) every pending spill, in order.
    expect(s.path).toBe(dir);
    expect(s.lostServer(refs[0] as string)).toBeUndefined();
    for (const i of [1, max]) expect(s.lostServer(refs[i] as string)).toBe(`server-${i}`);
    expect(s.lostServer("mcp-output-00000000000000000000000000000000")).toBeUndefined();
    rmSync(dir);
    s.close();
    expect(s.lostServer(refs[max] as string)).toBeUndefined();
  });

  it("a write that fails when its turn comes (nobody looking) charges nothing and is forgotten", async () => {
    const { s } = store();
    s.put("s", "first", "text");
    const dir = s.path as string;
    // The directory taken away under the store: the next file cannot be made.
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, "not a directory any more");
    const second = s.put("s", "second", "text");
    expect(s.usedBytes).toBe(11);
    await new Promise((resolve) => setImmediate(resolve));
    expect(s.usedBytes).toBe(5);
    expect(s.get(second.reference)).toBeUndefined();
    // Looked at before its turn, a spill that cannot be written is forgotten the same way, and the
    // look throws nothing (its cleanup in a directory that is now a file included).
    const third = s.put("s", "third", "text");
    expect(() => s.get(third.reference)).not.toThrow();
    expect(s.usedBytes).toBe(5);
    rmSync(dir);
  });

  it("with the user's root taken by a file, the store makes a private root under the base", () => {
    const { s, base } = store();
    writeFileSync(spillRootPath(base), "squatter");
    const spill = s.put("s", "x", "text");
    expect(dirname(s.path as string)).toBe(base);
    expect(basename(s.path as string).startsWith(basename(spillRootPath(base)))).toBe(true);
    expect(readFileSync(join(s.path as string, OWNER_FILE), "utf8")).toBe(String(process.pid));
    expect(readFileSync(spill.path, "utf8")).toBe("x");
    s.close();
    expect(readFileSync(spillRootPath(base), "utf8")).toBe("squatter");
  });

  it("after close, a spill is refused and nothing is created again", () => {
    const { s, base } = store();
    s.close();
    expect(() => s.put("s", "x", "text")).toThrow("spill store is closed");
    expect(readdirSync(base)).toEqual([]);
  });
});
