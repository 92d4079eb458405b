// The travis234-mcp command line.
import { homedir } from "node:os";
import { inspect, parseArgs } from "node:util";
import { loadConfig } from "../config/index.js";
import { AdapterError } from "../errors/index.js";
import { checkReport, formatCheck } from "./check.js";
import { checkConnectCommand } from "./check-connect.js";
import type { ProxyIo } from "./proxy-commands.js";
import { callCommand, sessionCommand } from "./proxy-commands.js";
import { serveSidecar } from "../host/sidecar.js";
import { demoCommand } from "./demo.js";
import { CLI_JSON_SCHEMA_VERSION, COMMANDS, commandHelp, generalHelp, versionLine } from "./help.js";
import { importCommand } from "./import.js";

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
      connect: { type: "boolean", default: false },
      from: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
      version: { type: "boolean", short: "V", default: false },
    },
  });
}

type Parsed = ReturnType<typeof parse>;

/** The command word: the first argument that is not a flag or a flag's value. */
function commandWord(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (!a.startsWith("-")) return a;
    if (["--cwd", "--home", "--agent-dir"].includes(a)) i++;
  }
  return undefined;
}

const flagList = (command: string | undefined): string => {
  const flags = command !== undefined ? COMMANDS[command]?.flags : undefined;
  return flags === undefined ? "see `travis234-mcp help`" : flags.length === 0 ? `${command} takes no options` : `the options of ${command}: ${flags.map((f) => `--${f}`).join(", ")}`;
};

/** parseArgs, with the problems in our words: an unknown option names the command's own. */
function parseOrProblem(argv: readonly string[]): { parsed: Parsed } | { problem: string } {
  const command = commandWord(argv);
  let parsed: Parsed;
  try {
    parsed = parse(argv);
  } catch (err) {
    const message = err instanceof Error ? (err.message.split("\n")[0] ?? "invalid arguments") : "invalid arguments";
    const unknown = /^Unknown option '([^']+)'/.exec(message);
    return { problem: unknown ? `unknown option ${unknown[1]} (${flagList(command)})` : message };
  }
  const spec = command !== undefined ? COMMANDS[command] : undefined;
  if (spec !== undefined && !parsed.values.help && !parsed.values.version) {
    const given = argv.filter((a) => a.startsWith("--")).map((a) => a.slice(2).split("=")[0] as string);
    const extra = given.find((f) => f !== "help" && f !== "version" && !spec.flags.includes(f));
    if (extra !== undefined) return { problem: `unknown option --${extra} (${flagList(command)})` };
  }
  return { parsed };
}

function loadFor(values: Parsed["values"], io: CliIo) {
  const home = values.home ?? io.env.HOME ?? homedir();
  const agentDir = values["agent-dir"] ?? io.env.TRAVIS234_CODING_AGENT_DIR;
  const cwd = values.cwd ?? io.cwd;
  return { cwd, config: loadConfig({ home, cwd, projectTrusted: values.trusted ?? false, ...(agentDir ? { agentDir } : {}) }) };
}

const PROXY_COMMANDS = new Set(["status", "call", "session", "sidecar", "demo"]);

/** Every command; `status`, `call` and `session` are asynchronous, the rest go through run(). */
export async function runCommand(argv: readonly string[], io: CliIo & Partial<ProxyIo>): Promise<number> {
  const outcome = parseOrProblem(argv);
  if ("problem" in outcome) return run(argv, io);
  const parsed = outcome.parsed;
  const [command, ...rest] = parsed.positionals;
  if (command === "check" && parsed.values.connect && !parsed.values.help) {
    if (rest.length > 1) return usage(io, `unexpected argument: ${rest[1]}`);
    const { cwd, config } = loadFor(parsed.values, io);
    return checkConnectCommand({ config, cwd, offline: parsed.values.offline ?? false, json: parsed.values.json ?? false, name: rest[0] }, io);
  }
  if (command === undefined || !PROXY_COMMANDS.has(command) || parsed.values.help || parsed.values.version) return run(argv, io);
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
  const outcome = parseOrProblem(argv);
  if ("problem" in outcome) return usage(io, outcome.problem);
  const parsed = outcome.parsed;
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.version || command === "version") {
    io.stdout(versionLine());
    return 0;
  }
  if (command === "help") {
    io.stdout(rest[0] !== undefined && COMMANDS[rest[0]] ? commandHelp(rest[0]) : generalHelp());
    return 0;
  }
  if (parsed.values.help || command === undefined) {
    io.stdout(command !== undefined && COMMANDS[command] ? commandHelp(command) : generalHelp());
    return command === undefined && !parsed.values.help ? 2 : 0;
  }
  if (command === "import") return importCommand(parsed.values.from, rest, { stdout: io.stdout, stderr: io.stderr, cwd: parsed.values.cwd ?? io.cwd });
  if (rest.length > 0) return usage(io, `unexpected argument: ${rest[0]}`);
  if (parsed.values.connect) return usage(io, "check --connect runs asynchronously; use runCommand");
  if (command !== "check") return usage(io, PROXY_COMMANDS.has(command) ? `${command} runs asynchronously; use runCommand` : `unknown command: ${command}`);
  const { config } = loadFor(parsed.values, io);
  io.stdout(parsed.values.json ? `${JSON.stringify({ schemaVersion: CLI_JSON_SCHEMA_VERSION, ...checkReport(config) }, null, 2)}\n` : formatCheck(config));
  return config.problems.length === 0 ? 0 : 1;
}

export async function main(): Promise<void> {
  if (process.argv[2] === "sidecar") {
    // stdout carries the protocol only: anything a library logs goes to stderr instead (Node
    // writes log, info, debug and dir to stdout; the rest already go to stderr or through log).
    console.log = console.error;
    console.info = console.error;
    console.debug = console.error;
    console.dir = (item?: unknown, options?: Parameters<typeof inspect>[1]) => console.error(inspect(item, options));
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
