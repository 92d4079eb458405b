// Protocol-era negotiation per server (see docs/architecture.md, "Protocol eras"): the `protocolVersion`
// setting becomes the official client's versionNegotiation options, the verdict of the first connect is kept
// so that a reconnect does not probe again, and the errors the negotiation wraps are unwrapped.
import type { Client, ClientOptions, ConnectOptions } from "@modelcontextprotocol/client";
import { SdkError, SdkErrorCode } from "@modelcontextprotocol/client";
import type { ServerConfig } from "../config/index.js";
import { AdapterError } from "../errors/index.js";
import { CONFIG_DEFAULTS, LIMIT_VALUES } from "./generated.js";
import { TransportFailure } from "./stdio-transport.js";

export type Era = "legacy" | "modern";

/** What a connect learned about the server's era, reusable for the next connect of the runtime. */
export type Verdict = NonNullable<ConnectOptions["prior"]>;

export interface Negotiated {
  readonly era: Era;
  /** The negotiated revision, such as 2025-11-25 or 2026-07-28. */
  readonly version: string | undefined;
  /** Kept by the server runtime; undefined when the mode never probes (`legacy`). */
  readonly verdict: Verdict | undefined;
}

export function protocolSetting(server: ServerConfig): string {
  return server.protocolVersion ?? CONFIG_DEFAULTS.server.protocolVersion;
}

/**
 * The client's negotiation options. Only a stdio server in `auto` gets connect.probeTimeoutMs before
 * the 2025 handshake is offered beside the probe (src/runtime/era-handover.ts keeps its late answer);
 * a pinned revision has no fallback and HTTP no reason to guess, so their probe waits the whole bound.
 */
export function negotiationOptions(
  server: ServerConfig,
  connectTimeoutMs: number,
): NonNullable<ClientOptions["versionNegotiation"]> {
  const setting = protocolSetting(server);
  if (setting === "legacy") return { mode: "legacy" };
  const patient = setting !== "auto" || server.transport !== "stdio";
  const timeoutMs = patient ? connectTimeoutMs : Math.min(connectTimeoutMs, LIMIT_VALUES["connect.probeTimeoutMs"]);
  return { mode: setting === "auto" ? "auto" : { pin: setting }, probe: { timeoutMs, maxRetries: 0 } };
}

/** The bound on one whole connect: the server's requestTimeoutMs, else connect.defaultTimeoutMs. */
export function connectBoundMs(server: ServerConfig): number {
  return server.requestTimeoutMs ?? LIMIT_VALUES["connect.defaultTimeoutMs"];
}

/** Where the connect left the client: era, revision and the verdict worth remembering. */
export function negotiated(client: Client, server: ServerConfig): Negotiated {
  const era: Era = client.getProtocolEra() === "modern" ? "modern" : "legacy";
  const discover = client.getDiscoverResult();
  const probing = protocolSetting(server) !== "legacy";
  const verdict: Verdict | undefined = !probing
    ? undefined
    : era === "modern" && discover
      ? { kind: "modern", discover }
      : { kind: "legacy" };
  return { era, version: client.getNegotiatedProtocolVersion(), verdict };
}

/**
 * The error behind an era-negotiation failure: the HTTP guard's own errors (a refused redirect,
 * an oversize body) and a dead child must read as themselves, not as "negotiation failed".
 */
export function unwrapNegotiation(err: unknown): unknown {
  let current = err;
  for (let depth = 0; depth < 4; depth++) {
    if (!SdkError.isInstance(current) || (current as SdkError).code !== SdkErrorCode.EraNegotiationFailed)
      return current;
    const cause: unknown = (current as Error).cause;
    if (cause === undefined) return current;
    if (AdapterError.isInstance(cause) || cause instanceof TransportFailure) return cause;
    current = cause;
  }
  return current;
}

/** A failed pinned negotiation: the server did not offer the revision this server requires. */
export function isPinMismatch(err: unknown, server: ServerConfig): boolean {
  const setting = protocolSetting(server);
  return (
    setting !== "auto" &&
    setting !== "legacy" &&
    SdkError.isInstance(err) &&
    (err as SdkError).code === SdkErrorCode.EraNegotiationFailed
  );
}
