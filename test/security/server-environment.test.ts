// What a server's configuration can and cannot do to its process and its requests: `--offline` wins
// over an entry's own npm_config_offline, an env key named like an Object member reaches the child
// (and `check` lists what runs), a line break in a header value is a configuration error with its
// fix (never a network failure), and env keys that change how code is loaded get a notice.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand } from "../../src/cli/main.js";
import { ROOT } from "../support/paths.js";
import { tempDir } from "../support/temp.js";

function home(servers: Record<string, unknown>): string {
  const dir = tempDir("mcpa-server-env-");
  mkdirSync(join(dir, ".config", "mcp"), { recursive: true });
  writeFileSync(join(dir, ".config", "mcp", "mcp.json"), JSON.stringify({ mcpServers: servers }));
  return dir;
}

async function cli(argv: string[], env: NodeJS.ProcessEnv): Promise<string> {
  let out = "";
  const io = { stdout: (t: string) => (out += t), stderr: (t: string) => (out += t), env, cwd: ROOT };
  await runCommand(argv, io);
  return out;
}

/** A stdio "server" that prints the named variables to stderr and exits: check --connect shows them. */
const printer = (names: string[], env: Record<string, string>) => ({
  command: "sh",
  args: ["-c", `${names.map((n) => `echo "${n}=$(printenv '${n}')" >&2`).join("; ")}; exit 3`],
  env,
});

describe("a server's environment and headers", () => {
  it("--offline wins over an entry's own npm_config_offline, in any case", async () => {
    const dir = home({
      g: printer(["npm_config_offline", "NPM_CONFIG_OFFLINE"], {
        npm_config_offline: "false",
        NPM_CONFIG_OFFLINE: "0",
      }),
    });
    const out = await cli(["check", "--connect", "g", "--offline", "--home", dir], {
      PATH: process.env.PATH,
      HOME: dir,
    });
    expect(out).toContain("| npm_config_offline=true\n");
    expect(out).toContain("| NPM_CONFIG_OFFLINE=\n");
  }, 30_000);

  it("an env key named __proto__ or constructor reaches the child as written", async () => {
    const dir = home({
      g: printer(["__proto__", "constructor"], JSON.parse('{"__proto__":"kept","constructor":"also"}')),
    });
    const out = await cli(["check", "--connect", "g", "--home", dir], { PATH: process.env.PATH, HOME: dir });
    expect(out).toContain("| __proto__=kept\n");
    expect(out).toContain("| constructor=also\n");
  }, 30_000);

  it("a line break in a header value is a configuration error with its fix, written or referenced", async () => {
    const dir = home({
      written: { url: "http://127.0.0.1:9/mcp", headers: { "X-Trace": "a\r\nInjected: yes" } },
      referenced: { url: "http://127.0.0.1:9/mcp", headers: { "X-Trace": "${TRACE}" } },
    });
    const env = { PATH: process.env.PATH, HOME: dir, TRACE: "value\n" };
    const checked = await cli(["check", "--home", dir], env);
    expect(checked).toContain("MCPA_CONFIG_HEADER_VALUE");
    expect(checked).toContain("The value of header `X-Trace` holds a line break");
    const connected = await cli(["call", '{"server":"referenced"}', "--home", dir], env);
    expect(connected).toContain("MCPA_CONFIG_HEADER_VALUE");
    expect(connected).toContain("Remove the line break");
    expect(connected).not.toMatch(/network/i);
  }, 30_000);

  it("env keys that change how the runtime loads code get a notice in check", async () => {
    const env = { NODE_OPTIONS: "--require ./x.js", LD_PRELOAD: "/x.so", PYTHONPATH: "/x", PATH: "/usr/bin" };
    const dir = home({ g: { command: "node", args: ["server.js"], env } });
    const out = await cli(["check", "--home", dir], { PATH: process.env.PATH, HOME: dir });
    for (const variable of Object.keys(env)) expect(out).toContain(`Notice: \`env.${variable}\` changes how`);
    expect(out).not.toContain("--require ./x.js");
  }, 30_000);
});
