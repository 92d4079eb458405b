// What a cache file must hold to be trusted (given/want: every part of a catalog that is not what
// the cache writes makes the whole file untrusted), and what the cache key is made of.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { asCatalog, refusal } from "../../../src/catalog/tool-cache-format.js";
import { cacheKey, definitionKey, keyMaterial, keyOrigin, possibleEras } from "../../../src/catalog/tool-cache-key.js";
import type { ServerConfig } from "../../../src/config/index.js";
import { loadConfig } from "../../../src/config/index.js";
import { tempDir } from "../../support/temp.js";

const KEY = "ab".repeat(32);
const VALID = {
  format: 1,
  key: KEY,
  server: "s",
  file: "/home/u/.config/mcp/mcp.json",
  scope: "global",
  era: "legacy",
  listedAtMs: 1,
  expiresAtMs: 2,
  tools: [{ name: "t", title: "T", description: "D", taskSupport: "optional", hints: { readOnlyHint: true } }],
};
type Catalog = Record<string, unknown>;
const withTool = (over: Record<string, unknown>): Catalog => ({ ...VALID, tools: [{ ...VALID.tools[0], ...over }] });

describe("asCatalog", () => {
  it("reads back what the cache writes, frozen, unknown hints and fields left out", () => {
    const c = asCatalog(withTool({ hints: { readOnlyHint: true, destructiveHint: false, other: true }, x: 1 }), KEY);
    expect(c).toEqual({
      key: KEY,
      server: "s",
      file: VALID.file,
      scope: "global",
      era: "legacy",
      listedAtMs: 1,
      expiresAtMs: 2,
      tools: [
        {
          name: "t",
          title: "T",
          description: "D",
          taskSupport: "optional",
          hints: { readOnlyHint: true, destructiveHint: false },
        },
      ],
    });
    expect(Object.isFrozen(c)).toBe(true);
    expect(Object.isFrozen(c?.tools[0]?.hints)).toBe(true);
    expect(asCatalog(withTool({ title: undefined, description: undefined, hints: {} }), KEY)?.tools[0]).toEqual({
      name: "t",
      title: undefined,
      description: undefined,
      taskSupport: "optional",
      hints: {},
    });
  });

  it.each<[string, Catalog]>([
    ["project scope", { ...VALID, scope: "project" }],
    ["packaged scope", { ...VALID, scope: "packaged" }],
    ["a modern listing", { ...VALID, era: "modern" }],
    ["no tools", { ...VALID, tools: [] }],
    ["a refusal with no tool", { ...VALID, tools: [], refused: "private" }],
    [
      "as many tools as a catalog may hold",
      { ...VALID, tools: Array(LIMIT_VALUES["catalog.tools.maxEntries"]).fill(VALID.tools[0]) },
    ],
  ])("accepts %s", (_, given) => {
    const c = asCatalog(given, KEY);
    expect(c).toBeDefined();
    expect(c?.scope).toBe(given.scope);
    expect(c?.era).toBe(given.era);
    expect(c?.refused).toBe(given.refused);
    expect("refused" in (c ?? {})).toBe(given.refused !== undefined);
  });

  it.each<[string, unknown]>([
    ["text", "catalog"],
    ["null", null],
    ["an array", [VALID]],
    ["another format", { ...VALID, format: 2 }],
    ["another key", { ...VALID, key: "cd".repeat(32) }],
    ["a server that is not text", { ...VALID, server: 1 }],
    ["a file that is not text", { ...VALID, file: null }],
    ["an unknown scope", { ...VALID, scope: "user" }],
    ["an unknown era", { ...VALID, era: "future" }],
    ["a fractional listing time", { ...VALID, listedAtMs: 1.5 }],
    ["an expiry that is not a number", { ...VALID, expiresAtMs: "2" }],
    ["tools that are not a list", { ...VALID, tools: {} }],
    [
      "more tools than a catalog may hold",
      { ...VALID, tools: Array(LIMIT_VALUES["catalog.tools.maxEntries"] + 1).fill(VALID.tools[0]) },
    ],
    ["a refusal with tools", { ...VALID, refused: "stale" }],
    ["an unknown refusal", { ...VALID, tools: [], refused: "never" }],
    ["a tool that is null", { ...VALID, tools: [null] }],
    ["a tool that is a list", { ...VALID, tools: [["t"]] }],
    ["a tool that is text", { ...VALID, tools: ["t"] }],
    ["a name that is not text", withTool({ name: 1 })],
    ["a title that is not text", withTool({ title: 1 })],
    ["a description that is not text", withTool({ description: false })],
    ["a task mark that is not text", withTool({ taskSupport: 2 })],
    ["no hints", withTool({ hints: undefined })],
    ["hints that are null", withTool({ hints: null })],
    ["hints that are a list", withTool({ hints: [true] })],
    ["a hint that is not a boolean", withTool({ hints: { readOnlyHint: "yes" } })],
    ["a later hint that is not a boolean", withTool({ hints: { openWorldHint: 1 } })],
  ])("refuses %s", (_, given) => {
    expect(asCatalog(VALID, KEY)).toBeDefined();
    expect(asCatalog(given, KEY)).toBeUndefined();
  });

  it.each<[object | undefined, string | undefined]>([
    [undefined, undefined],
    [{}, undefined],
    [{ ttlMs: 0 }, "stale"],
    [{ ttlMs: -1 }, "stale"],
    [{ ttlMs: 1 }, undefined],
    [{ ttlMs: 0, scope: "private" }, "stale"],
    [{ ttlMs: 5, scope: "private" }, "private"],
    [{ scope: "public" }, undefined],
  ])("refusal(%j) is %j", (hints, want) => {
    expect(refusal(hints)).toBe(want);
  });
});

function servers(entries: Record<string, unknown>): Map<string, ServerConfig> {
  const home = tempDir("cache-key-home-");
  mkdirSync(join(home, ".config/mcp"), { recursive: true });
  writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: entries }));
  const config = loadConfig({ home, cwd: home, projectTrusted: false, trustBasis: "declined" });
  expect(config.problems).toEqual([]);
  return new Map(config.servers);
}

describe("the cache key's material", () => {
  const s = servers({
    cmd: { command: "run", args: ["-x"], cwd: "/srv", env: { B_TOKEN: "${T}", A: "1" } },
    plain: { command: "run" },
    web: {
      url: "https://h.test/mcp",
      headers: { "X-B": "1", Authorization: "Bearer ${T}" },
      protocolVersion: "legacy",
    },
    pinned: { command: "run", protocolVersion: "2026-07-28", includeTools: ["a*"], excludeTools: ["b"] },
  });
  const get = (name: string): ServerConfig => s.get(name) as ServerConfig;

  it("holds the definition as written, names sorted, values never", () => {
    expect(keyMaterial(get("cmd"), "legacy")).toEqual({
      format: 1,
      name: "cmd",
      file: get("cmd").origin.file,
      scope: "global",
      protocol: "auto",
      include: null,
      exclude: null,
      era: "legacy",
      transport: "stdio",
      command: "run",
      args: ["-x"],
      cwd: "/srv",
      envNames: ["A", "B_TOKEN"],
    });
    expect(keyMaterial(get("plain"), "modern")).toMatchObject({ cwd: null, envNames: [], era: "modern" });
    expect(keyMaterial(get("web"), "legacy")).toEqual({
      format: 1,
      name: "web",
      file: get("web").origin.file,
      scope: "global",
      protocol: "legacy",
      include: null,
      exclude: null,
      era: "legacy",
      transport: "http",
      url: "https://h.test/mcp",
      headerNames: ["authorization", "x-b"],
    });
    expect(keyMaterial(get("pinned"), "modern")).toMatchObject({
      protocol: "2026-07-28",
      include: ["a*"],
      exclude: ["b"],
    });
  });

  it("the eras a server's cached catalog can be from", () => {
    expect(possibleEras(get("web"))).toEqual(["legacy"]);
    expect(possibleEras(get("cmd"))).toEqual(["modern", "legacy"]);
    expect(possibleEras(get("pinned"))).toEqual(["modern"]);
  });

  it("a delegated definition keys by its parent's file, scope and cwd", () => {
    const plain = get("plain");
    expect(keyOrigin(plain)).toEqual({ file: plain.origin.file, scope: "global", cwd: null, delegated: false });
    const delegated = { ...plain, cacheOrigin: { file: "/parent/mcp.json", scope: "project" as const, cwd: "rel" } };
    expect(keyOrigin(delegated)).toEqual({ file: "/parent/mcp.json", scope: "project", cwd: "rel", delegated: true });
    const noCwd = { ...plain, cacheOrigin: { file: "/parent/mcp.json", scope: "global" as const } };
    expect(keyOrigin(noCwd)).toEqual({ file: "/parent/mcp.json", scope: "global", cwd: null, delegated: true });
    expect(keyOrigin(get("web")).cwd).toBeNull();
  });

  it("the fingerprints' key is one per definition, whatever the era, and another than any catalog key", () => {
    const cmd = get("cmd");
    expect(definitionKey(cmd)).toMatch(/^[0-9a-f]{64}$/);
    expect(definitionKey(cmd)).not.toBe(cacheKey(cmd, "legacy"));
    expect(definitionKey(cmd)).not.toBe(cacheKey(cmd, "modern"));
    expect(definitionKey(cmd)).not.toBe(definitionKey(get("plain")));
    expect(definitionKey({ ...cmd, protocolVersion: "legacy" })).not.toBe(definitionKey(cmd));
  });
});
