// Runs one MCP request on one server's connection (see docs/architecture.md, "Timeouts"): bounded by the
// timeout, which progress resets only when none was configured (and then never past request.maxTotalMs),
// cancelled by the caller's signal, and mapped to a catalog error that says whether the connection
// survived. A request is never retried.

import type { Progress } from "@modelcontextprotocol/client";
import type { AdapterError } from "../errors/index.js";
import type { Redactor } from "../secrets/index.js";
import { raceAbort } from "./abort.js";
import type { Connection } from "./connection.js";
import { LIMIT_VALUES } from "./generated.js";
import type { ServerLifecycle } from "./lifecycle.js";
import { requestError } from "./sdk-errors.js";
import { GroupStdioTransport, TransportFailure } from "./stdio-transport.js";

export interface RequestOptions {
  readonly signal?: AbortSignal | undefined;
  readonly onprogress?: ((progress: Progress) => void) | undefined;
}

export interface SdkRequestOptions {
  readonly signal?: AbortSignal;
  readonly timeout: number;
  readonly maxTotalTimeout?: number;
  readonly resetTimeoutOnProgress?: boolean;
  readonly onprogress: (progress: Progress) => void;
}

/** Where a request gets its connection, and the error it reports when the caller cancels. */
export interface ConnectionSource {
  connection(signal?: AbortSignal): Promise<Connection>;
  cancelled(operation: string): AdapterError;
}

/**
 * The SDK's timeouts for one request: a configured requestTimeoutMs is a hard bound over the whole
 * request; without one, the SDK default applies between progress notifications, and request.maxTotalMs
 * over the whole request however much progress arrives.
 */
function sdkTimeouts(
  life: ServerLifecycle,
): Pick<SdkRequestOptions, "timeout" | "maxTotalTimeout" | "resetTimeoutOnProgress"> {
  const configured = life.config.requestTimeoutMs;
  return {
    timeout: life.timeoutMs,
    ...(configured !== undefined
      ? { maxTotalTimeout: configured }
      : { resetTimeoutOnProgress: true, maxTotalTimeout: LIMIT_VALUES["request.maxTotalMs"] }),
  };
}

export class RequestRunner {
  constructor(
    private readonly life: ServerLifecycle,
    private readonly source: ConnectionSource,
    private readonly redactor: Redactor,
  ) {}

  /**
   * Runs `fn` on the connection. Aborting `signal` cancels it (the SDK sends
   * notifications/cancelled) and keeps the connection; a timeout keeps it too.
   */
  async run<T>(
    operation: string,
    fn: (conn: Connection, options: SdkRequestOptions) => Promise<T>,
    o: RequestOptions = {},
  ): Promise<T> {
    const conn = await this.source.connection(o.signal);
    // Aborted before this point (the connection was already open): the listener below would never
    // fire, so the request would go out uncancelled.
    if (o.signal?.aborted) throw this.source.cancelled(operation);
    // The SDK gets its own signal (one per request: it keeps a listener on it until the request
    // settles), and only when the caller can cancel at all.
    const signal = o.signal;
    const controller = signal ? new AbortController() : undefined;
    const forward = (): void => controller?.abort(signal?.reason);
    signal?.addEventListener("abort", forward, { once: true });
    const options: SdkRequestOptions = {
      ...(controller ? { signal: controller.signal } : {}),
      ...sdkTimeouts(this.life),
      onprogress: (p) => o.onprogress?.(p),
    };
    try {
      return await raceAbort(fn(conn, options), o.signal, () => this.source.cancelled(operation));
    } catch (err) {
      if (o.signal?.aborted) throw this.source.cancelled(operation);
      if (this.life.closing) throw this.life.closedError();
      // A transport that refuses to send (stdin already ended) is broken before it reports closed.
      const broken = conn.isClosed() || err instanceof TransportFailure;
      const failure = conn.transport instanceof GroupStdioTransport ? conn.transport.failure : undefined;
      const e = requestError(err, {
        server: this.life.name,
        operation,
        timeoutMs: this.life.timeoutMs,
        connectionBroken: broken,
        transportFailure: failure,
        redactor: this.redactor,
      });
      this.life.recordError(e);
      throw e;
    } finally {
      o.signal?.removeEventListener("abort", forward);
    }
  }
}
