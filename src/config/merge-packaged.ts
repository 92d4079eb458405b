// Packaged servers join the file configuration: a packaged server wins an exact-name collision and
// the file entry is reported as shadowed; project trust does not apply to packaged servers, and a
// broken configuration file does not disable them. No file is read or written here.
import { CONFIG_DEFAULTS } from "./generated.js";
import type { LoadedConfig, ServerConfig } from "./model.js";
import type { PackagedServerDescriptor } from "./packaged.js";

export interface LaunchContext {
  /** The host's Python interpreter, for python descriptors. */
  readonly pythonExecutable?: string | undefined;
  /** The Node executable, for node descriptors. */
  readonly nodeExecutable: string;
}

function toServerConfig(d: PackagedServerDescriptor, launch: LaunchContext): ServerConfig | undefined {
  const interpreter =
    d.kind === "executable" ? d.path : d.kind === "python" ? launch.pythonExecutable : launch.nodeExecutable;
  if (interpreter === undefined) return undefined;
  return Object.freeze({
    name: d.name,
    origin: Object.freeze({ sourceId: "packaged", file: d.packageRoot, scope: "packaged" as const }),
    transport: "stdio" as const,
    command: interpreter,
    args: Object.freeze(d.kind === "executable" ? [...d.args] : [d.path, ...d.args]),
    env: d.env,
    reconnect: Object.freeze({ ...CONFIG_DEFAULTS.reconnect }),
    ...(d.requestTimeoutMs !== undefined ? { requestTimeoutMs: d.requestTimeoutMs } : {}),
  });
}

/** The configuration with packaged servers merged in; returns the names it could not launch too. */
export function withPackaged(
  config: LoadedConfig,
  packaged: readonly PackagedServerDescriptor[],
  launch: LaunchContext,
): { config: LoadedConfig; unlaunchable: string[] } {
  const servers = new Map(config.servers);
  const disabled = new Map(config.disabled);
  const off = new Map(config.off);
  const shadowed: string[] = [];
  const unlaunchable: string[] = [];
  for (const d of packaged) {
    const server = toServerConfig(d, launch);
    if (!server) {
      unlaunchable.push(d.name);
      continue;
    }
    if (servers.has(d.name) || disabled.has(d.name) || off.has(d.name)) shadowed.push(d.name);
    disabled.delete(d.name);
    off.delete(d.name);
    servers.set(d.name, server);
  }
  return {
    config: Object.freeze({ ...config, servers, disabled, off, shadowed: Object.freeze(shadowed.sort()) }),
    unlaunchable,
  };
}
