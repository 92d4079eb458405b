// The four configuration files of spec/sources.yaml, resolved for one session, and how each is read.
import { readFileSync, realpathSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import type { SourceScope } from "./model.js";
import type { TrustBasis } from "./trust.js";
import { AGENT_DIR_DEFAULT, CONFIG_SOURCES, NEVER_READ } from "./generated.js";

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

export function candidateSources(ctx: SourceContext): CandidateSource[] {
  const home = resolve(ctx.home);
  const agentDir = resolve(ctx.agentDir ?? join(...AGENT_DIR_DEFAULT.map((s) => (s === "{home}" ? home : s))));
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

export type FileRead = { readonly kind: "missing" } | { readonly kind: "error"; readonly reason: string } | { readonly kind: "bytes"; readonly bytes: Buffer };

/** Missing paths and non-regular files are skipped silently; anything else unreadable is an error. */
export function readSource(path: string): FileRead {
  try {
    if (!statSync(path).isFile()) return { kind: "missing" };
    return { kind: "bytes", bytes: readFileSync(path) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return { kind: "missing" };
    return { kind: "error", reason: typeof code === "string" ? code : "unknown error" };
  }
}

export function existsAsFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
