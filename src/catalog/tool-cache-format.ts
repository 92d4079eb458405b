// What a tool-catalog cache file holds (docs/architecture.md, "The tool-catalog cache"), and the
// check that turns a parsed file back into a catalog: every part of it must be what the cache
// writes, or the whole file is not trusted.
import type { SourceScope } from "../config/index.js";
import { LIMIT_VALUES } from "./generated.js";
import type { CacheNoticeReason } from "./tool-cache-dir.js";
import type { CacheEra } from "./tool-cache-key.js";
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

export interface CacheNotice {
  /** The cache file's name (a key), never a path outside the cache directory. */
  readonly file: string;
  readonly reason: CacheNoticeReason;
}

export const FORMAT = 1;

const isStr = (v: unknown): v is string => typeof v === "string";
const optStr = (v: unknown): boolean => v === undefined || isStr(v);

/** A parsed file as a catalog of `key`, or undefined when any part of it is not what we write. */
export function asCatalog(value: unknown, key: string): CachedCatalog | undefined {
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
