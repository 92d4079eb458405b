// Project files (.mcp.json, .travis234/mcp.json) are ignored until someone explicitly trusts the project
// (docs/architecture.md, "Project trust"); the host's own "trusted", which Travis234 also gives a project
// holding nothing it gates, is not enough. Through the real sidecar and the command line, none of their
// servers is spawned (each would write a marker file the moment it started), none shadows a global server of
// the same name, and their contents (a planted env reference, a planted literal) reach no surface. With an
// explicit decision the same files are read and the same servers do start, which proves the markers would
// have shown it.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import { writeJson } from "../support/files.js";
import { shimPolicyContexts } from "../support/policy.js";
import { readEvents } from "../support/processes.js";
import { Resources } from "../support/resources.js";
import { codeOf, printedText } from "../support/results.js";
import { hostileStdio } from "../support/servers.js";
import { SidecarDriver } from "../support/sidecar.js";
import { plant, Surfaces } from "../support/surfaces.js";

const res = new Resources();
afterEach(async () => {
  expect(await res.cleanup(), "server processes still alive").toEqual([]);
});

function setup() {
  const planted = plant("PLANT_GLOBAL", "PLANT_PROJECT", "PROJECT_LITERAL");
  const { root, home, cwd, tmp } = res.sessionDirs("security-trust-");
  const markers = {
    shadow: join(root, "marker-shadow"),
    proj1: join(root, "marker-proj1"),
    proj2: join(root, "marker-proj2"),
  };
  const events = { global: res.eventsFile(), project: res.eventsFile() };
  writeJson(join(home, ".config/mcp/mcp.json"), {
    mcpServers: {
      docs: hostileStdio({
        HOSTILE_SECRET: "${PLANT_GLOBAL}",
        HOSTILE_ECHO_VARS: "HOSTILE_SECRET",
        HOSTILE_EVENTS: events.global,
      }),
    },
  });
  const projectServer = (marker: string) =>
    hostileStdio({
      HOSTILE_SECRET: "${PLANT_PROJECT}",
      HOSTILE_ECHO_VARS: "HOSTILE_SECRET,NOTE",
      NOTE: planted.PROJECT_LITERAL as string,
      HOSTILE_MARKER: marker,
      HOSTILE_EVENTS: events.project,
    });
  writeJson(join(cwd, ".mcp.json"), {
    mcpServers: { docs: projectServer(markers.shadow), proj1: projectServer(markers.proj1) },
  });
  writeJson(join(cwd, ".travis234/mcp.json"), {
    mcpServers: {
      proj2: projectServer(markers.proj2),
      // Read only in a trusted project, where it is an error (user info in the URL).
      remote: { url: `http://user:${planted.PROJECT_LITERAL}@127.0.0.1:9/mcp?token=${planted.PROJECT_LITERAL}` },
    },
  });
  const environment = { PLANT_GLOBAL: planted.PLANT_GLOBAL as string, PLANT_PROJECT: planted.PLANT_PROJECT as string };
  return { planted, home, cwd, tmp, markers, events, environment };
}

const anyMarker = (markers: Record<string, string>): string[] =>
  Object.entries(markers).flatMap(([k, p]) => (existsSync(p) ? [k] : []));

// What the shim sends for a project that holds only MCP files and has no decision: the host says
// trusted (it gates nothing there), nothing is saved, no -a, the setting is "ask".
const IMPLICIT = { savedTrust: null, approval: null, defaultProjectTrust: "ask", hostGated: false } as const;

describe.sequential("project files are ignored until the project is trusted", () => {
  it("the host's implicit trust: no project server is spawned or shadows a global one, and nothing of the files is shown", {
    timeout: 90_000,
  }, async () => {
    const s = setup();
    const surfaces = new Surfaces();
    const sidecar = await SidecarDriver.start(
      res,
      { home: s.home, cwd: s.cwd, tmp: s.tmp, environment: s.environment, projectTrusted: true, trust: IMPLICIT },
      surfaces,
    );

    const status = await sidecar.call({});
    expect(printedText(status)).toContain("MCP status: 1 configured server (connects nothing).");
    expect(printedText(status)).toContain(
      "2 project configuration files ignored: nobody has decided to trust this project. To use them, trust the project with /trust then /reload",
    );
    expect(status.details.travis234Mcp.projectTrust).toBe("undecided");
    expect(printedText(status)).not.toMatch(/proj1|proj2|remote/);
    expect(status.details.travis234Mcp.ignoredProjectSources).toBe(2);

    for (const server of ["proj1", "proj2", "remote"]) {
      const r = await sidecar.call({ server, tool: "echo_secrets" });
      // Named with the ignored file that defines it (a path status already shows), nothing of its content.
      expect(codeOf(r), server).toBe("MCPA_REQUEST_SERVER_UNTRUSTED");
      expect(printedText(r)).toContain(
        `The server ${JSON.stringify(server)} is defined in ${join(s.cwd, server === "proj1" ? ".mcp.json" : ".travis234/mcp.json")}, a project file, which does not count`,
      );
    }
    // `docs` is the global definition: its secret, not the project's, is the one echoed.
    const docs = await sidecar.call({ server: "docs", tool: "echo_secrets" });
    expect(printedText(docs)).toContain("secret=[redacted:PLANT_GLOBAL]");
    await sidecar.call({ server: "docs", operation: "reconnect" });
    await sidecar.call({ server: "docs" });
    await sidecar.status();
    await sidecar.stop();

    const flags = ["--home", s.home, "--cwd", s.cwd];
    const env = { HOME: s.home, TMPDIR: s.tmp, ...s.environment };
    const check = runCli(["check", ...flags], { env }, surfaces);
    expect(check.stdout).toMatch(/ignored +\S*\.mcp\.json/);
    expect(check.stdout).toMatch(/ignored +\S*\.travis234\/mcp\.json/);
    runCli(["check", "--json", ...flags], { env }, surfaces);
    runCli(["status", ...flags], { env }, surfaces);
    expect(
      codeOf(
        JSON.parse(runCli(["call", JSON.stringify({ server: "proj1" }), "--json", ...flags], { env }, surfaces).stdout),
      ),
    ).toBe("MCPA_REQUEST_SERVER_UNTRUSTED");
    runCli(
      ["session", ...flags],
      {
        env,
        input: `${JSON.stringify({ server: "proj2", tool: "echo_secrets" })}\n${JSON.stringify({ server: "docs" })}\n`,
      },
      surfaces,
    );

    // No wait: every surface above has ended (the sidecar stopped, each CLI ran to its exit), and
    // each closed its runtime, which reaps the process groups it started. The global server's
    // starts are the positive marker that these surfaces did start servers; none of the project's.
    expect(readEvents(s.events.global).filter((l) => l.startsWith("start ")).length).toBeGreaterThanOrEqual(3);
    expect(anyMarker(s.markers)).toEqual([]);
    expect(readEvents(s.events.project)).toEqual([]);
    shimPolicyContexts(sidecar.requests, surfaces);
    surfaces.expectClean(s.planted);
  });

  /** A project kept out: its server is refused by name, the global one answers, none of its own ever started. */
  async function expectProjectKeptOut(sidecar: SidecarDriver, s: ReturnType<typeof setup>, surfaces: Surfaces) {
    expect(codeOf(await sidecar.call({ server: "proj1", tool: "echo_secrets" }))).toBe("MCPA_REQUEST_SERVER_UNTRUSTED");
    expect(printedText(await sidecar.call({ server: "docs", tool: "echo_secrets" }))).toContain(
      "secret=[redacted:PLANT_GLOBAL]",
    );
    await sidecar.stop();
    expect(anyMarker(s.markers)).toEqual([]);
    expect(readEvents(s.events.project)).toEqual([]);
    surfaces.expectClean(s.planted);
  }

  // Each explicit "no", and the host's own "no", keeps every project server from starting.
  const DECLINED: ReadonlyArray<readonly [string, boolean, Record<string, unknown>]> = [
    ["the host says untrusted", false, {}],
    ["-na", false, { ...IMPLICIT, approval: false }],
    ["a saved no, though the host says trusted", true, { ...IMPLICIT, savedTrust: false }],
    ['the setting "never", though the host says trusted', true, { ...IMPLICIT, defaultProjectTrust: "never" }],
  ];
  it.each(DECLINED)(
    "declined (%s): nothing of the project starts",
    { timeout: 60_000 },
    async (_name, projectTrusted, trust) => {
      const s = setup();
      const surfaces = new Surfaces();
      const sidecar = await SidecarDriver.start(
        res,
        { home: s.home, cwd: s.cwd, tmp: s.tmp, environment: s.environment, projectTrusted, trust },
        surfaces,
      );
      const status = await sidecar.call({});
      expect(printedText(status)).toContain("2 project configuration files ignored: the project is not trusted.");
      await expectProjectKeptOut(sidecar, s, surfaces);
    },
  );

  // An older shim, or a host without the trust API, sends projectTrusted alone: no hostGated, no
  // saved decision, no setting. The host's "trusted" is then the implicit one and is not enough.
  it.each([
    ["nothing beside projectTrusted", {}],
    ["no hostGated, the rest sent", { savedTrust: null, approval: null, defaultProjectTrust: "ask" }],
  ] as const)(
    "no hostGated in initialize (%s): a fresh clone's .mcp.json does not count",
    { timeout: 60_000 },
    async (_name, trust) => {
      const s = setup();
      const surfaces = new Surfaces();
      const sidecar = await SidecarDriver.start(
        res,
        { home: s.home, cwd: s.cwd, tmp: s.tmp, environment: s.environment, projectTrusted: true, trust },
        surfaces,
      );
      const status = await sidecar.call({});
      expect(status.details.travis234Mcp.projectTrust).toBe("undecided");
      expect(printedText(status)).toContain(
        "2 project configuration files ignored: nobody has decided to trust this project.",
      );
      await expectProjectKeptOut(sidecar, s, surfaces);
    },
  );

  // Each explicit "yes" makes the same files count.
  const EXPLICIT: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
    ["-a", { ...IMPLICIT, approval: true }],
    ['the setting "always"', { ...IMPLICIT, defaultProjectTrust: "always" }],
    ["a project the host gates and decided on", { ...IMPLICIT, hostGated: true }],
  ];
  it.each(EXPLICIT)("explicit (%s): the project's server starts", { timeout: 60_000 }, async (_name, trust) => {
    const s = setup();
    const surfaces = new Surfaces();
    const sidecar = await SidecarDriver.start(
      res,
      { home: s.home, cwd: s.cwd, tmp: s.tmp, environment: s.environment, projectTrusted: true, trust },
      surfaces,
    );
    expect((await sidecar.call({ server: "proj1", tool: "echo_secrets" })).isError).toBe(false);
    await sidecar.stop();
    expect(anyMarker(s.markers)).toEqual(["proj1"]);
  });

  it("trusted (a saved decision): the same files are read, and their servers do start (the markers work)", {
    timeout: 90_000,
  }, async () => {
    const s = setup();
    const surfaces = new Surfaces();
    const sidecar = await SidecarDriver.start(
      res,
      {
        home: s.home,
        cwd: s.cwd,
        tmp: s.tmp,
        environment: s.environment,
        projectTrusted: true,
        trust: { ...IMPLICIT, savedTrust: true },
      },
      surfaces,
    );
    const status = await sidecar.call({});
    expect(printedText(status)).toMatch(/"docs": disconnected[\s\S]*"proj1": disconnected[\s\S]*"proj2": disconnected/);
    expect(printedText(status)).toContain('"remote": disabled by a configuration error (MCPA_CONFIG_URL_CREDENTIALS)');
    expect(anyMarker(s.markers)).toEqual([]);
    // The project's `docs` replaces the global one.
    expect(printedText(await sidecar.call({ server: "docs", tool: "echo_secrets" }))).toContain(
      "secret=[redacted:PLANT_PROJECT] | ",
    );
    expect((await sidecar.call({ server: "proj1", tool: "echo_secrets" })).isError).toBe(false);
    expect(anyMarker(s.markers).sort()).toEqual(["proj1", "shadow"]);
    expect(readEvents(s.events.global)).toEqual([]);
    await sidecar.status();
    await sidecar.stop();
    // The literal in the trusted project's env is the server's own (not a reference): the server
    // may echo it, so only adapter surfaces that are not server output are checked for it here.
    const adapterOnly = new Surfaces();
    adapterOnly.add("status", printedText(status));
    adapterOnly.add(
      "check",
      runCli(
        ["check", "--json", "--trusted", "--home", s.home, "--cwd", s.cwd],
        { env: { HOME: s.home, ...s.environment } },
        surfaces,
      ).stdout,
    );
    adapterOnly.expectClean(s.planted);
  });
});
