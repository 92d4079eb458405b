// The sidecar (see docs/architecture.md, "The sidecar"): line-delimited JSON-RPC 2.0 on stdin/stdout for the
// Travis234 shim. Re-entrant (calls run concurrently), cancellable per request, and it exits on stdin EOF or
// after `shutdown`, closing every MCP connection and process it started. Nothing but protocol lines is ever
// written to stdout.
import type { Readable } from "node:stream";
import type { LoadedConfig } from "../config/index.js";
import { wellFormedJson } from "../errors/index.js";
import type { Session } from "../proxy/session.js";
import { openSession } from "../proxy/session.js";
import { warmUpClient } from "../runtime/warm-up.js";
import type { SidecarNotificationParams, SidecarParams, SidecarRequest, SidecarResults } from "./generated.js";
import {
  SIDECAR_METHODS as M,
  SIDECAR_NOTIFICATION_METHODS as N,
  PACKAGE_IDENTITY,
  SIDECAR_ERRORS,
  SIDECAR_NOTIFICATION_GUARDS,
  SIDECAR_PARAMS_GUARDS,
  SIDECAR_PROTOCOL_VERSION,
  TOOL_DEFINITION,
} from "./generated.js";
import { openHostSession } from "./host-session.js";
import { readLines } from "./line-input.js";
import { personCommand } from "./person-command.js";
import { configurationLine } from "./person-views.js";
import { ProgressOutbox } from "./progress-outbox.js";
import { RpcError, refusal } from "./rpc-error.js";
import { staleGeneration, workerExport, workerPreflight, workerScope } from "./worker-methods.js";
import type { Delegation } from "./worker-mode.js";
import { startDelegation } from "./worker-mode.js";

type Id = string | number;
type Handler<R extends SidecarRequest> = (
  id: Id,
  params: SidecarParams[R],
) => SidecarResults[R] | Promise<SidecarResults[R]>;
interface Message {
  readonly jsonrpc?: unknown;
  readonly id?: unknown;
  readonly method?: unknown;
  readonly params?: unknown;
}

export interface SidecarIo {
  readonly input: Readable;
  readonly write: (line: string) => void;
  readonly environment: NodeJS.ProcessEnv;
  /** Aborting it (SIGTERM or SIGINT, from main) shuts down as `shutdown` does, without a reply. */
  readonly signal?: AbortSignal;
  /** Bytes written and not yet read by the host (stdout's buffer): progress waits while it is high. */
  readonly backlog?: () => number;
  /** Told when the idle-time warm-up of the MCP client after initialize is over (runtime/warm-up.ts). */
  readonly onWarmUp?: (ok: boolean) => void;
}

export class Sidecar {
  private session: Session | undefined;
  private delegation: Delegation | undefined;
  private cwd = "";
  private readonly inflight = new Map<Id, AbortController>();
  private shuttingDown = false;
  private finished: Promise<void> | undefined;
  private resolveDone: () => void = () => {};
  readonly done = new Promise<void>((r) => {
    this.resolveDone = r;
  });

  private readonly startedAt = performance.now();

  private readonly progress: ProgressOutbox;

  constructor(private readonly io: SidecarIo) {
    this.progress = new ProgressOutbox((id, line) => {
      const params: SidecarNotificationParams[typeof N.progress] = { id, content: [{ type: "text", text: line }] };
      this.send({ method: N.progress, params });
    }, io.backlog);
  }

  private send(message: object): void {
    this.io.write(`${wellFormedJson({ jsonrpc: "2.0", ...message })}\n`);
  }

  /** Handles one input line; responses are written as they complete. */
  handleLine(line: string): void {
    if (line.trim() === "") return;
    let msg: Message;
    try {
      msg = JSON.parse(line) as Message;
    } catch {
      this.send({ id: null, error: { code: SIDECAR_ERRORS.PARSE_ERROR, message: "the line is not JSON" } });
      return;
    }
    const id =
      typeof msg === "object" && msg !== null && (typeof msg.id === "string" || typeof msg.id === "number")
        ? msg.id
        : undefined;
    if (
      typeof msg !== "object" ||
      msg === null ||
      msg.jsonrpc !== "2.0" ||
      typeof msg.method !== "string" ||
      (id === undefined && msg.id !== undefined)
    ) {
      this.send({
        id: id ?? null,
        error: { code: SIDECAR_ERRORS.INVALID_REQUEST, message: "not a JSON-RPC 2.0 request" },
      });
      return;
    }
    if (id === undefined) {
      this.notification(msg.method, msg.params);
      return;
    }
    this.dispatch(id, msg.method, msg.params).then(
      (result) => this.send({ id, result }),
      (err: unknown) => this.send({ id, error: refusal(err).object }),
    );
  }

  private notification(method: string, params: unknown): void {
    if (method === N.cancelRequest && SIDECAR_NOTIFICATION_GUARDS[N.cancelRequest](params))
      this.inflight.get(params.id)?.abort();
  }

  private async dispatch(id: Id, method: string, params: unknown): Promise<unknown> {
    if (!this.handles(method))
      throw new RpcError(SIDECAR_ERRORS.METHOD_NOT_FOUND, `unknown method ${JSON.stringify(method).slice(0, 80)}`);
    return this.run(id, method, params ?? {});
  }

  private handles(method: string): method is SidecarRequest {
    return Object.hasOwn(this.handlers, method);
  }

  private run<R extends SidecarRequest>(
    id: Id,
    method: R,
    params: unknown,
  ): SidecarResults[R] | Promise<SidecarResults[R]> {
    const valid: (data: unknown) => data is SidecarParams[R] = SIDECAR_PARAMS_GUARDS[method];
    if (!valid(params)) throw new RpcError(SIDECAR_ERRORS.INVALID_PARAMS, `invalid params for ${method}`);
    if (this.shuttingDown) throw new RpcError(SIDECAR_ERRORS.SHUTTING_DOWN, "shutting down");
    const handler: Handler<R> = this.handlers[method];
    return handler(id, params);
  }

  /** One handler per request method of the spec: a method added there fails the typecheck until it is handled here. */
  private readonly handlers: { readonly [R in SidecarRequest]: Handler<R> } = {
    [M.initialize]: (_id, p) => {
      const answer = this.initialize(p);
      // After the answer is written: the first call then finds the MCP client's code run once.
      setTimeout(() => void warmUpClient().then((ok) => this.io.onWarmUp?.(ok)), 0).unref();
      return answer;
    },
    [M.toolCall]: (id, p) => this.toolCall(id, p),
    [M.status]: () => this.status(),
    [M.shutdown]: async () => {
      await this.shutdown();
      return {};
    },
    [M.workerExport]: (_id, p) => workerExport(this.ready().runtime, this.cwd, this.delegation, p),
    [M.workerScope]: (_id, p) => workerScope(this.ready().proxy, this.delegation, p.arguments),
    [M.workerPreflight]: (id) => this.preflight(id),
    [M.personCommand]: (id, p) => this.personCommand(id, p.line),
  };

  private reloadConfig: (() => LoadedConfig) | undefined;

  /** Runs `work` under a signal that `$/cancelRequest` for `id` aborts. */
  private async cancellable<T>(id: Id, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    this.inflight.set(id, controller);
    try {
      return await work(controller.signal);
    } finally {
      this.inflight.delete(id);
    }
  }

  /** `/mcp ...` for a person: cancellable like a call, and never a model-visible result. */
  private personCommand(id: Id, line: string): Promise<SidecarResults[typeof M.personCommand]> {
    const { runtime, proxy } = this.ready();
    const reloadConfig = this.reloadConfig;
    return this.cancellable(id, (signal) =>
      personCommand(line, { runtime, proxy, signal, ...(reloadConfig ? { reloadConfig } : {}) }),
    );
  }

  private initialize(p: SidecarParams[typeof M.initialize]): SidecarResults[typeof M.initialize] {
    if (this.session) throw new RpcError(SIDECAR_ERRORS.INVALID_REQUEST, "already initialized");
    const cwd = p.cwd;
    this.cwd = cwd;
    if (p.delegation !== undefined) {
      // A worker: only the delegated servers, only the delegated values; no files, no packaged servers.
      const delegation = startDelegation(p.delegation, this.io.environment);
      this.delegation = delegation;
      this.session = openSession({
        config: delegation.config,
        environment: delegation.environment,
        cwd,
        offline: p.offline,
        ceiling: delegation.ceiling,
      });
      return { protocolVersion: SIDECAR_PROTOCOL_VERSION, server: PACKAGE_IDENTITY, node: process.version };
    }
    const opened = openHostSession(p, cwd, this.io.environment);
    // `/mcp check` reads the same files again, with the same trust, as they are then.
    this.reloadConfig = opened.reloadConfig;
    this.session = opened.session;
    return {
      protocolVersion: SIDECAR_PROTOCOL_VERSION,
      server: PACKAGE_IDENTITY,
      node: process.version,
      configuration: configurationLine(opened.session.runtime.config),
    };
  }

  private async toolCall(id: Id, p: SidecarParams[typeof M.toolCall]): Promise<SidecarResults[typeof M.toolCall]> {
    const proxy = this.session?.proxy;
    if (!proxy) throw new RpcError(SIDECAR_ERRORS.NOT_INITIALIZED, "initialize first");
    const tool = p.tool;
    const isFacade = proxy.facadeList.some((f) => f.name === tool);
    if (tool !== TOOL_DEFINITION.name && !isFacade) throw new RpcError(SIDECAR_ERRORS.INVALID_PARAMS, "unknown tool");
    const stale = staleGeneration(this.delegation, p.generation);
    if (stale) return stale;
    try {
      return await this.cancellable(id, (signal) => {
        const options = { signal, onprogress: (line: string) => this.progress.push(id, line) };
        return isFacade ? proxy.callFacade(tool, p.arguments, options) : proxy.call(p.arguments, options);
      });
    } finally {
      this.progress.end(id);
    }
  }

  private ready(): Session {
    if (!this.session) throw new RpcError(SIDECAR_ERRORS.NOT_INITIALIZED, "initialize first");
    return this.session;
  }

  private preflight(id: Id): Promise<SidecarResults[typeof M.workerPreflight]> {
    const { runtime } = this.ready();
    if (!this.delegation)
      throw new RpcError(SIDECAR_ERRORS.INVALID_REQUEST, `${M.workerPreflight} needs initialize with a delegation`);
    return this.cancellable(id, (signal) => workerPreflight(runtime, signal));
  }

  private status(): SidecarResults[typeof M.status] {
    const runtime = this.session?.runtime;
    if (!runtime) throw new RpcError(SIDECAR_ERRORS.NOT_INITIALIZED, "initialize first");
    // No stderr tails (spec/sidecar-protocol.yaml says why): server stderr can hold values no
    // redactor knows are secret. People read it with `travis234-mcp check --connect`.
    return {
      servers: runtime.status(),
      sidecar: { pid: process.pid, uptimeMs: Math.round(performance.now() - this.startedAt) },
    };
  }

  /** Cancels everything, closes the runtime; idempotent. */
  shutdown(): Promise<void> {
    this.finished ??= (async () => {
      this.shuttingDown = true;
      this.progress.close();
      for (const c of this.inflight.values()) c.abort();
      await this.session?.runtime.close();
      this.resolveDone();
    })();
    return this.finished;
  }
}

/** Serves the protocol until stdin ends, `shutdown` is answered or the signal aborts. */
export async function serveSidecar(io: SidecarIo): Promise<void> {
  const sidecar = new Sidecar(io);
  const lines = readLines(
    io.input,
    (line) => sidecar.handleLine(line),
    () => void sidecar.shutdown(),
  );
  if (io.signal?.aborted) void sidecar.shutdown();
  io.signal?.addEventListener("abort", () => void sidecar.shutdown(), { once: true });
  await sidecar.done;
  lines.close();
}
