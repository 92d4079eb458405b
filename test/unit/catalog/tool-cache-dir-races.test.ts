// The cache's private directory when the file system changes between its look and its act: a file
// swapped or removed after the check and before the open, the stat or the unlink, the directory
// removed before its listing, a planted temporary name. A real run meets these only in a race
// with another process; here each is made to happen at that moment through a hook on `node:fs`
// (or a fixed random name), off unless a test turns it on.
import {
  chmodSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tempDir } from "../../support/temp.js";

const hook = vi.hoisted(() => ({
  beforeOpen: undefined as ((path: string) => void) | undefined,
  beforeReaddir: undefined as ((path: string) => void) | undefined,
  afterReaddir: undefined as ((path: string) => void) | undefined,
  beforeUnlink: undefined as ((path: string) => void) | undefined,
  random: undefined as Buffer | undefined,
}));

vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  /** Runs a hook once: the hook is cleared before it runs, so its own file operations pass through. */
  const once = (key: "beforeOpen" | "beforeReaddir" | "afterReaddir" | "beforeUnlink", path: string): void => {
    const f = hook[key];
    hook[key] = undefined;
    f?.(path);
  };
  return {
    ...fs,
    openSync: ((path: string, ...rest: unknown[]) => {
      once("beforeOpen", path);
      return (fs.openSync as (...a: unknown[]) => number)(path, ...rest);
    }) as typeof fs.openSync,
    readdirSync: ((path: string, ...rest: unknown[]) => {
      once("beforeReaddir", path);
      const names = (fs.readdirSync as (...a: unknown[]) => string[])(path, ...rest);
      once("afterReaddir", path);
      return names;
    }) as typeof fs.readdirSync,
    unlinkSync: (path: string) => {
      once("beforeUnlink", path);
      fs.unlinkSync(path);
    },
  };
});

vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  return { ...crypto, randomBytes: (n: number) => hook.random ?? crypto.randomBytes(n) };
});

const { PrivateCacheDir } = await import("../../../src/catalog/tool-cache-dir.js");

afterEach(() => {
  hook.beforeOpen = undefined;
  hook.beforeReaddir = undefined;
  hook.afterReaddir = undefined;
  hook.beforeUnlink = undefined;
  hook.random = undefined;
});

/** A private cache directory holding a.json ("{}"), and a private place outside it. */
function setUp(): { cache: InstanceType<typeof PrivateCacheDir>; path: string; outside: string } {
  const path = join(tempDir("tool-cache-races-"), "tools");
  const cache = new PrivateCacheDir(path);
  expect(cache.write("a.json", "{}")).toBe(true);
  return { cache, path, outside: tempDir("tool-cache-races-outside-") };
}

describe("a file changed between the check and the open", () => {
  it("swapped for a symlink to a valid file of ours: not followed, nothing read", () => {
    const { cache, outside } = setUp();
    writeFileSync(join(outside, "valid.json"), "{}", { mode: 0o600 });
    hook.beforeOpen = (p) => {
      rmSync(p);
      symlinkSync(join(outside, "valid.json"), p);
    };
    expect(cache.read("a.json", 100)).toBeUndefined();
  });

  it.each([
    ["a larger file of ours", "x".repeat(101), 0o600, { notice: "oversized" }],
    ["a file others may write", "{}", 0o666, { notice: "foreign" }],
  ])("swapped for %s: refused with a notice", (_name, text, mode, want) => {
    const { cache, path } = setUp();
    hook.beforeOpen = (p) => {
      writeFileSync(join(path, "swap"), text);
      chmodSync(join(path, "swap"), mode);
      renameSync(join(path, "swap"), p);
    };
    expect(cache.read("a.json", 100)).toEqual(want);
  });

  it("removed: nothing read, no error", () => {
    const { cache } = setUp();
    hook.beforeOpen = (p) => rmSync(p);
    expect(cache.read("a.json", 100)).toBeUndefined();
  });

  it.runIf(existsSync("/proc/self/fd"))("leaves no descriptor open, whatever the read finds", () => {
    const { cache, path } = setUp();
    const open = (): number => readdirSync("/proc/self/fd").length;
    const before = open();
    for (let i = 0; i < 20; i++) {
      expect(cache.read("a.json", 100)).toEqual({ text: "{}", stamp: expect.any(String) });
      hook.beforeOpen = (p) => {
        writeFileSync(join(path, "swap"), "x".repeat(200), { mode: 0o600 });
        renameSync(join(path, "swap"), p);
      };
      expect(cache.read("a.json", 100)).toEqual({ notice: "oversized" });
      expect(cache.write("a.json", "{}")).toBe(true);
    }
    expect(open()).toBe(before);
  });
});

describe("a file or the directory gone between two steps", () => {
  it("a file listed, then removed before its stat: not among the owned files", () => {
    const { cache, path } = setUp();
    expect(cache.write("b.json", "{}")).toBe(true);
    hook.afterReaddir = () => rmSync(join(path, "a.json"));
    expect(cache.owned(/\.json$/).map((f) => f.n)).toEqual(["b.json"]);
  });

  it("a file removed by another process before the unlink: false, no error", () => {
    const { cache } = setUp();
    hook.beforeUnlink = (p) => rmSync(p);
    expect(cache.unlink("a.json")).toBe(false);
  });

  it("the directory removed after its check, before its listing: nothing listed, no error", () => {
    const { cache, path } = setUp();
    hook.beforeReaddir = () => rmSync(path, { recursive: true });
    expect(cache.names(/\.json$/)).toEqual([]);
    expect(existsSync(path)).toBe(false);
  });
});

describe("the temporary file of a write", () => {
  it("is never written through when its name is taken: a symlink planted there leaves its target untouched", () => {
    const { cache, path, outside } = setUp();
    hook.random = Buffer.from("0011223344556677", "hex");
    const target = join(outside, "target");
    writeFileSync(target, "theirs", { mode: 0o600 });
    symlinkSync(target, join(path, "b.json.0011223344556677.tmp"));
    expect(cache.write("b.json", "ours")).toBe(false);
    expect(readFileSync(target, "utf8")).toBe("theirs");
    expect(existsSync(join(path, "b.json"))).toBe(false);
  });
});
