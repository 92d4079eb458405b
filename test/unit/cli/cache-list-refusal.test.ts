// `travis234-mcp cache list` shows a server's refusal for what it is: no tool count, the hint that
// refused it, in text and JSON; a cached catalog keeps its tool count.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ToolCache } from "../../../src/catalog/tool-cache.js";
import { cacheCommand } from "../../../src/cli/cache-command.js";
import type { ServerConfig } from "../../../src/config/index.js";
import { loadDelegatedServers } from "../../../src/config/index.js";
import { tempDir } from "../../support/temp.js";

describe("cache list", () => {
  it("shows a refusal with its reason and a catalog with its tool count", () => {
    const root = tempDir("cache-list-refusal-");
    const config = loadDelegatedServers({ time: { command: "t" }, issues: { command: "i" } }, "/home/u/mcp.json");
    const cache = ToolCache.open({ dir: join(root, "cache/tools") });
    const tools = [{ name: "create_issue", hints: {} }];
    cache.store(config.servers.get("time") as ServerConfig, "modern", tools, { trusted: false, hints: { ttlMs: 0 } });
    cache.store(config.servers.get("issues") as ServerConfig, "legacy", tools, { trusted: false });
    const run = (json: boolean): string => {
      let out = "";
      const io = {
        stdout: (t: string) => {
          out += t;
        },
        stderr: () => undefined,
        env: { TRAVIS234_MCP_CACHE_DIR: join(root, "cache") },
      };
      expect(cacheCommand("list", { config, cwd: join(root, "project"), offline: true, json }, io)).toBe(0);
      return out;
    };
    const text = run(false);
    expect(text).toMatch(/- "time" from \/home\/u\/mcp\.json \(modern\): not kept, its server sends ttlMs 0, listed /);
    expect(text).toMatch(/- "issues" from \/home\/u\/mcp\.json \(legacy\): 1 tool, listed /);
    const entries = JSON.parse(run(true)).entries as { server: string; tools: number; refused?: string }[];
    expect(entries.find((e) => e.server === "time")).toMatchObject({ tools: 0, refused: "stale" });
    expect(entries.find((e) => e.server === "issues")?.refused).toBeUndefined();
  });
});
