// Spill files (see docs/architecture.md, "Spills"): one private 0700 directory per runtime inside the user's
// private spill root (spill-root.ts), 0600 files with random names, opaque mcp-output- references for the
// model, a disk quota, and removal of everything at close.
import { randomBytes } from "node:crypto";
import { closeSync, fchmodSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AdapterError } from "../errors/index.js";
import { LIMIT_VALUES, REFERENCE_HEX_CHARS, REFERENCE_PREFIXES } from "./generated.js";
import { OWNER_FILE, privateSpillRoot, SPILL_DIR_PREFIX, spillRoot } from "./spill-root.js";

export { SPILL_DIR_PREFIX, spillRootPath, sweepStaleSpillDirs } from "./spill-root.js";
export const OUTPUT_PREFIX = REFERENCE_PREFIXES.output;

export interface Spill {
  readonly reference: string;
  readonly path: string;
  readonly server: string;
  readonly bytes: number;
  readonly kind: "text" | "binary";
  readonly mimeType?: string;
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

  /** The directory, created on first use (mkdtemp: mode 0700) with an owner file for the crash sweep. */
  private directory(): string {
    if (this.closed) throw new Error("spill store is closed");
    if (this.dir === undefined) {
      // Someone else holding the user's root costs only the sharing: this run makes its own.
      const root = spillRoot(this.base);
      const dir = root === undefined ? privateSpillRoot(this.base) : mkdtempSync(join(root, SPILL_DIR_PREFIX));
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
    const spill: Spill = Object.freeze({
      reference,
      path,
      server,
      bytes: bytes.length,
      kind,
      ...(mimeType !== undefined ? { mimeType } : {}),
    });
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
