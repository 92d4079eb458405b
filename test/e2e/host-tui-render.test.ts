// What a person sees of `mcp` calls in the real Travis234 TUI, driven in tmux (capture-pane) by the
// scripted model: the call line names server, tool and every argument (a long value shortened in
// its middle, its end still visible); server text is shown as written (no Markdown: `*.ext` and
// `# My project` stay) and without the model's label lines, while the model still gets its labels;
// an error is marked as one; a slow call with MCP progress shows its progress while it runs. After
// /reload, one line says what the configuration files now hold.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HostEnv } from "../support/host.js";
import { BASE_ARGS, requireHost, survivorsAfterExit } from "../support/host.js";
import { useHost } from "../support/host-run.js";
import { SHIM, TRAVIS } from "../support/paths.js";
import { waitFor } from "../support/processes.js";
import type { StaticTurn } from "./mock-llm.js";

const present = requireHost("the Travis234 TUI renders mcp calls") && spawnSync("tmux", ["-V"]).status === 0;
const hosts = useHost();
const mcp = (args: object): StaticTurn => ({ tool: { arguments: args } });

const LONG_PATH = `/home/person/projects/${"deeply/nested/".repeat(6)}notes/README-final.md`;
const SERVER_TEXT = "Match '*.ext' and '**/*.ext'\n# My project\nplain **bold** line";

/** One tmux server per test (its own socket), so that nothing is shared with other tests. */
class Tmux {
  readonly socket: string;
  constructor(env: HostEnv) {
    this.socket = `${env.root}/tmux.sock`;
  }
  run(...args: string[]): string {
    const r = spawnSync("tmux", ["-S", this.socket, ...args], { encoding: "utf8" });
    return r.stdout;
  }
  screen(): string {
    return this.run("capture-pane", "-p", "-J", "-S", "-200", "-t", "host");
  }
  async waitFor(pred: (screen: string) => boolean, ms: number): Promise<string> {
    await waitFor(() => pred(this.screen()), ms, 100);
    return this.screen();
  }
}

function startTui(env: HostEnv): Tmux {
  const t = new Tmux(env);
  const vars = Object.entries({ ...env.env, TERM: "xterm-256color" }).map(([k, v]) => `${k}=${v}`);
  const args = [...BASE_ARGS, "--extension", SHIM, "--cwd", env.cwd];
  // biome-ignore format: one command line
  t.run("new-session", "-d", "-s", "host", "-x", "160", "-y", "50", "env", "-i", ...vars, TRAVIS, ...args);
  return t;
}

/**
 * Runs `drive` against the host in tmux, then ends it as a person does (Ctrl-D) and checks that no
 * process of the run is left. The host runs inside tmux, not under startHost: its processes are
 * found by scanning for them the same way.
 */
async function inTui(env: HostEnv, drive: (tui: Tmux) => Promise<void>): Promise<void> {
  const tui = startTui(env);
  const scanner = setInterval(() => env.scan(), 100);
  try {
    await drive(tui);
  } finally {
    tui.run("send-keys", "-t", "host", "C-d");
    await waitFor(() => tui.run("has-session", "-t", "host") === "" && !tui.screen(), 5_000, 100);
    tui.run("kill-server");
    clearInterval(scanner);
  }
  expect(await survivorsAfterExit(env, 10_000)).toEqual([]);
}

describe.skipIf(!present)("mcp calls in the Travis234 TUI", () => {
  it("names server, tool and arguments, shows server text verbatim without labels, and shows progress", async () => {
    const env = await hosts.env({
      script: [
        mcp({ server: "fixture", tool: "echo", args: { text: SERVER_TEXT, path: LONG_PATH } }),
        mcp({ server: "fixture", tool: "progress", args: { steps: 6, intervalMs: 700 } }),
        mcp({ server: "fixture", tool: "fail", args: {} }),
        { text: "all done" },
      ],
    });
    await inTui(env, async (tui) => {
      await tui.waitFor((s) => s.includes("scripted"), 30_000);
      tui.run("send-keys", "-t", "host", "-l", "exercise the mcp tool");
      tui.run("send-keys", "-t", "host", "Enter");
      // While the slow call runs, its last progress line is on screen.
      const during = await tui.waitFor((s) => /progress [2-5]\/6 step [2-5]/.test(s), 30_000);

      expect(during).toMatch(/progress [2-5]\/6 step [2-5]/);
      const screen = await tui.waitFor((s) => s.includes("all done"), 60_000);

      // The call line: server, tool, each argument; the long path shortened in its middle.
      expect(screen).toMatch(
        /mcp fixture echo text="Match '\*\.ext'.*path=\/home\/person\/projects\/.*….*README-final\.md/,
      );
      // The result as the server wrote it, without label lines.
      expect(screen).toContain("Match '*.ext' and '**/*.ext'");
      expect(screen).toContain("# My project");
      expect(screen).toContain("plain **bold** line");
      expect(screen).not.toMatch(/\[\/?mcp [A-Z0-9]{4,}\]|\[mcp text /);
      expect(screen).toMatch(/mcp fixture progress steps=6 intervalMs=700/);
      expect(screen).toMatch(/mcp fixture fail\n(.*\n)?\s*error: /);

      // The model still got its labels around the server's text.
      const toolMessages = env.mock.requests.flatMap((r) => r.body.messages ?? []).filter((m) => m.role === "tool");
      expect(JSON.stringify(toolMessages)).toMatch(/\[\/mcp [0-9A-Z]{4,}\]/);
    });
  }, 150_000);

  it("/reload says what the configuration now holds, read again from the files", async () => {
    const env = await hosts.env({ script: [{ text: "unused" }] });
    await inTui(env, async (tui) => {
      await tui.waitFor((s) => s.includes("scripted"), 30_000);
      // A second server whose entry is invalid, added while the session runs: /reload reads it.
      const file = join(env.agentDir, "mcp.json");
      const config = JSON.parse(readFileSync(file, "utf8")) as { mcpServers: Record<string, unknown> };
      writeFileSync(file, JSON.stringify({ mcpServers: { ...config.mcpServers, broken: { command: 5 } } }));
      tui.run("send-keys", "-t", "host", "-l", "/reload");
      tui.run("send-keys", "-t", "host", "Enter");
      const screen = await tui.waitFor((s) => s.includes("MCP configuration read again"), 30_000);
      expect(screen).toContain(
        "MCP configuration read again: 1 usable server, 1 disabled by an error in its entry. Servers start on first use; /mcp shows them, /mcp check every problem.",
      );
      expect(env.sidecarPids()).toHaveLength(2);
    });
  }, 120_000);

  it("/mcp prompt in the TUI sends the filled prompt as the person's message", async () => {
    const env = await hosts.env({ script: [{ text: "reviewed it" }] });
    await inTui(env, async (tui) => {
      await tui.waitFor((s) => s.includes("scripted"), 30_000);
      tui.run("send-keys", "-t", "host", "-l", "/mcp prompt fixture review topic=parsers");
      tui.run("send-keys", "-t", "host", "Enter");
      const screen = await tui.waitFor((s) => s.includes("reviewed it"), 60_000);
      expect(screen).toContain('Prompt "review" of fixture filled; sent as your message.');
      const user = env.mock.requests[0]?.body.messages?.filter((m) => m.role === "user").at(-1);
      expect(JSON.stringify(user?.content)).toContain("Please review parsers in a neutral tone.");
    });
  }, 120_000);
});
