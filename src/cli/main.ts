// The travis234-mcp command line.
import { homedir } from "node:os";
import { parseArgs } from "node:util";
import { loadConfig } from "../config/index.js";
import { AdapterError } from "../errors/index.js";
import { checkReport, formatCheck } from "./check.js";

const HELP = `travis234-mcp: the Travis234 MCP adapter's command line

Commands:
  check    Load the MCP configuration files as the adapter would and report sources, servers
           and every error (file:line:col, JSON pointer, fix). Exit 1 on any error.
  help     This text.

Flags:
  --cwd DIR        session (project) directory; default: the current directory
  --home DIR       home directory; default: the user's home
  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or HOME/.travis234/agent
  --trusted        read project files (.mcp.json, .travis234/mcp.json), as in a trusted project
  --json           machine-readable output
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

export function run(argv: readonly string[], io: CliIo): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        cwd: { type: "string" },
        home: { type: "string" },
        "agent-dir": { type: "string" },
        trusted: { type: "boolean", default: false },
        json: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (err) {
    return usage(io, err instanceof Error ? err.message.split("\n")[0] ?? "invalid arguments" : "invalid arguments");
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || command === undefined || command === "help") {
    io.stdout(HELP);
    return command === undefined && !parsed.values.help ? 2 : 0;
  }
  if (rest.length > 0) return usage(io, `unexpected argument: ${rest[0]}`);
  if (command !== "check") return usage(io, `unknown command: ${command}`);
  const home = parsed.values.home ?? io.env.HOME ?? homedir();
  const agentDir = parsed.values["agent-dir"] ?? io.env.TRAVIS234_CODING_AGENT_DIR;
  const config = loadConfig({ home, cwd: parsed.values.cwd ?? io.cwd, projectTrusted: parsed.values.trusted, ...(agentDir ? { agentDir } : {}) });
  io.stdout(parsed.values.json ? `${JSON.stringify(checkReport(config), null, 2)}\n` : formatCheck(config));
  return config.problems.length === 0 ? 0 : 1;
}

export function main(): void {
  process.exitCode = run(process.argv.slice(2), {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    env: process.env,
    cwd: process.cwd(),
  });
}
