// npm run mutation: StrykerJS (stryker.config.mjs). StrykerJS 10 needs Node 22 or later; on an
// older Node this runs it with the Node 24 binary that .ci/run installs under .node24/ (of this
// checkout, or of the main checkout that a git worktree shares), or says how to install it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const NEEDED = 22;
const args = process.argv.slice(2);
const stryker = join(ROOT, "node_modules/@stryker-mutator/core/bin/stryker.js");
if (!existsSync(stryker)) {
  console.error("StrykerJS is not installed: run npm install (it is a dev dependency).");
  process.exit(1);
}

function node24() {
  const candidates = [ROOT];
  // A git worktree: its .git is a file naming the main checkout's .git/worktrees/<name>.
  const git = spawnSync("git", ["rev-parse", "--git-common-dir"], { cwd: ROOT, encoding: "utf8" });
  if (git.status === 0) candidates.push(dirname(resolve(ROOT, git.stdout.trim())));
  for (const dir of candidates) {
    const bin = join(dir, ".node24/node_modules/node/bin/node");
    if (existsSync(bin)) return bin;
  }
  return undefined;
}

const major = Number(process.versions.node.split(".")[0]);
let node = process.execPath;
if (major < NEEDED) {
  const found = node24();
  if (found === undefined) {
    console.error(
      `StrykerJS needs Node ${NEEDED} or later; this is Node ${process.versions.node}. Install Node 24 beside the checkout with:\n  npm install --no-save --no-audit --no-fund --prefix .node24 node@24`,
    );
    process.exit(1);
  }
  node = found;
}
// The test runner's own child processes (vitest forks) must find the same Node first on PATH.
const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH ?? ""}` };
const r = spawnSync(node, [stryker, "run", "stryker.config.mjs", ...args], { cwd: ROOT, stdio: "inherit", env });
process.exit(r.status ?? 1);
