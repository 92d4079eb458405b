// withPackaged: packaged servers join the file configuration. A packaged server wins an exact-name
// collision (the file entry is reported as shadowed, sorted), a broken configuration file does not
// disable packaged servers, project trust does not apply to them, and `{}` shows the shadowing.
import { chmodSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { LoadedConfig, PackagedServerDescriptor } from "../../../src/config/index.js";
import { loadConfig, validatePackagedServer, withPackaged } from "../../../src/config/index.js";
import { McpProxy } from "../../../src/proxy/proxy.js";
import { Runtime } from "../../../src/runtime/runtime.js";
import { tempDir } from "../../support/temp.js";

const runtimes: Runtime[] = [];

afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((r) => r.close()));
});

interface Tree {
  readonly home: string;
  readonly cwd: string;
  readonly pkg: string;
  readonly globalFile: string;
  readonly projectFile: string;
}

function tree(): Tree {
  const base = realpathSync(tempDir("merge-packaged-"));
  const t = {
    home: join(base, "home"),
    cwd: join(base, "project"),
    pkg: join(base, "pkg"),
    globalFile: join(base, "home/.config/mcp/mcp.json"),
    projectFile: join(base, "project/.mcp.json"),
  };
  for (const d of [join(t.home, ".config/mcp"), t.cwd, join(t.pkg, "bin")]) mkdirSync(d, { recursive: true });
  writeFileSync(join(t.pkg, "bin/server"), "#!/bin/sh\n");
  chmodSync(join(t.pkg, "bin/server"), 0o755);
  writeFileSync(join(t.pkg, "server.py"), "");
  return t;
}

const writeJson = (path: string, value: unknown): void => writeFileSync(path, JSON.stringify(value));

function executable(t: Tree, name: string, args: string[] = []): PackagedServerDescriptor {
  return validatePackagedServer({
    kind: "executable",
    name,
    packageRoot: t.pkg,
    command: join(t.pkg, "bin/server"),
    args,
  });
}

function python(t: Tree, name: string): PackagedServerDescriptor {
  return validatePackagedServer({
    kind: "python",
    name,
    packageRoot: t.pkg,
    entryPoint: join(t.pkg, "server.py"),
    args: ["--x"],
    env: { LEVEL: "info" },
    requestTimeoutMs: 9000,
  });
}

const LAUNCH = { pythonExecutable: "/opt/python3", nodeExecutable: "/opt/node" };
const load = (t: Tree, projectTrusted = false): LoadedConfig =>
  loadConfig({ home: t.home, cwd: t.cwd, projectTrusted });

describe("withPackaged", () => {
  it("lets a packaged server win an exact-name collision; file servers keep their order, new names follow", () => {
    const t = tree();
    writeJson(t.globalFile, {
      mcpServers: {
        filesystem: { command: "fs-server" },
        "package-fixture": { command: "file-version" },
        "Package-Fixture": { command: "other-case" },
      },
    });
    const before = readFileSync(t.globalFile, "utf8");
    const loaded = load(t);
    const { config, unlaunchable } = withPackaged(
      loaded,
      [executable(t, "package-fixture", ["--stdio"]), executable(t, "zeta")],
      LAUNCH,
    );
    expect(unlaunchable).toEqual([]);
    expect([...config.servers.keys()]).toEqual(["filesystem", "package-fixture", "Package-Fixture", "zeta"]);
    const winner = config.servers.get("package-fixture");
    expect(winner).toMatchObject({
      transport: "stdio",
      command: join(t.pkg, "bin/server"),
      args: ["--stdio"],
      env: {},
      origin: { sourceId: "packaged", scope: "packaged", file: t.pkg },
    });
    expect(config.servers.get("Package-Fixture")).toMatchObject({ command: "other-case" });
    expect(config.shadowed).toEqual(["package-fixture"]);
    // The input is not changed, nor is the file.
    expect(loaded.servers.get("package-fixture")).toMatchObject({ command: "file-version" });
    expect(loaded.shadowed).toEqual([]);
    expect(readFileSync(t.globalFile, "utf8")).toBe(before);
    expect(config.sources).toEqual(loaded.sources);
  });

  it("reports shadowed names sorted, including file entries that were disabled by an error", () => {
    const t = tree();
    writeJson(t.globalFile, {
      mcpServers: { beta: { command: "b" }, alpha: { command: "a", unknownField: true }, gamma: { command: "g" } },
    });
    const loaded = load(t);
    expect([...loaded.disabled.keys()]).toEqual(["alpha"]);
    const { config } = withPackaged(
      loaded,
      [executable(t, "gamma"), executable(t, "beta"), executable(t, "alpha")],
      LAUNCH,
    );
    expect(config.shadowed).toEqual(["alpha", "beta", "gamma"]);
    expect([...config.disabled.keys()]).toEqual([]);
    expect(config.servers.get("alpha")?.origin.scope).toBe("packaged");
    // The problem is still reported: the file is still wrong.
    expect(config.problems.map((p) => p.code)).toEqual(loaded.problems.map((p) => p.code));
    expect(config.problems.length).toBeGreaterThan(0);
  });

  it("keeps packaged servers when a configuration file is broken", () => {
    const t = tree();
    writeFileSync(t.globalFile, "{ not json");
    const loaded = load(t);
    expect(loaded.failedFiles).toEqual([t.globalFile]);
    expect(loaded.servers.size).toBe(0);
    const { config } = withPackaged(loaded, [executable(t, "packaged")], LAUNCH);
    expect([...config.servers.keys()]).toEqual(["packaged"]);
    expect(config.failedFiles).toEqual([t.globalFile]);
  });

  it("ignores project trust: an untrusted project neither hides nor is shadowed by a packaged server", () => {
    const t = tree();
    writeJson(t.projectFile, { mcpServers: { "package-fixture": { command: "project-version" } } });
    const untrusted = withPackaged(load(t, false), [executable(t, "package-fixture")], LAUNCH).config;
    expect(untrusted.ignoredProjectFiles).toEqual([t.projectFile]);
    expect(untrusted.servers.get("package-fixture")?.origin.scope).toBe("packaged");
    expect(untrusted.shadowed).toEqual([]);
    const trusted = withPackaged(load(t, true), [executable(t, "package-fixture")], LAUNCH).config;
    expect(trusted.servers.get("package-fixture")?.origin.scope).toBe("packaged");
    expect(trusted.shadowed).toEqual(["package-fixture"]);
  });

  it("launches python entry points with the host's interpreter and node ones with this Node", () => {
    const t = tree();
    writeFileSync(join(t.pkg, "server.mjs"), "");
    const node = validatePackagedServer({
      kind: "node",
      name: "js",
      packageRoot: t.pkg,
      entryPoint: join(t.pkg, "server.mjs"),
    });
    const { config } = withPackaged(load(t), [python(t, "py"), node], LAUNCH);
    expect(config.servers.get("py")).toMatchObject({
      command: "/opt/python3",
      args: [join(t.pkg, "server.py"), "--x"],
      env: { LEVEL: "info" },
      requestTimeoutMs: 9000,
    });
    expect(config.servers.get("js")).toMatchObject({ command: "/opt/node", args: [join(t.pkg, "server.mjs")] });
    // Without an interpreter a python server cannot launch; the file configuration stays as it was.
    writeJson(t.globalFile, { mcpServers: { py: { command: "file-py" } } });
    const missing = withPackaged(load(t), [python(t, "py")], { nodeExecutable: "/opt/node" });
    expect(missing.unlaunchable).toEqual(["py"]);
    expect(missing.config.servers.get("py")).toMatchObject({ command: "file-py" });
    expect(missing.config.shadowed).toEqual([]);
  });

  it("shows the shadowed file entry in status ({})", async () => {
    const t = tree();
    writeJson(t.globalFile, {
      mcpServers: { "package-fixture": { command: "file-version" }, other: { command: "o" } },
    });
    const { config } = withPackaged(load(t), [executable(t, "package-fixture")], LAUNCH);
    const runtime = new Runtime(config, { environment: {}, cwd: t.cwd, offline: false, spillBase: t.home });
    runtimes.push(runtime);
    const result = await new McpProxy(runtime).call({});
    const text = result.content.map((b) => ("text" in b ? b.text : "")).join("\n");
    expect(text).toMatch(/^MCP status: 2 configured servers/);
    expect(text).toContain('- "package-fixture": disconnected; transport=stdio');
    expect(text.split("\n")).toContain(
      '- file configuration of "package-fixture" ignored: a packaged server of the same name wins',
    );
    expect(result.details).toMatchObject({
      travis234Mcp: { operation: "status", shadowedConfiguredServers: ["package-fixture"] },
    });
  });

  it("shows no shadowed line when nothing is shadowed", async () => {
    const t = tree();
    const { config } = withPackaged(load(t), [executable(t, "packaged")], LAUNCH);
    const runtime = new Runtime(config, { environment: {}, cwd: t.cwd, offline: false, spillBase: t.home });
    runtimes.push(runtime);
    const result = await new McpProxy(runtime).call({});
    const text = result.content.map((b) => ("text" in b ? b.text : "")).join("\n");
    expect(text).toContain('- "packaged": disconnected');
    expect(text).not.toContain("ignored: a packaged server");
    expect(JSON.stringify(result.details)).not.toContain("shadowedConfiguredServers");
  });
});
