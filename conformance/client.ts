// The conformance client: @modelcontextprotocol/conformance runs
//   node --import tsx conformance/client.ts <server url>
// with MCP_CONFORMANCE_SCENARIO set. It drives the adapter's real stack: an mcp.json file with one
// Streamable HTTP server at that URL in a temporary home, loaded and validated by loadConfig, then
// the `mcp` tool (McpProxy) over a Runtime with the real HTTP transport, request by request as the
// model would send them. Exit 0 when every request succeeded and said what the scenario expects;
// 1 when the adapter returned an error result or an unexpected one; 2 on a usage error.
// Nothing outside a fresh temporary directory is read or written (no real home, no agent dir).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { formatCheck } from "../src/cli/check.js";
import { visibleText } from "../src/cli/proxy-commands.js";
import { loadConfig } from "../src/config/index.js";
import { McpProxy } from "../src/proxy/proxy.js";
import type { HostResult } from "../src/results/blocks.js";
import { Runtime } from "../src/runtime/runtime.js";

/** The configured server name the requests use. */
export const SERVER = "conformance";

export interface Step {
  /** One `mcp` tool request, exactly as the model would send it. */
  readonly request: Record<string, unknown>;
  /** Text the model-visible result must contain. */
  readonly expect?: readonly string[];
}

const list: Step = { request: { server: SERVER } };
const listing = (...tools: string[]): Step => ({ request: { server: SERVER }, expect: tools.map((t) => `- ${t}:`) });

/** The requests per scenario. A scenario not named here gets status plus tools.list. */
export const PLANS: Readonly<Record<string, readonly Step[]>> = {
  initialize: [{ request: {}, expect: [SERVER] }, list],
  tools_call: [
    listing("add_numbers"),
    { request: { server: SERVER, describe: "add_numbers" }, expect: ['"a"', '"b"'] },
    { request: { server: SERVER, tool: "add_numbers", args: { a: 5, b: 3 } }, expect: ["The sum of 5 and 3 is 8"] },
  ],
  "sse-retry": [listing("test_reconnection"), { request: { server: SERVER, tool: "test_reconnection", args: {} }, expect: ["Reconnection test completed successfully"] }],
  // Out of scope (no elicitation capability); kept so that a manual run shows what happens.
  "elicitation-sep1034-client-defaults": [listing("test_client_elicitation_defaults"), { request: { server: SERVER, tool: "test_client_elicitation_defaults", args: {} } }],
};

const DEFAULT_PLAN: readonly Step[] = [{ request: {}, expect: [SERVER] }, list];

export interface HarnessIo {
  readonly log: (line: string) => void;
  readonly signal?: AbortSignal;
}

/** Runs one scenario's plan against `url`; returns the process exit code. */
export async function runHarness(url: string, scenario: string, io: HarnessIo): Promise<number> {
  const root = mkdtempSync(join(tmpdir(), "travis234-conformance-client-"));
  const home = join(root, "home");
  const agentDir = join(root, "agent");
  const project = join(root, "project");
  const spills = join(root, "spills");
  for (const dir of [join(home, ".config", "mcp"), agentDir, project, spills]) mkdirSync(dir, { recursive: true, mode: 0o700 });
  // The global file (~/.config/mcp/mcp.json) of the temporary home. requestTimeoutMs keeps every
  // request well inside the runner's 30 s client timeout.
  writeFileSync(join(home, ".config", "mcp", "mcp.json"), `${JSON.stringify({ mcpServers: { [SERVER]: { url, requestTimeoutMs: 20_000 } } }, null, 2)}\n`, { mode: 0o600 });

  let runtime: Runtime | undefined;
  try {
    const config = loadConfig({ home, cwd: project, agentDir, projectTrusted: false });
    io.log(formatCheck(config).trimEnd());
    if (config.problems.length > 0 || !config.servers.has(SERVER)) {
      io.log(`harness: the configuration did not load cleanly (${config.problems.length} problems)`);
      return 1;
    }
    // Offline as the host may run it: loopback servers must still work.
    runtime = new Runtime(config, { environment: { ...process.env, HOME: home }, cwd: project, offline: true, spillBase: spills });
    const proxy = new McpProxy(runtime);
    const plan = PLANS[scenario] ?? DEFAULT_PLAN;
    for (const step of plan) {
      io.log(`\n> mcp ${JSON.stringify(step.request)}`);
      let result: HostResult;
      try {
        result = await proxy.call(step.request, io.signal ? { signal: io.signal } : {});
      } catch (err) {
        io.log(`harness: the call threw: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`);
        return 1;
      }
      const text = visibleText(result);
      io.log(text);
      if (result.isError) {
        io.log(`harness: the adapter returned an error (${String(result.details.travis234Mcp.code ?? "no code")})`);
        return 1;
      }
      const missing = (step.expect ?? []).filter((e) => !text.includes(e));
      if (missing.length > 0) {
        io.log(`harness: the result lacks ${missing.map((m) => JSON.stringify(m)).join(", ")}`);
        return 1;
      }
    }
    io.log("\nharness: every request succeeded");
    return 0;
  } finally {
    await runtime?.close();
    rmSync(root, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const url = process.argv[process.argv.length - 1];
  const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? "";
  if (process.argv.length < 3 || url === undefined || !/^https?:\/\//.test(url)) {
    process.stderr.write("usage: node --import tsx conformance/client.ts <server url>   (MCP_CONFORMANCE_SCENARIO names the scenario)\n");
    process.exitCode = 2;
    return;
  }
  // The runner ends a client that overruns its timeout with SIGTERM: cancel, clean up, then exit.
  const interrupt = new AbortController();
  const onSignal = (): void => {
    interrupt.abort();
    setTimeout(() => process.exit(1), 3000).unref();
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);
  process.stdout.write(`harness: scenario ${JSON.stringify(scenario)}, server ${url}\n`);
  try {
    process.exitCode = await runHarness(url, scenario, { log: (line) => process.stdout.write(`${line}\n`), signal: interrupt.signal });
  } catch (err) {
    process.stderr.write(`harness: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
