// `--home` is the whole home: `cache list` and `cache clear` see and remove the tool-catalog cache
// of the home they are given, never the environment's (its HOME and XDG_CACHE_HOME belong to the
// real user). An explicit cache override (TRAVIS234_MCP_CACHE_DIR) still wins.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ToolCache } from "../../../src/catalog/tool-cache.js";
import { runCommand } from "../../../src/cli/main.js";
import type { ServerConfig } from "../../../src/config/index.js";
import { loadDelegatedServers } from "../../../src/config/index.js";
import { tempDir } from "../../support/temp.js";

const config = loadDelegatedServers({ time: { command: "t" } }, "/home/u/mcp.json");
const tools = [{ name: "now", hints: {} }];

/** A cache with one catalog in it, at `dir`. */
function seed(dir: string): void {
  ToolCache.open({ dir }).store(config.servers.get("time") as ServerConfig, "legacy", tools, { trusted: false });
}

async function cli(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  let out = "";
  const code = await runCommand(argv, { stdout: (t) => (out += t), stderr: (t) => (out += t), env, cwd: "/" });
  expect(code, out).toBe(0);
  return out;
}

describe("cache with --home", () => {
  const real = tempDir("cache-home-real-", { scope: "file" });
  // The environment's own caches: under its HOME, and under its XDG_CACHE_HOME.
  const env = { PATH: process.env.PATH ?? "", HOME: real, XDG_CACHE_HOME: join(real, "xdg") };
  const realTools = join(real, "xdg", "travis234-mcp", "tools");

  it("lists and clears the named home's cache, leaving the environment's untouched", async () => {
    const named = tempDir("cache-home-named-");
    seed(realTools);
    seed(join(real, ".cache", "travis234-mcp", "tools"));
    const before = readdirSync(realTools);

    expect(await cli(["cache", "list", "--home", named], env)).toBe("0 cached tool catalogs:\n");
    expect(await cli(["cache", "clear", "--home", named], env)).toBe("Removed 0 cached tool catalog files.\n");
    expect(readdirSync(realTools)).toEqual(before);
    expect(readdirSync(join(real, ".cache", "travis234-mcp", "tools"))).toEqual(before);

    seed(join(named, ".cache", "travis234-mcp", "tools"));
    expect(await cli(["cache", "list", "--home", named], env)).toMatch(/^1 cached tool catalog:\n- "time" /);
    expect(await cli(["cache", "clear", "--home", named], env)).toBe("Removed 1 cached tool catalog file.\n");
    expect(readdirSync(realTools)).toEqual(before);
  });

  it("without --home, uses the environment's cache; an explicit cache directory wins over --home", async () => {
    seed(realTools);
    expect(await cli(["cache", "list"], env)).toMatch(/^1 cached tool catalog:/);
    const override = tempDir("cache-home-override-");
    seed(join(override, "tools"));
    const named = tempDir("cache-home-named-");
    expect(await cli(["cache", "list", "--home", named], { ...env, TRAVIS234_MCP_CACHE_DIR: override })).toMatch(
      /^1 cached tool catalog:/,
    );
    expect(existsSync(join(named, ".cache"))).toBe(false);
  });
});
