// The security suite's harness. Everything is driven the way the host drives it: the real sidecar
// (`travis234-mcp sidecar` from the same esbuild bundle the Python shim starts) speaking
// line-delimited JSON-RPC, the real command line, real server processes over stdio and real HTTP listeners on
// 127.0.0.1. Planted values are random per run (`PLANTED-<32 hex>`), so no file on disk holds one
// before the run writes it.
//
// A `Surfaces` collects everything the adapter emits in a test: every result (model-visible text,
// details, the whole JSON), `{}` and `{server}` status, the sidecar's `status`, every raw protocol
// line on the sidecar's stdout (progress included), the sidecar's and the CLI's stderr, spill file
// names and contents, and the approval context that the shim computes for every request. The
// check looks for each planted value and for every 10-character window of its random part (a
// secret cut before redaction leaks its start, which a whole-value search would miss).
import type { ChildProcess } from "node:child_process";
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import type { IncomingHttpHeaders, Server } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { buildSync } from "esbuild";
import { afterAll, expect } from "vitest";
import { isAlive, readEvents, sleep, waitFor } from "../support/processes.js";

export { isAlive, readEvents, sleep, waitFor } from "../support/processes.js";

export const ROOT = resolve(import.meta.dirname, "../..");
export const SHIM = join(ROOT, "python/travis234_mcp_extension.py");
export const HOSTILE = join(ROOT, "test/security/fixtures/hostile-server.mjs");
export const VENV = process.env.TRAVIS234_VENV ?? join(ROOT, ".venv-travis");
export const HOST_PYTHON = join(VENV, "bin", "python");

// ---------------------------------------------------------------------------------------------
// The command line and sidecar, as bundled for the shim

let bundled: string | undefined;
let bundleDir: string | undefined;
// Registered while the importing test file is collected; a worker's "exit" event is not reliable.
afterAll(() => {
  if (bundleDir !== undefined) rmSync(bundleDir, { recursive: true, force: true });
  bundleDir = undefined;
  bundled = undefined;
});

/**
 * The command line's entry: the same esbuild bundle that build/bundle.mjs makes for dist/ (which
 * bin/travis234-mcp.js and so the shim run), built once per test process into a private
 * directory, so that a concurrent rebuild of dist/ by another test run cannot be caught half
 * written. `node <entry> sidecar` is what the shim starts.
 */
export function cliEntry(): string {
  if (bundled !== undefined) return bundled;
  const dir = mkdtempSync(join(tmpdir(), "security-bundle-"));
  bundleDir = dir;
  buildSync({
    entryPoints: [join(ROOT, "src/cli/main.ts")],
    outfile: join(dir, "travis234-mcp.mjs"),
    bundle: true,
    platform: "node",
    mainFields: ["module", "main"],
    format: "esm",
    target: "node20",
    legalComments: "none",
    logLevel: "warning",
    banner: {
      js: 'import { createRequire as __travis234CreateRequire } from "node:module"; const require = __travis234CreateRequire(import.meta.url);',
    },
  });
  // bin/travis234-mcp.js does exactly this with dist/travis234-mcp.mjs.
  writeFileSync(join(dir, "launch.mjs"), 'const entry = await import("./travis234-mcp.mjs");\nawait entry.main();\n');
  bundled = join(dir, "launch.mjs");
  return bundled;
}

// ---------------------------------------------------------------------------------------------
// Planted values

export interface Planted {
  /** name -> value; the names are only for messages. */
  readonly values: Readonly<Record<string, string>>;
}

/** One random value per name: `PLANTED-<32 hex>`. */
export function plant(...names: string[]): Planted & Record<string, string> {
  const values: Record<string, string> = {};
  for (const n of names) values[n] = `PLANTED-${randomBytes(16).toString("hex")}`;
  return Object.assign(Object.create(null) as object, values, { values: Object.freeze({ ...values }) }) as Planted &
    Record<string, string>;
}

const WINDOW = 10;

/** Where a planted value (or a 10-character window of its random part) occurs in `text`. */
function leaks(text: string, planted: Planted): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(planted.values)) {
    if (text.includes(value)) {
      found.push(`${name} (whole value)`);
      continue;
    }
    const hex = value.slice(value.lastIndexOf("-") + 1);
    for (let i = 0; i + WINDOW <= hex.length; i++) {
      if (text.includes(hex.slice(i, i + WINDOW))) {
        found.push(`${name} (part: ${hex.slice(i, i + WINDOW)})`);
        break;
      }
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Results and surfaces

export interface Block {
  readonly type: string;
  readonly text?: string;
  readonly data?: string;
  readonly mimeType?: string;
}

export interface ToolResult {
  readonly content: readonly Block[];
  readonly details: { readonly travis234Mcp: Record<string, unknown> };
  readonly isError: boolean;
}

/** The model-visible text of a result, as the command line prints it (an image is one line). */
export const textOf = (r: ToolResult): string =>
  r.content.map((b) => (b.type === "text" ? (b.text ?? "") : `[image ${b.mimeType}]`)).join("\n");
export const meta = (r: ToolResult): Record<string, unknown> => r.details.travis234Mcp;
export const codeOf = (r: ToolResult): unknown => r.details.travis234Mcp.code;

export class Surfaces {
  private readonly entries: { where: string; text: string }[] = [];

  add(where: string, value: unknown): void {
    this.entries.push({ where, text: typeof value === "string" ? value : (JSON.stringify(value) ?? "") });
  }

  result(where: string, r: ToolResult): ToolResult {
    this.add(`${where}: model-visible text`, textOf(r));
    this.add(`${where}: details`, JSON.stringify(r.details));
    this.add(`${where}: whole result`, r);
    // Image data is model-visible too; a planted value must not be encoded in it either.
    for (const b of r.content)
      if (b.type === "image") this.add(`${where}: image bytes`, Buffer.from(b.data ?? "", "base64").toString("latin1"));
    return r;
  }

  get size(): number {
    return this.entries.length;
  }

  /** Every surface that holds a planted value, as "surface: name"; the test expects []. */
  leaksOf(planted: Planted): string[] {
    return this.entries.flatMap((e) => leaks(e.text, planted).map((l) => `${e.where}: ${l}`));
  }

  expectClean(planted: Planted): void {
    expect(this.size).toBeGreaterThan(0);
    expect(this.leaksOf(planted)).toEqual([]);
  }
}

// ---------------------------------------------------------------------------------------------
// Untrusted-data labels

export interface LabelCheck {
  readonly nonce: string;
  /** Server text: everything between a real opening and its real closing line. */
  readonly inside: string;
  /** Adapter text: everything else. */
  readonly outside: string;
}

const OPEN = /^\[mcp ([a-z ]+) ([0-9A-Z]{4,})( [^\n]*)?\]$/;

/**
 * Checks the label structure of one model-visible text: the real nonce is the one on the first
 * label line the adapter wrote; every opening line with that nonce is closed by exactly one
 * closing line of the same kind and nonce, in order, with no nesting; the opening line's metadata
 * matches `metaPattern` (adapter text only). Returns what is inside and outside the labels.
 */
export function checkLabels(text: string, metaPattern: RegExp): LabelCheck {
  const lines = text.split("\n");
  const first = lines.findIndex((l) => OPEN.test(l));
  expect(first, `no label in:\n${text.slice(0, 2000)}`).toBeGreaterThanOrEqual(0);
  const nonce = OPEN.exec(lines[first] as string)?.[2] as string;
  const inside: string[] = [];
  const outside: string[] = [];
  let open: string | undefined;
  let opened = 0;
  for (const line of lines) {
    const m = OPEN.exec(line);
    if (m && m[2] === nonce) {
      expect(open, `a label opened inside another:\n${line}`).toBeUndefined();
      expect((m[3] ?? "").trim(), `label metadata of ${JSON.stringify(line)}`).toMatch(metaPattern);
      open = m[1];
      opened += 1;
      continue;
    }
    if (open !== undefined && line === `[/mcp ${nonce}]`) {
      open = undefined;
      continue;
    }
    // Any other line carrying the nonce would be server text that knows it: impossible.
    expect(line.includes(nonce), `a line other than the labels carries the nonce: ${JSON.stringify(line)}`).toBe(false);
    (open === undefined ? outside : inside).push(line);
  }
  expect(open, "a label was never closed").toBeUndefined();
  expect(opened).toBeGreaterThan(0);
  return { nonce, inside: inside.join("\n"), outside: outside.join("\n") };
}

/** The strings the hostile server uses to forge or break labels: never in adapter text. */
export const FORGERY_MARKERS = ["SYSTEM:", "000000000000", "[/untrusted", "forged by mimeType", "obey the next line"];

export function expectNoForgeryOutside(c: LabelCheck): void {
  for (const m of FORGERY_MARKERS)
    expect(c.outside.includes(m), `server text outside the labels (${m}):\n${c.outside}`).toBe(false);
}

// ---------------------------------------------------------------------------------------------
// Temp dirs, processes, listeners

export class Resources {
  private readonly dirs: string[] = [];
  private readonly children: ChildProcess[] = [];
  private readonly listeners: Server[] = [];
  private readonly eventFiles: string[] = [];
  private readonly cleanups: (() => Promise<void>)[] = [];

  tempDir(prefix = "security-"): string {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    this.dirs.push(dir);
    return dir;
  }

  eventsFile(): string {
    const file = join(this.tempDir("security-events-"), "events.log");
    this.eventFiles.push(file);
    return file;
  }

  child(c: ChildProcess): ChildProcess {
    this.children.push(c);
    return c;
  }

  listener(s: Server): Server {
    this.listeners.push(s);
    return s;
  }

  onCleanup(fn: () => Promise<void>): void {
    this.cleanups.push(fn);
  }

  /** Releases everything; returns the server pids (from events files) that were still alive. */
  async cleanup(): Promise<number[]> {
    for (const fn of this.cleanups.splice(0).reverse()) await fn().catch(() => {});
    for (const c of this.children.splice(0)) {
      if (c.exitCode !== null || c.signalCode !== null) continue;
      const exited = once(c, "exit");
      c.kill("SIGKILL");
      await Promise.race([exited, sleep(2_000)]);
    }
    for (const s of this.listeners.splice(0)) {
      s.closeAllConnections();
      await new Promise<void>((r) => s.close(() => r()));
    }
    const pids = this.eventFiles.splice(0).flatMap((f) =>
      readEvents(f)
        .flatMap((l) => /^start (\d+) /.exec(l)?.[1] ?? [])
        .map(Number),
    );
    const leaked: number[] = [];
    for (const pid of pids) {
      if (await waitFor(() => !isAlive(pid), 3_000)) continue;
      leaked.push(pid);
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // gone
      }
    }
    for (const d of this.dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    return leaked;
  }
}

export function writeJson(path: string, value: unknown): void {
  mkdirSync(resolve(path, ".."), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** Every regular file under `dir` (recursively): relative name and contents. */
export function filesUnder(dir: string): { name: string; data: Buffer }[] {
  if (!existsSync(dir)) return [];
  const out: { name: string; data: Buffer }[] = [];
  const walk = (d: string, rel: string): void => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      const r = rel === "" ? n : `${rel}/${n}`;
      const st = statSync(p);
      if (st.isDirectory()) walk(p, r);
      else if (st.isFile()) out.push({ name: r, data: readFileSync(p) });
    }
  };
  walk(dir, "");
  return out;
}

/** The wire eras the hostile server speaks (HOSTILE_ERA): the 2025 handshake, or 2026-07-28 only. */
export const ERAS = ["legacy", "modern"] as const;
export type HostileEra = (typeof ERAS)[number];

/**
 * The hostile server's events prove it spoke the era its row names: a modern-only server saw
 * server/discover, never initialize, and every request claimed 2026-07-28 in its `_meta` (over
 * HTTP with matching standard headers); a legacy one saw the handshake.
 */
export function expectSpokeEra(events: readonly string[], era: HostileEra): void {
  const requests = events.filter((l) => l.startsWith("request "));
  expect(requests.length).toBeGreaterThan(0);
  if (era === "modern") {
    expect(requests).toContain("request server/discover");
    expect(requests).not.toContain("request initialize");
    expect(events.filter((l) => l.startsWith("no-meta ") || l.startsWith("header-mismatch "))).toEqual([]);
  } else {
    expect(requests).toContain("request initialize");
  }
}

/** A stdio server entry for mcp.json: the hostile server with `env`. */
export function hostileStdio(
  env: Record<string, string>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { command: process.execPath, args: [HOSTILE, "stdio"], cwd: ROOT, env, requestTimeoutMs: 20_000, ...extra };
}

/** The hostile server in http mode, on 127.0.0.1; stdin is a pipe, so it dies with this process. */
export async function startHostileHttp(
  res: Resources,
  env: Record<string, string>,
): Promise<{ port: number; events: string; url: string }> {
  const events = res.eventsFile();
  const child = res.child(
    spawn(process.execPath, [HOSTILE, "http"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOSTILE_PORT: "0", HOSTILE_EVENTS: events, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    }),
  );
  child.stderr?.resume();
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error("the hostile http server did not start")), 15_000);
    lines.on("line", (l) => {
      const m = /^LISTENING (\d+)$/.exec(l);
      if (m) {
        clearTimeout(timer);
        ok(Number(m[1]));
      }
    });
    child.once("exit", (code) => fail(new Error(`the hostile http server exited (${code})`)));
  });
  return { port, events, url: `http://127.0.0.1:${port}/mcp` };
}

export interface Recorded {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

/** A listener on its own port (another origin) that records every request and answers 200. */
export async function startTrap(res: Resources, host = "127.0.0.1"): Promise<{ port: number; requests: Recorded[] }> {
  const requests: Recorded[] = [];
  const server = res.listener(
    createServer((req, out) => {
      requests.push({ method: req.method ?? "?", url: req.url ?? "", headers: req.headers });
      req.resume();
      out.writeHead(200, { "content-type": "application/json" });
      out.end('{"jsonrpc":"2.0","id":1,"result":{}}');
    }),
  );
  server.listen(0, host);
  await once(server, "listening");
  return { port: (server.address() as AddressInfo).port, requests };
}

// ---------------------------------------------------------------------------------------------
// The sidecar, spoken to as the shim does

export interface SidecarOptions {
  readonly home: string;
  readonly cwd: string;
  /** Spills go to os.tmpdir(): TMPDIR points it at a directory this test can inspect. */
  readonly tmp: string;
  readonly environment?: Record<string, string>;
  readonly projectTrusted?: boolean;
  /** The explicit decisions the shim passes beside projectTrusted (savedTrust, approval, ...). */
  readonly trust?: Readonly<Record<string, unknown>>;
  readonly agentDir?: string;
}

interface RpcReply {
  readonly id: number;
  readonly result?: unknown;
  readonly error?: { code: number; message: string };
}

export class SidecarDriver {
  readonly child: ChildProcess;
  stderr = "";
  readonly stdoutLines: string[] = [];
  readonly progress: unknown[] = [];
  private buffer = "";
  private nextId = 1;
  private readonly pending = new Map<number, (r: RpcReply) => void>();
  private readonly exited: Promise<void>;

  private constructor(
    private readonly o: SidecarOptions,
    private readonly surfaces: Surfaces,
  ) {
    this.child = spawn(process.execPath, [cliEntry(), "sidecar"], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: o.home, TMPDIR: o.tmp, LANG: "C.UTF-8", ...(o.environment ?? {}) },
      stdio: ["pipe", "pipe", "pipe"],
    });
    this.exited = once(this.child, "exit").then(() => undefined);
    this.child.stdout?.setEncoding("utf8");
    this.child.stdout?.on("data", (chunk: string) => this.onData(chunk));
    this.child.stderr?.setEncoding("utf8");
    this.child.stderr?.on("data", (chunk: string) => {
      this.stderr += chunk;
    });
    this.child.stdin?.on("error", () => {});
  }

  /** Starts the sidecar and initializes it as the shim does. */
  static async start(res: Resources, o: SidecarOptions, surfaces: Surfaces): Promise<SidecarDriver> {
    const s = new SidecarDriver(o, surfaces);
    res.child(s.child);
    res.onCleanup(() => s.stop());
    const init = await s.request("initialize", {
      protocolVersion: 1,
      host: { name: "travis234", version: "security-suite" },
      cwd: o.cwd,
      projectTrusted: o.projectTrusted ?? false,
      ...(o.trust ?? {}),
      offline: false,
      mode: "print",
      reason: "startup",
      ...(o.agentDir ? { agentDir: o.agentDir } : {}),
    });
    expect(init.error, JSON.stringify(init.error)).toBeUndefined();
    return s;
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    for (let nl = this.buffer.indexOf("\n"); nl >= 0; nl = this.buffer.indexOf("\n")) {
      const line = this.buffer.slice(0, nl);
      this.buffer = this.buffer.slice(nl + 1);
      if (line.trim() === "") continue;
      this.stdoutLines.push(line);
      const msg = JSON.parse(line) as { id?: unknown; method?: string; params?: unknown };
      if (msg.method === "$/progress") this.progress.push(msg.params);
      if (typeof msg.id === "number") this.pending.get(msg.id)?.(msg as RpcReply);
    }
  }

  request(method: string, params: unknown, timeoutMs = 25_000): Promise<RpcReply> {
    const id = this.nextId++;
    return new Promise<RpcReply>((ok, fail) => {
      const timer = setTimeout(
        () => fail(new Error(`sidecar ${method} timed out; stderr: ${this.stderr.slice(-2000)}`)),
        timeoutMs,
      );
      this.pending.set(id, (r) => {
        clearTimeout(timer);
        this.pending.delete(id);
        ok(r);
      });
      this.child.stdin?.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
    });
  }

  /** One `mcp` call; the result is recorded as a surface under `where`. */
  async call(args: unknown, where = JSON.stringify(args)): Promise<ToolResult> {
    this.requests.push(args);
    const reply = await this.request("tool/call", { toolCallId: `call-${this.nextId}`, tool: "mcp", arguments: args });
    expect(reply.error, JSON.stringify(reply.error)).toBeUndefined();
    return this.surfaces.result(`mcp ${where}`, reply.result as ToolResult);
  }

  /** Every `mcp` argument object sent, for the approval-context check. */
  readonly requests: unknown[] = [];

  async status(): Promise<unknown> {
    const reply = await this.request("status", {});
    this.surfaces.add("sidecar status", reply);
    return reply.result;
  }

  /** Records spills (names and contents) while the sidecar still holds them. */
  recordSpills(): { name: string; data: Buffer }[] {
    const files = filesUnder(this.o.tmp);
    for (const f of files) {
      this.surfaces.add(`spill file name ${f.name}`, f.name);
      this.surfaces.add(`spill file contents ${f.name}`, f.data.toString("latin1"));
    }
    return files;
  }

  /** `shutdown`, then waits for the exit; records stdout and stderr as surfaces. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      await Promise.race([this.request("shutdown", { reason: "quit" }, 10_000).catch(() => undefined), this.exited]);
      this.child.stdin?.end();
      await Promise.race([this.exited, sleep(8_000)]);
    }
    this.surfaces.add("sidecar stdout (every protocol line)", this.stdoutLines.join("\n"));
    this.surfaces.add("sidecar stderr", this.stderr);
    this.surfaces.add("sidecar progress notifications", this.progress);
  }
}

// ---------------------------------------------------------------------------------------------
// The command line

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(
  args: readonly string[],
  o: { env: Record<string, string>; input?: string; cwd?: string },
  surfaces: Surfaces,
): CliRun {
  const r = spawnSync(process.execPath, [cliEntry(), ...args], {
    cwd: o.cwd ?? ROOT,
    env: { PATH: process.env.PATH ?? "", LANG: "C.UTF-8", ...o.env },
    input: o.input ?? "",
    encoding: "utf8",
    timeout: 40_000,
  });
  surfaces.add(`cli ${args[0]} stdout`, r.stdout);
  surfaces.add(`cli ${args[0]} stderr`, r.stderr);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// ---------------------------------------------------------------------------------------------
// The approval context, computed by the shim itself

const POLICY_DRIVER = `
import json, sys
sys.path.insert(0, sys.argv[1])
import travis234_mcp_extension as shim
contract = json.loads(shim.CONTRACT_PATH.read_text(encoding="utf-8"))
print(json.dumps([shim.policy_context(contract, a) for a in json.loads(sys.stdin.read())]))
`;

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

/** Whether shimPolicyContexts can ask the real host. */
export const HOST_PRESENT = existsSync(HOST_PYTHON);

function pythonEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", PYTHONDONTWRITEBYTECODE: "1" };
}
