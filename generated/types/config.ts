// Generated from spec/config.schema.yaml (sha256 69af311d0616a84d), spec/limits.yaml (sha256 e63537546621e006) by codegen/emit-types.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

/**
 * MCP server configuration read by the travis234-mcp-adapter (mcp.json). Strict: unknown fields, duplicate keys and null values are errors.
 */
export interface McpConfigFile {
  /**
   * Optional reference to this schema, for editors. Ignored by the adapter.
   */
  $schema?: string;
  mcpServers: McpServers;
}
/**
 * Servers by name. A name in a higher-precedence file replaces the whole definition.
 */
export interface McpServers {
  [k: string]: McpServer | undefined;
}
/**
 * One server. Exactly one of `command` (stdio) or `url` (Streamable HTTP).
 */
export interface McpServer {
  /**
   * Executable name or path. Selects stdio. Never expanded.
   */
  command?: string;
  /**
   * Literal command arguments. Never expanded.
   */
  args?: string[];
  /**
   * Working directory of the server process; a relative path is taken from the session directory.
   */
  cwd?: string;
  /**
   * Variables added to the SDK's safe default environment. Credential-shaped keys must use a reference.
   */
  env?: {
    [k: string]: string | undefined;
  };
  /**
   * Streamable HTTP endpoint (http or https). Selects HTTP. Never expanded.
   */
  url?: string;
  /**
   * Request headers. Credential-shaped names (Authorization, Cookie, *-API-Key, ...) must use a reference.
   */
  headers?: {
    [k: string]: string | undefined;
  };
  /**
   * Compatibility declaration; only `lazy` is accepted, and it changes nothing.
   */
  lifecycle?: "lazy";
  /**
   * Bounds connect (spawn + initialize) and every MCP request. 0 or less keeps the SDK default.
   */
  requestTimeoutMs?: number;
  reconnect?: McpReconnect;
}
/**
 * Recovery policy. Never replays a failed request.
 */
export interface McpReconnect {
  /**
   * Start a bounded reconnect in the background after a transport failure.
   */
  automatic?: boolean;
  /**
   * Attempts per reconnect.
   */
  maxAttempts?: number;
  /**
   * Backoff base; the delay after failed attempt i is baseDelayMs x 2^i.
   */
  baseDelayMs?: number;
}
