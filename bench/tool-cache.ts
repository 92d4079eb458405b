// `npx tsx bench/tool-cache.ts`: finding a tool among ten configured servers, two ways. (1) Listing
// every server by name, as a model must without the cache: each server is started and initialised.
// (2) `{"search": "words"}` without server, answered from the tool-catalog cache by a fresh session:
// cold (the first search of the session: cache files read and indexed) and warm (later searches of
// the same session, median of BENCH_SEARCHES, default 200); and the first search of a native worker
// delegated every server (tools.list and two tools.call grants each), which keys its delegated
// servers as the parent does and finds the same catalogs. Servers: the npm reference servers
// (server-everything, server-memory, server-sequential-thinking, server-filesystem) and six
// instances of the catalog test server with different tool sets. Prints a Markdown table; it
// measures and reports, it never fails.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const mod = (p: string): string => join(ROOT, "node_modules/@modelcontextprotocol", p);
const CATALOG = join(ROOT, "test/fixtures/server/catalog-server.mjs");
const TOOL_SETS = [
  "create_issue,list_issues,close_issue,comment_on_issue",
  "send_message,list_channels,search_messages",
  "query_database,list_tables,describe_table",
  "create_event,list_events,delete_event",
  "upload_file,download_file,share_file,list_files",
  "translate_text,detect_language",
];

async function main(): Promise<void> {
  const { loadConfig } = await import("../src/config/index.js");
  const { McpProxy } = await import("../src/proxy/proxy.js");
  const { Runtime } = await import("../src/runtime/runtime.js");
  const { openConnection } = await import("../src/runtime/connection.js");
  const { ToolCache } = await import("../src/catalog/tool-cache.js");
  const { exportDescriptor } = await import("../src/host/worker-export.js");
  const { startDelegation } = await import("../src/host/worker-mode.js");
  const root = mkdtempSync(join(tmpdir(), "bench-tool-cache-"));
  try {
    const home = join(root, "home");
    const project = join(home, "project");
    const tree = join(root, "tree");
    mkdirSync(join(home, ".config/mcp"), { recursive: true });
    mkdirSync(project, { recursive: true });
    mkdirSync(tree);
    const node = process.execPath;
    const servers: Record<string, unknown> = {
      everything: { command: node, args: [mod("server-everything/dist/index.js")] },
      memory: {
        command: node,
        args: [mod("server-memory/dist/index.js")],
        env: { MEMORY_FILE_PATH: join(tree, "memory.jsonl") },
      },
      thinking: {
        command: node,
        args: [mod("server-sequential-thinking/dist/index.js")],
        env: { DISABLE_THOUGHT_LOGGING: "true" },
      },
      filesystem: { command: node, args: [mod("server-filesystem/dist/index.js"), tree] },
    };
    TOOL_SETS.forEach((tools, i) => {
      servers[`app${i}`] = { command: node, args: [CATALOG], env: { CATALOG_TOOLS: tools }, protocolVersion: "legacy" };
    });
    writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: servers }));
    const names = Object.keys(servers);
    const cacheDir = join(root, "cache", "tools");
    const session = () => {
      const config = loadConfig({ home, cwd: project, projectTrusted: false });
      let opened = 0;
      const runtime = new Runtime(config, {
        environment: { PATH: process.env.PATH ?? "", HOME: home },
        cwd: project,
        offline: true,
        spillBase: join(root, "spills"),
        openConnection: (...a: Parameters<typeof openConnection>) => {
          opened += 1;
          return openConnection(...a);
        },
      });
      return {
        runtime,
        proxy: new McpProxy(runtime, [], undefined, { toolCache: ToolCache.open({ dir: cacheDir }) }),
        opened: () => opened,
      };
    };

    const first = session();
    const t0 = performance.now();
    for (const n of names) await first.proxy.call({ server: n });
    const listMs = performance.now() - t0;
    const listProcesses = first.opened();
    // server-everything announces list_changed once it has started: list it again for the cache.
    await new Promise((r) => setTimeout(r, 300));
    await first.proxy.call({ server: "everything" });
    await first.runtime.close();

    const second = session();
    const c0 = performance.now();
    const cold = await second.proxy.call({ search: "create issue" });
    const coldMs = performance.now() - c0;
    const runs = Number(process.env.BENCH_SEARCHES ?? 200);
    const queries = ["create issue", "list files", "echo", "read file", "message", "table"];
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const s = performance.now();
      await second.proxy.call({ search: queries[i % queries.length] as string });
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] as number;
    const p95 = times[Math.floor(times.length * 0.95)] as number;
    const cached = ((cold.details.travis234Mcp as { cachedServers?: string[] }).cachedServers ?? []).length;
    await second.runtime.close();

    const parentConfig = loadConfig({ home, cwd: project, projectTrusted: false });
    const grants = (n: string): string[] => {
      const tools = n.startsWith("app") ? (TOOL_SETS[Number(n.slice(3))] as string).split(",") : ["echo", "read_file"];
      return ["tools.list", ...tools.slice(0, 2).map((t) => `tools.call:${t}`)];
    };
    const descriptor = exportDescriptor(
      {
        config: parentConfig,
        cwd: project,
        installer: { distribution: "d", version: "0", module: "m", callable: "c" },
      },
      { servers: Object.fromEntries(names.map((n) => [n, grants(n)])) },
    );
    const delegation = startDelegation({ descriptor, environment: {} }, { PATH: process.env.PATH ?? "" });
    let workerOpened = 0;
    const workerRuntime = new Runtime(delegation.config, {
      environment: delegation.environment,
      cwd: project,
      offline: true,
      spillBase: join(root, "worker-spills"),
      openConnection: (...a: Parameters<typeof openConnection>) => {
        workerOpened += 1;
        return openConnection(...a);
      },
    });
    const workerProxy = new McpProxy(workerRuntime, [], delegation.ceiling, {
      toolCache: ToolCache.open({ dir: cacheDir }),
    });
    const w0 = performance.now();
    const workerFirst = await workerProxy.call({ search: "create issue" });
    const workerMs = performance.now() - w0;
    const workerCached = ((workerFirst.details.travis234Mcp as { cachedServers?: string[] }).cachedServers ?? [])
      .length;
    await workerRuntime.close();
    console.log(`| way to find a tool among ${names.length} servers | time | processes started |`);
    console.log("|---|---|---|");
    console.log(`| list every server by name (first session) | ${listMs.toFixed(0)} ms | ${listProcesses} |`);
    console.log(
      `| search across servers, fresh session, first search (${cached} cached catalogs) | ${coldMs.toFixed(1)} ms | ${second.opened()} |`,
    );
    console.log(
      `| search across servers, same session, median of ${runs} (p95) | ${median.toFixed(2)} ms (${p95.toFixed(2)} ms) | ${second.opened()} |`,
    );
    console.log(
      `| search across servers, native worker, first search (${workerCached} cached catalogs, ceiling-filtered) | ${workerMs.toFixed(1)} ms | ${workerOpened} |`,
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
