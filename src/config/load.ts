// Loads the configuration files in precedence order with failure isolation (see docs/architecture.md,
// "Failure isolation"): a file that cannot be read, parsed or whose root is invalid disables every
// file-configured server; an unknown root key rejects only its own file ("Shared files"); an invalid entry
// disables only its name. Every problem is reported with file, line:col and pointer. Nothing is written,
// connected or resolved here.
import { renderError } from "../errors/index.js";
import { entryNotices, staticChecks } from "./checks.js";
import type { ErrorCode, McpConfigFile, McpServer } from "./generated.js";
import type { Segment } from "./json.js";
import { jsonValue, LineIndex, nodeAt, parseStrict, toPointer } from "./json.js";
import type {
  CacheOrigin,
  ConfigProblem,
  DisabledServer,
  LoadedConfig,
  OffServer,
  ServerConfig,
  ServerOrigin,
  SourceReport,
  SourceScope,
} from "./model.js";
import { normaliseServer } from "./normalise.js";
import { ignoredRootKeys, rejectsOnlyItsFile, rootNotice } from "./root-keys.js";
import type { SourceContext } from "./sources.js";
import { candidateSources, existsAtPath, readSource } from "./sources.js";
import { cliTrust } from "./trust.js";
import type { SchemaIssue } from "./validate.js";
import { validateDocument } from "./validate.js";

type Entry =
  | { readonly kind: "ok"; readonly config: ServerConfig }
  | { readonly kind: "off"; readonly server: OffServer }
  | { readonly kind: "disabled"; readonly server: DisabledServer };

interface FileResult {
  readonly problems: ConfigProblem[];
  readonly notices: readonly ConfigProblem[];
  readonly fileFailed: boolean;
  /** An unknown root key: every server of this file is off, other files are not affected. */
  readonly fileRejected?: boolean;
  readonly entries: ReadonlyArray<readonly [string, Entry]>;
  readonly names: readonly string[];
}

// ignoreBOM keeps a BOM in the text, so that exactly one is stripped below (a second one is content).
const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function problem(
  code: ErrorCode,
  data: Readonly<Record<string, string | number>>,
  file: string,
  pos: { line: number; column: number },
  pointer: string,
  server?: string,
): ConfigProblem {
  const r = renderError(code, data);
  return Object.freeze({
    code,
    message: r.message,
    hint: r.hint,
    file,
    line: pos.line,
    column: pos.column,
    pointer,
    ...(server !== undefined ? { server } : {}),
  });
}

/**
 * One report per problem: the same code at the same place (line:col and pointer) is said once, the
 * first wording kept. Several checks can find one fault (the parser reports a trailing comma as a
 * missing property name and a missing value; the schema and the static checks both reject a URL
 * that is not http or https).
 */
function oncePerPlace(problems: readonly ConfigProblem[]): ConfigProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = JSON.stringify([p.code, p.line, p.column, p.pointer, p.server ?? null]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The server a path belongs to, if it lies inside one entry of mcpServers. */
function serverOf(path: readonly Segment[]): string | undefined {
  return path[0] === "mcpServers" && path.length >= 2 ? String(path[1]) : undefined;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function serversOf(document: unknown): McpConfigFile["mcpServers"] {
  const servers = isObject(document) ? document.mcpServers : undefined;
  return (isObject(servers) ? servers : {}) as McpConfigFile["mcpServers"];
}

function loadFile(file: string, bytes: Buffer, origin: ServerOrigin): FileResult {
  const problems: ConfigProblem[] = [];
  const whole = { line: 0, column: 0 };
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return {
      problems: [problem("MCPA_CONFIG_ENCODING", {}, file, whole, "")],
      notices: [],
      fileFailed: true,
      entries: [],
      names: [],
    };
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = new LineIndex(text);
  const parsed = parseStrict(text);
  if (parsed.syntax.length > 0 || !parsed.root) {
    const syntax = parsed.syntax.length > 0 ? parsed.syntax : [{ problem: "ValueExpected", offset: 0 }];
    for (const s of syntax)
      problems.push(problem("MCPA_CONFIG_JSON_SYNTAX", { problem: s.problem }, file, lines.position(s.offset), ""));
    return { problems: oncePerPlace(problems), notices: [], fileFailed: true, entries: [], names: [] };
  }
  const root = parsed.root;
  const value = jsonValue(root);
  const found: SchemaIssue[] = [
    ...parsed.duplicates.map((d) => ({
      code: "MCPA_CONFIG_DUPLICATE_KEY" as const,
      path: [...d.path, d.key],
      atKey: true,
      data: { key: d.key },
      offset: d.offset,
    })),
    ...validateDocument(value),
  ];
  const servers = serversOf(value);
  for (const name of Object.keys(servers)) found.push(...staticChecks(name, servers[name]));
  let fileFailed = false;
  const rejecting: ConfigProblem[] = [];
  const at = (i: SchemaIssue, server?: string): ConfigProblem =>
    problem(
      i.code,
      i.data,
      file,
      lines.position(i.offset ?? nodeAt(root, i.path, i.atKey).offset),
      toPointer(i.path),
      server,
    );
  for (const i of found) {
    const server = serverOf(i.path);
    const p = at(i, server);
    // A duplicated server name is a problem of that server, not of the file.
    if (server === undefined && rejectsOnlyItsFile(i)) rejecting.push(p);
    else if (server === undefined) fileFailed = true;
    problems.push(p);
  }
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  const unique = oncePerPlace(problems);
  const notices = [
    ...ignoredRootKeys(value).map((key) => at(rootNotice(key))),
    ...Object.keys(servers).flatMap((name) => entryNotices(name, servers[name]).map((i) => at(i, name))),
  ];
  const names = Object.keys(servers);
  const byServer = new Map<string, ConfigProblem[]>();
  for (const p of unique) {
    if (p.server === undefined) continue;
    const list = byServer.get(p.server);
    if (list) list.push(p);
    else byServer.set(p.server, [p]);
  }
  const entries = names.map((name): readonly [string, Entry] => {
    const own = [...rejecting, ...(byServer.get(name) ?? [])];
    if (own.length > 0)
      return [name, { kind: "disabled", server: Object.freeze({ name, origin, problems: Object.freeze(own) }) }];
    const raw = servers[name] as McpServer;
    if (raw.disabled === true) return [name, { kind: "off", server: Object.freeze({ name, origin }) }];
    return [name, { kind: "ok", config: normaliseServer(name, raw, origin) }];
  });
  return { problems: unique, notices, fileFailed, fileRejected: rejecting.length > 0, entries, names };
}

/**
 * The server names a file defines, read as loadConfig reads a file but used for nothing else: a
 * message can then name the ignored project file that defines a requested server. Nothing in it
 * is resolved or started.
 */
export function serverNamesIn(path: string, scope: SourceScope): readonly string[] {
  const read = readSource(path);
  if (read.kind !== "bytes") return [];
  return loadFile(path, read.bytes, Object.freeze({ sourceId: "inspect", file: path, scope })).names;
}

export function loadConfig(ctx: SourceContext): LoadedConfig {
  const sources: SourceReport[] = [];
  const problems: ConfigProblem[] = [];
  const notices: ConfigProblem[] = [];
  const ignoredProjectFiles: string[] = [];
  const failedFiles: string[] = [];
  const merged = new Map<string, Entry>();
  for (const candidate of candidateSources(ctx)) {
    const report = (status: SourceReport["status"], servers: readonly string[] = []): void => {
      sources.push(
        Object.freeze({
          id: candidate.id,
          scope: candidate.scope,
          path: candidate.path,
          status,
          servers: Object.freeze([...servers]),
        }),
      );
    };
    if (candidate.refused) {
      report(existsAtPath(candidate.path) ? "refused" : "missing");
      continue;
    }
    if (candidate.scope === "project" && !ctx.projectTrusted) {
      if (existsAtPath(candidate.path)) {
        ignoredProjectFiles.push(candidate.path);
        report("ignored");
      } else report("missing");
      continue;
    }
    const read = readSource(candidate.path);
    if (read.kind === "missing") {
      report("missing");
      continue;
    }
    if (read.kind === "error") {
      problems.push(problem(read.code, read.data, candidate.path, { line: 0, column: 0 }, ""));
      failedFiles.push(candidate.path);
      report("failed");
      continue;
    }
    const origin: ServerOrigin = Object.freeze({
      sourceId: candidate.id,
      file: candidate.path,
      scope: candidate.scope,
    });
    const result = loadFile(candidate.path, read.bytes, origin);
    problems.push(...result.problems);
    notices.push(...result.notices);
    if (result.fileFailed) failedFiles.push(candidate.path);
    report(result.fileFailed || result.fileRejected ? "failed" : "read", result.names);
    for (const [name, entry] of result.entries) merged.set(name, entry);
  }
  const servers = new Map<string, ServerConfig>();
  const disabled = new Map<string, DisabledServer>();
  const off = new Map<string, OffServer>();
  if (failedFiles.length === 0) {
    for (const [name, entry] of merged) {
      if (entry.kind === "ok") servers.set(name, entry.config);
      else if (entry.kind === "off") off.set(name, entry.server);
      else disabled.set(name, entry.server);
    }
  }
  return Object.freeze({
    sources: Object.freeze(sources),
    servers,
    disabled,
    off,
    problems: Object.freeze(problems),
    projectTrust: Object.freeze({
      trusted: ctx.projectTrusted,
      basis: ctx.trustBasis ?? cliTrust(ctx.projectTrusted).basis,
    }),
    notices: Object.freeze(notices),
    ignoredProjectFiles: Object.freeze(ignoredProjectFiles),
    failedFiles: Object.freeze(failedFiles),
    shadowed: Object.freeze([]),
  });
}

/**
 * A native worker's configuration: the delegated mcp.json entries (docs/architecture.md, "Native workers"),
 * validated and normalised exactly as one file of them would be. Nothing is discovered, read or resolved.
 */
export function loadDelegatedServers(
  servers: Readonly<Record<string, unknown>>,
  label: string,
  cacheOrigins: Readonly<Record<string, CacheOrigin | undefined>> = {},
): LoadedConfig {
  const origin: ServerOrigin = Object.freeze({ sourceId: "delegation", file: label, scope: "global" });
  const result = loadFile(label, Buffer.from(JSON.stringify({ mcpServers: servers }), "utf8"), origin);
  const withCacheOrigin = (name: string, config: ServerConfig): ServerConfig => {
    const c = Object.hasOwn(cacheOrigins, name) ? cacheOrigins[name] : undefined;
    if (c === undefined) return config;
    const cacheOrigin: CacheOrigin = Object.freeze({
      file: c.file,
      scope: c.scope,
      ...(c.cwd !== undefined ? { cwd: c.cwd } : {}),
    });
    return Object.freeze({ ...config, cacheOrigin });
  };
  const pick = <K extends Entry["kind"]>(kind: K) =>
    result.entries.filter((e): e is readonly [string, Extract<Entry, { kind: K }>] => e[1].kind === kind);
  return Object.freeze({
    sources: Object.freeze([
      Object.freeze({
        id: "delegation",
        scope: "global" as const,
        path: label,
        status: result.fileFailed ? ("failed" as const) : ("read" as const),
        servers: Object.freeze([...result.names]),
      }),
    ]),
    servers: new Map(result.fileFailed ? [] : pick("ok").map(([n, e]) => [n, withCacheOrigin(n, e.config)])),
    disabled: new Map(result.fileFailed ? [] : pick("disabled").map(([n, e]) => [n, e.server])),
    off: new Map(result.fileFailed ? [] : pick("off").map(([n, e]) => [n, e.server])),
    problems: Object.freeze(result.problems),
    projectTrust: Object.freeze(cliTrust(false)),
    notices: Object.freeze([...result.notices]),
    ignoredProjectFiles: Object.freeze([]),
    failedFiles: Object.freeze(result.fileFailed ? [label] : []),
    shadowed: Object.freeze([]),
  });
}
