// What configuration loading produces. Every object is frozen before it leaves src/config.
import type { ErrorCode } from "./generated.js";
import type { TrustDecision } from "./trust.js";

/** `packaged`: registered by trusted installed code, not read from a file. */
export type SourceScope = "global" | "project" | "packaged";

export interface ConfigProblem {
  readonly code: ErrorCode;
  readonly message: string;
  readonly hint: string;
  readonly file: string;
  /** 1-based; 0 when the problem concerns the file as a whole (it could not be read). */
  readonly line: number;
  readonly column: number;
  /** RFC 6901 JSON pointer of the offending value ("" for the document). */
  readonly pointer: string;
  /** The server this problem disables; absent when it disables the whole file. */
  readonly server?: string;
}

/** `refused`: the path lies in a tree the adapter never reads, such as ~/.pi. */
type SourceStatus = "read" | "missing" | "ignored" | "refused" | "failed";

export interface SourceReport {
  readonly id: string;
  readonly scope: SourceScope;
  readonly path: string;
  readonly status: SourceStatus;
  /** Server names the file defines (valid or not), in file order; empty unless read. */
  readonly servers: readonly string[];
}

export interface ServerOrigin {
  readonly sourceId: string;
  readonly file: string;
  readonly scope: SourceScope;
}

/**
 * A delegated server's configuration as its parent has it, where the worker's own says only
 * "delegation": what the tool-catalog cache key takes besides the definition (file, scope, cwd as
 * written). A parent exports only servers it loaded, so a project scope here was trusted there.
 */
export interface CacheOrigin {
  readonly file: string;
  readonly scope: "global" | "project";
  readonly cwd?: string;
}

export interface ReconnectPolicy {
  readonly automatic: boolean;
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
}

/** includeTools / excludeTools: names or simple globs; absent lists do not filter. */
export interface ToolFilter {
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
}

interface ServerCommon {
  readonly name: string;
  readonly origin: ServerOrigin;
  /** Present only when the entry narrows its tools. */
  readonly tools?: ToolFilter;
  /** Present only when positive; otherwise the SDK default applies. */
  readonly requestTimeoutMs?: number;
  /** Protocol era: `auto` (ask the server, also when absent), `legacy` (2025 handshake) or a pinned modern revision. */
  readonly protocolVersion?: string;
  readonly reconnect: ReconnectPolicy;
  /** Present only when the entry opts out of the tool-catalog cache (`"cacheTools": false`). */
  readonly cacheTools?: false;
  /** Present only when calls to a changed tool wait for the person's acceptance (`"pinTools": true`). */
  readonly pinTools?: true;
  /** Present only on a native worker's delegated server whose descriptor carried it. */
  readonly cacheOrigin?: CacheOrigin;
}

interface StdioServerConfig extends ServerCommon {
  readonly transport: "stdio";
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  /** Templates, unexpanded: references resolve only when the server connects. */
  readonly env: Readonly<Record<string, string>>;
}

interface HttpServerConfig extends ServerCommon {
  readonly transport: "http";
  readonly url: string;
  /** Templates, unexpanded: references resolve only when the server connects. */
  readonly headers: Readonly<Record<string, string>>;
}

export type ServerConfig = StdioServerConfig | HttpServerConfig;

export interface DisabledServer {
  readonly name: string;
  readonly origin: ServerOrigin;
  readonly problems: readonly ConfigProblem[];
}

/** A valid entry with `disabled: true`: configured but off, never started. */
export interface OffServer {
  readonly name: string;
  readonly origin: ServerOrigin;
}

export interface LoadedConfig {
  readonly sources: readonly SourceReport[];
  /** Usable servers, in first-definition order. */
  readonly servers: ReadonlyMap<string, ServerConfig>;
  /** Names whose winning definition is invalid; no lower definition replaces them. */
  readonly disabled: ReadonlyMap<string, DisabledServer>;
  /** Names whose winning definition is valid and switched off (`disabled: true`). */
  readonly off: ReadonlyMap<string, OffServer>;
  /** Every problem found, in source order. */
  readonly problems: readonly ConfigProblem[];
  /** Whether project files counted, and why. */
  readonly projectTrust: TrustDecision;
  /** Things worth saying that are not errors, such as an ignored root key of a peer client. */
  readonly notices: readonly ConfigProblem[];
  /** Existing project files that were not read because the project is not trusted. */
  readonly ignoredProjectFiles: readonly string[];
  /** Files whose failure disabled every file-configured server. */
  readonly failedFiles: readonly string[];
  /** File-configured names replaced by a packaged server of the same name, sorted. */
  readonly shadowed: readonly string[];
}
