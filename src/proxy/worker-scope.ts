// Which ceiling strings a proxy request needs (spec/worker-delegation.yaml proxyOperations). The
// same function answers the host's gate (worker/scope) and the sidecar's own check before every
// operation, so the two never disagree. A request that names no server, or is not valid, needs
// nothing: it reaches no server and the proxy answers it with its own validation error.
import type { ModelVisibleCode } from "../errors/index.js";
import { AdapterError } from "../errors/index.js";
import type { Ceiling, CeilingEntry } from "./ceiling.js";
import { formatCeiling, parseCeiling } from "./ceiling.js";
import { quote } from "./format.js";
import type { CeilingOperation } from "./generated.js";
import { CEILING_STATUS_OPERATION, PROXY_CEILING } from "./generated.js";
import type { Normalised, NormalRequest } from "./normalize.js";

/** What worker/scope returns (without the generation, which the host side adds). */
export interface WorkerScope {
  readonly server: string | null;
  readonly operation: string;
  readonly target: string | null;
}

export interface ScopeNeeds {
  readonly server: string;
  /** The first entry is the scope the host gates on; later ones are checked by the sidecar too. */
  readonly entries: readonly CeilingEntry[];
}

/** The URI a resource reference (and, for a template, its arguments) stands for; undefined when unknown. */
export type ResolveUri = (request: NormalRequest) => string | undefined;

const STATUS_SCOPE: WorkerScope = Object.freeze({ server: null, operation: CEILING_STATUS_OPERATION, target: null });

function targetOf(
  request: NormalRequest,
  field: "name" | "resource" | "prompt",
  resolveUri: ResolveUri,
): string | undefined {
  if (field === "resource") return resolveUri(request);
  return field === "name" ? request.name : request.prompt;
}

/** The ceiling entries a normalised request needs; undefined when it needs none (status, invalid, serverless). */
export function scopeNeeds(n: Normalised, resolveUri: ResolveUri): ScopeNeeds | undefined {
  if (n.kind !== "request") return undefined;
  const request = n.request;
  const rule = PROXY_CEILING[request.operation] as {
    ceiling: string;
    alsoRequires?: CeilingOperation;
    target?: "name" | "resource" | "prompt";
    serverless?: true;
  };
  if (rule.serverless === true) return undefined;
  const target = rule.target === undefined ? undefined : targetOf(request, rule.target, resolveUri);
  // A reference the catalog does not know is not valid: the operation itself reports it, unconnected.
  if (rule.target !== undefined && target === undefined) return undefined;
  const entry = (operation: CeilingOperation): CeilingEntry => ({
    operation,
    target: operation === rule.ceiling && rule.alsoRequires !== undefined ? null : (target ?? null),
  });
  const entries = [
    entry(rule.ceiling as CeilingOperation),
    ...(rule.alsoRequires !== undefined ? [{ operation: rule.alsoRequires, target: target ?? null }] : []),
  ];
  return { server: request.server, entries };
}

export function scopeOf(n: Normalised, resolveUri: ResolveUri): WorkerScope {
  const needs = scopeNeeds(n, resolveUri);
  const first = needs?.entries[0];
  if (!needs || !first) return STATUS_SCOPE;
  return { server: needs.server, operation: first.operation, target: first.target };
}

/** The refusal for the first entry the ceiling does not grant, if any. */
export function ceilingDenial(
  ceiling: Ceiling,
  needs: ScopeNeeds | undefined,
): AdapterError<ModelVisibleCode> | undefined {
  if (!needs) return undefined;
  const missing = needs.entries.find((e) => !ceiling.allows(needs.server, e.operation, e.target));
  return missing === undefined ? undefined : denial(ceiling, needs.server, missing);
}

/** A ceiling string as the model may see it: a resource URI (possibly credential-bearing) is not shown. */
const shown = (e: CeilingEntry): string =>
  e.operation === "resources.read" && e.target !== null ? `${e.operation}:<the resource's URI>` : formatCeiling(e);

export function denial(ceiling: Ceiling, server: string, entry: CeilingEntry): AdapterError<ModelVisibleCode> {
  const granted = ceiling.granted(server).flatMap((s) => {
    const p = parseCeiling(s);
    return p.ok && p.entry.operation !== "resources.read" ? [s] : [];
  });
  const uris = ceiling.granted(server).length - granted.length;
  const text = [...granted, ...(uris > 0 ? [`resources.read of ${uris} URI${uris === 1 ? "" : "s"}`] : [])].join(", ");
  return new AdapterError("MCPA_WORKER_CEILING_DENIED", {
    server,
    operation: quote(shown(entry)),
    granted: text || "nothing",
  });
}

/**
 * A worker without `reconnect` keeps the connection it made: once a delegated server was connected
 * and the connection is gone, using it again would reconnect, so that is refused as reconnect.
 */
export function lostConnectionDenial(
  ceiling: Ceiling,
  server: string,
  status: { readonly state: string; readonly connectedAtMs?: number } | undefined,
): AdapterError<ModelVisibleCode> | undefined {
  if (ceiling.allows(server, "reconnect") || status?.connectedAtMs === undefined) return undefined;
  return status.state === "connected" ? undefined : denial(ceiling, server, { operation: "reconnect", target: null });
}
