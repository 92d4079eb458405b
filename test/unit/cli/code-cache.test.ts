// bin/code-cache.js's parts: where the cache goes, when a directory counts as
// private, what the file is named, and the atomic private write. The whole load, through the real
// bin and bundle, is test/integration/code-cache.test.ts.
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../support/temp.js";

interface CodeCache {
  cacheDirectory(env: Record<string, string | undefined>): string;
  privateDirectory(dir: string): string | undefined;
  cacheFileName(source: string): string;
  writeAtomically(file: string, data: Buffer): boolean;
  prune(dir: string, keep: string): void;
}
// A plain-JavaScript module outside src/ (it loads the bundle, so it cannot be part of it).
const MODULE = join(import.meta.dirname, "../../../bin/code-cache.js");
const cc = (await import(MODULE)) as CodeCache;

const temp = (): string => {
  const dir = tempDir("mcpa-code-cache-unit-");
  return dir;
};

describe("the code cache directory", () => {
  it("is TRAVIS234_MCP_CACHE_DIR, else $XDG_CACHE_HOME/travis234-mcp, else ~/.cache/travis234-mcp; relative values are ignored", () => {
    expect(cc.cacheDirectory({ TRAVIS234_MCP_CACHE_DIR: "/c/own", XDG_CACHE_HOME: "/x" })).toBe("/c/own");
    expect(cc.cacheDirectory({ XDG_CACHE_HOME: "/x" })).toBe("/x/travis234-mcp");
    expect(cc.cacheDirectory({ TRAVIS234_MCP_CACHE_DIR: "rel", XDG_CACHE_HOME: "also-rel" })).toBe(
      join(homedir(), ".cache", "travis234-mcp"),
    );
    expect(cc.cacheDirectory({ TRAVIS234_MCP_CACHE_DIR: "", XDG_CACHE_HOME: "" })).toBe(
      join(homedir(), ".cache", "travis234-mcp"),
    );
  });

  it("is created 0700 with its parents, and used only while nobody else can write it", () => {
    const base = temp();
    const dir = join(base, "a", "b");
    expect(cc.privateDirectory(dir)).toBe(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    chmodSync(dir, 0o755);
    expect(cc.privateDirectory(dir)).toBe(dir);
    chmodSync(dir, 0o775);
    expect(cc.privateDirectory(dir)).toBeUndefined();
    chmodSync(dir, 0o757);
    expect(cc.privateDirectory(dir)).toBeUndefined();
    writeFileSync(join(base, "file"), "");
    expect(cc.privateDirectory(join(base, "file"))).toBeUndefined();
    expect(cc.privateDirectory(join(base, "file", "below"))).toBeUndefined();
  });
});

describe("the code cache file", () => {
  it("is named by the bundle's hash, the Node version and the architecture only", () => {
    const name = cc.cacheFileName("one source");
    expect(name).toBe(cc.cacheFileName("one source"));
    expect(name).not.toBe(cc.cacheFileName("one sourcf"));
    expect(name).toMatch(
      new RegExp(
        `^travis234-mcp-[0-9a-f]{32}-node${process.versions.node.replace(/\./g, "\\.")}-${process.arch}\\.v8cache$`,
      ),
    );
  });

  it("is written 0600 and renamed into place, replacing the old one, with no temporary file left", () => {
    const dir = temp();
    const file = join(dir, "x.v8cache");
    writeFileSync(file, "old", { mode: 0o644 });
    const before = statSync(file).ino;
    expect(cc.writeAtomically(file, Buffer.from("new data"))).toBe(true);
    expect(readFileSync(file, "utf8")).toBe("new data");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(file).ino).not.toBe(before);
    expect(readdirSync(dir)).toEqual(["x.v8cache"]);
  });

  it("reports a failed write and leaves nothing behind", () => {
    const dir = temp();
    mkdirSync(join(dir, "x.v8cache"));
    writeFileSync(join(dir, "x.v8cache", "inside"), "");
    expect(cc.writeAtomically(join(dir, "x.v8cache"), Buffer.from("data"))).toBe(false);
    expect(readdirSync(dir)).toEqual(["x.v8cache"]);
    expect(cc.writeAtomically(join(dir, "missing", "x.v8cache"), Buffer.from("data"))).toBe(false);
  });
});

describe("pruning old cache files", () => {
  it("removes this module's files of other bundles and temporary files older than a week, and nothing else", () => {
    const dir = temp();
    const hash = (c: string): string => c.repeat(32);
    const names = {
      keep: `travis234-mcp-${hash("a")}-node20.20.2-x64.v8cache`,
      oldBundle: `travis234-mcp-${hash("b")}-node20.20.2-x64.v8cache`,
      oldNode: `travis234-mcp-${hash("a")}-node24.21.0-arm64.v8cache`,
      oldTemp: `travis234-mcp-${hash("c")}-node20.20.2-x64.v8cache.123.0badf00d.tmp`,
      recent: `travis234-mcp-${hash("d")}-node20.20.2-x64.v8cache`,
      foreign: "notes.txt",
    };
    const eightDaysAgo = (Date.now() - 8 * 24 * 3600 * 1000) / 1000;
    for (const [role, name] of Object.entries(names)) {
      writeFileSync(join(dir, name), "x");
      if (role !== "recent") utimesSync(join(dir, name), eightDaysAgo, eightDaysAgo);
    }
    cc.prune(dir, names.keep);
    expect(readdirSync(dir).sort()).toEqual([names.foreign, names.keep, names.recent].sort());
  });
});
