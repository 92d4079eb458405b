// The session of a sidecar that serves the host itself (not a worker): the project's trust decided
// from what the shim passed in `initialize`, the four files loaded with it, and the session opened
// on them. `/mcp check` loads the same files again with the same trust, as they are then.
import { homedir } from "node:os";
import type { LoadedConfig } from "../config/index.js";
import { decideProjectTrust, loadConfig } from "../config/index.js";
import type { Session } from "../proxy/session.js";
import { openSession } from "../proxy/session.js";
import type { SIDECAR_METHODS, SidecarParams } from "./generated.js";

export interface HostSession {
  readonly session: Session;
  readonly reloadConfig: () => LoadedConfig;
}

export function openHostSession(
  p: SidecarParams[typeof SIDECAR_METHODS.initialize],
  cwd: string,
  environment: NodeJS.ProcessEnv,
): HostSession {
  const trust = decideProjectTrust({
    hostTrusted: p.projectTrusted,
    savedTrust: p.savedTrust ?? null,
    approval: p.approval ?? null,
    ...(p.defaultProjectTrust !== undefined ? { defaultProjectTrust: p.defaultProjectTrust } : {}),
    hostGated: p.hostGated === true,
  });
  const sources = {
    home: environment.HOME ?? homedir(),
    cwd,
    projectTrusted: trust.trusted,
    trustBasis: trust.basis,
    ...(p.agentDir ? { agentDir: p.agentDir } : {}),
  };
  // Packaged descriptors come from trusted extensions through the Python API, which validated
  // them already; openSession validates them again against the same spec.
  const session = openSession({
    config: loadConfig(sources),
    environment,
    cwd,
    offline: p.offline,
    packaged: p.packaged,
    pythonExecutable: p.pythonExecutable,
  });
  return { session, reloadConfig: () => loadConfig(sources) };
}
