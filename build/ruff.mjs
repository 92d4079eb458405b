// `node build/ruff.mjs <ruff arguments>`: runs Ruff for `npm run lint` and `npm run format`, from
// .venv-servers (where build/provision.mjs installs the version pinned in test/lint-requirements.txt)
// or else from PATH. Without either it fails and says how to install it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const venv = join(root, ".venv-servers", "bin", "ruff");
const candidates = existsSync(venv) ? [venv, "ruff"] : ["ruff"];

for (const command of candidates) {
  const run = spawnSync(command, process.argv.slice(2), { cwd: root, stdio: "inherit" });
  if (run.error && run.error.code === "ENOENT") continue;
  if (run.error) throw run.error;
  process.exit(run.status ?? 1);
}
process.stderr.write(
  "ruff not found at .venv-servers/bin/ruff or on PATH. Install the pinned version with\n" +
    "  npm run provision   (or .venv-servers/bin/pip install -r test/lint-requirements.txt)\n" +
    "(or `pip install -r test/lint-requirements.txt` into any environment on PATH).\n",
);
process.exit(1);
