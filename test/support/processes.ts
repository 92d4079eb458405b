// Process and event-file helpers shared by every suite that starts processes:
// whether a process we started is still alive (by PID, never by name), polling for a
// condition with a deadline, and the fixture servers' events files.
import { existsSync, readFileSync } from "node:fs";

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Alive and not a zombie (a zombie has exited; PID 1 of a container may reap orphans late). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    // Without /proc, kill(pid, 0) is all we know; with it, a vanished entry means gone.
    return !existsSync("/proc/self/stat");
  }
}

/** Polls `check` every `stepMs` until it holds or `timeoutMs` passes; the last answer wins. */
export async function waitFor(check: () => boolean, timeoutMs: number, stepMs = 10): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await sleep(stepMs);
  }
  return check();
}

/** The lines of a fixture server's events file (none yet when it does not exist). */
export function readEvents(file: string): string[] {
  try {
    return readFileSync(file, "utf8")
      .split("\n")
      .filter((l) => l !== "");
  } catch {
    return [];
  }
}

/** How many lines of an events file equal `line` (or match it). */
export const count = (file: string, line: string | RegExp): number =>
  readEvents(file).filter((l) => (typeof line === "string" ? l === line : line.test(l))).length;

/** Pids of the server processes an events file saw start (`start <pid> ...`). */
export const startPids = (file: string): number[] =>
  readEvents(file)
    .flatMap((l) => /^start (\d+) /.exec(l)?.[1] ?? [])
    .map(Number);

/** Pids of server processes (`start <pid>`) and their grandchildren (`grandchild <pid>`) in an events file. */
export const eventPids = (file: string): number[] =>
  readEvents(file)
    .flatMap((l) => /^(?:start|grandchild) (\d+)\b/.exec(l)?.[1] ?? [])
    .map(Number);
