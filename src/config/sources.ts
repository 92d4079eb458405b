// The four configuration files of spec/sources.yaml, resolved for one session, and how each is read.

import type { Stats } from "node:fs";
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import type { ErrorCode } from "./generated.js";
import { AGENT_DIR_DEFAULT, CONFIG_SOURCES, LIMIT_VALUES, NEVER_READ } from "./generated.js";
import type { SourceScope } from "./model.js";
import type { TrustBasis } from "./trust.js";

export interface SourceContext {
  /** The user's home directory. */
  readonly home: string;
  /** The session directory (the project). */
  readonly cwd: string;
  /** The Travis234 agent directory; defaults to {home}/.travis234/agent. */
  readonly agentDir?: string;
  /** Project files count only when this is true: decideProjectTrust (trust.ts) or the CLI's --trusted. */
  readonly projectTrusted: boolean;
  /** Why; reported by status and check. Default: "cli" when trusted, else "undecided". */
  readonly trustBasis?: TrustBasis;
}

export interface CandidateSource {
  readonly id: string;
  readonly scope: SourceScope;
  readonly path: string;
  /** The path lies in a tree the adapter never reads (spec/sources.yaml `never`), such as ~/.pi. */
  readonly refused: boolean;
}

function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/** The description spec/sources.yaml gives the source `id` (words a person or the model reads). */
export function sourceDescription(id: string): string {
  return CONFIG_SOURCES.find((s) => s.id === id)?.description ?? id;
}

/** The Travis234 agent directory: the one given, else the default under the home directory. */
export function agentDirOf(ctx: Pick<SourceContext, "home" | "agentDir">): string {
  const home = resolve(ctx.home);
  return resolve(ctx.agentDir ?? join(...AGENT_DIR_DEFAULT.map((s) => (s === "{home}" ? home : s))));
}

export function candidateSources(ctx: SourceContext): CandidateSource[] {
  const home = resolve(ctx.home);
  const agentDir = agentDirOf(ctx);
  const cwd = real(ctx.cwd);
  const vars: Readonly<Record<string, string>> = { "{home}": home, "{agentDir}": agentDir, "{cwd}": cwd };
  const expand = (segments: readonly string[]): string => join(...segments.map((seg) => vars[seg] ?? seg));
  const never = NEVER_READ.map((segments) => real(expand(segments)));
  return CONFIG_SOURCES.map((s) => {
    const path = expand(s.path);
    const resolved = real(path);
    const refused = never.some((root) => resolved === root || resolved.startsWith(`${root}${sep}`));
    return { id: s.id, scope: s.scope, path, refused };
  });
}

export type FileRead =
  | { readonly kind: "missing" }
  | { readonly kind: "error"; readonly code: ErrorCode; readonly data: Readonly<Record<string, string | number>> }
  | { readonly kind: "bytes"; readonly bytes: Buffer };

const MAX_FILE_BYTES = LIMIT_VALUES["config.file.maxBytes"];

function kindOf(st: Stats): string {
  if (st.isDirectory()) return "directory";
  if (st.isFIFO()) return "named pipe (FIFO)";
  if (st.isSocket()) return "socket";
  if (st.isCharacterDevice()) return "character device";
  if (st.isBlockDevice()) return "block device";
  return "special file";
}

/** Why an opened or stat'ed path is not read; undefined for a regular file within the bound. */
function refusal(st: Stats): FileRead | undefined {
  if (!st.isFile()) return { kind: "error", code: "MCPA_CONFIG_NOT_A_FILE", data: { kind: kindOf(st) } };
  if (st.size > MAX_FILE_BYTES)
    return { kind: "error", code: "MCPA_CONFIG_TOO_LARGE", data: { bytes: st.size, max: MAX_FILE_BYTES } };
  return undefined;
}

/**
 * A missing path is "missing"; anything else that is not a regular file within the size bound is an
 * error with its reason, found before a byte is read: the path is stat'ed first (a FIFO or device
 * is never opened), opened without blocking, checked again on the descriptor (the path may have
 * changed in between), and read at most one byte past the bound (the file may grow while read).
 */
export function readSource(path: string): FileRead {
  let fd: number | undefined;
  try {
    const before = refusal(statSync(path));
    if (before) return before;
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const opened = fstatSync(fd);
    const after = refusal(opened);
    if (after) return after;
    const buffer = Buffer.alloc(Math.min(opened.size, MAX_FILE_BYTES) + 1);
    let length = 0;
    for (let n = -1; n !== 0 && length < buffer.length; length += n)
      n = readSync(fd, buffer, length, buffer.length - length, null);
    if (length > MAX_FILE_BYTES)
      return { kind: "error", code: "MCPA_CONFIG_TOO_LARGE", data: { bytes: length, max: MAX_FILE_BYTES } };
    return { kind: "bytes", bytes: buffer.subarray(0, length) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return { kind: "missing" };
    return {
      kind: "error",
      code: "MCPA_CONFIG_READ",
      data: { reason: typeof code === "string" ? code : "unknown error" },
    };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Something (of any kind) is at the path: an ignored or refused source is reported as present. */
export function existsAtPath(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}
