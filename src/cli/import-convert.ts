// The conversion behind `import`: a peer client's parsed document becomes an mcp.json for this
// adapter, with one note per dropped or changed field. Pure: reads nothing, writes nothing. A literal
// credential never survives: in env or headers (judged by the name and by the value's shape) it
// becomes a reference the person is told to export; in args it is replaced the same way and the note
// says how to pass it, since args are never expanded.
import {
  argCredentials,
  hasCredentialMarker,
  isCredentialHeader,
  parseTemplate,
  variableName,
} from "../secrets/index.js";
import type { Json, Obj, PeerField } from "./import-peers.js";
import { codexField, copilotField, isObj } from "./import-peers.js";

export const IMPORT_CLIENTS = ["claude", "cursor", "vscode", "gemini", "pi", "codex", "copilot"] as const;
export type ImportClient = (typeof IMPORT_CLIENTS)[number];

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
      `changed ${where}: VS Code input "${id}" becomes \${${variableName(id)}}; export ${variableName(id)} before starting Travis234`,
    );
    return `\${${variableName(id)}}`;
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
    const name = hasCredentialMarker(key) && /^[A-Za-z_]\w*$/.test(key) ? key : variableName(key);
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
    // A value is judged by its shape too: mcp-remote's "AUTH_HEADER": "Bearer <token>" has no marker.
    const credential =
      (field === "env" ? hasCredentialMarker(k) : isCredentialHeader(k)) || argCredentials([v]).length > 0;
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

/**
 * Args with each literal credential replaced by a reference the person is told to export (args are
 * never expanded, so the note says how to pass it), and a note for references the server does not
 * get from env. A reference whose variable env sets is left alone: the server expands it itself.
 */
function convertArgs(base: string, entry: Obj, args: Json[], notes: string[]): Json[] {
  const out = [...args];
  const found = argCredentials(args);
  const server = base.split(".").at(-1) ?? "";
  for (const c of [...found].reverse()) {
    const arg = out[c.index] as string;
    const variable = variableName(`${server}_${c.shape === "uri-password" ? "password" : (c.label ?? "token")}`);
    out[c.index] = `${arg.slice(0, c.start)}\${${variable}}${arg.slice(c.end)}`;
    notes.push(
      `changed ${base}.args[${c.index}]: a literal credential is never kept (not shown); it is now \${${variable}}: export ${variable} and pass it through env, as \`travis234-mcp check\` explains`,
    );
  }
  const env = isObj(entry.env) ? entry.env : {};
  const unset = out.some((a) => {
    if (typeof a !== "string") return false;
    const parsed = parseTemplate(a);
    return parsed.ok && parsed.parts.some((p) => p.kind === "reference" && !Object.hasOwn(env, p.name));
  });
  const expanded = out.some((a) => typeof a === "string" && a.includes("${"));
  if (unset) notes.push(`note ${base}.args: arguments are passed literally here; pass values through env instead`);
  else if (expanded)
    notes.push(
      `note ${base}.args: a \${VAR} there reaches the server as written; env sets VAR, so a server that expands it itself (as mcp-remote does) gets the value`,
    );
  return out;
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
  if (Array.isArray(entry.args)) entry.args = convertArgs(base, entry, entry.args, notes);
  return entry;
}

/** Converts a parsed peer-client document. Pure: reads nothing, writes nothing. */
export function convertDocument(from: ImportClient | undefined, document: Json): ImportResult {
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
