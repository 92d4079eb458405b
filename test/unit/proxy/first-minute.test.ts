// The first minute of a new user: `{}` with no configuration names the files the adapter reads
// (spec/sources.yaml, resolved for this session) and one minimal valid entry; a call to a server
// that is not usable says which file failed to load (and where), or which ignored project file
// defines it and why it does not count, instead of "Configured servers: (none)".
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, validateDocument } from "../../../src/config/index.js";
import { McpProxy } from "../../../src/proxy/proxy.js";
import { Runtime } from "../../../src/runtime/runtime.js";
import type { SessionFiles } from "../../support/config-files.js";
import { sessionHome } from "../../support/config-files.js";

async function call(
  args: object,
  files: SessionFiles = {},
): Promise<{ text: string; isError: boolean; home: string; cwd: string; agentDir: string }> {
  const { home, cwd, agentDir } = sessionHome("mcpa-first-", files);
  const config = loadConfig({ home, cwd, agentDir, projectTrusted: false });
  const runtime = new Runtime(config, { environment: {}, cwd, offline: false, spillBase: home });
  try {
    const r = await new McpProxy(runtime).call(args);
    return {
      text: r.content.map((b) => (b.type === "text" ? b.text : "")).join("\n"),
      isError: r.isError === true,
      home,
      cwd,
      agentDir,
    };
  } finally {
    await runtime.close();
  }
}

describe("the first minute", () => {
  it("status with no configuration names every file the adapter reads, in order, and one valid entry for the host's own file", async () => {
    const { text, home, cwd, agentDir } = await call({});
    const lines = text.split("\n");
    expect(lines[0]).toBe("MCP status: 0 configured servers (connects nothing).");
    expect(lines).toContain("No MCP servers are configured.");
    const files = lines.filter((l) => l.startsWith("- /")).map((l) => l.slice(2, l.indexOf(": ")));
    expect(files).toEqual([
      join(home, ".config/mcp/mcp.json"),
      join(agentDir, "mcp.json"),
      join(cwd, ".mcp.json"),
      join(cwd, ".travis234/mcp.json"),
    ]);
    expect(text).toContain(
      `- ${join(cwd, ".mcp.json")}: Shared project configuration; read only in a trusted project.`,
    );
    const entry = lines.find((l) => l.startsWith("To add a server, write this to "));
    expect(entry).toContain(`write this to ${join(agentDir, "mcp.json")}, then run /reload in Travis234: `);
    const example = JSON.parse((entry as string).slice((entry as string).indexOf(": {") + 2)) as unknown;
    expect(validateDocument(example)).toEqual([]);
  });

  it("a server asked for while the global file has a syntax error names the file and the position", async () => {
    const { text, isError, agentDir } = await call(
      { server: "docs" },
      { global: '{"mcpServers": {"docs": {"command": "node" "args": []}}}' },
    );
    expect(isError).toBe(true);
    expect(text).toMatch(
      new RegExp(
        `^MCPA_REQUEST_SERVER_CONFIG_FAILED: No server named "docs" is usable: the configuration file ${join(agentDir, "mcp.json").replace(/[.]/g, "\\.")} failed to load \\(MCPA_CONFIG_JSON_SYNTAX at 1:\\d+\\)`,
      ),
    );
    expect(text).not.toContain("Configured servers: (none)");
  });

  it("a server defined only in an untrusted project file names that file and why it does not count", async () => {
    const { text, isError, cwd } = await call(
      { server: "local" },
      { project: JSON.stringify({ mcpServers: { local: { command: "node" } } }) },
    );
    expect(isError).toBe(true);
    expect(text).toContain(
      `MCPA_REQUEST_SERVER_UNTRUSTED: The server "local" is defined in ${join(cwd, ".mcp.json")}, a project file, which does not count: nobody has decided to trust this project.`,
    );
    expect(text).toContain("Fix: Trust the project to use it: /trust then /reload");
    expect(text).not.toContain("Configured servers: (none)");
  });

  it("a server disabled by a configuration error gives the model its own next step and no path of this machine", async () => {
    const { text, isError } = await call(
      { server: "docs" },
      { global: JSON.stringify({ mcpServers: { docs: { url: "https://user:pw@example.com/mcp" } } }) },
    );
    expect(isError).toBe(true);
    expect(text).toContain(
      'MCPA_REQUEST_SERVER_DISABLED: The server "docs" is configured but disabled by a configuration error (MCPA_CONFIG_URL_CREDENTIALS).',
    );
    expect(text).toContain("Call {} to read the error and where it is");
    expect(text).not.toContain(process.execPath);
    // An absolute path has two segments at least (the hint's `/mcp check` is a command, not a path).
    expect(text).not.toMatch(/\/[^\s/`]+\/[^\s`]/);
  });

  it("a server defined nowhere still gets the plain unknown-server error", async () => {
    const { text } = await call(
      { server: "nowhere" },
      { project: JSON.stringify({ mcpServers: { local: { command: "node" } } }) },
    );
    expect(text).toMatch(/^MCPA_REQUEST_UNKNOWN_SERVER: No server named "nowhere" is configured\./);
  });
});
