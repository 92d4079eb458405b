// A sidecar served in this process over a PassThrough (src/host/sidecar.ts's serveSidecar), with a
// request helper that resolves with the reply of each id. `end()` ends its input and waits for it.
import { PassThrough } from "node:stream";
import type { SidecarIo } from "../../src/host/sidecar.js";
import { serveSidecar } from "../../src/host/sidecar.js";

export interface InProcessSidecar {
  request(id: number, method: string, params: unknown): Promise<Record<string, unknown>>;
  /** Sends a notification (no reply). */
  notify(method: string, params: unknown): void;
  end(): Promise<void>;
}

export function inProcessSidecar(home: string, extra: Partial<Pick<SidecarIo, "onWarmUp">> = {}): InProcessSidecar {
  const input = new PassThrough();
  const replies = new Map<number, Record<string, unknown>>();
  const waiting = new Map<number, () => void>();
  const served = serveSidecar({
    input,
    write: (line) => {
      const m = JSON.parse(line) as { id?: number };
      if (typeof m.id === "number") {
        replies.set(m.id, m as Record<string, unknown>);
        waiting.get(m.id)?.();
      }
    },
    environment: { PATH: process.env.PATH ?? "", HOME: home },
    ...extra,
  });
  return {
    request: (id, method, params) =>
      new Promise((resolve) => {
        waiting.set(id, () => resolve(replies.get(id) as Record<string, unknown>));
        input.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
      }),
    notify: (method, params) => input.write(`${JSON.stringify({ jsonrpc: "2.0", method, params })}\n`),
    end: async () => {
      input.end();
      await served;
    },
  };
}
