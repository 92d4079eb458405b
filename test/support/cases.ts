// One case type for table-driven tests: what the code is given and what it must answer, under the
// name the test report shows. `eachCase` runs one test per row.
import { it } from "vitest";

export interface Case<Given, Want> {
  readonly name: string;
  readonly given: Given;
  readonly want: Want;
}

/** One test per case, named by the case; `check` asserts that `given` yields `want`. */
export function eachCase<Given, Want>(
  cases: readonly Case<Given, Want>[],
  check: (given: Given, want: Want) => void | Promise<void>,
  timeoutMs?: number,
): void {
  for (const c of cases) it(c.name, () => check(c.given, c.want), timeoutMs);
}
