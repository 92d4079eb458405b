// Runs the shim's unit tests (test/e2e/fake_host/test_shim.py, stdlib unittest against a stub
// Travis234 host) under the default python3, so that `npm test` covers the Python file too. They
// include real calls through the Node sidecar and the fixture server, so dist/ must be fresh:
// vitest's globalSetup rebuilds it.
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./host-harness.js";

const PYTHON = process.env.TRAVIS234_E2E_PYTHON ?? "python3";
const present = spawnSync(PYTHON, ["--version"], { encoding: "utf8" }).status === 0;
if (!present && process.env.CI) throw new Error(`${PYTHON} is missing; the shim's unit tests need it`);
if (!present) console.warn(`skipping the shim's fake-host tests: no ${PYTHON} on PATH`);

function runPython(timeoutMs: number): Promise<{ code: number | null; output: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(PYTHON, [join(ROOT, "test/e2e/fake_host/test_shim.py")], {
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
  it("passes its unittest suite (registration, policy context, hook, real sidecar calls, cancel, shutdown)", async () => {
    const r = await runPython(90_000);
    expect(r.timedOut, r.output).toBe(false);
    expect(r.code, r.output).toBe(0);
    // unittest reports on stderr; make sure the suite ran and nothing was skipped silently.
    expect(r.output).toMatch(/^Ran \d+ tests? in /m);
    expect(r.output).toMatch(/^OK$/m);
    expect(r.output).not.toContain("skipped");
  }, 100_000);
});
