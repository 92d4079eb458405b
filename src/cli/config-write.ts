// The one place the command line writes a configuration file, and only when a person runs add,
// add-json or remove: the edited text is checked as `check` checks a file before anything is written,
// then replaces the file in one step (a temporary file in the same directory, renamed over it) with
// the file's mode kept. A symlinked file is edited where it points, so the link stays a link.
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";
import type { ConfigProblem, SourceScope } from "../config/index.js";
import { checkFileText, parseConfigJson, readSource } from "../config/index.js";

/** The file as it is now: its text (a BOM kept apart), or why it cannot be edited. */
export type Current =
  | { readonly kind: "text"; readonly text: string; readonly bom: boolean; readonly exists: boolean }
  | { readonly kind: "refused"; readonly problem: string };

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

export function readCurrent(file: string): Current {
  const read = readSource(file);
  if (read.kind === "missing") return { kind: "text", text: "", bom: false, exists: false };
  if (read.kind === "error") return { kind: "refused", problem: `it cannot be read (${read.code})` };
  let text: string;
  try {
    text = UTF8.decode(read.bytes);
  } catch {
    return { kind: "refused", problem: "it is not valid UTF-8" };
  }
  const bom = text.charCodeAt(0) === 0xfeff;
  const body = bom ? text.slice(1) : text;
  const parsed = parseConfigJson(body);
  if (body.trim() !== "" && (parsed.syntax.length > 0 || parsed.root?.type !== "object"))
    return { kind: "refused", problem: "it is not a JSON object as it stands (`travis234-mcp check` shows where)" };
  return { kind: "text", text: body, bom, exists: true };
}

/**
 * What `check` would say of the edited file about `names` (problems and notices) and about the file
 * as a whole; problems of other entries were there before and are not this command's to fix.
 */
export function checkEdited(
  file: string,
  scope: SourceScope,
  text: string,
  names: readonly string[],
): { readonly problems: ConfigProblem[]; readonly notices: ConfigProblem[] } {
  const found = checkFileText(file, scope, text);
  const ours = (p: ConfigProblem): boolean => p.server !== undefined && names.includes(p.server);
  return {
    problems: found.problems.filter((p) => p.server === undefined || ours(p)),
    notices: found.notices.filter(ours),
  };
}

function realTarget(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/**
 * Writes `text` over `file` in one rename. `before` is the text the edit was made from: a file that
 * changed since is left alone (another program, or a person in an editor, wrote it meanwhile).
 * Returns an errno-style reason when nothing was written.
 */
export function writeAtomically(file: string, text: string, before: Current & { kind: "text" }): string | undefined {
  const again = readCurrent(file);
  if (again.kind !== "text" || again.text !== before.text || again.exists !== before.exists)
    return "changed while being edited; run the command again";
  const target = realTarget(file);
  const dir = dirname(target);
  const temp = join(dir, `.${basename(target)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  let fd: number | undefined;
  try {
    mkdirSync(dir, { recursive: true });
    const mode = before.exists ? statSync(target).mode & 0o7777 : undefined;
    fd = openSync(temp, "wx", mode ?? 0o666);
    writeSync(fd, `${before.bom ? "\uFEFF" : ""}${text}`);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    // openSync's mode passes through the umask; the file's own mode is restored exactly.
    if (mode !== undefined) chmodSync(temp, mode);
    renameSync(temp, target);
    return undefined;
  } catch (err) {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      // Not created, or already renamed.
    }
    const code = (err as NodeJS.ErrnoException).code;
    return typeof code === "string" ? code : "unknown error";
  }
}
