// worker/export (see docs/architecture.md, "Native workers"): the parent checks a coordinator's delegation
// request against its own effective configuration and builds the descriptor. Never more than the parent may
// do itself: only usable, file-configured servers; only tools its includeTools/excludeTools let through; and
// a parent that is itself a worker only narrows its own ceiling. Nothing connects or resolves.
import { toolVisible } from "../catalog/tool-filter.js";
import type { CacheOrigin, LoadedConfig, ServerConfig } from "../config/index.js";
import { AdapterError } from "../errors/index.js";
import type { Ceiling } from "../proxy/ceiling.js";
import { CEILING_GRAMMAR_TEXT, parseCeiling, parseServerCeiling } from "../proxy/ceiling.js";
import { quote } from "../proxy/format.js";
import { serverDirectory } from "../runtime/server-place.js";
import type { WorkerDescriptor, WorkerRequest } from "./generated.js";
import { WORKER_INTERFACE_VERSION, WORKER_VALIDATORS } from "./generated.js";
import { cacheOriginOf, descriptorGeneration, environmentReferences, serverDefinition } from "./worker-descriptor.js";

interface Installer {
  readonly distribution: string;
  readonly version: string;
  readonly module: string;
  readonly callable: string;
}

export interface ExportContext {
  readonly config: LoadedConfig;
  readonly cwd: string;
  /** The parent's environment, for where its servers start (default: this process's). */
  readonly environment?: NodeJS.ProcessEnv;
  readonly installer: Installer;
  /** Set when this session is itself a worker: its descriptor and ceiling. */
  readonly parent?: { readonly descriptor: WorkerDescriptor; readonly ceiling: Ceiling } | undefined;
}

const invalid = (problem: string): AdapterError =>
  new AdapterError("MCPA_WORKER_REQUEST_INVALID", { problem, grammar: CEILING_GRAMMAR_TEXT });

function unavailable(config: LoadedConfig, name: string): AdapterError | undefined {
  const reason = config.servers.has(name)
    ? config.servers.get(name)?.origin.scope === "packaged"
      ? "it is registered by an extension (packaged), and workers load no extensions' servers"
      : undefined
    : config.off.has(name)
      ? "it is switched off (disabled: true)"
      : config.disabled.has(name)
        ? "its configuration is invalid"
        : "no server of that name is configured";
  if (reason === undefined) return undefined;
  const usable = [...config.servers.values()].filter((s) => s.origin.scope !== "packaged").map((s) => quote(s.name));
  return new AdapterError("MCPA_WORKER_SERVER_UNAVAILABLE", {
    server: quote(name),
    reason,
    servers: usable.join(", ") || "none",
  });
}

/** What a server's ceiling may hold given the parent: its tool filter, and its own ceiling when it is a worker. */
function escalation(ctx: ExportContext, server: string, text: string): AdapterError | undefined {
  const parsed = parseCeiling(text);
  if (!parsed.ok) return undefined;
  const filter = ctx.config.servers.get(server)?.tools;
  if (
    parsed.entry.operation === "tools.call" &&
    parsed.entry.target !== null &&
    !toolVisible(filter, parsed.entry.target)
  ) {
    return new AdapterError("MCPA_WORKER_ESCALATION", {
      server,
      operation: quote(text),
      reason: "this session's includeTools/excludeTools hide that tool",
    });
  }
  if (ctx.parent && !ctx.parent.ceiling.has(server, text)) {
    return new AdapterError("MCPA_WORKER_ESCALATION", {
      server,
      operation: quote(text),
      reason: "this worker's own ceiling does not grant it, and a worker can only narrow",
    });
  }
  return undefined;
}

/** The descriptor for `request` (the raw JSON value the host passes), or the catalog error that refuses it. */
export function exportDescriptor(ctx: ExportContext, request: unknown): WorkerDescriptor {
  if (!WORKER_VALIDATORS.workerRequest(request)) {
    const first = WORKER_VALIDATORS.workerRequest.errors?.[0];
    throw invalid(
      first
        ? `${first.instancePath || "the request"} ${first.message ?? "is not valid"}`
        : "it must be an object with a servers object",
    );
  }
  const servers: WorkerRequest["servers"] = request.servers;
  const definitions: Record<string, unknown> = {};
  const operations: Record<string, string[]> = {};
  const cacheOrigins: Record<string, CacheOrigin> = {};
  for (const name of Object.keys(servers).sort()) {
    const refused = unavailable(ctx.config, name);
    if (refused) throw refused;
    const list = servers[name] ?? [];
    const parsed = parseServerCeiling(list);
    if (!parsed.ok)
      throw invalid(
        `server ${quote(name)}, operation ${parsed.index + 1}${typeof list[parsed.index] === "string" ? ` ${quote(list[parsed.index] as string)}` : ""}: ${parsed.problem}`,
      );
    for (const text of parsed.strings) {
      const e = escalation(ctx, name, text);
      if (e) throw e;
    }
    const parentDefinition = ctx.parent?.descriptor.servers[name];
    // A worker passes on the definition it was given, not the one it narrowed for its own runtime.
    const server = ctx.config.servers.get(name) as ServerConfig;
    definitions[name] =
      parentDefinition ??
      serverDefinition(
        server,
        server.transport === "stdio" ? serverDirectory(server, ctx.cwd, ctx.environment ?? process.env) : ctx.cwd,
      );
    operations[name] = [...parsed.strings];
    const origin = ctx.parent ? ctx.parent.descriptor.cache_origins?.[name] : cacheOriginOf(server);
    if (origin) cacheOrigins[name] = origin;
  }
  const body = {
    interface_version: WORKER_INTERFACE_VERSION,
    servers: definitions,
    operations,
    ...(Object.keys(cacheOrigins).length > 0 ? { cache_origins: cacheOrigins } : {}),
    environment_references: environmentReferences(definitions),
    installer: {
      distribution: ctx.installer.distribution,
      version: ctx.installer.version,
      module: ctx.installer.module,
      callable: ctx.installer.callable,
    },
  };
  return { ...body, generation: descriptorGeneration(body) } as WorkerDescriptor;
}
