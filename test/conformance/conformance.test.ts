// The @modelcontextprotocol/conformance client scenarios in our scope, run against the adapter's real
// stack (conformance/client.ts) one at a time, at each revision conformance/scenarios.ts lists for
// them (2025-11-25: the initialize handshake; 2026-07-28: the stateless era, pinned). Each run must
// pass by its checks.json: no FAILURE, no WARNING, and the scenario's key checks SUCCESS. The
// out-of-scope ones (elicitation, input requests, skills, auth/*) are listed with reasons in
// conformance/scenarios.ts and are not run here.
import { describe, expect, test } from "vitest";
import { PLANS } from "../../conformance/client.js";
import type { ScenarioOutcome } from "../../conformance/run.js";
import { formatTable, listClientScenarios, listRequiredClientScenarios, runScenario } from "../../conformance/run.js";
import {
  classify,
  IN_SCOPE,
  IN_SCOPE_RUNS,
  PINNED_CLIENT_SCENARIOS,
  REQUIRED_2026_07_28,
} from "../../conformance/scenarios.js";

const ATTEMPT_MS = 60_000;
const LATE_RETRIES = 2;

function diagnostics(o: ScenarioOutcome): string {
  const last = o.attempts[o.attempts.length - 1];
  return `${formatTable([o])}\n${last?.problems.join("\n") ?? ""}\n${last?.output ?? ""}`;
}

describe("conformance scenario table", () => {
  test("every client scenario of the pinned version is classified, and each in-scope one has a plan", () => {
    const listed = listClientScenarios();
    expect(listed).toEqual(PINNED_CLIENT_SCENARIOS);
    expect(Object.keys(listed).filter((s) => classify(s) === undefined)).toEqual([]);
    for (const s of IN_SCOPE) expect(PLANS[s.name], s.name).toBeDefined();
  });

  test("each in-scope scenario runs at exactly the revisions (2025-11-25, 2026-07-28) it applies to", () => {
    for (const s of IN_SCOPE) {
      const applies = (PINNED_CLIENT_SCENARIOS[s.name] ?? []).filter((r) => r === "2025-11-25" || r === "2026-07-28");
      expect([...s.revisions], s.name).toEqual(applies);
    }
  });

  test("every client scenario applicable to, or required by, 2026-07-28 is classified for it", () => {
    const at2026 = Object.keys(listClientScenarios("2026-07-28"));
    expect(at2026.length).toBeGreaterThan(0);
    const required = listRequiredClientScenarios("2026-07-28");
    expect(required).toEqual(REQUIRED_2026_07_28);
    for (const name of new Set([...at2026, ...required])) {
      const c = classify(name);
      expect(c, name).toBeDefined();
      if (c?.scope === "in") expect(c.revisions, name).toContain("2026-07-28");
    }
  });
});

describe.sequential("conformance client scenarios (in scope)", () => {
  for (const { scenario, revision } of IN_SCOPE_RUNS) {
    const requiredChecks = IN_SCOPE.find((s) => s.name === scenario)?.requiredChecks ?? [];
    test(
      `${scenario} @${revision}`,
      async () => {
        const outcome = await runScenario(scenario, {
          revision,
          timeoutMs: ATTEMPT_MS,
          lateRetryAttempts: LATE_RETRIES,
        });
        const last = outcome.attempts[outcome.attempts.length - 1];
        const why = diagnostics(outcome);
        expect(last?.timedOut, why).toBe(false);
        // The driver ran at the revision the runner asked for, and the connection negotiated it.
        expect(last?.output, why).toContain(`protocol ${revision}`);
        expect(last?.output, why).toContain(
          revision === "2026-07-28"
            ? "protocol=2026-07-28 (modern 2026-07-28)"
            : `protocol=legacy (legacy ${revision})`,
        );
        expect(
          last?.checks.filter((c) => c.status === "FAILURE" || c.status === "WARNING"),
          why,
        ).toEqual([]);
        for (const id of requiredChecks)
          expect(
            last?.checks.some((c) => c.id === id && c.status === "SUCCESS"),
            `${id}\n${why}`,
          ).toBe(true);
        expect(last?.exitCode, why).toBe(0);
        expect(outcome.passed, why).toBe(true);
      },
      ATTEMPT_MS * (1 + LATE_RETRIES) + 10_000,
    );
  }
});
