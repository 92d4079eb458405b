// The `mcp` tool: normalise the request, then run exactly one operation on exactly one server.
// Every outcome is a bounded HostResult; only cancellation is thrown (MCPA_RUNTIME_CANCELLED), so
// that the host can report it as a cancellation rather than as a tool error.
import { PromptCatalog } from "../catalog/prompts.js";
import { isReference } from "../catalog/references.js";
import { targetUri } from "../catalog/resource-target.js";
import { ResourceCatalog } from "../catalog/resources.js";
import type { ToolCache } from "../catalog/tool-cache.js";
import { ToolCatalog } from "../catalog/tools.js";
import type { ToolFacade } from "../config/index.js";
import type { ErrorCode } from "../errors/index.js";
import { AdapterError } from "../errors/index.js";
import type { HostResult } from "../results/index.js";
import type { Runtime } from "../runtime/runtime.js";
import { decide, facadeLabel } from "./approval.js";
import type { Ceiling } from "./ceiling.js";
import type { CallOptions, Catalogs, OperationContext, OperationOptions } from "./context.js";
import { defaultToolCache } from "./default-tool-cache.js";
import { checkFacadeArguments } from "./facade.js";
import { errorResult, failureResult, progressLine } from "./format.js";
import { APPROVAL_TABLE } from "./generated.js";
import type { NormalRequest, OperationId } from "./normalize.js";
import { normalise } from "./normalize.js";
import { readOutput } from "./output-read.js";
import { getPrompt, listPrompts, listResources, readResource, reconnect } from "./resource-prompt-ops.js";
import { notKept, searchServers } from "./servers-search.js";
import { reportStart } from "./start-progress.js";
import type { CachedStatus } from "./status.js";
import { statusResult } from "./status.js";
import { callTool, describeTool, listTools, searchTools } from "./tool-ops.js";
import { pausedError, unknownServerError } from "./unknown-server.js";
import type { WorkerScope } from "./worker-scope.js";
import { ceilingDenial, lostConnectionDenial, scopeNeeds, scopeOf } from "./worker-scope.js";

export type { CallOptions } from "./context.js";

const OPERATIONS: Readonly<
  Record<Exclude<OperationId, "servers.search">, (c: OperationContext) => HostResult | Promise<HostResult>>
> = {
  "tools.list": listTools,
  "tools.search": searchTools,
  "tools.describe": describeTool,
  "tools.call": callTool,
  "resources.list": listResources,
  "resources.read": readResource,
  "prompts.list": listPrompts,
  "prompts.get": getPrompt,
  reconnect,
  "output.read": readOutput,
};

export interface ProxyOptions {
  /** The tool-catalog cache; by default the per-user one of spec/sources.yaml `cache`. */
  readonly toolCache?: ToolCache;
}

export class McpProxy {
  private readonly catalogs = new Map<string, Catalogs>();
  private readonly facades: ReadonlyMap<string, ToolFacade>;
  private toolCacheOpened: ToolCache | undefined;

  constructor(
    readonly runtime: Runtime,
    facades: readonly ToolFacade[] = [],
    /** A native worker's delegation: every operation is checked against it, listings filtered by it. */
    readonly ceiling?: Ceiling,
    private readonly options: ProxyOptions = {},
  ) {
    this.facades = new Map(facades.map((f) => [f.name, f]));
  }

  /**
   * The tool-catalog cache, opened on first use; entries the configuration no longer stands behind
   * (untrusted project files, replaced definitions) are removed then. Not by a worker: it reads no
   * file and trusts no project of its own, so it would remove what its parent's files still use.
   */
  get toolCache(): ToolCache {
    if (!this.toolCacheOpened) {
      this.toolCacheOpened = this.options.toolCache ?? defaultToolCache({ cwd: this.runtime.cwd });
      if (!this.ceiling) this.toolCacheOpened.reconcile(this.runtime.config);
    }
    return this.toolCacheOpened;
  }

  /** Per usable server with a cached tool catalog: its tool count and when it was listed. Reads files only. */
  private cachedStatus(): Map<string, CachedStatus> {
    const out = new Map<string, CachedStatus>();
    const cache = this.toolCache;
    if (!cache.enabled) return out;
    for (const [name, config] of this.runtime.config.servers) {
      const c = cache.lookup(config);
      // A worker counts only the tools its ceiling lets it call, as its listings show.
      const ceiling = this.ceiling;
      const tools = ceiling ? c?.tools.filter((t) => ceiling.tool(name, t.name)).length : c?.tools.length;
      if (c && tools !== undefined) out.set(name, { tools, listedAtMs: c.listedAtMs });
      const reason = c ? undefined : notKept(cache, config);
      if (reason) out.set(name, { notKept: reason });
    }
    return out;
  }

  /** The facades this proxy serves besides `mcp`. */
  get facadeList(): ToolFacade[] {
    return [...this.facades.values()];
  }

  /** Runs one call of a facade tool: arguments checked first, then one call of the mapped tool. */
  async callFacade(name: string, args: unknown, options: CallOptions = {}): Promise<HostResult> {
    const facade = this.facades.get(name);
    if (!facade)
      return errorResult(
        new AdapterError("MCPA_FACADE_UNKNOWN", {
          facade: name,
          facades: [...this.facades.keys()].join(", ") || "(none)",
        }),
        APPROVAL_TABLE.invalidLabel,
        undefined,
      );
    let checked: ReturnType<typeof checkFacadeArguments>;
    try {
      checked = checkFacadeArguments(facade, args);
    } catch (err) {
      return failureResult(err, APPROVAL_TABLE.invalidLabel, facade.server);
    }
    const label = facadeLabel(facade.name, checked.operation.name);
    const request: NormalRequest = {
      operation: "tools.call",
      label,
      server: facade.server,
      name: checked.operation.tool,
      arguments: checked.arguments,
    };
    const bounds = facade.output ?? {};
    return this.dispatch(request, options, (c) => callTool(c, bounds));
  }

  /** Servers the person turned off for this session (`/mcp disable`): their requests are refused. */
  readonly paused = new Set<string>();
  /** Per server whose lists this proxy already holds, its tool or prompt names; connects nothing. */
  knownNames(kind: "tools" | "prompts"): Record<string, readonly string[]> {
    const held = [...this.catalogs].map(([n, c]) => [n, c[kind].knownNames] as const);
    return Object.fromEntries(held.filter((e): e is readonly [string, readonly string[]] => e[1] !== undefined));
  }
  private catalogsOf(server: string): Catalogs {
    let c = this.catalogs.get(server);
    if (!c) {
      const s = this.runtime.server(server);
      const link = { cache: this.toolCache, trusted: this.runtime.config.projectTrust.trusted };
      c = { tools: new ToolCatalog(s, link), resources: new ResourceCatalog(s), prompts: new PromptCatalog(s) };
      this.catalogs.set(server, c);
    }
    return c;
  }

  private disabled: ReadonlyMap<string, ErrorCode> | undefined;

  private disabledCodes(): ReadonlyMap<string, ErrorCode> {
    this.disabled ??= new Map(
      [...this.runtime.config.disabled.values()].map((d) => [
        d.name,
        (d.problems[0]?.code ?? "MCPA_CONFIG_FIELD_TYPE") as ErrorCode,
      ]),
    );
    return this.disabled;
  }

  /** Tools hidden by each server's filter, for servers whose catalog has been drained. */
  private hiddenCounts(): Map<string, number> {
    const out = new Map<string, number>();
    for (const [name, c] of this.catalogs) {
      const count = c.tools.hiddenCount;
      if (count !== undefined && this.runtime.config.servers.get(name)?.tools) out.set(name, count);
    }
    return out;
  }

  /** Listed tools not offered to the model (app-only, invalid x-mcp-header), for servers whose catalog has been drained. */
  private notOfferedCounts(): Map<string, number> {
    const out = new Map<string, number>();
    for (const [name, c] of this.catalogs) {
      const count = c.tools.notOfferedCount;
      if (count !== undefined && count > 0) out.set(name, count);
    }
    return out;
  }

  private off: ReadonlySet<string> | undefined;

  private offNames(): ReadonlySet<string> {
    this.off ??= new Set(this.runtime.config.off.keys());
    return this.off;
  }

  /** Runs one request. Throws only AdapterError MCPA_RUNTIME_CANCELLED, when `signal` aborts. */
  async call(args: unknown, options: CallOptions = {}): Promise<HostResult> {
    const n = normalise(args, this.runtime.serverNames, this.disabledCodes(), this.offNames(), (server) =>
      unknownServerError(this.runtime.config, server),
    );
    // Status is bounded to fit inline; should it still spill, its output.read names a usable server.
    if (n.kind === "status")
      return statusResult({
        config: this.runtime.config,
        servers: this.runtime.status(),
        ctx: { server: this.runtime.serverNames[0] ?? "", spills: this.runtime.spills },
        hidden: this.hiddenCounts(),
        notOffered: this.notOfferedCounts(),
        cached: this.cachedStatus(),
        cacheNotices: this.toolCache.notices,
        paused: this.paused,
        ...(options.person ? { person: true } : {}),
      });
    if (n.kind === "invalid") return errorResult(n.error, APPROVAL_TABLE.invalidLabel, undefined, n.example);
    // Across servers: answered from the cache, connecting nothing (a worker's ceiling filters it).
    if (n.kind === "servers") {
      try {
        return searchServers(n.request, this.runtime, this.toolCache, this.ceiling);
      } catch (err) {
        return failureResult(err, n.request.label, undefined);
      }
    }
    if (this.ceiling) {
      const denied =
        ceilingDenial(this.ceiling, scopeNeeds(n, this.resolveUri)) ??
        lostConnectionDenial(
          this.ceiling,
          n.request.server,
          this.runtime.status().find((s) => s.name === n.request.server),
        );
      if (denied) return errorResult(denied, n.request.label, n.request.server);
    }
    const request = n.request;
    return this.dispatch(request, options, OPERATIONS[request.operation as Exclude<OperationId, "servers.search">]);
  }

  /** The ceiling string a request needs (worker/scope), computed as call() checks it. */
  scope(args: unknown): WorkerScope {
    const scope = scopeOf(
      normalise(args, this.runtime.serverNames, this.disabledCodes(), this.offNames()),
      this.resolveUri,
    );
    // A server this worker was not given is scoped as if it existed, so the host's own gate refuses
    // it (no descriptor lists it) instead of letting it through as status to the sidecar's error.
    const d = decide(args);
    if (scope.server !== null || d.kind !== "request" || this.runtime.serverNames.includes(d.server)) return scope;
    return scopeOf(normalise(args, [d.server]), this.resolveUri);
  }

  private readonly resolveUri = (request: NormalRequest): string | undefined => {
    // A URI the model gives is what a worker's ceiling must grant; whether the server offers it is
    // checked when it is read.
    if (request.resource !== undefined && !isReference(request.resource)) return request.resource;
    try {
      return targetUri(
        this.catalogsOf(request.server).resources.resolve(request.resource ?? ""),
        request.arguments,
        request.server,
      );
    } catch {
      return undefined;
    }
  };

  private async dispatch(
    request: NormalRequest,
    options: CallOptions,
    operation: (c: OperationContext) => HostResult | Promise<HostResult>,
  ): Promise<HostResult> {
    if (this.paused.has(request.server)) return errorResult(pausedError(request.server), request.label, request.server);
    let stop: (() => void) | undefined;
    try {
      const server = this.runtime.server(request.server);
      const onprogress = options.onprogress;
      stop = onprogress && reportStart(server, onprogress);
      const safe: OperationOptions = {
        signal: options.signal,
        onprogress: onprogress && ((p) => onprogress(progressLine(p, server.redactor))),
      };
      return await operation({
        request,
        runtime: this.runtime,
        server,
        catalogs: this.catalogsOf(request.server),
        options: safe,
        ...(this.ceiling ? { ceiling: this.ceiling } : {}),
      });
    } catch (err) {
      // The person paused the server while this request waited for it (its start was stopped):
      // that is no cancellation of the request, and the model reads why, as later calls do.
      if (!options.signal?.aborted && this.paused.has(request.server))
        return errorResult(pausedError(request.server), request.label, request.server);
      if (AdapterError.isInstance(err) && err.code === "MCPA_RUNTIME_CANCELLED") throw err;
      if (options.signal?.aborted) throw this.runtime.server(request.server).cancelled(request.label);
      return failureResult(err, request.label, request.server);
    } finally {
      stop?.();
    }
  }
}
