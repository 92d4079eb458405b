// The contenders driven through the Travis234 host API in .venv-bench: the Python adapter and this
// project's shim + sidecar, started once for the echo runs; their cold and first-call runs reuse
// their homes.
import { join } from "node:path";
import type { EchoContender } from "./contenders/contender.js";
import { hostedEcho, makePythonHome, ourShim, PythonDriver, pythonAdapter } from "./contenders/python.js";
import type { HostedCold } from "./phases.js";
import type { Processes } from "./procs.js";
import type { PythonEnv } from "./python-venv.js";
import { ensureBenchVenv } from "./python-venv.js";
import type { HostedStatus, RanStatus } from "./results.js";
import type { Home, Options } from "./setup.js";
import { EVERYTHING } from "./setup.js";

const log = (line: string): void => void process.stderr.write(`[bench] ${line}\n`);

export interface Hosted {
  readonly status: HostedStatus;
  readonly env?: PythonEnv;
  readonly contenders: EchoContender[];
  readonly colds: HostedCold[];
}

/**
 * The contenders driven through the Travis234 host API in .venv-bench: the Python adapter and this
 * project's shim + sidecar, each in a driver process with a home of its own inside the temporary one
 * (removed with it), naming the same server-everything binary and the same HTTP server instance as
 * everyone else. Whatever cannot run is reported with its reason, never faked.
 */
export async function startHosted(opts: Options, home: Home, url: string, procs: Processes): Promise<Hosted> {
  if (!opts.python) {
    const off = { ran: false, reason: "left out with BENCH_PYTHON=0" } as const;
    return { status: { python: off, shim: off }, contenders: [], colds: [] };
  }
  log("Travis234 host venv: checking .venv-bench");
  const setup = await ensureBenchVenv(log);
  if (!setup.ok) {
    log(`Python adapter and shim not run: ${setup.reason}`);
    const no = { ran: false, reason: setup.reason } as const;
    return { status: { python: no, shim: no }, contenders: [], colds: [] };
  }
  const env = setup.env;
  log(
    `.venv-bench: Python ${env.versions.python}, travis234 ${env.versions.travis234}, travis234-mcp-adapter ${env.versions.adapter}`,
  );
  const servers = { everything: { command: process.execPath, args: [EVERYTHING, "stdio"] }, everythingHttp: { url } };
  const status: Record<"python" | "shim", RanStatus> = {
    python: { ran: false, reason: "not started" },
    shim: { ran: false, reason: "not started" },
  };
  const contenders: EchoContender[] = [];
  const colds: HostedCold[] = [];
  for (const extension of [pythonAdapter(env), ourShim]) {
    const pyHome = makePythonHome(join(home.home, `${extension.key}-home`), servers);
    try {
      log(`starting the host-API driver for ${extension.label}`);
      const driver = await PythonDriver.start(env, extension, pyHome, procs);
      const pair = [hostedEcho(driver, "everything", "stdio"), hostedEcho(driver, "everythingHttp", "http")];
      for (const c of pair) await c.call("connect");
      contenders.push(...pair);
      colds.push({ env, extension, home: pyHome, server: "everything" });
      status[extension.key] = { ran: true };
    } catch (err) {
      const reason = `its driver failed: ${(err instanceof Error ? err.message : String(err)).slice(0, 400)}`;
      log(`${extension.label} not run: ${reason}`);
      status[extension.key] = { ran: false, reason };
    }
  }
  return { status, env, contenders, colds };
}
