// What the parts of one server's runtime share (connector, reconnector, request runner): its
// config, the state and last error that status() reports, and the lifetime that close() ends.
import type { ServerConfig } from "../config/index.js";
import type { ErrorCode } from "../errors/index.js";
import { AdapterError } from "../errors/index.js";
import { LIMIT_VALUES } from "./generated.js";

export type ServerState = "disconnected" | "connecting" | "connected" | "reconnecting" | "failed" | "closing";

export class ServerLifecycle {
  private current: ServerState = "disconnected";
  private updatedAt = Date.now();
  private error: { readonly code: ErrorCode; readonly at: number } | undefined;
  private readonly lifetime = new AbortController();
  private ended = false;

  constructor(readonly config: ServerConfig) {}

  get name(): string {
    return this.config.name;
  }

  /** Bounds every request, and spawn + handshake of every connect. */
  get timeoutMs(): number {
    return this.config.requestTimeoutMs ?? LIMIT_VALUES["request.sdkDefaultTimeoutMs"];
  }

  get state(): ServerState {
    return this.current;
  }

  get updatedAtMs(): number {
    return this.updatedAt;
  }

  get lastError(): { readonly code: ErrorCode; readonly at: number } | undefined {
    return this.error;
  }

  /** Aborts once, when the runtime closes: every connect and backoff listens to it. */
  get signal(): AbortSignal {
    return this.lifetime.signal;
  }

  get closing(): boolean {
    return this.ended;
  }

  /** Once closing, the state stays "closing" whatever a settling attempt reports. */
  setState(state: ServerState): void {
    if (this.current === "closing") return;
    this.current = state;
    this.updatedAt = Date.now();
  }

  recordError(err: AdapterError): void {
    this.error = { code: err.code, at: Date.now() };
  }

  closedError(): AdapterError {
    return new AdapterError("MCPA_RUNTIME_CLOSED", { server: this.config.name });
  }

  /** Enters "closing" for good and aborts the lifetime. */
  beginClose(): void {
    this.ended = true;
    this.current = "closing";
    this.updatedAt = Date.now();
    this.lifetime.abort();
  }
}
