// The shim's lifecycle inside the real host, in process (test/e2e/host_reload_driver.py, run by the
// venv's python): CodingApp with the host's faux provider as the model, `mcp` listing the fixture's
// tools once per turn, across session.reload() (session_shutdown/session_start "reload") and
// session_runtime.new_session() (replacement: "new"), then app.close() ("quit"). The driver reports
// its own descendants after every step; the harness also attributes every process the run started
// (agent dir in the environment, fixture pids from the events file) and kills leftovers on cleanup.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HostEnv } from "../support/host.js";
import { requireHost, secretSightings, survivorsAfterExit } from "../support/host.js";
import type { StepReport } from "../support/host-driver.js";
import { runDriver } from "../support/host-driver.js";
import { useHost } from "../support/host-run.js";
import { ROOT, SHIM } from "../support/paths.js";

const present = requireHost("the Travis234 in-process reload run");
const hosts = useHost();
const DRIVER = join(ROOT, "test/e2e/host_reload_driver.py");
const STEPS = ["bound", "call-1", "reload", "call-2", "new-session", "call-3", "close"] as const;
const CATALOG = /^\[mcp tools ([0-9A-Z]{4,})\]\nMCP tools on "fixture"/;

interface Report extends StepReport {
  readonly sidecars: readonly number[];
  readonly fixtures: readonly number[];
  readonly liveFixtures: readonly number[];
  readonly activeTools: readonly string[] | null;
  readonly call: {
    readonly toolResults: readonly {
      readonly toolName: string;
      readonly toolCallId: string;
      readonly isError: boolean;
      readonly text: string;
    }[];
    readonly finalText: string | null;
    readonly ms: number;
  } | null;
}

describe.skipIf(!present)("the shim in process across /reload and session replacement", () => {
  let env: HostEnv | undefined;

  it("runs one sidecar per session generation and leaves none behind after reload, replacement and close", async () => {
    env = await hosts.env({ script: [] });
    env.env.PYTHONDONTWRITEBYTECODE = "1";
    const { reports, run: r } = await runDriver<Report>(hosts, env, DRIVER, [SHIM, env.cwd, env.eventsFile], 50_000);
    expect(reports.map((s) => s.step)).toEqual([...STEPS]);
    const at = (step: (typeof STEPS)[number]): Report => reports.find((s) => s.step === step) as Report;

    // Loading the extension connects nothing; the sidecar may already be starting in the
    // background (session_start, a server is configured), and it is the one call-1 uses.
    // (A process caught between fork and exec still shows the host's command line: compare pids.)
    expect(at("bound")).toMatchObject({ fixtures: [] });
    expect(at("bound").descendants.length).toBeLessThanOrEqual(1);
    for (const p of at("bound").descendants) expect(at("call-1").sidecars).toEqual([p.pid]);
    expect(at("bound").activeTools).toContain("mcp");

    const calls = (["call-1", "call-2", "call-3"] as const).map(at);
    calls.forEach((s, i) => {
      // Each call succeeded: one mcp result, not an error, the fixture's tool catalog.
      expect(
        s.call?.toolResults.map((t) => [t.toolName, t.isError]),
        s.step,
      ).toEqual([["mcp", false]]);
      expect(s.call?.toolResults[0]?.text, s.step).toMatch(CATALOG);
      expect(s.call?.toolResults[0]?.text, s.step).toContain("- echo: ");
      expect(s.call?.finalText, s.step).toBe(`done ${i + 1}`);
      expect(s.activeTools, s.step).toContain("mcp");
      // Exactly one live sidecar, a child of the host, with exactly one live fixture under it
      // (the one this call started), and nothing else.
      expect(s.sidecars, s.step).toHaveLength(1);
      expect(s.fixtures, s.step).toHaveLength(i + 1);
      expect(s.liveFixtures, s.step).toEqual([s.fixtures[i]]);
      expect(
        s.descendants.map((p) => [p.pid, p.ppid]),
        s.step,
      ).toEqual([
        [s.sidecars[0], expect.any(Number)],
        [s.fixtures[i], s.sidecars[0]],
      ]);
      expect(s.descendants[0]?.argv.slice(-2), s.step).toEqual([join(ROOT, "bin/travis234-mcp.js"), "sidecar"]);
    });
    // A new sidecar and a new fixture process per session generation.
    const sidecars = calls.map((s) => s.sidecars[0]);
    expect(new Set(sidecars).size).toBe(3);
    expect(new Set(at("call-3").fixtures).size).toBe(3);

    // Right after reload and after replacement: the previous sidecar and fixture are gone (the
    // shim's session_shutdown handler waits for them); the new runner's sidecar may be starting
    // in the background already (the next call's), but it has connected nothing.
    for (const [step, previous, next] of [
      ["reload", at("call-1"), at("call-2")],
      ["new-session", at("call-2"), at("call-3")],
    ] as const) {
      const s = at(step);
      expect(s.descendants.length, step).toBeLessThanOrEqual(1);
      expect(
        s.descendants.map((p) => p.pid),
        step,
      ).not.toContain(previous.sidecars[0]);
      for (const p of s.descendants) expect(next.sidecars, step).toEqual([p.pid]);
      expect(s.liveFixtures, step).toEqual([]);
      expect(s.fixtures, step).toEqual(previous.fixtures);
      expect(s.activeTools, step).toContain("mcp");
    }

    // After close: nothing remains.
    expect(at("close")).toMatchObject({ sidecars: [], liveFixtures: [], descendants: [] });

    // Each fixture saw its stdin close and exited 0 (an orderly shutdown, not a kill).
    const events = env.events();
    expect(events.filter((l) => l.startsWith("start "))).toHaveLength(3);
    expect(events.filter((l) => l === "tools/list cursor=-")).toHaveLength(3);
    expect(events.filter((l) => l === "stdin-eof")).toHaveLength(3);
    expect(events.filter((l) => l === "exit 0")).toHaveLength(3);
    expect(events.filter((l) => l.startsWith("signal ") || l.startsWith("aborted "))).toEqual([]);

    // Outside the driver's own view: the harness's /proc scan saw the same three sidecars, and
    // nothing the run started is alive.
    expect(env.sidecarPids().sort((a, b) => a - b)).toEqual([...sidecars].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(await survivorsAfterExit(env)).toEqual([]);
    // The faux provider was the model; the loopback mock was never asked.
    expect(env.mock.requests).toHaveLength(0);
    expect(secretSightings(env, { stdout: r.stdout, stderr: r.stderr })).toEqual([]);
  }, 60_000);
});
