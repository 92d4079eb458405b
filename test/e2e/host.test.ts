// The pinned Travis234 host that npm test installs (build/provision.mjs) is present and is the version the end-to-end
// suites target. Outside CI, a machine without the venv skips this file (say so loudly); in CI a
// missing host is a failure.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const venv = process.env.TRAVIS234_VENV ?? resolve(import.meta.dirname, "../../.venv-travis");
const travis = join(venv, "bin", "travis234");
const present = existsSync(travis);
if (!present && process.env.CI)
  throw new Error(`the Travis234 host is missing at ${travis}; npm test installs it (npm run provision)`);
if (!present) console.warn(`skipping host checks: no Travis234 venv at ${venv} (npm run provision makes it)`);

describe.skipIf(!present)("Travis234 host", () => {
  it("is travis234 3.3.1 on Python 3.13", () => {
    const r = spawnSync(
      join(venv, "bin", "python"),
      ["-c", "import sys, importlib.metadata as m; print(m.version('travis234'), sys.version_info[:2] == (3, 13))"],
      { encoding: "utf8" },
    );
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe("3.3.1 True");
  });

  it("offers the --mcp flag and tool effect metadata that the shim will require", () => {
    const help = spawnSync(travis, ["--help"], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("--mcp");
    const fields = spawnSync(
      join(venv, "bin", "python"),
      [
        "-c",
        "import dataclasses; from travis.coding_agent.tools.types import ToolDefinition as T; print(sorted({'effects','policy_context'} & {f.name for f in dataclasses.fields(T)}))",
      ],
      { encoding: "utf8" },
    );
    expect(fields.status, fields.stderr).toBe(0);
    expect(fields.stdout.trim()).toBe("['effects', 'policy_context']");
  });
});
