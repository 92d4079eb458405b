// After /trust in the TUI, `travis234-mcp status` in the same project answers as the session does:
// the real host's trust store (ProjectTrustStore.set_many, which /trust's choices call) writes the
// decision, and the command line, given no --trusted, reads project files exactly when the host would.
import { spawnSync } from "node:child_process";
import { mkdirSync, realpathSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import { requireHost } from "../support/host.js";
import { HOST_PYTHON } from "../support/paths.js";
import { Surfaces } from "../support/surfaces.js";
import { tempDir } from "../support/temp.js";

const present = requireHost("the command line reading the host's saved trust");

function world() {
  const root = realpathSync(tempDir("cli-host-trust-"));
  const home = join(root, "home");
  const agentDir = join(root, "agent");
  const cwd = join(root, "src", "project");
  for (const d of [home, agentDir, cwd]) mkdirSync(d, { recursive: true });
  writeFileSync(join(cwd, ".mcp.json"), '{"mcpServers": {"projdemo": {"command": "node", "args": ["server.js"]}}}\n');
  return { home, agentDir, cwd };
}

/** The host's own store, given the updates of one /trust choice (path, decision). */
function hostSaves(agentDir: string, updates: ReadonlyArray<readonly [string, boolean | null]>): void {
  const script = [
    "import sys",
    "from travis.coding_agent.project_trust import ProjectTrustStore, ProjectTrustUpdate",
    `updates = [ProjectTrustUpdate(p, d) for p, d in ${JSON.stringify(updates).replace(/null/g, "None").replace(/true/g, "True").replace(/false/g, "False")}]`,
    `ProjectTrustStore(${JSON.stringify(agentDir)}).set_many(updates)`,
  ].join("\n");
  const r = spawnSync(HOST_PYTHON, ["-c", script], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: agentDir, PYTHONDONTWRITEBYTECODE: "1" },
    timeout: 30_000,
  });
  expect(r.stderr).toBe("");
  expect(r.status).toBe(0);
}

function status(w: ReturnType<typeof world>, extra: string[] = []) {
  const r = runCli(
    ["status", "--json", "--home", w.home, "--agent-dir", w.agentDir, "--cwd", w.cwd, ...extra],
    { env: { HOME: w.home } },
    new Surfaces(),
  );
  return JSON.parse(r.stdout) as { details?: Record<string, unknown> } & Record<string, unknown>;
}

const servers = (s: Record<string, unknown>): string => JSON.stringify(s);

describe.skipIf(!present)("status after /trust, without --trusted", () => {
  it('"Trust": the project file counts, on the basis of the saved decision', () => {
    const w = world();
    expect(servers(status(w))).not.toContain('"projdemo"');
    hostSaves(w.agentDir, [[w.cwd, true]]);
    const after = servers(status(w));
    expect(after).toContain('"projdemo"');
    expect(after).toContain('"projectTrust":"saved"');
  });

  it('"Trust parent folder": the parent\'s decision covers the project', () => {
    const w = world();
    hostSaves(w.agentDir, [
      [join(w.cwd, ".."), true],
      [w.cwd, null],
    ]);
    expect(servers(status(w))).toContain('"projdemo"');
  });

  it('"Do not trust": ignored as declined, and --trusted still overrides', () => {
    const w = world();
    hostSaves(w.agentDir, [[w.cwd, false]]);
    const declined = servers(status(w));
    expect(declined).not.toContain('"projdemo"');
    expect(declined).toContain('"projectTrust":"declined"');
    expect(servers(status(w, ["--trusted"]))).toContain('"projdemo"');
  });
});
