// Spill files (see docs/architecture.md, "Spills"): one private 0700 directory per runtime inside the user's
// private spill root (spill-root.ts), 0600 files with random names, opaque mcp-output- references for the
// model, a disk quota, and removal of everything at close. A spill's file is written just after the
// current turn of the event loop, so a result's reply goes out before its spill reaches the disk;
// anyone who looks at a spill (get, or its path) or at the directory first finishes the writes.
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
  /** Files not written yet, by reference: written by the next check phase or on first look. */
  private readonly pending = new Map<string, { readonly path: string; readonly data: Buffer }>();
  private flushScheduled = false;
  private closed = false;
  /** References whose file could not be written, with their server, oldest first (bounded). */
  private readonly lost = new Map<string, string>();

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

  /**
   * Retains `data`; throws MCPA_SPILL_QUOTA when the runtime's spill space is used up. The file is
   * written after the caller's synchronous work and the promise jobs it queues (so after the reply
   * that names the spill), or earlier when the spill is looked at.
   */
  put(server: string, data: string | Buffer, kind: "text" | "binary", mimeType?: string): Spill {
    const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    if (this.used + bytes.length > this.quota) throw new AdapterError("MCPA_SPILL_QUOTA", { max: this.quota });
    const dir = this.directory();
    let reference: string;
    do reference = `${OUTPUT_PREFIX}${randomBytes(REFERENCE_HEX_CHARS / 2).toString("hex")}`;
    while (this.spills.has(reference));
    const path = join(dir, `${randomBytes(16).toString("hex")}${kind === "text" ? ".txt" : ".bin"}`);
    this.pending.set(reference, { path, data: bytes });
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => this.flush());
    }
    this.used += bytes.length;
    const written = (): void => this.write(reference);
    const spill: Spill = Object.freeze({
      reference,
      get path(): string {
        written();
        return path;
      },
      server,
      bytes: bytes.length,
      kind,
      ...(mimeType !== undefined ? { mimeType } : {}),
    });
    this.spills.set(reference, spill);
    return spill;
  }

  /** Writes every pending file. */
  private flush(): void {
    this.flushScheduled = false;
    for (const reference of [...this.pending.keys()]) this.write(reference);
  }

  /** Writes one pending file; a spill whose file cannot be written is forgotten and its space given
   * back, and its reference remembered as lost (output.read then answers MCPA_SPILL_WRITE_FAILED). */
  private write(reference: string): void {
    const pending = this.pending.get(reference);
    if (pending === undefined) return;
    this.pending.delete(reference);
    try {
      this.writeFile(pending.path, pending.data);
    } catch {
      const server = this.spills.get(reference)?.server;
      if (server !== undefined) this.remember(reference, server);
      this.spills.delete(reference);
      this.used -= pending.data.length;
      // The write runs after the call that made the spill, so nothing here may throw: a part of the
      // file that was made goes, and a failure to remove it (the directory itself gone) is ignored.
      try {
        rmSync(pending.path, { force: true });
      } catch {}
    }
  }

  /** Keeps a lost reference for lostServer, forgetting the oldest past spill.maxLostReferences. */
  private remember(reference: string, server: string): void {
    this.lost.set(reference, server);
    if (this.lost.size > LIMIT_VALUES["spill.maxLostReferences"]) {
      const oldest = this.lost.keys().next().value;
      if (oldest !== undefined) this.lost.delete(oldest);
    }
  }

  /** The server of a spill whose file could not be written, or undefined for any other reference. */
  lostServer(reference: string): string | undefined {
    this.write(reference);
    return this.lost.get(reference);
  }

  get(reference: string): Spill | undefined {
    this.write(reference);
    return this.spills.get(reference);
  }

  /** Removes one spill (for example when the request that made it failed). */
  discard(reference: string): void {
    const spill = this.spills.get(reference);
    if (!spill) return;
    this.pending.delete(reference);
    this.spills.delete(reference);
    this.used -= spill.bytes;
    rmSync(spill.path, { force: true });
  }

  /** Spills held, written or not (spill.maxFiles bounds them). */
  get fileCount(): number {
    return this.spills.size;
  }

  get usedBytes(): number {
    return this.used;
  }

  /** The directory, every pending file written first. */
  get path(): string | undefined {
    this.flush();
    return this.dir;
  }

  /** Removes the directory and everything in it. Idempotent. */
  close(): void {
    this.closed = true;
    this.pending.clear();
    this.lost.clear();
    if (this.dir !== undefined) rmSync(this.dir, { recursive: true, force: true });
    this.dir = undefined;
    this.spills.clear();
    this.used = 0;
  }
}
