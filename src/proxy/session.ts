// One session's runtime and proxy, set up the same way for the sidecar, a native worker and the
// command line: the loaded configuration with the packaged servers merged in (their descriptors
// validated here, whoever validated them before), the runtime over it, and the proxy with the
// packaged facades and, for a worker, its ceiling.
import type { LoadedConfig } from "../config/index.js";
import { PackagedRegistry, withPackaged } from "../config/index.js";
import { AdapterError } from "../errors/index.js";
import { Runtime } from "../runtime/runtime.js";
import type { Ceiling } from "./ceiling.js";
import { defaultToolCache } from "./default-tool-cache.js";
import { McpProxy } from "./proxy.js";

/** Packaged server and facade descriptors as JSON values, as trusted extensions registered them. */
interface PackagedInput {
  readonly servers?: readonly unknown[] | undefined;
  readonly facades?: readonly unknown[] | undefined;
}

export interface SessionSetup {
  /** The configuration files as loaded, or a worker's delegated servers. */
  readonly config: LoadedConfig;
  /** What references resolve from and children's environments are built from. */
  readonly environment: NodeJS.ProcessEnv;
  readonly cwd: string;
  /** A home a person named (--home), which the tool-catalog cache follows; else the environment's. */
  readonly home?: string | undefined;
  readonly offline: boolean;
  /** None for a worker: it runs only the servers it was delegated. */
  readonly packaged?: PackagedInput | undefined;
  /** The interpreter of packaged Python servers. */
  readonly pythonExecutable?: string | undefined;
  readonly ceiling?: Ceiling | undefined;
}

export interface Session {
  readonly runtime: Runtime;
  readonly proxy: McpProxy;
}

/** Throws the catalog error of the first descriptor refused, or MCPA_PACKAGED_NO_INTERPRETER. */
export function openSession(s: SessionSetup): Session {
  const registry = new PackagedRegistry();
  for (const server of s.packaged?.servers ?? []) registry.registerServer(server);
  for (const facade of s.packaged?.facades ?? []) registry.registerFacade(facade);
  const snapshot = registry.snapshot();
  const merged = withPackaged(s.config, snapshot.servers, {
    pythonExecutable: s.pythonExecutable,
    nodeExecutable: process.execPath,
  });
  if (merged.unlaunchable.length > 0)
    throw new AdapterError("MCPA_PACKAGED_NO_INTERPRETER", { servers: merged.unlaunchable.join(", ") });
  const runtime = new Runtime(merged.config, { environment: s.environment, cwd: s.cwd, offline: s.offline });
  // The tool-catalog cache lives where this session's environment says (its HOME, XDG_CACHE_HOME),
  // or in the home a person named.
  return {
    runtime,
    proxy: new McpProxy(runtime, snapshot.facades, s.ceiling, {
      toolCache: defaultToolCache({ cwd: s.cwd, env: s.environment, home: s.home }),
    }),
  };
}
