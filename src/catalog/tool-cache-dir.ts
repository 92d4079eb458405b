// The per-user cache directory the tool-catalog cache and the tool fingerprints live in
// (docs/architecture.md, "The tool-catalog cache"): this user's own real directory of mode 0700,
// made on the first write and checked again at every use (one swapped for a symlink or opened to
// others later is no longer used); files in it are this user's own regular files, written
// atomically (a random temporary name, then a rename), read without following a symlink and
// within a bound.
import { randomBytes } from "node:crypto";
import type { Stats } from "node:fs";
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { ownedPrivateDir } from "../results/index.js";

export type CacheNoticeReason = "corrupt" | "foreign" | "oversized";

const uid = (): number | undefined => process.getuid?.();
/** This user's own regular file, writable by nobody else (no owner check where there are no uids). */
const ownFile = (st: Stats): boolean =>
  st.isFile() && (uid() === undefined || st.uid === uid()) && (st.mode & 0o022) === 0;

function lstat(path: string): Stats | undefined {
  try {
    // A missing file is the common answer here: no error is made for it.
    return lstatSync(path, { throwIfNoEntry: false });
  } catch {
    // unreachable: undefined
  }
}

/** A read: the text with the (inode, mtime, size) stamp it was read at, or why the file is not trusted. */
const stampOf = (st: Stats): string => `${st.ino}:${st.mtimeMs}:${st.size}`;

export type DirRead =
  | { readonly text: string; readonly stamp: string }
  | { readonly notice: CacheNoticeReason }
  | undefined;

export class PrivateCacheDir {
  /** `path` undefined: the cache is off. */
  constructor(private readonly path: string | undefined) {}

  /** The directory to use: this user's own private real directory, else undefined (missing or not ours). */
  get dir(): string | undefined {
    if (this.path === undefined) return undefined;
    const st = lstat(this.path);
    const uidNow = uid();
    return st?.isDirectory() && (uidNow === undefined || st.uid === uidNow) && (st.mode & 0o077) === 0
      ? this.path
      : undefined;
  }

  /** Whether it can be used: configured, and the directory (if it exists) is this user's own private one. */
  get enabled(): boolean {
    if (this.path === undefined) return false;
    return lstat(this.path) === undefined || this.dir !== undefined;
  }

  /** The directory to write, made 0700 (and owner-checked) when missing, a loose mode of ours tightened. */
  private writable(): string | undefined {
    if (this.path === undefined) return undefined;
    try {
      mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    } catch {
      // ownedPrivateDir then fails on the same missing parent
    }
    return ownedPrivateDir(this.path);
  }

  /** File names in the directory that `pattern` accepts. */
  names(pattern: RegExp): string[] {
    if (this.dir === undefined) return [];
    try {
      return readdirSync(this.dir).filter((n) => pattern.test(n));
    } catch {
      return [];
    }
  }

  /** The names with their stats, this user's own regular files only, oldest first. */
  owned(pattern: RegExp): { readonly n: string; readonly st: Stats }[] {
    const dir = this.dir;
    if (dir === undefined) return [];
    return this.names(pattern)
      .map((n) => ({ n, st: lstat(join(dir, n)) }))
      .filter((f): f is { n: string; st: Stats } => f.st !== undefined && ownFile(f.st))
      .sort((a, b) => a.st.mtimeMs - b.st.mtimeMs);
  }

  /** Removes one file of ours; false when it is missing, not ours, or could not be removed. */
  unlink(name: string): boolean {
    if (this.dir === undefined) return false;
    const path = join(this.dir, name);
    const st = lstat(path);
    if (!st || !ownFile(st)) return false;
    try {
      unlinkSync(path);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * The text of one file when it is this user's own regular file within `maxBytes`; a notice
   * when it is there but not trusted; undefined when it is missing or cannot be read. When its
   * stamp is still `known`, it is not read again: the text is empty.
   */
  read(name: string, maxBytes: number, known?: string): DirRead {
    if (this.path === undefined) return undefined;
    // Asked on every call: the very file read before (same inode, mtime and size, still ours) costs
    // one lstat, and nothing of it is read again.
    if (known !== undefined) {
      const st = lstat(join(this.path, name));
      if (st !== undefined && ownFile(st) && stampOf(st) === known) return { text: "", stamp: known };
    }
    if (this.dir === undefined) return undefined;
    const path = join(this.dir, name);
    const st = lstat(path);
    if (st === undefined) return undefined;
    // Checked before the open too: opening a FIFO would block, a symlink would fail unnamed.
    if (!ownFile(st)) return { notice: "foreign" };
    const stamp = stampOf(st);
    try {
      // O_NOFOLLOW: a file swapped for a symlink after the check is not followed.
      const fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
      try {
        const fst = fstatSync(fd);
        if (!ownFile(fst)) return { notice: "foreign" };
        if (fst.size > maxBytes) return { notice: "oversized" };
        return { text: readFileSync(fd, "utf8"), stamp };
      } finally {
        closeSync(fd);
      }
    } catch {
      // gone or swapped for a symlink since the check: undefined
    }
  }

  /** Writes one file atomically, mode 0600; false when the directory or the write failed. */
  write(name: string, data: string): boolean {
    const dir = this.writable();
    if (dir === undefined) return false;
    const path = join(dir, name);
    const temp = `${path}.${randomBytes(8).toString("hex")}.tmp`;
    try {
      writeFileSync(temp, data, { mode: 0o600, flag: "wx" });
      renameSync(temp, path);
      return true;
    } catch {
      try {
        unlinkSync(temp);
      } catch {
        // nothing was written
      }
      return false;
    }
  }
}
