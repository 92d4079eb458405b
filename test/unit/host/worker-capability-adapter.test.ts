// Runs test/python/host_workers_unit.py (the worker capability adapter and its wiring in the shim) under
// the real Travis234 host's interpreter: its ExtensionRunner, its Protocol check and its error filter,
// with a scripted sidecar. The end-to-end row through a real worker is test/e2e/host-workers.test.ts.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { requireHost } from "../../support/host.js";
import { ROOT, VENV } from "../../support/paths.js";

const present = requireHost("the worker adapter's unit tests");

describe.skipIf(!present)("the worker capability adapter under the real host", () => {
  it("registers on a bare runner, exports through the sidecar, installs once, preflights, scopes, tears down", () => {
    const r = spawnSync(join(VENV, "bin", "python"), ["test/python/host_workers_unit.py", "-v"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 90_000,
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" },
    });
    const output = `${r.stdout}${r.stderr}`;
    expect(r.error, output).toBeUndefined();
    expect(r.status, output).toBe(0);
    expect(output).toMatch(/^Ran 16 tests in /m);
    expect(output).toMatch(/^OK$/m);
    expect(output).not.toContain("skipped");
  }, 100_000);
});
