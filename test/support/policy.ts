// The approval context that the shim computes for each `mcp` request, asked of the shim itself.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { HOST_PYTHON, ROOT, SHIM } from "./paths.js";
import type { Surfaces } from "./surfaces.js";

const POLICY_DRIVER = `
import json, sys
sys.path.insert(0, sys.argv[1])
import travis234_mcp_extension as shim
contract = json.loads(shim.CONTRACT_PATH.read_text(encoding="utf-8"))
print(json.dumps([shim.policy_context(contract, a) for a in json.loads(sys.stdin.read())]))
`;

function pythonEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", PYTHONDONTWRITEBYTECODE: "1" };
}

/**
 * Runs a script under the Travis234 venv's interpreter with a minimal environment (no bytecode
 * written), expects status 0, and returns what it printed, raw and parsed as JSON.
 */
export function hostPythonJson<T>(args: readonly string[], timeoutMs = 30_000): { json: T; stdout: string } {
  const r = spawnSync(HOST_PYTHON, [...args], { encoding: "utf8", timeout: timeoutMs, env: pythonEnv() });
  expect(r.status, r.stderr).toBe(0);
  return { json: JSON.parse(r.stdout) as T, stdout: r.stdout };
}

/**
 * The approval context the shim gives the host for each argument object: `policy_context` of
 * python/travis234_mcp_extension.py called directly, or (`viaHost`, when the Travis234 venv exists)
 * what the host's own ToolPolicyEngine hands its approval broker after loading the shim through
 * the host's extension loader (test/e2e/host_policy_context.py).
 */
export function shimPolicyContexts(
  requests: readonly unknown[],
  surfaces?: Surfaces,
  o: { viaHost?: boolean } = {},
): Record<string, string>[] {
  const host = o.viaHost === true && existsSync(HOST_PYTHON);
  const python = existsSync(HOST_PYTHON) ? HOST_PYTHON : "python3";
  const r = host
    ? spawnSync(HOST_PYTHON, [join(ROOT, "test/e2e/host_policy_context.py"), SHIM, JSON.stringify(requests)], {
        encoding: "utf8",
        timeout: 60_000,
        env: pythonEnv(),
      })
    : spawnSync(python, ["-c", POLICY_DRIVER, join(ROOT, "python")], {
        input: JSON.stringify(requests),
        encoding: "utf8",
        timeout: 30_000,
        env: pythonEnv(),
      });
  expect(r.status, r.stderr).toBe(0);
  const contexts = host
    ? (JSON.parse(r.stdout) as { cases: { context: Record<string, string> | null }[] }).cases.map(
        (c) => c.context ?? { missing: "no approval was asked" },
      )
    : (JSON.parse(r.stdout) as Record<string, string>[]);
  expect(contexts).toHaveLength(requests.length);
  for (const [i, c] of contexts.entries()) surfaces?.add(`approval context${host ? " (host)" : ""} of request ${i}`, c);
  return contexts;
}
