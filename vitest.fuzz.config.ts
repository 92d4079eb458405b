// `npm run fuzz`: the fuzzers of test/fuzz in long mode (FUZZ=long; see test/fuzz/budget.ts for
// FUZZ_SECONDS, FUZZ_SEED, FUZZ_RUNS). The normal `vitest run` picks the same files up through
// vitest.config.ts with a fixed seed and a small budget.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/fuzz/**/*.test.ts"],
    setupFiles: ["test/setup/fast-check.ts"],
    // No globalSetup: the fuzzers run src/ in process and never the bundle in dist/.
    // Each property bounds its own time (FUZZ_SECONDS); this only catches a wedged run.
    testTimeout: 60 * 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
