// Where the command line finds the configuration: the home, agent directory and project it is given
// (or the defaults), and whether project files count: --trusted, else the decision the host saved
// for the project (src/config/trust-store.ts), so that a command answers as the session does.
import { homedir } from "node:os";
import type { SourceContext } from "../config/index.js";
import { agentDirOf, cliProjectTrust, loadConfig } from "../config/index.js";

/** The flags every configuration-reading command takes (spec/cli.yaml). */
export interface LocateFlags {
  readonly cwd?: string | undefined;
  readonly home?: string | undefined;
  readonly "agent-dir"?: string | undefined;
  readonly trusted?: boolean | undefined;
}

export interface LocateIo {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd: string;
}

export function sourcesFor(values: LocateFlags, io: LocateIo): SourceContext {
  const home = values.home ?? io.env.HOME ?? homedir();
  const agentDir = values["agent-dir"] ?? io.env.TRAVIS234_CODING_AGENT_DIR;
  const cwd = values.cwd ?? io.cwd;
  const located = { home, cwd, ...(agentDir ? { agentDir } : {}) };
  const trust = cliProjectTrust({ agentDir: agentDirOf(located), cwd, trustedFlag: values.trusted ?? false });
  return { ...located, projectTrusted: trust.trusted, trustBasis: trust.basis };
}

export function loadFor(values: LocateFlags, io: LocateIo) {
  const ctx = sourcesFor(values, io);
  return { cwd: ctx.cwd, config: loadConfig(ctx) };
}
