// `get NAME`: one server as the adapter loads it. The definition that wins and the file it is in,
// the files whose definitions it replaces, its fields as `check` shows them (references by name,
// credentials in args redacted) and its problems. Reads the files; writes and connects nothing.
import type { LoadedConfig } from "../config/index.js";
import { serverNamesIn, TRUST_HOW_TO } from "../config/index.js";
import { AdapterError, stripControl } from "../errors/index.js";
import { formatProblem, serverJson } from "../host/check-report.js";
import { CLI_JSON_SCHEMA_VERSION } from "./help.js";

export interface GetIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

type State = "usable" | "off" | "disabled" | "ignored";

interface Found {
  readonly state: State;
  readonly file: string;
  /** Lower-precedence files whose definition of the name this one replaces. */
  readonly replaces: readonly string[];
}

function find(config: LoadedConfig, name: string): Found | undefined {
  const origin = config.servers.get(name)?.origin ?? config.off.get(name)?.origin ?? config.disabled.get(name)?.origin;
  const state: State = config.servers.has(name) ? "usable" : config.off.has(name) ? "off" : "disabled";
  const defining = config.sources.filter((s) => s.servers.includes(name)).map((s) => s.path);
  if (origin) return { state, file: origin.file, replaces: defining.filter((f) => f !== origin.file) };
  const ignored = config.ignoredProjectFiles.find((f) => serverNamesIn(f, "project").includes(name));
  return ignored ? { state: "ignored", file: ignored, replaces: defining } : undefined;
}

/** Field lines of a server, from the same summary `check --json` gives. */
function fieldLines(fields: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    // The heading already names these.
    if (key === "name" || key === "source" || key === "transport") continue;
    if (key === "reconnect" && typeof value === "object" && value !== null) {
      const r = value as { automatic: boolean; maxAttempts: number; baseDelayMs: number };
      out.push(
        `  reconnect  automatic=${r.automatic ? "on" : "off"} maxAttempts=${r.maxAttempts} baseDelayMs=${r.baseDelayMs}`,
      );
      continue;
    }
    if ((key === "env" || key === "headers") && typeof value === "object" && value !== null) {
      for (const [k, t] of Object.entries(value as Record<string, { references: string[]; literalChars: number }>))
        out.push(
          `  ${key}.${k}  ${t.references.length > 0 ? `references ${t.references.join(", ")}` : `literal (${t.literalChars} characters, not shown)`}`,
        );
    } else out.push(`  ${key}  ${typeof value === "string" ? value : JSON.stringify(value)}`);
  }
  return out;
}

export function getCommand(name: string, config: LoadedConfig, json: boolean, io: GetIo): number {
  const found = find(config, name);
  if (!found) {
    const where = config.sources.map((s) => s.path).join(", ");
    const fix = "Run `travis234-mcp check` to see every server and the file that defines it.";
    const e = new AdapterError("MCPA_CLI_SERVER_UNKNOWN", { name, where, fix });
    io.stderr(stripControl(`${e.code}: ${e.message}\n${e.hint}\n`));
    return 1;
  }
  const server = config.servers.get(name);
  const problems = config.disabled.get(name)?.problems ?? [];
  const notices = config.notices.filter((n) => n.server === name);
  if (json) {
    const body = {
      schemaVersion: CLI_JSON_SCHEMA_VERSION,
      name,
      state: found.state,
      file: found.file,
      replaces: found.replaces,
      ...(server ? { server: serverJson(server) } : {}),
      problems,
      notices,
    };
    io.stdout(`${JSON.stringify(body, null, 2)}\n`);
    return found.state === "disabled" ? 1 : 0;
  }
  const head: Record<State, string> = {
    usable: `${name}: ${server?.transport === "http" ? "Streamable HTTP" : "stdio"} server from ${found.file}`,
    off: `${name}: off ("disabled": true) in ${found.file}; never started`,
    disabled: `${name}: disabled by ${problems.length} error${problems.length === 1 ? "" : "s"} in ${found.file}`,
    ignored: `${name}: defined in ${found.file}, which is not read because the project is not trusted; ${TRUST_HOW_TO}, or pass --trusted here`,
  };
  const lines = [head[found.state], ...(server ? fieldLines(serverJson(server)) : [])];
  for (const f of found.replaces) lines.push(`Also defined in ${f}; the definition above replaces it whole.`);
  for (const p of problems) lines.push(formatProblem(p));
  for (const n of notices) lines.push(formatProblem(n).replace("\n    fix: ", "\n    note: "));
  io.stdout(stripControl(`${lines.join("\n")}\n`));
  return found.state === "disabled" ? 1 : 0;
}
