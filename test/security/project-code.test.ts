// A server from a global file never runs an untrusted project's code, whatever directory the command
// line is run in: it starts in the adapter's own empty directory (runtime/server-place.ts), so npx's
// local node_modules/.bin, a relative command or argument and PATH entries that are relative or inside
// the project are never on its resolution path. Each planted file writes a marker; none may appear.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import { Surfaces } from "../support/surfaces.js";
import { tempDir } from "../support/temp.js";

interface Planted {
  readonly project: string;
  readonly home: string;
  readonly marker: string;
  readonly env: NodeJS.ProcessEnv;
}

/** A home with one global server `g`, an untrusted project beside it, and a marker path outside both. */
function setUp(server: Record<string, unknown>, path?: (project: string) => string): Planted {
  const root = tempDir("mcpa-project-code-");
  const home = join(root, "home");
  const project = join(root, "project");
  mkdirSync(join(home, ".config", "mcp"), { recursive: true });
  mkdirSync(project, { recursive: true });
  writeFileSync(join(home, ".config", "mcp", "mcp.json"), JSON.stringify({ mcpServers: { g: server } }));
  const env = {
    PATH: path ? path(project) : (process.env.PATH ?? ""),
    HOME: home,
    TRAVIS234_MCP_CACHE_DIR: join(root, "cache"),
  };
  return { project, home, marker: join(root, "MARKER"), env };
}

/** A planted executable that records that it ran (and where), then exits. */
function plant(p: Planted, ...segments: string[]): void {
  const file = join(p.project, ...segments);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, `#!/bin/sh\npwd > '${p.marker}'\nexit 7\n`);
  chmodSync(file, 0o755);
}

/** The bundled command, started in the project as a person's shell would start it. */
function cli(argv: string[], p: Planted): { code: number | null; out: string } {
  const env = Object.fromEntries(Object.entries(p.env).filter((e): e is [string, string] => e[1] !== undefined));
  const r = runCli(argv, { env, cwd: p.project }, new Surfaces());
  return { code: r.status, out: r.stdout + r.stderr };
}

const cases: readonly {
  readonly name: string;
  readonly server: Record<string, unknown>;
  readonly planted: readonly string[];
  readonly path?: (project: string) => string;
}[] = [
  {
    name: "npx finds the package in the project's node_modules/.bin",
    server: { command: "npx", args: ["-y", "some-mcp-server"] },
    planted: ["node_modules", ".bin", "some-mcp-server"],
  },
  { name: "a relative command", server: { command: "tools/server" }, planted: ["tools", "server"] },
  { name: "a relative argument", server: { command: "sh", args: ["server.sh"] }, planted: ["server.sh"] },
  {
    name: "a PATH entry inside the project",
    server: { command: "planted-tool" },
    planted: ["bin", "planted-tool"],
    path: (project) => [join(project, "bin"), process.env.PATH ?? ""].join(delimiter),
  },
  {
    name: "a relative PATH entry",
    server: { command: "dot-tool" },
    planted: ["dot-tool"],
    path: () => [".", process.env.PATH ?? ""].join(delimiter),
  },
];

describe("a global server run from inside an untrusted project", () => {
  it.each(cases)(
    "never runs the project's file: $name",
    ({ server, planted, path }) => {
      const p = setUp(server, path);
      plant(p, ...planted);
      // --offline keeps npx from the registry: the only program it could run is the planted one.
      const r = cli(["check", "--connect", "g", "--offline"], p);
      expect(r.out).toContain("FAILED  g");
      expect(existsSync(p.marker), existsSync(p.marker) ? readFileSync(p.marker, "utf8") : "").toBe(false);
    },
    60_000,
  );

  it("starts in the adapter's own empty directory, not the shell's, in the command line as in the sidecar", () => {
    const p = setUp({ command: "sh", args: ["-c", 'echo "started in $(pwd)" >&2; exit 3'] });
    const r = cli(["check", "--connect", "g"], p);
    const neutral = join(p.env.TRAVIS234_MCP_CACHE_DIR as string, "server-cwd");
    expect(r.out).toContain(`| started in ${neutral}\n`);
  }, 60_000);

  it("a global server's relative cwd is taken from the home directory, never the project", () => {
    const p = setUp({ command: "sh", args: ["-c", 'echo "started in $(pwd)" >&2; exit 3'], cwd: "work" });
    mkdirSync(join(p.home, "work"));
    mkdirSync(join(p.project, "work"));
    const r = cli(["check", "--connect", "g"], p);
    expect(r.out).toContain(`| started in ${join(p.home, "work")}\n`);
  }, 60_000);
});
