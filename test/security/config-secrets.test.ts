// Planted values in configuration files that the adapter refuses or cannot use: a literal
// credential header, a literal credential env value, a URL with user info (and a query token),
// a file that is not valid JSON next to a planted value, and a duplicate key whose values are
// planted. Plus references to a missing and to an empty variable while a planted value sits in
// the environment. Status, errors, the sidecar's status, `check` and the CLI's stderr name files,
// positions, fields and variables, never a value.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import { writeJson } from "../support/files.js";
import { shimPolicyContexts } from "../support/policy.js";
import { Resources } from "../support/resources.js";
import { codeOf, printedText } from "../support/results.js";
import { hostileStdio } from "../support/servers.js";
import { SidecarDriver } from "../support/sidecar.js";
import { plant, Surfaces } from "../support/surfaces.js";

const res = new Resources();
afterEach(async () => {
  expect(await res.cleanup(), "server processes still alive").toEqual([]);
});

describe.sequential("planted values in refused configuration never reach any surface", () => {
  it("literal credentials, user info, missing and empty variables: named, never shown", {
    timeout: 90_000,
  }, async () => {
    const planted = plant("HEADER_LITERAL", "ENV_LITERAL", "USERINFO", "QUERY", "PLANT_ENV");
    const { root, home, cwd, tmp } = res.sessionDirs("security-config-");
    const agentDir = join(root, "agent");
    writeJson(join(agentDir, "mcp.json"), {
      mcpServers: {
        headerLiteral: {
          url: `https://example.com/mcp?token=${planted.QUERY}`,
          headers: { Authorization: `Bearer ${planted.HEADER_LITERAL}` },
        },
        envLiteral: hostileStdio({ API_TOKEN: planted.ENV_LITERAL as string }),
        userinfo: { url: `https://user:${planted.USERINFO}@example.com/mcp?token=${planted.QUERY}` },
        // Usable, with a token in its query (never contacted here).
        query: { url: `https://example.com/mcp?token=${planted.QUERY}` },
        missing: hostileStdio({ API_TOKEN: "${UNSET_VARIABLE}" }),
        empty: hostileStdio({ API_TOKEN: "Bearer $env:EMPTY_VARIABLE" }),
        // Usable: its secret is in the environment next to the refused ones.
        fine: hostileStdio({
          HOSTILE_SECRET: "${PLANT_ENV}",
          HOSTILE_ECHO_VARS: "HOSTILE_SECRET",
          HOSTILE_EVENTS: res.eventsFile(),
        }),
      },
    });
    const environment = { PLANT_ENV: planted.PLANT_ENV as string, EMPTY_VARIABLE: "" };
    const surfaces = new Surfaces();
    const sidecar = await SidecarDriver.start(res, { home, cwd, tmp, agentDir, environment }, surfaces);

    const status = await sidecar.call({});
    expect(printedText(status)).toContain(
      '"headerLiteral": disabled by a configuration error (MCPA_CONFIG_CREDENTIAL_LITERAL)',
    );
    expect(printedText(status)).toContain(
      '"envLiteral": disabled by a configuration error (MCPA_CONFIG_CREDENTIAL_LITERAL)',
    );
    expect(printedText(status)).toContain(
      '"userinfo": disabled by a configuration error (MCPA_CONFIG_URL_CREDENTIALS)',
    );
    for (const server of ["headerLiteral", "envLiteral", "userinfo"])
      expect(codeOf(await sidecar.call({ server }))).toBe("MCPA_REQUEST_SERVER_DISABLED");
    const missing = await sidecar.call({ server: "missing" });
    expect(codeOf(missing)).toBe("MCPA_SECRET_MISSING_VARIABLE");
    expect(printedText(missing)).toContain(
      "`env.API_TOKEN` references the environment variable UNSET_VARIABLE, which is not set.",
    );
    const empty = await sidecar.call({ server: "empty", tool: "echo_secrets" });
    expect(codeOf(empty)).toBe("MCPA_SECRET_EMPTY_VARIABLE");
    expect(printedText(await sidecar.call({ server: "fine", tool: "echo_secrets" }))).toContain(
      "secret=[redacted:PLANT_ENV]",
    );
    const after = await sidecar.call({});
    expect(printedText(after)).toMatch(/"missing": failed; .*lastError=MCPA_SECRET_MISSING_VARIABLE/);
    await sidecar.status();
    await sidecar.stop();

    const env = { HOME: home, TMPDIR: tmp, ...environment };
    const flags = ["--home", home, "--cwd", cwd, "--agent-dir", agentDir];
    const check = runCli(["check", ...flags], { env }, surfaces);
    expect(check.status).toBe(1);
    expect(check.stdout).toContain("MCPA_CONFIG_CREDENTIAL_LITERAL");
    expect(check.stdout).toContain("url      https://example.com/mcp (query hidden)");
    runCli(["check", "--json", ...flags], { env }, surfaces);
    runCli(["status", "--json", ...flags], { env }, surfaces);
    runCli(["call", JSON.stringify({ server: "missing" }), ...flags], { env }, surfaces);
    shimPolicyContexts(sidecar.requests, surfaces);
    surfaces.expectClean(planted);
  });

  it("a file that is not valid JSON, or repeats a key, is reported by position and key name only", {
    timeout: 90_000,
  }, () => {
    const planted = plant("BROKEN", "FIRST", "SECOND");
    const root = res.tempDir("security-config-json-");
    const surfaces = new Surfaces();
    const cases = {
      trailingComma: `{"mcpServers": {"x": {"command": "node", "env": {"API_TOKEN": "${planted.BROKEN}",}}}}`,
      unterminated: `{"mcpServers": {"x": {"command": "node", "env": {"API_TOKEN": "${planted.BROKEN}`,
      badEscape: `{"mcpServers": {"x": {"command": "node", "env": {"API_TOKEN": "\\q${planted.BROKEN}"}}}}`,
      garbage: `{"mcpServers": {"x": ${planted.BROKEN}}}`,
      duplicate: `{"mcpServers": {"x": {"command": "node", "env": {"API_TOKEN": "${planted.FIRST}", "API_TOKEN": "${planted.SECOND}"}}}}`,
    };
    for (const [name, text] of Object.entries(cases)) {
      const home = join(root, name);
      mkdirSync(join(home, ".config/mcp"), { recursive: true });
      writeFileSync(join(home, ".config/mcp/mcp.json"), text);
      const flags = ["--home", home, "--cwd", home, "--agent-dir", join(home, "agent")];
      const check = runCli(["check", ...flags], { env: { HOME: home } }, surfaces);
      expect(check.status, name).toBe(1);
      // A trailing comma loads (with a notice); the literal credential it holds is then the error.
      const want = {
        duplicate: /MCPA_CONFIG_DUPLICATE_KEY/,
        trailingComma: /MCPA_CONFIG_JSON_LENIENT[\s\S]*MCPA_CONFIG_CREDENTIAL_LITERAL/,
      }[name];
      expect(check.stdout, name).toMatch(want ?? /MCPA_CONFIG_JSON_SYNTAX/);
      runCli(["check", "--json", ...flags], { env: { HOME: home } }, surfaces);
      runCli(
        ["session", ...flags],
        { env: { HOME: home }, input: `{}\n${JSON.stringify({ server: "x" })}\n` },
        surfaces,
      );
    }
    surfaces.expectClean(planted);
  });
});
