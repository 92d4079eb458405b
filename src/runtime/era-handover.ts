// One stdio process, more than one MCP client over it (see docs/architecture.md, "Protocol eras"). The
// era probe of `auto` gives a stdio server connect.probeTimeoutMs before the 2025 `initialize` goes out
// beside it; a server that was merely slow to start then reads both in order, answers the probe late
// and, if it serves 2026-07-28 (the official Python SDK 2.x locks its connection to the era of the
// first request), refuses `initialize` with -32022. The client that ran the 2025 handshake then fails;
// this watch keeps the process alive through that failure and hands it to a second client for the
// 2026-07-28 handshake, adopting the late answer when there is one.
import type { DiscoverResult, JSONRPCMessage, Transport } from "@modelcontextprotocol/client";
import { ProtocolErrorCode } from "@modelcontextprotocol/client";
import type { Verdict } from "./negotiation.js";
import type { GroupStdioTransport } from "./stdio-transport.js";

/** What the 2025 handshake's failure left: the modern handshake to run next on the same process. */
export interface Handover {
  readonly transport: Transport;
  /** The late answer to the probe, adopted as is; undefined: probe again (the server is up now). */
  readonly prior: Verdict | undefined;
}

function isDiscoverResult(value: unknown): value is DiscoverResult {
  const versions = (value as { supportedVersions?: unknown } | null | undefined)?.supportedVersions;
  return Array.isArray(versions) && versions.length > 0 && versions.every((v) => typeof v === "string");
}

/** The transport as one client sees it: the shared process, until the watch moves it to the next view. */
class ClientView implements Transport {
  onclose?: (() => void) | undefined;
  onerror?: ((error: Error) => void) | undefined;
  onmessage?: ((message: JSONRPCMessage) => void) | undefined;

  constructor(private readonly watch: EraWatch) {}

  /** With `stderr`, marks this as a stdio transport for the SDK's probe (silence means a 2025 server). */
  get pid(): number | undefined {
    return this.watch.inner.pid;
  }

  get stderr(): NodeJS.ReadableStream | null {
    return this.watch.inner.stderr;
  }

  start(): Promise<void> {
    return this.watch.start();
  }

  send(message: JSONRPCMessage): Promise<void> {
    this.watch.outgoing(message);
    return this.watch.inner.send(message);
  }

  /** The failing 2025 client's close leaves the process to the next view; any other close ends it. */
  close(): Promise<void> {
    if (this.watch.keeps()) {
      this.onclose?.();
      return Promise.resolve();
    }
    return this.watch.inner.close();
  }
}

/** Watches one stdio process through the era negotiation of `auto`. */
export class EraWatch {
  private current: ClientView;
  private started: Promise<void> | undefined;
  private readonly discoverIds = new Set<string | number>();
  private readonly initializeIds = new Set<string | number>();
  /** The last answer to `server/discover` that arrived, in time or late. */
  private discover: DiscoverResult | undefined;
  /** The code of the error the server answered `initialize` with. */
  private refusedWith: number | undefined;
  private handedOver = false;

  constructor(readonly inner: GroupStdioTransport) {
    this.current = new ClientView(this);
    inner.onmessage = (message) => {
      this.incoming(message);
      this.current.onmessage?.(message);
    };
    inner.onclose = () => this.current.onclose?.();
    inner.onerror = (error) => this.current.onerror?.(error);
  }

  /** The view the first client connects over. */
  get view(): Transport {
    return this.current;
  }

  /** Spawns the process once, whichever client starts it. */
  start(): Promise<void> {
    this.started ??= this.inner.start();
    return this.started;
  }

  outgoing(message: JSONRPCMessage): void {
    if (!("method" in message) || !("id" in message)) return;
    if (message.method === "server/discover") this.discoverIds.add(message.id);
    if (message.method === "initialize") this.initializeIds.add(message.id);
  }

  private incoming(message: JSONRPCMessage): void {
    if ("result" in message && this.discoverIds.has(message.id) && isDiscoverResult(message.result))
      this.discover = message.result;
    if ("error" in message && message.id !== undefined && this.initializeIds.has(message.id))
      this.refusedWith = message.error.code;
  }

  /**
   * True while the 2025 handshake's refusal is evidence of a 2026-07-28 server: a -32022, or any
   * error once the probe was answered. Only the first client's view is ever kept: it is the only
   * view before the handover.
   */
  keeps(): boolean {
    if (this.handedOver || this.refusedWith === undefined) return false;
    return this.refusedWith === ProtocolErrorCode.UnsupportedProtocolVersion || this.discover !== undefined;
  }

  /** After the first client failed: the next view and how it connects, or undefined (no evidence). */
  handover(): Handover | undefined {
    if (!this.keeps()) return undefined;
    this.handedOver = true;
    this.current = new ClientView(this);
    const prior: Verdict | undefined = this.discover ? { kind: "modern", discover: this.discover } : undefined;
    return { transport: this.current, prior };
  }
}
