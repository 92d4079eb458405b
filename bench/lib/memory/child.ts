// One memory measurement, in a process of its own so that its RSS is only this: started by
// bench/lib/memory/run.ts as `node --expose-gc --import tsx bench/lib/memory/child.ts '<json>'`.
//
// Protocol (JSON lines on stdout, plain lines on stdin): connect and warm up, collect garbage, print
// {"event":"ready",...}; wait for "go"; do the one operation; collect garbage, print
// {"event":"done",...}; wait for "exit" (or stdin EOF), close everything, exit. The parent samples
// this process's RSS from /proc between "ready" and "done" and reads its peak (VmHWM, reset at
// "ready").
//
// Modes:
//   hostile-adapter  the adapter in-process (esbuild-compiled src/), one proxy.call of the hostile
//                    server's `flood` tool (one 1 GiB JSON-RPC line)
//   hostile-sdk      the raw SDK client (StdioClientTransport, defaults), callTool `flood`
//   catalog-adapter  the adapter in-process: one tools.search, which lists and caches all 10,000
//                    tools (100 pages)
//   catalog-sdk      a plain SDK loop (tools/list + cursor) keeping the same 10,000 tools in an array
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/client";
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import type { AdapterModule } from "../compiled.js";
import type { ServerEntry } from "../setup.js";

export type ChildMode = "hostile-adapter" | "hostile-sdk" | "catalog-adapter" | "catalog-sdk";

export interface ChildConfig {
  readonly mode: ChildMode;
  /** The server, as written in the adapter's mcp.json (for the raw SDK: spawned as is). */
  readonly server: ServerEntry;
  /** Its name in mcp.json (adapter modes). */
  readonly serverName: string;
  /** Adapter modes: the compiled adapter module and the temporary home and project holding mcp.json. */
  readonly adapterModule?: string;
  readonly home?: string;
  readonly project?: string;
  /** Bounds the one operation inside this process (the parent bounds the whole process too). */
  readonly operationTimeoutMs: number;
}

const config = JSON.parse(process.argv[2] ?? "{}") as ChildConfig;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const out = (obj: object): void => void process.stdout.write(`${JSON.stringify(obj)}\n`);

function memory(): { rss: number; heapUsed: number; external: number; arrayBuffers: number } {
  gc();
  gc();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers };
}

const lines = createInterface({ input: process.stdin });
const queued: string[] = [];
const waiters: ((line: string | undefined) => void)[] = [];
lines.on("line", (l) => {
  const w = waiters.shift();
  if (w) w(l.trim());
  else queued.push(l.trim());
});
lines.on("close", () => {
  for (const w of waiters.splice(0)) w(undefined);
});
const nextLine = (): Promise<string | undefined> =>
  queued.length > 0 ? Promise.resolve(queued.shift()) : new Promise((r) => waiters.push(r));

interface Subject {
  /** The measured operation: what happened, in a few fields. */
  run(): Promise<Record<string, unknown>>;
  close(): Promise<void>;
  /** Kept alive until the end, so that a garbage collection cannot free what is being measured. */
  retained?: unknown;
}

async function adapterSubject(): Promise<Subject> {
  const mod = (await import(pathToFileURL(config.adapterModule ?? "").href)) as AdapterModule;
  const home = config.home ?? "";
  const loaded = mod.loadConfig({ home, cwd: config.project ?? home, projectTrusted: false });
  if (loaded.problems.length > 0)
    throw new Error(`mcp.json has problems: ${loaded.problems.map((p) => p.code).join(", ")}`);
  const runtime = new mod.Runtime(loaded, {
    environment: { PATH: process.env.PATH ?? "", HOME: home },
    cwd: config.project ?? home,
    offline: false,
    spillBase: `${home}/spills`,
  });
  const proxy = new mod.McpProxy(runtime);
  const server = config.serverName;
  if (config.mode === "hostile-adapter") {
    const warm = await proxy.call({ server, tool: "echo", args: { message: "warm" } });
    if (warm.isError) throw new Error(`warm-up echo failed: ${JSON.stringify(warm).slice(0, 300)}`);
  } else {
    // Connect without listing anything, so that the catalog is all in the measurement.
    await runtime.server(server).connection();
  }
  return {
    async run() {
      const r =
        config.mode === "hostile-adapter"
          ? await proxy.call({ server, tool: "flood", args: {} })
          : await proxy.call({ server, operation: "tools.search", query: "tool-5000" });
      const text = r.content.map((b) => (b.type === "text" ? b.text : "")).join("");
      const meta = r.details.travis234Mcp as { code?: unknown };
      return {
        isError: r.isError,
        blocks: r.content.length,
        textBytes: Buffer.byteLength(text),
        code: typeof meta.code === "string" ? meta.code : undefined,
        preview: text.slice(0, 240),
      };
    },
    close: () => runtime.close(),
  };
}

async function sdkSubject(): Promise<Subject> {
  const s = config.server;
  const transport = new StdioClientTransport({
    command: s.command ?? "",
    args: [...(s.args ?? [])],
    ...(s.cwd !== undefined ? { cwd: s.cwd } : {}),
    env: { ...getDefaultEnvironment(), ...s.env },
    stderr: "pipe",
  });
  transport.stderr?.on("data", () => {});
  const client = new Client({ name: "travis234-bench-raw-sdk", version: "0.0.0" }, { capabilities: {} });
  const errors: string[] = [];
  client.onerror = (e) => void (errors.length < 5 && errors.push(e.message.slice(0, 200)));
  await client.connect(transport);
  const subject: Subject = {
    async run() {
      if (config.mode === "hostile-sdk") {
        try {
          const r = await client.callTool({ name: "flood", arguments: {} }, { timeout: config.operationTimeoutMs });
          const first = (r.content as { text?: string }[] | undefined)?.[0];
          return {
            isError: r.isError === true,
            resolved: true,
            textBytes: Buffer.byteLength(first?.text ?? ""),
            errors,
          };
        } catch (err) {
          return {
            isError: true,
            rejected: true,
            error: (err instanceof Error ? err.message : String(err)).slice(0, 300),
            errors,
          };
        }
      }
      const tools: unknown[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await client.request({ method: "tools/list", params: cursor === undefined ? {} : { cursor } });
        tools.push(...page.tools);
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor !== undefined);
      subject.retained = tools;
      return { tools: tools.length, pages };
    },
    close: () => client.close(),
  };
  return subject;
}

async function main(): Promise<void> {
  const subject = config.mode.endsWith("-adapter") ? await adapterSubject() : await sdkSubject();
  out({ event: "ready", pid: process.pid, ...memory() });
  if ((await nextLine()) !== "go") return;
  const t0 = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    subject.run(),
    new Promise<Record<string, unknown>>((r) => {
      timer = setTimeout(() => r({ timedOut: true }), config.operationTimeoutMs);
    }),
  ]);
  clearTimeout(timer);
  const ms = performance.now() - t0;
  out({ event: "done", ms, outcome, ...memory() });
  await nextLine();
  void subject.retained;
  await Promise.race([subject.close(), new Promise((r) => setTimeout(r, 5_000))]);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    out({ event: "error", error: (err instanceof Error ? (err.stack ?? err.message) : String(err)).slice(0, 800) });
    process.exit(1);
  },
);
