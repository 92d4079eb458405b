// The fields that only Codex and GitHub Copilot write, mapped to this adapter's own. `import`
// hands each server entry's fields here first; what is not handled falls through to the fields
// every client shares (command, args, env, url, headers...).
import { parse as parseToml, TomlError } from "smol-toml";

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Obj = { [k: string]: Json };
export const isObj = (v: Json | undefined): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

const ENV_NAME = /^[A-Za-z_]\w*$/;
const isNameList = (v: Json): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");

/** What a field's handler hands back to the converter. */
export interface PeerField {
  /** Fields to merge into the entry (env and headers merge key by key). */
  readonly set?: Obj;
  /** Fields whose values go through the shared credential and reference rules, as env or headers. */
  readonly convert?: { readonly env?: Obj; readonly headers?: Obj };
  readonly note?: string;
}

/**
 * Codex (`[mcp_servers.NAME]` in config.toml). Returns undefined for a field it does not own.
 * `bearer_token_env_var` and `env_http_headers` name variables, so they become references;
 * seconds become milliseconds.
 */
export function codexField(where: string, field: string, value: Json): PeerField | undefined {
  switch (field) {
    case "bearer_token_env_var":
      if (typeof value !== "string" || !ENV_NAME.test(value)) return { note: `dropped ${where}: not a variable name` };
      return {
        set: { headers: { Authorization: `Bearer \${${value}}` } },
        note: `changed ${where}: now headers.Authorization "Bearer \${${value}}"`,
      };
    case "bearer_token":
      return { note: `dropped ${where}: a literal token is never kept; name its variable in bearer_token_env_var` };
    case "http_headers":
      if (!isObj(value)) return { note: `dropped ${where}: not a table` };
      return { convert: { headers: value } };
    case "env_http_headers": {
      if (!isObj(value)) return { note: `dropped ${where}: not a table` };
      const headers: Obj = {};
      for (const [header, name] of Object.entries(value)) {
        if (typeof name === "string" && ENV_NAME.test(name)) headers[header] = `\${${name}}`;
      }
      const names = Object.keys(headers).join(", ");
      return {
        set: { headers },
        note: `changed ${where}: ${names || "no header"} now read from the named variables as \${NAME} references`,
      };
    }
    case "env_vars": {
      if (!isNameList(value)) return { note: `dropped ${where}: not a list of variable names` };
      const env: Obj = {};
      for (const name of value) if (ENV_NAME.test(name)) env[name] = `\${${name}}`;
      return { set: { env }, note: `changed ${where}: each forwarded variable is now an env entry "NAME": "\${NAME}"` };
    }
    case "enabled_tools":
      if (!isNameList(value)) return { note: `dropped ${where}: not a list of tool names` };
      return { set: { includeTools: value }, note: `changed ${where}: now includeTools` };
    case "disabled_tools":
      if (!isNameList(value)) return { note: `dropped ${where}: not a list of tool names` };
      return { set: { excludeTools: value }, note: `changed ${where}: now excludeTools` };
    case "tool_timeout_sec":
      if (typeof value !== "number" || !(value > 0))
        return { note: `dropped ${where}: not a positive number of seconds` };
      return {
        set: { requestTimeoutMs: Math.round(value * 1000) },
        note: `changed ${where}: now requestTimeoutMs ${Math.round(value * 1000)} (seconds become milliseconds)`,
      };
    case "startup_timeout_sec":
    case "startup_timeout_ms":
      return { note: `dropped ${where}: connecting is bounded by requestTimeoutMs here` };
    case "enabled":
      if (value === false) return { set: { disabled: true }, note: `changed ${where}: now "disabled": true` };
      return value === true ? {} : { note: `dropped ${where}: not true or false` };
    case "required":
      return { note: `dropped ${where}: a server that fails to start never stops the session here` };
    case "tools":
    case "default_tools_approval_mode":
      return { note: `dropped ${where}: approvals are the host's decision, never a file's` };
    case "scopes":
    case "oauth_resource":
      return { note: `dropped ${where}: OAuth sign-in is not supported; pass a token through a header reference` };
    default:
      return undefined;
  }
}

/**
 * GitHub Copilot's portable format (`.mcp.json`, `~/.copilot/mcp-config.json`): `type: "local"`
 * is stdio, and `tools` lists the tools the agent may call (`["*"]` for all of them).
 */
export function copilotField(where: string, field: string, value: Json): PeerField | undefined {
  if (field === "type" && value === "local")
    return { set: { type: "stdio" }, note: `changed ${where}: "local" is "stdio" here` };
  if (field !== "tools") return undefined;
  if (!isNameList(value)) return { note: `dropped ${where}: not a list of tool names` };
  if (value.includes("*"))
    return value.length === 1 ? {} : { note: `changed ${where}: "*" offers every tool, so no filter is kept` };
  return { set: { includeTools: value }, note: `changed ${where}: now includeTools` };
}

/** Where a parse failed, with the parser's problem in one line (never the text of the file). */
export interface ParseFailure {
  readonly line: number;
  readonly column: number;
  readonly problem: string;
}

export function readToml(text: string): { document: Json } | { failure: ParseFailure } {
  try {
    return { document: parseToml(text) as unknown as Json };
  } catch (err) {
    if (!(err instanceof TomlError)) throw err;
    // The message quotes lines of the file after its first line; a file may hold secrets.
    const problem = (err.message.split("\n")[0] ?? "").replace(/^Invalid TOML document: /, "");
    return { failure: { line: err.line, column: err.column, problem } };
  }
}
