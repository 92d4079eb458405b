// The system under test for the in-process lifecycle property: a Runtime and a McpProxy over fake
// servers (fake-world.ts), the calls made through them, and the invariants checked after every
// command. Time is vitest's fake clock (backoff sleeps, the automatic reconnect's setImmediate);
// connects, request writes, responses and closes are fast-check scheduler tasks.
import { vi } from "vitest";
import type { LoadedConfig, ReconnectPolicy, ServerConfig } from "../../../src/config/index.js";
import { AdapterError, ERROR_CODES } from "../../../src/errors/index.js";
import { McpProxy } from "../../../src/proxy/proxy.js";
import type { HostResult } from "../../../src/results/blocks.js";
import { Runtime } from "../../../src/runtime/runtime.js";
import { count } from "./coverage.js";
import type { Outcome, Owner } from "./fake-world.js";
import { FakeWorld, SECRET_MESSAGE, SERVER_WORDS, TOOL_NAME } from "./fake-world.js";

export const SERVERS = ["a", "b"] as const;
export type ServerName = (typeof SERVERS)[number];
export type Policies = Readonly<Record<ServerName, ReconnectPolicy>>;

const CODES = new Set<string>(ERROR_CODES);

/** Lets every promise continuation that is already due run (no scheduler task, no timer). */
export async function flush(): Promise<void> {
  for (let i = 0; i < 300; i++) await Promise.resolve();
}

/** `base` (a configuration loaded from an empty home) with the two fake servers added. */
export function loadedConfig(base: LoadedConfig, policies: Policies): LoadedConfig {
  const servers = new Map<string, ServerConfig>(
    SERVERS.map((name) => [
      name,
      {
        name,
        transport: "stdio",
        command: "fake-mcp-server",
        args: [],
        env: {},
        origin: { sourceId: "test", file: "/dev/null", scope: "global" },
        reconnect: policies[name],
      },
    ]),
  );
  return { ...base, servers };
}

interface CallRecord {
  readonly id: number;
  readonly kind: "call" | "reconnect";
  readonly server: ServerName;
  readonly gen: Generation;
  readonly controller: AbortController;
  /** How many connections had been opened when the call was made. */
  readonly connsBefore: number;
  aborted: boolean;
  /** For an explicit reconnect: the calls on its server made while it was still going on (they join it). */
  readonly joined: CallRecord[];
  settled: boolean;
  checked: boolean;
  result?: HostResult;
  thrown?: unknown;
}

interface Generation extends Owner {
  readonly runtime: Runtime;
  readonly proxy: McpProxy;
  closing?: Promise<void>;
  /** Servers whose adopted connection crashed (so they may reconnect by themselves). */
  readonly lost: Set<string>;
}

/**
 * Whether an explicit reconnect is still going on: its caller waits, or a call that joined it does
 * (a coalesced reconnect is cancelled only when its last waiter leaves).
 */
function reconnectAlive(r: CallRecord): boolean {
  return r.kind === "reconnect" && (!r.settled || r.joined.some((c) => !c.settled));
}

export class LifecycleSystem {
  readonly world: FakeWorld;
  readonly calls: CallRecord[] = [];
  private gens: Generation[] = [];
  /** Per "gen/server": the last adopted connection that crashed, and how many connects had been made then. */
  private readonly lostAt = new Map<string, { conn: number; attempts: number }>();
  private lastCallId = 0;

  constructor(
    s: ConstructorParameters<typeof FakeWorld>[0],
    private readonly base: LoadedConfig,
    private readonly policies: Policies,
    private readonly spillBase: string,
  ) {
    this.world = new FakeWorld(s);
    this.newGeneration();
  }

  get current(): Generation {
    return this.gens[this.gens.length - 1] as Generation;
  }

  private newGeneration(): void {
    const gen = this.gens.length;
    const calls = this.calls;
    const policies = this.policies;
    const owner: Omit<Generation, "runtime" | "proxy"> & { runtime?: Runtime } = {
      gen,
      lost: new Set<string>(),
      state(server) {
        const r = this.runtime;
        return r?.status().find((s) => s.name === server)?.state;
      },
      asked: (server) => calls.some((c) => c.gen.gen === gen && c.server === server && !c.settled),
      reconnectAsked: (server) => calls.some((c) => c.gen.gen === gen && c.server === server && reconnectAlive(c)),
      mayReconnectAlone(server) {
        return policies[server as ServerName]?.automatic === true && this.lost.has(server);
      },
    };
    const runtime = new Runtime(loadedConfig(this.base, this.policies), {
      environment: {},
      cwd: "/",
      offline: false,
      spillBase: this.spillBase,
      openConnection: this.world.opener(owner as Generation),
    });
    owner.runtime = runtime;
    const g = Object.assign(owner, { runtime, proxy: new McpProxy(runtime) }) as Generation;
    this.gens.push(g);
  }

  // -------------------------------------------------------------------------------------------
  // Actions.

  call(server: ServerName, outcome: Outcome): void {
    const id = ++this.lastCallId;
    this.world.outcomes.set(id, outcome);
    this.start(id, "call", server, (proxy, signal) =>
      proxy.call({ server, tool: TOOL_NAME, args: { callId: id } }, { signal }),
    );
  }

  reconnect(server: ServerName): void {
    const state = this.current.runtime.closed ? "closing" : this.current.runtime.server(server).status().state;
    if (state === "reconnecting") count("reconnect joins a running one");
    this.start(++this.lastCallId, "reconnect", server, (proxy, signal) =>
      proxy.call({ server, operation: "reconnect" }, { signal }),
    );
  }

  private start(
    id: number,
    kind: CallRecord["kind"],
    server: ServerName,
    run: (proxy: McpProxy, signal: AbortSignal) => Promise<HostResult>,
  ): void {
    const gen = this.current;
    const controller = new AbortController();
    const rec: CallRecord = {
      id,
      kind,
      server,
      gen,
      controller,
      connsBefore: this.world.conns.length,
      aborted: false,
      joined: [],
      settled: false,
      checked: false,
    };
    for (const r of this.calls) if (r.gen === gen && r.server === server && reconnectAlive(r)) r.joined.push(rec);
    this.calls.push(rec);
    run(gen.proxy, controller.signal).then(
      (result) => {
        rec.settled = true;
        rec.result = result;
      },
      (err: unknown) => {
        rec.settled = true;
        rec.thrown = err;
      },
    );
  }

  unsettled(): CallRecord[] {
    return this.calls.filter((c) => !c.settled);
  }

  /** Aborts the `index`-th newest unsettled call (mod the count); it must settle at once. */
  async cancel(index: number): Promise<void> {
    const open = this.unsettled();
    await this.abort(open[open.length - 1 - (index % Math.max(1, open.length))]);
  }

  /** Asks for a reconnect and gives up on it at once (the user pressed Escape). */
  async abandonReconnect(server: ServerName): Promise<void> {
    this.reconnect(server);
    const r = this.calls[this.calls.length - 1];
    await flush();
    await this.abort(r);
  }

  private async abort(c: CallRecord | undefined): Promise<void> {
    if (!c || c.settled) return;
    c.aborted = true;
    c.controller.abort();
    count("cancel");
    await flush();
    if (!c.settled) this.world.violation(`${this.describe(c)} was aborted but did not settle before any other event`);
    const untold = this.world.requests.filter(
      (q) => q.method === "tools/call" && q.callId === c.id && (q.fate === "pending" || q.fate === "unsent"),
    );
    if (untold.length > 0)
      this.world.violation(
        `${this.describe(c)} was aborted but its tools/call r${untold[0]?.id} still runs on the server (never cancelled)`,
      );
  }

  async timeout(index: number): Promise<void> {
    if (this.world.timeOut(index)) count("timeout");
    await flush();
  }

  /** The server behind the live connection (any, preferring the adopted one) dies. */
  async crash(server: ServerName): Promise<void> {
    const live = this.world.live(server);
    const conn =
      live.find((c) => this.current.runtime.closed === false && this.current.runtime.server(server).current === c) ??
      live[0];
    if (!conn) return;
    if (
      conn.owner.gen === this.current.gen &&
      !this.current.runtime.closed &&
      this.current.runtime.server(server).current === conn
    ) {
      this.current.lost.add(server);
      this.lostAt.set(`${this.current.gen}/${server}`, { conn: conn.id, attempts: this.world.attemptLog.length });
    }
    conn.crash();
    count("crash");
    await flush();
  }

  /** Releases up to `n` scheduled tasks, chosen by the scheduler. */
  async step(n: number): Promise<void> {
    for (let i = 0; i < n && this.world.s.count() > 0; i++) {
      await this.world.s.waitOne();
      await flush();
      this.checkInvariants();
    }
  }

  async tick(ms: number): Promise<void> {
    await vi.advanceTimersByTimeAsync(ms);
    await flush();
  }

  shutdown(label = "shutdown"): void {
    const g = this.current;
    if (g.closing) return;
    count(label);
    g.closing = g.runtime.close().then(() => this.checkClosed(g));
  }

  /** Closes the runtime (as the host does when the session reloads) and starts a fresh one. */
  async reload(): Promise<void> {
    this.shutdown("reload shutdown");
    const g = this.current;
    let done = false;
    void g.closing?.then(() => {
      done = true;
    });
    if (!(await this.drainUntil(() => done)))
      this.world.violation(`runtime generation ${g.gen} never finished closing`);
    count("reload");
    this.newGeneration();
  }

  /** Runs scheduler tasks (in the scheduler's order) and timers until `until` holds or nothing is left. */
  async drainUntil(until: () => boolean, maxRounds = 2_000): Promise<boolean> {
    for (let i = 0; i < maxRounds; i++) {
      await flush();
      this.checkInvariants();
      if (until()) return true;
      if (this.world.s.count() > 0) await this.world.s.waitOne();
      else if (vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
      else return until();
    }
    return until();
  }

  // -------------------------------------------------------------------------------------------
  // Invariants.

  private describe(c: CallRecord): string {
    return `${c.kind} #${c.id} on ${c.server} (runtime ${c.gen.gen})`;
  }

  /** A closed runtime leaves no live connection and no connect in flight. */
  private checkClosed(g: Generation): void {
    const live = this.world.conns.filter((c) => c.owner.gen === g.gen && !c.isClosed());
    if (live.length > 0)
      this.world.violation(
        `runtime ${g.gen} finished closing with live connections c${live.map((c) => c.id).join(", c")} (leaked children)`,
      );
    const inFlight = this.world.openAttemptsInFlight(g.gen);
    if (inFlight > 0)
      this.world.violation(`runtime ${g.gen} finished closing with ${inFlight} connect attempt(s) still running`);
  }

  /** What the runtime reports must agree with the fake servers. */
  private checkStatus(g: Generation, quiescent: boolean): void {
    for (const st of g.runtime.status()) {
      const where = `${st.name} (runtime ${g.gen})`;
      if (st.lastErrorCode !== undefined && !CODES.has(st.lastErrorCode))
        this.world.violation(
          `status of ${where} has lastErrorCode ${JSON.stringify(st.lastErrorCode)}, not a catalog code`,
        );
      if (JSON.stringify(st).includes(SECRET_MESSAGE))
        this.world.violation(`status of ${where} carries an exception's message`);
      if (g.closing) {
        if (st.state !== "closing") this.world.violation(`status of ${where} is ${st.state} after close()`);
        continue;
      }
      const current = g.runtime.server(st.name).current;
      const live = current !== undefined && !current.isClosed();
      if ((st.state === "connected") !== live)
        this.world.violation(
          `status of ${where} is ${st.state} but its adopted connection is ${current === undefined ? "absent" : live ? "live" : "closed"}`,
        );
      if (quiescent) {
        const lost = this.lostAt.get(`${g.gen}/${st.name}`);
        if (
          lost &&
          st.automaticReconnect &&
          !this.world.attemptLog.slice(lost.attempts).some((a) => a.gen === g.gen && a.server === st.name)
        ) {
          this.world.violation(`automatic reconnect of ${where} never started after c${lost.conn} crashed`);
        }
        if (st.state === "connecting" || st.state === "reconnecting")
          this.world.violation(`status of ${where} is still ${st.state} when nothing is left to run`);
        const orphans = this.world.live(st.name).filter((c) => c !== current);
        if (orphans.length > 0)
          this.world.violation(
            `live connection c${orphans.map((c) => c.id).join(", c")} of ${where} is not the adopted one when nothing is left to run (leaked)`,
          );
      }
    }
  }

  /** A settled call's result must agree with what its server did. */
  private checkCall(c: CallRecord): void {
    if (!c.settled || c.checked) return;
    c.checked = true;
    const where = this.describe(c);
    if (c.thrown !== undefined) {
      const code = AdapterError.isInstance(c.thrown) ? c.thrown.code : undefined;
      if (code !== "MCPA_RUNTIME_CANCELLED")
        this.world.violation(`${where} threw ${code ?? String(c.thrown)}; only cancellation may be thrown`);
      else if (!c.aborted) this.world.violation(`${where} was never aborted but ended cancelled`);
      else count("cancelled");
      return;
    }
    const r = c.result as HostResult;
    const text = JSON.stringify(r);
    if (text.includes(SECRET_MESSAGE))
      this.world.violation(`${where}: an exception's message reached model-visible text`);
    const details = r.details.travis234Mcp as { code?: string };
    if (c.aborted) this.world.violation(`${where} was aborted while pending but ended with a result`);
    if (r.isError && details.code !== undefined && !CODES.has(details.code))
      this.world.violation(`${where} ended with code ${details.code}, not a catalog code`);
    const closing = c.gen.closing !== undefined;
    if (c.kind === "reconnect") {
      if (!r.isError) {
        count("reconnect ok");
        if (this.world.conns.length <= c.connsBefore)
          this.world.violation(`${where} succeeded without opening a new connection`);
      }
      return;
    }
    const sent = this.world.requests.filter((q) => q.method === "tools/call" && q.callId === c.id);
    const fate = sent[sent.length - 1]?.fate;
    const code = r.isError ? (details.code ?? "tool error") : "ok";
    const allowed: Record<string, string[]> = {
      ok: ["ok"],
      toolError: ["tool error"],
      rpcError: ["MCPA_RUNTIME_ARGUMENTS_REJECTED"],
      timeout: ["MCPA_RUNTIME_TIMEOUT"],
      closed: ["MCPA_RUNTIME_CONNECTION_LOST"],
      refused: ["MCPA_RUNTIME_CONNECTION_LOST"],
    };
    const want = fate === undefined ? undefined : allowed[fate];
    if (fate === undefined) {
      if (!r.isError) this.world.violation(`${where} succeeded but no server received it`);
    } else if (want === undefined) {
      this.world.violation(`${where} settled while its request is ${fate}`);
    } else if (!want.includes(code) && !(closing && code === "MCPA_RUNTIME_CLOSED")) {
      this.world.violation(`${where}: its server answered ${fate} but the call ended ${code}`);
    }
    if (code === "ok") {
      count("call ok");
      if (!text.includes(`done ${c.id}`)) this.world.violation(`${where} succeeded with another call's result`);
    } else count(`call ${code}`);
    if (code === "MCPA_RUNTIME_ARGUMENTS_REJECTED" && !text.includes(SERVER_WORDS))
      this.world.violation(`${where}: the server's own error message was lost`);
  }

  checkInvariants(quiescent = false): void {
    for (const name of SERVERS) {
      const live = this.world.live(name);
      if (live.length > 1)
        this.world.violation(`${live.length} live connections for ${name}: c${live.map((c) => c.id).join(", c")}`);
    }
    for (const c of this.calls) this.checkCall(c);
    this.checkStatus(this.current, quiescent);
  }

  /** Runs everything to the end, then shuts down; every call must have settled, nothing may leak. */
  async finish(): Promise<void> {
    await this.drainUntil(() => false);
    if (this.world.s.count() > 0 || vi.getTimerCount() > 0)
      this.world.violation("tasks or timers were still pending after the drain bound (a livelock)");
    else this.checkInvariants(true);
    for (const c of this.unsettled()) this.world.violation(`${this.describe(c)} never settled`);
    const last = this.current;
    this.shutdown("final shutdown");
    let done = false;
    void last.closing?.then(() => {
      done = true;
    });
    if (!(await this.drainUntil(() => done && this.unsettled().length === 0)))
      this.world.violation("the final shutdown did not finish");
    const live = this.world.live();
    if (live.length > 0)
      this.world.violation(
        `after every runtime closed, connections c${live.map((c) => c.id).join(", c")} are still live`,
      );
    this.checkInvariants();
  }

  /** Best-effort teardown after a failed run, so that nothing from it keeps running. */
  async dispose(): Promise<void> {
    for (const g of this.gens) void g.runtime.close().catch(() => {});
    for (let i = 0; i < 2_000 && (this.world.s.count() > 0 || vi.getTimerCount() > 0); i++) {
      if (this.world.s.count() > 0) await this.world.s.waitOne();
      else await vi.advanceTimersToNextTimerAsync();
    }
  }
}
