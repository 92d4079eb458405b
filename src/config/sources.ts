// The four configuration files of spec/sources.yaml, resolved for one session, and how each is read.
import { readFileSync, realpathSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { SourceScope } from "./model.js";
import { AGENT_DIR_DEFAULT, CONFIG_SOURCES } from "./generated.js";

export interface SourceContext {
  /** The user's home directory. */
  readonly home: string;
  /** The session directory (the project). */
  readonly cwd: string;
  /** The Travis234 agent directory; defaults to {home}/.travis234/agent. */
  readonly agentDir?: string;
  /** Project files count only when the host says the project is trusted. */
  readonly projectTrusted: boolean;
}

export interface CandidateSource {
  readonly id: string;
  readonly scope: SourceScope;
  readonly path: string;
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
  return CONFIG_SOURCES.map((s) => ({ id: s.id, scope: s.scope, path: join(...s.path.map((seg) => vars[seg] ?? seg)) }));
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
