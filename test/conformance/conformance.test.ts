// The @modelcontextprotocol/conformance client scenarios in our scope, run against the adapter's real
// stack (conformance/client.ts) one at a time. Each scenario must pass by its checks.json: no FAILURE,
// no WARNING, and the scenario's key checks SUCCESS. The out-of-scope ones (elicitation, auth/*) are
// listed with reasons in conformance/scenarios.ts and are not run here.
import { describe, expect, test } from "vitest";
import { PLANS } from "../../conformance/client.js";
import type { ScenarioOutcome } from "../../conformance/run.js";
import { formatTable, listClientScenarios, runScenario } from "../../conformance/run.js";
import { classify, IN_SCOPE, PINNED_CLIENT_SCENARIOS } from "../../conformance/scenarios.js";

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
    expect(listed.filter((s) => classify(s) === undefined)).toEqual([]);
    for (const s of IN_SCOPE) expect(PLANS[s.name], s.name).toBeDefined();
  });
});

describe.sequential("conformance client scenarios (in scope)", () => {
  for (const { name, requiredChecks } of IN_SCOPE) {
    test(
      name,
      async () => {
        const outcome = await runScenario(name, { timeoutMs: ATTEMPT_MS, lateRetryAttempts: LATE_RETRIES });
        const last = outcome.attempts[outcome.attempts.length - 1];
        const why = diagnostics(outcome);
        expect(last?.timedOut, why).toBe(false);
        expect(last?.checks.filter((c) => c.status === "FAILURE" || c.status === "WARNING"), why).toEqual([]);
        for (const id of requiredChecks) expect(last?.checks.find((c) => c.id === id)?.status, `${id}\n${why}`).toBe("SUCCESS");
        expect(last?.exitCode, why).toBe(0);
        expect(outcome.passed, why).toBe(true);
      },
      ATTEMPT_MS * (1 + LATE_RETRIES) + 10_000,
    );
  }
});
