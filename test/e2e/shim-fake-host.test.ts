// Runs the Python unit tests of test/python (stdlib unittest against the stub Travis234 host in fake_host/:
// test_shim.py for the shim, test_packaging.py for python/travis234_mcp_packaging and the shared
// packaged-descriptor vectors) under the default python3, so that `npm test` covers the Python
// files too. They include real calls through the Node sidecar, the fixture server and the packaged
// Python fixture server, so dist/ must be fresh: vitest's globalSetup rebuilds it.
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/paths.js";

const PYTHON = process.env.TRAVIS234_E2E_PYTHON ?? "python3";
const present = spawnSync(PYTHON, ["--version"], { encoding: "utf8" }).status === 0;
if (!present && process.env.CI) throw new Error(`${PYTHON} is missing; the shim's unit tests need it`);
if (!present) console.warn(`skipping the shim's fake-host tests: no ${PYTHON} on PATH`);

function runPython(timeoutMs: number): Promise<{ code: number | null; output: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const dir = join(ROOT, "test/python");
    const child = spawn(PYTHON, ["-m", "unittest", "discover", "-v", "-s", dir, "-t", dir, "-p", "test_*.py"], {
      cwd: ROOT,
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    let timedOut = false;
    child.stdout.setEncoding("utf8").on("data", (c: string) => (output += c));
    child.stderr.setEncoding("utf8").on("data", (c: string) => (output += c));
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    }, timeoutMs);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

describe.skipIf(!present)("the Python shim against a fake host", () => {
  it("passes its unittest suites (shim: registration, policy context, hook, real sidecar calls, cancel, shutdown; packaging: vectors, API, bridge, facade calls)", async () => {
    const r = await runPython(150_000);
    expect(r.timedOut, r.output).toBe(false);
    expect(r.code, r.output).toBe(0);
    // unittest reports on stderr; make sure the suite ran and nothing was skipped silently.
    expect(r.output).toMatch(/^Ran \d+ tests? in /m);
    expect(r.output).toMatch(/^OK$/m);
    expect(r.output).not.toContain("skipped");
    // Both modules ran (discovery would silently drop one that fails to match or import).
    expect(r.output).toMatch(/\(test_shim\.RealSidecar\.test_calls_results_errors_progress_and_shutdown\) \.\.\. ok$/m);
    expect(r.output).toMatch(
      /\(test_packaging\.SharedVectors\.test_json_descriptors_through_the_registry\) \.\.\. ok$/m,
    );
    expect(r.output).toMatch(
      /\(test_packaging\.RealSidecarPackaged\.test_the_facade_and_mcp_share_one_server_process\) \.\.\. ok$/m,
    );
  }, 160_000);
});
