// Opens one connection to one configured server: references are resolved here and only here, the
// stdio child gets the SDK's safe default environment plus the resolved `env`, HTTP gets the
// resolved headers through a guarded fetch, and everything the server says on stderr is redacted.
import type { Client, ClientOptions, ServerCapabilities, Transport } from "@modelcontextprotocol/client";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { DEFAULT_INHERITED_ENV_VARS } from "@modelcontextprotocol/client/stdio";
import type { ServerConfig } from "../config/index.js";
import { AdapterError } from "../errors/index.js";
import { expandTemplates, isLoopbackHost, Redactor } from "../secrets/index.js";
import { connectEra } from "./era-connect.js";
import { LIMIT_VALUES, PACKAGE_IDENTITY } from "./generated.js";
import { guardedFetch } from "./http-fetch.js";
import type { ListenStream } from "./listen-stream.js";
import { openListenStream } from "./listen-stream.js";
import { ModernResultsClient } from "./modern-results.js";
import type { Negotiated, Verdict } from "./negotiation.js";
import { isPinMismatch, negotiated, protocolSetting, unwrapNegotiation } from "./negotiation.js";
import { searchPath, serverDirectory } from "./server-place.js";
import { StderrRing } from "./stderr-ring.js";
import { GroupStdioTransport, TransportFailure } from "./stdio-transport.js";
import type { StreamStatus } from "./stream-reopen.js";
import { StreamReopenPolicy } from "./stream-reopen.js";

export interface ConnectContext {
  /** The live process environment, read at every connect. */
  readonly environment: NodeJS.ProcessEnv;
  /** The session directory; a relative server `cwd` is taken from here. */
  readonly cwd: string;
  readonly offline: boolean;
  /** The runtime-wide redactor: it learns this connection's values before the child can write. */
  readonly redactor?: Redactor | undefined;
}

export interface Connection {
  readonly client: Client;
  readonly transport: Transport;
  readonly redactor: Redactor;
  readonly stderr: StderrRing | undefined;
  readonly pid: number | undefined;
  readonly capabilities: ServerCapabilities | undefined;
  /** The standalone GET/SSE stream of an HTTP connection: how often it was reopened, whether given up. */
  readonly streamStatus?: () => StreamStatus | undefined;
  /** The era and revision this connection speaks, and the verdict the runtime keeps. */
  readonly protocol: Negotiated;
  /** Resolves when the transport has closed, for whatever reason. */
  readonly closed: Promise<void>;
  isClosed(): boolean;
  close(): Promise<void>;
}

/**
 * The SDK's safe inherited variables, taken from `environment` (not from this process), with PATH as
 * server-place.ts allows it, then the entry's own `env`; `--offline` is applied last so that no entry
 * turns it off. A null-prototype record keeps a variable named like an Object member.
 */
function childEnvironment(
  server: ServerConfig,
  ctx: ConnectContext,
  resolved: Readonly<Record<string, string>>,
): Record<string, string> {
  const env: Record<string, string> = Object.create(null);
  for (const key of DEFAULT_INHERITED_ENV_VARS) {
    const value =
      key === "PATH" ? searchPath(ctx.environment[key], server, ctx.cwd, ctx.environment) : ctx.environment[key];
    if (value !== undefined && !value.startsWith("()")) env[key] = value;
  }
  for (const [key, value] of Object.entries(resolved)) env[key] = value;
  if (ctx.offline) {
    // npm reads its configuration from the environment case-insensitively.
    for (const key of Object.keys(env)) if (key.toLowerCase() === OFFLINE_VARIABLE) delete env[key];
    env[OFFLINE_VARIABLE] = "true";
  }
  return env;
}

const OFFLINE_VARIABLE = "npm_config_offline";

function makeTransport(
  server: ServerConfig,
  ctx: ConnectContext,
  onBroken: () => void,
): { transport: Transport; redactor: Redactor; stderr?: StderrRing; stream?: StreamReopenPolicy } {
  if (server.transport === "stdio") {
    const { values, secrets } = expandTemplates(server.env, "env", ctx.environment);
    const redactor = (ctx.redactor ?? new Redactor()).add(secrets);
    const stderr = new StderrRing(redactor);
    const transport = new GroupStdioTransport({
      command: server.command,
      args: server.args,
      cwd: serverDirectory(server, ctx.cwd, ctx.environment),
      env: childEnvironment(server, ctx, values),
      maxLineBytes: LIMIT_VALUES["response.maxRawBytes"],
      killGraceMs: LIMIT_VALUES["process.killGraceMs"],
      onStderr: (chunk) => stderr.push(chunk),
    });
    return { transport, redactor, stderr };
  }
  const url = new URL(server.url);
  if (ctx.offline && !isLoopbackHost(url.hostname))
    throw new AdapterError("MCPA_RUNTIME_OFFLINE", { server: server.name });
  const { values, secrets } = expandTemplates(server.headers, "headers", ctx.environment);
  // A line break from a referenced variable is the configuration's fault, not the network's.
  for (const [header, value] of Object.entries(values))
    if (/[\r\n]/.test(value)) throw new AdapterError("MCPA_CONFIG_HEADER_VALUE", { header });
  const redactor = (ctx.redactor ?? new Redactor()).add(secrets);
  const stream = new StreamReopenPolicy();
  const transport = new StreamableHTTPClientTransport(url, {
    requestInit: { headers: values },
    reconnectionScheduler: stream.schedule,
    fetch: guardedFetch({
      server: server.name,
      origin: url.origin,
      maxBodyBytes: LIMIT_VALUES["response.maxRawBytes"],
      onBroken,
    }),
  });
  return { transport, redactor, stream };
}

/**
 * Ends a legacy HTTP session with the DELETE the specification asks of a client that leaves; a
 * 2026-07-28 connection has no session id and sends nothing. Bounded, and a refusal (or a server
 * that is gone) only means there is nothing left to end.
 */
async function endSession(transport: StreamableHTTPClientTransport): Promise<void> {
  if (transport.sessionId === undefined) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LIMIT_VALUES["http.sessionEndTimeoutMs"]);
  });
  try {
    await Promise.race([transport.terminateSession().catch(() => {}), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The stderr ring of the stdio process behind a failed connect, keyed by what openConnection threw. */
const failedStderr = new WeakMap<object, StderrRing>();

export function stderrOfFailure(err: unknown): StderrRing | undefined {
  return typeof err === "object" && err !== null ? failedStderr.get(err) : undefined;
}

/**
 * Opens a connection; `timeoutMs` bounds spawn + handshake (the era probe included); `signal`
 * aborts the attempt; `prior` is the era verdict of an earlier connect of the same runtime.
 */
export async function openConnection(
  server: ServerConfig,
  ctx: ConnectContext,
  signal: AbortSignal,
  timeoutMs: number,
  prior?: Verdict,
): Promise<Connection> {
  const sent = { initialize: false, answered: false };
  try {
    return await attempt(server, ctx, signal, timeoutMs, prior, sent);
  } catch (err) {
    // A 2025 server built to exit on any request before `initialize` dies of the probe: that is a
    // legacy verdict, and a fresh process gets the plain handshake; so does one that started so
    // slowly that `initialize` was queued behind the probe when it died of it, unanswered. A death
    // after `initialize` went out, once the server had answered anything, is its own failure.
    const died = err instanceof TransportFailure && err.reason === "exit" && (!sent.initialize || !sent.answered);
    if (
      !died ||
      prior !== undefined ||
      server.transport !== "stdio" ||
      protocolSetting(server) !== "auto" ||
      signal.aborted
    )
      throw err;
    return attempt(server, ctx, signal, timeoutMs, { kind: "legacy" }, sent);
  }
}

/** Notes whether the handshake got as far as sending `initialize`. */
function watchInitialize(transport: Transport, sent: { initialize: boolean; answered: boolean }): void {
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    if ("method" in message && message.method === "initialize") sent.initialize = true;
    return send(message, options);
  };
}

async function attempt(
  server: ServerConfig,
  ctx: ConnectContext,
  signal: AbortSignal,
  timeoutMs: number,
  prior: Verdict | undefined,
  sent: { initialize: boolean; answered: boolean },
): Promise<Connection> {
  let closedFlag = false;
  let markClosed: () => void = () => {};
  const closed = new Promise<void>((r) => {
    markClosed = () => {
      closedFlag = true;
      r();
    };
  });
  // The SDK's HTTP transport never closes itself when the server goes away or forgets the
  // session; the guarded fetch reports it, and an established connection then counts as closed
  // at once (so the failing request is reported as a lost connection and the next one
  // reconnects) and is torn down once that failure has propagated. A 2026-07-28 connection has
  // no session to lose: only the network failure applies there.
  let established = false;
  let modern = false;
  const broken = (why?: string): void => {
    if (!established || closedFlag || (modern && why === "session")) return;
    markClosed();
    setImmediate(() => void client.close().catch(() => {}));
  };
  const { transport, redactor, stderr, stream } = makeTransport(server, ctx, broken);
  watchInitialize(transport, sent);
  const newClient = (versionNegotiation: NonNullable<ClientOptions["versionNegotiation"]>): Client => {
    // Elicitation and sampling are not answered: an input_required result is an error.
    const c = new ModernResultsClient(
      { ...PACKAGE_IDENTITY },
      { capabilities: {}, versionNegotiation, inputRequired: { autoFulfill: false } },
    );
    // Errors surface through the requests they break; stray transport noise must not escape.
    c.onerror = () => {};
    return c;
  };
  let client: Client;
  try {
    client = await connectEra({ server, transport, signal, timeoutMs, prior, newClient });
  } catch (err) {
    markClosed();
    // A child that died during the handshake is the reason, not the SDK's "connection closed";
    // but a pinned revision the server did not offer is the reason even though the SDK's own
    // close then ended the child.
    const died =
      transport instanceof GroupStdioTransport && !isPinMismatch(err, server) ? transport.failure : undefined;
    if (transport instanceof GroupStdioTransport) sent.answered = transport.received > 0;
    await transport.close().catch(() => {});
    const thrown: unknown = died ?? unwrapNegotiation(err);
    if (stderr && typeof thrown === "object" && thrown !== null) failedStderr.set(thrown, stderr);
    throw thrown;
  }
  client.onclose = () => markClosed();
  const protocol = negotiated(client, server);
  modern = protocol.era === "modern";
  established = true;
  const capabilities = client.getServerCapabilities();
  // 2026-07-28 delivers list_changed only on a listen stream; the catalogs' handlers stay the same.
  const listen: ListenStream | undefined = modern
    ? openListenStream(client, capabilities, () => closedFlag)
    : undefined;
  return {
    client,
    transport,
    redactor,
    stderr,
    pid: transport instanceof GroupStdioTransport ? transport.pid : undefined,
    capabilities,
    protocol,
    streamStatus: () => stream?.status(),
    closed,
    isClosed: () => closedFlag,
    close: async () => {
      await listen?.close();
      if (transport instanceof StreamableHTTPClientTransport) await endSession(transport);
      await client.close().catch(() => {});
      await transport.close().catch(() => {});
      markClosed();
    },
  };
}
