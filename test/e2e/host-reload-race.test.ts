// A reload and a session replacement while an `mcp` call is in flight, inside the real host, in
// process (test/e2e/host_reload_race_driver.py, run by the venv's python): an extension timer calls
// reload() / new_session() one second into the fixture's `sleep`, and the model asks for `echo`
// straight after, in the same turn, which the host may still hand to the instance that is shutting
// down. The fixture keeps running after stdin EOF (FIXTURE_IGNORE_SIGTERM), as servers that ignore
// EOF do, so that the old instance's session_shutdown takes a while. Repeated twice; the processes
// are counted after every step by pid, as descendants of the host process (never by name).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HostEnv } from "../support/host.js";
import { requireHost, survivorsAfterExit } from "../support/host.js";
import type { StepReport } from "../support/host-driver.js";
import { runDriver } from "../support/host-driver.js";
import { useHost } from "../support/host-run.js";
import { ROOT, SHIM } from "../support/paths.js";

const present = requireHost("the Travis234 in-process reload race");
const hosts = useHost();
const DRIVER = join(ROOT, "test/e2e/host_reload_race_driver.py");
const ROUNDS = 2;
const ACTION_STEPS = Array.from({ length: ROUNDS }, (_, i) =>
  ["reload", "new"].flatMap((a) => [`${a}-${i + 1}`, `${a}-${i + 1}-next`]),
).flat();
const STEPS = ["bound", "warm", ...ACTION_STEPS, "close"];
const ECHOED = /^\[mcp result [0-9A-Z]{4,}\]\nstraight after\n/;
const REPLACED = /^MCPA_HOST_SESSION_REPLACED: This Travis234 session is being replaced .*\nFix: Call again/;

interface Report extends StepReport {
  readonly action?: { readonly action: string; readonly ok: boolean; readonly error?: string } | null;
  readonly call?: { readonly toolResults: readonly { readonly isError: boolean; readonly text: string }[] } | null;
}

describe.skipIf(!present)("the shim when the session is replaced during a call", () => {
  let env: HostEnv | undefined;

  it("never starts a sidecar in an instance that shut down: the late call is refused in the adapter's words, and only the new instance's processes remain", async () => {
    env = await hosts.env({ script: [] });
    const config = join(env.agentDir, "mcp.json");
    const mcp = JSON.parse(readFileSync(config, "utf8")) as {
      mcpServers: { fixture: { env: Record<string, string> } };
    };
    mcp.mcpServers.fixture.env.FIXTURE_IGNORE_SIGTERM = "1";
    writeFileSync(config, JSON.stringify(mcp));
    const { reports, pid: host } = await runDriver<Report>(
      hosts,
      env,
      DRIVER,
      [SHIM, env.cwd, String(ROUNDS)],
      150_000,
    );
    expect(reports.map((s) => s.step)).toEqual(STEPS);
    const at = (step: string): Report => reports.find((s) => s.step === step) as Report;
    // One sidecar, the host's child, and the one fixture it started, nothing else.
    const oneInstance = (s: Report): number => {
      const tree = s.descendants.map((p) => [p.ppid, p.argv.at(-1)]);
      expect(tree, s.step).toEqual([
        [host, "sidecar"],
        [s.descendants[0]?.pid, "stdio"],
      ]);
      return s.descendants[0]?.pid as number;
    };

    expect(at("bound").descendants.length).toBeLessThanOrEqual(1);
    expect(at("warm").call?.toolResults.map((t) => [t.isError, ECHOED.test(t.text)])).toEqual([[false, true]]);
    let previous = oneInstance(at("warm"));
    for (const step of ACTION_STEPS.filter((s) => !s.endsWith("-next"))) {
      const s = at(step);
      expect(s.action, step).toMatchObject({ ok: true });
      const [sleep, echo] = s.call?.toolResults ?? [];
      // The sleep ended with the session: cancelled, and not "kept" while it is being closed.
      expect(sleep?.isError, step).toBe(true);
      expect(sleep?.text, step).toMatch(/^MCPA_RUNTIME_CANCELLED: MCP server fixture: call was cancelled; /);
      expect(sleep?.text, step).not.toContain("the connection was kept");
      // The echo straight after reached the instance that shut down: refused at once, with the
      // retry, and no sidecar started for it (or it reached the new instance and succeeded).
      expect(
        echo === undefined ? "missing" : echo.isError ? REPLACED.test(echo.text) : ECHOED.test(echo.text),
        `${step}: ${echo?.text}`,
      ).toBe(true);
      // Once the reload has settled: at most the new instance's own sidecar (its background
      // start), no fixture, nothing of the previous instance.
      expect(
        s.descendants.map((p) => p.pid),
        step,
      ).not.toContain(previous);
      expect(s.descendants.length, `${step}: ${JSON.stringify(s.descendants)}`).toBeLessThanOrEqual(1);
      const next = at(`${step}-next`);
      expect(
        next.call?.toolResults.map((t) => [t.isError, ECHOED.test(t.text)]),
        `${step}-next`,
      ).toEqual([[false, true]]);
      const sidecar = oneInstance(next);
      for (const p of s.descendants) expect(p.pid, step).toBe(sidecar);
      previous = sidecar;
    }
    // Between them the rounds refused at least one late call (the race this test is about).
    expect(
      ACTION_STEPS.filter((s) => !s.endsWith("-next")).some((s) =>
        REPLACED.test(at(s).call?.toolResults[1]?.text ?? ""),
      ),
    ).toBe(true);

    expect(at("close").descendants).toEqual([]);
    expect(await survivorsAfterExit(env)).toEqual([]);
  }, 160_000);
});
