// Reconnect backoff: baseDelayMs x 2^i between attempts, and a sleep that an abort ends at once,
// with its timer and its listener gone either way.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoffDelays, sleep } from "../../../src/runtime/backoff.js";

describe("backoffDelays", () => {
  it("one delay between each two attempts, doubling", () => {
    expect(backoffDelays({ maxAttempts: 1, baseDelayMs: 100 })).toEqual([]);
    expect(backoffDelays({ maxAttempts: 4, baseDelayMs: 100 })).toEqual([100, 200, 400]);
    expect(backoffDelays({ maxAttempts: 0, baseDelayMs: 100 })).toEqual([]);
  });
});

describe("sleep", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("resolves after the delay and removes its abort listener", async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, "removeEventListener");
    let done = false;
    const p = sleep(100, controller.signal).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await p;
    expect(done).toBe(true);
    expect(remove).toHaveBeenCalledWith("abort", expect.any(Function));
    // A later abort is nobody's business any more.
    controller.abort(new Error("late"));
    expect(vi.getTimerCount()).toBe(0);
  });

  it("rejects at once with the reason when aborted, and clears its timer", async () => {
    const controller = new AbortController();
    const p = sleep(10_000, controller.signal);
    expect(vi.getTimerCount()).toBe(1);
    const reason = new Error("stop");
    controller.abort(reason);
    await expect(p).rejects.toBe(reason);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("an already aborted signal rejects without starting a timer", async () => {
    const controller = new AbortController();
    const reason = new Error("already");
    controller.abort(reason);
    await expect(sleep(10, controller.signal)).rejects.toBe(reason);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("listens once: a second abort event does not reject twice", async () => {
    const controller = new AbortController();
    const add = vi.spyOn(controller.signal, "addEventListener");
    const p = sleep(1_000, controller.signal);
    expect(add).toHaveBeenCalledWith("abort", expect.any(Function), { once: true });
    controller.abort(new Error("x"));
    await expect(p).rejects.toThrow("x");
  });
});
