// A scheduler that releases tasks in the order they were scheduled, for the pinned examples: with
// it, a command sequence replays one exact interleaving. It implements the part of fast-check's
// Scheduler that the fake world uses.
import type fc from "fast-check";

export function fifoScheduler(): fc.Scheduler {
  const queue: { label: string; trigger: () => void }[] = [];
  const log: string[] = [];
  const s = {
    schedule<T>(task: Promise<T>, label?: string): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ label: label ?? "", trigger: () => void task.then(resolve, reject) });
      });
    },
    count: () => queue.length,
    async waitOne(): Promise<void> {
      const next = queue.shift();
      if (!next) throw new Error("No task scheduled");
      log.push(next.label);
      next.trigger();
      await Promise.resolve();
    },
    async waitAll(): Promise<void> {
      while (queue.length > 0) await s.waitOne();
    },
    report: () => log.map((label) => ({ label })),
    toString: () => `fifo scheduler: ${log.join(" -> ")}`,
  };
  return s as unknown as fc.Scheduler;
}
