// The conformance client: @modelcontextprotocol/conformance runs
//   node --import tsx conformance/client.ts <server url>
// with MCP_CONFORMANCE_SCENARIO set, MCP_CONFORMANCE_PROTOCOL_VERSION (the revision to speak) and,
// for some scenarios, MCP_CONFORMANCE_CONTEXT (JSON). It drives the adapter's real stack: an
// mcp.json file with one Streamable HTTP server at that URL and the matching `protocolVersion`, in a
// temporary home, loaded and validated by loadConfig, then the `mcp` tool (McpProxy) over a Runtime
// with the real HTTP transport, request by request as the model would send them, and a final status
// that shows what was negotiated. Exit 0 when every request succeeded and said what the scenario
// expects (or was refused where the plan expects a refusal); 1 when the adapter returned an error
// result or an unexpected one; 2 on a usage error.
// Nothing outside a fresh temporary directory is read or written (no real home, no agent dir).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { visibleText } from "../src/cli/proxy-commands.js";
import { loadConfig } from "../src/config/index.js";
import { formatCheck } from "../src/host/check-report.js";
import { defaultToolCache } from "../src/proxy/default-tool-cache.js";
import { McpProxy } from "../src/proxy/proxy.js";
import type { HostResult } from "../src/results/blocks.js";
import { Runtime } from "../src/runtime/runtime.js";

/** The configured server name the requests use. */
export const SERVER = "conformance";

export interface Step {
  /**
   * One `mcp` tool request, exactly as the model would send it; a function gets the text of the
   * previous result (a reference to read is taken from a listing, as the model would take it).
   */
  readonly request: Record<string, unknown> | ((previous: string) => Record<string, unknown>);
  /** Text the model-visible result must contain. */
  readonly expect?: readonly string[];
  /** The adapter must refuse the request with this error code (a success fails the step). */
  readonly refuse?: string;
}

/** What MCP_CONFORMANCE_CONTEXT carries for a scenario (http-custom-headers: the calls to make). */
export interface ScenarioContext {
  readonly toolCalls?: readonly { readonly name: string; readonly arguments: Record<string, unknown> }[];
}

const list: Step = { request: { server: SERVER } };
const listing = (...tools: string[]): Step => ({ request: { server: SERVER }, expect: tools.map((t) => `- ${t}:`) });
const call = (tool: string, args: Record<string, unknown>, ...expect: string[]): Step => ({
  request: { server: SERVER, tool, args },
  expect,
});
const status: Step = { request: {}, expect: [SERVER] };

/** The reference the previous listing gave for the entry whose line mentions `needle`. */
export function referenceNear(text: string, needle: string): string {
  const line = text.split("\n").find((l) => l.includes(needle)) ?? "";
  return /mcp-resource-[0-9a-f]{32}/.exec(line)?.[0] ?? `(no reference next to ${needle})`;
}

/** The inputSchema `describe` printed for a tool: the first JSON object of the text that has `properties`. */
export function describedSchema(text: string): Record<string, unknown> {
  for (let at = text.indexOf("{"); at >= 0; at = text.indexOf("{", at + 1)) {
    for (let end = text.lastIndexOf("}"); end > at; end = text.lastIndexOf("}", end - 1)) {
      try {
        const value = JSON.parse(text.slice(at, end + 1)) as unknown;
        if (typeof value === "object" && value !== null && "properties" in value)
          return value as Record<string, unknown>;
      } catch {
        // not this span
      }
    }
  }
  return {};
}

// The SEP-2243 tools of http-invalid-tool-headers whose x-mcp-header declarations are invalid.
const INVALID_HEADER_TOOLS = [
  "invalid_empty_header",
  "invalid_object_header",
  "invalid_array_header",
  "invalid_null_header",
  "invalid_number_header",
  "invalid_duplicate_same_case",
  "invalid_duplicate_diff_case",
  "invalid_space_in_name",
  "invalid_colon_in_name",
  "invalid_non_ascii_name",
  "invalid_control_char_name",
];

type Planner = (context: ScenarioContext) => readonly Step[];

/** The requests per scenario. A scenario not named here gets status plus tools.list. */
export const PLANS: Readonly<Record<string, Planner>> = {
  initialize: () => [status, list],
  tools_call: () => [
    listing("add_numbers"),
    { request: { server: SERVER, describe: "add_numbers" }, expect: ['"a"', '"b"'] },
    call("add_numbers", { a: 5, b: 3 }, "The sum of 5 and 3 is 8"),
  ],
  "sse-retry": () => [
    listing("test_reconnection"),
    call("test_reconnection", {}, "Reconnection test completed successfully"),
  ],
  "request-metadata": () => [status, list],
  "http-standard-headers": () => [
    listing("test_headers", "my-hyphenated-tool"),
    call("test_headers", {}, "Headers test completed"),
    call("my-hyphenated-tool", {}, "Headers test completed"),
    { request: { server: SERVER, operation: "resources.list" }, expect: ["File with spaces"] },
    {
      request: (previous) => ({
        server: SERVER,
        operation: "resources.read",
        resource: referenceNear(previous, "File with spaces"),
      }),
    },
    { request: { server: SERVER, operation: "prompts.list" }, expect: ["test_prompt"] },
    { request: { server: SERVER, operation: "prompts.get", prompt: "test_prompt" } },
  ],
  "http-custom-headers": (context) => [
    listing(...(context.toolCalls ?? []).map((c) => c.name)),
    ...(context.toolCalls ?? []).map((c) => call(c.name, c.arguments, "Custom headers test completed")),
  ],
  "http-invalid-tool-headers": () => [
    listing("valid_tool"),
    call("valid_tool", { region: "us-west1" }, "Tool call received"),
    ...INVALID_HEADER_TOOLS.map(
      (tool): Step => ({ request: { server: SERVER, tool, args: {} }, refuse: "MCPA_TOOL_UNKNOWN" }),
    ),
  ],
  "json-schema-ref-no-deref": () => [
    listing("lookup_user"),
    { request: { server: SERVER, describe: "lookup_user" }, expect: ["#/$defs/userId"] },
  ],
  "json-schema-2020-12-preservation": () => [
    listing("json_schema_2020_12_tool", "json_schema_echo"),
    { request: { server: SERVER, describe: "json_schema_2020_12_tool" }, expect: ["$defs"] },
    {
      request: (previous) => ({
        server: SERVER,
        tool: "json_schema_echo",
        args: { schema: describedSchema(previous) },
      }),
      expect: ["echoed"],
    },
  ],
  // Out of scope: kept so that a manual run shows what happens. The adapter answers no input request
  // (MRTR): the plain tool works, the one that asks for input ends with the clear error, and the
  // official client refuses a 2026-07-28 result without resultType as an invalid result.
  "sep-2322-client-request-state": () => [
    listing("test_mrtr_echo_state", "test_mrtr_no_result_type"),
    call("test_mrtr_unrelated", {}, "unrelated-ok"),
    { request: { server: SERVER, tool: "test_mrtr_echo_state", args: {} }, refuse: "MCPA_RUNTIME_INPUT_REQUIRED" },
    { request: { server: SERVER, tool: "test_mrtr_no_result_type", args: {} }, refuse: "MCPA_RUNTIME_REQUEST_FAILED" },
  ],
  "elicitation-sep1034-client-defaults": () => [
    listing("test_client_elicitation_defaults"),
    call("test_client_elicitation_defaults", {}),
  ],
};

const DEFAULT_PLAN: Planner = () => [status, list];

export interface HarnessIo {
  readonly log: (line: string) => void;
  readonly signal?: AbortSignal;
}

/**
 * Our `protocolVersion` setting for the revision the runner asks for: a dated 2024 or 2025 revision
 * (the stateful handshake) is `legacy`, none at all is `auto`, any other is pinned as is (the
 * configuration loader refuses one the adapter cannot pin, and the run fails on that).
 */
export function protocolSettingFor(requested: string | undefined): string {
  if (requested === undefined || requested === "") return "auto";
  return /^202[45]-\d\d-\d\d$/.test(requested) ? "legacy" : requested;
}

/** Runs one scenario's plan against `url` at the `requested` revision; returns the process exit code. */
export async function runHarness(
  url: string,
  scenario: string,
  io: HarnessIo,
  requested?: string,
  context: ScenarioContext = {},
): Promise<number> {
  const root = mkdtempSync(join(tmpdir(), "travis234-conformance-client-"));
  const home = join(root, "home");
  const agentDir = join(root, "agent");
  const project = join(root, "project");
  const spills = join(root, "spills");
  for (const dir of [join(home, ".config", "mcp"), agentDir, project, spills])
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  // The global file (~/.config/mcp/mcp.json) of the temporary home. requestTimeoutMs keeps every
  // request well inside the runner's 30 s client timeout.
  writeFileSync(
    join(home, ".config", "mcp", "mcp.json"),
    `${JSON.stringify({ mcpServers: { [SERVER]: { url, requestTimeoutMs: 20_000, protocolVersion: protocolSettingFor(requested) } } }, null, 2)}\n`,
    { mode: 0o600 },
  );

  let runtime: Runtime | undefined;
  try {
    const config = loadConfig({ home, cwd: project, agentDir, projectTrusted: false });
    io.log(formatCheck(config).trimEnd());
    if (config.problems.length > 0 || !config.servers.has(SERVER)) {
      io.log(`harness: the configuration did not load cleanly (${config.problems.length} problems)`);
      return 1;
    }
    // Offline as the host may run it: loopback servers must still work.
    // The temporary home is the whole home, its tool-catalog cache too: never the real user's.
    const environment: NodeJS.ProcessEnv = { ...process.env, HOME: home };
    delete environment.TRAVIS234_MCP_CACHE_DIR;
    runtime = new Runtime(config, { environment, cwd: project, offline: true, spillBase: spills });
    const proxy = new McpProxy(runtime, [], undefined, {
      toolCache: defaultToolCache({ cwd: project, env: environment, home }),
    });
    const plan = (PLANS[scenario] ?? DEFAULT_PLAN)(context);
    let previous = "";
    for (const step of plan) {
      const request = typeof step.request === "function" ? step.request(previous) : step.request;
      io.log(`\n> mcp ${JSON.stringify(request)}`);
      let result: HostResult;
      try {
        result = await proxy.call(request, io.signal ? { signal: io.signal } : {});
      } catch (err) {
        io.log(`harness: the call threw: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`);
        return 1;
      }
      const text = visibleText(result);
      previous = text;
      io.log(text);
      if (step.refuse !== undefined) {
        const code = result.isError ? String(result.details.travis234Mcp.code ?? "no code") : "success";
        if (code !== step.refuse) {
          io.log(`harness: expected the adapter to refuse with ${step.refuse}, got ${code}`);
          return 1;
        }
        continue;
      }
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
    // What the connection negotiated, for the test to compare with the revision it asked for.
    io.log(`\nharness: final status\n${visibleText(await proxy.call({}))}`);
    io.log("\nharness: every request succeeded");
    return 0;
  } finally {
    await runtime?.close();
    rmSync(root, { recursive: true, force: true });
  }
}

function parseContext(raw: string | undefined): ScenarioContext {
  if (raw === undefined) return {};
  const value = JSON.parse(raw) as unknown;
  return typeof value === "object" && value !== null ? (value as ScenarioContext) : {};
}

async function main(): Promise<void> {
  const url = process.argv[process.argv.length - 1];
  const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? "";
  if (process.argv.length < 3 || url === undefined || !/^https?:\/\//.test(url)) {
    process.stderr.write(
      "usage: node --import tsx conformance/client.ts <server url>   (MCP_CONFORMANCE_SCENARIO names the scenario)\n",
    );
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
  process.stdout.write(
    `harness: scenario ${JSON.stringify(scenario)}, server ${url}, protocol ${process.env.MCP_CONFORMANCE_PROTOCOL_VERSION ?? "(not given)"}\n`,
  );
  try {
    process.exitCode = await runHarness(
      url,
      scenario,
      { log: (line) => process.stdout.write(`${line}\n`), signal: interrupt.signal },
      process.env.MCP_CONFORMANCE_PROTOCOL_VERSION,
      parseContext(process.env.MCP_CONFORMANCE_CONTEXT),
    );
  } catch (err) {
    process.stderr.write(`harness: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
