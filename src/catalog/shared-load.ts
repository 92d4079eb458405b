// One catalog load shared by every caller that needs it: each caller's abort settles that caller at
// once, and the load is cancelled only when all of them have aborted. A load belongs to one key (the
// connection it drains): a caller with another key never joins it.

import { raceAbort } from "../runtime/abort.js";
import type { ServerRuntime } from "../runtime/server-runtime.js";

interface Shared<T> {
  readonly key: unknown;
  readonly promise: Promise<T>;
  readonly controller: AbortController;
  waiters: number;
}

export class SharedLoad<T> {
  private current: Shared<T> | undefined;

  constructor(
    private readonly server: Pick<ServerRuntime, "cancelled">,
    private readonly operation: string,
  ) {}

  /**
   * Joins the running load for `key`, or starts one with `start`. A load every caller abandoned, or
   * one for another key, is not joined (it goes on for whoever still waits on it).
   */
  join(key: unknown, start: (signal: AbortSignal) => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    let shared = this.current;
    if (!shared || shared.key !== key || shared.controller.signal.aborted) {
      const controller = new AbortController();
      const entry: Shared<T> = {
        key,
        promise: start(controller.signal).finally(() => {
          if (this.current === entry) this.current = undefined;
        }),
        controller,
        waiters: 0,
      };
      shared = this.current = entry;
    }
    const joined = shared;
    joined.waiters += 1;
    return raceAbort(joined.promise, signal, () => {
      joined.waiters -= 1;
      if (joined.waiters === 0) joined.controller.abort();
      return this.server.cancelled(this.operation);
    });
  }
}
