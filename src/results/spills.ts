// Spill files (DESIGN §4.9): one private 0700 directory per runtime, 0600 files with random names,
// opaque mcp-output- references for the model, a disk quota, a sweep of directories left by
// crashed runs, and removal of everything at close.
import { randomBytes } from "node:crypto";
import { closeSync, fchmodSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AdapterError } from "../errors/index.js";
import { LIMIT_VALUES, REFERENCE_HEX_CHARS } from "./generated.js";

export const SPILL_DIR_PREFIX = "travis234-mcp-";
const OWNER_FILE = "owner.pid";
export const OUTPUT_PREFIX = "mcp-output-";

export interface Spill {
  readonly reference: string;
  readonly path: string;
  readonly server: string;
  readonly bytes: number;
  readonly kind: "text" | "binary";
  readonly mimeType?: string;
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

/** Removes spill directories whose owning process is gone. Returns how many were removed. */
export function sweepStaleSpillDirs(base: string = tmpdir()): number {
  let removed = 0;
  let entries: string[];
  try {
    entries = readdirSync(base).filter((n) => n.startsWith(SPILL_DIR_PREFIX));
  } catch {
    return 0;
  }
  for (const name of entries) {
    const dir = join(base, name);
    try {
      if (!statSync(dir).isDirectory()) continue;
      const pid = Number(readFileSync(join(dir, OWNER_FILE), "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && processAlive(pid)) continue;
    } catch {
      // No readable owner file: a directory we did not finish creating, or not ours to judge.
      continue;
    }
    rmSync(dir, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

export class SpillStore {
  private dir: string | undefined;
  private used = 0;
  private readonly spills = new Map<string, Spill>();
  private closed = false;

  constructor(
    private readonly base: string = tmpdir(),
    private readonly quota: number = LIMIT_VALUES["spill.maxTotalBytes"],
  ) {}

  /** The directory, created on first use with mode 0700 and an owner file for the crash sweep. */
  private directory(): string {
    if (this.closed) throw new Error("spill store is closed");
    if (this.dir === undefined) {
      mkdirSync(this.base, { recursive: true });
      const dir = mkdtempSync(join(this.base, SPILL_DIR_PREFIX));
      this.writeFile(join(dir, OWNER_FILE), Buffer.from(String(process.pid)));
      this.dir = dir;
    }
    return this.dir;
  }

  private writeFile(path: string, data: Buffer): void {
    const fd = openSync(path, "wx", 0o600);
    try {
      fchmodSync(fd, 0o600);
      let offset = 0;
      while (offset < data.length) offset += writeSync(fd, data, offset, data.length - offset);
    } finally {
      closeSync(fd);
    }
  }

  /** Retains `data`; throws MCPA_SPILL_QUOTA when the runtime's spill space is used up. */
  put(server: string, data: string | Buffer, kind: "text" | "binary", mimeType?: string): Spill {
    const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    if (this.used + bytes.length > this.quota) throw new AdapterError("MCPA_SPILL_QUOTA", { max: this.quota });
    const dir = this.directory();
    let reference: string;
    do reference = `${OUTPUT_PREFIX}${randomBytes(REFERENCE_HEX_CHARS / 2).toString("hex")}`;
    while (this.spills.has(reference));
    const path = join(dir, `${randomBytes(16).toString("hex")}${kind === "text" ? ".txt" : ".bin"}`);
    try {
      this.writeFile(path, bytes);
    } catch (err) {
      rmSync(path, { force: true });
      throw err;
    }
    this.used += bytes.length;
    const spill: Spill = Object.freeze({ reference, path, server, bytes: bytes.length, kind, ...(mimeType !== undefined ? { mimeType } : {}) });
    this.spills.set(reference, spill);
    return spill;
  }

  get(reference: string): Spill | undefined {
    return this.spills.get(reference);
  }

  /** Removes one spill (for example when the request that made it failed). */
  discard(reference: string): void {
    const spill = this.spills.get(reference);
    if (!spill) return;
    this.spills.delete(reference);
    this.used -= spill.bytes;
    rmSync(spill.path, { force: true });
  }

  get usedBytes(): number {
    return this.used;
  }

  get path(): string | undefined {
    return this.dir;
  }

  /** Removes the directory and everything in it. Idempotent. */
  close(): void {
    this.closed = true;
    if (this.dir !== undefined) rmSync(this.dir, { recursive: true, force: true });
    this.dir = undefined;
    this.spills.clear();
    this.used = 0;
  }
}
