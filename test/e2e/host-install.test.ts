// The install path: `travis234 install <package dir>` copies the whole directory into
// <agentDir>/packages/<name>-<sha10>/ (package_manager.py _materialize: shutil.copytree) and reads
// package.json's "travis" manifest. The package dir here is what `npm pack` would ship (its file
// list, from `npm pack --dry-run --json`) plus the dist/ bundle, and no node_modules: the bundle
// must be self-contained. Then `list` shows it, a `--mcp` run WITHOUT --extension finds the tool,
// and `remove` takes it away again (after which `--mcp` is the host's usage error).
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HostEnv } from "../support/host.js";
import { hostArgs, jsonLines, requireHost, runHost, secretSightings, survivorsAfterExit } from "../support/host.js";
import { useHost } from "../support/host-run.js";
import { ROOT } from "../support/paths.js";

const present = requireHost("the Travis234 install run");
const hosts = useHost();
const BUNDLE = "dist/travis234-mcp.mjs";
const VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;

/** The files `npm pack` would put in the tarball (scripts not run, nothing written). */
function packFiles(): string[] {
  const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
    stdio: ["ignore", "pipe", "ignore"],
  });
  const [entry] = JSON.parse(out) as { files: { path: string }[] }[];
  return (entry?.files ?? []).map((f) => f.path);
}

function makePackage(dest: string): string[] {
  const files = packFiles();
  for (const rel of [...files, BUNDLE]) {
    mkdirSync(dirname(join(dest, rel)), { recursive: true });
    copyFileSync(join(ROOT, rel), join(dest, rel));
  }
  return files;
}

describe.skipIf(!present)("travis234 install / list / remove of the adapter package", () => {
  let env: HostEnv | undefined;

  it("installs, lists, runs without --extension, and removes", async () => {
    env = await hosts.env({
      script: [
        { tool: { arguments: {} } },
        { tool: { arguments: { server: "fixture", tool: "echo", args: { text: "from the installed copy" } } } },
        { text: "installed ok" },
      ],
    });
    const pkg = join(env.root, "pkg");
    const shipped = makePackage(pkg);
    for (const needed of [
      "package.json",
      "bin/travis234-mcp.js",
      "python/travis234_mcp_extension.py",
      "python/travis234_mcp_packaging/__init__.py",
      "generated/host-contract.json",
    ])
      expect(shipped).toContain(needed);
    expect(shipped.some((p) => p.startsWith("node_modules/"))).toBe(false);

    const installed = await runHost(env, ["install", pkg, "--offline"], 30_000);
    expect(installed.code, installed.stderr).toBe(0);
    const installPath = /^Installed .+: (.+)$/m.exec(installed.stdout)?.[1] ?? "";
    expect(installPath.startsWith(join(env.agentDir, "packages", "travis234-mcp-adapter-"))).toBe(true);
    expect(existsSync(join(installPath, "python/travis234_mcp_extension.py"))).toBe(true);
    expect(existsSync(join(installPath, BUNDLE))).toBe(true);
    expect(JSON.parse(readFileSync(join(installPath, ".travis-package.json"), "utf8"))).toMatchObject({
      source: { raw: pkg, kind: "local" },
      scope: "global",
      version: VERSION,
    });

    const listed = await runHost(env, ["list", "--json"], 30_000);
    expect(listed.code, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual([{ source: pkg, scope: "global", path: installPath, version: VERSION }]);
    const listedText = await runHost(env, ["list"], 30_000);
    expect(listedText.stdout.trim()).toBe(`${pkg} (${VERSION}) [global] ${installPath}`);

    const run = await runHost(env, hostArgs(env, ["--mode", "json", "use the installed tool"], { extension: false }));
    expect(run.timedOut, run.stderr).toBe(false);
    expect(run.code, run.stderr).toBe(0);
    expect(jsonLines(run.stdout).at(-1)).toMatchObject({ type: "result", stopReason: "stop", text: "installed ok" });
    const [status, echo] = env.mock.toolMessages().map((m) => m.text);
    expect(status).toMatch(/^MCP status: 1 configured server/);
    expect(echo).toContain("\nfrom the installed copy\n");
    // The sidecar that served it is the installed copy's, running the bundle (no node_modules there).
    const sidecars = env.sidecarPids().map((pid) => env?.attributed.get(pid)?.cmd ?? "");
    expect(sidecars).toEqual([expect.stringContaining(join(installPath, "bin/travis234-mcp.js"))]);
    expect(await survivorsAfterExit(env)).toEqual([]);
    expect(secretSightings(env, { stdout: run.stdout, stderr: run.stderr })).toEqual([]);

    const removed = await runHost(env, ["remove", pkg], 30_000);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout.trim()).toBe(`Removed ${pkg}`);
    expect(existsSync(installPath)).toBe(false);
    const after = await runHost(env, ["list", "--json"], 30_000);
    expect(JSON.parse(after.stdout)).toEqual([]);
    const settings = JSON.parse(readFileSync(join(env.agentDir, "settings.json"), "utf8")) as { packages?: unknown[] };
    expect(settings.packages ?? []).not.toContain(pkg);

    // Without the package (and without --extension) the host has no `mcp` tool and says so.
    const requestsBefore = env.mock.requests.length;
    const missing = await runHost(env, hostArgs(env, ["--mode", "json", "again"], { extension: false }));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      "MCP tool is unavailable; install it with: travis234 install travis234-mcp-adapter",
    );
    expect(env.mock.requests.length).toBe(requestsBefore);
  }, 120_000);
});
