// Deterministic reconnect backoff (see docs/architecture.md, "Reconnect"): after failed attempt i (0-based)
// and before the next one, wait baseDelayMs x 2^i. Sleeps are cancellable.
import type { ReconnectPolicy } from "../config/index.js";

export function backoffDelays(policy: Pick<ReconnectPolicy, "maxAttempts" | "baseDelayMs">): number[] {
  return Array.from({ length: Math.max(0, policy.maxAttempts - 1) }, (_, i) => policy.baseDelayMs * 2 ** i);
}

/** Resolves after `ms`, or rejects with `signal.reason` as soon as `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
