// An in-process driver of the host (a test/e2e/host_*_driver.py run by the venv's python, with the
// shim loaded into the host's own app): it prints one JSON report per step, each with the host
// process's descendants at that moment, counted by pid (never by name).
import { expect } from "vitest";
import type { HostEnv, RunResult } from "./host.js";
import { jsonLines } from "./host.js";
import type { HostTestRun } from "./host-run.js";
import { HOST_PYTHON } from "./paths.js";

export interface DriverProc {
  readonly pid: number;
  readonly ppid: number;
  readonly argv: readonly string[];
}

export interface StepReport {
  readonly step: string;
  readonly descendants: readonly DriverProc[];
}

/**
 * Runs `driver` with `args` under the venv's python in `env`, expects a clean exit (in time, status
 * 0, no traceback, no extension error), and returns its step reports in order, the host's pid and
 * the run.
 */
export async function runDriver<R extends StepReport>(
  hosts: HostTestRun,
  env: HostEnv,
  driver: string,
  args: readonly string[],
  timeoutMs: number,
): Promise<{ reports: R[]; pid: number; run: RunResult }> {
  const p = hosts.start(env, [driver, ...args], timeoutMs, HOST_PYTHON);
  p.endInput();
  const pid = p.child.pid as number;
  const run = await p.done;
  expect(run.timedOut, run.stderr).toBe(false);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr).not.toContain("Traceback");
  expect(run.stderr).not.toContain("Extension error");
  const reports = jsonLines(run.stdout).filter((l): l is Record<string, unknown> & R => typeof l.step === "string");
  return { reports, pid, run };
}
