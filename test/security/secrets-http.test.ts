// Planted secrets over Streamable HTTP on 127.0.0.1, through the real sidecar: header values that
// reference the environment (Authorization, an *-API-Key header, and a plain header), a token in
// the configured URL's query, a URL with user info, and a hostile server that echoes every header
// value it receives into results, errors, progress (over SSE), HTTP error bodies and headers.
// Credential headers never leave the configured origin: a redirect to another port, to
// `localhost` instead of `127.0.0.1`, or a 401 pointing at another origin's metadata, is refused
// with a clear error, and the other listener never sees a request. Both rows run against a hostile
// server that speaks the 2025 handshake and against one that speaks only 2026-07-28 (no session,
// server/discover, per-request _meta and standard headers, a subscriptions/listen stream).
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import type { HostileEra } from "../support/eras.js";
import { ERAS, expectSpokeEra } from "../support/eras.js";
import { writeJson } from "../support/files.js";
import { shimPolicyContexts } from "../support/policy.js";
import { readEvents, waitFor } from "../support/processes.js";
import { Resources } from "../support/resources.js";
import type { ToolResult } from "../support/results.js";
import { codeOf, printedText } from "../support/results.js";
import type { Recorded } from "../support/servers.js";
import { startHostileHttp, startTrap } from "../support/servers.js";
import { SidecarDriver } from "../support/sidecar.js";
import { plant, Surfaces } from "../support/surfaces.js";

const res = new Resources();
afterEach(async () => {
  expect(await res.cleanup(), "server processes still alive").toEqual([]);
});

const TIMEOUT = 20_000;
const echoHeaders = (era: HostileEra): Record<string, string> => ({
  HOSTILE_ECHO_HEADERS: "authorization,x-api-key,x-trace",
  HOSTILE_ERA: era,
});
const HEADERS = {
  Authorization: "Bearer ${PLANT_AUTH}",
  "X-Api-Key": "$env:PLANT_KEY",
  "X-Trace": "trace-${PLANT_TRACE}",
};
/** A literal, non-credential header: sent, never echoed by the server, never shown by the adapter. */
const literalHeader = (value: string): Record<string, string> => ({ ...HEADERS, "X-Literal": value });

function dirs(): { home: string; cwd: string; tmp: string } {
  return res.sessionDirs("security-http-");
}

/** No request at all reached the trap: no credential, no header, nothing. */
function expectUntouched(requests: readonly Recorded[]): void {
  expect(requests.map((r) => `${r.method} ${r.url} ${Object.keys(r.headers).join(",")}`)).toEqual([]);
}

/**
 * The positive marker before "nothing reached the trap" (instead of a fixed sleep): a probe of our
 * own is recorded, so the trap is live and has served what reached it first; then nothing else did.
 */
async function probeThenUntouched(trap: { port: number; requests: Recorded[] }, host = "127.0.0.1"): Promise<void> {
  const probe = `/probe-${process.pid}-${trap.port}`;
  await (await fetch(`http://${host}:${trap.port}${probe}`)).text();
  expect(await waitFor(() => trap.requests.some((r) => r.url === probe), 5_000)).toBe(true);
  expectUntouched(trap.requests.filter((r) => r.url !== probe));
}

describe.sequential.each(ERAS)("planted secrets over Streamable HTTP (%s server)", (era) => {
  it("header references and a URL query token never reach any surface; the echoed values are redacted", {
    timeout: 90_000,
  }, async () => {
    const planted = plant("PLANT_AUTH", "PLANT_KEY", "PLANT_TRACE", "URL_QUERY", "USERINFO", "HEADER_LITERAL");
    const trap = await startTrap(res);
    const http = await startHostileHttp(res, {
      ...echoHeaders(era),
      HOSTILE_UNAUTHORIZED_URL: `http://127.0.0.1:${trap.port}/.well-known/oauth-protected-resource`,
    });
    const d = dirs();
    writeJson(join(d.home, ".config/mcp/mcp.json"), {
      mcpServers: {
        remote: {
          url: `${http.url}?token=${planted.URL_QUERY}`,
          headers: literalHeader(planted.HEADER_LITERAL as string),
          requestTimeoutMs: TIMEOUT,
        },
        // User info in the URL is refused when the file is loaded: the server is disabled.
        userinfo: { url: `http://user:${planted.USERINFO}@127.0.0.1:${http.port}/mcp`, headers: HEADERS },
      },
    });
    const surfaces = new Surfaces();
    const environment = {
      PLANT_AUTH: planted.PLANT_AUTH as string,
      PLANT_KEY: planted.PLANT_KEY as string,
      PLANT_TRACE: planted.PLANT_TRACE as string,
    };
    const sidecar = await SidecarDriver.start(res, { ...d, environment }, surfaces);
    const call = (args: unknown): Promise<ToolResult> => sidecar.call(args);

    const before = await call({});
    expect(printedText(before)).toContain('"remote": disconnected; transport=http');
    expect(printedText(before)).toContain(
      '"userinfo": disabled by a configuration error (MCPA_CONFIG_URL_CREDENTIALS)',
    );
    expect(codeOf(await call({ server: "userinfo" }))).toBe("MCPA_REQUEST_SERVER_DISABLED");

    expect(printedText(await call({ server: "remote" }))).toContain("- named_Bearer [redacted:PLANT_AUTH]:");
    await call({ server: "remote", describe: "echo_secrets" });
    const echoed = await call({ server: "remote", tool: "echo_secrets", args: { text: "hi" } });
    expect(echoed.isError).toBe(false);
    expect(printedText(echoed)).toContain(
      "secret=Bearer [redacted:PLANT_AUTH] | [redacted:PLANT_KEY] | trace-[redacted:PLANT_TRACE]",
    );
    await call({ server: "remote", tool: "big_secrets" });
    expect((await call({ server: "remote", tool: "throws" })).isError).toBe(true);
    expect(codeOf(await call({ server: "remote", tool: "rpc_error" }))).toBe("MCPA_RUNTIME_SERVER_ERROR");
    expect(printedText(await call({ server: "remote", tool: "progress" }))).toContain("\ndone\n");
    expect(await waitFor(() => sidecar.progress.length >= 2, 5_000)).toBe(true);
    expect(JSON.stringify(sidecar.progress)).toContain("[redacted:PLANT_AUTH]");

    const failed = await call({ server: "remote", tool: "http500" });
    expect(failed.isError).toBe(true);
    expect(printedText(failed)).toContain("HTTP status 500");
    expect(printedText(failed)).not.toContain("HTTP failure");
    const unauthorized = await call({ server: "remote", tool: "unauthorized" });
    expect(unauthorized.isError).toBe(true);

    const listing = await call({ server: "remote", operation: "resources.list" });
    for (const resource of [...printedText(listing).matchAll(/mcp-resource-[0-9a-f]{32}/g)].map((m) => m[0]))
      await call({ server: "remote", operation: "resources.read", resource });
    await call({ server: "remote", operation: "prompts.list" });
    await call({ server: "remote", operation: "prompts.get", prompt: "greet", arguments: { topic: "t" } });
    await call({ server: "remote", operation: "prompts.get", prompt: "needy", arguments: {} });
    await call({ server: "remote", operation: "reconnect" });
    await call({});
    await sidecar.status();
    sidecar.recordSpills();
    await sidecar.stop();
    shimPolicyContexts(sidecar.requests, surfaces);

    const env = { HOME: d.home, TMPDIR: d.tmp, ...environment };
    const flags = ["--home", d.home, "--cwd", d.cwd];
    runCli(["call", JSON.stringify({ server: "remote", tool: "echo_secrets" }), ...flags], { env }, surfaces);
    runCli(["call", JSON.stringify({ server: "remote", tool: "http500" }), ...flags], { env }, surfaces);
    runCli(["status", "--json", ...flags], { env }, surfaces);
    const check = runCli(["check", "--json", ...flags], { env }, surfaces);
    expect(check.stdout).toContain(`"url": "${http.url} (query hidden)"`);
    runCli(["check", ...flags], { env }, surfaces);

    // Every request carried the resolved credentials, to the configured origin only.
    const requests = readEvents(http.events).filter((l) => l.startsWith("http "));
    expect(requests.length).toBeGreaterThan(10);
    expect(
      requests.filter((l) => !/^http (POST|GET|DELETE) \/mcp host=127\.0\.0\.1:\d+ auth=yes key=yes$/.test(l)),
    ).toEqual([]);
    expectSpokeEra(readEvents(http.events), era);
    await probeThenUntouched(trap);
    surfaces.expectClean(planted);
  });
});

describe.sequential.each(ERAS)("a credential header is never sent to another origin (%s server)", (era) => {
  it("redirects to another port, to localhost, after the handshake, 303s and loops are refused with MCPA_RUNTIME_REDIRECT", {
    timeout: 90_000,
  }, async () => {
    const planted = plant("PLANT_AUTH", "PLANT_KEY", "PLANT_TRACE");
    const trap = await startTrap(res);
    const localTrap = await startTrap(res, "localhost");
    const toTrap = `http://127.0.0.1:${trap.port}/mcp`;
    const servers = {
      otherPort: await startHostileHttp(res, { ...echoHeaders(era), HOSTILE_REDIRECT_ALL: toTrap }),
      otherPort308: await startHostileHttp(res, {
        ...echoHeaders(era),
        HOSTILE_REDIRECT_ALL: toTrap,
        HOSTILE_REDIRECT_STATUS: "308",
      }),
      localhostTrap: await startHostileHttp(res, {
        ...echoHeaders(era),
        HOSTILE_REDIRECT_ALL: `http://localhost:${localTrap.port}/mcp`,
      }),
      // Same port, other host name: `localhost` and `127.0.0.1` are different origins.
      samePortLocalhost: await startHostileHttp(res, {
        ...echoHeaders(era),
        HOSTILE_REDIRECT_ALL: "http://localhost:{port}/mcp",
      }),
      afterInit: await startHostileHttp(res, { ...echoHeaders(era), HOSTILE_REDIRECT_AFTER_INIT: toTrap }),
      // 303 would turn the POST into a GET: refused even within the origin.
      seeOther: await startHostileHttp(res, {
        ...echoHeaders(era),
        HOSTILE_REDIRECT_STATUS: "303",
        HOSTILE_REDIRECT_AFTER_INIT: "http://127.0.0.1:{port}/mcp2",
      }),
      loop: await startHostileHttp(res, { ...echoHeaders(era), HOSTILE_REDIRECT_ALL: "http://127.0.0.1:{port}/mcp" }),
      sameOrigin: await startHostileHttp(res, {
        ...echoHeaders(era),
        HOSTILE_REDIRECT_ALL: "http://127.0.0.1:{port}/mcp2",
      }),
      plain: await startHostileHttp(res, echoHeaders(era)),
    };
    const d = dirs();
    const entry = (url: string) => ({ url, headers: HEADERS, requestTimeoutMs: TIMEOUT });
    writeJson(join(d.home, ".config/mcp/mcp.json"), {
      mcpServers: {
        ...Object.fromEntries(Object.entries(servers).map(([name, s]) => [name, entry(s.url)])),
        viaLocalhost: entry(`http://localhost:${servers.plain.port}/mcp`),
      },
    });
    const surfaces = new Surfaces();
    const environment = {
      PLANT_AUTH: planted.PLANT_AUTH as string,
      PLANT_KEY: planted.PLANT_KEY as string,
      PLANT_TRACE: planted.PLANT_TRACE as string,
    };
    const sidecar = await SidecarDriver.start(res, { ...d, environment }, surfaces);

    const refused = async (server: string, args: Record<string, unknown> = {}): Promise<ToolResult> => {
      const r = await sidecar.call({ server, ...args });
      expect(r.isError, `${server}: ${printedText(r)}`).toBe(true);
      expect(codeOf(r), `${server}: ${printedText(r)}`).toBe("MCPA_RUNTIME_REDIRECT");
      expect(printedText(r)).toContain(`MCP server ${server} redirected to another origin, which is refused.`);
      expect(printedText(r)).toContain("credentials are never sent to another origin");
      expect(printedText(r)).not.toMatch(new RegExp(`${trap.port}|${localTrap.port}|localhost:|http:`));
      return r;
    };
    await refused("otherPort");
    await refused("otherPort", { tool: "echo_secrets" });
    await refused("otherPort308");
    await refused("localhostTrap");
    await refused("samePortLocalhost");
    await refused("loop");
    // The handshake succeeds; the next request is redirected and refused, and never replayed.
    await refused("afterInit");
    await refused("afterInit", { tool: "echo_secrets" });
    await refused("seeOther");

    // Controls: a same-origin 307 is followed with the credentials; localhost works directly.
    const followed = await sidecar.call({ server: "sameOrigin", tool: "echo_secrets" });
    expect(followed.isError, printedText(followed)).toBe(false);
    expect(printedText(followed)).toContain("Bearer [redacted:PLANT_AUTH]");
    expect(
      readEvents(servers.sameOrigin.events).some((l) =>
        /^http POST \/mcp2 host=127\.0\.0\.1:\d+ auth=yes key=yes$/.test(l),
      ),
    ).toBe(true);
    const direct = await sidecar.call({ server: "viaLocalhost", tool: "echo_secrets" });
    expect(direct.isError, printedText(direct)).toBe(false);
    expect(
      readEvents(servers.plain.events).some((l) => /^http POST \/mcp host=localhost:\d+ auth=yes key=yes$/.test(l)),
    ).toBe(true);
    // (The 2025 afterInit server never answers: the era probe is already redirected.)
    for (const s of era === "modern"
      ? [servers.sameOrigin, servers.plain, servers.afterInit]
      : [servers.sameOrigin, servers.plain])
      expectSpokeEra(readEvents(s.events), era);
    await sidecar.call({});
    await sidecar.status();
    await sidecar.stop();
    shimPolicyContexts(sidecar.requests, surfaces);

    await probeThenUntouched(trap);
    await probeThenUntouched(localTrap, "localhost");
    const posts = (s: { events: string }): string[] => readEvents(s.events).filter((l) => l.startsWith("http POST"));
    // Every refused redirect was answered by the configured origin, which was owed the
    // credentials; nothing ever arrived addressed to localhost or at another path.
    for (const name of [
      "otherPort",
      "otherPort308",
      "localhostTrap",
      "samePortLocalhost",
      "afterInit",
      "seeOther",
    ] as const) {
      const seen = posts(servers[name]);
      expect(seen.length, name).toBeGreaterThan(0);
      expect(
        seen.filter((l) => !/^http POST \/mcp host=127\.0\.0\.1:\d+ auth=yes key=yes$/.test(l)),
        name,
      ).toEqual([]);
    }
    // The loop was cut at http.maxRedirects (5) hops per request.
    expect(posts(servers.loop).length).toBeLessThanOrEqual(6);
    surfaces.expectClean(planted);
  });
});
