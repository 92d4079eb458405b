// One redactor for the whole runtime: it knows every referenced variable when the
// runtime starts, learns the values each connect resolves (even when the environment changed since
// the start), and is the redactor of every server, so that server B's output is redacted for the
// values server A resolved. Real stdio children (the security suite's plain-JavaScript server).
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../../src/config/index.js";
import { Runtime } from "../../../src/runtime/runtime.js";
import { tempDir } from "../../support/temp.js";

const ROOT = resolve(import.meta.dirname, "../../..");
const HOSTILE = join(ROOT, "test/security/fixtures/hostile-server.mjs");
const runtimes: Runtime[] = [];
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((r) => r.close()));
});

const value = (): string => `value-${randomBytes(12).toString("hex")}`;

function runtimeFor(environment: NodeJS.ProcessEnv): Runtime {
  const home = tempDir("shared-redactor-");
  mkdirSync(join(home, ".config/mcp"), { recursive: true });
  mkdirSync(join(home, "project"));
  const server = (env: Record<string, string>) => ({ command: process.execPath, args: [HOSTILE, "stdio"], env });
  writeFileSync(
    join(home, ".config/mcp/mcp.json"),
    JSON.stringify({ mcpServers: { a: server({ API_TOKEN: "Bearer ${A_TOKEN}" }), b: server({ MODE: "plain" }) } }),
  );
  const loaded = loadConfig({ home, cwd: join(home, "project"), projectTrusted: false });
  expect(loaded.problems).toEqual([]);
  const runtime = new Runtime(loaded, { environment, cwd: join(home, "project"), offline: false, spillBase: home });
  runtimes.push(runtime);
  return runtime;
}

describe("the runtime-wide redactor", () => {
  it("redacts a referenced value in every server's output before any server connects", () => {
    const token = value();
    const runtime = runtimeFor({ A_TOKEN: token });
    expect(runtime.server("b").redactor).toBe(runtime.redactor);
    expect(runtime.server("b").redactor.redact(`b says ${token}`)).toBe("b says [redacted:A_TOKEN]");
  });

  it("learns what a connect resolves and redacts it in another server's output", { timeout: 20_000 }, async () => {
    const environment: NodeJS.ProcessEnv = { A_TOKEN: value() };
    const runtime = runtimeFor(environment);
    const b = runtime.server("b");
    // Changed after the start: only a's connect resolves the new value.
    const changed = value();
    environment.A_TOKEN = changed;
    expect(b.redactor.redact(changed)).toBe(changed);
    await runtime.server("a").connection();
    expect(b.redactor.redact(`b says ${changed}`)).toBe("b says [redacted:A_TOKEN]");
  });

  it("redacts a literal credential of a stdio server's args (servers echo their command line)", () => {
    const home = tempDir("shared-redactor-args-");
    mkdirSync(join(home, ".config/mcp"), { recursive: true });
    mkdirSync(join(home, "project"));
    const password = value();
    writeFileSync(
      join(home, ".config/mcp/mcp.json"),
      JSON.stringify({
        mcpServers: { pg: { command: "npx", args: ["server-postgres", `postgresql://app:${password}@db/app`] } },
      }),
    );
    const loaded = loadConfig({ home, cwd: join(home, "project"), projectTrusted: false });
    const runtime = new Runtime(loaded, {
      environment: {},
      cwd: join(home, "project"),
      offline: false,
      spillBase: home,
    });
    runtimes.push(runtime);
    expect(runtime.redactor.redact(`connect to postgresql://app:${password}@db/app failed`)).toBe(
      "connect to postgresql://app:[redacted:args[1]]@db/app failed",
    );
  });
});
