// Where spill directories live, and the sweep of those left by crashed runs (see docs/architecture.md,
// "Spills"). The system temp directory is shared with every other user, so a run never works in it directly:
// each user has one private root in it (owned by that user, mode 0700, a real directory, not a symlink), and
// the per-runtime directories live inside. Someone else's directory, even one shaped like ours, is never
// touched, and neither the root nor the sweep ever makes a start fail.

import type { Stats } from "node:fs";
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Per-runtime spill directories (and, from older versions, directories straight in the temp dir). */
export const SPILL_DIR_PREFIX = "travis234-mcp-";
/** The per-user root: `<temp>/travis234-mcp-spills-<uid>`. */
const ROOT_PREFIX = `${SPILL_DIR_PREFIX}spills-`;
export const OWNER_FILE = "owner.pid";

const uid = (): number | undefined => process.getuid?.();
const userTag = (): string => String(uid() ?? "user");

/** The per-user root's path under `base` (not created). */
export function spillRootPath(base: string = tmpdir()): string {
  return join(base, `${ROOT_PREFIX}${userTag()}`);
}

/** A real directory (not a symlink) that this user owns; where there are no uids, any directory. */
function ours(st: Stats): boolean {
  const me = uid();
  return st.isDirectory() && !st.isSymbolicLink() && (me === undefined || st.uid === me);
}

function lstat(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/**
 * The per-user root, created 0700 if missing; undefined when the path is taken by something that
 * is not this user's own directory (a squatter, a symlink), in which case the caller makes a
 * private one of its own. A root of ours with a looser mode is tightened.
 */
export function spillRoot(base: string = tmpdir()): string | undefined {
  try {
    mkdirSync(base, { recursive: true });
  } catch {
    return undefined;
  }
  return ownedPrivateDir(spillRootPath(base));
}

/**
 * `dir` (its parent must exist), created 0700 if missing; undefined when the path is taken by
 * something that is not this user's own real directory (a squatter, a symlink). A directory of
 * ours with a looser mode is tightened. The tool-catalog cache root uses the same rule.
 */
export function ownedPrivateDir(dir: string): string | undefined {
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") return undefined;
  }
  const st = lstat(dir);
  if (st === undefined || !ours(st)) return undefined;
  if ((st.mode & 0o077) !== 0) {
    try {
      chmodSync(dir, 0o700);
    } catch {
      return undefined;
    }
    const again = lstat(dir);
    if (again === undefined || !ours(again) || (again.mode & 0o077) !== 0) return undefined;
  }
  return dir;
}

/** A private root of this run alone, for when the per-user one is taken; swept like a run's directory. */
export function privateSpillRoot(base: string = tmpdir()): string {
  mkdirSync(base, { recursive: true });
  return mkdtempSync(join(base, `${ROOT_PREFIX}${userTag()}-`));
}

/** A process that exited but was not reaped yet (Linux: state Z in /proc); false where unknown. */
function zombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) === "Z";
  } catch {
    return false;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
  // An owner that died with its host may linger as a zombie until its new parent reaps it.
  return !zombie(pid);
}

/** Removes this user's spill directories under `dir` whose owner is gone; never throws. */
function sweepIn(dir: string): number {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.startsWith(SPILL_DIR_PREFIX));
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    try {
      const st = lstat(path);
      if (st === undefined || !ours(st)) continue;
      // No readable owner file (the per-user root, a directory being created): not ours to judge.
      const pid = Number(readFileSync(join(path, OWNER_FILE), "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) continue;
      rmSync(path, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Unreadable, or something inside cannot be removed: left alone, and the start goes on.
    }
  }
  return removed;
}

/**
 * Removes spill directories of this user whose owning process is gone: in the per-user root, and
 * straight under `base` (older versions, and private roots of runs that found theirs taken).
 * Returns how many were removed; never throws.
 */
export function sweepStaleSpillDirs(base: string = tmpdir()): number {
  const root = spillRoot(base);
  return sweepIn(base) + (root === undefined ? 0 : sweepIn(root));
}
