// add, add-json, get and remove: servers managed by command. Real files first (the forms peer
// clients write, copied unchanged; a JSONC file with comments and trailing commas; CRLF and tabs), then
// the bytes after: an add changes nothing but the new entry, a remove of it gives the original bytes
// back, the mode and a symlink are kept, a refused command leaves the file untouched, and no credential
// reaches the file, stdout or stderr.
import {
  chmodSync,
  copyFileSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../../src/cli/main.js";
import { loadConfig } from "../../../src/config/index.js";
import type { SourceId } from "../../support/config-files.js";
import { SOURCE_PATHS } from "../../support/config-files.js";
import { ROOT } from "../../support/paths.js";
import { tempDir } from "../../support/temp.js";

const PEERS = join(ROOT, "test", "fixtures", "config", "peers");
const SCOPE_OF: Readonly<Record<SourceId, string>> = {
  "global-shared": "user-shared",
  "global-agent": "user",
  "project-shared": "project-shared",
  "project-agent": "project",
};

function dirs() {
  const root = realpathSync(tempDir("cli-manage-"));
  const d = { home: join(root, "home"), cwd: join(root, "project") };
  for (const p of [d.home, d.cwd]) mkdirSync(p, { recursive: true });
  return d;
}
type Dirs = ReturnType<typeof dirs>;

function place(d: Dirs, id: SourceId, content: string | Buffer): string {
  const file = SOURCE_PATHS[id](d);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

function cli(d: Dirs, args: string[]): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  // --home and --cwd go before the command: after `--` they would be the server's arguments.
  const io = {
    stdout: (t: string) => out.push(t),
    stderr: (t: string) => err.push(t),
    env: { HOME: d.home },
    cwd: d.cwd,
  };
  const code = run(["--home", d.home, "--cwd", d.cwd, ...args], io);
  return { code, out: out.join(""), err: err.join("") };
}

const JSONC = [
  "// servers shared with VS Code",
  "{",
  '  "mcpServers": {',
  '    "everything": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-everything"] }, // demo',
  "    /* the docs server */",
  '    "docs": {',
  '      "url": "https://mcp.example.com/mcp",',
  "    },",
  "  },",
  "}",
  "",
].join("\n");
const CRLF_TABS = '{\r\n\t"mcpServers": {\r\n\t\t"a": {\r\n\t\t\t"command": "a-server"\r\n\t\t}\r\n\t}\r\n}\r\n';

const ORIGINALS: ReadonlyArray<readonly [string, SourceId, () => Buffer]> = [
  ["Claude Code's .mcp.json", "project-shared", () => readFileSync(join(PEERS, "claude-code-project.mcp.json"))],
  ["Cursor's mcp.json", "global-agent", () => readFileSync(join(PEERS, "cursor.mcp.json"))],
  ["pi's shared file with its own root keys", "global-shared", () => readFileSync(join(PEERS, "pi-shared.mcp.json"))],
  ["a JSONC file: comments and trailing commas", "project-agent", () => Buffer.from(JSONC)],
  ["CRLF line ends and tabs", "global-agent", () => Buffer.from(CRLF_TABS)],
  ["a BOM", "global-agent", () => Buffer.from(`\uFEFF{\n  "mcpServers": {}\n}\n`)],
];

describe("add then remove keeps every other byte of the file", () => {
  it.each(ORIGINALS)("%s", (_, id, original) => {
    const d = dirs();
    const file = place(d, id, original());
    chmodSync(file, 0o640);
    const before = readFileSync(file);
    const add = cli(d, ["add", "added", "--scope", SCOPE_OF[id], "--env", "LOG_LEVEL=debug", "--", "npx", "-y", "pkg"]);
    expect(add).toMatchObject({ code: 0, err: "" });
    const after = readFileSync(file, "utf8");
    // Only lines were added: every original line is still there, in order.
    const originalLines = before.toString("utf8").split("\n");
    const kept = after.split("\n").filter((line) => originalLines.includes(line));
    expect(kept.length).toBeGreaterThanOrEqual(originalLines.length - 1);
    expect(statSync(file).mode & 0o777).toBe(0o640);
    const loaded = loadConfig({ home: d.home, cwd: d.cwd, projectTrusted: true });
    expect(loaded.servers.get("added")).toMatchObject({ command: "npx", args: ["-y", "pkg"] });
    expect(loaded.problems).toEqual([]);
    expect(cli(d, ["remove", "added", "--scope", SCOPE_OF[id]])).toMatchObject({ code: 0, err: "" });
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(dirname(file)).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("in a JSONC file the entry follows the last one, indented alike, with its trailing-comma style", () => {
    const d = dirs();
    const file = place(d, "project-agent", JSONC);
    expect(cli(d, ["add", "added", "--scope", "project", "--", "npx", "-y", "pkg"]).code).toBe(0);
    const entry =
      '    "added": {\n      "command": "npx",\n      "args": [\n        "-y",\n        "pkg"\n      ]\n    },';
    expect(readFileSync(file, "utf8")).toBe(JSONC.replace("    },\n  },\n}", `    },\n${entry}\n  },\n}`));
  });

  it("a new file is created with the entry, two-space indented", () => {
    const d = dirs();
    expect(cli(d, ["add", "docs", "--url", "https://mcp.example.com/mcp"]).code).toBe(0);
    expect(readFileSync(SOURCE_PATHS["global-agent"](d), "utf8")).toBe(
      '{\n  "mcpServers": {\n    "docs": {\n      "url": "https://mcp.example.com/mcp"\n    }\n  }\n}\n',
    );
  });

  it("a symlinked file stays a link; the file it points to is edited", () => {
    const d = dirs();
    const real = join(d.home, "dotfiles", "mcp.json");
    mkdirSync(dirname(real), { recursive: true });
    copyFileSync(join(PEERS, "cursor.mcp.json"), real);
    const link = SOURCE_PATHS["global-agent"](d);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(real, link);
    expect(cli(d, ["add", "x", "--", "x-server"]).code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, "utf8")).toContain('"x": {');
  });
});

describe("credentials never reach the file or the output", () => {
  const TOKEN = "ghp_PlantedToken0123456789abcdef";
  const KEY = "sk-PlantedKey0123456789abcdef";

  it("--env and --header literals become references, with the variables to export", () => {
    const d = dirs();
    const gh = cli(d, [
      "add",
      "github",
      "--env",
      `GITHUB_PERSONAL_ACCESS_TOKEN=${TOKEN}`,
      "--",
      "npx",
      "server-github",
    ]);
    const api = cli(d, [
      "add",
      "api",
      "--url",
      "https://api.example.com/mcp",
      "--header",
      `Authorization: Bearer ${KEY}`,
    ]);
    const text = readFileSync(SOURCE_PATHS["global-agent"](d), "utf8");
    for (const surface of [text, gh.out, gh.err, api.out, api.err]) {
      expect(surface).not.toContain(TOKEN);
      expect(surface).not.toContain(KEY);
    }
    expect(text).toContain('"GITHUB_PERSONAL_ACCESS_TOKEN": "${GITHUB_PERSONAL_ACCESS_TOKEN}"');
    expect(text).toContain('"Authorization": "Bearer ${API_TOKEN}"');
    expect(gh.out).toContain("  export GITHUB_PERSONAL_ACCESS_TOKEN=...");
    expect(api.out).toContain("  export API_TOKEN=...");
  });

  it("a value judged by its shape: a Bearer value under a name with no marker", () => {
    const d = dirs();
    const json = JSON.stringify({ command: "npx", args: ["mcp-remote"], env: { AUTH_HEADER: `Bearer ${KEY}` } });
    const r = cli(d, ["add-json", "remote", json]);
    expect(r.code).toBe(0);
    expect(readFileSync(SOURCE_PATHS["global-agent"](d), "utf8")).toContain('"AUTH_HEADER": "${AUTH_HEADER}"');
    expect(r.out).toContain("export AUTH_HEADER=...");
  });

  it("a literal credential in args is refused with the fix, the value not shown", () => {
    const d = dirs();
    const file = place(d, "global-agent", '{ "mcpServers": {} }\n');
    const r = cli(d, ["add", "pg", "--", "npx", "server-postgres", "postgresql://app:PlantedPw42@db/app"]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("MCPA_CLI_EDIT_REFUSED");
    expect(r.err).toContain("MCPA_CONFIG_ARG_CREDENTIAL");
    expect(r.err).toContain('"env": {"PG_URL": "${PG_URL}"}');
    expect(`${r.out}${r.err}`).not.toContain("PlantedPw42");
    expect(readFileSync(file, "utf8")).toBe('{ "mcpServers": {} }\n');
  });
});

describe("refusals leave the file as it was", () => {
  const CASES: ReadonlyArray<readonly [string, string[], number, string]> = [
    ["the name is already there", ["add", "everything", "--scope", "project-shared", "--", "x"], 1, "already defined"],
    ["the entry fails check", ["add-json", "bad", '{"command": 7}', "--scope", "project-shared"], 1, "MCPA_CONFIG_"],
    [
      "add-json of something that is not JSON",
      ["add-json", "bad", "{command}", "--scope", "project-shared"],
      2,
      "not valid JSON",
    ],
    [
      "both --url and a command",
      ["add", "b", "--url", "https://x.example/mcp", "--scope", "project-shared", "--", "x"],
      2,
      "not both",
    ],
    ["neither", ["add", "b", "--scope", "project-shared"], 2, "needs a command"],
    [
      "--header for a stdio server",
      ["add", "b", "--header", "X=1", "--scope", "project-shared", "--", "x"],
      2,
      "--header goes with",
    ],
    ["an unknown scope", ["add", "b", "--scope", "everywhere", "--", "x"], 2, "--scope must be one of"],
    ["remove of a name the file lacks", ["remove", "nope", "--scope", "project-shared"], 1, "MCPA_CLI_SERVER_UNKNOWN"],
  ];
  it.each(CASES)("%s", (_, args, code, said) => {
    const d = dirs();
    const file = place(d, "project-shared", readFileSync(join(PEERS, "claude-code-project.mcp.json")));
    const before = readFileSync(file);
    const r = cli(d, args);
    expect(r.code).toBe(code);
    expect(r.err).toContain(said);
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it("a file that is not JSON is not edited", () => {
    const d = dirs();
    const file = place(d, "global-agent", '{ "mcpServers": { "a": { "command": "x" } "b": {} } }\n');
    const r = cli(d, ["add", "c", "--", "c-server"]);
    expect(r).toMatchObject({ code: 1 });
    expect(r.err).toContain("is not a JSON object as it stands");
    expect(readFileSync(file, "utf8")).toBe('{ "mcpServers": { "a": { "command": "x" } "b": {} } }\n');
  });

  it("remove without --scope takes the one file that defines the name, and refuses when two do", () => {
    const d = dirs();
    place(d, "global-shared", '{"mcpServers": {"a": {"command": "x"}, "b": {"command": "y"}}}\n');
    const agent = place(d, "global-agent", '{"mcpServers": {"b": {"command": "z"}}}\n');
    const shared = SOURCE_PATHS["global-shared"](d);
    expect(cli(d, ["remove", "a"]).code).toBe(0);
    expect(readFileSync(shared, "utf8")).toBe('{"mcpServers": {"b": {"command": "y"}}}\n');
    const twice = cli(d, ["remove", "b"]);
    expect(twice.code).toBe(1);
    expect(twice.err).toContain("b is defined in 2 files");
    expect(readFileSync(agent, "utf8")).toBe('{"mcpServers": {"b": {"command": "z"}}}\n');
  });
});

describe("get", () => {
  it("names the file, what it replaces, references by name and args redacted", () => {
    const d = dirs();
    place(d, "global-shared", '{"mcpServers": {"db": {"command": "old"}}}\n');
    place(
      d,
      "global-agent",
      JSON.stringify({
        mcpServers: {
          db: {
            command: "npx",
            args: ["server-postgres", "postgresql://app:PlantedPw42@db/app"],
            env: { DB_TOKEN: "${DB_TOKEN}" },
          },
        },
      }),
    );
    const r = cli(d, ["get", "db"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`db: stdio server from ${SOURCE_PATHS["global-agent"](d)}`);
    expect(r.out).toContain("env.DB_TOKEN  references DB_TOKEN");
    expect(r.out).toContain("postgresql://app:[redacted:args[1]]@db/app");
    expect(r.out).toContain(`Also defined in ${SOURCE_PATHS["global-shared"](d)}`);
    expect(r.out).toContain("MCPA_CONFIG_ARG_CREDENTIAL");
    expect(r.out).not.toContain("PlantedPw42");
    const check = cli(d, ["check", "--json"]);
    expect(check.out).toContain("postgresql://app:[redacted:args[1]]@db/app");
    expect(check.out).not.toContain("PlantedPw42");
  });

  it("a server of an untrusted project file says why it does not count and how to trust", () => {
    const d = dirs();
    place(d, "project-shared", '{"mcpServers": {"projdemo": {"command": "x"}}}\n');
    const r = cli(d, ["get", "projdemo"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(`projdemo: defined in ${SOURCE_PATHS["project-shared"](d)}, which is not read`);
    expect(r.out).toContain("/trust");
  });
});
