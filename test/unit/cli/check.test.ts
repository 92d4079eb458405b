// `travis234-mcp check` through run(argv, io): exit codes, the text and JSON reports, the trust rule,
// usage errors, and that neither a literal value from a file nor a referenced variable's value is
// ever printed.
import { existsSync, mkdirSync, realpathSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "../../../src/cli/main.js";
import type { SourceDirs, SourceId } from "../../support/config-files.js";
import { SOURCE_PATHS } from "../../support/config-files.js";
import { tempDir } from "../../support/temp.js";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const USAGE_HINT = "Run `travis234-mcp help` for the commands and flags.";

const created: string[] = [];

afterAll(() => {
  expect(created.length).toBeGreaterThan(0);
  expect(created.filter((root) => existsSync(root))).toEqual([]);
});

function freshDirs(given: Partial<Record<SourceId, string>> = {}): SourceDirs {
  const root = realpathSync(tempDir("mcpa-cli-"));
  created.push(root);
  const dirs = { home: join(root, "home"), cwd: join(root, "project") };
  mkdirSync(dirs.home);
  mkdirSync(dirs.cwd);
  for (const [id, content] of Object.entries(given) as [SourceId, string][]) {
    const path = SOURCE_PATHS[id](dirs);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  return dirs;
}

interface Outcome {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function cli(argv: readonly string[], env: NodeJS.ProcessEnv = {}, cwd = "/nonexistent-session-dir"): Outcome {
  let stdout = "";
  let stderr = "";
  const code = run(argv, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    env,
    cwd,
  });
  return { code, stdout, stderr };
}

const check = (dirs: SourceDirs, ...flags: string[]): Outcome =>
  cli(["check", "--home", dirs.home, "--cwd", dirs.cwd, ...flags]);

const text = (...lines: string[]): string => `${lines.join("\n")}\n`;

interface JsonReport {
  ok: boolean;
  sources: { id: string; path: string; status: string; servers: string[] }[];
  servers: Record<string, unknown>[];
  disabled: { name: string; source: string; codes: string[] }[];
  failedFiles: string[];
  projectTrust: { trusted: boolean; basis: string };
  ignoredProjectFiles: string[];
  problems: {
    code: string;
    file: string;
    line: number;
    column: number;
    pointer: string;
    message: string;
    hint: string;
    server?: string;
  }[];
}

const json = (out: Outcome): JsonReport => JSON.parse(out.stdout) as JsonReport;

const LOCAL_TOOLS = text(
  "{",
  '  "mcpServers": {',
  '    "local-tools": {',
  '      "command": "example-mcp",',
  '      "args": ["--stdio"],',
  '      "env": { "SERVICE_TOKEN": "${SERVICE_TOKEN}", "LOG_LEVEL": "info" },',
  '      "requestTimeoutMs": 1800000',
  "    }",
  "  }",
  "}",
);

describe("check: a clean configuration", () => {
  it('exits 0 with the sources, the servers and "No problems found."', () => {
    const dirs = freshDirs({ "global-shared": LOCAL_TOOLS });
    const out = check(dirs);
    const p = (id: SourceId): string => SOURCE_PATHS[id](dirs);
    expect(out).toEqual({
      code: 0,
      stderr: "",
      stdout: text(
        "Configuration sources (lowest precedence first):",
        `  read     ${p("global-shared")}  (1 server)`,
        `  missing  ${p("global-agent")}`,
        `  missing  ${p("project-shared")}`,
        `  missing  ${p("project-agent")}`,
        "",
        "Servers (1 usable, 0 off, 0 disabled):",
        `  local-tools  stdio  from ${p("global-shared")}`,
        "    command  example-mcp",
        '    args     ["--stdio"]',
        "    env.SERVICE_TOKEN  references SERVICE_TOKEN",
        "    env.LOG_LEVEL  literal (4 characters, not shown)",
        "    requestTimeoutMs  1800000",
        "    reconnect  automatic=off maxAttempts=1 baseDelayMs=100",
        "",
        "No problems found.",
      ),
    });
  });

  it("--json has ok, sources, servers and problems", () => {
    const dirs = freshDirs({ "global-shared": LOCAL_TOOLS });
    const out = check(dirs, "--json");
    expect(out.code).toBe(0);
    expect(out.stderr).toBe("");
    const report = json(out);
    expect(Object.keys(report)).toEqual([
      "schemaVersion",
      "ok",
      "sources",
      "servers",
      "off",
      "disabled",
      "failedFiles",
      "projectTrust",
      "ignoredProjectFiles",
      "problems",
      "notices",
    ]);
    expect(report.ok).toBe(true);
    expect(report.problems).toEqual([]);
    expect(report.sources.map((s) => [s.id, s.status, s.servers])).toEqual([
      ["global-shared", "read", ["local-tools"]],
      ["global-agent", "missing", []],
      ["project-shared", "missing", []],
      ["project-agent", "missing", []],
    ]);
    expect(report.servers).toEqual([
      {
        name: "local-tools",
        transport: "stdio",
        source: { file: SOURCE_PATHS["global-shared"](dirs), scope: "global" },
        requestTimeoutMs: 1800000,
        reconnect: { automatic: false, maxAttempts: 1, baseDelayMs: 100 },
        command: "example-mcp",
        args: ["--stdio"],
        env: {
          SERVICE_TOKEN: { references: ["SERVICE_TOKEN"], literalChars: 0 },
          LOG_LEVEL: { references: [], literalChars: 4 },
        },
      },
    ]);
  });

  it("takes the home from io.env.HOME and the project from io.cwd when the flags are absent", () => {
    const dirs = freshDirs({
      "global-shared": LOCAL_TOOLS,
      "project-shared": text('{ "mcpServers": { "proj": { "command": "p" } } }'),
    });
    const report = json(cli(["check", "--json", "--trusted"], { HOME: dirs.home }, dirs.cwd));
    expect(report.sources.map((s) => s.path)).toEqual(
      (Object.keys(SOURCE_PATHS) as SourceId[]).map((id) => SOURCE_PATHS[id](dirs)),
    );
    expect(report.servers.map((s) => s.name)).toEqual(["local-tools", "proj"]);
  });

  it("takes the agent directory from --agent-dir, then TRAVIS234_CODING_AGENT_DIR", () => {
    const dirs = freshDirs();
    const agent = join(dirs.home, "elsewhere");
    mkdirSync(agent);
    writeFileSync(join(agent, "mcp.json"), text('{ "mcpServers": { "agent-server": { "command": "a" } } }'));
    const byFlag = json(check(dirs, "--json", "--agent-dir", agent));
    const byEnv = json(
      cli(["check", "--json", "--home", dirs.home, "--cwd", dirs.cwd], { TRAVIS234_CODING_AGENT_DIR: agent }),
    );
    for (const report of [byFlag, byEnv]) {
      expect(report.sources[1]).toEqual({
        id: "global-agent",
        scope: "global",
        path: join(agent, "mcp.json"),
        status: "read",
        servers: ["agent-server"],
      });
    }
  });
});

describe("check: errors", () => {
  const BROKEN = text(
    "{",
    '  "mcpServers": {',
    '    "remote": {',
    '      "url": "https://example.com/mcp",',
    '      "transport": "sse",',
    '      "headers": { "Authorization": "Bearer abc" }',
    "    },",
    '    "local": { "command": "example-mcp", "reconnect": { "maxAttempts": 5 } },',
    '    "fine": { "command": "fine-server" }',
    "  }",
    "}",
  );

  it("exits 1 and prints file:line:col, pointer, code, message and fix for every error", () => {
    const dirs = freshDirs({ "project-agent": BROKEN });
    const out = check(dirs, "--trusted");
    const file = SOURCE_PATHS["project-agent"](dirs);
    expect(out.code).toBe(1);
    expect(out.stderr).toBe("");
    expect(out.stdout).toContain(
      text(
        "Servers (1 usable, 0 off, 2 disabled):",
        `  fine  stdio  from ${file}`,
        "    command  fine-server",
        "    reconnect  automatic=off maxAttempts=1 baseDelayMs=100",
        `  remote  disabled by 2 errors in ${file}`,
        `  local  disabled by 1 error in ${file}`,
        "",
        "Errors (3):",
        `  ${file}:5:7  /mcpServers/remote/transport  MCPA_CONFIG_TRANSPORT_FIELD`,
        "    `transport` is not used: the transport follows from `command` (stdio) or `url` (Streamable HTTP).",
        "    fix: Remove `transport`. Legacy SSE is not supported; point `url` at a Streamable HTTP endpoint.",
        `  ${file}:6:37  /mcpServers/remote/headers/Authorization  MCPA_CONFIG_CREDENTIAL_LITERAL`,
        "    `headers.Authorization` looks like a credential but holds a literal value.",
        '    fix: Keep the secret in the environment and reference it, for example "${REMOTE_TOKEN}" or "Bearer $env:REMOTE_TOKEN", then export REMOTE_TOKEN before starting Travis234.',
        `  ${file}:8:72  /mcpServers/local/reconnect/maxAttempts  MCPA_CONFIG_RANGE`,
        "    `reconnect.maxAttempts` is out of range: it must be from 1 to 3.",
        "    fix: Use an integer that is from 1 to 3.",
      ),
    );
    expect(out.stdout.endsWith("fix: Use an integer that is from 1 to 3.\n")).toBe(true);
    expect(out.stdout).not.toContain("No problems found.");
    expect(out.stdout).not.toContain("Bearer abc");
  });

  it("--json reports the same problems with ok false, and still never prints the literal", () => {
    const dirs = freshDirs({ "project-agent": BROKEN });
    const out = check(dirs, "--trusted", "--json");
    const file = SOURCE_PATHS["project-agent"](dirs);
    expect(out.code).toBe(1);
    const report = json(out);
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => [p.file, p.line, p.column, p.pointer, p.code, p.server])).toEqual([
      [file, 5, 7, "/mcpServers/remote/transport", "MCPA_CONFIG_TRANSPORT_FIELD", "remote"],
      [file, 6, 37, "/mcpServers/remote/headers/Authorization", "MCPA_CONFIG_CREDENTIAL_LITERAL", "remote"],
      [file, 8, 72, "/mcpServers/local/reconnect/maxAttempts", "MCPA_CONFIG_RANGE", "local"],
    ]);
    expect(report.problems.every((p) => p.message.length > 0 && p.hint.length > 0)).toBe(true);
    expect(report.disabled).toEqual([
      { name: "remote", source: file, codes: ["MCPA_CONFIG_TRANSPORT_FIELD", "MCPA_CONFIG_CREDENTIAL_LITERAL"] },
      { name: "local", source: file, codes: ["MCPA_CONFIG_RANGE"] },
    ]);
    expect(report.servers.map((s) => s.name)).toEqual(["fine"]);
    expect(out.stdout).not.toContain("Bearer abc");
  });

  it("a file that cannot be parsed disables every server and says so", () => {
    const dirs = freshDirs({
      "global-shared": LOCAL_TOOLS,
      "global-agent": text("{", '  "mcpServers": {}', '  "x": 1', "}"),
    });
    const out = check(dirs);
    const file = SOURCE_PATHS["global-agent"](dirs);
    expect(out.code).toBe(1);
    expect(out.stdout).toContain(`  failed   ${file}  (could not be used; see errors)\n`);
    expect(out.stdout).toContain(
      "Every file-configured server is disabled: a configuration file could not be used, and the adapter cannot know what it meant to override.\n\nServers (0 usable, 0 off, 0 disabled):\n  (none)\n",
    );
    expect(out.stdout).toContain(
      `  ${file}:3:3  MCPA_CONFIG_JSON_SYNTAX\n    The file is not valid JSON (CommaExpected).\n    fix: `,
    );
  });

  it("the bundled examples/broken project fails with the codes it was written to show", () => {
    const dirs = freshDirs();
    const report = json(
      cli(["check", "--json", "--trusted", "--home", dirs.home, "--cwd", join(REPO, "examples", "broken", "project")]),
    );
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => p.code)).toEqual([
      "MCPA_CONFIG_TRANSPORT_FIELD",
      "MCPA_CONFIG_CREDENTIAL_LITERAL",
      "MCPA_CONFIG_RANGE",
    ]);
  });
});

describe("check: secrets are shown by reference, never by value", () => {
  const PLANTED = [
    "literal-secret-123",
    "literal-secret-456",
    "literal-secret-789",
    "literal-secret-000",
    "literal-secret-999",
    "user-secret-password",
  ];
  const ENV_VALUES = {
    SERVICE_TOKEN: "env-value-service-111",
    REMOTE_TOKEN: "env-value-remote-222",
    DOCS_TOKEN: "env-value-docs-333",
  };
  const FILES = {
    "global-shared": text(
      "{",
      '  "mcpServers": {',
      '    "local": { "command": "example-mcp", "env": { "SERVICE_TOKEN": "${SERVICE_TOKEN}", "LOG_LEVEL": "literal-secret-123" } },',
      '    "remote": {',
      '      "url": "https://example.com/mcp?key=literal-secret-456#literal-secret-789",',
      '      "headers": { "Authorization": "Bearer $env:REMOTE_TOKEN", "X-Trace": "literal-secret-000" }',
      "    }",
      "  }",
      "}",
    ),
    "project-shared": text(
      "{",
      '  "mcpServers": {',
      '    "leaky": { "url": "https://example.com/mcp", "headers": { "Authorization": "Bearer literal-secret-999" } },',
      '    "userinfo": { "url": "https://someone:user-secret-password@example.com/mcp", "headers": { "X-Docs": "${DOCS_TOKEN}" } }',
      "  }",
      "}",
    ),
  } as const;

  const outputs = (): { text: Outcome; json: Outcome } => {
    const dirs = freshDirs(FILES);
    const env = { ...ENV_VALUES, HOME: dirs.home };
    return {
      text: cli(["check", "--trusted", "--cwd", dirs.cwd], env),
      json: cli(["check", "--trusted", "--json", "--cwd", dirs.cwd], env),
    };
  };

  it("prints references by name, literals by length, and URLs without query or fragment", () => {
    const { text: out, json: jsonOut } = outputs();
    expect(out.code).toBe(1);
    expect(out.stdout).toContain("    env.SERVICE_TOKEN  references SERVICE_TOKEN\n");
    expect(out.stdout).toContain("    env.LOG_LEVEL  literal (18 characters, not shown)\n");
    expect(out.stdout).toContain("    url      https://example.com/mcp (query, fragment hidden)\n");
    expect(out.stdout).toContain("    headers.Authorization  references REMOTE_TOKEN and 7 literal characters\n");
    expect(out.stdout).toContain("    headers.X-Trace  literal (18 characters, not shown)\n");
    const remote = json(jsonOut).servers.find((s) => s.name === "remote");
    expect(remote).toMatchObject({
      url: "https://example.com/mcp (query, fragment hidden)",
      headers: {
        Authorization: { references: ["REMOTE_TOKEN"], literalChars: 7 },
        "X-Trace": { references: [], literalChars: 18 },
      },
    });
    expect(json(jsonOut).problems.map((p) => [p.code, p.pointer])).toEqual([
      ["MCPA_CONFIG_CREDENTIAL_LITERAL", "/mcpServers/leaky/headers/Authorization"],
      ["MCPA_CONFIG_URL_CREDENTIALS", "/mcpServers/userinfo/url"],
    ]);
  });

  it.each([...PLANTED, ...Object.values(ENV_VALUES)])("never prints %s, in text or JSON", (value) => {
    const { text: out, json: jsonOut } = outputs();
    const written = Object.values(FILES).join("\n");
    expect(written.includes(value) || Object.values(ENV_VALUES).includes(value)).toBe(true);
    expect(out.stdout + out.stderr).not.toContain(value);
    expect(jsonOut.stdout + jsonOut.stderr).not.toContain(value);
  });
});

describe("check: the trust rule", () => {
  const GIVEN = {
    "global-shared": text('{ "mcpServers": { "global-server": { "command": "g" } } }'),
    "project-shared": text('{ "mcpServers": { "project-server": { "command": "p" } } }'),
    "project-agent": text('{ "mcpServers": { "project-broken": { "command": "b", "lifecycle": "eager" } } }'),
  } as const;

  it("without --trusted, project files are listed as ignored and not read", () => {
    const dirs = freshDirs(GIVEN);
    const out = check(dirs);
    const note = "  (project not trusted; see below)";
    expect(out.code).toBe(0);
    expect(out.stdout).toContain(
      `  ignored  ${SOURCE_PATHS["project-shared"](dirs)}${note}\n  ignored  ${SOURCE_PATHS["project-agent"](dirs)}${note}\n`,
    );
    expect(out.stdout).toContain("Servers (1 usable, 0 off, 0 disabled):\n  global-server  stdio");
    // How to trust it, here and in every mode of Travis234.
    expect(out.stdout).toContain(
      "Project files are ignored: pass --trusted to check them here. For Travis234 itself, trust the project with /trust then /reload",
    );
    for (const how of ["start travis234 with -a", "<agent dir>/trust.json", '"defaultProjectTrust": "always"'])
      expect(out.stdout).toContain(how);
    expect(out.stdout).not.toContain("project-server");
    expect(out.stdout).toContain("No problems found.");
    const report = json(check(dirs, "--json"));
    expect(report.ignoredProjectFiles).toEqual([
      SOURCE_PATHS["project-shared"](dirs),
      SOURCE_PATHS["project-agent"](dirs),
    ]);
    expect(report.projectTrust).toEqual({ trusted: false, basis: "undecided" });
    expect(report.sources.map((s) => s.status)).toEqual(["read", "missing", "ignored", "ignored"]);
  });

  it("with --trusted, project files are read and their errors count", () => {
    const dirs = freshDirs(GIVEN);
    const out = check(dirs, "--trusted");
    expect(out.code).toBe(1);
    expect(out.stdout).toContain(`  read     ${SOURCE_PATHS["project-shared"](dirs)}  (1 server)\n`);
    expect(out.stdout).toContain("Servers (2 usable, 0 off, 1 disabled):");
    expect(out.stdout).toContain(
      `  ${SOURCE_PATHS["project-agent"](dirs)}:1:68  /mcpServers/project-broken/lifecycle  MCPA_CONFIG_LIFECYCLE\n`,
    );
    const report = json(check(dirs, "--trusted", "--json"));
    expect(report.ignoredProjectFiles).toEqual([]);
    expect(report.projectTrust).toEqual({ trusted: true, basis: "cli" });
    expect(report.sources.map((s) => s.status)).toEqual(["read", "missing", "read", "read"]);
    expect(report.servers.map((s) => s.name)).toEqual(["global-server", "project-server"]);
  });
});

describe("check: usage", () => {
  it.each([
    {
      argv: ["check", "--bogus"],
      problem:
        "unknown option --bogus (the options of check: --cwd, --home, --agent-dir, --trusted, --offline, --json, --connect)",
    },
    { argv: ["frobnicate"], problem: "unknown command: frobnicate" },
    { argv: ["check", "extra"], problem: "unexpected argument: extra" },
    { argv: ["check", "--cwd"], problem: "Option '--cwd <value>' argument missing" },
    { argv: ["check", "--trusted=yes"], problem: "Option '--trusted' does not take an argument" },
  ])("$argv exits 2 with MCPA_CLI_USAGE on stderr and nothing on stdout", ({ argv, problem }) => {
    const dirs = freshDirs({ "global-shared": LOCAL_TOOLS });
    const out = cli(argv, { HOME: dirs.home }, dirs.cwd);
    expect(out.code).toBe(2);
    expect(out.stdout).toBe("");
    expect(out.stderr.startsWith(`MCPA_CLI_USAGE: ${problem}`)).toBe(true);
    expect(out.stderr.endsWith(`\n${USAGE_HINT}\n`)).toBe(true);
    expect(out.stderr.split("\n")).toHaveLength(3);
  });

  it("no command prints the help and exits 2", () => {
    const out = cli([], {});
    expect(out.code).toBe(2);
    expect(out.stderr).toBe("");
    expect(out.stdout).toContain("Commands:\n  check ");
  });

  it.each([{ argv: ["help"] }, { argv: ["--help"] }, { argv: ["-h"] }, { argv: ["check", "--help"] }])(
    "$argv prints the help and exits 0",
    ({ argv }) => {
      const out = cli(argv, {});
      expect(out.code).toBe(0);
      expect(out.stderr).toBe("");
      expect(out.stdout).toContain("--trusted");
      expect(out.stdout).not.toContain("Configuration sources");
    },
  );
});

describe("check: files shared with peer clients", () => {
  it("shows a disabled: true server as off, the tool filters, and pi's root keys as notices, and exits 0", () => {
    const dirs = freshDirs({
      "global-shared": JSON.stringify({
        settings: { toolPrefix: "server" },
        mcpServers: {
          live: { type: "stdio", command: "live-server", includeTools: ["read_*"], excludeTools: ["read_secret"] },
          parked: { command: "parked-server", disabled: true },
        },
      }),
    });
    const out = cli(["check", "--home", dirs.home, "--cwd", dirs.cwd]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain("Servers (1 usable, 1 off, 0 disabled):");
    expect(out.stdout).toContain('    includeTools  ["read_*"]\n    excludeTools  ["read_secret"]');
    expect(out.stdout).toMatch(/\n {2}parked {2}off \(disabled: true\) in .*mcp\.json; never started\n/);
    expect(out.stdout).toMatch(
      /Notices \(1\):\n {2}.*mcp\.json:1:2 {2}\/settings {2}MCPA_CONFIG_FOREIGN_ROOT_KEY\n {4}Notice: `settings` belongs to another MCP client/,
    );
    expect(out.stdout).toContain("No problems found.");
    const json = JSON.parse(cli(["check", "--json", "--home", dirs.home, "--cwd", dirs.cwd]).stdout) as {
      off: unknown;
      notices: { code: string }[];
    };
    expect(json.off).toEqual([{ name: "parked", source: join(dirs.home, ".config", "mcp", "mcp.json") }]);
    expect(json.notices.map((n) => n.code)).toEqual(["MCPA_CONFIG_FOREIGN_ROOT_KEY"]);
  });
});

describe("check: entries that load but will not run as written", () => {
  it("warns about a ${VAR} in args and a Windows cmd /c wrapper, naming the argument and the fix, and exits 0", () => {
    const dirs = freshDirs({
      "global-shared": JSON.stringify({
        mcpServers: {
          db: { command: "npx", args: ["-y", "mcp-db", "--url", "${DATABASE_URL}"] },
          win: { command: "cmd", args: ["/c", "npx", "-y", "@modelcontextprotocol/server-everything"] },
        },
      }),
    });
    const out = cli(["check", "--home", dirs.home, "--cwd", dirs.cwd]);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain("Notices (2):");
    expect(out.stdout).toMatch(
      /\/mcpServers\/db\/args\/3 {2}MCPA_CONFIG_ARG_REFERENCE\n {4}Notice: `args\[3\]` holds `\$\{DATABASE_URL\}`/,
    );
    expect(out.stdout).toContain('note: Add "env": {"DATABASE_URL": "${DATABASE_URL}"} to the entry');
    expect(out.stdout).toMatch(/\/mcpServers\/win\/command {2}MCPA_CONFIG_WINDOWS_SHELL\n/);
    expect(out.stdout).toContain(
      'note: Run the program itself: "command": "npx", with the arguments after it as "args" (drop "cmd" and "/c").',
    );
  });
});
