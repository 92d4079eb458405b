// The worker row through the real host: Travis234 3.3.1 in process (host_workers_driver.py,
// scripted loopback model, test-only auto-approving broker), the adapter installed as the
// travis234-mcp-ts wheel in a dedicated venv, a coordinator that starts one native worker (its own
// process, in tmux) with the ceiling {"docs":["tools.list","tools.call:lookup"]}. The worker lists only
// `lookup`, calls it (its server sees the delegated DOCS_TOKEN), and is refused `secret`, the
// undelegated server and `reconnect`. No secret value reaches the descriptor, the run database or any
// output, and after the run no worker tmux session, sidecar or server process is left.
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder } from "../support/files.js";
import { ROOT } from "../support/paths.js";
import { tempDir } from "../support/temp.js";

const VENV = process.env.TRAVIS234_WORKERS_VENV ?? join(ROOT, ".venv-workers");
const PYTHON = join(VENV, "bin", "python");
const EXTENSION = join(VENV, "extensions", "travis234_mcp_ts.py");
const DRIVER = join(ROOT, "test/e2e/host_workers_driver.py");
const DOCS_SERVER = join(ROOT, "test/e2e/workers-docs-server.mjs");
const DENIED = "Worker capability ceiling denied this call";
const TMUX = spawnSync("tmux", ["-V"], { encoding: "utf8" }).status === 0;
const READY = existsSync(EXTENSION) && TMUX;
if (!READY && process.env.CI)
  throw new Error(
    `the workers row needs ${EXTENSION} and tmux; npm run provision creates .venv-workers and installs tmux`,
  );
if (!READY)
  console.warn(
    `skipping the workers row: ${TMUX ? `no ${EXTENSION} (npm run provision makes .venv-workers)` : "no tmux"}`,
  );

const DOCS_TOKEN = `e2eDocs${randomBytes(12).toString("hex")}`;
const UNDELEGATED = `e2eOther${randomBytes(12).toString("hex")}`;
const root = tempDir("travis234-workers-");
const tmuxDir = join(root, "tmux");
// Every process of the run (host, worker, sidecars, servers) makes its temporary files here (the host
// passes TMPDIR on to the worker), so the secret scan below reads whatever of them is left, spills
// included, and not only the agent directory with the run database.
const workerTmp = join(root, "tmp");

/** The installed wheel must be this checkout's: else the row would test an old adapter. */
function staleWheelFiles(): string[] {
  const probe = spawnSync(PYTHON, ["-I", "-c", "import travis234_mcp_ts; print(travis234_mcp_ts.ROOT)"], {
    encoding: "utf8",
  });
  const installed = probe.stdout.trim();
  if (probe.status !== 0 || installed === "") return ["travis234_mcp_ts (not importable)"];
  const files = [
    "python/travis234_mcp_extension.py",
    "python/travis234_mcp_packaging/workers.py",
    "dist/travis234-mcp.mjs",
    "dist/travis234-mcp.cjs",
    "bin/code-cache.js",
    "generated/host-contract.json",
  ];
  return files.filter(
    (f) => !existsSync(join(installed, f)) || !readFileSync(join(installed, f)).equals(readFileSync(join(ROOT, f))),
  );
}

function killWorkerSessions(): void {
  const env = { ...process.env, TMUX_TMPDIR: tmuxDir, TMUX: "" };
  const listed = spawnSync("tmux", ["list-sessions", "-F", "#{session_name}"], { encoding: "utf8", env });
  for (const name of (listed.stdout ?? "").split("\n").filter((n) => n.startsWith("travis-native-"))) {
    spawnSync("tmux", ["kill-session", "-t", `=${name}`], { env });
  }
}

interface Proc {
  readonly pid: number;
  readonly start: string;
  readonly argv: string[];
}

interface Report {
  readonly workerFinished: boolean;
  readonly workerMs: number;
  readonly sessions: string[];
  readonly sessionsAfter: string[];
  readonly killed: Record<string, number>;
  readonly panes: Record<string, string>;
  readonly workerTree: Proc[];
  readonly survivors: Proc[];
  readonly parentTreeAfterClose: Proc[];
  readonly parentResults: string[];
  readonly workerResults: string[] | null;
  readonly database: { files: string[]; descriptors: Record<string, unknown>[] };
}

function runDriver(
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(PYTHON, [DRIVER, root, EXTENSION], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => (stdout += c));
    child.stderr.setEncoding("utf8").on("data", (c: string) => (stderr += c));
    const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, "SIGKILL"), timeoutMs);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

afterAll(() => {
  if (READY) killWorkerSessions();
});

describe.skipIf(!READY)("MCP in a Travis234 native worker, with a ceiling", () => {
  it("lists and calls only lookup, refuses secret, another server and reconnect, leaks nothing, leaves nothing running", async () => {
    expect(
      staleWheelFiles(),
      "reinstall the wheel: npm run wheel, then .venv-workers/bin/pip install --force-reinstall --no-deps release/*.whl",
    ).toEqual([]);
    const agent = join(root, "agent");
    const home = join(root, "home");
    const project = join(root, "project");
    for (const d of [agent, home, project, tmuxDir, workerTmp]) mkdirSync(d, { recursive: true });
    const docsEvents = join(root, "docs-events.log");
    const otherEvents = join(root, "other-events.log");
    const sha = createHash("sha256").update(DOCS_TOKEN).digest("hex");
    const server = (events: string, env: Record<string, string>) => ({
      command: process.execPath,
      args: [DOCS_SERVER, events, sha],
      cwd: ROOT,
      env,
    });
    writeFileSync(
      join(agent, "mcp.json"),
      JSON.stringify({
        mcpServers: {
          docs: server(docsEvents, { DOCS_TOKEN: "${DOCS_TOKEN}" }),
          other: server(otherEvents, { OTHER: "${UNDELEGATED_SECRET}" }),
        },
      }),
    );
    writeFileSync(join(project, "README.md"), "workers row\n");
    const git = (...args: string[]) =>
      spawnSync("git", ["-c", "user.name=e2e", "-c", "user.email=e2e@example.invalid", ...args], {
        cwd: project,
        encoding: "utf8",
      });
    git("init", "-q");
    git("add", "README.md");
    expect(git("commit", "-q", "-m", "one commit").status).toBe(0);

    const env: NodeJS.ProcessEnv = {
      PATH: `${dirname(process.execPath)}:${process.env.PATH ?? "/usr/bin:/bin"}`,
      HOME: home,
      LANG: "C.UTF-8",
      TRAVIS234_CODING_AGENT_DIR: agent,
      TMUX_TMPDIR: tmuxDir,
      TMPDIR: workerTmp,
      DOCS_TOKEN,
      UNDELEGATED_SECRET: UNDELEGATED,
      PYTHONDONTWRITEBYTECODE: "1",
    };
    const run = await runDriver(env, 240_000);
    const output = `${run.stdout}\n${run.stderr}`;
    const lastLine = run.stdout.trim().split("\n").at(-1) ?? "";
    expect(run.code, output.slice(-4000)).toBe(0);
    const report = JSON.parse(lastLine) as Report;
    const where = JSON.stringify({
      parent: report.parentResults,
      worker: report.workerResults,
      panes: report.panes,
    }).slice(0, 6000);

    // The coordinator's travis_worker start was accepted, and the worker ran its whole script.
    expect(report.parentResults[3] ?? "", where).toContain('"accepted":true');
    expect(report.workerFinished, where).toBe(true);
    const [status, list, lookup, secret, other, reconnect] = report.workerResults ?? [];
    expect(status, where).toContain("docs");
    expect(list, where).toContain("lookup");
    expect(list, where).not.toContain("secret");
    expect(lookup, where).toContain("lookup:x token_matches=true");
    expect(status, where).not.toContain('"other"');
    for (const refused of [secret, reconnect]) expect(refused, where).toBe(DENIED);
    // An undelegated server does not exist in the worker: the host's gate or the sidecar refuses it.
    // worker/scope names the undelegated server, so the host's own gate refuses it before the shim runs.
    expect(other, where).toMatch(/^Worker capability ceiling denied this call/);

    // The servers: `secret` never ran, `other` never started, the worker's docs server saw only the
    // delegated reference among the planted names.
    const docs = readFileSync(docsEvents, "utf8").split("\n");
    expect(docs.filter((l) => l === "call lookup")).toHaveLength(1);
    expect(docs).not.toContain("call secret");
    expect(existsSync(otherEvents)).toBe(false);
    const workerPids = new Set(report.workerTree.map((p) => p.pid));
    const workerDocs = docs.findIndex((l) => l.startsWith("start ") && workerPids.has(Number(l.split(" ")[1])));
    expect(workerDocs, docs.join("\n")).toBeGreaterThanOrEqual(0);
    const names = (docs[workerDocs + 1] ?? "").replace(/^env /, "").split(",");
    expect(names).toContain("DOCS_TOKEN");
    expect(names).not.toContain("UNDELEGATED_SECRET");

    // The descriptor the host stored: the delegated server only, references unresolved, the wheel.
    expect(report.database.descriptors).toHaveLength(1);
    const descriptor = report.database.descriptors[0] as Record<string, unknown>;
    expect(descriptor.operations).toEqual({ docs: ["tools.call:lookup", "tools.list"] });
    expect(descriptor.environment_references).toEqual(["DOCS_TOKEN"]);
    expect(Object.keys(descriptor.servers as object)).toEqual(["docs"]);
    expect(descriptor.installer).toEqual({
      distribution: "travis234-mcp-ts",
      version: JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version,
      module: "travis234_mcp_ts",
      callable: "extension",
    });
    expect(descriptor.generation).toMatch(/^[0-9a-f]{64}$/);

    // No secret value anywhere: the driver's output, every model request, the panes, every file of
    // the run (the run database with its descriptors included).
    const haystacks: [string, string][] = [
      ["driver output", output],
      ["panes", JSON.stringify(report.panes)],
    ];
    for (const f of filesUnder(root)) haystacks.push([f.path, f.data.toString("latin1")]);
    expect(report.database.files.length).toBeGreaterThan(0);
    for (const [name, text] of haystacks) {
      expect(text.includes(DOCS_TOKEN), `DOCS_TOKEN's value in ${name}`).toBe(false);
      expect(text.includes(UNDELEGATED), `UNDELEGATED_SECRET's value in ${name}`).toBe(false);
    }

    // Nothing left: the worker ran a sidecar and its docs server; the test ended the worker's tmux
    // session by name, and then that whole process tree was gone.
    expect(report.sessions).toHaveLength(1);
    expect(report.killed[report.sessions[0]!]).toBe(0);
    expect(
      report.workerTree.some((p) => p.argv.includes("sidecar") && p.argv.some((a) => a.endsWith("travis234-mcp.js"))),
    ).toBe(true);
    expect(report.workerTree.some((p) => p.argv.includes(DOCS_SERVER))).toBe(true);
    expect(report.survivors).toEqual([]);
    expect(report.sessionsAfter).toEqual([]);
    expect(report.parentTreeAfterClose).toEqual([]);
  }, 260_000);
});
