// The sidecar's worker methods: worker/export in a parent, worker/preflight and
// worker/scope in a worker, and the generation check of tool/call. Refusals are AdapterErrors with
// MCPA_WORKER_ codes; the sidecar turns them into JSON-RPC errors carrying data.code.
import { AdapterError } from "../errors/index.js";
import { errorResult } from "../proxy/format.js";
import type { McpProxy } from "../proxy/proxy.js";
import type { HostResult } from "../results/blocks.js";
import type { Runtime } from "../runtime/runtime.js";
import type { SIDECAR_METHODS, SidecarParams, SidecarResults } from "./generated.js";
import { APPROVAL_TABLE } from "./generated.js";
import { exportDescriptor } from "./worker-export.js";
import type { Delegation } from "./worker-mode.js";

export function workerExport(
  runtime: Runtime,
  cwd: string,
  delegation: Delegation | undefined,
  params: SidecarParams[typeof SIDECAR_METHODS.workerExport],
): SidecarResults[typeof SIDECAR_METHODS.workerExport] {
  const descriptor = exportDescriptor(
    { config: runtime.config, cwd, environment: runtime.environment, installer: params.installer, parent: delegation },
    params.request,
  );
  return { descriptor };
}

/** Connects every delegated server (at once); the first failure, in name order, refuses the worker. */
export async function workerPreflight(
  runtime: Runtime,
  signal: AbortSignal,
): Promise<SidecarResults[typeof SIDECAR_METHODS.workerPreflight]> {
  const names = [...runtime.serverNames];
  const outcomes = await Promise.allSettled(names.map((name) => runtime.server(name).connection(signal)));
  const servers: Record<string, "connected"> = {};
  for (const [i, outcome] of outcomes.entries()) {
    const name = names[i] as string;
    if (outcome.status === "rejected") {
      const reason = AdapterError.isInstance(outcome.reason) ? outcome.reason.code : "MCPA_RUNTIME_REQUEST_FAILED";
      throw new AdapterError("MCPA_WORKER_PREFLIGHT_FAILED", { server: name, reason });
    }
    servers[name] = "connected";
  }
  return { servers };
}

export function workerScope(
  proxy: McpProxy,
  delegation: Delegation | undefined,
  args: unknown,
): SidecarResults[typeof SIDECAR_METHODS.workerScope] {
  return { ...proxy.scope(args), generation: delegation?.descriptor.generation ?? "" };
}

/** A call authorised under another generation than this worker's is not run. */
export function staleGeneration(delegation: Delegation | undefined, generation: unknown): HostResult | undefined {
  if (!delegation || typeof generation !== "string" || generation === delegation.descriptor.generation)
    return undefined;
  return errorResult(new AdapterError("MCPA_WORKER_GENERATION_STALE", {}), APPROVAL_TABLE.invalidLabel, undefined);
}
