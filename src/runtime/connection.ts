// Opens one connection to one configured server: references are resolved here and only here, the
// stdio child gets the SDK's safe default environment plus the resolved `env`, HTTP gets the
// resolved headers through a guarded fetch, and everything the server says on stderr is redacted.
import { resolve as resolvePath } from "node:path";
import type { ServerCapabilities, Transport } from "@modelcontextprotocol/client";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { DEFAULT_INHERITED_ENV_VARS } from "@modelcontextprotocol/client/stdio";
import type { ServerConfig } from "../config/index.js";
import { AdapterError } from "../errors/index.js";
import { expandTemplates, isLoopbackHost, Redactor } from "../secrets/index.js";
import { LIMIT_VALUES, PACKAGE_IDENTITY } from "./generated.js";
import { guardedFetch } from "./http-fetch.js";
import { StderrRing } from "./stderr-ring.js";
import { GroupStdioTransport } from "./stdio-transport.js";

export const CLIENT_INFO = PACKAGE_IDENTITY;

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
  /** Resolves when the transport has closed, for whatever reason. */
  readonly closed: Promise<void>;
  isClosed(): boolean;
  close(): Promise<void>;
}

/** The SDK's safe inherited variables, taken from `environment` (not from this process). */
export function childEnvironment(environment: NodeJS.ProcessEnv, resolved: Readonly<Record<string, string>>, offline: boolean): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of DEFAULT_INHERITED_ENV_VARS) {
    const value = environment[key];
    if (value !== undefined && !value.startsWith("()")) env[key] = value;
  }
  if (offline) env.npm_config_offline = "true";
  return Object.assign(env, resolved);
}

function makeTransport(server: ServerConfig, ctx: ConnectContext, onBroken: () => void): { transport: Transport; redactor: Redactor; stderr?: StderrRing } {
  if (server.transport === "stdio") {
    const { values, secrets } = expandTemplates(server.env, "env", ctx.environment);
    const redactor = (ctx.redactor ?? new Redactor()).add(secrets);
    const stderr = new StderrRing(redactor);
    const transport = new GroupStdioTransport({
      command: server.command,
      args: server.args,
      cwd: server.cwd === undefined ? undefined : resolvePath(ctx.cwd, server.cwd),
      env: childEnvironment(ctx.environment, values, ctx.offline),
      maxLineBytes: LIMIT_VALUES["response.maxRawBytes"],
      killGraceMs: LIMIT_VALUES["process.killGraceMs"],
      onStderr: (chunk) => stderr.push(chunk),
    });
    return { transport, redactor, stderr };
  }
  const url = new URL(server.url);
  if (ctx.offline && !isLoopbackHost(url.hostname)) throw new AdapterError("MCPA_RUNTIME_OFFLINE", { server: server.name });
  const { values, secrets } = expandTemplates(server.headers, "headers", ctx.environment);
  const redactor = (ctx.redactor ?? new Redactor()).add(secrets);
  const transport = new StreamableHTTPClientTransport(url, {
    requestInit: { headers: values },
    fetch: guardedFetch({ server: server.name, origin: url.origin, maxBodyBytes: LIMIT_VALUES["response.maxRawBytes"], onBroken }),
  });
  return { transport, redactor };
}

/** The stderr ring of the stdio process behind a failed connect, keyed by what openConnection threw. */
const failedStderr = new WeakMap<object, StderrRing>();

export function stderrOfFailure(err: unknown): StderrRing | undefined {
  return typeof err === "object" && err !== null ? failedStderr.get(err) : undefined;
}

/** Opens a connection; `timeoutMs` bounds spawn + initialize; `signal` aborts the attempt. */
export async function openConnection(server: ServerConfig, ctx: ConnectContext, signal: AbortSignal, timeoutMs: number): Promise<Connection> {
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
  // reconnects) and is torn down once that failure has propagated.
  let established = false;
  const broken = (): void => {
    if (!established || closedFlag) return;
    markClosed();
    setImmediate(() => void client.close().catch(() => {}));
  };
  const { transport, redactor, stderr } = makeTransport(server, ctx, broken);
  const client = new Client({ ...CLIENT_INFO }, { capabilities: {} });
  client.onclose = () => markClosed();
  // Errors surface through the requests they break; stray transport noise must not escape.
  client.onerror = () => {};
  try {
    await client.connect(transport, { signal, timeout: timeoutMs });
  } catch (err) {
    markClosed();
    // A child that died during initialize is the reason, not the SDK's "connection closed".
    const died = transport instanceof GroupStdioTransport ? transport.failure : undefined;
    await transport.close().catch(() => {});
    const thrown: unknown = died ?? err;
    if (stderr && typeof thrown === "object" && thrown !== null) failedStderr.set(thrown, stderr);
    throw thrown;
  }
  established = true;
  return {
    client,
    transport,
    redactor,
    stderr,
    pid: transport instanceof GroupStdioTransport ? transport.pid : undefined,
    capabilities: client.getServerCapabilities(),
    closed,
    isClosed: () => closedFlag,
    close: async () => {
      await client.close().catch(() => {});
      await transport.close().catch(() => {});
      markClosed();
    },
  };
}
