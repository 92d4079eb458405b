// `travis234-mcp import [--from CLIENT] [FILE]`: reads a peer client's MCP configuration and prints
// an equivalent mcp.json for this adapter on stdout, with one stderr line per dropped or changed
// field saying why. It never writes a file, and never prints a literal secret: a literal in a
// credential-shaped field becomes a reference to a variable the user is told to export.
import { existsSync, readFileSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import type { ParseError } from "jsonc-parser";
import { parse, printParseErrorCode } from "jsonc-parser";
import type { ErrorData } from "../errors/index.js";
import { AdapterError, stripControl } from "../errors/index.js";
import { hasCredentialMarker, isCredentialHeader, normaliseName, parseTemplate } from "../secrets/index.js";
import type { Json, Obj, ParseFailure, PeerField } from "./import-peers.js";
import { codexField, copilotField, isObj, readToml } from "./import-peers.js";

const IMPORT_CLIENTS = ["claude", "cursor", "vscode", "gemini", "pi", "codex", "copilot"] as const;
type ImportClient = (typeof IMPORT_CLIENTS)[number];

/**
 * Where each client keeps the project file `import` reads when no FILE is given, relative to the
 * project; where a client has two, the first that exists is read.
 */
const DEFAULT_FILES: Readonly<Record<ImportClient, readonly (readonly string[])[]>> = {
  claude: [[".mcp.json"]],
  cursor: [[".cursor", "mcp.json"]],
  vscode: [[".vscode", "mcp.json"]],
  gemini: [[".gemini", "settings.json"]],
  pi: [[".pi", "mcp.json"]],
  codex: [[".codex", "config.toml"]],
  copilot: [[".mcp.json"], [".github", "mcp.json"]],
};

/** Clients whose `timeout` is in milliseconds, like `requestTimeoutMs`. */
const TIMEOUT_MS: ReadonlySet<string> = new Set(["claude", "gemini"]);

const KEPT = [
  "command",
  "args",
  "cwd",
  "env",
  "url",
  "headers",
  "lifecycle",
  "requestTimeoutMs",
  "reconnect",
  "disabled",
  "includeTools",
  "excludeTools",
] as const;
const TYPES = new Set(["stdio", "http", "streamable-http", "streamableHttp"]);

/** Peer-client fields with nothing equivalent here, and why. */
const UNSUPPORTED: Readonly<Record<string, string>> = {
  oauth: "OAuth sign-in is not supported; pass a token through a header reference",
  auth: "OAuth sign-in is not supported; pass a token through a header reference",
  bearerToken: "a literal token is never kept; use bearerTokenEnv or a header reference",
  bearerTokenStore: "token stores are not supported; use a header reference",
  directTools: "every tool is reached through the mcp tool",
  exposeResources: "resources are always reached through the mcp tool",
  idleTimeout: "connections are lazy and live for the session",
  description: "not used",
  envFile: "env files are not read; export the variables instead",
  requestHeadersCommand: "commands are never run to build headers",
  socket: "only stdio and Streamable HTTP are supported",
};

interface ImportResult {
  readonly document: { mcpServers: Record<string, Obj> };
  readonly notes: readonly string[];
}

const identifier = (text: string): string =>
  normaliseName(text)
    .replace(/[^A-Z0-9_]/g, "_")
    .replace(/^(\d)/, "_$1");

/** A value in this adapter's grammar: peer forms rewritten, a literal credential replaced by a reference. */
function convertValue(
  from: ImportClient | undefined,
  where: string,
  key: string,
  value: string,
  credential: boolean,
  notes: string[],
): string | undefined {
  let v = value;
  if (from === "pi" && v.startsWith("!") && !v.startsWith("!!")) {
    notes.push(`dropped ${where}: a shell command secret (!cmd) is never run; export the value in a variable instead`);
    return undefined;
  }
  v = v.replace(/\$\{input:([A-Za-z_][\w.-]*)\}/g, (_, id: string) => {
    notes.push(
      `changed ${where}: VS Code input "${id}" becomes \${${identifier(id)}}; export ${identifier(id)} before starting Travis234`,
    );
    return `\${${identifier(id)}}`;
  });
  v = v.replace(/(^|[^$]){env:([A-Za-z_]\w*)\}/g, (_, pre: string, name: string) => `${pre}\${${name}}`);
  if (from === "gemini")
    v = v.replace(/(^|[^$\w])\$([A-Za-z_]\w*)/g, (m, pre: string, name: string) =>
      name === "env" ? m : `${pre}\${${name}}`,
    );
  const parsed = parseTemplate(v);
  if (!parsed.ok) {
    notes.push(`dropped ${where}: it is not valid in this adapter's reference grammar`);
    return undefined;
  }
  const refs = parsed.parts.filter((p) => p.kind === "reference");
  if (credential && refs.length === 0) {
    const name = hasCredentialMarker(key) && /^[A-Za-z_]\w*$/.test(key) ? key : identifier(key);
    notes.push(
      `changed ${where}: a literal credential is never kept (not shown); export ${name} and it is read from there`,
    );
    return `\${${name}}`;
  }
  if (credential && refs.some((p) => p.kind === "reference" && p.default !== undefined)) {
    notes.push(`dropped ${where}: a default in a credential field would be a literal credential`);
    return undefined;
  }
  return v;
}

function convertMap(
  from: ImportClient | undefined,
  base: string,
  field: "env" | "headers",
  map: Json | undefined,
  notes: string[],
): Obj | undefined {
  if (map === undefined) return undefined;
  if (!isObj(map)) {
    notes.push(`dropped ${base}.${field}: not an object`);
    return undefined;
  }
  const out: Obj = {};
  for (const [k, v] of Object.entries(map)) {
    const where = `${base}.${field}.${k}`;
    if (typeof v !== "string") {
      notes.push(`dropped ${where}: values must be strings`);
      continue;
    }
    const credential = field === "env" ? hasCredentialMarker(k) : isCredentialHeader(k);
    const converted = convertValue(from, where, k, v, credential, notes);
    if (converted !== undefined) out[k] = converted;
  }
  return out;
}

const PEER_FIELDS: Partial<Record<ImportClient, (where: string, field: string, value: Json) => PeerField | undefined>> =
  {
    codex: codexField,
    copilot: copilotField,
  };

/** Merges a peer field's result into the entry; env and headers merge key by key. */
function applyPeer(from: ImportClient | undefined, base: string, peer: PeerField, entry: Obj, notes: string[]): void {
  if (peer.note !== undefined) notes.push(peer.note);
  const merge = (key: string, value: Json): void => {
    const prior = entry[key];
    entry[key] = (key === "env" || key === "headers") && isObj(prior) && isObj(value) ? { ...prior, ...value } : value;
  };
  for (const [key, value] of Object.entries(peer.set ?? {})) merge(key, value);
  for (const field of ["env", "headers"] as const) {
    const map = convertMap(from, base, field, peer.convert?.[field], notes);
    if (map) merge(field, map);
  }
}

function convertServer(from: ImportClient | undefined, base: string, raw: Obj, notes: string[]): Obj | undefined {
  const entry: Obj = {};
  const drop = (field: string, why: string): void => void notes.push(`dropped ${base}.${field}: ${why}`);
  // Gemini CLI: `url` is its SSE transport and `httpUrl` its Streamable HTTP one.
  const sse =
    raw.type === "sse" ||
    raw.transport === "sse" ||
    (from === "gemini" && typeof raw.url === "string" && raw.httpUrl === undefined);
  if (sse) {
    notes.push(`dropped ${base}: legacy SSE is not supported; point url at the server's Streamable HTTP endpoint`);
    return undefined;
  }
  const peerField = from === undefined ? undefined : PEER_FIELDS[from];
  for (const [field, value] of Object.entries(raw)) {
    const peer = peerField?.(`${base}.${field}`, field, value);
    if (peer) {
      applyPeer(from, base, peer, entry, notes);
    } else if ((KEPT as readonly string[]).includes(field)) {
      if (field === "env" || field === "headers") {
        const map = convertMap(from, base, field, value, notes);
        if (map) entry[field] = isObj(entry[field]) ? { ...(entry[field] as Obj), ...map } : map;
      } else entry[field] = value;
    } else if (field === "httpUrl" || field === "serverUrl") {
      entry.url = value;
    } else if (field === "type") {
      if (typeof value === "string" && TYPES.has(value)) entry.type = value;
      else drop(field, "not a transport this adapter speaks");
    } else if (field === "transport") {
      drop(field, "the transport follows from command or url");
    } else if (field === "timeout") {
      if (typeof value === "number" && from !== undefined && TIMEOUT_MS.has(from)) {
        entry.requestTimeoutMs = Math.trunc(value);
        notes.push(`changed ${base}.timeout: now requestTimeoutMs (${from} counts it in milliseconds too)`);
      } else drop(field, "its unit differs between clients; set requestTimeoutMs (milliseconds)");
    } else if (field === "alwaysAllow" || field === "autoApprove" || field === "trust") {
      const none = value === false || (Array.isArray(value) && value.length === 0);
      drop(field, none ? "approves nothing, so it is not needed" : "approvals are the host's decision, never a file's");
    } else if (field === "bearerTokenEnv" && typeof value === "string" && /^[A-Za-z_]\w*$/.test(value)) {
      entry.headers = { ...(isObj(entry.headers) ? entry.headers : {}), Authorization: `Bearer \${${value}}` };
      notes.push(`changed ${base}.bearerTokenEnv: now headers.Authorization "Bearer \${${value}}"`);
    } else {
      drop(field, UNSUPPORTED[field] ?? "not a field of this adapter");
    }
  }
  for (const field of ["command", "url"] as const) {
    if (typeof entry[field] === "string" && parseTemplate(entry[field]).ok && (entry[field] as string).includes("${"))
      notes.push(`note ${base}.${field}: it is never expanded here; write the value itself`);
  }
  if (Array.isArray(entry.args) && entry.args.some((a) => typeof a === "string" && a.includes("${")))
    notes.push(`note ${base}.args: arguments are passed literally here; pass values through env instead`);
  return entry;
}

/** Converts a parsed peer-client document. Pure: reads nothing, writes nothing. */
function convertDocument(from: ImportClient | undefined, document: Json): ImportResult {
  const notes: string[] = [];
  const out: Record<string, Obj> = {};
  if (!isObj(document))
    return { document: { mcpServers: out }, notes: ["dropped the file: it does not hold a JSON object"] };
  // Codex keeps its servers in `[mcp_servers.NAME]` tables; VS Code under `servers`.
  const key = ["mcpServers", "servers", "mcp_servers"].find((k) => isObj(document[k]));
  for (const root of Object.keys(document)) {
    if (root === key || root === "$schema") continue;
    notes.push(
      `dropped ${root}: ${root === "inputs" ? "VS Code input prompts are not supported; use environment variables" : "a setting of another client, with no meaning here"}`,
    );
  }
  if (key === undefined)
    notes.push("no mcpServers (or VS Code servers, or Codex mcp_servers) object: nothing to import");
  // Notes name a server as its own file does, so that the user finds the line.
  const label = key === "mcp_servers" ? "mcp_servers" : "mcpServers";
  for (const [name, raw] of Object.entries(key ? (document[key] as Obj) : {})) {
    if (!isObj(raw)) {
      notes.push(`dropped ${label}.${name}: not an object`);
      continue;
    }
    const entry = convertServer(from, `${label}.${name}`, raw, notes);
    if (entry) out[name] = entry;
  }
  return { document: { mcpServers: out }, notes };
}

export interface ImportIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly cwd: string;
}

function fail<C extends "MCPA_CLI_USAGE" | "MCPA_CLI_IMPORT_READ" | "MCPA_CLI_IMPORT_PARSE">(
  io: ImportIo,
  code: C,
  data: ErrorData<C>,
  exit: number,
): number {
  const e = new AdapterError(code, data);
  io.stderr(`${e.code}: ${e.message}\n${e.hint}\n`);
  return exit;
}

function defaultFile(cwd: string, client: ImportClient): string {
  const candidates = DEFAULT_FILES[client].map((segments) => join(cwd, ...segments));
  return candidates.find((file) => existsSync(file)) ?? (candidates[0] as string);
}

/** Peer clients accept comments and trailing commas (VS Code, pi); so does import. */
function readJson(text: string): { document: Json } | { failure: ParseFailure } {
  const errors: ParseError[] = [];
  const body = text.replace(/^\uFEFF/, "");
  const document = parse(body, errors, {
    allowTrailingComma: true,
    disallowComments: false,
    allowEmptyContent: false,
  }) as Json;
  const first = errors[0];
  if (!first) return { document };
  const before = body.slice(0, first.offset).split("\n");
  return {
    failure: {
      line: before.length,
      column: (before.at(-1)?.length ?? 0) + 1,
      problem: printParseErrorCode(first.error),
    },
  };
}

export function importCommand(from: string | undefined, files: readonly string[], io: ImportIo): number {
  if (from !== undefined && !(IMPORT_CLIENTS as readonly string[]).includes(from))
    return fail(io, "MCPA_CLI_USAGE", { problem: `--from must be one of ${IMPORT_CLIENTS.join(", ")}` }, 2);
  if (files.length > 1) return fail(io, "MCPA_CLI_USAGE", { problem: `unexpected argument: ${files[1]}` }, 2);
  const client = from as ImportClient | undefined;
  if (files.length === 0 && client === undefined)
    return fail(io, "MCPA_CLI_USAGE", { problem: "import needs a FILE or --from CLIENT" }, 2);
  const given = files[0];
  const path =
    given !== undefined
      ? isAbsolute(given)
        ? given
        : resolve(io.cwd, given)
      : defaultFile(io.cwd, client as ImportClient);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return fail(
      io,
      "MCPA_CLI_IMPORT_READ",
      { file: path, reason: typeof code === "string" ? code : "unknown error" },
      1,
    );
  }
  // Only Codex writes TOML: a .toml FILE without --from is read as Codex's.
  const toml = client === "codex" || (client === undefined && path.endsWith(".toml"));
  const read = toml ? readToml(text.replace(/^\uFEFF/, "")) : readJson(text);
  if ("failure" in read) {
    const { line, column, problem } = read.failure;
    return fail(io, "MCPA_CLI_IMPORT_PARSE", { file: path, line, column, format: toml ? "TOML" : "JSON", problem }, 1);
  }
  const result = convertDocument(toml ? "codex" : client, read.document);
  io.stdout(`${JSON.stringify(result.document, null, 2)}\n`);
  // Names come from the file: control characters are stripped before they reach a terminal.
  for (const note of result.notes) io.stderr(`${stripControl(note)}\n`);
  return 0;
}
