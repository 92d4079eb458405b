// The standalone SSE stream's reopen policy: a floor on every wait (whatever the server's retry),
// doubling for quick reopens in a row up to the cap, given up after the bounded run, and a fresh
// run once a stream stayed open for the longest wait.
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { StreamReopenPolicy } from "../../../src/runtime/stream-reopen.js";

const MIN = LIMIT_VALUES["http.sseReopen.minDelayMs"];
const MAX = LIMIT_VALUES["http.sseReopen.maxDelayMs"];
const RUN = LIMIT_VALUES["http.sseReopen.maxQuickReopens"];

function fake(): { policy: StreamReopenPolicy; waits: number[]; fire: () => void; advance: (ms: number) => void } {
  let now = 0;
  const waits: number[] = [];
  let pending: (() => void) | undefined;
  const policy = new StreamReopenPolicy(
    undefined,
    () => now,
    (run, ms) => {
      waits.push(ms);
      pending = run;
      return () => (pending = undefined);
    },
  );
  return {
    policy,
    waits,
    fire: () => {
      const run = pending;
      pending = undefined;
      run?.();
    },
    advance: (ms) => (now += ms),
  };
}

describe("StreamReopenPolicy", () => {
  it("raises retry: 0 to the floor, doubles quick reopens up to the cap, then gives the stream up", () => {
    const f = fake();
    let reopened = 0;
    for (let i = 0; i < RUN + 3; i++) {
      f.policy.schedule(() => (reopened += 1), 0);
      f.fire();
    }
    expect(f.waits).toEqual(Array.from({ length: RUN }, (_, i) => Math.min(MAX, MIN * 2 ** i)));
    expect(reopened).toBe(RUN);
    expect(f.policy.status()).toEqual({ reopens: RUN, stopped: true });
  });

  it("honours a longer server retry, never beyond the cap", () => {
    const f = fake();
    f.policy.schedule(() => {}, MIN * 3);
    f.fire();
    f.policy.schedule(() => {}, MAX * 10);
    expect(f.waits).toEqual([MIN * 3, MAX]);
  });

  it("starts a fresh run after a stream stayed open for the longest wait", () => {
    const f = fake();
    for (let i = 0; i < 3; i++) {
      f.policy.schedule(() => {}, 0);
      f.fire();
    }
    f.advance(MAX);
    f.policy.schedule(() => {}, 0);
    expect(f.waits.at(-1)).toBe(MIN);
    expect(f.policy.status().stopped).toBe(false);
  });

  it("a stream that stays open longer than the floor but shorter than the longest wait still counts as quick", () => {
    const f = fake();
    let reopened = 0;
    for (let i = 0; i < RUN + 3; i++) {
      f.policy.schedule(() => (reopened += 1), 0);
      f.fire();
      // Open between the two delays each time: past the floor, short of the cap.
      f.advance(MAX - 1);
    }
    expect(MAX - 1).toBeGreaterThan(MIN);
    expect(reopened).toBe(RUN);
    expect(f.policy.status()).toEqual({ reopens: RUN, stopped: true });
    expect(f.waits).toEqual(Array.from({ length: RUN }, (_, i) => Math.min(MAX, MIN * 2 ** i)));
  });

  it("a stream open for exactly the longest wait is healthy: the run starts over at the floor", () => {
    const f = fake();
    for (let i = 0; i < RUN - 1; i++) {
      f.policy.schedule(() => {}, 0);
      f.fire();
    }
    f.advance(MAX);
    f.policy.schedule(() => {}, 0);
    expect(f.waits.at(-1)).toBe(MIN);
    f.fire();
    f.advance(MAX - 1);
    f.policy.schedule(() => {}, 0);
    expect(f.waits.at(-1)).toBe(Math.min(MAX, MIN * 2));
  });

  it("a cancelled reopen never runs", () => {
    const f = fake();
    let reopened = 0;
    const cancel = f.policy.schedule(() => (reopened += 1), 0);
    cancel();
    f.fire();
    expect(reopened).toBe(0);
  });
});
