// The commands of the in-process lifecycle property. Each one acts on the LifecycleSystem and then
// checks its invariants, so a failure points at the first command after which one broke.
import fc from "fast-check";
import { LIMITS } from "../../../generated/limits.js";
import type { Outcome } from "./fake-world.js";
import type { LifecycleSystem, Policies, ServerName } from "./system.js";
import { flush, SERVERS } from "./system.js";

type Model = Record<string, never>;
type Cmd = fc.AsyncCommand<Model, LifecycleSystem>;

export function assertClean(sys: LifecycleSystem): void {
  sys.checkInvariants();
  if (sys.world.violations.length > 0)
    throw new Error(`lifecycle invariant broken:\n- ${sys.world.violations.join("\n- ")}`);
}

function command(label: string, act: (sys: LifecycleSystem) => void | Promise<void>): Cmd {
  return {
    check: () => true,
    run: async (_m, sys) => {
      await act(sys);
      // Commands happen between events: whatever is already due runs first.
      await flush();
      assertClean(sys);
    },
    toString: () => label,
  };
}

/** Mostly one server, so that races on it are dense; the other shows they stay independent. */
const server = fc.oneof(
  { weight: 3, arbitrary: fc.constant<ServerName>(SERVERS[0]) },
  { weight: 1, arbitrary: fc.constant<ServerName>(SERVERS[1]) },
);
const outcome = fc.constantFrom<Outcome>("ok", "ok", "toolError", "rpcError");

const call = fc.record({ server, outcome }).map(({ server: s, outcome: o }) =>
  command(`call(${s}, ${o})`, (sys) => {
    sys.call(s, o);
  }),
);
const step = fc.integer({ min: 1, max: 4 }).map((n) => command(`step(${n})`, (sys) => sys.step(n)));

/** One arbitrary, weighted so that runs reach connected, crashed and reconnecting states often. */
export const commandArb: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 10, arbitrary: call },
  { weight: 14, arbitrary: step },
  { weight: 4, arbitrary: fc.nat(3).map((i) => command(`cancel(${i})`, (sys) => sys.cancel(i))) },
  { weight: 4, arbitrary: fc.nat(15).map((i) => command(`timeout(${i})`, (sys) => sys.timeout(i))) },
  { weight: 4, arbitrary: server.map((s) => command(`crash(${s})`, (sys) => sys.crash(s))) },
  // The model retries at once after a lost connection, before any timer (the automatic reconnect's) runs.
  {
    weight: 2,
    arbitrary: fc.record({ server, outcome }).map(({ server: s, outcome: o }) =>
      command(`crashThenCall(${s}, ${o})`, async (sys) => {
        await sys.crash(s);
        sys.call(s, o);
      }),
    ),
  },
  { weight: 4, arbitrary: server.map((s) => command(`reconnect(${s})`, (sys) => sys.reconnect(s))) },
  { weight: 2, arbitrary: server.map((s) => command(`abandonReconnect(${s})`, (sys) => sys.abandonReconnect(s))) },
  {
    weight: 2,
    arbitrary: fc
      .record({ server, n: fc.integer({ min: 1, max: 3 }) })
      .map(({ server: s, n }) => command(`failNextConnects(${s}, ${n})`, (sys) => sys.world.failNextConnects(s, n))),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom(0, 1, 100, 250, 1_000).map((ms) => command(`tick(${ms})`, (sys) => sys.tick(ms))),
  },
  // Rare: everything after a shutdown only meets a closed runtime.
  { weight: 1, arbitrary: fc.constant(command("reload", (sys) => sys.reload())) },
  { weight: 1, arbitrary: fc.constant(command("shutdown", (sys) => sys.shutdown())) },
);

const attempts = LIMITS["config.reconnect.maxAttempts"];
const delay = LIMITS["config.reconnect.baseDelayMs"];
const policy = fc.record({
  automatic: fc.boolean(),
  maxAttempts: fc.integer({ min: attempts.min, max: attempts.max }),
  baseDelayMs: fc.integer({ min: delay.min, max: delay.max }),
});

export const policiesArb: fc.Arbitrary<Policies> = fc.record({ a: policy, b: policy });
