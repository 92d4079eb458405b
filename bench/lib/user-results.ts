// The user phases (bench/lib/user-phases.ts) turned into summaries, paired per-run ratios, targets and
// the "What a Travis234 user feels" section of latest.md. A part that did not run says why; no
// number is made up.
import type { IdleSidecar } from "./contenders/sidecar.js";
import { ERA_ROWS } from "./eras.js";
import { fmt } from "./format.js";
import type { HostedStatus, Target } from "./results.js";
import { judge, notRun } from "./results.js";
import type { Summary } from "./stats.js";
import { ratios, summarise } from "./stats.js";
import type { HostedKey, UserRun } from "./user-phases.js";
import { FIRST_CALL_PAUSE_MS } from "./user-phases.js";

export type IdleResult =
  | { readonly ran: true; readonly idle: IdleSidecar }
  | { readonly ran: false; readonly reason: string };

export interface UserInput {
  readonly runs: readonly UserRun[];
  /** Per run, from the cold-start phase: the raw-SDK floor (spawn server-everything, initialize,
   * first echo) and the sidecar's spawn-to-ready. */
  readonly sdkFirstMs: readonly number[];
  readonly sidecarReadyMs: readonly number[];
  /** Per run, from the cold-start phase: the first call right after session_start (no pause), per extension. */
  readonly noPauseFirstMs: Partial<Record<HostedKey, readonly number[]>>;
  readonly hosted: HostedStatus;
  readonly cli: {
    readonly ran: boolean;
    readonly reason?: string;
    readonly largeChars: number;
    readonly calls: number;
    readonly largeCalls: number;
  };
  readonly eras: { readonly ran: boolean; readonly reason?: string };
  readonly idle: IdleResult;
}

export interface UserResults {
  /** Every summary, by id (written to latest.json). */
  readonly summaries: Record<string, Summary>;
  readonly targets: Target[];
  readonly markdown: string;
}

const ratioCell = (s: Summary | undefined): string =>
  s ? `**${s.median.toFixed(3)}x** (${s.min.toFixed(3)}–${s.max.toFixed(3)})` : "–";
const msCell = (s: Summary | undefined, unit = "ms"): string =>
  s ? `**${fmt(s.median)}** ${unit} (${fmt(s.min)}–${fmt(s.max)})` : "not run";

export function buildUserResults(u: UserInput): UserResults {
  const all = u.runs;
  const has = (pick: (r: UserRun) => number | undefined): boolean =>
    all.length > 0 && all.every((r) => pick(r) !== undefined);
  const col = (pick: (r: UserRun) => number | undefined): number[] => all.map((r) => pick(r) ?? Number.NaN);
  const s: Record<string, Summary> = {};
  const put = (id: string, values: readonly number[]): Summary => (s[id] = summarise(values));
  put("first.sdk", u.sdkFirstMs);
  put("sidecar.ready", u.sidecarReadyMs);
  const whyHosted = (key: HostedKey): string =>
    u.hosted[key].ran ? "its runs did not complete" : u.hosted[key].reason;

  // (a) The first call.
  for (const key of ["shim", "python"] as const) {
    if (has((r) => r.firstCall[key])) {
      const v = col((r) => r.firstCall[key]);
      put(`first.${key}`, v);
      s[`first.${key}/sdk`] = ratios(v, u.sdkFirstMs);
    }
    const np = u.noPauseFirstMs[key];
    if (np && np.length === u.sdkFirstMs.length) {
      put(`first.${key}.noPause`, np);
      s[`first.${key}.noPause/sdk`] = ratios(np, u.sdkFirstMs);
    }
  }
  if (s["first.shim"] && s["first.python"])
    s["first.shim/python"] = ratios(s["first.shim"].perRun, s["first.python"].perRun);

  // (b) Per call through the CLI.
  for (const size of ["small", "large"] as const) {
    for (const key of ["shim", "python"] as const)
      if (has((r) => r.cli[key]?.[size].median))
        put(
          `cli.${size}.${key}`,
          col((r) => r.cli[key]?.[size].median),
        );
    const a = s[`cli.${size}.shim`];
    const b = s[`cli.${size}.python`];
    if (a && b) s[`cli.${size}.shim/python`] = ratios(a.perRun, b.perRun);
  }
  for (const key of ["shim", "python"] as const)
    if (has((r) => r.cli[key]?.hostReadyMs))
      put(
        `cli.hostReady.${key}`,
        col((r) => r.cli[key]?.hostReadyMs),
      );

  // (d) The protocol eras.
  for (const row of ERA_ROWS) {
    if (!has((r) => r.eras?.[row.id]?.connectMs)) continue;
    const connect = put(
      `eras.${row.id}.connect`,
      col((r) => r.eras?.[row.id]?.connectMs),
    );
    const call = put(
      `eras.${row.id}.call`,
      col((r) => r.eras?.[row.id]?.callMs),
    );
    const base = row.baseline;
    if (base && s[`eras.${base}.connect`]) {
      s[`eras.${row.id}.connect/${base}`] = ratios(connect.perRun, (s[`eras.${base}.connect`] as Summary).perRun);
      s[`eras.${row.id}.call/${base}`] = ratios(call.perRun, (s[`eras.${base}.call`] as Summary).perRun);
    }
  }

  const firstDesc = `first \`mcp\` call of a session through the host API (shim + sidecar, sidecar started at session_start, call ${FIRST_CALL_PAUSE_MS} ms later) <= 1.15x the raw-SDK floor`;
  const cliDesc = (size: string): string =>
    `per call through the real travis234 CLI (rpc mode, scripted model), ${size}: this adapter / the Python adapter <= 1.0x`;
  const sizes = { small: "small echo", large: `${Math.round(u.cli.largeChars / 1000)} KB echo` };
  const cliTarget = (size: "small" | "large"): Target => {
    const m = s[`cli.${size}.shim/python`];
    if (m) return judge(`cli.${size}`, cliDesc(sizes[size]), 1, "x", m);
    return notRun(
      `cli.${size}`,
      cliDesc(sizes[size]),
      1,
      "x",
      !u.cli.ran
        ? (u.cli.reason ?? "left out")
        : !u.hosted.python.ran
          ? `Python adapter: ${u.hosted.python.reason}`
          : `shim: ${whyHosted("shim")}`,
    );
  };
  const eraDesc = (what: string): string =>
    `${what} (2025 only) configured auto connects no slower than configured legacy (the 2025 handshake alone, as before negotiation): <= 1.05x`;
  const eraTarget = (id: string, what: string): Target => {
    const m = s[`eras.${id}.auto.connect/${id}.legacy`];
    return m
      ? judge(`eras.${id}`, eraDesc(what), 1.05, "x", m)
      : notRun(`eras.${id}`, eraDesc(what), 1.05, "x", u.eras.reason ?? "its runs did not complete");
  };
  const targets: Target[] = [
    s["first.shim/sdk"]
      ? judge("first.call", firstDesc, 1.15, "x", s["first.shim/sdk"])
      : notRun("first.call", firstDesc, 1.15, "x", `shim: ${whyHosted("shim")}`),
    cliTarget("small"),
    cliTarget("large"),
    eraTarget("everything", "server-everything"),
    eraTarget("legacy", "the fixture in its legacy era"),
  ];
  return { summaries: s, targets, markdown: section(u, s) };
}

function section(u: UserInput, s: Readonly<Record<string, Summary>>): string {
  const firstRows = [
    `| raw SDK floor: spawn server-everything, initialize, first echo (the cold-start row) | ${msCell(s["first.sdk"])} | 1 (floor) | – |`,
    `| shim + sidecar, first call ${FIRST_CALL_PAUSE_MS} ms after session_start (sidecar started in the background) | ${msCell(s["first.shim"])} | ${ratioCell(s["first.shim/sdk"])} | ${ratioCell(s["first.shim/python"])} |`,
    `| Python adapter 0.4.1, first call ${FIRST_CALL_PAUSE_MS} ms after session_start | ${msCell(s["first.python"])} | ${ratioCell(s["first.python/sdk"])} | 1 |`,
    `| shim + sidecar, first call right after session_start (the cold-start row's breakdown) | ${msCell(s["first.shim.noPause"])} | ${ratioCell(s["first.shim.noPause/sdk"])} | – |`,
    `| Python adapter 0.4.1, first call right after session_start | ${msCell(s["first.python.noPause"])} | ${ratioCell(s["first.python.noPause/sdk"])} | – |`,
  ];
  const cliRows = (["small", "large"] as const).map(
    (size) =>
      `| ${size === "small" ? "small echo (30 characters)" : `${u.cli.largeChars.toLocaleString("en-US")}-character echo`} | ${msCell(s[`cli.${size}.shim`], "ms/call")} | ${msCell(s[`cli.${size}.python`], "ms/call")} | ${ratioCell(s[`cli.${size}.shim/python`])} |`,
  );
  const idle = u.idle.ran
    ? `RSS **${u.idle.idle.rssMiB.toFixed(1)} MiB**, CPU **${u.idle.idle.cpuMs.toFixed(0)} ms** over ${(u.idle.idle.windowMs / 1000).toFixed(0)} s idle (clock ticks of 10 ms), after initialize (spawn-to-ready of that sidecar ${u.idle.idle.readyMs.toFixed(0)} ms)`
    : `not run: ${u.idle.reason}`;
  const eraRows = ERA_ROWS.map((row) => {
    const base = row.baseline;
    return `| ${row.label} | ${msCell(s[`eras.${row.id}.connect`])} | ${base ? ratioCell(s[`eras.${row.id}.connect/${base}`]) : "reference"} | ${msCell(s[`eras.${row.id}.call`], "ms/call")} | ${base ? ratioCell(s[`eras.${row.id}.call/${base}`]) : "reference"} |`;
  });
  return `## What a Travis234 user feels

Measured in the same runs as the tables above (each run: the first calls, the CLI sessions and the era rows after
the cold starts and the catalog), so that every ratio below is paired by run and measured under the same load.

### The first call of a session (host API)

The driver (bench/python/adapter_driver.py \`--cold --pause-ms ${FIRST_CALL_PAUSE_MS}\`) loads the extension into the real host API,
emits \`session_start\` (the shim then starts the sidecar in the background; servers stay lazy), waits ${FIRST_CALL_PAUSE_MS} ms as a
model's first turn would, and times the first \`mcp\` echo from just before the call to its result (connect to
server-everything, list, call). The floor is the raw SDK spawning server-everything, initializing and echoing once.

| measurement | median (runs min–max) | vs the floor (per-run ratios) | vs the Python adapter |
|---|---|---|---|
${firstRows.join("\n")}

### Per call through the real travis234 CLI

${
  u.cli.ran
    ? `One \`travis234 --mode rpc\` session per extension per run (.venv-bench's travis234, \`--extension\` the shim or the Python
adapter's extensions/mcp_adapter.py, the same server-everything), driven by a scripted loopback model
(test/e2e/mock-llm.ts): one prompt, then \`mcp\` echo calls (3 untimed and ${u.cli.calls} timed small ones, then 2 untimed and ${u.cli.largeCalls} timed large
ones), then a final text. Each call is timed from its \`tool_execution_start\` event to its \`tool_execution_end\` event as
they arrive on the host's stdout: the model's turns are left out; the host's own work around the tool (argument
validation, policy, hooks, the result's events) is in. Host start to ready (its \`get_state\` answer): this adapter
${msCell(s["cli.hostReady.shim"])}, the Python adapter ${msCell(s["cli.hostReady.python"])}.`
    : `Not run: ${u.cli.reason ?? "left out"}.`
}

| echo | this adapter (median of run medians) | Python adapter 0.4.1 | ours / theirs (per-run ratios) |
|---|---|---|---|
${cliRows.join("\n")}

### The sidecar

Spawn to \`initialize\` answered: ${msCell(s["sidecar.ready"])} (the cold-start row). Idle, as session_start leaves it: ${idle}.

### Protocol eras

${
  u.eras.ran
    ? `The adapter in-process (esbuild-compiled, as shipped) over stdio, a fresh runtime per row per run: connect is from the first
request to the connection being ready (spawn, then the 2025 handshake or the 2026-07-28 discovery); per call is the median
of the run's echo calls after one untimed call. The fixture is compiled once by esbuild (no tsx at spawn). Ratios are
against the same server configured \`legacy\` (the 2025 handshake alone, the adapter's behaviour before negotiation), paired by run.`
    : `Not run: ${u.eras.reason ?? "left out"}.`
}

| server, setting | connect (median of runs) | connect vs reference | per call | per call vs reference |
|---|---|---|---|---|
${eraRows.join("\n")}
`;
}
