// Generated from spec/config.schema.yaml (sha256 439938d232bdfb83), spec/limits.yaml (sha256 d2503a614ec484cb), spec/credentials.yaml (sha256 553ed71bb725a74d), spec/errors.yaml (sha256 250511c2f6368d56) by codegen/emit-types.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

/**
 * MCP server configuration read by the travis234-mcp-adapter (mcp.json). Strict: unknown fields, duplicate keys and null values are errors.
 */
export interface McpConfigFile {
  /**
   * Optional reference to this schema, for editors. Ignored by the adapter.
   */
  $schema?: string;
  /**
   * Settings of pi-mcp-adapter, which reads the same file. Ignored here, with a notice.
   */
  settings?: {
    [k: string]: unknown | undefined;
  };
  /**
   * Host imports of pi-mcp-adapter, which reads the same file. Ignored here, with a notice.
   */
  imports?: {
    [k: string]: unknown | undefined;
  };
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
   * Optional, as peer clients write it: "stdio" with `command`; "http", "streamable-http" or "streamableHttp" with `url`. Legacy "sse" is not supported.
   */
  type?: "stdio" | "http" | "streamable-http" | "streamableHttp";
  /**
   * Executable name or path. Selects stdio. Never expanded.
   */
  command?: string;
  /**
   * Literal command arguments. Never expanded.
   */
  args?: string[];
  /**
   * Working directory of the server process; a relative path is taken from the session directory in a project's file and from the home directory in any other. Without it a project's server starts in the project and any other in the adapter's own empty directory (docs/architecture.md, Where a server starts).
   */
  cwd?: string;
  /**
   * Variables added to the SDK's safe default environment. Credential-shaped keys must use a reference.
   */
  env?: {
    /**
     * A credential-shaped name: the value must reference an environment variable, such as "Bearer ${TOKEN}"; a literal or a default is an error.
     *
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^.*(?:[Aa][Pp][Ii][_\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\-][Kk][Ee][Yy])".
     */
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
    /**
     * A credential-shaped name: the value must reference an environment variable, such as "Bearer ${TOKEN}"; a literal or a default is an error.
     *
     * This interface was referenced by `undefined`'s JSON-Schema definition
     * via the `patternProperty` "^(?:.*(?:[Aa][Pp][Ii][_\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\-][Kk][Ee][Yy])|(?:[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn]|[Cc][Oo][Oo][Kk][Ii][Ee]|[Pp][Rr][Oo][Xx][Yy]-[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn])$)".
     */
    [k: string]: string | undefined;
  };
  /**
   * Compatibility declaration; only `lazy` is accepted, and it changes nothing.
   */
  lifecycle?: "lazy";
  /**
   * Bounds each whole connect (spawn, era negotiation and handshake; connect.defaultTimeoutMs when omitted) and every MCP request. 0 or less keeps the defaults.
   */
  requestTimeoutMs?: number;
  /**
   * MCP protocol era. `auto` asks the server (`server/discover`) and falls back to the 2025 handshake; `legacy` always uses the 2025 handshake; a revision such as `2026-07-28` requires that revision. The verdict is kept for the runtime's life.
   */
  protocolVersion?: "auto" | "legacy" | "2026-07-28";
  reconnect?: McpReconnect;
  /**
   * true keeps the server configured but off: it is never started, status and check show it as off, and a call to it says so.
   */
  disabled?: boolean;
  /**
   * false keeps this server's tool catalog out of the per-user cache, so a search across servers never answers from it (the server is then listed by name).
   */
  cacheTools?: boolean;
  /**
   * true refuses a call to a tool whose definition (description, title, schemas, annotations) changed since it was first seen, until the person accepts the new definition (`/mcp accept NAME TOOL`, `travis234-mcp accept NAME TOOL`). A change is told to the model either way.
   */
  pinTools?: boolean;
  /**
   * Tool names or simple globs (`*` any run of characters, `?` one character). `includeTools` keeps only matching tools, `excludeTools` hides matching ones (it wins); hidden tools are not listed, found, described or called.
   */
  includeTools?: string[];
  /**
   * Tool names or simple globs (`*` any run of characters, `?` one character). `includeTools` keeps only matching tools, `excludeTools` hides matching ones (it wins); hidden tools are not listed, found, described or called.
   */
  excludeTools?: string[];
  /**
   * A pre-approval list of Cline or Windsurf. Only the empty list (what every entry means here) is accepted; approvals are the host's decision.
   *
   * @maxItems 0
   */
  alwaysAllow?: [];
  /**
   * A pre-approval list of Cline or Windsurf. Only the empty list (what every entry means here) is accepted; approvals are the host's decision.
   *
   * @maxItems 0
   */
  autoApprove?: [];
  /**
   * Gemini CLI's confirmation bypass. Only false (what it means here) is accepted; true is an error: approvals are the host's decision.
   */
  trust?: false;
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
