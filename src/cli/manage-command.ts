// `add`, `add-json` and `remove`: the only commands that write a configuration file, each the one
// file its scope names (or for remove without --scope, the one file that defines the server). The
// adapter itself never writes configuration; these run only when a person runs them.
import type { ConfigProblem, SourceContext, SourceScope } from "../config/index.js";
import { candidateSources, jsonValue, parseConfigJson, serverNamesIn, TRUST_HOW_TO } from "../config/index.js";
import { AdapterError, stripControl } from "../errors/index.js";
import { addServerText, removeServerText } from "./config-edit.js";
import type { Current } from "./config-write.js";
import { checkEdited, readCurrent, writeAtomically } from "./config-write.js";
import type { Json, Obj } from "./import-peers.js";
import type { AddFlags, Built, Export } from "./manage-entry.js";
import { entryFromFlags, entryFromJson } from "./manage-entry.js";

export interface ManageIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/** Where each scope writes, as spec/sources.yaml names the files. */
const SCOPES: Readonly<Record<string, string>> = {
  user: "global-agent",
  project: "project-agent",
  "user-shared": "global-shared",
  "project-shared": "project-shared",
};

type Cli = "add" | "add-json" | "import" | "remove";

function say(io: ManageIo, e: AdapterError, exit: number): number {
  io.stderr(stripControl(`${e.code}: ${e.message}\n${e.hint}\n`));
  return exit;
}

const usage = (io: ManageIo, problem: string): number => say(io, new AdapterError("MCPA_CLI_USAGE", { problem }), 2);

const refused = (io: ManageIo, command: Cli, file: string, problem: string, fix: string): number =>
  say(io, new AdapterError("MCPA_CLI_EDIT_REFUSED", { command, file, problem, fix }), 1);

const describe = (p: ConfigProblem): string =>
  `  ${p.line > 0 ? `${p.file}:${p.line}:${p.column}` : p.file}${p.pointer ? `  ${p.pointer}` : ""}  ${p.code}\n    ${p.message}\n    fix: ${p.hint}\n`;

/** The files of the four sources, in precedence order (lowest first). */
const sources = (ctx: SourceContext) => candidateSources(ctx).filter((s) => !s.refused);

function scopeFile(ctx: SourceContext, scope: string): { path: string; scope: SourceScope } | undefined {
  const id = SCOPES[scope];
  const source = sources(ctx).find((s) => s.id === id);
  return source ? { path: source.path, scope: source.scope } : undefined;
}

function defines(current: Current & { kind: "text" }, name: string): boolean {
  const root = parseConfigJson(current.text).root;
  const value = root ? jsonValue(root) : undefined;
  const servers =
    typeof value === "object" && value !== null ? (value as Record<string, unknown>).mcpServers : undefined;
  return typeof servers === "object" && servers !== null && Object.hasOwn(servers, name);
}

function exportLines(exports: readonly Export[]): string {
  if (exports.length === 0) return "";
  const lines = exports.map((e) => `  export ${e.variable}=...   # the value you gave for ${e.from}\n`);
  return `Credentials are not written to the file: it holds references. Export these before starting Travis234:\n${lines.join("")}`;
}

/** What else a person should know once NAME is in `file`: a definition that wins over it, trust. */
function afterNotes(ctx: SourceContext, file: string, scope: SourceScope, name: string): string {
  const all = sources(ctx);
  const at = all.findIndex((s) => s.path === file);
  const notes: string[] = [];
  for (const s of all.slice(at + 1))
    if (serverNamesIn(s.path, s.scope).includes(name))
      notes.push(`Note: ${s.path} also defines ${name} and takes precedence over this definition.\n`);
  if (scope === "project" && !ctx.projectTrusted)
    notes.push(`Note: project files count only in a trusted project: ${TRUST_HOW_TO}.\n`);
  return notes.join("");
}

/** Adds entries to the file `scopeName` names, all or none: one check of the whole edit, one write. */
export function addEntries(
  command: Cli,
  entries: ReadonlyArray<readonly [string, Obj]>,
  exports: readonly Export[],
  scopeName: string,
  ctx: SourceContext,
  io: ManageIo,
): number {
  const target = scopeFile(ctx, scopeName);
  if (!target) return usage(io, `--scope must be one of ${Object.keys(SCOPES).join(", ")}`);
  const current = readCurrent(target.path);
  if (current.kind === "refused")
    return refused(io, command, target.path, current.problem, "Fix the file, then run the command again.");
  const names = entries.map(([name]) => name);
  const taken = names.filter((name) => defines(current, name));
  if (taken.length > 0)
    return refused(
      io,
      command,
      target.path,
      `${taken.join(", ")} ${taken.length === 1 ? "is" : "are"} already defined there`,
      `Remove ${taken.length === 1 ? "it" : "them"} first (travis234-mcp remove NAME --scope ${scopeName}) or choose another name.`,
    );
  let text = current.text;
  try {
    for (const [name, entry] of entries) text = addServerText(text, name, entry);
  } catch (err) {
    const problem = err instanceof Error ? err.message : "the file cannot be edited";
    return refused(io, command, target.path, problem, "Fix the file, then run the command again.");
  }
  const found = checkEdited(target.path, target.scope, text, names);
  // A credential in args cannot become a reference (args are never expanded): it is not written.
  const blocking = [...found.problems, ...found.notices.filter((n) => n.code === "MCPA_CONFIG_ARG_CREDENTIAL")];
  if (blocking.length > 0) {
    refused(
      io,
      command,
      target.path,
      found.problems.length > 0
        ? `the entry would not pass check (${blocking.length} problem${blocking.length === 1 ? "" : "s"})`
        : `its args would hold a literal credential, which ${command} never writes to a file`,
      "Fix what is listed below and run the command again.",
    );
    io.stderr(stripControl(blocking.map(describe).join("")));
    return 1;
  }
  const failed = writeAtomically(target.path, text, current);
  if (failed !== undefined)
    return say(io, new AdapterError("MCPA_CLI_WRITE", { file: target.path, reason: failed }), 1);
  const added = entries.map(([name, entry]) => {
    const kind = typeof entry.url === "string" ? "Streamable HTTP" : "stdio";
    return `Added ${kind} server ${name} to ${target.path}.\n`;
  });
  const notes = found.notices.map((n) => `Note: ${n.message}\n  fix: ${n.hint}\n`).join("");
  const after = names.map((name) => afterNotes(ctx, target.path, target.scope, name)).join("");
  io.stdout(stripControl(`${added.join("")}${exportLines(exports)}${notes}${after}`));
  return 0;
}

function addEntry(
  command: "add" | "add-json",
  name: string,
  built: Built,
  scopeName: string,
  ctx: SourceContext,
  io: ManageIo,
): number {
  if (!built.ok) return usage(io, built.problem);
  return addEntries(command, [[name, built.entry]], built.exports, scopeName, ctx, io);
}

export function addCommand(
  rest: readonly string[],
  flags: Omit<AddFlags, "command"> & { readonly scope?: string | undefined },
  ctx: SourceContext,
  io: ManageIo,
): number {
  const [name, ...command] = rest;
  return addEntry(
    "add",
    name as string,
    entryFromFlags(name as string, { ...flags, command }),
    flags.scope ?? "user",
    ctx,
    io,
  );
}

export function addJsonCommand(
  rest: readonly string[],
  scope: string | undefined,
  ctx: SourceContext,
  io: ManageIo,
): number {
  const [name, json] = rest as [string, string];
  const parsed = parseConfigJson(json);
  if (!parsed.root || parsed.syntax.length > 0) return usage(io, "the entry is not valid JSON");
  return addEntry("add-json", name, entryFromJson(name, jsonValue(parsed.root) as Json), scope ?? "user", ctx, io);
}

export function removeCommand(name: string, scope: string | undefined, ctx: SourceContext, io: ManageIo): number {
  let target: { path: string; scope: SourceScope } | undefined;
  if (scope !== undefined) {
    target = scopeFile(ctx, scope);
    if (!target) return usage(io, `--scope must be one of ${Object.keys(SCOPES).join(", ")}`);
  } else {
    const holding = sources(ctx).filter((s) => serverNamesIn(s.path, s.scope).includes(name));
    if (holding.length > 1)
      return refused(
        io,
        "remove",
        holding.map((s) => s.path).join(" and "),
        `${name} is defined in ${holding.length} files`,
        `Say which with --scope (${Object.keys(SCOPES).join(", ")}).`,
      );
    target = holding[0];
  }
  const where =
    target?.path ??
    sources(ctx)
      .map((s) => s.path)
      .join(", ");
  const current = target ? readCurrent(target.path) : undefined;
  if (!target || current?.kind !== "text" || !defines(current, name)) {
    if (target && current?.kind === "refused")
      return refused(io, "remove", target.path, current.problem, "Fix the file, then run the command again.");
    const fix = "Run `travis234-mcp check` to see every server and the file that defines it.";
    return say(io, new AdapterError("MCPA_CLI_SERVER_UNKNOWN", { name, where, fix }), 1);
  }
  const text = removeServerText(current.text, name);
  const failed = writeAtomically(target.path, text, current);
  if (failed !== undefined)
    return say(io, new AdapterError("MCPA_CLI_WRITE", { file: target.path, reason: failed }), 1);
  io.stdout(stripControl(`Removed server ${name} from ${target.path}.\n`));
  const lower = sources(ctx).filter((s) => s.path !== target.path && serverNamesIn(s.path, s.scope).includes(name));
  for (const s of lower) io.stdout(stripControl(`Note: ${s.path} still defines ${name}.\n`));
  return 0;
}
