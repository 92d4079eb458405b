// Runs once before the test files: rebuild the bundle that bin/travis234-mcp.js (and so the
// Travis234 shim) runs, so that no test exercises a stale dist/; and make the one directory under
// which every test worker keeps its caches (test/setup/cache-dir.ts), removed after the run.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export default function setup(): () => void {
  execFileSync(process.execPath, [resolve(import.meta.dirname, "../../build/bundle.mjs")], { stdio: "ignore" });
  const caches = mkdtempSync(join(tmpdir(), "travis234-mcp-test-caches-"));
  // The workers are started after this and inherit the environment.
  process.env.TRAVIS234_MCP_TEST_CACHES = caches;
  return () => rmSync(caches, { recursive: true, force: true });
}
