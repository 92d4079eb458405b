// Every test worker keeps its tool-catalog cache (and the launcher's code cache) in a private
// temporary directory of its own, never in the user's cache, unless a test names another. The
// directories sit under the run's own (made and removed by test/setup/global.ts), so none is left
// behind after the run.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

process.env.TRAVIS234_MCP_CACHE_DIR ??= mkdtempSync(
  join(process.env.TRAVIS234_MCP_TEST_CACHES ?? tmpdir(), "travis234-mcp-test-cache-"),
);
