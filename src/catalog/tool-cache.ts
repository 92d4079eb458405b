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
import type { LoadedConfig, ServerConfig } from "../config/index.js";
import { isInside } from "../config/index.js";
import { LIMIT_VALUES } from "./generated.js";
import type { CacheNoticeReason } from "./tool-cache-dir.js";
import { PrivateCacheDir } from "./tool-cache-dir.js";
import type { CachedCatalog, CachedTool, CacheHints, CacheNotice, CacheRefusal } from "./tool-cache-format.js";
import { asCatalog, FORMAT, refusal } from "./tool-cache-format.js";
import type { CacheEra } from "./tool-cache-key.js";
import { cacheKey, keyOrigin, possibleEras } from "./tool-cache-key.js";
import { ToolFingerprints } from "./tool-fingerprints.js";

export type { CachedCatalog, CachedTool, CacheHints, CacheNotice, CacheRefusal } from "./tool-cache-format.js";
export { refusal } from "./tool-cache-format.js";

const ENTRY = /^[0-9a-f]+\.json$/;
/** What `clear` removes: catalogs, fingerprints and temporary files left by an interrupted write. */
const CLEARED = /^[0-9a-f]+(\.pins)?\.json(\.[0-9a-f]+\.tmp)?$/;

export interface ToolCacheOptions {
  /** The cache directory; undefined turns the cache off. */
  readonly dir: string | undefined;
  /** Directories the cache must not lie in (the session's project, the installed package). */
  readonly forbidden?: readonly string[];
  readonly now?: () => number;
}

export class ToolCache {
  private readonly dir: PrivateCacheDir;
  private readonly now: () => number;
  /** Each tool's definition as hashes, per server definition, in the same directory. */
  readonly fingerprints: ToolFingerprints;
  private readonly seen = new Map<string, CacheNotice>();
  /** Parsed files by key, with the (mtime, size, inode) they were read at: unchanged files are not parsed again. */
  private readonly parsed = new Map<string, { readonly stamp: string; readonly catalog: CachedCatalog }>();

  private constructor(path: string | undefined, now: () => number) {
    this.dir = new PrivateCacheDir(path);
    this.now = now;
    this.fingerprints = new ToolFingerprints(this.dir, now);
  }

  /**
   * A cache over `o.dir`, off when there is none or it lies in a forbidden directory. Nothing is
   * created until a catalog is written: reading a directory that does not exist finds nothing.
   */
  static open(o: ToolCacheOptions): ToolCache {
    const dir = o.dir;
    const forbidden = dir !== undefined && o.forbidden?.some((f) => isInside(dir, f));
    return new ToolCache(forbidden ? undefined : dir, o.now ?? Date.now);
  }

  /** Whether the cache can be used: on, and its directory (if it exists) is this user's own private one. */
  get enabled(): boolean {
    return this.dir.enabled;
  }

  /** Files ignored so far, each once. */
  get notices(): readonly CacheNotice[] {
    return [...this.seen.values()];
  }

  private notice(file: string, reason: CacheNoticeReason): void {
    if (!this.seen.has(file)) this.seen.set(file, Object.freeze({ file, reason }));
  }

  /** Whether anything of this server may be kept: not when it opted out, nor from an untrusted project. */
  static keepable(config: ServerConfig, trusted: boolean): boolean {
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
      // Left out of the file when undefined.
      refused,
    };
    const data = JSON.stringify(entry);
    if (Buffer.byteLength(data) > LIMIT_VALUES["toolCache.maxEntryBytes"]) {
      this.remove(key);
      return false;
    }
    if (!this.dir.write(`${key}.json`, data)) return false;
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
    if (config.cacheTools === false) return undefined;
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
    const current = new Map<string, ServerConfig>();
    for (const s of config.servers.values()) current.set(`${s.name}\n${keyOrigin(s).file}`, s);
    let removed = 0;
    for (const c of this.entries()) {
      const s = current.get(`${c.server}\n${c.file}`);
      // Of a configured server, only its current definition's entries stay, and none once it opted out.
      const replaced =
        s !== undefined && (s.cacheTools === false || !possibleEras(s).some((e) => cacheKey(s, e) === c.key));
      const stale = (c.scope === "project" && !config.projectTrust.trusted) || replaced;
      if (stale && this.remove(c.key)) removed += 1;
    }
    this.fingerprints.reconcile(config, (s) => ToolCache.keepable(s, config.projectTrust.trusted));
    return removed;
  }

  /** Every valid entry (expired ones removed, invalid ones noticed). */
  entries(): CachedCatalog[] {
    const out: CachedCatalog[] = [];
    for (const name of this.dir.names(ENTRY)) {
      const c = this.read(name.slice(0, -".json".length));
      if (c) out.push(c);
    }
    return out;
  }

  /** Removes every cache file of ours; returns how many. */
  clear(): number {
    let n = 0;
    for (const name of this.dir.names(CLEARED)) if (this.dir.unlink(name)) n += 1;
    return n;
  }

  private remove(key: string): boolean {
    this.parsed.delete(key);
    return this.dir.unlink(`${key}.json`);
  }

  private read(key: string): CachedCatalog | undefined {
    const name = `${key}.json`;
    const known = this.parsed.get(key);
    const r = this.dir.read(name, LIMIT_VALUES["toolCache.maxEntryBytes"], known?.stamp);
    if (r === undefined) return undefined;
    if ("notice" in r) {
      this.notice(name, r.notice);
      return undefined;
    }
    if (known?.stamp === r.stamp) return this.fresh(known.catalog);
    this.parsed.delete(key);
    let parsed: unknown;
    try {
      parsed = JSON.parse(r.text);
    } catch {
      // not JSON: asCatalog refuses the undefined
    }
    const c = asCatalog(parsed, key);
    if (!c) {
      this.notice(name, "corrupt");
      this.remove(key);
      return undefined;
    }
    this.parsed.set(key, { stamp: r.stamp, catalog: c });
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
    const files = this.dir.owned(ENTRY);
    let total = files.reduce((s, f) => s + f.st.size, 0);
    let count = files.length;
    for (const f of files) {
      if (count <= LIMIT_VALUES["toolCache.maxEntries"] && total <= LIMIT_VALUES["toolCache.maxTotalBytes"]) break;
      if (this.dir.unlink(f.n)) {
        count -= 1;
        total -= f.st.size;
      }
    }
  }
}
