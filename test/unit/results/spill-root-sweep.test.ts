// The per-user spill root and the crash sweep (src/results/spill-root.ts) at their edges: which
// owner files mean "gone", an owner that is alive but not ours to signal, stale directories inside
// the root as well as straight under the base, paths that are taken by a file, and a base that
// cannot be made. Anyone sharing the temp directory controls these paths.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, lstatSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  OWNER_FILE,
  ownedPrivateDir,
  privateSpillRoot,
  SPILL_DIR_PREFIX,
  spillRoot,
  spillRootPath,
  sweepStaleSpillDirs,
} from "../../../src/results/spill-root.js";
import { SpillStore } from "../../../src/results/spills.js";
import { tempDir } from "../../support/temp.js";

const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;
const base = (): string => tempDir("mcpa-spill-root-test-");
afterEach(() => {
  vi.restoreAllMocks();
});

/** A pid that is surely gone: a child that already exited and was reaped. */
const deadPid = (): string =>
  spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout;

/** A spill directory named `name` in `dir` with `owner` as its owner file (none when undefined). */
function stale(dir: string, name: string, owner: string | undefined): string {
  const path = join(dir, `${SPILL_DIR_PREFIX}${name}`);
  mkdirSync(path, { recursive: true });
  if (owner !== undefined) writeFileSync(join(path, OWNER_FILE), owner);
  writeFileSync(join(path, "spill.txt"), "left behind");
  return path;
}

describe("the per-user root's path", () => {
  it("is <base>/travis234-mcp-spills-<uid>", () => {
    expect(spillRootPath("/some/base")).toBe(join("/some/base", `${SPILL_DIR_PREFIX}spills-${process.getuid?.()}`));
    expect(dirname(spillRootPath())).toBe(tmpdir());
  });

  it("a private root of a run sits beside it, named after it, 0700", () => {
    const b = join(base(), "not-yet");
    const dir = privateSpillRoot(b);
    expect(dirname(dir)).toBe(b);
    expect(basename(dir).startsWith(`${basename(spillRootPath(b))}-`)).toBe(true);
    expect(basename(dir).length).toBeGreaterThan(basename(spillRootPath(b)).length + 1);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });
});

describe("the root and owned private directories", () => {
  it("the base is created when missing", () => {
    const b = join(base(), "a", "b");
    expect(spillRoot(b)).toBe(spillRootPath(b));
    expect(lstatSync(spillRootPath(b)).isDirectory()).toBe(true);
  });

  it("a base that cannot be a directory (a file is in the way) gives no root, and no throw", () => {
    const b = join(base(), "file");
    writeFileSync(b, "x");
    expect(spillRoot(join(b, "below"))).toBeUndefined();
  });

  it("a directory whose parent is missing is not made (no recursion), and no throw", () => {
    const b = base();
    expect(ownedPrivateDir(join(b, "missing", "dir"))).toBeUndefined();
    expect(existsSync(join(b, "missing"))).toBe(false);
  });

  it("a file at the path is not a directory of ours", () => {
    const b = base();
    writeFileSync(spillRootPath(b), "squatter");
    expect(spillRoot(b)).toBeUndefined();
    expect(ownedPrivateDir(spillRootPath(b))).toBeUndefined();
  });

  it("a new directory is made 0700 and returned", () => {
    const dir = join(base(), "fresh");
    expect(ownedPrivateDir(dir)).toBe(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it.runIf(isRoot)("a directory owned by another user is not ours, whatever its mode", () => {
    const dir = join(base(), "theirs");
    mkdirSync(dir, { mode: 0o700 });
    chownSync(dir, NOBODY, NOBODY);
    expect(ownedPrivateDir(dir)).toBeUndefined();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });
});

describe("the sweep", () => {
  it("treats an owner file that is not a positive whole pid as an owner that is gone", () => {
    const b = base();
    const bad = ["0", "-1", "1.5", "abc", ""].map((owner, i) => stale(b, `bad${i}`, owner));
    const live = stale(b, "live", ` ${process.pid}\n`);
    expect(sweepStaleSpillDirs(b)).toBe(bad.length);
    for (const d of bad) expect(existsSync(d), d).toBe(false);
    expect(existsSync(live)).toBe(true);
  });

  it("keeps a directory without an owner file, and one whose owner file is not a file", () => {
    const b = base();
    const none = stale(b, "none", undefined);
    const odd = stale(b, "odd", undefined);
    mkdirSync(join(odd, OWNER_FILE));
    expect(sweepStaleSpillDirs(b)).toBe(0);
    expect(existsSync(none) && existsSync(odd)).toBe(true);
  });

  it("sweeps inside the per-user root and straight under the base, and counts both", () => {
    const b = base();
    const root = spillRoot(b) as string;
    const inRoot = [stale(root, "a", deadPid()), stale(root, "b", deadPid())];
    const direct = stale(b, "c", deadPid());
    const liveInRoot = stale(root, "live", String(process.pid));
    expect(sweepStaleSpillDirs(b)).toBe(3);
    for (const d of [...inRoot, direct]) expect(existsSync(d), d).toBe(false);
    expect(existsSync(liveInRoot)).toBe(true);
    // The root itself has no owner file: it is never swept.
    expect(existsSync(root)).toBe(true);
    expect(sweepStaleSpillDirs(b)).toBe(0);
  });

  it("ignores names without the prefix and plain files with it", () => {
    const b = base();
    const other = join(b, "someone-else");
    mkdirSync(other);
    writeFileSync(join(other, OWNER_FILE), deadPid());
    writeFileSync(join(b, `${SPILL_DIR_PREFIX}file`), deadPid());
    expect(sweepStaleSpillDirs(b)).toBe(0);
    expect(existsSync(other)).toBe(true);
    expect(existsSync(join(b, `${SPILL_DIR_PREFIX}file`))).toBe(true);
  });

  it("an owner that is alive but another user's (signalling it is refused) keeps its directory", () => {
    const b = base();
    const pid = Number(deadPid());
    const kept = stale(b, "eperm", String(pid));
    const gone = stale(b, "esrch", deadPid());
    const real = process.kill.bind(process);
    vi.spyOn(process, "kill").mockImplementation((target: number, signal?: string | number) => {
      if (target !== pid) return real(target, signal);
      throw Object.assign(new Error("kill EPERM"), { code: "EPERM" });
    });
    expect(sweepStaleSpillDirs(b)).toBe(1);
    expect(existsSync(kept)).toBe(true);
    expect(existsSync(gone)).toBe(false);
  });

  it("a base that is not a directory sweeps nothing and does not throw", () => {
    const b = join(base(), "file");
    writeFileSync(b, "x");
    expect(sweepStaleSpillDirs(b)).toBe(0);
  });

  it.runIf(isRoot)("a stale-looking directory of another user is never removed", () => {
    const b = base();
    const theirs = stale(b, "theirs", deadPid());
    chownSync(theirs, NOBODY, NOBODY);
    expect(sweepStaleSpillDirs(b)).toBe(0);
    expect(existsSync(theirs)).toBe(true);
  });
});

describe("a store's directory", () => {
  it("holds an owner file naming this process, and is swept once the store is gone", () => {
    const b = base();
    const store = new SpillStore(b);
    store.put("s", "x", "text");
    const dir = store.path as string;
    expect(lstatSync(join(dir, OWNER_FILE)).mode & 0o777).toBe(0o600);
    expect(Number(spawnSync("cat", [join(dir, OWNER_FILE)], { encoding: "utf8" }).stdout)).toBe(process.pid);
    expect(sweepStaleSpillDirs(b)).toBe(0);
    writeFileSync(join(dir, OWNER_FILE), deadPid());
    expect(sweepStaleSpillDirs(b)).toBe(1);
    expect(existsSync(dir)).toBe(false);
    store.close();
  });
});
