// `/mcp connect NAME` for a server the session cannot use: the person reads why and what to do in
// the words of `/mcp`, never the model's hint (which tells the model to "call {}").
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, TRUST_HOW_TO } from "../../../src/config/index.js";
import { personCommand } from "../../../src/host/person-command.js";
import { McpProxy } from "../../../src/proxy/proxy.js";
import { Runtime } from "../../../src/runtime/runtime.js";
import { sessionHome } from "../../support/config-files.js";

async function connect(files: { global?: string; project?: string }): Promise<{ text: string; agentDir: string }> {
  const { home, cwd, agentDir } = sessionHome("mcpa-person-", files);
  const runtime = new Runtime(loadConfig({ home, cwd, agentDir, projectTrusted: false }), {
    environment: {},
    cwd,
    offline: false,
    spillBase: home,
  });
  try {
    const { text } = await personCommand("connect local", { runtime, proxy: new McpProxy(runtime) });
    return { text, agentDir };
  } finally {
    await runtime.close();
  }
}

describe("/mcp connect of a server that cannot be used", () => {
  it("a server of an untrusted project: every way to trust it, in the person's words", async () => {
    const { text } = await connect({ project: JSON.stringify({ mcpServers: { local: { command: "node" } } }) });
    expect(text).toContain('The server "local" is defined in ');
    expect(text.split("\n").at(-1)).toBe(`To use it, ${TRUST_HOW_TO}.`);
    expect(text).not.toContain("call {}");
  });

  it("a server of a file that failed to load: the file, the position and /mcp check", async () => {
    // A missing comma: comments and trailing commas load (with a notice), so they would not do.
    const { text, agentDir } = await connect({ global: '{"mcpServers": {"local": {"command": "node" "args": []}}}' });
    expect(text).toMatch(/^No server named "local" is usable: /);
    expect(text.split("\n").at(-1)).toMatch(
      new RegExp(
        `^Fix ${join(agentDir, "mcp.json").replace(/[.]/g, "\\.")} at 1:\\d+ \\(/mcp check lists every problem\\), then run /reload\\.$`,
      ),
    );
    expect(text).not.toContain("call {}");
  });

  it("a server switched off in its entry: the file and what to change", async () => {
    const { text, agentDir } = await connect({
      global: JSON.stringify({ mcpServers: { local: { command: "node", disabled: true } } }),
    });
    expect(text).toBe(
      `local is switched off in ${join(agentDir, "mcp.json")} (\`disabled: true\`): remove that, or set it to false, then run /reload.`,
    );
  });

  it("a server whose own entry is invalid (the rest of the file loaded): the code, where, and /mcp check", async () => {
    const { text, agentDir } = await connect({
      global: JSON.stringify({ mcpServers: { fine: { command: "node" }, local: { command: 5 } } }),
    });
    expect(text).toMatch(
      new RegExp(
        `^local is disabled by an error in its entry \\(MCPA_CONFIG_FIELD_TYPE at ${join(agentDir, "mcp.json").replace(/[.]/g, "\\.")}:1:\\d+\\): /mcp check shows the fix, then run /reload\\.$`,
      ),
    );
  });
});
