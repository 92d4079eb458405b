// The travis234-mcp command line: spec/cli.yaml names every command and flag (through generated/);
// this module parses against that table and dispatches each command to its handler.
import { inspect, parseArgs } from "node:util";
import { AdapterError } from "../errors/index.js";
import { checkReport, formatCheck } from "../host/check-report.js";
import { serveSidecar } from "../host/sidecar.js";
import { acceptChanges } from "../host/tool-changes.js";
import { defaultToolCache } from "../proxy/default-tool-cache.js";
import { cacheCommand } from "./cache-command.js";
import { checkConnectCommand } from "./check-connect.js";
import { loadFor, sourcesFor } from "./config-context.js";
import { demoCommand } from "./demo.js";
import type { CliCommandName, CliFlagName } from "./generated.js";
import { CLI_COMMANDS, CLI_EVERYWHERE_FLAGS, CLI_OPTIONS } from "./generated.js";
import {
  CLI_JSON_SCHEMA_VERSION,
  commandFlags,
  commandHelp,
  generalHelp,
  isCommand,
  unknownOption,
  VALUE_FLAGS,
  versionLine,
} from "./help.js";
import { importCommand } from "./import.js";
import { MANAGE_HANDLERS } from "./manage-handlers.js";
import type { ProxyContext, ProxyIo } from "./proxy-commands.js";
import { callCommand, sessionCommand } from "./proxy-commands.js";

export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
  /** Bytes written to stdout that its reader has not taken yet (the sidecar holds progress back). */
  readonly stdoutBacklog?: () => number;
}

export type FullIo = CliIo & Partial<ProxyIo>;

function usage(io: CliIo, problem: string): number {
  const e = new AdapterError("MCPA_CLI_USAGE", { problem });
  io.stderr(`${e.code}: ${e.message}\n${e.hint}\n`);
  return 2;
}

const parse = (argv: readonly string[]) =>
  parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: CLI_OPTIONS });

export type Values = ReturnType<typeof parse>["values"];

/**
 * One handler per command of spec/cli.yaml. `flags` are the flags it reads: it is given those values
 * and no others, and a test holds them equal to the spec's, so a flag added to the spec without code
 * that reads it fails. `asynchronous` commands run only through runCommand.
 */
export interface Handler {
  readonly flags: readonly CliFlagName[];
  readonly asynchronous: boolean | ((values: Values) => boolean);
  readonly run: (values: Values, rest: readonly string[], io: FullIo) => number | Promise<number>;
}

const CONFIG_FLAGS = ["cwd", "home", "agent-dir", "trusted", "offline"] as const;

const proxyContext = (values: Values, io: CliIo): ProxyContext => ({
  ...loadFor(values, io),
  home: values.home,
  offline: values.offline ?? false,
  json: values.json ?? false,
  ...(values.packaged !== undefined ? { packagedFile: values.packaged } : {}),
  ...(values.tool !== undefined ? { tool: values.tool } : {}),
});

function check(values: Values, rest: readonly string[], io: FullIo): number | Promise<number> {
  if (values.connect) {
    const { cwd, config } = loadFor(values, io);
    return checkConnectCommand(
      { config, cwd, offline: values.offline ?? false, json: values.json ?? false, name: rest[0] },
      io,
    );
  }
  if (rest.length > 0) return usage(io, `unexpected argument: ${rest[0]} (NAME goes with --connect)`);
  const { config } = loadFor(values, io);
  io.stdout(
    values.json
      ? `${JSON.stringify({ schemaVersion: CLI_JSON_SCHEMA_VERSION, ...checkReport(config) }, null, 2)}\n`
      : formatCheck(config),
  );
  return config.problems.length === 0 ? 0 : 1;
}

export const HANDLERS: { readonly [C in CliCommandName]: Handler } = {
  check: { flags: [...CONFIG_FLAGS, "json", "connect"], asynchronous: (v) => v.connect === true, run: check },
  status: {
    flags: [...CONFIG_FLAGS, "json", "packaged"],
    asynchronous: true,
    run: (v, _, io) => callCommand("{}", proxyContext(v, io), io),
  },
  call: {
    flags: [...CONFIG_FLAGS, "json", "packaged", "tool"],
    asynchronous: true,
    run: (v, rest, io) => callCommand(rest[0] as string, proxyContext(v, io), io),
  },
  session: {
    flags: [...CONFIG_FLAGS, "packaged"],
    asynchronous: true,
    run: (v, _, io) => sessionCommand(proxyContext(v, io), io),
  },
  search: {
    flags: [...CONFIG_FLAGS, "json"],
    asynchronous: true,
    run: (v, rest, io) => callCommand(JSON.stringify({ search: rest[0] ?? "" }), proxyContext(v, io), io),
  },
  accept: {
    flags: [...CONFIG_FLAGS],
    asynchronous: false,
    run: (v, rest, io) => {
      const ctx = proxyContext(v, io);
      const [server, ...tool] = rest;
      if (server === undefined) return usage(io, "accept needs a server name");
      const outcome = acceptChanges(
        defaultToolCache({ cwd: ctx.cwd, env: io.env }),
        ctx.config,
        server,
        tool.join(" "),
      );
      (outcome.ok ? io.stdout : io.stderr)(`${outcome.text}\n`);
      return outcome.ok ? 0 : 1;
    },
  },
  cache: {
    flags: [...CONFIG_FLAGS, "json"],
    asynchronous: false,
    run: (v, rest, io) => cacheCommand(rest[0], proxyContext(v, io), io),
  },
  sidecar: {
    flags: [],
    asynchronous: true,
    run: async (_, __, io) => {
      await serveSidecar({
        input: io.stdin ?? process.stdin,
        write: io.stdout,
        ...(io.stdoutBacklog ? { backlog: io.stdoutBacklog } : {}),
        environment: io.env,
        ...(io.signal ? { signal: io.signal } : {}),
      });
      return 0;
    },
  },
  demo: {
    flags: [],
    asynchronous: true,
    run: (_, __, io) => demoCommand({ stdout: io.stdout, stderr: io.stderr, env: io.env, signal: io.signal }),
  },
  import: {
    flags: ["cwd", "home", "agent-dir", "from", "write", "scope"],
    asynchronous: false,
    run: (v, rest, io) =>
      v.scope !== undefined && !v.write
        ? usage(io, "--scope goes with --write (without it import writes nothing)")
        : importCommand(
            v.from,
            rest,
            { stdout: io.stdout, stderr: io.stderr, cwd: v.cwd ?? io.cwd },
            v.write ? { scope: v.scope ?? "user", sources: sourcesFor(v, io) } : undefined,
          ),
  },
  ...MANAGE_HANDLERS,
  help: {
    flags: [],
    asynchronous: false,
    run: (_, rest, io) => {
      io.stdout(commandHelp(rest[0] ?? ""));
      return 0;
    },
  },
  version: {
    flags: [],
    asynchronous: false,
    run: (_, __, io) => {
      io.stdout(versionLine());
      return 0;
    },
  },
};

/** The command word: the first argument that is not a flag or a flag's value. */
function commandWord(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (!a.startsWith("-")) return a;
    if (VALUE_FLAGS.includes(a)) i++;
  }
  return undefined;
}

type Dispatch =
  | { readonly exit: number }
  | { readonly handler: Handler; readonly values: Values; readonly rest: readonly string[] };

/** Parses against spec/cli.yaml and settles everything but the command's own work. */
function dispatch(argv: readonly string[], io: CliIo): Dispatch {
  const word = commandWord(argv);
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (err) {
    const message = err instanceof Error ? (err.message.split("\n")[0] ?? "invalid arguments") : "invalid arguments";
    const unknown = /^Unknown option '([^']+)'/.exec(message);
    return { exit: usage(io, unknown ? unknownOption(unknown[1] as string, word) : message) };
  }
  const { values } = parsed;
  const [command, ...rest] = parsed.positionals;
  if (values.version) return { handler: HANDLERS.version, values, rest: [] };
  if (!isCommand(command)) {
    if (values.help || command === undefined) {
      io.stdout(generalHelp());
      return { exit: values.help ? 0 : 2 };
    }
    return { exit: usage(io, `unknown command: ${command}`) };
  }
  if (values.help) return { handler: HANDLERS.help, values, rest: [command] };
  const allowed: readonly string[] = [...commandFlags(command), ...CLI_EVERYWHERE_FLAGS];
  // What follows `--` is a server's command line, not ours.
  const own = argv.includes("--") ? argv.slice(0, argv.indexOf("--")) : argv;
  const given = own.filter((a) => a.startsWith("--")).map((a) => a.slice(2).split("=")[0] as string);
  const extra = given.find((f) => !allowed.includes(f));
  if (extra !== undefined) return { exit: usage(io, unknownOption(`--${extra}`, command)) };
  const { minArguments, maxArguments, arguments: names } = CLI_COMMANDS[command];
  if (maxArguments !== null && rest.length > maxArguments)
    return { exit: usage(io, `unexpected argument: ${rest[maxArguments]}`) };
  if (rest.length < minArguments) return { exit: usage(io, `${command} needs ${names[rest.length]}`) };
  const handler = HANDLERS[command];
  // The handler sees its own flags and no others.
  const flags = Object.fromEntries(
    Object.entries(values).filter(([f]) => (handler.flags as readonly string[]).includes(f)),
  ) as Values;
  return { handler, values: flags, rest };
}

/** Every command; the asynchronous ones (status, call, session, sidecar, demo, check --connect) only run here. */
export async function runCommand(argv: readonly string[], io: FullIo): Promise<number> {
  const d = dispatch(argv, io);
  return "exit" in d ? d.exit : d.handler.run(d.values, d.rest, io);
}

/** The synchronous commands (check, import, help, version), for callers that cannot await. */
export function run(argv: readonly string[], io: CliIo): number {
  const d = dispatch(argv, io);
  if ("exit" in d) return d.exit;
  const asynchronous =
    typeof d.handler.asynchronous === "function" ? d.handler.asynchronous(d.values) : d.handler.asynchronous;
  if (asynchronous)
    return usage(io, `${argv.find((a) => !a.startsWith("-")) ?? "this command"} runs asynchronously; use runCommand`);
  return d.handler.run(d.values, d.rest, io) as number;
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
  // A stdout nobody reads any more (a crashed host, `demo | head`): EPIPE ends the command like an
  // interrupt (closing every server it started, removing its temporary files), never a crash.
  process.stdout.on("error", () => interrupt.abort());
  process.exitCode = await runCommand(process.argv.slice(2), {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    env: process.env,
    cwd: process.cwd(),
    stdin: process.stdin,
    stdoutBacklog: () => process.stdout.writableLength,
    signal: interrupt.signal,
  });
  // The sidecar exits once it has stopped serving (every MCP process is closed by then): stdin
  // and stale grace timers must not keep it alive. Exit after stdout has flushed the last reply.
  if (process.argv[2] === "sidecar") process.stdout.write("", () => process.exit());
}
