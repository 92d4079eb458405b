// What one test started, released in one place: child processes, listeners, cleanup callbacks and
// the servers named in events files (checked by pid, never by name). Temporary directories come
// from tempDir (./temp.ts) and remove themselves after the test's afterEach.
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdirSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { isAlive, sleep, startPids, waitFor } from "./processes.js";
import { tempDir } from "./temp.js";

/** Kills `child` (SIGKILL) unless it has exited, and waits at most `ms` for its exit. */
export async function killChild(child: ChildProcess, ms = 2_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await Promise.race([exited, sleep(ms)]);
}

/** Closes a listener and every connection it holds. */
export async function closeListener(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
}

/** Waits up to `ms` for each pid to be gone; kills and returns those that were not. */
export async function reapSurvivors(pids: Iterable<number>, ms: number): Promise<number[]> {
  const leaked: number[] = [];
  for (const pid of pids) {
    if (await waitFor(() => !isAlive(pid), ms)) continue;
    leaked.push(pid);
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  return leaked;
}

export class Resources {
  private readonly children: ChildProcess[] = [];
  private readonly listeners: Server[] = [];
  private readonly eventFiles: string[] = [];
  private readonly cleanups: (() => Promise<void>)[] = [];

  tempDir(prefix = "security-"): string {
    return tempDir(prefix);
  }

  /** A fresh root with the home, project (cwd) and tmp directories a sidecar session uses. */
  sessionDirs(prefix = "security-"): { root: string; home: string; cwd: string; tmp: string } {
    const root = this.tempDir(prefix);
    const d = { home: join(root, "home"), cwd: join(root, "project"), tmp: join(root, "tmp") };
    for (const p of Object.values(d)) mkdirSync(p, { recursive: true });
    return { root, ...d };
  }

  eventsFile(): string {
    const file = join(this.tempDir("security-events-"), "events.log");
    this.eventFiles.push(file);
    return file;
  }

  child(c: ChildProcess): ChildProcess {
    this.children.push(c);
    return c;
  }

  listener(s: Server): Server {
    this.listeners.push(s);
    return s;
  }

  onCleanup(fn: () => Promise<void>): void {
    this.cleanups.push(fn);
  }

  /** Releases everything; returns the server pids (from events files) that were still alive. */
  async cleanup(): Promise<number[]> {
    for (const fn of this.cleanups.splice(0).reverse()) await fn().catch(() => {});
    for (const c of this.children.splice(0)) await killChild(c);
    for (const s of this.listeners.splice(0)) await closeListener(s);
    return reapSurvivors(this.eventFiles.splice(0).flatMap(startPids), 3_000);
  }
}
