// `{}` (status) stays inline however many servers and configuration errors there are: the first
// status.maxEntries of each are listed, the rest counted (spec/limits.yaml).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { loadConfig } from "../../../src/config/index.js";
import { McpProxy } from "../../../src/proxy/proxy.js";
import { Runtime } from "../../../src/runtime/runtime.js";
import { tempDir } from "../../support/temp.js";

const MAX = LIMIT_VALUES["status.maxEntries"];

async function status(servers: Record<string, unknown>) {
  const home = tempDir("mcpa-status-");
  mkdirSync(join(home, ".config/mcp"), { recursive: true });
  mkdirSync(join(home, "project"));
  writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: servers }));
  const config = loadConfig({ home, cwd: join(home, "project"), projectTrusted: false });
  const runtime = new Runtime(config, { environment: {}, cwd: join(home, "project"), offline: false, spillBase: home });
  try {
    const r = await new McpProxy(runtime).call({});
    const text = r.content.map((b) => (b.type === "text" ? b.text : "")).join("\n");
    return {
      r,
      text,
      details: (r.details as { travis234Mcp: Record<string, unknown> }).travis234Mcp,
      lines: text.split("\n"),
    };
  } finally {
    await runtime.close();
  }
}

const many = (n: number, entry: (i: number) => unknown): Record<string, unknown> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`s${i}`, entry(i)]));

describe("status bounds", () => {
  it("lists the first status.maxEntries of 3,000 usable servers and counts the rest, inline, naming a server to call", async () => {
    const { r, text, details, lines } = await status(many(3000, () => ({ command: "node" })));
    expect(r.isError).toBe(false);
    expect(text).not.toContain("Output exceeded the inline limit");
    expect(lines.filter((l) => /^- "s\d+": /.test(l))).toHaveLength(MAX);
    expect(text).toContain(
      `- ${3000 - MAX} more servers not listed (3000 usable, 0 off and 0 disabled in all); call {"server": "s0"} for one`,
    );
    expect(details.servers).toHaveLength(MAX);
    expect(details).toMatchObject({ serverCount: 3000, disabledCount: 0 });
  });

  it("bounds disabled servers and configuration errors the same way (2,000 bad entries)", async () => {
    const { text, details, lines } = await status(many(2000, () => ({ command: "node", bogus: 1 })));
    expect(text).not.toContain("Output exceeded the inline limit");
    expect(lines.filter((l) => /^- "s\d+": disabled/.test(l))).toHaveLength(MAX);
    expect(lines.filter((l) => l.startsWith("- config error "))).toHaveLength(MAX);
    expect(text).toContain(`- ${2000 - MAX} more servers not listed (0 usable, 0 off and 2000 disabled in all)`);
    expect(text).toContain(`- ${2000 - MAX} more configuration errors not listed`);
    expect(details.disabled).toHaveLength(MAX);
    expect(details.problems).toHaveLength(MAX);
    expect(details).toMatchObject({ serverCount: 0, disabledCount: 2000, problemCount: 2000 });
  });

  it("lists everything, with no counts, up to the bound", async () => {
    const { text, details, lines } = await status(many(MAX, () => ({ command: "node" })));
    expect(lines.filter((l) => /^- "s\d+": /.test(l))).toHaveLength(MAX);
    expect(text).not.toContain("not listed");
    expect(details).not.toHaveProperty("serverCount");
  });
});

describe("status notices", () => {
  it("tells the model that a ${VAR} in args is passed literally, naming the argument and the env fix", async () => {
    const { r, text } = await status({ db: { command: "node", args: ["server.js", "--token=${API_TOKEN}"] } });
    expect(r.isError).toBe(false);
    expect(text).toMatch(
      /- notice MCPA_CONFIG_ARG_REFERENCE at .*mcp\.json:1:\d+ \/mcpServers\/db\/args\/1: Notice: `args\[1\]` holds `\$\{API_TOKEN\}`.*Pass the value through `env` instead\./,
    );
  });
});
