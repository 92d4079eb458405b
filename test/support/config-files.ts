// The four configuration files of spec/sources.yaml, written out by hand (not computed from the
// generated table) so that a wrong path in src/ fails the tests that use them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tempDir } from "./temp.js";

export type SourceId = "global-shared" | "global-agent" | "project-shared" | "project-agent";

export interface SourceDirs {
  readonly home: string;
  readonly cwd: string;
}

export const SOURCE_PATHS: Readonly<Record<SourceId, (d: SourceDirs) => string>> = {
  "global-shared": (d) => join(d.home, ".config", "mcp", "mcp.json"),
  "global-agent": (d) => join(d.home, ".travis234", "agent", "mcp.json"),
  "project-shared": (d) => join(d.cwd, ".mcp.json"),
  "project-agent": (d) => join(d.cwd, ".travis234", "mcp.json"),
};

/** The texts of the agent's global mcp.json and the project's .mcp.json, when given. */
export interface SessionFiles {
  readonly global?: string;
  readonly project?: string;
}

/**
 * A fresh home with a project and the agent directory, and `files` written as given (not tidied:
 * a test may hand over a broken file): the dirs a loadConfig of one session takes.
 */
export function sessionHome(prefix: string, files: SessionFiles = {}): SourceDirs & { readonly agentDir: string } {
  const home = tempDir(prefix);
  const dirs = { home, cwd: join(home, "project"), agentDir: join(home, ".travis234", "agent") };
  mkdirSync(dirs.cwd);
  mkdirSync(dirs.agentDir, { recursive: true });
  if (files.global !== undefined) writeFileSync(SOURCE_PATHS["global-agent"](dirs), files.global);
  if (files.project !== undefined) writeFileSync(SOURCE_PATHS["project-shared"](dirs), files.project);
  return dirs;
}
