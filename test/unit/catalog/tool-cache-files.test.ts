// What the tool-catalog cache does with the files in its directory: what reconcile removes and
// keeps, what clear removes and counts, which files entries() and a lookup trust (never one whose
// content names another server or file), notices, the parse memo, an opt-out after a listing was
// kept, and a directory that cannot be made.
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import type { CachedTool } from "../../../src/catalog/tool-cache.js";
import { ToolCache } from "../../../src/catalog/tool-cache.js";
import { cacheKey } from "../../../src/catalog/tool-cache-key.js";
import type { LoadedConfig, ServerConfig } from "../../../src/config/index.js";
import { loadConfig, loadDelegatedServers } from "../../../src/config/index.js";
import { tempDir } from "../../support/temp.js";

const FILE = "/home/u/.config/mcp/mcp.json";
const shared = (defs: Record<string, unknown>): LoadedConfig => loadDelegatedServers(defs, FILE);
const get = (config: LoadedConfig, name: string): ServerConfig => config.servers.get(name) as ServerConfig;
const TOOLS = (name: string): CachedTool[] => [{ name, description: "d", hints: {} }];
const KEEP = { trusted: false } as const;

function fresh(): { cache: ToolCache; dir: string } {
  const dir = join(tempDir("tool-cache-files-"), "tools");
  return { cache: ToolCache.open({ dir }), dir };
}
const fileOf = (dir: string, s: ServerConfig): string => join(dir, `${cacheKey(s, "legacy")}.json`);

/** A configuration of a shared file (server `gh`) and a project file (server `local`), trusted or not. */
function withProject(home: string, trusted: boolean): LoadedConfig {
  const config = loadConfig({
    home,
    cwd: join(home, "project"),
    projectTrusted: trusted,
    trustBasis: trusted ? "saved" : "declined",
  });
  expect(config.problems).toEqual([]);
  return config;
}

describe("a server that opted out after a listing was kept", () => {
  it("finds nothing, and its listing goes at the next reconcile", () => {
    const { cache, dir } = fresh();
    const before = shared({ gh: { command: "gh" } });
    const after = shared({ gh: { command: "gh", cacheTools: false } });
    expect(cache.store(get(before, "gh"), "legacy", TOOLS("t"), KEEP)).toBe(true);
    // The same definition: the opt-out is not part of the key.
    expect(fileOf(dir, get(after, "gh"))).toBe(fileOf(dir, get(before, "gh")));
    expect(cache.lookup(get(after, "gh"))).toBeUndefined();
    expect(cache.refusal(get(after, "gh"))).toBeUndefined();
    expect(existsSync(fileOf(dir, get(before, "gh")))).toBe(true);
    expect(cache.reconcile(before)).toBe(0);
    expect(cache.reconcile(after)).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("reconcile", () => {
  it("keeps the listings of a server no longer configured, and the shared file's when the project is not trusted", () => {
    const home = tempDir("tool-cache-files-home-");
    mkdirSync(join(home, ".config/mcp"), { recursive: true });
    mkdirSync(join(home, "project"), { recursive: true });
    writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: { gh: { command: "gh" } } }));
    writeFileSync(join(home, "project/.mcp.json"), JSON.stringify({ mcpServers: { local: { command: "local" } } }));
    const trusted = withProject(home, true);
    const { cache } = fresh();
    expect(cache.store(get(trusted, "gh"), "legacy", TOOLS("g"), KEEP)).toBe(true);
    expect(cache.store(get(trusted, "local"), "legacy", TOOLS("l"), { trusted: true })).toBe(true);
    expect(cache.reconcile(withProject(home, false))).toBe(1);
    expect(cache.reconcile(shared({ web: { url: "https://mcp.example.test/mcp" } }))).toBe(0);
    expect(cache.entries().map((c) => c.server)).toEqual(["gh"]);
    expect(cache.lookup(get(trusted, "gh"))?.tools.map((t) => t.name)).toEqual(["g"]);
  });
});

describe("clear", () => {
  it("removes catalogs, fingerprints and interrupted writes of ours, counts those only, and leaves the rest", () => {
    const { cache, dir } = fresh();
    const config = shared({ a: { command: "a" }, b: { command: "b" } });
    cache.store(get(config, "a"), "legacy", TOOLS("t"), KEEP);
    const a = fileOf(dir, get(config, "a"));
    writeFileSync(`${a.slice(0, -".json".length)}.pins.json`, "{}", { mode: 0o600 });
    writeFileSync(`${a}.0123abcd.tmp`, "{", { mode: 0o600 });
    const theirs = fileOf(dir, get(config, "b"));
    writeFileSync(theirs, "{}");
    chmodSync(theirs, 0o666);
    writeFileSync(join(dir, "notes.txt"), "", { mode: 0o600 });
    expect(cache.clear()).toBe(3);
    expect(readdirSync(dir).sort()).toEqual([theirs.slice(dir.length + 1), "notes.txt"].sort());
  });
});

describe("which files are trusted", () => {
  it("entries() lists the valid catalogs only", () => {
    const { cache, dir } = fresh();
    const config = shared({ a: { command: "a" }, b: { command: "b" } });
    cache.store(get(config, "a"), "legacy", TOOLS("t"), KEEP);
    writeFileSync(fileOf(dir, get(config, "b")), "{not json", { mode: 0o600 });
    expect(cache.entries().map((c) => c.server)).toEqual(["a"]);
    expect(cache.notices).toEqual([{ file: `${cacheKey(get(config, "b"), "legacy")}.json`, reason: "corrupt" }]);
  });

  it.each([
    ["another server's name", { server: "other" }],
    ["another configuration file", { file: "/elsewhere/mcp.json" }],
  ])("a file of the right key whose content names %s is not found", (_name, planted) => {
    const { cache, dir } = fresh();
    const gh = get(shared({ gh: { command: "gh" } }), "gh");
    cache.store(gh, "legacy", TOOLS("t"), KEEP);
    const path = fileOf(dir, gh);
    writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, "utf8")), ...planted }), { mode: 0o600 });
    expect(ToolCache.open({ dir }).lookup(gh)).toBeUndefined();
  });

  it("notices a file once, for the reason it was first ignored", () => {
    const { cache, dir } = fresh();
    const gh = get(shared({ gh: { command: "gh" } }), "gh");
    const path = fileOf(dir, gh);
    cache.store(gh, "legacy", TOOLS("t"), KEEP);
    writeFileSync(path, " ".repeat(LIMIT_VALUES["toolCache.maxEntryBytes"] + 1), { mode: 0o600 });
    expect(cache.lookup(gh)).toBeUndefined();
    expect(cache.lookup(gh)).toBeUndefined();
    writeFileSync(path, "{not json", { mode: 0o600 });
    expect(cache.lookup(gh)).toBeUndefined();
    expect(existsSync(path)).toBe(false);
    expect(cache.notices).toEqual([{ file: `${cacheKey(gh, "legacy")}.json`, reason: "oversized" }]);
  });

  it("does not parse a file again while its inode, time and size are unchanged", () => {
    const { cache, dir } = fresh();
    const gh = get(shared({ gh: { command: "gh" } }), "gh");
    cache.store(gh, "legacy", TOOLS("aaaa"), KEEP);
    const path = fileOf(dir, gh);
    utimesSync(path, 1_000, 1_000);
    expect(cache.lookup(gh)?.tools[0]?.name).toBe("aaaa");
    // Rewritten in place, same length, same time: the same stamp.
    const text = readFileSync(path, "utf8").replace('"aaaa"', '"bbbb"');
    const fd = openSync(path, "r+");
    writeSync(fd, text, 0);
    closeSync(fd);
    utimesSync(path, 1_000, 1_000);
    expect(cache.lookup(gh)?.tools[0]?.name).toBe("aaaa");
    expect(ToolCache.open({ dir }).lookup(gh)?.tools[0]?.name).toBe("bbbb");
  });
});

describe("a directory that cannot be made", () => {
  it("keeps nothing: store answers false, without throwing", () => {
    const base = tempDir("tool-cache-files-");
    writeFileSync(join(base, "file"), "");
    const cache = ToolCache.open({ dir: join(base, "file/tools") });
    expect(cache.store(get(shared({ a: { command: "a" } }), "a"), "legacy", TOOLS("t"), KEEP)).toBe(false);
    expect(cache.entries()).toEqual([]);
  });

  it("a forbidden directory is not used even when it is private and holds a valid listing", () => {
    const { cache, dir } = fresh();
    const a = get(shared({ a: { command: "a" } }), "a");
    cache.store(a, "legacy", TOOLS("t"), KEEP);
    // Inside one of the forbidden directories (the project, the package) is enough.
    const inside = ToolCache.open({ dir, forbidden: [tempDir("tool-cache-files-project-"), join(dir, "..")] });
    expect([inside.enabled, inside.lookup(a)]).toEqual([false, undefined]);
    expect(ToolCache.open({ dir, forbidden: [tempDir("tool-cache-files-project-")] }).lookup(a)).toBeDefined();
    expect(ToolCache.open({ dir: undefined, forbidden: [dir] }).enabled).toBe(false);
  });
});
