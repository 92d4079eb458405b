// The tool-catalog cache's lifetimes and bounds, at their edges: how long a listing of each era is
// kept, a listing listed in the future, which era's listing a lookup finds, an entry of exactly
// toolCache.maxEntryBytes, and the total of toolCache.maxTotalBytes that pushes the oldest out.
import { readdirSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import type { CachedTool } from "../../../src/catalog/tool-cache.js";
import { ToolCache } from "../../../src/catalog/tool-cache.js";
import { cacheKey } from "../../../src/catalog/tool-cache-key.js";
import type { ServerConfig } from "../../../src/config/index.js";
import { loadDelegatedServers } from "../../../src/config/index.js";
import { tempDir } from "../../support/temp.js";

const TTL = LIMIT_VALUES["toolCache.legacyTtlMs"];
const ENTRY_BYTES = LIMIT_VALUES["toolCache.maxEntryBytes"];
const TOTAL_BYTES = LIMIT_VALUES["toolCache.maxTotalBytes"];
const T0 = 1_000_000_000;

/** Servers of one shared file by name, each `{ command: name }` unless given. */
function servers(defs: Record<string, Record<string, unknown>>): (name: string) => ServerConfig {
  const config = loadDelegatedServers(defs, "/home/u/.config/mcp/mcp.json");
  return (name) => config.servers.get(name) as ServerConfig;
}

/** A cache in a fresh directory on a clock the test moves. */
function clocked(): { cache: ToolCache; dir: string; at: (t: number) => void } {
  let now = T0;
  const dir = join(tempDir("tool-cache-bounds-"), "tools");
  return { cache: ToolCache.open({ dir, now: () => now }), dir, at: (t) => (now = t) };
}

const tools = (name: string, description = ""): CachedTool[] => [{ name, description, hints: {} }];
const names = (cache: ToolCache, s: ServerConfig): string[] | undefined => cache.lookup(s)?.tools.map((t) => t.name);

describe("lifetimes", () => {
  it.each([
    ["a 2026 listing: its own ttlMs, at most toolCache.legacyTtlMs", "modern", { ttlMs: 2 * TTL, scope: "public" }],
    ["a 2026 listing without a ttlMs: toolCache.legacyTtlMs", "modern", undefined],
    ["a 2025 listing: toolCache.legacyTtlMs, whatever its hints say", "legacy", { ttlMs: 5_000, scope: "public" }],
  ] as const)("%s", (_name, era, hints) => {
    const { cache, at } = clocked();
    const time = servers({ time: { command: "time" } })("time");
    expect(cache.store(time, era, tools("now"), { trusted: false, ...(hints ? { hints } : {}) })).toBe(true);
    at(T0 + 5_000);
    expect(names(cache, time)).toEqual(["now"]);
    at(T0 + TTL - 1);
    expect(names(cache, time)).toEqual(["now"]);
    at(T0 + TTL);
    expect(cache.lookup(time)).toBeUndefined();
  });

  it("a listing dated more than toolCache.legacyTtlMs ahead of the clock is removed; one dated exactly that far is kept", () => {
    const { cache, dir, at } = clocked();
    const s = servers({ a: { command: "a" }, b: { command: "b" } });
    cache.store(s("a"), "legacy", tools("a"), { trusted: false });
    at(T0 + 1);
    cache.store(s("b"), "legacy", tools("b"), { trusted: false });
    // The clock goes back: a is exactly toolCache.legacyTtlMs ahead of it, b one millisecond more.
    at(T0 - TTL);
    expect(names(cache, s("a"))).toEqual(["a"]);
    expect(cache.lookup(s("b"))).toBeUndefined();
    expect(readdirSync(dir)).toEqual([`${cacheKey(s("a"), "legacy")}.json`]);
  });
});

describe("which listing a lookup finds", () => {
  it("the most recent of the eras the definition may speak, whichever era came last", () => {
    const { cache, dir, at } = clocked();
    const time = servers({ time: { command: "time" } })("time");
    cache.store(time, "legacy", tools("old"), { trusted: false });
    at(T0 + 1);
    cache.store(time, "modern", tools("new"), { trusted: false, hints: { ttlMs: TTL, scope: "public" } });
    expect(cache.lookup(time)?.era).toBe("modern");
    at(T0 + 2);
    cache.store(time, "legacy", tools("newer"), { trusted: false });
    expect(cache.lookup(time)).toMatchObject({ era: "legacy", tools: [{ name: "newer" }] });
    // A fresh cache over the same files finds the same.
    expect(names(ToolCache.open({ dir, now: () => T0 + 3 }), time)).toEqual(["newer"]);
  });
});

describe("bounds", () => {
  /** The description length that makes a's legacy listing exactly `bytes` long, for servers named alike. */
  function padFor(cache: ToolCache, dir: string, s: ServerConfig, bytes: number): number {
    expect(cache.store(s, "legacy", tools("t"), { trusted: false })).toBe(true);
    const size = statSync(join(dir, `${cacheKey(s, "legacy")}.json`)).size;
    return bytes - size;
  }

  it("keeps a listing of exactly toolCache.maxEntryBytes; one byte more is not kept and removes the key's older one", () => {
    const { cache, dir } = clocked();
    const a = servers({ a: { command: "a" } })("a");
    const pad = padFor(cache, dir, a, ENTRY_BYTES);
    expect(cache.store(a, "legacy", tools("t", "d".repeat(pad)), { trusted: false })).toBe(true);
    expect(statSync(join(dir, `${cacheKey(a, "legacy")}.json`)).size).toBe(ENTRY_BYTES);
    expect(cache.lookup(a)?.tools[0]?.description).toHaveLength(pad);
    expect(cache.store(a, "legacy", tools("t", "d".repeat(pad + 1)), { trusted: false })).toBe(false);
    expect(cache.lookup(a)).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("holds listings up to toolCache.maxTotalBytes exactly; one more pushes out the oldest only", () => {
    // The bound is a whole number of the largest listings, so it can be met to the byte.
    const n = TOTAL_BYTES / ENTRY_BYTES;
    expect(Number.isInteger(n) && n < LIMIT_VALUES["toolCache.maxEntries"]).toBe(true);
    const { cache, dir } = clocked();
    const defs: Record<string, Record<string, unknown>> = {};
    const name = (i: number): string => `s${String(i).padStart(3, "0")}`;
    for (let i = 0; i <= n; i++) defs[name(i)] = { command: "x" };
    const s = servers(defs);
    const pad = padFor(cache, dir, s(name(0)), ENTRY_BYTES);
    const file = (i: number): string => `${cacheKey(s(name(i)), "legacy")}.json`;
    for (let i = 0; i < n; i++) {
      expect(cache.store(s(name(i)), "legacy", tools("t", "d".repeat(pad)), { trusted: false })).toBe(true);
      // Written in this order: the oldest file is the first one.
      utimesSync(join(dir, file(i)), 1_000 + i, 1_000 + i);
    }
    expect(readdirSync(dir).length).toBe(n);
    expect(cache.store(s(name(n)), "legacy", tools("t", "d".repeat(pad)), { trusted: false })).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(Array.from({ length: n }, (_, i) => file(i + 1)).sort());
    expect(cache.lookup(s(name(0)))).toBeUndefined();
    expect(names(cache, s(name(n)))).toEqual(["t"]);
  });
});
