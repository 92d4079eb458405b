// Fakes for the runtime tests: a connection that is live until closed or crashed, a scripted
// connection opener that records every attempt with its (fake-clock) time, signal and era verdict,
// and one server loaded through the real config loader.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CallToolResult, Client, Transport } from "@modelcontextprotocol/client";
import type { LoadedConfig, ServerConfig } from "../../../src/config/index.js";
import { loadConfig } from "../../../src/config/index.js";
import type { Connection, openConnection } from "../../../src/runtime/connection.js";
import type { Negotiated, Verdict } from "../../../src/runtime/negotiation.js";
import { Redactor } from "../../../src/secrets/index.js";
import { tempDir } from "../../support/temp.js";

/** How a fake connection answers a tools/call: with its pid, never (until it closes), or with an error. */
export type CallBehaviour = "answer" | "pending" | "fail";

/** A connection that is "live" from open until close() or crash(); a tools/call behaves as `calls` says. */
export class FakeConnection implements Connection {
  calls: CallBehaviour = "answer";
  readonly client = {
    setNotificationHandler: () => {},
    callTool: (): Promise<CallToolResult> => {
      if (this.calls === "pending") return this.pendingRequest();
      if (this.calls === "fail") return Promise.reject(new Error("tool failed"));
      return this.answer().then((text) => ({ content: [{ type: "text", text }] }));
    },
  } as unknown as Client;
  transport = {} as Transport;
  readonly redactor = new Redactor();
  readonly stderr = undefined;
  readonly capabilities = {};
  /** What the fake "negotiated"; a test sets a verdict to see it passed to the next connect. */
  protocol: Negotiated = { era: "legacy", version: "2025-11-25", verdict: undefined };
  readonly closed: Promise<void>;
  closeCalls = 0;
  /** Requests this connection served. */
  requests = 0;
  private markClosed: () => void = () => {};
  private done = false;
  private readonly onClose: (() => void)[] = [];

  constructor(readonly pid: number) {
    this.closed = new Promise<void>((r) => {
      this.markClosed = () => {
        if (this.done) return;
        this.done = true;
        for (const f of this.onClose.splice(0)) f();
        r();
      };
    });
  }

  isClosed(): boolean {
    return this.done;
  }

  async close(): Promise<void> {
    this.closeCalls += 1;
    this.markClosed();
  }

  /** The transport broke by itself (child exit, stream error). */
  crash(): void {
    this.markClosed();
  }

  /** A request that never answers; it fails as the SDK's would when the connection closes. */
  pendingRequest(): Promise<never> {
    this.requests += 1;
    return new Promise<never>((_, reject) => {
      if (this.done) reject(new Error("connection closed"));
      else this.onClose.push(() => reject(new Error("connection closed")));
    });
  }

  async answer(): Promise<string> {
    this.requests += 1;
    return `answer from ${this.pid}`;
  }
}

/** "hang" waits to be settled by hand or aborted; "stubborn" also ignores the abort. */
export type Outcome = "ok" | "fail" | "hang" | "stubborn";

export interface OpenCall {
  readonly at: number;
  readonly signal: AbortSignal;
  /** The era verdict the runtime handed to this attempt. */
  readonly prior: Verdict | undefined;
  /** Settles a "hang" attempt by hand. */
  succeed(): void;
  fail(): void;
}

/** A scripted opener: each attempt takes the next outcome ("ok" once the script is used up). */
export class FakeOpener {
  readonly calls: OpenCall[] = [];
  readonly opened: FakeConnection[] = [];
  private nextPid = 1000;

  constructor(private readonly script: Outcome[] = []) {}

  get live(): FakeConnection[] {
    return this.opened.filter((c) => !c.isClosed());
  }

  /** What each new connection "negotiates", in order (then the FakeConnection default). */
  readonly protocols: Negotiated[] = [];

  readonly open: typeof openConnection = (_server, _ctx, signal, _timeoutMs, prior) => {
    const outcome = this.script.shift() ?? "ok";
    let settle: { ok: () => void; fail: () => void } = { ok: () => {}, fail: () => {} };
    const promise = new Promise<Connection>((resolve, reject) => {
      // Settles once, like a real attempt: an aborted attempt never yields a connection.
      let settled = false;
      const ok = (): void => {
        if (settled) return;
        settled = true;
        const conn = new FakeConnection(this.nextPid++);
        const protocol = this.protocols.shift();
        if (protocol) conn.protocol = protocol;
        this.opened.push(conn);
        resolve(conn);
      };
      const fail = (): void => {
        if (settled) return;
        settled = true;
        reject(new Error("spawn ENOENT"));
      };
      const abort = (): void => {
        if (settled) return;
        settled = true;
        reject(signal.reason);
      };
      settle = { ok, fail };
      if (outcome !== "stubborn") {
        if (signal.aborted) return abort();
        signal.addEventListener("abort", abort, { once: true });
      }
      if (outcome === "ok") ok();
      else if (outcome === "fail") fail();
    });
    this.calls.push({ at: Date.now(), signal, prior, succeed: () => settle.ok(), fail: () => settle.fail() });
    return promise;
  };
}

/** Settles `p` into a record, so a rejection is never unhandled while the clock is advanced. */
export function settle<T>(p: Promise<T>): { readonly result: () => { done: boolean; value?: T; error?: unknown } } {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false };
  p.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: unknown) => Object.assign(state, { done: true, error }),
  );
  return { result: () => state };
}

/**
 * Loads one stdio server "s" (never spawned) with the given entry fields through the real config
 * loader, from a fresh home directory; `remove` deletes that directory.
 */
export function loadServer(entry: Record<string, unknown>): {
  readonly config: ServerConfig;
  readonly loaded: LoadedConfig;
  readonly home: string;
} {
  const home = tempDir("runtime-unit-");
  mkdirSync(join(home, ".config/mcp"), { recursive: true });
  mkdirSync(join(home, "project"));
  writeFileSync(
    join(home, ".config/mcp/mcp.json"),
    JSON.stringify({ mcpServers: { s: { command: "never-spawned", ...entry } } }),
  );
  const loaded = loadConfig({ home, cwd: join(home, "project"), projectTrusted: false });
  const config = loaded.servers.get("s");
  if (!config || loaded.problems.length > 0) {
    throw new Error(`server s did not load: ${JSON.stringify(loaded.problems)}`);
  }
  return { config, loaded, home };
}
