// The command line's words: the overview, one help page per command (with the request grammar and
// an example for `call` and `session`), the exit codes, and the version line.
import { SIDECAR_INFO } from "../host/sidecar.js";
import { OPERATIONS, STATUS_OPERATION } from "../proxy/generated.js";

/** Bumped when a `--json` output changes incompatibly; every `--json` object carries it. */
export const CLI_JSON_SCHEMA_VERSION = 1;

export const EXIT_CODES = `Exit codes:
  0  success
  1  an error result (call, status), or configuration errors (check)
  2  a usage error: unknown command or option, missing or malformed argument
`;

const COMMON_FLAGS = `  --cwd DIR        session (project) directory; default: the current directory
  --home DIR       home directory; default: the user's home
  --agent-dir DIR  Travis234 agent directory; default: $TRAVIS234_CODING_AGENT_DIR or HOME/.travis234/agent
  --trusted        read project files (.mcp.json, .travis234/mcp.json), as in a trusted project
  --offline        refuse non-loopback HTTP servers; stdio children get npm_config_offline=true
  --from CLIENT    import: the client that wrote the file (claude, cursor, vscode, gemini, pi)
`;

/** The request grammar, from spec/proxy-request.yaml: one example per operation. */
function requestGrammar(): string {
  const fill = (example: object): string => JSON.stringify(example).replaceAll("{server}", "docs").replaceAll("{tool}", "search_issues");
  const rows = [{ id: "status", summary: STATUS_OPERATION.summary, example: STATUS_OPERATION.example as object }, ...OPERATIONS].map((o) => `  ${o.id.padEnd(16)}${fill(o.example)}\n${" ".repeat(18)}${o.summary}`);
  return `A request is one JSON object, the mcp tool's arguments (long form {"server","operation",...} or
the short forms shown):\n${rows.join("\n")}\n`;
}

interface CommandHelp {
  readonly usage: string;
  readonly summary: string;
  readonly body?: () => string;
  /** The flags this command accepts besides --help. */
  readonly flags: readonly string[];
}

const CONFIG_FLAGS = ["cwd", "home", "agent-dir", "trusted", "offline"];

export const COMMANDS: Readonly<Record<string, CommandHelp>> = {
  check: {
    usage: "check [--json] [--connect [NAME]]",
    summary: "Load the MCP configuration files as the adapter would and report sources, servers and every error (file:line:col, JSON pointer, fix). Exit 1 on any error. With --connect, also connect each usable server (or NAME), list its tools, and report ok with tool count and time, or the failure with its code and the last lines of its stderr.",
    flags: [...CONFIG_FLAGS, "json", "connect"],
  },
  status: { usage: "status [--json]", summary: "The mcp tool's status ({}): servers and their state. Connects nothing.", flags: [...CONFIG_FLAGS, "json"] },
  call: {
    usage: "call '<json>' [--json]",
    summary: "One mcp request. Prints the model-visible text (or with --json the whole result). Exit 1 on an error result.",
    body: () => `${requestGrammar()}
Example:
  travis234-mcp call '{"server":"docs","search":"issue"}'
`,
    flags: [...CONFIG_FLAGS, "json"],
  },
  session: {
    usage: "session",
    summary: "One JSON request per stdin line, one JSON result per stdout line; connections are kept between lines.",
    body: () => `${requestGrammar()}
Example:
  printf '%s\\n' '{}' '{"server":"docs","tool":"echo","args":{"text":"hi"}}' | travis234-mcp session
`,
    flags: CONFIG_FLAGS,
  },
  sidecar: { usage: "sidecar", summary: "Serve the Travis234 shim's JSON-RPC protocol on stdin/stdout (used by the shim).", flags: [] },
  demo: { usage: "demo", summary: "Status, tools, resources and prompts of the bundled demo server, as the model sees them.", flags: [] },
  import: {
    usage: "import [--from claude|cursor|vscode|gemini|pi] [FILE]",
    summary: "Print an mcp.json for this adapter equivalent to another client's file (--from picks its default file and units); one stderr line per dropped or changed field. Never writes a file.",
    flags: ["cwd", "from"],
  },
  help: { usage: "help [COMMAND]", summary: "This text, or one command's.", flags: [] },
  version: { usage: "version", summary: "The package version (also --version).", flags: [] },
};

const wrap = (text: string, indent: string): string => {
  const words = text.split(" ");
  const lines: string[] = [];
  let line = "";
  for (const w of words) {
    if (line !== "" && indent.length + line.length + 1 + w.length > 100) {
      lines.push(line);
      line = w;
    } else line = line === "" ? w : `${line} ${w}`;
  }
  lines.push(line);
  return lines.join(`\n${indent}`);
};

export function generalHelp(): string {
  const pad = 24;
  const rows = Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(pad - 2)}${wrap(c.summary, " ".repeat(pad))}`);
  return `travis234-mcp ${SIDECAR_INFO.version}: the Travis234 MCP adapter's command line

Commands:
${rows.join("\n")}

Flags (check, status, call, session):
${COMMON_FLAGS}  --json           machine-readable output (check, status, call), with a schemaVersion
  -h, --help       help (after a command: that command's)
  -V, --version    the package version

${EXIT_CODES}`;
}

export function commandHelp(name: string): string {
  const c = COMMANDS[name];
  if (c === undefined) return generalHelp();
  const flags = c.flags.length === 0 ? "" : `\nFlags:\n${COMMON_FLAGS.split("\n").filter((l) => c.flags.some((f) => l.startsWith(`  --${f} `))).join("\n")}\n${c.flags.includes("json") ? "  --json           machine-readable output, with a schemaVersion\n" : ""}`;
  return `Usage: travis234-mcp ${c.usage}\n\n${wrap(c.summary, "")}\n${c.body ? `\n${c.body()}` : ""}${flags}\n${EXIT_CODES}`;
}

export const versionLine = (): string => `travis234-mcp ${SIDECAR_INFO.version}\n`;
