// The user-facing bench targets (bench/lib/user-results.ts) are judged on ratios paired by run, and a
// part that did not run says why instead of showing a number.
import { describe, expect, it } from "vitest";
import type { HostedStatus } from "../../../bench/lib/results.js";
import { sample } from "../../../bench/lib/stats.js";
import type { UserRun } from "../../../bench/lib/user-phases.js";
import type { UserInput } from "../../../bench/lib/user-results.js";
import { buildUserResults } from "../../../bench/lib/user-results.js";

const ran: HostedStatus = { python: { ran: true }, shim: { ran: true } };
const era = (connectMs: number) => ({ connectMs, callMs: 1, era: "legacy 2025-11-25" });

function run(shimFirst: number, cliShim: number, cliPython: number, autoConnect: number): UserRun {
  const cli = (ms: number) => ({ small: sample([ms, ms]), large: sample([ms * 2]), hostReadyMs: 900, failures: [] });
  return {
    firstCall: { shim: shimFirst, python: 300 },
    cli: { shim: cli(cliShim), python: cli(cliPython) },
    eras: {
      "everything.legacy": era(200),
      "everything.auto": era(autoConnect),
      "legacy.legacy": era(100),
      "legacy.auto": era(100),
    },
  };
}

const input = (runs: UserRun[], over: Partial<UserInput> = {}): UserInput => ({
  runs,
  sdkFirstMs: runs.map(() => 250),
  sidecarReadyMs: runs.map(() => 150),
  noPauseFirstMs: {},
  hosted: ran,
  cli: { ran: true, largeChars: 120_000, calls: 2, largeCalls: 1 },
  eras: { ran: true },
  idle: { ran: false, reason: "not measured here" },
  ...over,
});

const verdict = (r: ReturnType<typeof buildUserResults>, id: string) => r.targets.find((t) => t.id === id);

describe("bench user results", () => {
  it("judges the first call against the raw-SDK floor of the same run", () => {
    // 250 ms floor: 275 ms is 1.10x (met), 300 ms is 1.20x (missed).
    const met = buildUserResults(input([run(275, 8, 8, 200), run(275, 8, 8, 200), run(280, 8, 8, 200)]));
    expect(verdict(met, "first.call")?.verdict).toBe("met");
    expect(verdict(met, "first.call")?.measured?.median).toBeCloseTo(1.1, 5);
    const missed = buildUserResults(input([run(300, 8, 8, 200), run(300, 8, 8, 200), run(250, 8, 8, 200)]));
    expect(verdict(missed, "first.call")?.verdict).toBe("missed");
  });

  it("pairs the CLI ratio by run: this adapter / the Python adapter", () => {
    const r = buildUserResults(input([run(250, 8, 10, 200), run(250, 12, 10, 200), run(250, 9, 10, 200)]));
    expect(r.summaries["cli.small.shim/python"]?.perRun).toEqual([0.8, 1.2, 0.9]);
    expect(verdict(r, "cli.small")?.verdict).toBe("met at the median");
    expect(r.summaries["cli.large.shim/python"]?.median).toBeCloseTo(0.9, 5);
  });

  it("judges era connects against the same server configured legacy", () => {
    const r = buildUserResults(input([run(250, 8, 8, 220), run(250, 8, 8, 230), run(250, 8, 8, 200)]));
    expect(verdict(r, "eras.everything")?.measured?.median).toBeCloseTo(1.1, 5);
    expect(verdict(r, "eras.everything")?.verdict).toBe("missed");
    expect(verdict(r, "eras.legacy")?.verdict).toBe("met");
  });

  it("says why a part did not run, with no number", () => {
    const r = buildUserResults(
      input([], {
        sdkFirstMs: [],
        sidecarReadyMs: [],
        hosted: { python: { ran: false, reason: "no Python 3.13" }, shim: { ran: false, reason: "no Python 3.13" } },
        cli: { ran: false, reason: "needs .venv-bench", largeChars: 120_000, calls: 2, largeCalls: 1 },
        eras: { ran: false, reason: "left out with BENCH_ERAS=0" },
      }),
    );
    for (const t of r.targets) {
      expect(t.verdict).toBe("not run");
      expect(t.measured).toBeUndefined();
    }
    expect(verdict(r, "first.call")?.reason).toBe("shim: no Python 3.13");
    expect(verdict(r, "cli.large")?.reason).toBe("needs .venv-bench");
    expect(verdict(r, "eras.legacy")?.reason).toBe("left out with BENCH_ERAS=0");
    expect(r.markdown).toContain("Not run: needs .venv-bench.");
  });
});
