// The connect of one server's client, era negotiation included (see docs/architecture.md, "Protocol
// eras"), within one bound: the connect bound (connect.defaultTimeoutMs, or the server's
// requestTimeoutMs) covers spawn, probe, handshake and a handover together, and a server that
// answers within it connects in whichever era it speaks, however long it took to start.
import type { Client, ClientOptions, Transport } from "@modelcontextprotocol/client";
import { SdkError, SdkErrorCode } from "@modelcontextprotocol/client";
import type { ServerConfig } from "../config/index.js";
import { EraWatch } from "./era-handover.js";
import type { Verdict } from "./negotiation.js";
import { negotiationOptions, protocolSetting } from "./negotiation.js";
import { GroupStdioTransport } from "./stdio-transport.js";

type Negotiation = NonNullable<ClientOptions["versionNegotiation"]>;

export interface EraConnect {
  readonly server: ServerConfig;
  readonly transport: Transport;
  readonly signal: AbortSignal;
  /** The connect bound, for the whole connect. */
  readonly timeoutMs: number;
  /** The era verdict of an earlier connect of the same runtime: no probe then. */
  readonly prior: Verdict | undefined;
  /** A fresh client negotiating as given; its `onclose` is the caller's to set once connected. */
  readonly newClient: (negotiation: Negotiation) => Client;
}

/** Connects `client` over `transport`; the probe ignores `signal`, so an abort closes `closing`. */
async function connectClient(
  client: Client,
  transport: Transport,
  closing: Transport,
  signal: AbortSignal,
  timeoutMs: number,
  prior: Verdict | undefined,
): Promise<void> {
  const connecting = client.connect(transport, { signal, timeout: timeoutMs, ...(prior ? { prior } : {}) });
  if (signal.aborted) void closing.close().catch(() => {});
  const onAbort = (): void => void closing.close().catch(() => {});
  signal.addEventListener("abort", onAbort);
  try {
    await connecting;
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}

const isTimeout = (err: unknown): boolean =>
  SdkError.isInstance(err) && (err as SdkError).code === SdkErrorCode.RequestTimeout;

/** Rejects with the SDK's timeout when the bound passes first; `expire` then ends the transport. */
async function within<T>(work: Promise<T>, deadline: number, expire: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => {
        expire();
        reject(new SdkError(SdkErrorCode.RequestTimeout, "connect timed out"));
      },
      Math.max(0, deadline - Date.now()),
    );
  });
  work.catch(() => {});
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Connects a client over `transport` and returns it. In `auto` over stdio, a 2025 handshake the
 * server refused because the late-answered probe had already settled it on 2026-07-28 is followed
 * by the modern handshake on the same process, with a second client.
 */
export async function connectEra(o: EraConnect): Promise<Client> {
  const deadline = Date.now() + o.timeoutMs;
  const expire = (): void => void o.transport.close().catch(() => {});
  const watch =
    o.transport instanceof GroupStdioTransport && o.prior === undefined && protocolSetting(o.server) === "auto"
      ? new EraWatch(o.transport)
      : undefined;
  const first = o.newClient(negotiationOptions(o.server, o.timeoutMs));
  try {
    await within(
      connectClient(first, watch?.view ?? o.transport, o.transport, o.signal, o.timeoutMs, o.prior),
      deadline,
      expire,
    );
    return first;
  } catch (err) {
    const next = o.signal.aborted ? undefined : watch?.handover();
    if (next === undefined) throw err;
    // The server is up and settled on 2026-07-28: its probe answer (or a fresh one) decides now.
    // The probe may wait the whole bound: `within` ends the connect at the deadline first.
    const second = o.newClient({ mode: "auto", probe: { timeoutMs: o.timeoutMs, maxRetries: 0 } });
    try {
      await within(
        connectClient(second, next.transport, o.transport, o.signal, o.timeoutMs, next.prior),
        deadline,
        expire,
      );
    } catch (again) {
      // No revision in common: the refusal says why, naming what the server offers.
      if (o.signal.aborted || isTimeout(again)) throw again;
      throw err;
    }
    return second;
  }
}
