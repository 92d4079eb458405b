// mcp.json files as peer clients write them (test/fixtures/config/peers/, not tidied): each is loaded
// as the file the user shares with that client, and the published JSON Schema must agree with the
// loader on whether it is valid. Fields that mean the same here are honoured, narrowing ones are
// kept, and the rest stay errors of one server with a fix (docs/architecture.md, "Shared files").
import { copyFileSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import { afterAll, describe, expect, it } from "vitest";
import { EDITOR_KEYWORDS } from "../../../codegen/editor-messages.js";
import type { LoadedConfig } from "../../../src/config/index.js";
import { loadConfig } from "../../../src/config/index.js";
import { renderError } from "../../../src/errors/index.js";
import { tempDir } from "../../support/temp.js";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const PEERS = join(REPO, "test", "fixtures", "config", "peers");
const schema = JSON.parse(readFileSync(join(REPO, "schema", "mcp.schema.json"), "utf8")) as object;
const validate = new Ajv({
  strict: true,
  strictRequired: false,
  allErrors: true,
  keywords: [...EDITOR_KEYWORDS],
}).compile(schema);

type Where = "global-shared" | "project-shared";
const made: string[] = [];

afterAll(() => {
  expect(made.length).toBeGreaterThan(0);
});

function load(file: string, where: Where): { config: LoadedConfig; path: string } {
  const root = realpathSync(tempDir("mcpa-peers-"));
  made.push(root);
  const home = join(root, "home");
  const cwd = join(root, "project");
  const path = where === "global-shared" ? join(home, ".config", "mcp", "mcp.json") : join(cwd, ".mcp.json");
  mkdirSync(dirname(path), { recursive: true });
  mkdirSync(cwd, { recursive: true });
  copyFileSync(join(PEERS, file), path);
  return { config: loadConfig({ home, cwd, projectTrusted: true }), path };
}

const schemaAccepts = (file: string): boolean => validate(JSON.parse(readFileSync(join(PEERS, file), "utf8")));
const codes = (c: LoadedConfig) => c.problems.map((p) => `${p.code} ${p.pointer}`);

describe("files as peer clients write them", () => {
  it("Claude Code (claude mcp add -s project): type stdio/http and ${NAME:-default} load", () => {
    const { config } = load("claude-code-project.mcp.json", "project-shared");
    expect(codes(config)).toEqual([]);
    expect([...config.servers.keys()]).toEqual(["everything", "search", "docs"]);
    expect(config.servers.get("everything")).toMatchObject({ transport: "stdio", command: "npx" });
    expect(config.servers.get("docs")).toMatchObject({
      transport: "http",
      url: "https://mcp.example.com/mcp",
      headers: { Authorization: "Bearer ${DOCS_TOKEN}" },
    });
    expect(config.servers.get("search")).toMatchObject({
      env: { SEARCH_API_KEY: "${SEARCH_API_KEY}", LOG_LEVEL: "${LOG_LEVEL:-info}" },
    });
    expect(schemaAccepts("claude-code-project.mcp.json")).toBe(true);
  });

  it("Cursor: ${env:NAME} in a credential header and a credential env key counts as a reference", () => {
    const { config } = load("cursor.mcp.json", "global-shared");
    expect(codes(config)).toEqual([]);
    expect([...config.servers.keys()]).toEqual(["userjot", "server-name"]);
    expect(schemaAccepts("cursor.mcp.json")).toBe(true);
  });

  it("Windsurf: disabled false loads, disabled true is off (not an error, not usable)", () => {
    const { config, path } = load("windsurf-mcp_config.json", "global-shared");
    expect(codes(config)).toEqual([]);
    expect([...config.servers.keys()]).toEqual(["github"]);
    expect([...config.off.values()]).toEqual([
      { name: "puppeteer", origin: { sourceId: "global-shared", file: path, scope: "global" } },
    ]);
    expect(config.disabled.size).toBe(0);
    expect(schemaAccepts("windsurf-mcp_config.json")).toBe(true);
  });

  it("Cline: empty approval lists, type streamableHttp and disabled load", () => {
    const { config } = load("cline_mcp_settings.json", "global-shared");
    expect(codes(config)).toEqual([]);
    expect([...config.servers.keys()]).toEqual(["local-server"]);
    expect([...config.off.keys()]).toEqual(["remote-server"]);
    expect(schemaAccepts("cline_mcp_settings.json")).toBe(true);
  });

  it("pi-mcp-adapter: settings and imports are noticed, not errors; filters are kept; every server loads", () => {
    const { config, path } = load("pi-shared.mcp.json", "global-shared");
    expect(codes(config)).toEqual([]);
    expect(config.failedFiles).toEqual([]);
    expect(config.notices.map((n) => [n.code, n.file, n.line, n.column, n.pointer])).toEqual([
      ["MCPA_CONFIG_FOREIGN_ROOT_KEY", path, 2, 3, "/settings"],
      ["MCPA_CONFIG_FOREIGN_ROOT_KEY", path, 6, 3, "/imports"],
    ]);
    expect(config.servers.get("chrome-devtools")?.tools).toEqual({ exclude: ["performance_*"] });
    expect([...config.off.keys()]).toEqual(["github"]);
    expect(schemaAccepts("pi-shared.mcp.json")).toBe(true);
  });

  it("Gemini CLI entries: timeout and a $NAME reference stay errors of that server only, with fixes", () => {
    const { config } = load("broken/gemini-cli-entry.mcp.json", "global-shared");
    expect(codes(config)).toEqual([
      "MCPA_CONFIG_CREDENTIAL_LITERAL /mcpServers/serverName/env/API_KEY",
      "MCPA_CONFIG_TIMEOUT_FIELD /mcpServers/serverName/timeout",
    ]);
    expect(config.problems.find((p) => p.code === "MCPA_CONFIG_TIMEOUT_FIELD")?.hint).toContain("requestTimeoutMs");
    expect([...config.disabled.keys()]).toEqual(["serverName"]);
    expect(config.servers.get("pythonTools")?.tools).toEqual({ exclude: ["delete_*"] });
    expect(schemaAccepts("broken/gemini-cli-entry.mcp.json")).toBe(false);
  });
});

describe("failure isolation across files", () => {
  it("an unknown root key in one file does not take down the servers of another file", () => {
    const root = realpathSync(tempDir("mcpa-peers-"));
    const home = join(root, "home");
    const cwd = join(root, "project");
    mkdirSync(join(home, ".config", "mcp"), { recursive: true });
    mkdirSync(cwd);
    copyFileSync(join(PEERS, "cursor.mcp.json"), join(home, ".config", "mcp", "mcp.json"));
    // Claude Code's project file with a root key no peer client is known to write.
    const broken = join(cwd, ".mcp.json");
    const text = readFileSync(join(PEERS, "claude-code-project.mcp.json"), "utf8").replace(
      '{\n  "mcpServers"',
      '{\n  "permissions": {},\n  "mcpServers"',
    );
    expect(text).toContain('"permissions"');
    writeFileSync(broken, text);
    const config = loadConfig({ home, cwd, projectTrusted: true });
    expect(codes(config)).toEqual(["MCPA_CONFIG_UNKNOWN_FIELD /permissions"]);
    expect(config.failedFiles).toEqual([]);
    expect([...config.servers.keys()]).toEqual(["userjot", "server-name"]);
    expect([...config.disabled.keys()]).toEqual(["everything", "search", "docs"]);
    expect(config.sources.find((s) => s.path === broken)?.status).toBe("failed");
  });
});

describe("editor messages in the published schema", () => {
  it("a server with both command and url reads as check says it, not as a generic schema failure", () => {
    // The check has a node of its own, so that its message is not the server's type message.
    type Check = { not?: { required?: string[] }; errorMessage?: string };
    const server = (schema as { properties: { mcpServers: { additionalProperties: { allOf: Check[] } } } }).properties
      .mcpServers.additionalProperties;
    const both = server.allOf.find((c) => c.not?.required?.includes("command") && c.not.required.includes("url"));
    const r = renderError("MCPA_CONFIG_TRANSPORT_CHOICE", {} as never);
    expect(both?.errorMessage).toBe(`${r.message} Fix: ${r.hint}`);
    expect(validate({ mcpServers: { both: { command: "x", url: "https://example.com/mcp" } } })).toBe(false);
    expect(validate.errors?.some((e) => e.keyword === "not")).toBe(true);
  });
});
