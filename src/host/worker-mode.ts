// A sidecar started for a native worker (initialize.delegation; see docs/architecture.md, "Native workers"):
// the configuration is the descriptor's servers and nothing else, references resolve only from the
// environment map the host handed over (never from this process's own values of those names), automatic
// reconnect is off unless `reconnect` is granted, and the ceiling goes to the proxy, which enforces it.
import type { LoadedConfig, ServerConfig } from "../config/index.js";
import { loadDelegatedServers } from "../config/index.js";
import { AdapterError } from "../errors/index.js";
import { CEILING_GRAMMAR_TEXT, Ceiling, parseServerCeiling } from "../proxy/ceiling.js";
import { quote } from "../proxy/format.js";
import type { WorkerDescriptor } from "./generated.js";
import { WORKER_VALIDATORS } from "./generated.js";
import { descriptorGeneration, environmentReferences } from "./worker-descriptor.js";

export interface Delegation {
  readonly descriptor: WorkerDescriptor;
  readonly ceiling: Ceiling;
  readonly config: LoadedConfig;
  /** What the runtime resolves references from and builds children's environments from. */
  readonly environment: Readonly<Record<string, string>>;
}

const invalid = (problem: string): AdapterError =>
  new AdapterError("MCPA_WORKER_REQUEST_INVALID", { problem, grammar: CEILING_GRAMMAR_TEXT });

function checkDescriptor(value: unknown): WorkerDescriptor {
  if (!WORKER_VALIDATORS.workerDescriptor(value)) {
    const first = WORKER_VALIDATORS.workerDescriptor.errors?.[0];
    throw invalid(
      `the descriptor ${first ? `${first.instancePath || "(root)"} ${first.message ?? "is not valid"}` : "is not valid"}`,
    );
  }
  const d = value;
  if (descriptorGeneration(d) !== d.generation) throw invalid("the descriptor's generation does not match its content");
  const servers = Object.keys(d.servers).sort();
  if (JSON.stringify(servers) !== JSON.stringify(Object.keys(d.operations).sort()))
    throw invalid("the descriptor's servers and operations name different servers");
  const stray = Object.keys(d.cache_origins ?? {}).find((name) => !Object.hasOwn(d.servers, name));
  if (stray !== undefined)
    throw invalid(`the descriptor's cache_origins name ${quote(stray)}, which it does not delegate`);
  for (const name of servers) {
    const parsed = parseServerCeiling(d.operations[name] ?? []);
    if (!parsed.ok) throw invalid(`server ${quote(name)}, operation ${parsed.index + 1}: ${parsed.problem}`);
  }
  return d;
}

/** Only the reconnect grant lets the runtime reconnect on its own. */
function narrowed(config: LoadedConfig, ceiling: Ceiling): LoadedConfig {
  const servers = new Map<string, ServerConfig>();
  for (const [name, s] of config.servers) {
    servers.set(
      name,
      ceiling.allows(name, "reconnect")
        ? s
        : Object.freeze({ ...s, reconnect: Object.freeze({ ...s.reconnect, automatic: false }) }),
    );
  }
  return Object.freeze({ ...config, servers });
}

/**
 * The delegated configuration and environment. `own` is this process's environment: only names the
 * definitions do not reference are taken from it (the runtime passes the SDK's safe ones to children).
 */
export function startDelegation(
  raw: { readonly descriptor: unknown; readonly environment: Readonly<Record<string, string | undefined>> },
  own: NodeJS.ProcessEnv,
): Delegation {
  const descriptor = checkDescriptor(raw.descriptor);
  const referenced = new Set([...environmentReferences(descriptor.servers), ...descriptor.environment_references]);
  const environment: Record<string, string> = {};
  for (const [k, v] of Object.entries(own)) if (v !== undefined && !referenced.has(k)) environment[k] = v;
  for (const name of [...referenced].sort()) {
    const value = Object.hasOwn(raw.environment, name) ? raw.environment[name] : undefined;
    if (typeof value !== "string") throw new AdapterError("MCPA_WORKER_ENVIRONMENT_MISSING", { variable: name });
    environment[name] = value;
  }
  const loaded = loadDelegatedServers(descriptor.servers, "worker delegation", descriptor.cache_origins ?? {});
  const broken =
    [...loaded.disabled.values()][0] ??
    (loaded.off.size > 0 ? { name: [...loaded.off.keys()][0] as string, problems: [] } : undefined);
  if (broken)
    throw invalid(
      `delegated server ${quote(broken.name)} is not a usable mcp.json entry${broken.problems[0] ? ` (${broken.problems[0].code})` : ""}`,
    );
  if (loaded.failedFiles.length > 0)
    throw invalid(`the delegated servers are not usable mcp.json entries (${loaded.problems[0]?.code ?? "invalid"})`);
  const ceiling = new Ceiling(descriptor.operations as Record<string, string[]>);
  return { descriptor, ceiling, config: narrowed(loaded, ceiling), environment };
}
