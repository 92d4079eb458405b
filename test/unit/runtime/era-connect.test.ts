// The connect of one server, era negotiation included, against in-process scripted servers: which
// era a connection ends up speaking, what the server was sent, what the caller sees when the
// connect fails, and that one bound covers the whole connect (a handover included).
import type { ClientOptions, JSONRPCMessage, Transport } from "@modelcontextprotocol/client";
import { Client, PROTOCOL_VERSION_META_KEY, ProtocolErrorCode, SdkErrorCode } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import type { ServerConfig } from "../../../src/config/index.js";
import { connectEra } from "../../../src/runtime/era-connect.js";
import type { Verdict } from "../../../src/runtime/negotiation.js";
import { GroupStdioTransport } from "../../../src/runtime/stdio-transport.js";
import { fakeServerConfig } from "../../support/fake-runtime.js";

const MODERN = "2026-07-28";
type Negotiation = NonNullable<ClientOptions["versionNegotiation"]>;
type Request = { id: string | number; method: string; params?: Record<string, unknown> };

/**
 * How the scripted server behaves. `offer`: the revisions its discover answer names. `upAfterMs`:
 * it reads nothing before then, and then reads what waited in order (a slow start). `first`:
 * whether the first request settles the era of the connection (as the Python SDK 2.x does over stdio).
 */
interface Script {
  readonly speaks: "legacy" | "modern" | "dual" | "silent";
  readonly offer?: readonly string[];
  readonly upAfterMs?: number;
  /** How many `server/discover` requests go unanswered (each still settles the era). */
  readonly loseDiscovers?: number;
  /** Called as the server refuses a request with -32022. */
  readonly onRefusal?: () => void;
}

const discoverResult = (offer: readonly string[]) => ({
  resultType: "complete",
  supportedVersions: [...offer],
  capabilities: { tools: {} },
  ttlMs: 0,
  cacheScope: "private",
  _meta: { "io.modelcontextprotocol/serverInfo": { name: "scripted", version: "1.0.0" } },
});
const refusal = (id: Request["id"], offer: readonly string[]) => ({
  id,
  error: {
    code: ProtocolErrorCode.UnsupportedProtocolVersion,
    message: "serving 2026-07-28 only",
    data: { supported: offer },
  },
});

/** A stdio server in this process: what it was sent, how often it was ended. */
class ScriptedStdio extends GroupStdioTransport {
  readonly methods: string[] = [];
  private readonly queue: Request[] = [];
  closes = 0;
  private locked: "legacy" | "modern" | undefined;
  private discoverSeen = 0;
  private readonly up: number;

  constructor(private readonly script: Script) {
    super({ command: "never-spawned", args: [], env: {}, maxLineBytes: 1 << 20, killGraceMs: 0, onStderr: () => {} });
    this.up = Date.now() + (script.upAfterMs ?? 0);
  }
  override get pid(): number | undefined {
    return 4242;
  }
  override get stderr(): NodeJS.ReadableStream | null {
    return null;
  }
  override async start(): Promise<void> {}
  override async send(message: JSONRPCMessage): Promise<void> {
    if (!("method" in message) || !("id" in message)) return;
    this.queue.push(message as Request);
    // Read in order, a little later, as a process would: never within the sender's own turn.
    setTimeout(
      () => {
        for (let r = this.queue.shift(); r; r = this.queue.shift()) this.read(r);
      },
      Math.max(5, this.up - Date.now()),
    );
  }
  override async close(): Promise<void> {
    this.closes += 1;
    this.onclose?.();
  }

  private read(request: Request): void {
    if (this.closes > 0) return;
    this.methods.push(request.method);
    const answer = this.answer(request);
    if (answer) this.onmessage?.({ jsonrpc: "2.0", ...answer } as JSONRPCMessage);
  }

  private answer(r: Request): object | undefined {
    const offer = this.script.offer ?? [MODERN];
    const { speaks } = this.script;
    if (speaks === "silent") return undefined;
    const modern =
      r.method !== "initialize" &&
      typeof (r.params?._meta as Record<string, unknown>)?.[PROTOCOL_VERSION_META_KEY] === "string";
    if (speaks === "dual") this.locked ??= modern ? "modern" : "legacy";
    const era = speaks === "dual" ? this.locked : speaks;
    if (r.method === "server/discover" && this.discoverSeen++ < (this.script.loseDiscovers ?? 0)) return undefined;
    if (era === "legacy") {
      if (r.method !== "initialize") return { id: r.id, error: { code: -32601, message: "Method not found" } };
      const serverInfo = { name: "scripted", version: "1.0.0" };
      return { id: r.id, result: { protocolVersion: r.params?.protocolVersion, capabilities: {}, serverInfo } };
    }
    if (r.method === "server/discover") return { id: r.id, result: discoverResult(offer) };
    this.script.onRefusal?.();
    return refusal(r.id, offer);
  }
}

/** The same process behind a transport of another class (still a stdio one to the SDK's probe). */
function plainView(server: ScriptedStdio): Transport {
  const view: Transport & { pid: number; stderr: null } = {
    pid: 4242,
    stderr: null,
    start: () => server.start(),
    send: (m) => server.send(m),
    close: () => server.close(),
  };
  server.onmessage = (m) => view.onmessage?.(m);
  server.onclose = () => view.onclose?.();
  return view;
}

/** What the first client's probe waits here instead of connect.probeTimeoutMs (the rest as given). */
const PROBE_MS = 150;

interface Run {
  readonly server: ScriptedStdio;
  readonly negotiations: Negotiation[];
  readonly clients: Client[];
  readonly connecting: Promise<Client>;
}

function connect(
  script: Script,
  o: { protocolVersion?: string; timeoutMs?: number; prior?: Verdict; signal?: AbortSignal; plain?: boolean } = {},
): Run {
  const server = new ScriptedStdio(script);
  const negotiations: Negotiation[] = [];
  const clients: Client[] = [];
  const base = fakeServerConfig();
  const config: ServerConfig = o.protocolVersion ? { ...base, protocolVersion: o.protocolVersion } : base;
  const newClient = (negotiation: Negotiation): Client => {
    negotiations.push(negotiation);
    const shorter = negotiation.mode !== "legacy" && clients.length === 0;
    const versionNegotiation = shorter
      ? { ...negotiation, probe: { ...negotiation.probe, timeoutMs: PROBE_MS } }
      : negotiation;
    const c = new Client({ name: "t", version: "1" }, { capabilities: {}, versionNegotiation });
    c.onerror = () => {};
    clients.push(c);
    return c;
  };
  const connecting = connectEra({
    server: config,
    transport: o.plain ? plainView(server) : server,
    signal: o.signal ?? new AbortController().signal,
    timeoutMs: o.timeoutMs ?? 5_000,
    prior: o.prior,
    newClient,
  });
  connecting.catch(() => {});
  return { server, negotiations, clients, connecting };
}

/** What the caller sees of a connect: the era it speaks, or the error's code. */
const outcome = async (p: Promise<Client>): Promise<unknown> =>
  p.then(
    (c) => c.getProtocolEra(),
    (e: unknown) => (typeof e === "object" && e !== null && "code" in e ? e.code : String(e)),
  );
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A server that starts after the first client's probe gave up: it reads the probe, then `initialize`. */
const SLOW = 3 * PROBE_MS;

describe("connectEra", () => {
  it("a 2026-07-28 server: one client, the probe, the modern era", async () => {
    const run = connect({ speaks: "modern" });
    const client = await run.connecting;
    expect(client.getProtocolEra()).toBe("modern");
    expect(run.server.methods).toEqual(["server/discover"]);
    expect(run.clients).toHaveLength(1);
  });

  it("a 2025 server that refuses the probe: the 2025 handshake", async () => {
    const run = connect({ speaks: "legacy" });
    expect(await outcome(run.connecting)).toBe("legacy");
    expect(run.server.methods).toEqual(["server/discover", "initialize"]);
    expect(run.clients).toHaveLength(1);
  });

  it("a slow 2026-07-28 server that refused initialize: the same process, its late probe answer adopted", async () => {
    const run = connect({ speaks: "dual", upAfterMs: SLOW });
    expect(await outcome(run.connecting)).toBe("modern");
    expect(run.server.methods).toEqual(["server/discover", "initialize"]);
    expect(run.server.closes).toBe(0);
    expect(run.negotiations).toHaveLength(2);
    expect(run.negotiations[1]).toMatchObject({ mode: "auto", probe: { maxRetries: 0 } });
  });

  it("a slow 2026-07-28 server whose first probe went unanswered: the second client probes again", async () => {
    const run = connect({ speaks: "dual", upAfterMs: SLOW, loseDiscovers: 1 });
    expect(await outcome(run.connecting)).toBe("modern");
    expect(run.server.methods).toEqual(["server/discover", "initialize", "server/discover"]);
    expect(run.server.closes).toBe(0);
  });

  it.each([
    ["protocolVersion legacy", { protocolVersion: "legacy" }],
    ["a remembered 2025 verdict", { prior: { kind: "legacy" } as Verdict }],
  ])("%s: a -32022 refusal is the answer, no second handshake", async (_label, o) => {
    const run = connect({ speaks: "modern" }, o);
    expect(await outcome(run.connecting)).toBe(ProtocolErrorCode.UnsupportedProtocolVersion);
    expect(run.server.methods).toEqual(["initialize"]);
    expect(run.clients).toHaveLength(1);
  });

  it("a transport that is not the adapter's stdio process: no handover", async () => {
    const run = connect({ speaks: "dual", upAfterMs: SLOW }, { plain: true });
    expect(await outcome(run.connecting)).toBe(ProtocolErrorCode.UnsupportedProtocolVersion);
    expect(run.server.methods).toEqual(["server/discover", "initialize"]);
    expect(run.clients).toHaveLength(1);
  });

  it("a remembered 2026-07-28 verdict: no probe, the modern era", async () => {
    const prior: Verdict = { kind: "modern", discover: discoverResult([MODERN]) };
    const run = connect({ speaks: "modern" }, { prior });
    expect(await outcome(run.connecting)).toBe("modern");
    await wait(50);
    expect(run.server.methods).toEqual([]);
  });

  it("no revision in common after the handover: the caller sees the refusal naming what the server offers", async () => {
    const run = connect({ speaks: "dual", upAfterMs: SLOW, offer: ["2099-01-01"] });
    const err = await run.connecting.catch((e: unknown) => e);
    expect(err).toMatchObject({
      code: ProtocolErrorCode.UnsupportedProtocolVersion,
      data: { supported: ["2099-01-01"] },
    });
    expect(run.clients).toHaveLength(2);
  });

  it("one bound for the whole connect, the handover's probe included: a timeout, and the process ended", async () => {
    const run = connect({ speaks: "dual", upAfterMs: SLOW, loseDiscovers: 2 }, { timeoutMs: 1_500 });
    const started = Date.now();
    expect(await outcome(run.connecting)).toBe(SdkErrorCode.RequestTimeout);
    expect(run.server.closes).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(1_500 + 1_000);
    expect(run.clients).toHaveLength(2);
  });

  it("a silent server: the connect times out within its bound and the process is ended at once", async () => {
    const run = connect({ speaks: "silent" }, { timeoutMs: 400 });
    await expect(run.connecting).rejects.toMatchObject({
      code: SdkErrorCode.RequestTimeout,
      message: expect.stringMatching(/connect timed out/),
    });
    expect(run.server.closes).toBeGreaterThan(0);
  });

  it("a connect that succeeded is not ended when its bound passes, nor by a later abort", async () => {
    const stop = new AbortController();
    const run = connect({ speaks: "modern" }, { timeoutMs: 1_000, signal: stop.signal });
    await run.connecting;
    await wait(1_150);
    stop.abort();
    expect(run.server.closes).toBe(0);
  });

  it("an abort during the probe ends the process at once", async () => {
    const stop = new AbortController();
    const run = connect({ speaks: "silent" }, { signal: stop.signal });
    setTimeout(() => stop.abort(), 30);
    const result = outcome(run.connecting);
    await wait(60);
    expect(run.server.closes).toBeGreaterThan(0);
    expect(await result).not.toBe("legacy");
  });

  it("an abort before the connect: the process is ended, nothing connects", async () => {
    const run = connect({ speaks: "modern" }, { signal: AbortSignal.abort() });
    expect(await outcome(run.connecting)).not.toBe("modern");
    expect(run.server.closes).toBeGreaterThan(0);
  });

  it("an abort as initialize is refused: no second handshake", async () => {
    const stop = new AbortController();
    const run = connect({ speaks: "dual", upAfterMs: SLOW, onRefusal: () => stop.abort() }, { signal: stop.signal });
    expect(await outcome(run.connecting)).not.toBe("modern");
    expect(run.clients).toHaveLength(1);
  });
});
