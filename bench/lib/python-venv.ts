// The Python side of the benchmark: .venv-bench at the repository root, a Python 3.13 venv holding
// the Travis234 host and the Python adapter from PyPI, pinned in bench/python/requirements.txt.
// Python 3.13 is found as .ci/run finds it (pyenv's versions, then python3.13 on PATH); the venv is
// created, or the pins installed into it, when they are missing. It is a venv of its own so that the
// Python adapter (which registers a tool named `mcp` too) never lands in .venv-travis, the host venv
// of the end-to-end tests.
import type { ChildProcessByStdio } from "node:child_process";
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { ROOT } from "./setup.js";

const VENV = join(ROOT, ".venv-bench");
const REQUIREMENTS = join(ROOT, "bench/python/requirements.txt");
export const DRIVER = join(ROOT, "bench/python/adapter_driver.py");
/** This project's own Travis234 extension (shim + Node sidecar), driven the same way for comparison. */
export const SHIM = join(ROOT, "python/travis234_mcp_extension.py");

export interface PythonEnv {
  /** The venv's interpreter. */
  readonly python: string;
  /** The wheel's extension entry point, <venv>/extensions/mcp_adapter.py. */
  readonly extension: string;
  readonly versions: { readonly python: string; readonly travis234: string; readonly adapter: string };
}

export type PythonSetup =
  | { readonly ok: true; readonly env: PythonEnv }
  | { readonly ok: false; readonly reason: string };

interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command without a shell (asynchronously, so the benchmark's watchdog keeps working), bounded in time. */
function run(command: string, args: readonly string[], timeoutMs: number): Promise<Ran> {
  return new Promise((resolve) => {
    let stdout = "";
    let stderr = "";
    let child: ChildProcessByStdio<null, Readable, Readable>;
    try {
      child = spawn(command, [...args], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
    } catch (err) {
      resolve({ code: null, stdout, stderr: String(err) });
      return;
    }
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout = (stdout + d).slice(-200_000)));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr = (stderr + d).slice(-20_000)));
    const timer = setTimeout(() => {
      stderr += `\n(killed after ${timeoutMs} ms)`;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.once("error", (err) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: stderr + String(err) });
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const IS_313 = "import sys; raise SystemExit(sys.version_info[:2] != (3, 13))";

/** Python 3.13 as .ci/run finds it: pyenv's versions/3.13*, then python3.13 on PATH. */
async function findPython313(): Promise<string | undefined> {
  const root = await run("pyenv", ["root"], 10_000);
  const pyenvRoot =
    root.code === 0 && root.stdout.trim() !== "" ? root.stdout.trim() : join(process.env.HOME ?? homedir(), ".pyenv");
  const candidates: string[] = [];
  try {
    for (const v of readdirSync(join(pyenvRoot, "versions"))
      .filter((n) => n.startsWith("3.13"))
      .sort())
      candidates.push(join(pyenvRoot, "versions", v, "bin/python3.13"));
  } catch {
    // No pyenv versions.
  }
  candidates.push("python3.13");
  for (const c of candidates) {
    // A pyenv shim may exist on PATH without a selected 3.13: run it to be sure.
    if ((await run(c, ["-c", IS_313], 20_000)).code === 0) return c;
  }
  return undefined;
}

const pins = (): Record<string, string> =>
  Object.fromEntries(
    readFileSync(REQUIREMENTS, "utf8")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l !== "" && !l.startsWith("#"))
      .map((l) => l.split("==") as [string, string]),
  );

const PROBE = `import importlib.metadata as m, json, sys
def v(n):
    try: return m.version(n)
    except m.PackageNotFoundError: return None
print(json.dumps({"python": sys.version.split()[0], "prefix": sys.prefix, "travis234": v("travis234"), "adapter": v("travis234-mcp-adapter")}))`;

interface Probe {
  readonly python: string;
  readonly prefix: string;
  readonly travis234: string | null;
  readonly adapter: string | null;
}

async function probe(python: string): Promise<Probe | undefined> {
  if (!existsSync(python)) return undefined;
  const r = await run(python, ["-c", PROBE], 30_000);
  if (r.code !== 0) return undefined;
  try {
    return JSON.parse(r.stdout.trim().split("\n").pop() ?? "") as Probe;
  } catch {
    return undefined;
  }
}

const tail = (s: string, lines = 6): string => s.trim().split("\n").slice(-lines).join(" | ").slice(0, 600);

/**
 * .venv-bench, ready to run bench/python/adapter_driver.py: created and/or filled from PyPI when
 * needed (printing what it does through `log`), or the reason it cannot be.
 */
export async function ensureBenchVenv(log: (line: string) => void): Promise<PythonSetup> {
  const want = pins();
  const wantHost = want.travis234;
  const wantAdapter = want["travis234-mcp-adapter"];
  if (wantHost === undefined || wantAdapter === undefined)
    return { ok: false, reason: `${REQUIREMENTS} must pin travis234 and travis234-mcp-adapter` };
  const python = join(VENV, "bin/python");
  let found = await probe(python);
  if (found !== undefined && !found.python.startsWith("3.13.")) {
    return {
      ok: false,
      reason: `.venv-bench runs Python ${found.python}, not 3.13: remove .venv-bench to have it recreated`,
    };
  }
  if (found === undefined) {
    const py313 = await findPython313();
    if (py313 === undefined)
      return {
        ok: false,
        reason: "no Python 3.13 (looked in pyenv's versions/3.13* and for python3.13 on PATH; pyenv install 3.13)",
      };
    log(`creating .venv-bench with ${py313}`);
    const made = await run(py313, ["-m", "venv", "--clear", VENV], 120_000);
    if (made.code !== 0) return { ok: false, reason: `python3.13 -m venv .venv-bench failed: ${tail(made.stderr)}` };
    found = await probe(python);
    if (found === undefined) return { ok: false, reason: ".venv-bench was created but its python does not run" };
  }
  if (found.travis234 !== wantHost || found.adapter !== wantAdapter) {
    log(
      `installing travis234==${wantHost} travis234-mcp-adapter==${wantAdapter} into .venv-bench from PyPI (pip; about a minute)`,
    );
    const pip = await run(
      python,
      ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-r", REQUIREMENTS],
      600_000,
    );
    if (pip.code !== 0)
      return { ok: false, reason: `pip install -r bench/python/requirements.txt failed: ${tail(pip.stderr)}` };
    found = await probe(python);
    if (found === undefined || found.travis234 !== wantHost || found.adapter !== wantAdapter) {
      return {
        ok: false,
        reason: `after pip install, .venv-bench has travis234 ${found?.travis234 ?? "?"} and travis234-mcp-adapter ${found?.adapter ?? "?"}`,
      };
    }
  }
  // The wheel installs its loader as a data file under the environment's prefix.
  const extension = join(found.prefix, "extensions/mcp_adapter.py");
  if (!existsSync(extension))
    return { ok: false, reason: `travis234-mcp-adapter ${wantAdapter} is installed but ${extension} is missing` };
  return {
    ok: true,
    env: {
      python,
      extension,
      versions: { python: found.python, travis234: found.travis234 ?? "", adapter: found.adapter ?? "" },
    },
  };
}
