// The worker descriptor (spec/worker-delegation.yaml): a delegated server's definition as
// an mcp.json entry rebuilt from the parsed configuration (references left unresolved, cwd
// absolute), the variable names those definitions reference, and the generation hash. JSON only:
// nothing here reads the environment, so no value can reach a descriptor.
import { createHash } from "node:crypto";
import type { CacheOrigin, ServerConfig } from "../config/index.js";
import { canonicalJson } from "../results/canonical.js";
import { compareCodePoints } from "../results/order.js";
import { parseTemplate, referenceNames } from "../secrets/index.js";

/**
 * The mcp.json entry that configures `server` as the parent has it; `directory` is where the parent's
 * would start (runtime/server-place.ts), the cwd the worker is given.
 */
export function serverDefinition(server: ServerConfig, directory: string): Record<string, unknown> {
  const common = {
    ...(server.tools?.include !== undefined ? { includeTools: [...server.tools.include] } : {}),
    ...(server.tools?.exclude !== undefined ? { excludeTools: [...server.tools.exclude] } : {}),
    ...(server.requestTimeoutMs !== undefined ? { requestTimeoutMs: server.requestTimeoutMs } : {}),
    ...(server.protocolVersion !== undefined ? { protocolVersion: server.protocolVersion } : {}),
    ...(server.cacheTools === false ? { cacheTools: false } : {}),
    ...(server.pinTools === true ? { pinTools: true } : {}),
    reconnect: {
      automatic: server.reconnect.automatic,
      maxAttempts: server.reconnect.maxAttempts,
      baseDelayMs: server.reconnect.baseDelayMs,
    },
  };
  if (server.transport === "stdio") {
    // Always absolute: the worker's server runs where the parent's would, whatever its own cwd.
    return {
      command: server.command,
      args: [...server.args],
      cwd: directory,
      env: { ...server.env },
      ...common,
    };
  }
  return { url: server.url, headers: { ...server.headers }, ...common };
}

/**
 * What the tool-catalog cache key of `server` takes from the parent's configuration besides the
 * definition: a worker's delegated definition names neither the file nor the cwd as written.
 */
export function cacheOriginOf(server: ServerConfig): CacheOrigin | undefined {
  if (server.cacheOrigin) return server.cacheOrigin;
  const scope = server.origin.scope;
  if (scope === "packaged") return undefined;
  return {
    file: server.origin.file,
    scope,
    ...(server.transport === "stdio" && server.cwd !== undefined ? { cwd: server.cwd } : {}),
  };
}

/** Every variable name the definitions' env and headers reference, distinct and sorted. */
export function environmentReferences(definitions: Readonly<Record<string, unknown>>): string[] {
  const names = new Set<string>();
  for (const d of Object.values(definitions)) {
    const entry = (typeof d === "object" && d !== null ? d : {}) as { env?: unknown; headers?: unknown };
    for (const templates of [entry.env, entry.headers]) {
      if (typeof templates !== "object" || templates === null) continue;
      for (const value of Object.values(templates)) {
        if (typeof value !== "string") continue;
        const parsed = parseTemplate(value);
        if (parsed.ok) for (const name of referenceNames(parsed.parts)) names.add(name);
      }
    }
  }
  return [...names].sort(compareCodePoints);
}

/** sha256 of the canonical JSON (keys sorted by code point, no whitespace) of every key but `generation`. */
export function descriptorGeneration(descriptor: object): string {
  const rest = Object.fromEntries(Object.entries(descriptor).filter(([key]) => key !== "generation"));
  return createHash("sha256").update(canonicalJson(rest), "utf8").digest("hex");
}
