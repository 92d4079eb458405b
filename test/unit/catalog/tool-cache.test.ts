// The tool-catalog cache on its own: keys from the unresolved definition only, private files,
// lifetimes (2025 row, 2026 ttlMs and cacheScope), cacheTools: false, trust, bounds, and files
// that are corrupt, not this user's own or too large, which are ignored with a notice.
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import type { CachedTool } from "../../../src/catalog/tool-cache.js";
import { ToolCache } from "../../../src/catalog/tool-cache.js";
import { cacheKey, keyMaterial } from "../../../src/catalog/tool-cache-key.js";
import type { LoadedConfig, ServerConfig } from "../../../src/config/index.js";
import { loadConfig } from "../../../src/config/index.js";
import { tempDir } from "../../support/temp.js";

const temp = (prefix: string): string => {
  const d = tempDir(prefix);
  return d;
};

/** A loaded configuration of `servers` in a fresh home's shared file (and, optionally, a trusted project file). */
function configOf(
  servers: Record<string, unknown>,
  o: { project?: Record<string, unknown>; trusted?: boolean; home?: string } = {},
): LoadedConfig {
  const home = o.home ?? temp("tool-cache-home-");
  mkdirSync(join(home, ".config/mcp"), { recursive: true });
  mkdirSync(join(home, "project"), { recursive: true });
  writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: servers }));
  if (o.project) writeFileSync(join(home, "project/.mcp.json"), JSON.stringify({ mcpServers: o.project }));
  const config = loadConfig({
    home,
    cwd: join(home, "project"),
    projectTrusted: o.trusted === true,
    trustBasis: o.trusted === true ? "saved" : "declined",
  });
  expect(config.problems).toEqual([]);
  return config;
}

const server = (config: LoadedConfig, name: string): ServerConfig => config.servers.get(name) as ServerConfig;
const TOOLS: CachedTool[] = [
  { name: "create_issue", title: "Create", description: "Creates an issue", hints: {} },
  { name: "list_issues", description: "Lists issues", hints: { readOnlyHint: true } },
];

function openCache(now: () => number = Date.now): { cache: ToolCache; dir: string } {
  const dir = join(temp("tool-cache-dir-"), "tools");
  return { cache: ToolCache.open({ dir, now }), dir };
}

describe("the cache key", () => {
  it("holds names of env variables and headers, never their values, and changes with the definition, the file and the era", () => {
    const config = configOf({
      gh: { command: "gh-mcp", args: ["--stdio"], env: { GITHUB_TOKEN: "${PLANTED_SECRET}", MODE: "fast" } },
      web: { url: "https://mcp.example.test/mcp", headers: { Authorization: "Bearer ${PLANTED_SECRET}" } },
    });
    const text = JSON.stringify([
      keyMaterial(server(config, "gh"), "legacy"),
      keyMaterial(server(config, "web"), "modern"),
    ]);
    expect(text).toContain("GITHUB_TOKEN");
    expect(text).toContain("authorization");
    expect(text).not.toContain("PLANTED_SECRET");
    expect(text).not.toContain("fast");
    expect(text).not.toContain("Bearer");
    const gh = server(config, "gh");
    expect(cacheKey(gh, "legacy")).not.toBe(cacheKey(gh, "modern"));
    const edited = configOf({
      gh: { command: "gh-mcp", args: ["--stdio", "--read-only"], env: { GITHUB_TOKEN: "${PLANTED_SECRET}" } },
    });
    expect(cacheKey(server(edited, "gh"), "legacy")).not.toBe(cacheKey(gh, "legacy"));
    // The same definition in another file is another key.
    const elsewhere = configOf({
      gh: { command: "gh-mcp", args: ["--stdio"], env: { GITHUB_TOKEN: "${PLANTED_SECRET}", MODE: "fast" } },
    });
    expect(cacheKey(server(elsewhere, "gh"), "legacy")).not.toBe(cacheKey(gh, "legacy"));
  });
});

describe("ToolCache", () => {
  it("keeps a catalog in a private directory, one 0600 file per key, found again by the same definition only", () => {
    const config = configOf({ gh: { command: "gh-mcp", env: { GITHUB_TOKEN: "${PLANTED_SECRET}" } } });
    const { cache, dir } = openCache();
    expect(cache.enabled).toBe(true);
    expect(cache.store(server(config, "gh"), "legacy", TOOLS, { trusted: false })).toBe(true);
    expect(lstatSync(dir).mode & 0o777).toBe(0o700);
    const files = readdirSync(dir);
    expect(files).toEqual([`${cacheKey(server(config, "gh"), "legacy")}.json`]);
    expect(lstatSync(join(dir, files[0] as string)).mode & 0o777).toBe(0o600);
    const again = ToolCache.open({ dir });
    expect(again.lookup(server(config, "gh"))?.tools.map((t) => t.name)).toEqual(["create_issue", "list_issues"]);
    const edited = configOf(
      { gh: { command: "gh-mcp", args: ["--other"], env: { GITHUB_TOKEN: "${PLANTED_SECRET}" } } },
      { home: join(config.sources[0]?.path as string, "../../..") },
    );
    expect(again.lookup(server(edited, "gh"))).toBeUndefined();
    // The replaced definition's entry goes when the new configuration is reconciled.
    expect(again.reconcile(edited)).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("keeps a 2025 catalog for toolCache.legacyTtlMs and a 2026 one for its ttlMs; private, zero-ttl and opted-out ones not at all", () => {
    let now = 1_000_000;
    const { cache, dir } = openCache(() => now);
    const config = configOf({
      a: { command: "a" },
      b: { command: "b", protocolVersion: "2026-07-28" },
      off: { command: "c", cacheTools: false },
    });
    expect(cache.store(server(config, "a"), "legacy", TOOLS, { trusted: false })).toBe(true);
    expect(
      cache.store(server(config, "b"), "modern", TOOLS, { trusted: false, hints: { ttlMs: 5_000, scope: "public" } }),
    ).toBe(true);
    expect(
      cache.store(server(config, "b"), "modern", TOOLS, { trusted: false, hints: { ttlMs: 5_000, scope: "private" } }),
    ).toBe(false);
    expect(cache.lookup(server(config, "b"))).toBeUndefined();
    expect(
      cache.store(server(config, "b"), "modern", TOOLS, { trusted: false, hints: { ttlMs: 0, scope: "public" } }),
    ).toBe(false);
    expect(cache.store(server(config, "off"), "legacy", TOOLS, { trusted: false })).toBe(false);
    expect(cache.lookup(server(config, "off"))).toBeUndefined();
    expect(
      cache.store(server(config, "b"), "modern", TOOLS, { trusted: false, hints: { ttlMs: 5_000, scope: "public" } }),
    ).toBe(true);
    now += 5_000;
    expect(cache.lookup(server(config, "b"))).toBeUndefined();
    expect(cache.lookup(server(config, "a"))).toBeDefined();
    now += LIMIT_VALUES["toolCache.legacyTtlMs"];
    expect(cache.lookup(server(config, "a"))).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("keeps project servers only while the project is trusted, and drops them when trust is withdrawn", () => {
    const home = temp("tool-cache-home-");
    const trusted = configOf({}, { home, project: { local: { command: "local-mcp" } }, trusted: true });
    const { cache, dir } = openCache();
    const local = server(trusted, "local");
    expect(local.origin.scope).toBe("project");
    expect(cache.store(local, "legacy", TOOLS, { trusted: false })).toBe(false);
    expect(cache.store(local, "legacy", TOOLS, { trusted: true })).toBe(true);
    expect(cache.reconcile(trusted)).toBe(0);
    const declined = configOf({}, { home, project: { local: { command: "local-mcp" } }, trusted: false });
    expect(declined.servers.has("local")).toBe(false);
    expect(cache.reconcile(declined)).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("ignores a corrupt file with a notice and removes it; never trusts another key's content", () => {
    const config = configOf({ a: { command: "a" }, b: { command: "b" } });
    const { cache, dir } = openCache();
    cache.store(server(config, "a"), "legacy", TOOLS, { trusted: false });
    const fileA = join(dir, `${cacheKey(server(config, "a"), "legacy")}.json`);
    const fileB = join(dir, `${cacheKey(server(config, "b"), "legacy")}.json`);
    // b's file holding a's catalog (a copy, or a planted file): not b's.
    writeFileSync(fileB, readFileSync(fileA), { mode: 0o600 });
    writeFileSync(fileA, "{not json", { mode: 0o600 });
    const fresh = ToolCache.open({ dir });
    expect(fresh.lookup(server(config, "a"))).toBeUndefined();
    expect(fresh.lookup(server(config, "b"))).toBeUndefined();
    expect(fresh.notices.map((n) => n.reason).sort()).toEqual(["corrupt", "corrupt"]);
    expect(existsSync(fileA)).toBe(false);
    // A tool of the wrong shape is corrupt too.
    cache.store(server(config, "a"), "legacy", TOOLS, { trusted: false });
    const parsed = JSON.parse(readFileSync(fileA, "utf8")) as { tools: unknown[] };
    parsed.tools.push({ name: 42, hints: {} });
    writeFileSync(fileA, JSON.stringify(parsed), { mode: 0o600 });
    const third = ToolCache.open({ dir });
    expect(third.lookup(server(config, "a"))).toBeUndefined();
    expect(third.notices).toEqual([{ file: `${cacheKey(server(config, "a"), "legacy")}.json`, reason: "corrupt" }]);
  });

  it("ignores a file that is not this user's own private regular file, or is too large, with a notice, and leaves it alone", () => {
    const config = configOf({ a: { command: "a" }, b: { command: "b" }, c: { command: "c" } });
    const { cache, dir } = openCache();
    cache.store(server(config, "a"), "legacy", TOOLS, { trusted: false });
    const fileA = join(dir, `${cacheKey(server(config, "a"), "legacy")}.json`);
    const fileB = join(dir, `${cacheKey(server(config, "b"), "legacy")}.json`);
    const fileC = join(dir, `${cacheKey(server(config, "c"), "legacy")}.json`);
    // A symlink to a valid-looking file, a file others may write, and an oversized one.
    const outside = join(temp("tool-cache-outside-"), "x.json");
    writeFileSync(outside, readFileSync(fileA));
    symlinkSync(outside, fileB);
    chmodSync(fileA, 0o666);
    writeFileSync(fileC, " ".repeat(LIMIT_VALUES["toolCache.maxEntryBytes"] + 1), { mode: 0o600 });
    const fresh = ToolCache.open({ dir });
    for (const n of ["a", "b", "c"]) expect(fresh.lookup(server(config, n))).toBeUndefined();
    expect(Object.fromEntries(fresh.notices.map((n) => [n.file, n.reason]))).toEqual({
      [`${cacheKey(server(config, "a"), "legacy")}.json`]: "foreign",
      [`${cacheKey(server(config, "b"), "legacy")}.json`]: "foreign",
      [`${cacheKey(server(config, "c"), "legacy")}.json`]: "oversized",
    });
    expect(existsSync(fileA) && existsSync(fileC) && lstatSync(fileB).isSymbolicLink()).toBe(true);
  });

  it("is off when its directory is taken by a symlink or lies inside a forbidden directory (the project, the package)", () => {
    const base = temp("tool-cache-base-");
    const target = temp("tool-cache-target-");
    symlinkSync(target, join(base, "tools"));
    expect(ToolCache.open({ dir: join(base, "tools") }).enabled).toBe(false);
    expect(ToolCache.open({ dir: join(base, "project/cache/tools"), forbidden: [join(base, "project")] }).enabled).toBe(
      false,
    );
    expect(ToolCache.open({ dir: undefined }).enabled).toBe(false);
    // Reading creates nothing: the directory is made on the first write only.
    const config = configOf({ a: { command: "a" } });
    const fresh = join(base, "fresh/tools");
    const cache = ToolCache.open({ dir: fresh });
    expect(cache.enabled).toBe(true);
    expect(cache.lookup(server(config, "a"))).toBeUndefined();
    expect(cache.entries()).toEqual([]);
    expect(existsSync(join(base, "fresh"))).toBe(false);
    expect(cache.store(server(config, "a"), "legacy", TOOLS, { trusted: false })).toBe(true);
    expect(lstatSync(fresh).mode & 0o777).toBe(0o700);
  });

  it("does not write a catalog over toolCache.maxEntryBytes, and keeps at most toolCache.maxEntries files", () => {
    const { cache, dir } = openCache();
    const names: Record<string, unknown> = {};
    const n = LIMIT_VALUES["toolCache.maxEntries"] + 3;
    for (let i = 0; i < n; i++) names[`s${i}`] = { command: `cmd${i}` };
    const config = configOf(names);
    const big: CachedTool[] = [
      { name: "x", description: "d".repeat(LIMIT_VALUES["toolCache.maxEntryBytes"]), hints: {} },
    ];
    expect(cache.store(server(config, "s0"), "legacy", big, { trusted: false })).toBe(false);
    for (let i = 0; i < n; i++) cache.store(server(config, `s${i}`), "legacy", TOOLS, { trusted: false });
    expect(readdirSync(dir).length).toBe(LIMIT_VALUES["toolCache.maxEntries"]);
    expect(cache.lookup(server(config, `s${n - 1}`))).toBeDefined();
  });
});
