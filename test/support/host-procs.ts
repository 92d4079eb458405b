// Which processes an end-to-end run started, read from /proc: those whose environment names the
// run's unique agent dir, and given pids (fixtures). A process is named by its pid and its start
// time together, so a reused pid is never mistaken for it.
import { readdirSync, readFileSync } from "node:fs";
import { isAlive } from "./processes.js";

export interface ProcInfo {
  cmd: string;
  /** /proc/<pid>/stat starttime: with the pid, it names one process even after pid reuse. */
  readonly start: string;
}

function procStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  } catch {
    return undefined;
  }
}

export function sameProcessAlive(pid: number, p: ProcInfo): boolean {
  return procStart(pid) === p.start && isAlive(pid);
}

/**
 * Records every process whose environment names this run's agent dir (only runs of this env carry
 * it), and the given pids (fixtures, whose environment the adapter rebuilds). Known processes get
 * their command line re-read: a child caught between fork and exec still shows its parent's
 * command line and environment (the sidecar's, for a fixture being spawned).
 */
export function scanProc(agentDir: string, into: Map<number, ProcInfo>, extraPids: readonly number[] = []): void {
  const marker = `TRAVIS234_CODING_AGENT_DIR=${agentDir}\0`;
  const extra = new Set(extraPids);
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return;
  }
  const cmdline = (pid: number): string => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    if (pid === process.pid) continue;
    try {
      const known = into.get(pid);
      if (known) {
        const now = cmdline(pid);
        if (now !== "" && procStart(pid) === known.start) known.cmd = now;
        continue;
      }
      if (!extra.has(pid) && !readFileSync(`/proc/${pid}/environ`, "latin1").includes(marker)) continue;
      const start = procStart(pid);
      if (start !== undefined) into.set(pid, { cmd: cmdline(pid), start });
    } catch {
      // gone, or not ours to read
    }
  }
}
