// The upstream adapter's documented configuration examples (copied verbatim into
// test/fixtures/config/upstream-examples/) and the bundled demo must be accepted twice: by the
// published JSON Schema, which editors use, and by loadConfig, which the adapter uses. Both must
// agree with zero problems.
import { copyFileSync, existsSync, mkdirSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import { afterAll, describe, expect, it } from "vitest";
import { EDITOR_KEYWORDS } from "../../../codegen/editor-messages.js";
import { loadConfig } from "../../../src/config/index.js";
import { tempDir } from "../../support/temp.js";

const REPO = fileURLToPath(new URL("../../../", import.meta.url));
const SCHEMA_PATH = join(REPO, "schema", "mcp.schema.json");
const EXAMPLES = join(REPO, "test", "fixtures", "config", "upstream-examples");
const DEMO = join(REPO, "examples", "demo");

const DEFAULT_RECONNECT = { automatic: false, maxAttempts: 1, baseDelayMs: 100 };

/** Each upstream example and the one server it must load as (templates unexpanded, defaults filled in). */
const UPSTREAM_EXAMPLES = [
  {
    file: "stdio-local-tools.json",
    name: "local-tools",
    want: {
      transport: "stdio",
      command: "example-mcp",
      args: ["--stdio"],
      cwd: "/optional/path",
      env: { SERVICE_TOKEN: "${SERVICE_TOKEN}", LOG_LEVEL: "info" },
      requestTimeoutMs: 1800000,
      reconnect: DEFAULT_RECONNECT,
    },
  },
  {
    file: "http-remote-tools.json",
    name: "remote-tools",
    want: {
      transport: "http",
      url: "https://example.com/mcp",
      headers: { Authorization: "Bearer $env:REMOTE_TOKEN" },
      reconnect: DEFAULT_RECONNECT,
    },
  },
  {
    file: "context7-http.json",
    name: "context7",
    want: {
      transport: "http",
      url: "https://mcp.context7.com/mcp",
      headers: { CONTEXT7_API_KEY: "$env:CONTEXT7_API_KEY" },
      reconnect: DEFAULT_RECONNECT,
    },
  },
  {
    file: "context7-stdio.json",
    name: "context7",
    want: {
      transport: "stdio",
      command: "npx",
      args: ["-y", "@upstash/context7-mcp"],
      env: {},
      reconnect: DEFAULT_RECONNECT,
    },
  },
  {
    file: "filesystem-lazy.json",
    name: "filesystem",
    want: {
      transport: "stdio",
      command: "npx",
      args: ["-y", "@modelcontextprotocol/server-filesystem", "/absolute/path/to/allowed-workspace"],
      env: {},
      reconnect: DEFAULT_RECONNECT,
    },
  },
] as const;

const DEMO_FILES = [
  join(DEMO, "home", ".config", "mcp", "mcp.json"),
  join(DEMO, "project", ".mcp.json"),
  join(DEMO, "project", ".travis234", "mcp.json"),
];

/** A fresh validator per call, so that no compiled state is shared between tests. */
function schemaValidator() {
  const ajv = new Ajv({ strict: true, strictRequired: false, allErrors: true, keywords: [...EDITOR_KEYWORDS] });
  return ajv.compile(JSON.parse(readFileSync(SCHEMA_PATH, "utf8")) as object);
}

const readJson = (path: string): unknown => JSON.parse(readFileSync(path, "utf8"));

const created: string[] = [];

afterAll(() => {
  expect(created.length).toBeGreaterThan(0);
  expect(created.filter((root) => existsSync(root))).toEqual([]);
});

describe("upstream configuration examples", () => {
  it.each(UPSTREAM_EXAMPLES.map((e) => [e.file, e] as const))(
    "%s is valid under schema/mcp.schema.json",
    (_, example) => {
      const validate = schemaValidator();
      const valid = validate(readJson(join(EXAMPLES, example.file)));
      expect(validate.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
    },
  );

  it.each(UPSTREAM_EXAMPLES.map((e) => [e.file, e] as const))(
    "%s loads through loadConfig with zero problems",
    (_, example) => {
      const root = realpathSync(tempDir("mcpa-examples-"));
      created.push(root);
      const home = join(root, "home");
      const cwd = join(root, "project");
      const file = join(home, ".config", "mcp", "mcp.json");
      mkdirSync(dirname(file), { recursive: true });
      mkdirSync(cwd);
      copyFileSync(join(EXAMPLES, example.file), file);

      const config = loadConfig({ home, cwd, projectTrusted: true });
      expect(config.problems).toEqual([]);
      expect(config.failedFiles).toEqual([]);
      expect(config.disabled.size).toBe(0);
      expect([...config.servers.keys()]).toEqual([example.name]);
      expect(config.servers.get(example.name)).toEqual({
        name: example.name,
        origin: { sourceId: "global-shared", file, scope: "global" },
        ...example.want,
      });
    },
  );

  it("the schema is not vacuous: it rejects what the adapter rejects structurally", () => {
    const validate = schemaValidator();
    const rejected = [
      { mcpServers: { remote: { url: "https://example.com/mcp", transport: "sse" } } },
      { mcpServers: { local: { command: "x", url: "https://example.com/mcp" } } },
      { mcpServers: { local: { command: "x", reconnect: { maxAttempts: 4 } } } },
      { mcpServers: { local: { command: "x", lifecycle: "eager" } } },
      { mcpServers: { local: { command: "x", cwd: null } } },
      { mcpServers: { " spaced": { command: "x" } } },
      { servers: {} },
    ];
    for (const document of rejected) expect(validate(document), JSON.stringify(document)).toBe(false);
  });
});

describe("examples/demo", () => {
  it.each(DEMO_FILES.map((f) => [f.slice(REPO.length), f] as const))(
    "%s is valid under schema/mcp.schema.json",
    (_, path) => {
      const validate = schemaValidator();
      const valid = validate(readJson(path));
      expect(validate.errors ?? []).toEqual([]);
      expect(valid).toBe(true);
    },
  );

  it("its $schema reference points at the published schema", () => {
    const reference = (readJson(DEMO_FILES[0] as string) as { $schema: string }).$schema;
    expect(resolve(dirname(DEMO_FILES[0] as string), reference)).toBe(SCHEMA_PATH);
  });

  it("loads clean as a trusted project, every file read and every server usable", () => {
    const config = loadConfig({ home: join(DEMO, "home"), cwd: join(DEMO, "project"), projectTrusted: true });
    expect(config.problems).toEqual([]);
    expect(config.failedFiles).toEqual([]);
    expect(config.ignoredProjectFiles).toEqual([]);
    expect(config.sources.map((s) => [s.id, s.status, s.servers])).toEqual([
      ["global-shared", "read", ["context7", "everything"]],
      ["global-agent", "missing", []],
      ["project-shared", "read", ["filesystem"]],
      ["project-agent", "read", ["remote-tools"]],
    ]);
    expect([...config.servers.keys()]).toEqual(["context7", "everything", "filesystem", "remote-tools"]);
    expect(config.servers.get("remote-tools")).toMatchObject({
      transport: "http",
      headers: { Authorization: "Bearer $env:REMOTE_TOKEN" },
      requestTimeoutMs: 1800000,
      reconnect: { automatic: true, maxAttempts: 2, baseDelayMs: 200 },
    });
  });

  it("loads clean untrusted, with the project files listed as ignored", () => {
    const config = loadConfig({ home: join(DEMO, "home"), cwd: join(DEMO, "project"), projectTrusted: false });
    expect(config.problems).toEqual([]);
    expect(config.ignoredProjectFiles).toEqual(DEMO_FILES.slice(1).map((p) => realpathSync(p)));
    expect([...config.servers.keys()]).toEqual(["context7", "everything"]);
  });
});
