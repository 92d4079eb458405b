// The tests StrykerJS runs against each mutant (npm run mutation, stryker.config.mjs): the fast,
// in-process unit, property and security tests of the modules it mutates. No global setup (the
// bundle rebuild), and no suite that drives a sidecar or CLI child process: a mutant lives in this
// process only, and those suites take minutes per run.
import { defineConfig } from "vitest/config";

// MUTATION_TESTS=<group>: one module's own tests only, for a run of that module alone on a loaded
// machine (results: the results area; text: the escaping of src/errors; cache: the tool cache and
// its fingerprints; normalize: request normalisation; redact: redaction; template: resource
// templates; duties: the client duties' code; http: the HTTP body bounds and the SSE coalescing).
// The suites through a real runtime reach these modules too, at seconds per mutant; leaving them out
// can only let more mutants survive, so a score measured this way is a lower bound.
const GROUPS: Readonly<Record<string, readonly string[]>> = {
  results: [
    "test/unit/results/**/*.test.ts",
    "test/property/results.prop.test.ts",
    "test/security/redaction-units.test.ts",
  ],
  text: ["test/unit/errors/**/*.test.ts"],
  cache: ["test/unit/catalog/tool-cache*.test.ts", "test/unit/catalog/tool-fingerprints*.test.ts"],
  template: ["test/unit/catalog/uri-template*.test.ts", "test/property/prototype-names.prop.test.ts"],
  duties: [
    "test/unit/catalog/x-mcp-header.test.ts",
    "test/unit/catalog/tools-offered.test.ts",
    "test/unit/runtime/modern-results*.test.ts",
    "test/unit/runtime/listen-stream.test.ts",
    "test/unit/runtime/era-handover.test.ts",
    "test/unit/runtime/era-connect.test.ts",
  ],
  normalize: ["test/unit/proxy/**/*.test.ts", "test/property/proxy-requests.prop.test.ts"],
  redact: [
    "test/unit/secrets/**/*.test.ts",
    "test/security/redaction-units.test.ts",
    "test/property/secrets.prop.test.ts",
  ],
  http: ["test/unit/runtime/sse-coalesce.test.ts", "test/unit/runtime/http-*.test.ts"],
};
const group = GROUPS[process.env.MUTATION_TESTS ?? ""];

export default defineConfig({
  test: {
    include: group
      ? [...group]
      : [
          "test/unit/errors/**/*.test.ts",
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
