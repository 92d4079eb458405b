// The tool-catalog cache over twelve real servers: ten whose listings may be kept (the npm
// reference servers server-everything, server-memory, server-sequential-thinking,
// server-filesystem and server-pdf; mcp-server-fetch; the FastMCP and official Python SDK fixtures
// configured with their SDK's own positive, public cache hints, so the 2026-07-28 path with a
// positive ttlMs is covered by real SDKs; the fixture and the catalog test server) and two
// 2026-07-28 SDK servers that refuse caching with the SDK's defaults (mcp-server-time and
// mcp-server-git: ttlMs 0, private). Each is listed once; a fresh session then finds tools
// across the ten with no connection opened and no process started, and says of the two that
// they are not cached, why, and that they must be searched by name.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ToolCache } from "../../src/catalog/tool-cache.js";
import { loadConfig } from "../../src/config/index.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import { openConnection } from "../../src/runtime/connection.js";
import { Runtime } from "../../src/runtime/runtime.js";
import {
  CATALOG,
  EVERYTHING,
  FASTMCP,
  FILESYSTEM,
  FIXTURE,
  MEMORY,
  PDF,
  PYTHON_SDK,
  ROOT,
  SERVERS_VENV,
  THINKING,
} from "../support/paths.js";
import { readEvents, waitFor } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { meta, textOf } from "../support/results.js";

const venvMissing = ["python", "mcp-server-git", "mcp-server-time", "mcp-server-fetch"].filter(
  (b) => !existsSync(join(SERVERS_VENV, "bin", b)),
);
const skip = venvMissing.length > 0 && process.env.CI !== "true";
if (skip) console.warn(`tool-cache real servers: skipped, .venv-servers lacks ${venvMissing.join(", ")}`);

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup()).toEqual([]);
});

describe.skipIf(skip)("search across twelve real servers from the tool-catalog cache", () => {
  it("ten listed once are found by a fresh session with no process started; the two that refuse say why", {
    timeout: 180_000,
  }, async () => {
    expect(venvMissing).toEqual([]);
    const home = h.tempDir("tool-cache-real-home-");
    const project = join(home, "project");
    mkdirSync(join(home, ".config/mcp"), { recursive: true });
    mkdirSync(project, { recursive: true });
    const cacheDir = join(h.tempDir("tool-cache-real-dir-"), "tools");
    const tree = h.tempDir("tool-cache-real-fs-");
    writeFileSync(join(tree, "paper.pdf"), "%PDF-1.4\n%%EOF\n");
    const repo = h.tempDir("tool-cache-real-git-");
    execFileSync("git", ["-C", repo, "init", "-q", "-b", "main"], {
      env: { PATH: process.env.PATH ?? "", HOME: repo, GIT_CONFIG_NOSYSTEM: "1" },
    });
    const issues = h.eventsFile();
    const fixture = h.eventsFile();
    const python = join(SERVERS_VENV, "bin/python");
    const pyHome = h.tempDir("tool-cache-real-py-home-");
    const keepable: Record<string, unknown> = {
      everything: { command: process.execPath, args: [EVERYTHING] },
      memory: { command: process.execPath, args: [MEMORY], env: { MEMORY_FILE_PATH: join(tree, "memory.jsonl") } },
      thinking: { command: process.execPath, args: [THINKING], env: { DISABLE_THOUGHT_LOGGING: "true" } },
      filesystem: { command: process.execPath, args: [FILESYSTEM, tree] },
      pdf: { command: process.execPath, args: [PDF, "--stdio", join(tree, "paper.pdf")] },
      // A 2026-07-28 SDK server that sends the SDK's defaults (ttlMs 0) unless asked otherwise: pinned
      // to the 2025 handshake, whose listings carry no hints, it is kept for toolCache.legacyTtlMs.
      fetch: {
        command: join(SERVERS_VENV, "bin/mcp-server-fetch"),
        args: ["--ignore-robots-txt"],
        protocolVersion: "legacy",
      },
      fastmcp: {
        command: python,
        args: [FASTMCP, "stdio"],
        env: { HOME: pyHome, FASTMCP_CACHE_TTL_S: "3600", FASTMCP_CACHE_SCOPE: "public" },
      },
      pysdk: {
        command: python,
        args: [PYTHON_SDK, "stdio"],
        env: { HOME: pyHome, PYTHON_SDK_CACHE_TTL_MS: "3600000", PYTHON_SDK_CACHE_SCOPE: "public" },
      },
      fixture: {
        command: process.execPath,
        args: ["--import", "tsx", FIXTURE, "stdio"],
        cwd: ROOT,
        env: { FIXTURE_EVENTS_FILE: fixture },
      },
      issues: { command: process.execPath, args: [CATALOG], env: { CATALOG_EVENTS_FILE: issues } },
    };
    const refusing: Record<string, unknown> = {
      time: { command: join(SERVERS_VENV, "bin/mcp-server-time"), args: ["--local-timezone", "UTC"] },
      git: { command: join(SERVERS_VENV, "bin/mcp-server-git"), args: ["--repository", repo], env: { HOME: repo } },
    };
    writeFileSync(
      join(home, ".config/mcp/mcp.json"),
      JSON.stringify({ mcpServers: { ...keepable, ...refusing } }, null, 2),
    );
    const kept = Object.keys(keepable);
    const names = [...kept, ...Object.keys(refusing)];
    const session = () => {
      const config = loadConfig({ home, cwd: project, projectTrusted: false });
      expect(config.problems).toEqual([]);
      let opened = 0;
      const counting: typeof openConnection = (...args) => {
        opened += 1;
        return openConnection(...args);
      };
      const runtime = new Runtime(config, {
        environment: { PATH: process.env.PATH ?? "", HOME: home },
        cwd: project,
        offline: false,
        spillBase: join(home, "spills"),
        openConnection: counting,
      });
      h.adopt(runtime);
      const proxy = new McpProxy(runtime, [], undefined, { toolCache: ToolCache.open({ dir: cacheDir }) });
      return { runtime, proxy, opened: () => opened };
    };

    const first = session();
    const listStart = performance.now();
    for (const n of names) expect(meta(await first.proxy.call({ server: n })).isError, n).toBe(false);
    const listMs = performance.now() - listStart;
    expect(first.opened()).toBe(names.length);
    const eras = Object.fromEntries(first.runtime.status().map((s) => [s.name, s.protocolEra]));
    // The Python SDK servers speak 2026-07-28: those with positive hints are kept by their ttlMs.
    for (const n of ["fastmcp", "pysdk", "time", "git"]) expect(eras[n], n).toBe("modern");
    expect(eras.fetch).toBe("legacy");
    // server-everything announces list_changed right after it starts: its entry is dropped and
    // relisted in the background on the same connection. The refusals are files too (no tool).
    expect(
      await waitFor(
        () => readdirSync(cacheDir).filter((n) => !n.endsWith(".pins.json")).length === names.length,
        10_000,
      ),
    ).toBe(true);
    const firstView = await first.proxy.call({ search: "time" });
    expect(meta(firstView).cachedServers).toEqual(kept);
    expect(first.opened()).toBe(names.length);
    await h.closeRuntimes();

    const second = session();
    const t0 = performance.now();
    const r = await second.proxy.call({ search: "issue" });
    const searchMs = performance.now() - t0;
    const text = textOf(r);
    expect(meta(r).isError).toBe(false);
    expect(meta(r).cachedServers).toEqual(kept);
    expect(meta(r).uncachedServers).toEqual([]);
    expect(meta(r).notCachedServers).toEqual({ time: "stale", git: "stale" });
    expect(text).toContain(
      `MCP tools matching "issue" in the cached catalogs of 10 of 12 servers (nothing was connected)`,
    );
    expect(text).toContain(`- create_issue on "issues": `);
    expect(text).toContain(
      'Not cached, so search each by name, {"server": S, "search": "words"} (this starts the server): ' +
        '"time" (its server sends ttlMs 0: stale at once), "git" (its server sends ttlMs 0: stale at once).',
    );
    expect(text).not.toContain("No cached catalog yet");
    // A count of one takes the singular ("thinking" lists one tool).
    for (const n of kept) expect(text).toMatch(new RegExp(`"${n}" \\d+ (s|min) old \\((1 tool|(?!1 )\\d+ tools)\\)`));
    // Each kept server answers its own words from the cache.
    const finds: Record<string, string> = {
      everything: "echo",
      memory: "create entities",
      thinking: "sequential thinking",
      filesystem: "read file",
      pdf: "pdf",
      fetch: "fetch url",
      fastmcp: "greets someone",
      pysdk: "counts the words",
      fixture: "echo",
      issues: "list issues",
    };
    for (const [n, words] of Object.entries(finds))
      expect(textOf(await second.proxy.call({ search: words })), n).toContain(`on "${n}"`);
    // The two that refuse are never found from the cache, only by name.
    const timeSearch = textOf(await second.proxy.call({ search: "current time" }));
    expect(timeSearch).not.toContain(`on "time"`);
    expect(timeSearch).toContain(`"time" (its server sends ttlMs 0: stale at once)`);
    // Status says the same per server, without connecting either.
    const status = textOf(await second.proxy.call({}));
    expect(status).toMatch(/"pysdk": disconnected;.*cachedTools=1 \(\d+ s old\)/);
    expect(status).toMatch(/"time": disconnected;.*cachedTools=none \(its server sends ttlMs 0: stale at once\)/);
    expect(second.opened()).toBe(0);
    for (const s of second.runtime.status()) expect(s.state, s.name).toBe("disconnected");
    expect(readEvents(issues).filter((l) => l.startsWith("start ")).length).toBe(1);
    expect(readEvents(fixture).filter((l) => l.startsWith("start ")).length).toBe(1);
    console.log(
      `tool-cache: ${names.length} real servers (${kept.length} cached, ${names.length - kept.length} refused by their servers); listing each by name ${listMs.toFixed(0)} ms (${names.length} processes); cross-server search ${searchMs.toFixed(1)} ms (0 processes)`,
    );
  });
});
