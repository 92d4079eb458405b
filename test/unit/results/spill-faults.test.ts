// The spill root and store when the file system or the random source misbehaves (a chmod that does
// not take, a directory swapped between two looks, a mkdir that fails for another reason, /proc
// unreadable, a reference drawn twice, no user ids at all): faked here, since a real run meets
// them only in a race or on another platform. Each fake is off unless a test turns it on.
import * as realFs from "node:fs";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tempDir } from "../../support/temp.js";

const fake = vi.hoisted(() => ({
  chmod: undefined as ((path: string, mode: number) => void) | undefined,
  chmodCalls: [] as string[],
  mkdir: undefined as ((path: string) => void) | undefined,
  lstat: undefined as ((path: string) => void) | undefined,
  readProc: false,
  random: [] as Buffer[],
}));

vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  return {
    ...fs,
    chmodSync: (path: string, mode: number) => {
      fake.chmodCalls.push(path);
      if (fake.chmod) return fake.chmod(path, mode);
      return fs.chmodSync(path, mode);
    },
    mkdirSync: ((path: string, options?: unknown) => {
      fake.mkdir?.(path);
      return fs.mkdirSync(path, options as never);
    }) as typeof fs.mkdirSync,
    lstatSync: ((path: string, options?: unknown) => {
      fake.lstat?.(path);
      return fs.lstatSync(path, options as never);
    }) as typeof fs.lstatSync,
    readFileSync: ((path: string, options?: unknown) => {
      if (fake.readProc && String(path).startsWith("/proc/"))
        throw Object.assign(new Error("no /proc"), { code: "ENOENT" });
      return fs.readFileSync(path, options as never);
    }) as typeof fs.readFileSync,
  };
});
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof import("node:crypto")>();
  return {
    ...crypto,
    randomBytes: (n: number) => fake.random.shift() ?? crypto.randomBytes(n),
  };
});

const { ownedPrivateDir, OWNER_FILE, SPILL_DIR_PREFIX, spillRootPath, sweepStaleSpillDirs } = await import(
  "../../../src/results/spill-root.js"
);
const { SpillStore } = await import("../../../src/results/spills.js");

const base = (): string => tempDir("mcpa-spill-faults-test-");
afterEach(() => {
  fake.chmod = undefined;
  fake.mkdir = undefined;
  fake.lstat = undefined;
  fake.readProc = false;
  fake.random.length = 0;
  fake.chmodCalls.length = 0;
  vi.restoreAllMocks();
});

describe("owned private directories when the file system misbehaves", () => {
  it("a new directory is made private at once: no chmod is needed", () => {
    const dir = join(base(), "fresh");
    expect(ownedPrivateDir(dir)).toBe(dir);
    expect(fake.chmodCalls).toEqual([]);
  });

  it("an existing private directory of ours is used as it is: no chmod", () => {
    const dir = join(base(), "private");
    mkdirSync(dir, { mode: 0o700 });
    realFs.chmodSync(dir, 0o700);
    fake.chmodCalls.length = 0;
    expect(ownedPrivateDir(dir)).toBe(dir);
    expect(fake.chmodCalls).toEqual([]);
  });

  it("a loose directory whose chmod does not take is refused", () => {
    const dir = join(base(), "loose");
    mkdirSync(dir, { mode: 0o755 });
    realFs.chmodSync(dir, 0o755);
    fake.chmod = () => {};
    fake.chmodCalls.length = 0;
    expect(ownedPrivateDir(dir)).toBeUndefined();
    expect(fake.chmodCalls).toEqual([dir]);
  });

  it("a loose directory swapped for a symlink while it is tightened is refused", () => {
    const b = base();
    const dir = join(b, "swapped");
    mkdirSync(dir, { mode: 0o755 });
    realFs.chmodSync(dir, 0o755);
    const elsewhere = join(b, "elsewhere");
    mkdirSync(elsewhere, { mode: 0o700 });
    realFs.chmodSync(elsewhere, 0o700);
    fake.chmod = (path) => {
      rmSync(path, { recursive: true });
      realFs.symlinkSync(elsewhere, path);
    };
    expect(ownedPrivateDir(dir)).toBeUndefined();
  });

  it("a loose directory that disappears while it is tightened is refused", () => {
    const dir = join(base(), "gone");
    mkdirSync(dir, { mode: 0o755 });
    realFs.chmodSync(dir, 0o755);
    fake.chmod = (path) => rmSync(path, { recursive: true });
    expect(ownedPrivateDir(dir)).toBeUndefined();
  });

  it("a chmod that fails is a refusal, not a throw", () => {
    const dir = join(base(), "stuck");
    mkdirSync(dir, { mode: 0o755 });
    realFs.chmodSync(dir, 0o755);
    fake.chmod = () => {
      throw Object.assign(new Error("EPERM"), { code: "EPERM" });
    };
    expect(ownedPrivateDir(dir)).toBeUndefined();
  });

  it("a mkdir that fails for another reason than an existing path is a refusal, even over a private directory", () => {
    const dir = join(base(), "eacces");
    mkdirSync(dir, { mode: 0o700 });
    realFs.chmodSync(dir, 0o700);
    fake.mkdir = (path) => {
      if (path === dir) throw Object.assign(new Error("EACCES"), { code: "EACCES" });
    };
    expect(ownedPrivateDir(dir)).toBeUndefined();
  });

  it("a directory that cannot be looked at after mkdir is a refusal, not a throw", () => {
    const dir = join(base(), "unseen");
    fake.lstat = (path) => {
      if (path === dir) throw Object.assign(new Error("ENOENT"), { code: "ENOENT" });
    };
    expect(ownedPrivateDir(dir)).toBeUndefined();
  });

  it("a private file at the path is not a directory", () => {
    const path = join(base(), "file");
    writeFileSync(path, "x", { mode: 0o600 });
    realFs.chmodSync(path, 0o600);
    expect(ownedPrivateDir(path)).toBeUndefined();
  });
});

describe("user ids", () => {
  it("the root's name carries this user's id", () => {
    vi.spyOn(process, "getuid").mockReturnValue(4321);
    expect(spillRootPath("/b")).toBe(join("/b", `${SPILL_DIR_PREFIX}spills-4321`));
  });

  it("where there are no user ids, the root is named for the user, and any directory is ours", () => {
    vi.spyOn(process, "getuid").mockReturnValue(undefined as unknown as number);
    expect(spillRootPath("/b")).toBe(join("/b", `${SPILL_DIR_PREFIX}spills-user`));
    const dir = join(base(), "any");
    mkdirSync(dir, { mode: 0o700 });
    realFs.chmodSync(dir, 0o700);
    realFs.chownSync(dir, 65534, 65534);
    expect(ownedPrivateDir(dir)).toBe(dir);
  });
});

describe("the sweep without /proc", () => {
  it("an owner that answers signals is alive when its state cannot be read", () => {
    const b = base();
    const dir = join(b, `${SPILL_DIR_PREFIX}live`);
    mkdirSync(dir);
    writeFileSync(join(dir, OWNER_FILE), String(process.pid));
    fake.readProc = true;
    expect(sweepStaleSpillDirs(b)).toBe(0);
    expect(existsSync(dir)).toBe(true);
  });
});

describe("the store", () => {
  it("a reference drawn twice is drawn again: two spills never share one", () => {
    const same = Buffer.alloc(16, 7);
    const store = new SpillStore(base());
    fake.random.push(same);
    const a = store.put("s", "a", "text");
    fake.random.push(same, Buffer.alloc(16, 9));
    const b = store.put("s", "b", "text");
    expect(a.reference).toBe(`mcp-output-${same.toString("hex")}`);
    expect(b.reference).toBe(`mcp-output-${Buffer.alloc(16, 9).toString("hex")}`);
    expect(store.get(a.reference)?.bytes).toBe(1);
    store.close();
  });

  it("every file it writes is closed", () => {
    const open = (): number => readdirSync("/proc/self/fd").length;
    const store = new SpillStore(base());
    store.put("s", "first", "text");
    const before = open();
    for (let i = 0; i < 40; i++) store.put("s", `spill ${i}`, "text");
    // Looking at the directory finishes the pending writes.
    expect(readdirSync(store.path as string).filter((f) => f.endsWith(".txt"))).toHaveLength(41);
    expect(open()).toBe(before);
    store.close();
  });

  it("a write that fails forgets that spill only, gives its space back, and throws nothing (not even from its cleanup)", () => {
    const store = new SpillStore(base());
    const first = store.put("s", "first", "text");
    const dir = store.path as string;
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, "not a directory any more");
    const second = store.put("s", "second", "text");
    expect(store.get(second.reference)).toBeUndefined();
    expect(store.get(first.reference)?.bytes).toBe(5);
    expect(store.usedBytes).toBe(5);
    rmSync(dir);
    store.close();
  });

  it("discarding a spill whose file is already gone does not throw and gives its bytes back", () => {
    const store = new SpillStore(base());
    const a = store.put("s", "12345", "text");
    rmSync(a.path);
    expect(() => store.discard(a.reference)).not.toThrow();
    expect(store.usedBytes).toBe(0);
    store.close();
  });
});
