// `travis234-mcp import`: a peer client's file (test/fixtures/import/, as each
// client writes it) becomes an mcp.json on stdout that this adapter loads with no problem, one
// stderr line per dropped or changed field, no file written and no literal secret printed.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { run } from "../../../src/cli/main.js";
import { loadConfig } from "../../../src/config/index.js";
import { tempDir } from "../../support/temp.js";

const PEERS = fileURLToPath(new URL("../../fixtures/import/", import.meta.url));

function project(): string {
  const root = realpathSync(tempDir("mcpa-import-"));
  return root;
}

function importFile(args: string[], cwd: string): { code: number; stdout: string; stderr: string } {
  let stdout = "";
  let stderr = "";
  const code = run(["import", ...args], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, cwd });
  return { code, stdout, stderr };
}

/** The printed mcp.json, loaded as the adapter would load it from ~/.config/mcp/mcp.json. */
function loadPrinted(stdout: string) {
  const root = project();
  mkdirSync(join(root, "home", ".config", "mcp"), { recursive: true });
  mkdirSync(join(root, "cwd"));
  writeFileSync(join(root, "home", ".config", "mcp", "mcp.json"), stdout);
  return loadConfig({ home: join(root, "home"), cwd: join(root, "cwd"), projectTrusted: false });
}

const lines = (text: string): string[] => text.split("\n").filter((l) => l !== "");

describe("import", () => {
  it("VS Code (--from vscode, its default file): servers and inputs become mcpServers and exported variables", () => {
    const dir = project();
    mkdirSync(join(dir, ".vscode"));
    copyFileSync(join(PEERS, "vscode-mcp.json"), join(dir, ".vscode", "mcp.json"));
    const before = readdirSync(dir, { recursive: true });
    const out = importFile(["--from", "vscode"], dir);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual({
      mcpServers: {
        Perplexity: {
          type: "stdio",
          command: "npx",
          args: ["-y", "server-perplexity-ask"],
          env: { PERPLEXITY_API_KEY: "${PERPLEXITY_KEY}" },
        },
        // ${env:NAME} is a reference here too, so it is kept as written.
        github: {
          type: "http",
          url: "https://api.githubcopilot.com/mcp/",
          headers: { Authorization: "Bearer ${env:GITHUB_TOKEN}" },
        },
      },
    });
    expect(lines(out.stderr)).toEqual([
      "dropped inputs: VS Code input prompts are not supported; use environment variables",
      'changed mcpServers.Perplexity.env.PERPLEXITY_API_KEY: VS Code input "perplexity-key" becomes ${PERPLEXITY_KEY}; export PERPLEXITY_KEY before starting Travis234',
    ]);
    expect(loadPrinted(out.stdout).problems).toEqual([]);
    expect(readdirSync(dir, { recursive: true })).toEqual(before);
  });

  it("Gemini CLI settings.json: httpUrl, millisecond timeout, $VAR, SSE url and a literal token", () => {
    const dir = project();
    const out = importFile(["--from", "gemini", join(PEERS, "gemini-settings.json")], dir);
    expect(out.code).toBe(0);
    const doc = JSON.parse(out.stdout) as { mcpServers: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.mcpServers)).toEqual(["pythonTools", "github"]);
    expect(doc.mcpServers.pythonTools).toEqual({
      command: "python",
      args: ["-m", "my_mcp_server", "--port", "8080"],
      cwd: "./mcp-servers/python",
      env: { DATABASE_URL: "${DB_CONNECTION_STRING}", API_KEY: "${EXTERNAL_API_KEY}" },
      requestTimeoutMs: 15000,
      excludeTools: ["dangerous_tool"],
    });
    expect(doc.mcpServers.github).toEqual({
      url: "https://api.githubcopilot.com/mcp/",
      headers: { Authorization: "${AUTHORIZATION}" },
      requestTimeoutMs: 5000,
    });
    expect(lines(out.stderr)).toEqual([
      "dropped theme: a setting of another client, with no meaning here",
      "dropped selectedAuthType: a setting of another client, with no meaning here",
      "dropped mcp: a setting of another client, with no meaning here",
      "changed mcpServers.pythonTools.timeout: now requestTimeoutMs (gemini counts it in milliseconds too)",
      "dropped mcpServers.pythonTools.trust: approves nothing, so it is not needed",
      "changed mcpServers.github.headers.Authorization: a literal credential is never kept (not shown); export AUTHORIZATION and it is read from there",
      "changed mcpServers.github.timeout: now requestTimeoutMs (gemini counts it in milliseconds too)",
      "dropped mcpServers.github.trust: approvals are the host's decision, never a file's",
      "dropped mcpServers.legacySse: legacy SSE is not supported; point url at the server's Streamable HTTP endpoint",
    ]);
    expect(out.stdout + out.stderr).not.toContain("ghp-literal-secret-123456");
    expect(loadPrinted(out.stdout).problems).toEqual([]);
  });

  it("Claude Code: type kept, timeout converted, sse dropped, references in url and args noted", () => {
    const out = importFile(["--from", "claude", join(PEERS, "claude-code-project.mcp.json")], project());
    expect(out.code).toBe(0);
    const doc = JSON.parse(out.stdout) as { mcpServers: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.mcpServers)).toEqual(["api", "local"]);
    expect(doc.mcpServers.local).toEqual({
      type: "stdio",
      command: "/path/to/server",
      args: ["--config", "${CONFIG_PATH}"],
      env: {},
      requestTimeoutMs: 120000,
    });
    expect(lines(out.stderr)).toEqual([
      "note mcpServers.api.url: it is never expanded here; write the value itself",
      "changed mcpServers.local.timeout: now requestTimeoutMs (claude counts it in milliseconds too)",
      "note mcpServers.local.args: arguments are passed literally here; pass values through env instead",
      "dropped mcpServers.old: legacy SSE is not supported; point url at the server's Streamable HTTP endpoint",
    ]);
  });

  it("without --from the unit of timeout is unknown, so it is dropped with the fix", () => {
    const out = importFile([join(PEERS, "claude-code-project.mcp.json")], project());
    expect(out.stderr).toContain(
      "dropped mcpServers.local.timeout: its unit differs between clients; set requestTimeoutMs (milliseconds)",
    );
    expect(JSON.parse(out.stdout).mcpServers.local.requestTimeoutMs).toBeUndefined();
  });

  it("pi: settings and imports dropped, bearerTokenEnv becomes a header reference, a !command secret is never kept", () => {
    const out = importFile(["--from", "pi", join(PEERS, "pi-agent-mcp.json")], project());
    expect(out.code).toBe(0);
    const doc = JSON.parse(out.stdout) as { mcpServers: Record<string, Record<string, unknown>> };
    expect(doc.mcpServers.linear).toEqual({
      url: "https://mcp.linear.app/mcp",
      headers: { Authorization: "Bearer ${LINEAR_TOKEN}" },
      lifecycle: "lazy",
    });
    expect(doc.mcpServers.vault).toEqual({ command: "vault-mcp", env: { LOG: "${LOG_LEVEL}" } });
    expect(out.stderr).toContain(
      "dropped mcpServers.vault.env.VAULT_TOKEN: a shell command secret (!cmd) is never run",
    );
    expect(out.stderr).toContain("dropped mcpServers.linear.auth: OAuth sign-in is not supported");
    expect(out.stderr).toContain("dropped mcpServers.linear.directTools: every tool is reached through the mcp tool");
    expect(out.stdout + out.stderr).not.toContain("pass show");
    expect(loadPrinted(out.stdout).problems).toEqual([]);
  });

  it.each([
    [["--from", "zed"], 2, "MCPA_CLI_USAGE: --from must be one of claude, cursor, vscode, gemini, pi, codex, copilot"],
    [[], 2, "MCPA_CLI_USAGE: import needs a FILE or --from CLIENT"],
    [["a.json", "b.json"], 2, "MCPA_CLI_USAGE: unexpected argument: b.json"],
    [["--from", "cursor"], 1, "MCPA_CLI_IMPORT_READ: import could not read"],
  ])("%j exits %i with %s", (args, code, message) => {
    const out = importFile(args, project());
    expect(out.code).toBe(code);
    expect(out.stdout).toBe("");
    expect(out.stderr.startsWith(message)).toBe(true);
  });

  it("a file that is not JSON fails with the parser's problem and prints nothing on stdout", () => {
    const dir = project();
    writeFileSync(join(dir, "x.json"), '{"mcpServers": {');
    const out = importFile(["x.json"], dir);
    expect(out.code).toBe(1);
    expect(out.stdout).toBe("");
    expect(out.stderr).toMatch(/^MCPA_CLI_IMPORT_PARSE: import could not parse .*x\.json:1:17 as JSON \(/);
  });

  it("Codex config.toml (--from codex, its project file): tables become entries, seconds milliseconds, token variables references", () => {
    const dir = project();
    mkdirSync(join(dir, ".codex"));
    copyFileSync(join(PEERS, "codex-config.toml"), join(dir, ".codex", "config.toml"));
    const out = importFile(["--from", "codex"], dir);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual({
      mcpServers: {
        context7: {
          command: "npx",
          args: ["-y", "@upstash/context7-mcp"],
          requestTimeoutMs: 60000,
          env: { MY_ENV_VAR: "MY_ENV_VALUE" },
        },
        figma: {
          url: "https://mcp.figma.com/mcp",
          headers: {
            Authorization: "Bearer ${FIGMA_OAUTH_TOKEN}",
            "X-Figma-Region": "us-east-1",
            "X-Api-Key": "${FIGMA_API_KEY}",
          },
          includeTools: ["get_file", "get_node"],
        },
        chrome_devtools: { url: "http://localhost:3000/mcp", disabled: true, excludeTools: ["evaluate_script"] },
        local_db: {
          command: "uvx",
          args: ["mcp-server-sqlite", "--db-path", "/tmp/test.db"],
          env: { DATABASE_URL: "${DATABASE_URL}" },
          cwd: "/srv/data",
        },
      },
    });
    expect(lines(out.stderr)).toEqual([
      "dropped model: a setting of another client, with no meaning here",
      "dropped approval_policy: a setting of another client, with no meaning here",
      "dropped mcp_servers.context7.startup_timeout_sec: connecting is bounded by requestTimeoutMs here",
      "changed mcp_servers.context7.tool_timeout_sec: now requestTimeoutMs 60000 (seconds become milliseconds)",
      'changed mcp_servers.figma.bearer_token_env_var: now headers.Authorization "Bearer ${FIGMA_OAUTH_TOKEN}"',
      "changed mcp_servers.figma.env_http_headers: X-Api-Key now read from the named variables as ${NAME} references",
      "changed mcp_servers.figma.enabled_tools: now includeTools",
      'changed mcp_servers.chrome_devtools.enabled: now "disabled": true',
      "changed mcp_servers.chrome_devtools.disabled_tools: now excludeTools",
      "dropped mcp_servers.chrome_devtools.required: a server that fails to start never stops the session here",
      'changed mcp_servers.local_db.env_vars: each forwarded variable is now an env entry "NAME": "${NAME}"',
      "dropped mcp_servers.local_db.bearer_token: a literal token is never kept; name its variable in bearer_token_env_var",
    ]);
    expect(out.stdout + out.stderr).not.toContain("sk-literal-codex-token-9f8e7d");
    expect(loadPrinted(out.stdout).problems).toEqual([]);
  });

  it("a literal credential in Codex http_headers becomes a reference, as in every other client's headers", () => {
    const dir = project();
    writeFileSync(
      join(dir, "config.toml"),
      '[mcp_servers.api]\nurl = "https://api.example.com/mcp"\nhttp_headers = { Authorization = "Bearer sk-codex-header-literal-4411" }\n',
    );
    const out = importFile(["config.toml"], dir);
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout).mcpServers.api.headers).toEqual({ Authorization: "${AUTHORIZATION}" });
    expect(out.stdout + out.stderr).not.toContain("sk-codex-header-literal-4411");
    expect(loadPrinted(out.stdout).problems).toEqual([]);
  });

  it("a TOML file that does not parse names file, line and column, and never quotes the file", () => {
    const dir = project();
    writeFileSync(join(dir, "config.toml"), '[mcp_servers.x]\ncommand = "npx"\ntoken = sk-unquoted-secret-7788\n');
    const out = importFile(["--from", "codex", "config.toml"], dir);
    expect(out.code).toBe(1);
    expect(out.stdout).toBe("");
    expect(out.stderr).toMatch(/^MCPA_CLI_IMPORT_PARSE: import could not parse .*config\.toml:3:9 as TOML \(/);
    expect(out.stderr).not.toContain("sk-unquoted-secret-7788");
  });

  it('GitHub Copilot\'s portable file: local is stdio, a tools list becomes includeTools, ["*"] needs no filter, sse is dropped', () => {
    const out = importFile(["--from", "copilot", join(PEERS, "copilot-mcp-config.json")], project());
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toEqual({
      mcpServers: {
        playwright: { type: "stdio", command: "npx", args: ["-y", "@playwright/mcp@latest"], env: {} },
        context7: {
          type: "http",
          url: "https://mcp.context7.com/mcp",
          headers: { CONTEXT7_API_KEY: "${CONTEXT7_API_KEY}" },
          includeTools: ["resolve-library-id", "get-library-docs"],
        },
      },
    });
    expect(lines(out.stderr)).toEqual([
      'changed mcpServers.playwright.type: "local" is "stdio" here',
      "changed mcpServers.context7.tools: now includeTools",
      "dropped mcpServers.sentry: legacy SSE is not supported; point url at the server's Streamable HTTP endpoint",
    ]);
    expect(loadPrinted(out.stdout).problems).toEqual([]);
  });

  it("--from copilot with no FILE reads the project's .mcp.json, else .github/mcp.json", () => {
    const dir = project();
    mkdirSync(join(dir, ".github"));
    copyFileSync(join(PEERS, "copilot-mcp-config.json"), join(dir, ".github", "mcp.json"));
    expect(Object.keys(JSON.parse(importFile(["--from", "copilot"], dir).stdout).mcpServers)).toEqual([
      "playwright",
      "context7",
    ]);
    writeFileSync(join(dir, ".mcp.json"), '{"mcpServers": {"only": {"type": "local", "command": "x"}}}');
    expect(Object.keys(JSON.parse(importFile(["--from", "copilot"], dir).stdout).mcpServers)).toEqual(["only"]);
  });

  it("without --from, a tools list is not a field here (only Copilot gives it that meaning)", () => {
    const out = importFile([join(PEERS, "copilot-mcp-config.json")], project());
    expect(out.stderr).toContain("dropped mcpServers.context7.tools: not a field of this adapter");
    expect(out.stderr).toContain("dropped mcpServers.playwright.type: not a transport this adapter speaks");
  });

  it("values judged by shape: mcp-remote's Bearer AUTH_HEADER becomes a reference, its own ${AUTH_HEADER} in args is left to it", () => {
    const dir = project();
    const BEARER = "Bearer PlantedToken0123456789";
    writeFileSync(
      join(dir, "claude.json"),
      JSON.stringify({
        mcpServers: {
          remote: {
            command: "npx",
            args: ["mcp-remote", "https://remote.example/mcp", "--header", "Authorization:${AUTH_HEADER}"],
            env: { AUTH_HEADER: BEARER },
          },
          supabase: {
            command: "npx",
            args: ["-y", "@supabase/mcp-server-supabase", "--access-token", "sbp_0123456789abcdefPlanted"],
          },
        },
      }),
    );
    const r = importFile(["--from", "claude", "claude.json"], dir);
    expect(r.code).toBe(0);
    for (const out of [r.stdout, r.stderr]) {
      expect(out).not.toContain("PlantedToken0123456789");
      expect(out).not.toContain("sbp_0123456789abcdefPlanted");
    }
    const doc = JSON.parse(r.stdout) as { mcpServers: Record<string, { env?: object; args?: string[] }> };
    expect(doc.mcpServers.remote?.env).toEqual({ AUTH_HEADER: "${AUTH_HEADER}" });
    expect(doc.mcpServers.remote?.args?.[3]).toBe("Authorization:${AUTH_HEADER}");
    expect(doc.mcpServers.supabase?.args?.[3]).toBe("${SUPABASE_ACCESS_TOKEN}");
    expect(lines(r.stderr)).toEqual([
      "changed mcpServers.remote.env.AUTH_HEADER: a literal credential is never kept (not shown); export AUTH_HEADER and it is read from there",
      "note mcpServers.remote.args: a ${VAR} there reaches the server as written; env sets VAR, so a server that expands it itself (as mcp-remote does) gets the value",
      "changed mcpServers.supabase.args[3]: a literal credential is never kept (not shown); it is now ${SUPABASE_ACCESS_TOKEN}: export SUPABASE_ACCESS_TOKEN and pass it through env, as `travis234-mcp check` explains",
      "note mcpServers.supabase.args: arguments are passed literally here; pass values through env instead",
    ]);
  });

  it("--write adds the converted servers to the file --scope names, all or none, as add does", () => {
    const dir = project();
    const home = join(dir, "home");
    const file = join(home, ".travis234", "agent", "mcp.json");
    mkdirSync(join(home, ".travis234", "agent"), { recursive: true });
    writeFileSync(file, '{\n  // mine\n  "mcpServers": {\n    "kept": { "command": "k" },\n  },\n}\n');
    mkdirSync(join(dir, ".cursor"));
    copyFileSync(join(PEERS, "..", "config", "peers", "cursor.mcp.json"), join(dir, ".cursor", "mcp.json"));
    const io = (out: string[]) => ({
      stdout: (t: string) => out.push(t),
      stderr: (t: string) => out.push(t),
      env: { HOME: home },
      cwd: dir,
    });
    const out: string[] = [];
    expect(run(["import", "--from", "cursor", "--write", "--home", home], io(out)), out.join("")).toBe(0);
    const written = readFileSync(file, "utf8");
    expect(written.startsWith('{\n  // mine\n  "mcpServers": {\n    "kept": { "command": "k" },\n')).toBe(true);
    const loaded = loadConfig({ home, cwd: join(dir, "nowhere"), projectTrusted: false });
    expect([...loaded.servers.keys()].sort()).toEqual(
      [
        "kept",
        ...Object.keys(JSON.parse(readFileSync(join(dir, ".cursor", "mcp.json"), "utf8")).mcpServers as object),
      ].sort(),
    );
    expect(out.join("")).toContain(`to ${file}.`);
    // A second run finds the names there and writes nothing.
    const again: string[] = [];
    expect(run(["import", "--from", "cursor", "--write", "--home", home], io(again))).toBe(1);
    expect(again.join("")).toContain("MCPA_CLI_EDIT_REFUSED");
    expect(readFileSync(file, "utf8")).toBe(written);
    // Claude Code's file holds an entry that would not pass check (a ${VAR} url): nothing is written.
    copyFileSync(join(PEERS, "claude-code-project.mcp.json"), join(dir, ".mcp.json"));
    const invalid: string[] = [];
    expect(run(["import", "--from", "claude", "--write", "--home", home], io(invalid))).toBe(1);
    expect(invalid.join("")).toContain("/mcpServers/api/url  MCPA_CONFIG_URL_INVALID");
    expect(readFileSync(file, "utf8")).toBe(written);
  });
});
