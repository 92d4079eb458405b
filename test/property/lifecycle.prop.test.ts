// The connection lifecycle (docs/architecture.md, "Connection lifecycle"), as a model-based property: random
// interleavings of call, cancel, timeout, crash, explicit and automatic reconnect, reload and shutdown never
// leave two live connections for one server, never replay a request, never leak a connection, and always end
// in a state that status() reports truthfully.
//
// Layer 1 (in process): a Runtime and a Proxy over fake servers (lifecycle/fake-world.ts). The
// fast-check scheduler orders connects, request writes, responses and closes; vitest's fake clock
// runs the backoff and the automatic reconnect. The invariants are listed in lifecycle/system.ts and
// lifecycle/fake-world.ts. Layer 2: a few random sequences against a real server process over stdio
// (lifecycle/lifecycle-server.mjs, which logs the call each tools/call belongs to).
//
// FC_SHRINK=1 shrinks a counterexample (the global setup stops at the first failure);
// LIFECYCLE_COVERAGE=1 prints how often each event happened; LIFECYCLE_REAL_RUNS soaks layer 2.
import { join } from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../src/config/index.js";
import { sleep } from "../support/processes.js";
import { tempDir } from "../support/temp.js";
import { assertClean, commandArb, policiesArb } from "./lifecycle/commands.js";
import { coverage } from "./lifecycle/coverage.js";
import { fifoScheduler } from "./lifecycle/fifo-scheduler.js";
import { RealRun, realCommandArb, realPolicyArb } from "./lifecycle/real-run.js";
import { flush, LifecycleSystem } from "./lifecycle/system.js";

const scratch = tempDir("lifecycle-prop-");
const spillBase = join(scratch, "spills");
/** Whatever an empty home and project load to; the fake servers are added to it. */
const emptyConfig = loadConfig({ home: join(scratch, "home"), cwd: join(scratch, "project"), projectTrusted: false });

describe("connection lifecycle, in process (fake servers, scheduled interleavings)", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setImmediate", "clearImmediate"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("never two live connections per server, never a replay, never a leak, status always true", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        policiesArb,
        fc.commands([commandArb], { maxCommands: 60, size: "+1" }),
        async (s, policies, cmds) => {
          const sys = new LifecycleSystem(s, emptyConfig, policies, spillBase);
          try {
            await fc.asyncModelRun(() => ({ model: {}, real: sys }), cmds);
            await sys.finish();
            assertClean(sys);
          } finally {
            await sys.dispose();
          }
        },
      ),
      process.env.FC_SHRINK ? { endOnFailure: false } : {},
    );
    if (process.env.LIFECYCLE_COVERAGE) console.log(JSON.stringify(coverage));
    // A property that never reaches the interesting states proves nothing (checked at the full
    // budget only: a handful of runs may legitimately miss one).
    if ((fc.readConfigureGlobal().numRuns ?? 100) < 100) return;
    for (const key of [
      "call ok",
      "cancelled",
      "timeout",
      "crash",
      "reconnect ok",
      "call MCPA_RUNTIME_CONNECTION_LOST",
      "call MCPA_RUNTIME_TIMEOUT",
      "reload",
      "shutdown",
      "automatic reconnect attempt",
      "reconnect joins a running one",
      "call MCPA_RUNTIME_CONNECT_FAILED",
    ]) {
      expect(coverage[key] ?? 0, `${key} never happened: ${JSON.stringify(coverage)}`).toBeGreaterThan(0);
    }
  });
});

// Counterexamples the property found, pinned as exact interleavings (FIFO task order, fake clock).
describe("connection lifecycle, pinned counterexamples", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setImmediate", "clearImmediate"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const manual = { automatic: false, maxAttempts: 1, baseDelayMs: 100 } as const;
  const codeOf = (sys: LifecycleSystem, index: number): string | undefined => {
    const r = sys.calls[index]?.result;
    return r === undefined ? "(no result)" : r.isError ? (r.details.travis234Mcp as { code?: string }).code : undefined;
  };

  // Found with FC_SEED=1779948086 (shrunk): reconnect(b), step(1), reconnect(b), shutdown, step(1).
  // The reconnect went on to open a new connection after the runtime had begun to close, and the
  // real opener starts the transport (spawns the child) before the SDK looks at the signal.
  it("a reconnect whose runtime closes while it closes the old connection opens nothing more", async () => {
    const sys = new LifecycleSystem(fifoScheduler(), emptyConfig, { a: manual, b: manual }, spillBase);
    try {
      sys.reconnect("b");
      await flush();
      await sys.step(1);
      expect(sys.world.live("b").map((c) => c.id)).toEqual([1]);
      sys.reconnect("b");
      await flush();
      sys.shutdown();
      await flush();
      await sys.step(1);
      await sys.finish();
      expect(sys.world.attemptLog).toHaveLength(1);
      expect(sys.world.violations).toEqual([]);
    } finally {
      await sys.dispose();
    }
  });

  // Found with FC_SEED=1136924776 (shrunk): call(b), reconnect(b), cancel(the reconnect), call(b),
  // step(1). The second call replaced the abandoned reconnect with a new one, which closed the
  // connection the first connect had just opened (failing the first call) though nobody asked for it.
  it("a call after every waiter abandoned a reconnect keeps the healthy connection", async () => {
    const sys = new LifecycleSystem(fifoScheduler(), emptyConfig, { a: manual, b: manual }, spillBase);
    try {
      sys.call("b", "ok");
      await flush();
      await sys.abandonReconnect("b");
      sys.call("b", "ok");
      await flush();
      await sys.step(1);
      await sys.drainUntil(() => sys.unsettled().length === 0);
      expect([codeOf(sys, 0), codeOf(sys, 1), codeOf(sys, 2)]).toEqual([undefined, "(no result)", undefined]);
      expect(sys.world.conns.map((c) => [c.id, c.closedBy])).toEqual([[1, undefined]]);
      await sys.finish();
      expect(sys.world.violations).toEqual([]);
    } finally {
      await sys.dispose();
    }
  });

  // Found with FC_SEED=1803141144 (shrunk): call(a), step(3), reconnect(a), step(1). The call's
  // tools/call was written after the reconnect had begun to close its connection; the stdio
  // transport refuses it before it reports itself closed, and the call said REQUEST_FAILED
  // ("stream failure") instead of the lost connection.
  it("a request refused by a connection the adapter is closing reports the lost connection", async () => {
    const sys = new LifecycleSystem(fifoScheduler(), emptyConfig, { a: manual, b: manual }, spillBase);
    try {
      sys.call("a", "ok");
      await flush();
      await sys.step(3);
      sys.reconnect("a");
      await flush();
      await sys.step(1);
      expect(sys.world.requests.map((r) => `${r.method} ${r.fate}`)).toEqual(["tools/list ok", "tools/call refused"]);
      expect(codeOf(sys, 0)).toBe("MCPA_RUNTIME_CONNECTION_LOST");
      await sys.finish();
      expect(sys.world.violations).toEqual([]);
    } finally {
      await sys.dispose();
    }
  });
});

describe.sequential("connection lifecycle, real processes over stdio", () => {
  // Real processes are slow: a handful of runs (LIFECYCLE_REAL_RUNS to soak it locally), each
  // allowed up to 20 s on a loaded machine.
  const numRuns = Number(process.env.LIFECYCLE_REAL_RUNS ?? Math.min(5, fc.readConfigureGlobal().numRuns ?? 5));
  it("random sequences leave no process behind, send no tools/call twice and end as status says", {
    timeout: Math.max(120_000, numRuns * 20_000),
  }, async () => {
    await fc.assert(
      fc.asyncProperty(realPolicyArb, fc.commands([realCommandArb], { maxCommands: 10 }), async (policy, cmds) => {
        const run = new RealRun(policy);
        try {
          await fc.asyncModelRun(() => ({ model: {}, real: run }), cmds);
          await run.finish();
        } finally {
          await run.cleanup();
        }
        expect(run.violations).toEqual([]);
      }),
      { numRuns },
    );
    if (process.env.LIFECYCLE_COVERAGE) console.log(JSON.stringify(coverage));
    expect(coverage["real server start"] ?? 0, "no run ever started a server").toBeGreaterThan(0);
  });

  // A counterexample found under load: the last command kills the process from outside, and the
  // end check ran before the runtime had noticed (it waits process.stdoutDrainMs for stdout).
  const replays = Number(process.env.LIFECYCLE_KILL_REPLAYS ?? 2);
  it("a kill as the last command: status and process agree once the death is noticed", {
    timeout: Math.max(60_000, replays * 15_000),
  }, async () => {
    for (let i = 0; i < replays; i++) {
      const run = new RealRun({ automatic: true, maxAttempts: 2, baseDelayMs: 100 });
      try {
        await sleep(100);
        run.call(40);
        run.crashTool();
        await sleep(300);
        run.kill();
        await sleep(5);
        run.check();
        await run.finish();
      } finally {
        await run.cleanup();
      }
      expect(run.violations).toEqual([]);
    }
    if (process.env.LIFECYCLE_COVERAGE) console.log(JSON.stringify(coverage));
  });
});
