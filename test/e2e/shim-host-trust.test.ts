// What the shim reads from the real Travis234 API for the sidecar's trust decision (host_trust), in
// the venv's Python with the host installed: the trust store's decision for the project or a parent,
// the global defaultProjectTrust setting (never the project's own), and whether the project holds
// resources the host gates. A corrupt trust store is no decision.
import { spawnSync } from "node:child_process";
import { mkdirSync, realpathSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { requireHost } from "../support/host.js";
import { SHIM, VENV } from "../support/paths.js";
import { tempDir } from "../support/temp.js";

const present = requireHost("the shim's reading of the host trust API");
const PYTHON = join(VENV, "bin", "python");

function world(): { agentDir: string; parent: string; cwd: string } {
  const root = realpathSync(tempDir("shim-trust-"));
  const agentDir = join(root, "agent");
  const parent = join(root, "src");
  const cwd = join(parent, "project");
  for (const d of [agentDir, cwd]) mkdirSync(d, { recursive: true });
  writeFileSync(join(cwd, ".mcp.json"), '{"mcpServers": {}}\n');
  return { agentDir, parent, cwd };
}

function hostTrust(
  w: { agentDir: string; cwd: string },
  argv: readonly string[] = ["travis234"],
): Record<string, unknown> {
  const script = [
    "import importlib.util, json, sys",
    `spec = importlib.util.spec_from_file_location("shim_under_test", ${JSON.stringify(SHIM)})`,
    "shim = importlib.util.module_from_spec(spec); spec.loader.exec_module(shim)",
    `sys.argv = ${JSON.stringify(argv)}`,
    // The shim's parts are imported by absolute name once its file has run.
    `host = sys.modules["travis234_mcp_shim.host"]`,
    `print(json.dumps(host.host_trust(${JSON.stringify(w.cwd)}, ${JSON.stringify(w.agentDir)})))`,
  ].join("\n");
  const r = spawnSync(PYTHON, ["-c", script], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: w.agentDir, PYTHONDONTWRITEBYTECODE: "1" },
    timeout: 30_000,
  });
  expect(r.stderr).toBe("");
  return JSON.parse(r.stdout) as Record<string, unknown>;
}

describe.skipIf(!present)("the shim's trust inputs from the real host API", () => {
  it("a fresh project: nothing saved, the setting asks, nothing gated, no approval", () => {
    expect(hostTrust(world())).toEqual({
      approval: null,
      savedTrust: null,
      hostGated: false,
      defaultProjectTrust: "ask",
    });
  });

  it("a saved decision for a parent, -a on the host's command line, the global setting", () => {
    const w = world();
    writeFileSync(join(w.agentDir, "trust.json"), JSON.stringify({ [w.parent]: true }));
    writeFileSync(join(w.agentDir, "settings.json"), JSON.stringify({ defaultProjectTrust: "always" }));
    expect(hostTrust(w, ["travis234", "-a", "--mode", "json"])).toEqual({
      approval: true,
      savedTrust: true,
      hostGated: false,
      defaultProjectTrust: "always",
    });
  });

  it("the project's own settings neither set the default nor go unnoticed (they make it gated)", () => {
    const w = world();
    mkdirSync(join(w.cwd, ".travis234"));
    writeFileSync(join(w.cwd, ".travis234", "settings.json"), JSON.stringify({ defaultProjectTrust: "always" }));
    writeFileSync(join(w.agentDir, "trust.json"), JSON.stringify({ [w.cwd]: false }));
    expect(hostTrust(w, ["travis234", "-na"])).toEqual({
      approval: false,
      savedTrust: false,
      hostGated: true,
      defaultProjectTrust: "ask",
    });
  });

  it("a corrupt trust store is no saved decision", () => {
    const w = world();
    writeFileSync(join(w.agentDir, "trust.json"), "{not json");
    expect(hostTrust(w)).toEqual({ approval: null, hostGated: false, defaultProjectTrust: "ask" });
  });
});
