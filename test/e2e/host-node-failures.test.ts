// A Node.js the shim cannot use, through the real Travis234 CLI (json mode, scripted model): a
// TRAVIS234_MCP_NODE that does not exist, is a directory, is a file without the execute bit, or is
// too old for the sidecar (a stand-in that reports v18 and dies as an old node does on the bundle).
// The model reads the shim's own catalog error with the fix, never an OSError's text; the host's
// stderr carries no BrokenPipeError; nothing the run started outlives it.
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HostEnv } from "../support/host.js";
import { hostArgs, requireHost, runHost, survivorsAfterExit } from "../support/host.js";
import { useHost } from "../support/host-run.js";

const present = requireHost("the Travis234 Node failure runs");
const hosts = useHost();
const FIX =
  "Fix: Install Node.js 20 or newer, or set TRAVIS234_MCP_NODE to a node executable of version 20 or newer, then call again.";

type Case = { readonly name: string; readonly node: (env: HostEnv) => string; readonly text: (node: string) => string };

const CASES: readonly Case[] = [
  {
    name: "a path that does not exist",
    node: () => "/nonexistent/node",
    text: (n) => `MCPA_HOST_NODE_UNUSABLE: travis234-mcp-adapter could not start Node.js at ${n}: no such file.`,
  },
  {
    name: "a directory",
    node: (env) => {
      const dir = join(env.root, "node-dir");
      mkdirSync(dir);
      return dir;
    },
    text: (n) => `MCPA_HOST_NODE_UNUSABLE: travis234-mcp-adapter could not start Node.js at ${n}: it is a directory.`,
  },
  {
    name: "a file that is not executable",
    node: (env) => {
      const file = join(env.root, "node-plain");
      writeFileSync(file, "#!/bin/sh\nexit 0\n");
      chmodSync(file, 0o644);
      return file;
    },
    text: (n) =>
      `MCPA_HOST_NODE_UNUSABLE: travis234-mcp-adapter could not start Node.js at ${n}: it is not executable.`,
  },
  {
    name: "a Node.js that is too old",
    node: (env) => {
      const file = join(env.root, "node-18");
      writeFileSync(
        file,
        '#!/bin/sh\nif [ "$1" = "--version" ]; then echo v18.19.0; exit 0; fi\necho "SyntaxError: Unexpected token" >&2\nexit 1\n',
      );
      chmodSync(file, 0o755);
      return file;
    },
    text: (n) => `MCPA_HOST_NODE_TOO_OLD: travis234-mcp-adapter needs Node.js 20 or newer; ${n} is v18.19.0.`,
  },
];

describe.skipIf(!present)("travis234 with a Node.js the shim cannot use", () => {
  let env: HostEnv | undefined;

  it.each(CASES)(
    "$name: the model reads the shim's catalog error and the fix, and stderr has no pipe noise",
    async (c) => {
      env = await hosts.env({ script: [{ tool: { arguments: {} } }, { text: "done" }] });
      const node = c.node(env);
      env.env.TRAVIS234_MCP_NODE = node;
      const r = await runHost(env, hostArgs(env, ["--mode", "json", "show the mcp status"]));
      expect(r.timedOut, r.stderr).toBe(false);
      expect(r.code, r.stderr).toBe(0);
      const [result] = env.mock.toolMessages().map((m) => m.text);
      expect(result).toContain(`${c.text(node)}\n${FIX}`);
      expect(result).not.toMatch(/Errno|Error:|Traceback/);
      expect(r.stderr).not.toContain("BrokenPipeError");
      expect(r.stderr).not.toContain("Traceback");
      expect(await survivorsAfterExit(env)).toEqual([]);
    },
    60_000,
  );
});
