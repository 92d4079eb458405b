// The cache's private directory on its own (src/catalog/tool-cache-dir.ts): which directories and
// files it trusts (this user's own, private, real), what it lists, removes, reads and writes, and
// the modes it leaves. Files of another user are made with chown, so those cases run as root only.
import {
  chmodSync,
  chownSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PrivateCacheDir } from "../../../src/catalog/tool-cache-dir.js";
import { tempDir } from "../../support/temp.js";

const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;
const ALL = /^.*$/;
afterEach(() => {
  vi.restoreAllMocks();
});

/** A private cache directory (made by a first write) and its path. */
function made(): { cache: PrivateCacheDir; path: string } {
  const path = join(tempDir("tool-cache-dir-"), "tools");
  const cache = new PrivateCacheDir(path);
  expect(cache.write("seed.json", "{}")).toBe(true);
  rmSync(join(path, "seed.json"));
  return { cache, path };
}

describe("the directory", () => {
  it("is off without a path: nothing is listed, read, removed or written", () => {
    const cache = new PrivateCacheDir(undefined);
    expect([cache.enabled, cache.dir]).toEqual([false, undefined]);
    expect(cache.names(ALL)).toEqual([]);
    expect(cache.owned(ALL)).toEqual([]);
    expect(cache.unlink("a.json")).toBe(false);
    expect(cache.read("a.json", 100)).toBeUndefined();
    expect(cache.read("a.json", 100, "1:2:3")).toBeUndefined();
    expect(cache.write("a.json", "{}")).toBe(false);
  });

  it("is usable before it exists, and made 0700 with 0700 parents on the first write", () => {
    const base = tempDir("tool-cache-dir-");
    const path = join(base, "a/b/tools");
    const cache = new PrivateCacheDir(path);
    expect([cache.enabled, cache.dir]).toEqual([true, undefined]);
    expect(cache.names(ALL)).toEqual([]);
    expect(cache.read("x.json", 100)).toBeUndefined();
    expect(cache.unlink("x.json")).toBe(false);
    expect(existsSync(join(base, "a"))).toBe(false);
    expect(cache.write("x.json", "{}")).toBe(true);
    for (const d of [join(base, "a"), join(base, "a/b"), path]) expect(lstatSync(d).mode & 0o777).toBe(0o700);
    expect(lstatSync(join(path, "x.json")).mode & 0o777).toBe(0o600);
    expect([cache.enabled, cache.dir]).toEqual([true, path]);
  });

  it("is not used while others may read it, and a write makes it private again", () => {
    const { cache, path } = made();
    expect(cache.write("a.json", "{}")).toBe(true);
    chmodSync(path, 0o750);
    expect([cache.enabled, cache.dir]).toEqual([false, undefined]);
    expect(cache.names(ALL)).toEqual([]);
    expect(cache.owned(ALL)).toEqual([]);
    expect(cache.read("a.json", 100)).toBeUndefined();
    expect(cache.unlink("a.json")).toBe(false);
    expect(cache.write("b.json", "{}")).toBe(true);
    expect(lstatSync(path).mode & 0o777).toBe(0o700);
    expect(cache.names(ALL).sort()).toEqual(["a.json", "b.json"]);
  });

  it("is not used once swapped for a symlink after a write, nor written through it", () => {
    const { cache, path } = made();
    const elsewhere = tempDir("tool-cache-dir-elsewhere-");
    chmodSync(elsewhere, 0o700);
    writeFileSync(join(elsewhere, "a.json"), "planted", { mode: 0o600 });
    rmSync(path, { recursive: true });
    symlinkSync(elsewhere, path);
    expect([cache.enabled, cache.dir]).toEqual([false, undefined]);
    expect(cache.read("a.json", 100)).toBeUndefined();
    expect(cache.write("b.json", "{}")).toBe(false);
    expect(readdirSync(elsewhere)).toEqual(["a.json"]);
  });

  it("cannot be made under a file: a write answers false", () => {
    const base = tempDir("tool-cache-dir-");
    writeFileSync(join(base, "file"), "");
    const cache = new PrivateCacheDir(join(base, "file/tools"));
    expect(cache.write("a.json", "{}")).toBe(false);
    expect(cache.dir).toBeUndefined();
  });

  it.runIf(isRoot)("is not used when another user owns it, whatever its mode, and is not taken over", () => {
    const { cache, path } = made();
    expect(cache.write("a.json", "{}")).toBe(true);
    chownSync(path, NOBODY, NOBODY);
    expect([cache.enabled, cache.dir]).toEqual([false, undefined]);
    expect(cache.read("a.json", 100)).toBeUndefined();
    expect(cache.write("b.json", "{}")).toBe(false);
    expect(readdirSync(path)).toEqual(["a.json"]);
  });
});

describe("files in it", () => {
  it("lists the names a pattern accepts, and this user's own regular files oldest first", () => {
    const { cache, path } = made();
    for (const [n, at] of [
      ["a.json", 4_000],
      ["b.json", 1_000],
      ["c.json", 3_000],
      ["d.json", 2_000],
    ] as const) {
      expect(cache.write(n, n)).toBe(true);
      utimesSync(join(path, n), at, at);
    }
    writeFileSync(join(path, "e.txt"), "", { mode: 0o600 });
    expect(cache.names(/\.json$/).sort()).toEqual(["a.json", "b.json", "c.json", "d.json"]);
    const owned = cache.owned(/\.json$/);
    expect(owned.map((f) => f.n)).toEqual(["b.json", "d.json", "c.json", "a.json"]);
    expect(owned.map((f) => f.st.size)).toEqual([6, 6, 6, 6]);
  });

  it("owns neither a symlink, a directory nor a file others may write: each is kept and read as foreign", () => {
    const { cache, path } = made();
    expect(cache.write("mine.json", "{}")).toBe(true);
    writeFileSync(join(path, "open.json"), "{}", { mode: 0o600 });
    chmodSync(join(path, "open.json"), 0o620);
    symlinkSync(join(path, "mine.json"), join(path, "link.json"));
    mkdirSync(join(path, "dir.json"), { mode: 0o700 });
    expect(cache.owned(ALL).map((f) => f.n)).toEqual(["mine.json"]);
    for (const n of ["open.json", "link.json", "dir.json"]) {
      expect(cache.read(n, 100)).toEqual({ notice: "foreign" });
      expect(cache.unlink(n)).toBe(false);
      expect(existsSync(join(path, n))).toBe(true);
    }
    expect(cache.unlink("mine.json")).toBe(true);
    expect(cache.unlink("mine.json")).toBe(false);
    expect(existsSync(join(path, "mine.json"))).toBe(false);
  });

  it.runIf(isRoot)("owns no file of another user, even a private one: it is kept and read as foreign", () => {
    const { cache, path } = made();
    expect(cache.write("theirs.json", "{}")).toBe(true);
    chownSync(join(path, "theirs.json"), NOBODY, NOBODY);
    expect(cache.owned(ALL)).toEqual([]);
    expect(cache.read("theirs.json", 100)).toEqual({ notice: "foreign" });
    expect(cache.unlink("theirs.json")).toBe(false);
    expect(existsSync(join(path, "theirs.json"))).toBe(true);
  });

  it("reads UTF-8 text up to maxBytes, refuses one byte more, and does not read an unchanged file again", () => {
    const { cache } = made();
    const text = `{"é":"${"x".repeat(90)}"}`;
    const size = Buffer.byteLength(text);
    expect(cache.write("a.json", text)).toBe(true);
    const first = cache.read("a.json", size);
    expect(first).toEqual({ text, stamp: expect.any(String) });
    expect(cache.read("a.json", size - 1)).toEqual({ notice: "oversized" });
    const stamp = first && "stamp" in first ? first.stamp : "";
    expect(cache.read("a.json", size, stamp)).toEqual({ text: "", stamp });
    expect(cache.write("a.json", `${text} `)).toBe(true);
    const changed = cache.read("a.json", size + 1, stamp);
    expect(changed).toEqual({ text: `${text} `, stamp: expect.any(String) });
    expect(changed && "stamp" in changed && changed.stamp).not.toBe(stamp);
    expect(cache.read("missing.json", size)).toBeUndefined();
  });

  it("an unchanged file read before is no longer taken once others may write it, or once the directory is not ours", () => {
    const { cache, path } = made();
    expect(cache.write("a.json", "{}")).toBe(true);
    const first = cache.read("a.json", 100);
    const stamp = first && "stamp" in first ? first.stamp : "";
    // A mode change keeps the inode, mtime and size the stamp is made of.
    chmodSync(join(path, "a.json"), 0o666);
    expect(cache.read("a.json", 100, stamp)).toEqual({ notice: "foreign" });
    chmodSync(join(path, "a.json"), 0o600);
    expect(cache.read("a.json", 100, stamp)).toEqual({ text: "", stamp });
    // The directory is checked on a read that reads: without a stamp, an open directory is not used.
    chmodSync(path, 0o755);
    expect(cache.read("a.json", 100)).toBeUndefined();
    chmodSync(path, 0o700);
    // Removed since it was read: nothing, with or without its stamp.
    rmSync(join(path, "a.json"));
    expect(cache.read("a.json", 100, stamp)).toBeUndefined();
  });

  it("replaces a file whole, and leaves no temporary file when the rename fails", () => {
    const { cache, path } = made();
    expect(cache.write("a.json", "first")).toBe(true);
    expect(cache.write("a.json", "second")).toBe(true);
    expect(readFileSync(join(path, "a.json"), "utf8")).toBe("second");
    mkdirSync(join(path, "taken.json"));
    writeFileSync(join(path, "taken.json/x"), "");
    expect(cache.write("taken.json", "data")).toBe(false);
    expect(readdirSync(path).sort()).toEqual(["a.json", "taken.json"]);
  });

  it("where there are no user ids, owns any private regular file", () => {
    const { cache, path } = made();
    expect(cache.write("a.json", "{}")).toBe(true);
    if (isRoot) chownSync(join(path, "a.json"), NOBODY, NOBODY);
    if (isRoot) chownSync(path, NOBODY, NOBODY);
    const saved = Object.getOwnPropertyDescriptor(process, "getuid");
    Object.defineProperty(process, "getuid", { value: undefined, configurable: true, writable: true });
    try {
      expect(cache.dir).toBe(path);
      expect(cache.owned(ALL).map((f) => f.n)).toEqual(["a.json"]);
      expect(cache.read("a.json", 100)).toEqual({ text: "{}", stamp: expect.any(String) });
    } finally {
      if (saved) Object.defineProperty(process, "getuid", saved);
    }
  });
});
