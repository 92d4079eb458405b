// One configuration file, read as the loader reads it (see docs/architecture.md, "Failure isolation"):
// a file that cannot be decoded or parsed, or whose root is invalid, fails whole; an unknown root key
// rejects only its file ("Shared files"); an invalid entry disables only its name. Comments and trailing
// commas load, with a notice that other clients may refuse the file. Every problem names file, line:col
// and pointer.
import { renderError } from "../errors/index.js";
import { entryNotices, staticChecks } from "./checks.js";
import type { ErrorCode, McpConfigFile, McpServer } from "./generated.js";
import type { LenientForm, Segment } from "./json.js";
import { jsonValue, LineIndex, nodeAt, parseConfigJson, toPointer } from "./json.js";
import type { ConfigProblem, DisabledServer, OffServer, ServerConfig, ServerOrigin } from "./model.js";
import { normaliseServer } from "./normalise.js";
import { ignoredRootKeys, rejectsOnlyItsFile, rootNotice } from "./root-keys.js";
import type { SchemaIssue } from "./validate.js";
import { validateDocument } from "./validate.js";

export type Entry =
  | { readonly kind: "ok"; readonly config: ServerConfig }
  | { readonly kind: "off"; readonly server: OffServer }
  | { readonly kind: "disabled"; readonly server: DisabledServer };

export interface FileResult {
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

export function problem(
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

/** Comments or trailing commas: accepted, with where the first is and how many there are. */
function lenientNotice(form: LenientForm, file: string, pos: { line: number; column: number }): ConfigProblem {
  const what =
    form.count === 1 ? `a ${form.kind}` : `${form.count} ${form.kind === "comment" ? "comments" : "trailing commas"}`;
  return problem("MCPA_CONFIG_JSON_LENIENT", { what }, file, pos, "");
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

export function loadFile(file: string, bytes: Buffer, origin: ServerOrigin): FileResult {
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
  const parsed = parseConfigJson(text);
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
    ...parsed.lenient.map((form) => lenientNotice(form, file, lines.position(form.offset))),
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
