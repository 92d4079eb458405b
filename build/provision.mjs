// `node build/provision.mjs` (the first step of `npm test`, alone as `npm run provision`): makes what
// the suites need beyond Node, when it is missing or differs from its pin, one line per item:
//   .venv-travis   Python 3.13 with the pinned host (test/e2e), or TRAVIS234_VENV when set;
//   .venv-servers  Python 3.13 with test/real-servers/requirements.txt and test/lint-requirements.txt
//                  (the PyPI servers and Ruff, which `npm run lint` runs through build/ruff.mjs);
//   tmux           from apt when missing and running as root (the native-worker row);
//   .venv-workers  Python 3.13 with the pinned host and the wheel of this checkout (`npm run wheel`).
// Every check compares versions and the wheel's hash, not only presence, so a run with everything in
// place takes a second or two. Without Python 3.13 it says so, makes Ruff's venv with any python3 and
// skips the rest (those suites skip themselves); under CI=true a missing prerequisite fails the run.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { homedir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const HOST_PIN = "travis234==3.3.1";
const CI = process.env.CI === "true" || process.env.CI === "1";
const PIP = ["--quiet", "--disable-pip-version-check"];
const IS_313 = "import sys; raise SystemExit(sys.version_info[:2] != (3, 13))";
let failed = false;

const say = (line) => process.stdout.write(`provision: ${line}\n`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: ROOT, encoding: "utf8", maxBuffer: 64 << 20, ...options });
}

class StepFailed extends Error {}

/** Runs a set-up command; on failure prints its output and ends the item it belongs to (`step`). */
function must(command, args, what) {
  const r = run(command, args);
  if (r.status === 0) return r.stdout;
  process.stderr.write(`${r.stdout ?? ""}${r.stderr ?? ""}`);
  throw new StepFailed(`${what} failed (${command} ${args.join(" ")}: ${r.error?.message ?? `exit ${r.status}`})`);
}

/** One item: a failed command (pip without a network, say) skips what needs the item, as a missing
 * Python 3.13 does, and fails the run only under CI=true. */
function step(item) {
  try {
    item();
  } catch (err) {
    if (!(err instanceof StepFailed)) throw err;
    missing(`${err.message}; the suites that need it skip`);
  }
}

/** A venv that is a symbolic link is someone else's (a shared set-up): checked, never changed. */
function leaveLinked(label, venv, why) {
  const linked = existsSync(venv) && lstatSync(venv).isSymbolicLink();
  if (linked)
    missing(
      `${label}: ${why}, but it links to ${realpathSync(venv)}: left alone (remove the link to have it made here)`,
    );
  return linked;
}

function missing(line) {
  say(line);
  if (CI) failed = true;
}

/** Python 3.13: pyenv's versions/3.13* (newest first), then python3.13 on PATH, each run to be sure
 * (a pyenv shim can exist without a selected 3.13). */
function python313() {
  const root = run("pyenv", ["root"]);
  const pyenvRoot = root.status === 0 && root.stdout.trim() ? root.stdout.trim() : join(homedir(), ".pyenv");
  let versions = [];
  try {
    versions = readdirSync(join(pyenvRoot, "versions")).filter((v) => v.startsWith("3.13"));
  } catch {
    // No pyenv versions directory: only PATH remains.
  }
  versions.sort((a, b) => b.localeCompare(a, "en", { numeric: true }));
  const candidates = [...versions.map((v) => join(pyenvRoot, "versions", v, "bin", "python3.13")), "python3.13"];
  return candidates.find((c) => run(c, ["-c", IS_313]).status === 0);
}

/** `name==version` lines of a requirements file. */
function pins(file) {
  return readFileSync(join(ROOT, file), "utf8")
    .split("\n")
    .map((l) => l.replace(/#.*/, "").trim())
    .filter((l) => l !== "")
    .map((l) => {
      const [name, version] = l.split("==");
      if (!name || !version) throw new Error(`${file}: "${l}" is not pinned as name==version`);
      return { name: name.trim(), version: version.trim() };
    });
}

/** The venv's Python version and the installed version of each name (null when absent). */
function inspect(venv, names) {
  const python = join(venv, "bin", "python");
  if (!existsSync(python)) return undefined;
  const script = [
    "import importlib.metadata as m, json, sys",
    "def v(n):",
    "    try: return m.version(n)",
    "    except m.PackageNotFoundError: return None",
    "print(json.dumps({'python': '%d.%d' % sys.version_info[:2], 'versions': {n: v(n) for n in sys.argv[1:]}}))",
  ].join("\n");
  const r = run(python, ["-c", script, ...names]);
  if (r.status !== 0) return undefined;
  return JSON.parse(r.stdout);
}

/** Pins the venv does not meet; all of them, and `fresh`, when it is missing or not on `python` (any
 * version when undefined). */
function stale(venv, wanted, python) {
  const found = inspect(
    venv,
    wanted.map((p) => p.name),
  );
  if (!found || (python !== undefined && found.python !== python)) return { fresh: true, off: wanted };
  return { fresh: false, off: wanted.filter((p) => found.versions[p.name] !== p.version) };
}

function venvWith(label, venv, python, pythonVersion, wanted, requirementArgs) {
  const started = Date.now();
  const { fresh, off } = stale(venv, wanted, pythonVersion);
  const summary = wanted.map((p) => `${p.name} ${p.version}`).join(", ");
  if (off.length === 0) return say(`${label}: ${summary}`);
  if (leaveLinked(label, venv, `not at the pins (${off.map((p) => p.name).join(", ")})`)) return;
  if (fresh) must(python, ["-m", "venv", "--clear", venv], `${label}: making the venv`);
  must(join(venv, "bin", "pip"), ["install", ...PIP, ...requirementArgs], `${label}: pip install`);
  const still = stale(venv, wanted, pythonVersion).off;
  if (still.length > 0)
    throw new StepFailed(`${label}: still not at the pins after install: ${still.map((p) => p.name).join(", ")}`);
  say(`${label}: ${fresh ? "made" : "updated"} in ${seconds(started)} (${summary})`);
}

function tmux() {
  if (run("tmux", ["-V"]).status === 0) return say(`tmux: ${run("tmux", ["-V"]).stdout.trim()}`);
  if (process.getuid?.() !== 0)
    return missing("tmux: not found, so the native-worker row skips (fix: sudo apt-get install tmux)");
  const started = Date.now();
  must("apt-get", ["update", "-qq"], "tmux: apt-get update");
  must("apt-get", ["install", "-y", "-qq", "tmux"], "tmux: apt-get install");
  say(`tmux: installed in ${seconds(started)} (${run("tmux", ["-V"]).stdout.trim()})`);
}

/** The workers venv holds the wheel `npm run wheel` makes now (reproducible, so its hash decides). */
function workers(python) {
  const label = ".venv-workers";
  const venv = join(ROOT, label);
  const started = Date.now();
  const host = { name: "travis234", version: HOST_PIN.split("==")[1] };
  must("npm", ["run", "--silent", "wheel"], `${label}: npm run wheel`);
  const version = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version;
  const wheel = join(ROOT, "release", `travis234_mcp_ts-${version}-py3-none-any.whl`);
  const hash = createHash("sha256").update(readFileSync(wheel)).digest("hex");
  const { fresh, off } = stale(venv, [host], "3.13");
  const current = !fresh && off.length === 0 && installedWheelHash(venv) === hash;
  if (current) return say(`${label}: travis234 ${host.version}, this checkout's wheel (${hash.slice(0, 12)})`);
  if (leaveLinked(label, venv, "it does not hold this checkout's wheel")) return;
  if (fresh) must(python, ["-m", "venv", "--clear", venv], `${label}: making the venv`);
  if (off.length > 0) must(join(venv, "bin", "pip"), ["install", ...PIP, HOST_PIN], `${label}: pip install`);
  must(
    join(venv, "bin", "pip"),
    ["install", ...PIP, "--force-reinstall", "--no-deps", wheel],
    `${label}: installing the wheel`,
  );
  say(
    `${label}: ${fresh ? "made" : "updated"} in ${seconds(started)} (travis234 ${host.version}, wheel ${hash.slice(0, 12)})`,
  );
}

/** pip records the sha256 of a wheel installed from a file in the distribution's direct_url.json. */
function installedWheelHash(venv) {
  const r = run(join(venv, "bin", "python"), [
    "-c",
    "import importlib.metadata as m, json; print(json.loads(m.distribution('travis234-mcp-ts').read_text('direct_url.json') or '{}').get('archive_info', {}).get('hashes', {}).get('sha256', ''))",
  ]);
  return r.status === 0 ? r.stdout.trim() : "";
}

const started = Date.now();
const servers = [...pins("test/real-servers/requirements.txt"), ...pins("test/lint-requirements.txt")];
const serverArgs = ["-r", "test/real-servers/requirements.txt", "-r", "test/lint-requirements.txt"];
const py = python313();
if (py) {
  const hostVenv = process.env.TRAVIS234_VENV ?? join(ROOT, ".venv-travis");
  const host = [{ name: "travis234", version: HOST_PIN.split("==")[1] }];
  const hostLabel = process.env.TRAVIS234_VENV ? "TRAVIS234_VENV" : ".venv-travis";
  step(() => venvWith(hostLabel, hostVenv, py, "3.13", host, [HOST_PIN]));
  step(() => venvWith(".venv-servers", join(ROOT, ".venv-servers"), py, "3.13", servers, serverArgs));
  step(tmux);
  step(() => workers(py));
} else {
  missing(
    "Python 3.13 not found: the host, PyPI-server and worker suites skip (fix: pyenv install 3.13, or python3.13 on PATH)",
  );
  // Ruff needs no particular Python: lint still runs. The venv is remade once 3.13 is there.
  const lint = pins("test/lint-requirements.txt");
  step(() =>
    venvWith(".venv-servers", join(ROOT, ".venv-servers"), "python3", undefined, lint, [
      "-r",
      "test/lint-requirements.txt",
    ]),
  );
  step(tmux);
}
say(`${failed ? "incomplete, and CI=true requires all of it" : "done"} in ${seconds(started)}`);
process.exit(failed ? 1 : 0);
