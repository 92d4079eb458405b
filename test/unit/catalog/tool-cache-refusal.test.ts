// A 2026-07-28 listing whose server refuses caching (ttlMs 0: stale at once; cacheScope private)
// keeps no tool: a refusal with no tool in it takes the key's place for toolCache.legacyTtlMs, so
// a later session can say why that server must be listed by name. A positive, public listing
// replaces it; an opted-out server leaves nothing; a refusal that holds tools is never trusted.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import type { CachedTool } from "../../../src/catalog/tool-cache.js";
import { refusal, ToolCache } from "../../../src/catalog/tool-cache.js";
import { cacheKey } from "../../../src/catalog/tool-cache-key.js";
import type { ServerConfig } from "../../../src/config/index.js";
import { loadDelegatedServers } from "../../../src/config/index.js";
import { tempDir } from "../../support/temp.js";

const cacheDir = (): string => {
  const d = tempDir("tool-cache-refusal-");
  return join(d, "tools");
};
const config = loadDelegatedServers(
  { time: { command: "mcp-server-time" }, off: { command: "x", cacheTools: false } },
  "/home/u/.config/mcp/mcp.json",
);
const time = config.servers.get("time") as ServerConfig;
const TOOLS: CachedTool[] = [{ name: "get_current_time", description: "Current time", hints: {} }];

describe("a listing its server refuses to have cached", () => {
  it.each([
    [{ ttlMs: 0, scope: "private" as const }, "stale"],
    [{ ttlMs: 0, scope: "public" as const }, "stale"],
    [{ ttlMs: 60_000, scope: "private" as const }, "private"],
    [{ ttlMs: 60_000, scope: "public" as const }, undefined],
    [{}, undefined],
  ])("hints %j: refusal %s", (hints, want) => {
    expect(refusal(hints)).toBe(want);
  });

  it("keeps no tool, only why, for toolCache.legacyTtlMs", () => {
    let now = 1_000_000;
    const dir = cacheDir();
    const cache = ToolCache.open({ dir, now: () => now });
    expect(cache.store(time, "modern", TOOLS, { trusted: false, hints: { ttlMs: 0, scope: "private" } })).toBe(false);
    expect(cache.lookup(time)).toBeUndefined();
    expect(cache.refusal(time)).toBe("stale");
    const [file] = readdirSync(dir);
    const text = readFileSync(join(dir, file as string), "utf8");
    expect(text).not.toContain("get_current_time");
    expect(JSON.parse(text)).toMatchObject({ tools: [], refused: "stale", key: cacheKey(time, "modern") });
    // Another session on the same definition learns it too.
    expect(ToolCache.open({ dir, now: () => now }).refusal(time)).toBe("stale");
    now += LIMIT_VALUES["toolCache.legacyTtlMs"];
    expect(ToolCache.open({ dir, now: () => now }).refusal(time)).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("is replaced by a listing the server lets be cached, and the other way round", () => {
    const cache = ToolCache.open({ dir: cacheDir() });
    cache.store(time, "modern", TOOLS, { trusted: false, hints: { ttlMs: 60_000, scope: "private" } });
    expect(cache.refusal(time)).toBe("private");
    expect(cache.store(time, "modern", TOOLS, { trusted: false, hints: { ttlMs: 60_000, scope: "public" } })).toBe(
      true,
    );
    expect(cache.refusal(time)).toBeUndefined();
    expect(cache.lookup(time)?.tools.map((t) => t.name)).toEqual(["get_current_time"]);
    cache.store(time, "modern", TOOLS, { trusted: false, hints: { ttlMs: 0 } });
    expect(cache.lookup(time)).toBeUndefined();
    expect(cache.refusal(time)).toBe("stale");
    cache.drop(time);
    expect(cache.refusal(time)).toBeUndefined();
  });

  it("leaves nothing for a server that opted out", () => {
    const dir = cacheDir();
    const cache = ToolCache.open({ dir });
    const off = config.servers.get("off") as ServerConfig;
    expect(cache.store(off, "modern", TOOLS, { trusted: false, hints: { ttlMs: 0 } })).toBe(false);
    expect(cache.refusal(off)).toBeUndefined();
    expect(existsSync(dir)).toBe(false);
  });

  it("never trusts a refusal that holds tools, nor an unknown reason", () => {
    const dir = cacheDir();
    const cache = ToolCache.open({ dir });
    cache.store(time, "modern", TOOLS, { trusted: false, hints: { ttlMs: 0 } });
    const path = join(dir, `${cacheKey(time, "modern")}.json`);
    const entry = JSON.parse(readFileSync(path, "utf8"));
    for (const planted of [
      { ...entry, tools: TOOLS },
      { ...entry, refused: "later" },
    ]) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path, JSON.stringify(planted), { mode: 0o600 });
      const fresh = ToolCache.open({ dir });
      expect(fresh.lookup(time)).toBeUndefined();
      expect(fresh.refusal(time)).toBeUndefined();
      expect(fresh.notices.map((n) => n.reason)).toEqual(["corrupt"]);
    }
  });
});
