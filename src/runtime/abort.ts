// Abort helpers shared by the runtime and the catalogs: waiting for something that keeps running
// while the caller's signal may give up on it first.

/** Awaits `promise` unless `signal` aborts first; the promise itself keeps running. */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined, onAbort: () => Error): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    // Nobody waits for it any more: its own failure must not surface as an unhandled rejection.
    promise.catch(() => {});
    return Promise.reject(onAbort());
  }
  return new Promise<T>((resolve, reject) => {
    const abort = (): void => reject(onAbort());
    signal.addEventListener("abort", abort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener("abort", abort);
        resolve(v);
      },
      (e: unknown) => {
        signal.removeEventListener("abort", abort);
        reject(e);
      },
    );
  });
}
