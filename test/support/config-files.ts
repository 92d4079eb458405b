// The four configuration files of spec/sources.yaml, written out by hand (not computed from the
// generated table) so that a wrong path in src/ fails the tests that use them.
import { join } from "node:path";

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
