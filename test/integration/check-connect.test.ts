// `travis234-mcp check --connect [NAME]`: per server ok with tool count and
// time, or the failure's code with the last lines of its stderr, redacted and cleaned; exit 1 on
// any failure. The model-visible error of a failed start names the command.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { runCommand } from "../../src/cli/main.js";
import { LIMIT_VALUES } from "../../src/proxy/generated.js";
import { EVERYTHING, RAW_CATALOG, ROOT, SLOW_START } from "../support/paths.js";
import { isAlive, readEvents, startPids, waitFor } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { textOf } from "../support/results.js";
import { tempDir } from "../support/temp.js";
import { HttpServers } from "./resources-prompts-helpers.js";

const SECRET = "hunter2-database-password";
const http = new HttpServers();
const h = new ProxyHarness();
afterEach(async () => {
  await http.stop();
  expect(await h.cleanup()).toEqual([]);
});
afterAll(() => http.stop());

function home(servers: Record<string, unknown>): string {
  const dir = tempDir("mcpa-check-connect-");
  mkdirSync(join(dir, ".config", "mcp"), { recursive: true });
  writeFileSync(join(dir, ".config", "mcp", "mcp.json"), JSON.stringify({ mcpServers: servers }));
  return dir;
}

async function cli(argv: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await runCommand(argv, { stdout: (t) => (out += t), stderr: (t) => (err += t), env, cwd: ROOT });
  return { code, out, err };
}

describe.sequential("check --connect", () => {
  it("shows every fast-crashing server's exit code and last stderr line, run after run", async () => {
    const crashers = Object.fromEntries(
      Array.from({ length: 8 }, (_, i) => [
        `crash${i}`,
        { command: "sh", args: ["-c", `echo "fatal: crasher ${i} has no config" >&2; exit ${i + 2}`] },
      ]),
    );
    const dir = home(crashers);
    for (let run = 0; run < 3; run += 1) {
      const r = await cli(["check", "--connect", "--home", dir], { PATH: process.env.PATH ?? "", HOME: dir });
      expect(r.code).toBe(1);
      for (let i = 0; i < 8; i += 1) {
        const block = r.out
          .slice(r.out.indexOf(`FAILED  crash${i} `))
          .split("\n")
          .slice(0, 4);
        expect(block[1], `run ${run}, crash${i}`).toBe(
          `    MCP server crash${i} could not be started or reached (process exited (code ${i + 2})).`,
        );
        expect(block[3], `run ${run}, crash${i}`).toBe(`    | fatal: crasher ${i} has no config`);
      }
    }
  });

  it("reports ok servers with tool counts and times, and a crashing one with its redacted, cleaned stderr tail; exit 1", async () => {
    const okEvents = h.eventsFile();
    const crashEvents = h.eventsFile();
    const { url } = await http.fixture(h.eventsFile());
    const dir = home({
      raw: { command: process.execPath, args: [RAW_CATALOG], env: { RAW_EVENTS_FILE: okEvents } },
      crash: {
        command: process.execPath,
        args: [RAW_CATALOG],
        env: { RAW_EVENTS_FILE: crashEvents, RAW_STDERR_THEN_EXIT: "1", RAW_SECRET: "${DB_PASSWORD}" },
      },
      web: { url },
    });
    const env = { PATH: process.env.PATH ?? "", HOME: dir, DB_PASSWORD: SECRET };
    const r = await cli(["check", "--connect", "--home", dir], env);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^ {2}ok {6}raw {2}5 tools in \d+ ms$/m);
    expect(r.out).toMatch(/^ {2}ok {6}web {2}\d+ tools in \d+ ms$/m);
    expect(r.out).toMatch(/^ {2}FAILED {2}crash {2}MCPA_RUNTIME_CONNECT_FAILED after \d+ ms$/m);
    // A child that dies at once breaks the pipe before its exit event arrives: the exit is still the reason.
    expect(r.out).toMatch(/^ {4}MCP server crash could not be started or reached \(process exited \(code 3\)\)\.$/m);
    const tail = r.out.split("\n").filter((l) => l.startsWith("    | "));
    expect(tail).toHaveLength(LIMIT_VALUES["stderr.tailLines"]);
    expect(tail.at(-1)).toBe(
      "    | fatal: cannot open database with password [redacted:DB_PASSWORD]\\u001b[31m red\\u0007",
    );
    expect(tail[0]).toBe(`    | boot line ${32 - LIMIT_VALUES["stderr.tailLines"]}`);
    expect(r.out).not.toContain(SECRET);
    expect(r.out).not.toContain("\x1b");
    expect(r.out).toContain("1 of 3 failed.");
    // Every process it started is gone.
    for (const pid of [...startPids(okEvents), ...startPids(crashEvents)])
      expect(await waitFor(() => !isAlive(pid), 2_000)).toBe(true);
  }, 60_000);

  it("says on stderr, every connect.progressIntervalMs, that a slow server is still starting; stdout stays the report", async () => {
    const interval = LIMIT_VALUES["connect.progressIntervalMs"];
    const dir = home({
      slow: {
        command: process.execPath,
        args: [SLOW_START, "stdio"],
        env: { SLOW_DELAY_MS: String(interval + 1_500) },
      },
    });
    const r = await cli(["check", "--connect", "slow", "--home", dir, "--json"], {
      PATH: process.env.PATH ?? "",
      HOME: dir,
    });
    expect(r.code, r.out).toBe(0);
    const lines = r.err.split("\n").filter((l) => l !== "");
    expect(lines[0]).toBe(`starting slow: waiting for the server (${interval / 1000} s)`);
    for (const line of lines) expect(line).toMatch(/^starting slow: waiting for the server \(\d+ s\)$/);
    expect((JSON.parse(r.out) as { ok: boolean }).ok).toBe(true);
  }, 60_000);

  it("NAME checks one server; --json gives the same facts; ok exits 0", async () => {
    const events = h.eventsFile();
    const dir = home({
      raw: { command: process.execPath, args: [RAW_CATALOG], env: { RAW_EVENTS_FILE: events } },
      everything: { command: process.execPath, args: [EVERYTHING, "stdio"] },
    });
    const env = { PATH: process.env.PATH ?? "", HOME: dir };
    const one = await cli(["check", "--connect", "everything", "--home", dir, "--json"], env);
    expect(one.code).toBe(0);
    const parsed = JSON.parse(one.out) as {
      ok: boolean;
      servers: { name: string; ok: boolean; tools: number; ms: number }[];
    };
    expect(parsed.ok).toBe(true);
    expect(parsed.servers.map((s) => s.name)).toEqual(["everything"]);
    expect(parsed.servers[0]?.tools).toBeGreaterThan(5);
    expect(readEvents(events)).toEqual([]);
    const unknown = await cli(["check", "--connect", "nope", "--home", dir], env);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe("Cannot connect nope: it is not configured (servers: raw, everything).\n");
  }, 60_000);

  it("the model-visible error of a failed start gives the model its own next step, no stderr and no path", async () => {
    const { proxy } = h.open({
      crash: { command: process.execPath, args: [RAW_CATALOG], env: { RAW_STDERR_THEN_EXIT: "1" } },
      missing: { command: "no-such-mcp-server-command" },
    });
    const r = await proxy.call({ server: "crash" });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain("MCPA_RUNTIME_CONNECT_FAILED");
    expect(textOf(r)).toContain("ask for `reconnect` on crash");
    expect(textOf(r)).not.toContain("/mcp connect");
    expect(textOf(r)).not.toContain("check --connect");
    expect(textOf(r)).not.toContain(process.execPath);
    expect(textOf(r)).not.toContain("boot line");
    const missing = textOf(await proxy.call({ server: "missing" }));
    expect(missing).toContain("(command not found: no-such-mcp-server-command).");
  });

  it("a failed listing keeps the server's own message, and the heading says nothing connected", async () => {
    const dir = home({
      down: { command: process.execPath, args: [RAW_CATALOG], env: { RAW_TOOLS_LIST_ERROR: "-32603:fetch failed" } },
    });
    const env = { PATH: process.env.PATH ?? "", HOME: dir };
    const text = await cli(["check", "--connect", "--home", dir], env);
    expect(text.code).toBe(1);
    expect(text.out.split("\n").slice(0, 3)).toEqual([
      "Could not connect down; nothing was listed:",
      expect.stringMatching(/^ {2}FAILED {2}down {2}MCPA_RUNTIME_SERVER_NETWORK after \d+ ms$/),
      "    MCP server down could not reach a service it relies on during list (JSON-RPC error -32603).",
    ]);
    expect(text.out).toContain("\n    the server said: fetch failed\n");
    const json = JSON.parse((await cli(["check", "--connect", "--home", dir, "--json"], env)).out) as {
      servers: { serverMessage?: string }[];
    };
    expect(json.servers[0]?.serverMessage).toBe("fetch failed");
  });

  it("counts what happened: some connected, some failed, with singular and plural words", async () => {
    const dir = home({
      one: { command: process.execPath, args: [RAW_CATALOG], env: { RAW_TOOLS_LIST_ERROR: "-32000:boom" } },
      two: { command: process.execPath, args: [RAW_CATALOG] },
    });
    const r = await cli(["check", "--connect", "--home", dir], { PATH: process.env.PATH ?? "", HOME: dir });
    expect(r.out.split("\n")[0]).toBe("Connected 1 of 2 servers and listed their tools; 1 failed:");
    const both = home({ a: { command: "no-such-mcp-a" }, b: { command: "no-such-mcp-b" } });
    const none = await cli(["check", "--connect", "--home", both], { PATH: process.env.PATH ?? "", HOME: both });
    expect(none.out.split("\n")[0]).toBe("No server connected: all 2 tried failed.");
  });

  it("checks 11 servers at once under one abort signal without a MaxListenersExceededWarning", async () => {
    const servers = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [`s${i}`, { command: process.execPath, args: [RAW_CATALOG] }]),
    );
    const dir = home(servers);
    const warnings: string[] = [];
    const onWarning = (w: Error): void => {
      warnings.push(`${w.name}: ${w.message}`);
    };
    process.on("warning", onWarning);
    try {
      const controller = new AbortController();
      let out = "";
      const code = await runCommand(["check", "--connect", "--home", dir], {
        stdout: (t) => (out += t),
        stderr: (t) => (out += t),
        env: { PATH: process.env.PATH ?? "", HOME: dir },
        cwd: ROOT,
        signal: controller.signal,
      });
      expect(code, out).toBe(0);
      expect(out.split("\n")[0]).toBe("Connected 11 servers and listed their tools:");
      await new Promise((r) => setImmediate(r));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings.filter((w) => w.includes("MaxListeners"))).toEqual([]);
  }, 60_000);
});
