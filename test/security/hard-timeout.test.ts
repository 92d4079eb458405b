// A configured requestTimeoutMs is a hard bound over the whole request, through the real sidecar:
// a server that reports progress every few hundred milliseconds, forever, cannot keep a call (and
// the model's turn) alive past it. The call ends with the timeout error; the progress the server
// sent on the way did reach the host, redacted.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ERAS, expectSpokeEra } from "../support/eras.js";
import { writeJson } from "../support/files.js";
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

/** The bound: well above a hostile server's start, far below the minute it would keep going. */
const TIMEOUT_MS = 3_000;
const PROGRESS_EVERY_MS = 300;
/** Scheduling slack on a loaded, shared machine. */
const SLACK_MS = 2_000;

describe.sequential.each(ERAS)("requestTimeoutMs is a hard bound (%s server)", (era) => {
  it("progress every 300 ms does not extend a call past requestTimeoutMs", { timeout: 60_000 }, async () => {
    const planted = plant("PLANT_ENV");
    const d = res.sessionDirs("security-hard-timeout-");
    const events = res.eventsFile();
    const server = hostileStdio(
      {
        HOSTILE_ERA: era,
        HOSTILE_SECRET: "${PLANT_ENV}",
        HOSTILE_ECHO_VARS: "HOSTILE_SECRET",
        HOSTILE_EVENTS: events,
        HOSTILE_PROGRESS_EVERY_MS: String(PROGRESS_EVERY_MS),
      },
      { requestTimeoutMs: TIMEOUT_MS },
    );
    writeJson(join(d.home, ".config/mcp/mcp.json"), { mcpServers: { hostile: server } });
    const surfaces = new Surfaces();
    const sidecar = await SidecarDriver.start(
      res,
      { ...d, environment: { PLANT_ENV: planted.PLANT_ENV as string } },
      surfaces,
    );
    // Connected first, so that the bound below is the call's alone.
    expect((await sidecar.call({ server: "hostile" })).isError).toBe(false);
    const started = Date.now();
    const r = await sidecar.call({ server: "hostile", tool: "progress" });
    const elapsed = Date.now() - started;
    expect(codeOf(r), printedText(r)).toBe("MCPA_RUNTIME_TIMEOUT");
    expect(printedText(r)).toContain(`timed out after ${TIMEOUT_MS} ms`);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    // Progress did flow, so a timer reset by progress would have had something to reset on.
    expect(sidecar.progress.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(sidecar.progress)).toContain("[redacted:PLANT_ENV]");
    await sidecar.stop();
    surfaces.expectClean(planted);
    expectSpokeEra(readEvents(events), era);
  });
});
