// StrykerJS over the modules where the adapter's promises live (npm run mutation; bench/results/mutation.md
// has the target and the last scores). The tests are vitest.stryker.config.ts: in-process only.
// One module group at a time: npm run mutation -- --mutate 'src/catalog/**/*.ts'
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.stryker.config.ts" },
  coverageAnalysis: "perTest",
  mutate: [
    // Project trust and the configuration file bounds.
    "src/config/trust.ts",
    "src/config/sources.ts",
    // Secrets: references, expansion, redaction.
    "src/secrets/*.ts",
    "!src/secrets/index.ts",
    "!src/secrets/generated.ts",
    // Results: bounds, labels, spills, the spill root.
    "src/results/*.ts",
    "!src/results/index.ts",
    "!src/results/generated.ts",
    // Runtime bounds and negotiation.
    "src/runtime/backoff.ts",
    "src/runtime/stream-reopen.ts",
    "src/runtime/negotiation.ts",
    "src/runtime/line-reader.ts",
    "src/runtime/overflow-id.ts",
    "src/runtime/stderr-ring.ts",
    "src/runtime/http-body.ts",
    "src/runtime/http-fetch.ts",
    "src/runtime/sse-coalesce.ts",
    // Catalog filters and search; the tool cache and its fingerprints.
    "src/catalog/tool-filter.ts",
    "src/catalog/tool-cache.ts",
    "src/catalog/tool-cache-dir.ts",
    "src/catalog/tool-cache-format.ts",
    "src/catalog/tool-cache-key.ts",
    "src/catalog/tool-fingerprints.ts",
    "src/catalog/uri-template.ts",
    "src/catalog/search.ts",
    "src/catalog/tokenise.ts",
    "src/catalog/word-index.ts",
    // The proxy's ceiling, approval and request normalisation.
    "src/proxy/ceiling.ts",
    "src/proxy/approval.ts",
    "src/proxy/normalize.ts",
    // Bounded, printable text and text nobody can see.
    "src/errors/text.ts",
    "src/errors/visible.ts",
    // Client duties of the specification: x-mcp-header declarations, a 2026-07-28 server's results,
    // the list_changed listen stream, and which era a connection speaks (the 2025/2026 fallback).
    "src/catalog/x-mcp-header.ts",
    "src/runtime/modern-results.ts",
    "src/runtime/listen-stream.ts",
    "src/runtime/era-handover.ts",
    "src/runtime/era-connect.ts",
  ],
  // Not copied into the sandbox: shared installs (symbolic links to directories), releases, reports.
  // dist/ is copied: a few tests run the bundle as a child process (it holds no mutant).
  ignorePatterns: [".venv-*", ".node24", "release", "reports", "bench/results"],
  // Module-level constants are computed once per test file: mutating them needs a full rerun of
  // every test per mutant. They are listed as ignored, not counted.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 10_000,
  timeoutFactor: 2,
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  reporters: ["clear-text", "progress", "json", "html"],
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  thresholds: { high: 90, low: 80, break: null },
};
