// Loads the configuration files in precedence order with failure isolation (see docs/architecture.md,
// "Failure isolation"): a file that cannot be read, parsed or whose root is invalid disables every
// file-configured server (load-file.ts reads each one). Nothing is written, connected or resolved here.
import type { Entry } from "./load-file.js";
import { loadFile, problem } from "./load-file.js";
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
import type { SourceContext } from "./sources.js";
import { candidateSources, existsAtPath, readSource } from "./sources.js";
import { cliTrust } from "./trust.js";

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

/** What loadConfig would report of one file holding `text`: for a command that edits the file. */
export function checkFileText(
  file: string,
  scope: SourceScope,
  text: string,
): { readonly problems: readonly ConfigProblem[]; readonly notices: readonly ConfigProblem[] } {
  const result = loadFile(file, Buffer.from(text, "utf8"), Object.freeze({ sourceId: "edit", file, scope }));
  return { problems: result.problems, notices: result.notices };
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
