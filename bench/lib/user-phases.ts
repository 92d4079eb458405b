// What a Travis234 user feels, measured in the same runs as everything else (issues 13 and 15):
// the first `mcp` call of a session through the host API (the sidecar started in the background at
// session_start, the call made after a model's first turn) against the raw-SDK floor and the Python
// adapter; per call through the real `travis234` CLI in rpc mode with a scripted model, small and
// large echoes, against the Python adapter; the protocol-era rows; and, once, an idle sidecar.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { AdapterModule } from "./compiled.js";
import { cliSession } from "./contenders/cli.js";
import type { HostedExtension } from "./contenders/python.js";
import { hostedCold } from "./contenders/python.js";
import type { IdleSidecar } from "./contenders/sidecar.js";
import { idleSidecar } from "./contenders/sidecar.js";
import type { EraSample } from "./eras.js";
import { compileFixture, eraRun } from "./eras.js";
import type { HostedCold } from "./phases.js";
import type { Processes } from "./procs.js";
import type { Home, Options, ServerEntry } from "./setup.js";
import type { RunSample } from "./stats.js";
import { sample } from "./stats.js";

/** How long the first-call driver waits after session_start: a model's first turn, at least. */
export const FIRST_CALL_PAUSE_MS = 1_500;

export type HostedKey = HostedExtension["key"];

interface CliRun {
  readonly small: RunSample;
  readonly large: RunSample;
  /** Host process start to its answer to `get_state` (interpreter, host imports, extension load). */
  readonly hostReadyMs: number;
  readonly failures: readonly string[];
}

export interface UserRun {
  /** The first call, ms from just before it (the driver's own timing), FIRST_CALL_PAUSE_MS after session_start. */
  readonly firstCall: Partial<Record<HostedKey, number>>;
  readonly cli: Partial<Record<HostedKey, CliRun>>;
  readonly eras?: Record<string, EraSample>;
}

/** What the user phases need from the main run. */
export interface UserContext {
  readonly opts: Options;
  readonly home: Home;
  readonly procs: Processes;
  /** The host-API extensions that could run (empty without .venv-bench). */
  readonly hosted: readonly HostedCold[];
  readonly servers: Readonly<Record<string, ServerEntry>>;
  readonly compiled: AdapterModule;
  readonly log: (line: string) => void;
}

const rotate = <T>(items: readonly T[], by: number): T[] => items.map((_, i) => items[(i + by) % items.length] as T);

/** Before the first run: the fixture the era rows spawn, compiled once. */
export async function prepareUser(ctx: UserContext): Promise<void> {
  if (ctx.opts.eras) await compileFixture();
}

/** One run of the user phases; every failure is thrown (the main run reports it). */
export async function runUser(ctx: UserContext, run: number): Promise<UserRun> {
  const firstCall: Partial<Record<HostedKey, number>> = {};
  for (const h of rotate(ctx.hosted, run)) {
    const r = await hostedCold(h.env, h.extension, h.home, h.server, ctx.procs, FIRST_CALL_PAUSE_MS);
    await r.close();
    firstCall[h.extension.key] = r.phases.firstCallMs ?? Number.NaN;
  }
  const cli: Partial<Record<HostedKey, CliRun>> = {};
  if (ctx.opts.cli) {
    const plan = {
      sizes: [
        { key: "small", chars: 30, warmup: 3, calls: ctx.opts.cliCalls },
        { key: "large", chars: ctx.opts.cliLargeChars, warmup: 2, calls: ctx.opts.cliLargeCalls },
      ],
    };
    for (const h of rotate(ctx.hosted, run)) {
      const dir = join(ctx.home.home, `cli-${h.extension.key}-${run}`);
      mkdirSync(dir, { recursive: true });
      const s = await cliSession(h.env, h.extension, dir, ctx.servers, h.server, plan, ctx.procs);
      if (s.failures.length > 0)
        ctx.log(
          `run ${run + 1}: ${s.failures.length} failed CLI call(s) for ${h.extension.key}, first: ${s.failures[0] ?? ""}`,
        );
      cli[h.extension.key] = {
        small: sample(s.ms.small ?? []),
        large: sample(s.ms.large ?? []),
        hostReadyMs: s.hostReadyMs,
        failures: s.failures,
      };
    }
  }
  const eras = ctx.opts.eras ? await eraRun(ctx.compiled, ctx.opts.eraCalls, run) : undefined;
  return { firstCall, cli, ...(eras ? { eras } : {}) };
}

/** Once, after the runs, with the latency contenders idle. */
export async function runIdle(ctx: UserContext): Promise<IdleSidecar> {
  return idleSidecar(ctx.home, ctx.procs, ctx.opts.idleMs);
}
