// Random sequences of listings kept in the tool-catalog cache, definition edits, list_changed (or a
// reconnect, or an unknown tool: each drops the entry), project trust given and withdrawn, and
// cache files corrupted, swapped for symlinks, opened to others or blown up, each followed at
// random by a search across servers in a fresh session. Never: a tool of a stale definition or of
// a dropped or corrupted catalog found; a connection opened by the search; a value of the
// configuration's env (literal or resolved) in a cache file.
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import type { CachedTool } from "../../src/catalog/tool-cache.js";
import { ToolCache } from "../../src/catalog/tool-cache.js";
import { cacheKey } from "../../src/catalog/tool-cache-key.js";
import type { LoadedConfig, ServerConfig } from "../../src/config/index.js";
import { loadConfig } from "../../src/config/index.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import { Runtime } from "../../src/runtime/runtime.js";

const LITERAL = "literal-env-value-7d2e";
const RESOLVED = "resolved-secret-value-93ab";
const SERVERS = ["s0", "s1", "p0"] as const;
type Name = (typeof SERVERS)[number];

type Op =
  | { readonly kind: "list"; readonly server: Name }
  | { readonly kind: "edit"; readonly server: Name }
  | { readonly kind: "drop"; readonly server: Name }
  | { readonly kind: "trust"; readonly trusted: boolean }
  | { readonly kind: "corrupt"; readonly server: Name; readonly how: "garbage" | "symlink" | "open" | "huge" | "swap" }
  | { readonly kind: "search" };

const server = fc.constantFrom(...SERVERS);
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: server.map((s) => ({ kind: "list" as const, server: s })) },
  { weight: 2, arbitrary: server.map((s) => ({ kind: "edit" as const, server: s })) },
  { weight: 2, arbitrary: server.map((s) => ({ kind: "drop" as const, server: s })) },
  { weight: 1, arbitrary: fc.boolean().map((t) => ({ kind: "trust" as const, trusted: t })) },
  {
    weight: 2,
    arbitrary: fc
      .record({
        server,
        how: fc.constantFrom(
          "garbage" as const,
          "symlink" as const,
          "open" as const,
          "huge" as const,
          "swap" as const,
          "swap" as const,
        ),
      })
      .map((r) => ({ kind: "corrupt" as const, ...r })),
  },
  { weight: 3, arbitrary: fc.constant({ kind: "search" as const }) },
);

function run(ops: readonly Op[]): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), "tool-cache-prop-"));
  const home = join(root, "home");
  const project = join(home, "project");
  const dir = join(root, "cache", "tools");
  mkdirSync(join(home, ".config/mcp"), { recursive: true });
  mkdirSync(project, { recursive: true });
  // The cache makes its directory on its first write; corruption may come first here.
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const version: Record<Name, number> = { s0: 0, s1: 0, p0: 0 };
  let listings = 0;
  let trusted = true;
  /** The tool names the model expects a search to find per server: the last listing kept and not dropped since. */
  const expected = new Map<Name, string>();
  const entry = (n: Name) => ({
    command: `cmd-${n}`,
    args: [`--v${version[n]}`],
    env: { MODE: LITERAL, TOKEN: "${PLANTED}" },
  });
  let config = undefined as unknown as LoadedConfig;
  const reload = (): void => {
    writeFileSync(
      join(home, ".config/mcp/mcp.json"),
      JSON.stringify({ mcpServers: { s0: entry("s0"), s1: entry("s1") } }),
    );
    writeFileSync(join(project, ".mcp.json"), JSON.stringify({ mcpServers: { p0: entry("p0") } }));
    config = loadConfig({ home, cwd: project, projectTrusted: trusted, trustBasis: trusted ? "saved" : "declined" });
  };
  reload();
  const cfg = (n: Name): ServerConfig | undefined => config.servers.get(n);
  const cache = ToolCache.open({ dir });
  const file = (n: Name): string | undefined => {
    const c = cfg(n);
    return c ? join(dir, `${cacheKey(c, "modern")}.json`) : undefined;
  };
  /** The key a file says it was written for, if it is a catalog at all. */
  const writtenFor = (g: string): unknown => {
    try {
      return (JSON.parse(readFileSync(g, "utf8")) as { key?: unknown }).key;
    } catch {
      return undefined;
    }
  };
  const search = async (): Promise<void> => {
    let opened = 0;
    const runtime = new Runtime(config, {
      environment: { PLANTED: RESOLVED },
      cwd: project,
      offline: true,
      spillBase: join(root, "spills"),
      openConnection: async () => {
        opened += 1;
        throw new Error("a search across servers must not connect");
      },
    });
    try {
      // A fresh session: its own cache object over the same directory.
      const r = await new McpProxy(runtime, [], undefined, { toolCache: ToolCache.open({ dir }) }).call({
        search: "tool",
      });
      const text = r.content.map((b) => (b.type === "text" ? b.text : "")).join("\n");
      const found = [...text.matchAll(/^- (tool_\S+) on "(\w+)":/gm)].map((m) => `${m[2]}:${m[1]}`).sort();
      const want = [...expected]
        .filter(([n]) => cfg(n) !== undefined)
        .map(([n, t]) => `${n}:${t}`)
        .sort();
      expect(found).toEqual(want);
      expect(opened).toBe(0);
    } finally {
      await runtime.close();
    }
  };
  return (async () => {
    try {
      for (const o of ops) {
        switch (o.kind) {
          case "list": {
            const c = cfg(o.server);
            if (!c) break;
            listings += 1;
            const name = `tool_${o.server}_v${version[o.server]}_l${listings}`;
            const tools: CachedTool[] = [{ name, description: `lists ${o.server}`, hints: {} }];
            // What a session keeps after a complete listing on a connection of that era.
            if (cache.store(c, "modern", tools, { trusted, hints: { ttlMs: 60_000, scope: "public" } }))
              expected.set(o.server, name);
            break;
          }
          case "edit":
            version[o.server] += 1;
            reload();
            expected.delete(o.server);
            break;
          case "drop": {
            const c = cfg(o.server);
            if (c) cache.drop(c);
            if (c) expected.delete(o.server);
            break;
          }
          case "trust":
            trusted = o.trusted;
            reload();
            // The next session reconciles the cache with its configuration (a search does it too).
            ToolCache.open({ dir }).reconcile(config);
            if (!trusted) expected.delete("p0");
            break;
          case "corrupt": {
            const f = file(o.server);
            if (!f) break;
            try {
              unlinkSync(f);
            } catch {
              // nothing there yet
            }
            if (o.how === "garbage") writeFileSync(f, '{"format":1,', { mode: 0o600 });
            else if (o.how === "symlink") symlinkSync(join(root, "elsewhere.json"), f);
            else if (o.how === "huge")
              writeFileSync(f, "[".repeat(LIMIT_VALUES["toolCache.maxEntryBytes"] + 1), { mode: 0o600 });
            else if (o.how === "open") {
              writeFileSync(f, JSON.stringify({ format: 1 }), { mode: 0o600 });
              chmodSync(f, 0o666);
            } else {
              // Another key's catalog planted under this key. A file an earlier swap left elsewhere may
              // hold this key's own catalog, byte for byte what the cache wrote here; copying it back
              // restores that catalog rather than planting another's, so it is not taken.
              const other = SERVERS.map(file).find(
                (g) =>
                  g !== undefined &&
                  g !== f &&
                  existsSync(g) &&
                  lstatSync(g).isFile() &&
                  writtenFor(g) !== basename(f, ".json"),
              );
              if (other) writeFileSync(f, readFileSync(other), { mode: 0o600 });
            }
            expected.delete(o.server);
            break;
          }
          case "search":
            await search();
            break;
        }
      }
      await search();
      for (const name of readdirSync(dir)) {
        let text = "";
        try {
          text = readFileSync(join(dir, name), "utf8");
        } catch {
          continue; // a dangling symlink planted by the test
        }
        expect(text.includes(LITERAL) || text.includes(RESOLVED) || text.includes("PLANTED")).toBe(false);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  })();
}

describe("the tool-catalog cache under random sequences", () => {
  it("never shows a stale or corrupted catalog's tool, never connects on a search across servers, never keeps an env value", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), (ops) => run(ops)),
      { numRuns: Math.min(Number(process.env.FC_NUM_RUNS ?? 100), 60) },
    );
  }, 120_000);
});
