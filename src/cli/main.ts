// The travis234-mcp command line.
import { homedir } from "node:os";
import { parseArgs } from "node:util";
import { loadConfig } from "../config/index.js";
import { AdapterError } from "../errors/index.js";
import { checkReport, formatCheck } from "./check.js";
import type { ProxyIo } from "./proxy-commands.js";
import { callCommand, sessionCommand } from "./proxy-commands.js";
import { serveSidecar } from "../host/sidecar.js";
import { demoCommand } from "./demo.js";
import { importCommand } from "./import.js";

const HELP = `travis234-mcp: the Travis234 MCP adapter's command line

Commands:
  check            Load the MCP configuration files as the adapter would and report sources, servers
                   and every error (file:line:col, JSON pointer, fix). Exit 1 on any error.
  status           The mcp tool's status ({}): servers and their state. Connects nothing.
  call '<json>'    One mcp request, e.g. '{"server":"docs","search":"issue"}'. Prints the
                   model-visible text (or with --json the whole result). Exit 1 on an error result.
  session          One JSON request per stdin line, one JSON result per stdout line; connections
                   are kept between lines.
  sidecar          Serve the Travis234 shim's JSON-RPC protocol on stdin/stdout (used by the shim).
  demo             Status, tools, resources and prompts of the bundled server-everything, as the
                   model sees them.
  import [FILE]    Print an mcp.json for this adapter equivalent to another client's file (--from
                   claude|cursor|vscode|gemini|pi picks its default file and units); one stderr line
                   per dropped or changed field. Never writes a file.
  help             This text.

Flags:
  --cwd DIR        session (project) directory; default: the current directory
  --home DIR       home directory; default: the user's home
  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or HOME/.travis234/agent
  --trusted        read project files (.mcp.json, .travis234/mcp.json), as in a trusted project
  --offline        refuse non-loopback HTTP servers; stdio children get npm_config_offline=true
  --json           machine-readable output
  --from CLIENT    import: the client that wrote the file
`;

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
}

function usage(io: CliIo, problem: string): number {
  const e = new AdapterError("MCPA_CLI_USAGE", { problem });
  io.stderr(`${e.code}: ${e.message}\n${e.hint}\n`);
  return 2;
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      cwd: { type: "string" },
      home: { type: "string" },
      "agent-dir": { type: "string" },
      trusted: { type: "boolean", default: false },
      offline: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
      from: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
}

function loadFor(values: ReturnType<typeof parse>["values"], io: CliIo) {
  const home = values.home ?? io.env.HOME ?? homedir();
  const agentDir = values["agent-dir"] ?? io.env.TRAVIS234_CODING_AGENT_DIR;
  const cwd = values.cwd ?? io.cwd;
  return { cwd, config: loadConfig({ home, cwd, projectTrusted: values.trusted ?? false, ...(agentDir ? { agentDir } : {}) }) };
}

const PROXY_COMMANDS = new Set(["status", "call", "session", "sidecar", "demo"]);

/** Every command; `status`, `call` and `session` are asynchronous, the rest go through run(). */
export async function runCommand(argv: readonly string[], io: CliIo & Partial<ProxyIo>): Promise<number> {
  let parsed;
  try {
    parsed = parse(argv);
  } catch {
    return run(argv, io);
  }
  const [command, ...rest] = parsed.positionals;
  if (command === undefined || !PROXY_COMMANDS.has(command) || parsed.values.help) return run(argv, io);
  if (command === "demo") {
    if (rest.length > 0) return usage(io, `unexpected argument: ${rest[0]}`);
    return demoCommand({ stdout: io.stdout, stderr: io.stderr, env: io.env, signal: io.signal });
  }
  if (command === "sidecar") {
    if (rest.length > 0) return usage(io, `unexpected argument: ${rest[0]}`);
    await serveSidecar({ input: io.stdin ?? process.stdin, write: io.stdout, environment: io.env, ...(io.signal ? { signal: io.signal } : {}) });
    return 0;
  }
  const expected = command === "call" ? 1 : 0;
  if (rest.length !== expected) return usage(io, command === "call" ? "call takes exactly one JSON request" : `unexpected argument: ${rest[0]}`);
  const { cwd, config } = loadFor(parsed.values, io);
  const ctx = { config, cwd, offline: parsed.values.offline ?? false, json: parsed.values.json ?? false };
  if (command === "session") return sessionCommand(ctx, io);
  return callCommand(command === "status" ? "{}" : (rest[0] as string), ctx, io);
}

export function run(argv: readonly string[], io: CliIo): number {
  let parsed;
  try {
    parsed = parse(argv);
  } catch (err) {
    return usage(io, err instanceof Error ? err.message.split("\n")[0] ?? "invalid arguments" : "invalid arguments");
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || command === undefined || command === "help") {
    io.stdout(HELP);
    return command === undefined && !parsed.values.help ? 2 : 0;
  }
  if (command === "import") return importCommand(parsed.values.from, rest, { stdout: io.stdout, stderr: io.stderr, cwd: parsed.values.cwd ?? io.cwd });
  if (rest.length > 0) return usage(io, `unexpected argument: ${rest[0]}`);
  if (command !== "check") return usage(io, PROXY_COMMANDS.has(command) ? `${command} runs asynchronously; use runCommand` : `unknown command: ${command}`);
  const { config } = loadFor(parsed.values, io);
  io.stdout(parsed.values.json ? `${JSON.stringify(checkReport(config), null, 2)}\n` : formatCheck(config));
  return config.problems.length === 0 ? 0 : 1;
}

export async function main(): Promise<void> {
  if (process.argv[2] === "sidecar") {
    // stdout carries the protocol only: anything a library logs goes to stderr instead.
    console.log = console.error;
    console.info = console.error;
  }
  const interrupt = new AbortController();
  process.once("SIGINT", () => interrupt.abort());
  process.once("SIGTERM", () => interrupt.abort());
  // A host that crashed leaves the sidecar a stdout nobody reads: EPIPE must shut it down like
  // stdin EOF does (closing every server it started), not crash it and orphan them.
  if (process.argv[2] === "sidecar") process.stdout.on("error", () => interrupt.abort());
  process.exitCode = await runCommand(process.argv.slice(2), {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    env: process.env,
    cwd: process.cwd(),
    stdin: process.stdin,
    signal: interrupt.signal,
  });
  // The sidecar exits once it has stopped serving (every MCP process is closed by then): stdin
  // and stale grace timers must not keep it alive. Exit after stdout has flushed the last reply.
  if (process.argv[2] === "sidecar") process.stdout.write("", () => process.exit());
}
