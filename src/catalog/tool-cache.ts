// The private tool-catalog cache (docs/architecture.md, "The tool-catalog cache"): after a complete
// tools/list, what search needs of each tool (name, title, a one-line description, hints, the
// task mark; no schema) is kept in one file per key (tool-cache-key.ts) in a per-user directory
// that is this user's own, mode 0700, never a symlink, never inside the session's project or the
// package. Text is stored as the model sees it (redacted), so no resolved value can reach a file.
// A file that is not this user's own regular file, that is too large, or whose content is not a
// catalog of its own key is ignored with a notice and never trusted. Entries expire: a 2025
// server's after toolCache.legacyTtlMs, a 2026-07-28 server's after its own ttlMs. A listing whose
// server refuses caching (ttlMs 0: stale at once; or cacheScope private) is never written: in its
// place a refusal with no tool in it is kept for toolCache.legacyTtlMs, so a later session can say
// why that server has to be listed by name. Entries, bytes per entry and total bytes are bounded.
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
import type { LoadedConfig, ServerConfig, SourceScope } from "../config/index.js";
import { isInside } from "../config/index.js";
import { ownedPrivateDir } from "../results/index.js";
import { LIMIT_VALUES } from "./generated.js";
import type { CacheEra } from "./tool-cache-key.js";
import { cacheKey, keyOrigin, possibleEras } from "./tool-cache-key.js";
import { HINT_KEYS } from "./tool-entry.js";

export interface CachedTool {
  readonly name: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly hints: Readonly<Record<string, boolean>>;
  readonly taskSupport?: string | undefined;
}

/** Why a server's own hints refused caching its listing: `stale` for ttlMs 0, `private` for cacheScope private. */
export type CacheRefusal = "stale" | "private";

export interface CachedCatalog {
  readonly key: string;
  readonly server: string;
  readonly file: string;
  readonly scope: SourceScope;
  readonly era: CacheEra;
  readonly listedAtMs: number;
  readonly expiresAtMs: number;
  readonly tools: readonly CachedTool[];
  /** Set on a refusal: the server's hints refused caching, and `tools` is empty. */
  readonly refused?: CacheRefusal;
}

/** The server's own cache hints of a 2026-07-28 listing: the smallest ttlMs and any private scope. */
export interface CacheHints {
  readonly ttlMs?: number;
  readonly scope?: "public" | "private";
}

export type CacheNoticeReason = "corrupt" | "foreign" | "oversized";

export interface CacheNotice {
  /** The cache file's name (a key), never a path outside the cache directory. */
  readonly file: string;
  readonly reason: CacheNoticeReason;
}

const FORMAT = 1;
const ENTRY = /^[0-9a-f]+\.json$/;
const TEMP = /^[0-9a-f]+\.json\.[0-9a-f]+\.tmp$/;

const uid = (): number | undefined => process.getuid?.();
/** This user's own regular file, writable by nobody else (no owner check where there are no uids). */
const ownFile = (st: Stats): boolean =>
  st.isFile() && !st.isSymbolicLink() && (uid() === undefined || st.uid === uid()) && (st.mode & 0o022) === 0;

function lstat(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

const isStr = (v: unknown): v is string => typeof v === "string";
const optStr = (v: unknown): boolean => v === undefined || isStr(v);

/** A parsed file as a catalog of `key`, or undefined when any part of it is not what we write. */
function asCatalog(value: unknown, key: string): CachedCatalog | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (v.format !== FORMAT || v.key !== key || !isStr(v.server) || !isStr(v.file)) return undefined;
  if (v.scope !== "global" && v.scope !== "project" && v.scope !== "packaged") return undefined;
  if (v.era !== "legacy" && v.era !== "modern") return undefined;
  if (!Number.isSafeInteger(v.listedAtMs) || !Number.isSafeInteger(v.expiresAtMs) || !Array.isArray(v.tools))
    return undefined;
  if (v.tools.length > LIMIT_VALUES["catalog.tools.maxEntries"]) return undefined;
  if (v.refused !== undefined && ((v.refused !== "stale" && v.refused !== "private") || v.tools.length > 0))
    return undefined;
  const tools: CachedTool[] = [];
  for (const t of v.tools as unknown[]) {
    if (typeof t !== "object" || t === null || Array.isArray(t)) return undefined;
    const o = t as Record<string, unknown>;
    if (!isStr(o.name) || !optStr(o.title) || !optStr(o.description) || !optStr(o.taskSupport)) return undefined;
    const hints: Record<string, boolean> = {};
    if (typeof o.hints !== "object" || o.hints === null || Array.isArray(o.hints)) return undefined;
    for (const k of HINT_KEYS) {
      const h = (o.hints as Record<string, unknown>)[k];
      if (h !== undefined && typeof h !== "boolean") return undefined;
      if (h !== undefined) hints[k] = h;
    }
    tools.push(
      Object.freeze({
        name: o.name,
        title: o.title as string | undefined,
        description: o.description as string | undefined,
        hints: Object.freeze(hints),
        taskSupport: o.taskSupport as string | undefined,
      }),
    );
  }
  return Object.freeze({
    key,
    server: v.server,
    file: v.file,
    scope: v.scope,
    era: v.era,
    listedAtMs: v.listedAtMs as number,
    expiresAtMs: v.expiresAtMs as number,
    tools: Object.freeze(tools),
    ...(v.refused !== undefined ? { refused: v.refused as CacheRefusal } : {}),
  });
}

/** Whether the server's own hints refuse caching; when both refuse, ttlMs 0 is the reason given. */
export function refusal(hints: CacheHints = {}): CacheRefusal | undefined {
  if (hints.ttlMs !== undefined && hints.ttlMs <= 0) return "stale";
  return hints.scope === "private" ? "private" : undefined;
}

export interface ToolCacheOptions {
  /** The cache directory; undefined turns the cache off. */
  readonly dir: string | undefined;
  /** Directories the cache must not lie in (the session's project, the installed package). */
  readonly forbidden?: readonly string[];
  readonly now?: () => number;
}

export class ToolCache {
  /** Where the directory is (or would be); undefined when the cache is off. */
  private readonly path: string | undefined;
  /** The directory once it was made private for a write. */
  private made: string | undefined;
  private readonly now: () => number;
  private readonly seen = new Map<string, CacheNotice>();
  /** Parsed files by key, with the (mtime, size, inode) they were read at: unchanged files are not parsed again. */
  private readonly parsed = new Map<string, { readonly stamp: string; readonly catalog: CachedCatalog }>();

  private constructor(path: string | undefined, now: () => number) {
    this.path = path;
    this.now = now;
  }

  /**
   * A cache over `o.dir`, off when there is none or it lies in a forbidden directory. Nothing is
   * created until a catalog is written: reading a directory that does not exist finds nothing.
   */
  static open(o: ToolCacheOptions): ToolCache {
    const now = o.now ?? Date.now;
    const dir = o.dir;
    if (dir === undefined || (o.forbidden ?? []).some((f) => isInside(dir, f))) return new ToolCache(undefined, now);
    return new ToolCache(dir, now);
  }

  /** The directory to read: this user's own private real directory, else undefined (missing or not ours). */
  private get dir(): string | undefined {
    if (this.made !== undefined) return this.made;
    if (this.path === undefined) return undefined;
    const st = lstat(this.path);
    const uidNow = uid();
    return st?.isDirectory() &&
      !st.isSymbolicLink() &&
      (uidNow === undefined || st.uid === uidNow) &&
      (st.mode & 0o077) === 0
      ? this.path
      : undefined;
  }

  /** The directory to write, made 0700 (and owner-checked) on first use. */
  private writable(): string | undefined {
    if (this.made !== undefined || this.path === undefined) return this.made;
    try {
      mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    } catch {
      return undefined;
    }
    this.made = ownedPrivateDir(this.path);
    return this.made;
  }

  /** Whether the cache can be used: on, and its directory (if it exists) is this user's own private one. */
  get enabled(): boolean {
    if (this.path === undefined) return false;
    return lstat(this.path) === undefined || this.dir !== undefined;
  }

  /** Files ignored so far, each once. */
  get notices(): readonly CacheNotice[] {
    return [...this.seen.values()];
  }

  private notice(file: string, reason: CacheNoticeReason): void {
    if (!this.seen.has(file)) this.seen.set(file, Object.freeze({ file, reason }));
  }

  /** Whether anything of this server may be kept: not when it opted out, nor from an untrusted project. */
  private static keepable(config: ServerConfig, trusted: boolean): boolean {
    if (config.cacheTools === false) return false;
    const origin = keyOrigin(config);
    return origin.scope !== "project" || trusted || origin.delegated;
  }

  /**
   * Keeps a complete listing made on a connection of `era`; false when it is not kept (opted out,
   * an untrusted project, refused by the server, the cache off, the entry over its bound, the write
   * failed). A listing the server's
   * hints refuse leaves a refusal in its place. Never throws.
   */
  store(
    config: ServerConfig,
    era: CacheEra,
    tools: readonly CachedTool[],
    o: { readonly trusted: boolean; readonly hints?: CacheHints },
  ): boolean {
    const key = cacheKey(config, era);
    if (!ToolCache.keepable(config, o.trusted)) {
      this.remove(key);
      return false;
    }
    const refused = refusal(o.hints);
    if (refused !== undefined) {
      this.write(config, era, [], LIMIT_VALUES["toolCache.legacyTtlMs"], refused);
      return false;
    }
    const ttl =
      era === "modern" && o.hints?.ttlMs !== undefined
        ? Math.min(o.hints.ttlMs, LIMIT_VALUES["toolCache.legacyTtlMs"])
        : LIMIT_VALUES["toolCache.legacyTtlMs"];
    return this.write(config, era, tools, ttl, undefined);
  }

  private write(
    config: ServerConfig,
    era: CacheEra,
    tools: readonly CachedTool[],
    ttl: number,
    refused: CacheRefusal | undefined,
  ): boolean {
    const key = cacheKey(config, era);
    const dir = this.writable();
    if (dir === undefined) return false;
    const listedAtMs = this.now();
    const origin = keyOrigin(config);
    const entry = {
      format: FORMAT,
      key,
      server: config.name,
      file: origin.file,
      scope: origin.scope,
      era,
      listedAtMs,
      expiresAtMs: listedAtMs + ttl,
      tools,
      ...(refused !== undefined ? { refused } : {}),
    };
    const data = JSON.stringify(entry);
    if (Buffer.byteLength(data) > LIMIT_VALUES["toolCache.maxEntryBytes"]) {
      this.remove(key);
      return false;
    }
    const path = join(dir, `${key}.json`);
    const temp = `${path}.${randomBytes(8).toString("hex")}.tmp`;
    try {
      writeFileSync(temp, data, { mode: 0o600, flag: "wx" });
      renameSync(temp, path);
    } catch {
      try {
        unlinkSync(temp);
      } catch {
        // nothing was written
      }
      return false;
    }
    this.prune();
    return true;
  }

  /** The freshest valid cached catalog of this server's current definition, without connecting. */
  lookup(config: ServerConfig): CachedCatalog | undefined {
    const c = this.latest(config);
    return c?.refused === undefined ? c : undefined;
  }

  /** Why this server's latest listing was not kept, when its own hints refused it. */
  refusal(config: ServerConfig): CacheRefusal | undefined {
    return this.latest(config)?.refused;
  }

  /** The freshest valid entry, catalog or refusal, of this server's current definition. */
  private latest(config: ServerConfig): CachedCatalog | undefined {
    if (this.dir === undefined || config.cacheTools === false) return undefined;
    let best: CachedCatalog | undefined;
    const file = keyOrigin(config).file;
    for (const era of possibleEras(config)) {
      const c = this.read(cacheKey(config, era));
      if (c && c.server === config.name && c.file === file && (!best || c.listedAtMs > best.listedAtMs)) best = c;
    }
    return best;
  }

  /** Drops every cached catalog of this server's definition (list_changed, reconnect, an unknown tool). */
  drop(config: ServerConfig): void {
    for (const era of possibleEras(config)) this.remove(cacheKey(config, era));
  }

  /**
   * Removes what the loaded configuration no longer stands behind: entries of project files the
   * session does not trust, entries of a server whose definition changed (same name and file,
   * another key) and entries of servers that opted out. Returns how many were removed.
   */
  reconcile(config: LoadedConfig): number {
    if (this.dir === undefined) return 0;
    const current = new Map<string, Set<string>>();
    for (const s of config.servers.values())
      current.set(
        `${s.name}\n${keyOrigin(s).file}`,
        new Set(s.cacheTools === false ? [] : possibleEras(s).map((e) => cacheKey(s, e))),
      );
    const untrusted = new Set(config.projectTrust.trusted ? [] : config.ignoredProjectFiles);
    let removed = 0;
    for (const c of this.entries()) {
      const keys = current.get(`${c.server}\n${c.file}`);
      const stale =
        (c.scope === "project" && (untrusted.has(c.file) || !config.projectTrust.trusted)) ||
        (keys !== undefined && !keys.has(c.key));
      if (stale && this.remove(c.key)) removed += 1;
    }
    return removed;
  }

  /** Every valid entry (expired ones removed, invalid ones noticed). */
  entries(): CachedCatalog[] {
    const out: CachedCatalog[] = [];
    for (const name of this.names()) {
      const c = this.read(name.slice(0, -".json".length));
      if (c) out.push(c);
    }
    return out;
  }

  /** Removes every cache file of ours; returns how many. */
  clear(): number {
    let n = 0;
    for (const name of this.names(true)) if (this.unlink(name)) n += 1;
    return n;
  }

  private names(withTemp = false): string[] {
    if (this.dir === undefined) return [];
    try {
      return readdirSync(this.dir).filter((n) => ENTRY.test(n) || (withTemp && TEMP.test(n)));
    } catch {
      return [];
    }
  }

  private unlink(name: string): boolean {
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

  private remove(key: string): boolean {
    this.parsed.delete(key);
    return this.unlink(`${key}.json`);
  }

  private read(key: string): CachedCatalog | undefined {
    if (this.dir === undefined) return undefined;
    const name = `${key}.json`;
    const path = join(this.dir, name);
    const st = lstat(path);
    if (st === undefined) return undefined;
    if (!ownFile(st)) {
      this.notice(name, "foreign");
      return undefined;
    }
    if (st.size > LIMIT_VALUES["toolCache.maxEntryBytes"]) {
      this.notice(name, "oversized");
      return undefined;
    }
    const stamp = `${st.ino}:${st.mtimeMs}:${st.size}`;
    const known = this.parsed.get(key);
    if (known?.stamp === stamp) return this.fresh(known.catalog);
    this.parsed.delete(key);
    let text: string;
    try {
      // O_NOFOLLOW: a file swapped for a symlink after the check is not followed.
      const fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
      try {
        const fst = fstatSync(fd);
        if (!ownFile(fst) || fst.size > LIMIT_VALUES["toolCache.maxEntryBytes"]) {
          this.notice(name, fst.size > LIMIT_VALUES["toolCache.maxEntryBytes"] ? "oversized" : "foreign");
          return undefined;
        }
        text = readFileSync(fd, "utf8");
      } finally {
        closeSync(fd);
      }
    } catch {
      return undefined;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const c = asCatalog(parsed, key);
    if (!c) {
      this.notice(name, "corrupt");
      this.remove(key);
      return undefined;
    }
    this.parsed.set(key, { stamp, catalog: c });
    return this.fresh(c);
  }

  /** The catalog while it is within its lifetime; an expired one (or one from the future) is removed. */
  private fresh(c: CachedCatalog): CachedCatalog | undefined {
    const now = this.now();
    if (c.expiresAtMs <= now || c.listedAtMs > now + LIMIT_VALUES["toolCache.legacyTtlMs"]) {
      this.remove(c.key);
      return undefined;
    }
    return c;
  }

  /** Oldest files first out, until the entry count and the total bytes fit. */
  private prune(): void {
    if (this.dir === undefined) return;
    const dir = this.dir;
    const files = this.names()
      .map((n) => ({ n, st: lstat(join(dir, n)) }))
      .filter((f): f is { n: string; st: Stats } => f.st !== undefined && ownFile(f.st))
      .sort((a, b) => a.st.mtimeMs - b.st.mtimeMs);
    let total = files.reduce((s, f) => s + f.st.size, 0);
    let count = files.length;
    for (const f of files) {
      if (count <= LIMIT_VALUES["toolCache.maxEntries"] && total <= LIMIT_VALUES["toolCache.maxTotalBytes"]) break;
      if (this.unlink(f.n)) {
        count -= 1;
        total -= f.st.size;
      }
    }
  }
}
