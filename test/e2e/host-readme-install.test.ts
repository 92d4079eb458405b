// The README's install section, run as written against the real host. "From a clone": the lines of
// the `install:clone` block in bash, in the parent of a fresh copy of the repository (its tracked
// and unignored files, as a clone with the working tree's edits would have them: no node_modules,
// no dist/, no venv), so `npm ci && npm run package` really runs. "From the tarball": the lines of
// the `install:tarball` block, in a directory holding only the tarball that the clone produced, with
// a home of its own. Each then makes `mcp` calls through the host from the installed copy alone (no
// --extension), which runs with no node_modules anywhere above it: the bundle is self-contained.
// The blocks' last line, `npm install -g`, runs against an npm prefix of the test's own (whose bin is
// on PATH, as a global prefix is), and `travis234-mcp`, the command the README then names, runs from it.
import { execFileSync, spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { homedir } from "node:os";
import { dirname, join, sep } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { HostEnv } from "../support/host.js";
import { hostArgs, jsonLines, requireHost, runHost, secretSightings, survivorsAfterExit } from "../support/host.js";
import { useHost } from "../support/host-run.js";
import { ROOT, TRAVIS } from "../support/paths.js";
import { tempDir } from "../support/temp.js";

const present = requireHost("the README install commands");
const hosts = useHost();
const VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;
/** What "a few MB" means for the installed copy. */
const INSTALLED_MAX_BYTES = 4 * 1024 * 1024;

/** The lines of the README's bash block after `<!-- install:<name> ... -->`. */
export function readmeBlock(name: string): string[] {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const m = new RegExp(`<!-- install:${name}\\b[^>]*-->\\n\`\`\`bash\\n([\\s\\S]*?)\`\`\``).exec(readme);
  if (!m?.[1]) throw new Error(`README.md has no install:${name} block`);
  return m[1].split("\n").filter((l) => l.trim() !== "");
}

/** The repository as a clone would have it: tracked and unignored files (no symlinked node_modules or venv). */
function copyRepository(dest: string): void {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  for (const rel of listed.split("\0")) {
    if (rel === "" || rel.split("/")[0] === "node_modules" || rel.startsWith(".venv")) continue;
    const src = join(ROOT, rel);
    if (!existsSync(src) || lstatSync(src).isSymbolicLink()) continue;
    mkdirSync(dirname(join(dest, rel)), { recursive: true });
    copyFileSync(src, join(dest, rel));
  }
}

function sizeAndDirs(dir: string): { bytes: number; dirs: string[] } {
  let bytes = 0;
  const dirs: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const st = statSync(p);
      if (st.isDirectory()) {
        dirs.push(p.slice(dir.length + 1));
        walk(p);
      } else bytes += st.size;
    }
  };
  walk(dir);
  return { bytes, dirs };
}

/** npm's global prefix for a run: under the run's root, so `npm install -g` stays inside the test. */
const npmPrefix = (env: HostEnv): string => join(env.root, "npm-global");

/** Runs README lines in bash, with the host's venv first on PATH (as after activating it) and the
 * run's own npm global prefix, whose bin is on PATH as a real global prefix's is. */
function runLines(lines: readonly string[], cwd: string, env: HostEnv): { code: number | null; out: string } {
  const r = spawnSync("bash", ["-euo", "pipefail", "-c", lines.join("\n")], {
    cwd,
    encoding: "utf8",
    timeout: 300_000,
    env: {
      ...env.env,
      PATH: `${dirname(TRAVIS)}:${join(npmPrefix(env), "bin")}:${env.env.PATH ?? ""}`,
      npm_config_prefix: npmPrefix(env),
      // The machine's npm cache, not the test home's empty one: `npm ci` resolves from it first.
      npm_config_cache: process.env.npm_config_cache ?? join(homedir(), ".npm"),
      npm_config_prefer_offline: "true",
      npm_config_audit: "false",
      npm_config_fund: "false",
    },
  });
  return { code: r.status, out: `${r.stdout}\n${r.stderr}` };
}

/** The installed copy serves status and an echo through the host, from its own bundle. */
async function callThroughHost(env: HostEnv, installPath: string): Promise<void> {
  const run = await runHost(
    env,
    hostArgs(env, ["--mode", "json", "use the installed tool"], { extension: false }),
    60_000,
  );
  expect(run.timedOut, run.stderr).toBe(false);
  expect(run.code, run.stderr).toBe(0);
  expect(jsonLines(run.stdout).at(-1)).toMatchObject({ type: "result", stopReason: "stop", text: "installed ok" });
  const [status, echo] = env.mock.toolMessages().map((m) => m.text);
  expect(status).toMatch(/^MCP status: 1 configured server/);
  expect(echo).toContain("\nfrom the README install\n");
  const sidecars = env.sidecarPids().map((pid) => env.attributed.get(pid)?.cmd ?? "");
  expect(sidecars).toEqual([expect.stringContaining(join(installPath, "bin/travis234-mcp.js"))]);
  // Node finds no node_modules above the installed copy: the bundle ran on its own.
  const above = installPath.split(sep).map((_, i, parts) => join(sep, ...parts.slice(0, i + 1), "node_modules"));
  expect(above.filter((p) => existsSync(p))).toEqual([]);
  expect(await survivorsAfterExit(env)).toEqual([]);
  expect(secretSightings(env, { stdout: run.stdout, stderr: run.stderr })).toEqual([]);
}

/** After the README's lines, `travis234-mcp` is on PATH (from the run's npm prefix) and runs `check`. */
function expectCommandOnPath(cwd: string, env: HostEnv): void {
  const r = runLines(["command -v travis234-mcp", "travis234-mcp --version", "travis234-mcp check"], cwd, env);
  expect(r.code, r.out).toBe(0);
  const [where, version] = r.out.split("\n");
  expect(where).toBe(join(npmPrefix(env), "bin", "travis234-mcp"));
  expect(version).toContain(VERSION);
  expect(r.out).toMatch(/^Configuration sources/m);
}

function expectOnlyThePackage(installPath: string): void {
  const { bytes, dirs } = sizeAndDirs(installPath);
  expect(bytes).toBeLessThan(INSTALLED_MAX_BYTES);
  expect(dirs.filter((d) => /(^|\/)(node_modules|\.git|src|test|codegen|spec|bench|__pycache__)$/.test(d))).toEqual([]);
  for (const f of [
    "dist/travis234-mcp.mjs",
    "bin/travis234-mcp.js",
    "python/travis234_mcp_extension.py",
    "generated/host-contract.json",
    "schema/mcp.schema.json",
    "LICENSE",
    "README.md",
  ]) {
    expect(existsSync(join(installPath, f)), f).toBe(true);
  }
  const manifest = JSON.parse(readFileSync(join(installPath, "package.json"), "utf8")) as {
    dependencies?: object;
    scripts?: Record<string, string>;
  };
  expect(manifest.dependencies ?? {}).toEqual({});
  // Nothing runs when a user installs the tarball with npm either.
  expect(Object.keys(manifest.scripts ?? {}).filter((s) => /^(pre|post)?install$/.test(s))).toEqual([]);
}

const SCRIPT = [
  { tool: { arguments: {} } },
  { tool: { arguments: { server: "fixture", tool: "echo", args: { text: "from the README install" } } } },
  { text: "installed ok" },
];

describe.skipIf(!present)("the README's install commands, as written", () => {
  let work = "";
  let tarball = "";
  let env: HostEnv | undefined;
  beforeAll(() => {
    work = tempDir("travis234-readme-");
  });

  it("from a clone: npm ci, npm run package, travis234 install of the unpacked package, travis234-mcp on PATH", async () => {
    env = await hosts.env({ script: SCRIPT });
    const clone = join(work, "travis234-mcp-adapter");
    copyRepository(clone);
    expect(existsSync(join(clone, "node_modules"))).toBe(false);
    expect(existsSync(join(clone, "dist"))).toBe(false);
    const lines = readmeBlock("clone");
    expect(lines[0]).toBe("cd travis234-mcp-adapter");
    const r = runLines(lines, work, env);
    expect(r.code, r.out).toBe(0);
    const installPath = /^Installed .+: (.+)$/m.exec(r.out)?.[1] ?? "";
    expect(installPath.startsWith(join(env.agentDir, "packages", "travis234-mcp-adapter-")), r.out).toBe(true);
    expectOnlyThePackage(installPath);
    tarball = join(clone, "release", `travis234-mcp-adapter-${VERSION}.tgz`);
    expect(existsSync(tarball)).toBe(true);
    expectCommandOnPath(work, env);
    await callThroughHost(env, installPath);
    // The clone's node_modules is hundreds of MB: removed within this test's time, not in the
    // file's afterAll (which removes the rest of the work directory under the hook timeout).
    rmSync(join(clone, "node_modules"), { recursive: true, force: true });
  }, 420_000);

  it("from the tarball: unpack it, travis234 install the package directory, travis234-mcp on PATH", async () => {
    expect(tarball, "the clone test made the tarball").not.toBe("");
    env = await hosts.env({ script: SCRIPT });
    const downloads = join(env.root, "downloads");
    mkdirSync(downloads);
    cpSync(tarball, join(downloads, `travis234-mcp-adapter-${VERSION}.tgz`));
    const lines = readmeBlock("tarball");
    expect(lines.join("\n")).toContain(`travis234-mcp-adapter-${VERSION}.tgz`);
    const r = runLines(lines, downloads, env);
    expect(r.code, r.out).toBe(0);
    const installPath = /^Installed .+: (.+)$/m.exec(r.out)?.[1] ?? "";
    expect(installPath.startsWith(join(env.agentDir, "packages", "travis234-mcp-adapter-")), r.out).toBe(true);
    expectOnlyThePackage(installPath);
    expectCommandOnPath(downloads, env);
    await callThroughHost(env, installPath);
  }, 180_000);
});
