// The tests StrykerJS runs against each mutant (npm run mutation, stryker.config.mjs): the fast,
// in-process unit, property and security tests of the modules it mutates. No global setup (the
// bundle rebuild), and no suite that drives a sidecar or CLI child process: a mutant lives in this
// process only, and those suites take minutes per run.
import { defineConfig } from "vitest/config";

// MUTATION_TESTS=results: the results area's own tests only (its unit tests, the results property
// and the redaction units), for a run of src/results/ alone on a loaded machine. The suites through
// a real runtime reach every spill and conversion too, at seconds per mutant; leaving them out can
// only let more mutants survive, so a score measured this way is a lower bound.
const RESULTS_ONLY = [
  "test/unit/results/**/*.test.ts",
  "test/property/results.prop.test.ts",
  "test/security/redaction-units.test.ts",
];

export default defineConfig({
  test: {
    include:
      process.env.MUTATION_TESTS === "results"
        ? RESULTS_ONLY
        : [
            "test/unit/catalog/**/*.test.ts",
            "test/unit/config/**/*.test.ts",
            "test/unit/secrets/**/*.test.ts",
            "test/unit/results/**/*.test.ts",
            "test/unit/runtime/**/*.test.ts",
            "test/unit/proxy/**/*.test.ts",
            "test/security/redaction-units.test.ts",
            "test/property/secrets.prop.test.ts",
            "test/property/results.prop.test.ts",
            "test/property/approval-parity.prop.test.ts",
            "test/property/proxy-requests.prop.test.ts",
            "test/property/worker-escalation.prop.test.ts",
          ],
    setupFiles: ["test/setup/fast-check.ts"],
    // Each mutant of src/proxy/approval.ts runs the shim parity property: three batches (a Python
    // process each) instead of thirty keep one mutant within seconds; its fixed cases run whole.
    env: { APPROVAL_PARITY_BATCHES: "3" },
    testTimeout: 60_000,
    hookTimeout: 30_000,
    pool: "forks",
  },
});
