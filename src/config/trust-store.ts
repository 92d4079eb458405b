// The command line's project trust: the decision Travis234 saved for the project (its trust store,
// `<agent dir>/trust.json`, where a parent's decision covers the projects below it) and its
// defaultProjectTrust setting, read as the host reads them, so that `status` after /trust in the TUI
// answers as the session does (docs/configuration.md, "Project trust"). --trusted overrides both.
import { readFileSync, realpathSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { TrustDecision } from "./trust.js";
import { cliTrust, decideProjectTrust } from "./trust.js";

function readJsonObject(path: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(path, "utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function real(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

/**
 * The saved decision for `cwd` or its nearest parent: true, false, or null when none is saved. The
 * host keys the store by resolved absolute path and refuses a store whose values are not true, false
 * or null; such a store counts as no decision here, which never trusts.
 */
export function savedProjectTrust(agentDir: string, cwd: string): boolean | null {
  const store = readJsonObject(join(real(agentDir), "trust.json"));
  if (!store || Object.values(store).some((v) => v !== true && v !== false && v !== null)) return null;
  for (let dir = real(cwd); ; dir = dirname(dir)) {
    const value = Object.hasOwn(store, dir) ? store[dir] : undefined;
    if (value === true || value === false) return value;
    if (dirname(dir) === dir) return null;
  }
}

/** The host's global defaultProjectTrust setting (settings.json in the agent directory). */
function defaultProjectTrust(agentDir: string): "always" | "never" | "ask" {
  const value = readJsonObject(join(real(agentDir), "settings.json"))?.defaultProjectTrust;
  return value === "always" || value === "never" ? value : "ask";
}

export interface CliTrustInputs {
  readonly agentDir: string;
  readonly cwd: string;
  /** --trusted: the person running the command decides for that run. */
  readonly trustedFlag: boolean;
}

/**
 * With no host process there is no -a/-na and no prompt: a saved decision, then the setting, decide,
 * as they do for the host. The host's own implicit "trusted" for a project with nothing it gates
 * never counts (trust.ts), so it is not asked for.
 */
export function cliProjectTrust(i: CliTrustInputs): TrustDecision {
  if (i.trustedFlag) return cliTrust(true);
  return decideProjectTrust({
    hostTrusted: true,
    approval: null,
    savedTrust: savedProjectTrust(i.agentDir, i.cwd),
    defaultProjectTrust: defaultProjectTrust(i.agentDir),
    hostGated: false,
  });
}
