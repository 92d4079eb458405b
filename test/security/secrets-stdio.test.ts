// Planted secrets over stdio, through the real sidecar and the real command line: values that reach
// a hostile server through env references (`${NAME}` and `$env:NAME`), which the server then
// echoes into every place it can (results, catalogs, thrown tool errors, JSON-RPC error messages,
// progress, stderr, URIs, MIME types, names, binary payloads, structured content), plus a token
// only the server's stderr ever carries. None of it may reach any surface the adapter emits. Each
// row runs twice: against a hostile server that speaks the 2025 handshake, and against one that
// speaks only 2026-07-28 (server/discover, per-request _meta, a subscriptions/listen stream).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import type { HostileEra } from "../support/eras.js";
import { ERAS, expectSpokeEra } from "../support/eras.js";
import { writeJson } from "../support/files.js";
import { ROOT } from "../support/paths.js";
import { shimPolicyContexts } from "../support/policy.js";
import { readEvents, waitFor } from "../support/processes.js";
import { Resources } from "../support/resources.js";
import type { ToolResult } from "../support/results.js";
import { codeOf, meta, printedText } from "../support/results.js";
import { hostileStdio } from "../support/servers.js";
import { SidecarDriver } from "../support/sidecar.js";
import type { Planted } from "../support/surfaces.js";
import { plant, Surfaces } from "../support/surfaces.js";

const res = new Resources();
afterEach(async () => {
  expect(await res.cleanup(), "server processes still alive after shutdown").toEqual([]);
});

interface Setup {
  readonly planted: Planted & Record<string, string>;
  readonly home: string;
  readonly cwd: string;
  readonly tmp: string;
  readonly events: string;
  readonly environment: Record<string, string>;
}

function setup(era: HostileEra): Setup {
  const planted = plant("PLANT_ENV", "PLANT_BEARER", "STDERR_NOISE");
  const { home, cwd, tmp } = res.sessionDirs("security-stdio-");
  const events = res.eventsFile();
  writeJson(join(home, ".config/mcp/mcp.json"), {
    mcpServers: {
      hostile: hostileStdio({
        HOSTILE_SECRET: "${PLANT_ENV}",
        API_TOKEN: "Bearer $env:PLANT_BEARER",
        HOSTILE_ECHO_VARS: "HOSTILE_SECRET,API_TOKEN",
        HOSTILE_STDERR_NOISE: planted.STDERR_NOISE as string,
        HOSTILE_EVENTS: events,
        HOSTILE_ERA: era,
      }),
      // The official SDK's McpServer, whose handlers throw with the secret in the message.
      sdk: {
        command: process.execPath,
        args: [SDK_THROWER],
        cwd: ROOT,
        env: { HOSTILE_SECRET: "${PLANT_ENV}" },
        requestTimeoutMs: 20_000,
      },
    },
  });
  mkdirSync(cwd, { recursive: true });
  mkdirSync(tmp, { recursive: true });
  return {
    planted,
    home,
    cwd,
    tmp,
    events,
    environment: { PLANT_ENV: planted.PLANT_ENV as string, PLANT_BEARER: planted.PLANT_BEARER as string },
  };
}

const SDK_THROWER = join(ROOT, "test/security/fixtures/sdk-thrower.mjs");
const REDACTED_ENV = "[redacted:PLANT_ENV]";
const REDACTED_BEARER = "Bearer [redacted:PLANT_BEARER]";

describe.sequential.each(ERAS)("planted secrets over stdio never reach any surface (%s server)", (era) => {
  it("through the sidecar: every operation, every error kind, progress, stderr, spills, status and the approval context", {
    timeout: 90_000,
  }, async () => {
    const s = setup(era);
    const surfaces = new Surfaces();
    const sidecar = await SidecarDriver.start(
      res,
      { home: s.home, cwd: s.cwd, tmp: s.tmp, environment: s.environment },
      surfaces,
    );
    const call = (args: unknown): Promise<ToolResult> => sidecar.call(args);

    expect(printedText(await call({}))).toContain('"hostile": disconnected');
    const tools = await call({ server: "hostile" });
    expect(tools.isError).toBe(false);
    // The server put the secrets into its catalog: they are redacted, names included.
    expect(printedText(tools)).toContain(REDACTED_ENV);
    expect(printedText(tools)).toContain("- named_[redacted:PLANT_ENV]:");
    await call({ server: "hostile", search: "secret" });
    await call({ server: "hostile", search: "d" });
    await call({ server: "hostile", describe: "echo_secrets" });
    await call({ server: "hostile", describe: "long_description" });

    const echoed = await call({ server: "hostile", tool: "echo_secrets", args: { text: "hi" } });
    expect(echoed.isError).toBe(false);
    expect(printedText(echoed)).toContain(`secret=${REDACTED_ENV} | ${REDACTED_BEARER}`);
    // URIs lose user info, query and fragment; the secret in the path-free parts never shows.
    expect(printedText(echoed)).toContain(
      "uri=https://example.com/private/doc.txt (user info, query, fragment hidden)",
    );
    for (const ref of (meta(echoed).retained as string[] | undefined) ?? [])
      await call({ server: "hostile", operation: "output.read", output: ref });

    const big = await call({ server: "hostile", tool: "big_secrets" });
    const output = meta(big).output as string;
    expect(output).toMatch(/^mcp-output-[0-9a-f]{32}$/);
    let offset: number | null = 0;
    let windows = 0;
    while (offset !== null) {
      const w = await call({ server: "hostile", operation: "output.read", output, offset });
      expect(w.isError).toBe(false);
      if (windows === 0) expect(printedText(w)).toContain(REDACTED_ENV);
      offset = meta(w).nextOffset as number | null;
      windows += 1;
    }
    expect(windows).toBeGreaterThan(1);

    const thrown = await call({ server: "hostile", tool: "throws" });
    expect(thrown.isError).toBe(true);
    expect(printedText(thrown)).toContain(`Error: hostile failure while using ${REDACTED_ENV}`);
    const rpc = await call({ server: "hostile", tool: "rpc_error" });
    expect(rpc.isError).toBe(true);
    expect(codeOf(rpc)).toBe("MCPA_RUNTIME_SERVER_ERROR");
    // The server's own message is shown (labelled, redacted); its data, which holds the stack, never is.
    expect(printedText(rpc)).toContain("internal failure with ");
    expect(printedText(rpc)).not.toContain("at hostile");

    const progressed = await call({ server: "hostile", tool: "progress" });
    expect(printedText(progressed)).toContain("\ndone\n");
    expect(await waitFor(() => sidecar.progress.length >= 2, 5_000)).toBe(true);
    expect(JSON.stringify(sidecar.progress)).toContain(REDACTED_ENV);

    expect((await call({ server: "hostile", tool: "stderr" })).isError).toBe(false);

    // Exceptions thrown inside a real SDK server: the tool's Error becomes an isError result
    // (server text, redacted); a ProtocolError and a failed resource read carry the message too.
    await call({ server: "sdk" });
    const sdkThrown = await call({ server: "sdk", tool: "throws" });
    expect(sdkThrown.isError).toBe(true);
    expect(printedText(sdkThrown)).toContain(`thrown with ${REDACTED_ENV}`);
    expect(printedText(await call({ server: "sdk", tool: "throws_protocol" }))).toContain(
      `protocol error with ${REDACTED_ENV}`,
    );
    const sdkListing = await call({ server: "sdk", operation: "resources.list" });
    const sdkRef = /mcp-resource-[0-9a-f]{32}/.exec(printedText(sdkListing))?.[0];
    expect(codeOf(await call({ server: "sdk", operation: "resources.read", resource: sdkRef }))).toBe(
      "MCPA_RUNTIME_RESOURCE_READ_ERROR",
    );

    const listing = await call({ server: "hostile", operation: "resources.list" });
    expect(listing.isError).toBe(false);
    // Resources only: the listing also gives its template a reference now.
    const refs = [...printedText(listing).matchAll(/^- (mcp-resource-[0-9a-f]{32}) (?!template )/gm)].map(
      (m) => m[1] as string,
    );
    expect(refs).toHaveLength(3);
    for (const resource of refs) {
      const read = await call({ server: "hostile", operation: "resources.read", resource });
      for (const ref of (meta(read).retained as string[] | undefined) ?? [])
        await call({ server: "hostile", operation: "output.read", output: ref });
    }
    await call({ server: "hostile", operation: "resources.list", query: "blob" });

    await call({ server: "hostile", operation: "prompts.list" });
    const greet = await call({
      server: "hostile",
      operation: "prompts.get",
      prompt: "greet",
      arguments: { topic: "weather" },
    });
    expect(greet.isError).toBe(false);
    expect(printedText(greet)).toContain(`hello weather ${REDACTED_ENV}`);
    for (const ref of (meta(greet).retained as string[] | undefined) ?? [])
      await call({ server: "hostile", operation: "output.read", output: ref });
    // The server's own argument names carry the secret; errors that list them are redacted.
    const needy = await call({ server: "hostile", operation: "prompts.get", prompt: "needy", arguments: {} });
    expect(codeOf(needy)).toBe("MCPA_PROMPT_MISSING_ARGUMENT");
    expect(printedText(needy)).toContain("must_[redacted:PLANT_ENV]");
    const unknownArg = await call({
      server: "hostile",
      operation: "prompts.get",
      prompt: "greet",
      arguments: { topic: "x", tone: "y" },
    });
    expect(codeOf(unknownArg)).toBe("MCPA_PROMPT_UNKNOWN_ARGUMENT");
    expect(printedText(unknownArg)).toContain("extra_[redacted:PLANT_ENV]");

    expect((await call({ server: "hostile", operation: "reconnect" })).isError).toBe(false);
    const crashed = await call({ server: "hostile", tool: "crash" });
    expect(codeOf(crashed)).toBe("MCPA_RUNTIME_CONNECTION_LOST");
    await call({});
    await call({ server: "hostile" });
    // The status reply names the server and its state, and carries no stderr at all: the planted
    // STDERR_NOISE is a value no redactor could know (spec/sidecar-protocol.yaml, status).
    const status = (await sidecar.status()) as {
      servers: { name: string; state: string; protocolEra?: string }[];
      sidecar: { uptimeMs: number };
    };
    expect(status.servers.map((x) => x.name)).toEqual(expect.arrayContaining(["hostile", "sdk"]));
    expect(status.servers.find((x) => x.name === "hostile")?.protocolEra).toBe(era);
    expect(typeof status.sidecar.uptimeMs).toBe("number");
    expect(JSON.stringify(status)).not.toMatch(/hostile (noise|starting|stderr|crashing)/);

    // Text spills (big_secrets) and binary ones (blobs, audio, images) were retained.
    const spills = sidecar.recordSpills().map((f) => f.name);
    expect(spills.filter((n) => n.endsWith(".txt")).length).toBeGreaterThan(0);
    expect(spills.filter((n) => n.endsWith(".bin")).length).toBeGreaterThan(3);
    await sidecar.stop();
    shimPolicyContexts(sidecar.requests, surfaces);

    // The server really had the values, and really wrote them to stderr and into its replies.
    expect(readEvents(s.events).filter((l) => l.startsWith("start "))).toHaveLength(3);
    expect(readEvents(s.events)).toContain("request tools/call stderr");
    expectSpokeEra(readEvents(s.events), era);
    surfaces.expectClean(s.planted);
  });

  it("through the command line: call, session, status and check print no planted value on stdout or stderr", {
    timeout: 90_000,
  }, () => {
    const s = setup(era);
    const surfaces = new Surfaces();
    const env = { HOME: s.home, TMPDIR: s.tmp, ...s.environment };
    const flags = ["--home", s.home, "--cwd", s.cwd];
    const lines = [
      { server: "hostile" },
      { server: "hostile", tool: "echo_secrets", args: {} },
      { server: "hostile", tool: "throws" },
      { server: "hostile", tool: "rpc_error" },
      { server: "hostile", tool: "progress" },
      { server: "hostile", tool: "stderr" },
      { server: "hostile", operation: "prompts.get", prompt: "needy", arguments: {} },
      { server: "hostile", tool: "crash" },
      {},
    ];
    const session = runCli(
      ["session", ...flags],
      { env, input: `${lines.map((l) => JSON.stringify(l)).join("\n")}\n` },
      surfaces,
    );
    expect(session.status, session.stderr).toBe(0);
    const results = session.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as ToolResult);
    expect(results).toHaveLength(lines.length);
    expect(printedText(results[1] as ToolResult)).toContain(REDACTED_BEARER);
    expect(codeOf(results[7] as ToolResult)).toBe("MCPA_RUNTIME_CONNECTION_LOST");

    for (const request of [
      { server: "hostile", tool: "echo_secrets", args: {} },
      { server: "hostile", tool: "rpc_error" },
    ]) {
      const r = runCli(["call", JSON.stringify(request), ...flags], { env }, surfaces);
      expect(r.stdout).not.toBe("");
    }
    runCli(["status", ...flags], { env }, surfaces);
    const check = runCli(["check", "--json", ...flags], { env }, surfaces);
    expect(check.status).toBe(0);
    expect(check.stdout).toContain('"PLANT_ENV"');
    runCli(["check", ...flags], { env }, surfaces);

    shimPolicyContexts(lines, surfaces);
    expect(readEvents(s.events)).toContain("request tools/call stderr");
    expectSpokeEra(readEvents(s.events), era);
    surfaces.expectClean(s.planted);
  });
});
