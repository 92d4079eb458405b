// Every process a stdio server starts, found again by a mark in its environment: a process that
// leaves the server's process group (setsid, a daemonising double fork) is out of reach of the group
// kill, but it still carries the environment it was started with. Each transport puts a random value
// of its own in the server's environment, and at close kills every process of this user whose
// environment (Linux /proc/<pid>/environ) holds that exact value. Not found: a process that cleared
// or replaced its environment, one of another user, and anything on a system without /proc.
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";

/** The environment variable that marks a server's processes (its value is random per connection). */
export const OWNER_VARIABLE = "TRAVIS234_MCP_OWNER";

export function newOwnerMark(): string {
  return randomBytes(16).toString("hex");
}

/** The pids (other than this process) whose environment holds OWNER_VARIABLE=mark. */
export function markedProcesses(mark: string): number[] {
  const needle = Buffer.from(`${OWNER_VARIABLE}=${mark}\0`);
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (pid === process.pid) continue;
    let environ: Buffer;
    try {
      environ = readFileSync(`/proc/${entry}/environ`);
    } catch {
      // Gone, or not ours to read.
      continue;
    }
    const at = environ.indexOf(needle);
    if (at === 0 || (at > 0 && environ[at - 1] === 0)) found.push(pid);
  }
  return found;
}

/** The process group of `pid`, or undefined when it is gone. */
function processGroup(pid: number): number | undefined {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: fields after it are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
  } catch {
    return undefined;
  }
}

/** The marked processes outside process group `pgid` (those inside get the group's signals). */
export function markedOutside(mark: string, pgid: number): number[] {
  return markedProcesses(mark).filter((pid) => processGroup(pid) !== pgid);
}

export function signalEach(pids: readonly number[], signal: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // ESRCH: already gone.
    }
  }
}
