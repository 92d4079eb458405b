// requestTimeoutMs is a hard bound over Streamable HTTP too, through the real sidecar: the hostile
// server streams a progress notification every few hundred milliseconds in its SSE answer, for a
// minute, and the call still ends with the timeout error at the bound. The progress that reached
// the host on the way is redacted.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ERAS } from "../support/eras.js";
import { writeJson } from "../support/files.js";
import { Resources } from "../support/resources.js";
import { codeOf, printedText } from "../support/results.js";
import { startHostileHttp } from "../support/servers.js";
import { SidecarDriver } from "../support/sidecar.js";
import { plant, Surfaces } from "../support/surfaces.js";

const res = new Resources();
afterEach(async () => {
  expect(await res.cleanup(), "server processes still alive").toEqual([]);
});

const TIMEOUT_MS = 3_000;
const PROGRESS_EVERY_MS = 300;
/** Scheduling slack on a loaded, shared machine. */
const SLACK_MS = 2_000;

describe.sequential.each(ERAS)("requestTimeoutMs is a hard bound over HTTP (%s server)", (era) => {
  it("streamed progress every 300 ms does not extend a call past requestTimeoutMs", { timeout: 60_000 }, async () => {
    const planted = plant("PLANT_KEY");
    const root = res.tempDir("security-hard-timeout-http-");
    const d = { home: join(root, "home"), cwd: join(root, "project"), tmp: join(root, "tmp") };
    for (const p of Object.values(d)) mkdirSync(p, { recursive: true });
    const http = await startHostileHttp(res, {
      HOSTILE_ERA: era,
      HOSTILE_ECHO_HEADERS: "x-api-key",
      HOSTILE_HTTP_STREAM: "1",
      HOSTILE_PROGRESS_EVERY_MS: String(PROGRESS_EVERY_MS),
    });
    writeJson(join(d.home, ".config/mcp/mcp.json"), {
      mcpServers: {
        remote: { url: http.url, headers: { "X-Api-Key": "${PLANT_KEY}" }, requestTimeoutMs: TIMEOUT_MS },
      },
    });
    const surfaces = new Surfaces();
    const sidecar = await SidecarDriver.start(
      res,
      { ...d, environment: { PLANT_KEY: planted.PLANT_KEY as string } },
      surfaces,
    );
    // Connected first, so that the bound below is the call's alone.
    expect((await sidecar.call({ server: "remote" })).isError).toBe(false);
    const started = Date.now();
    const r = await sidecar.call({ server: "remote", tool: "progress" });
    const elapsed = Date.now() - started;
    expect(codeOf(r), printedText(r)).toBe("MCPA_RUNTIME_TIMEOUT");
    expect(printedText(r)).toContain(`timed out after ${TIMEOUT_MS} ms`);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + SLACK_MS);
    // Progress did flow, so a timer reset by progress would have had something to reset on.
    expect(sidecar.progress.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(sidecar.progress)).toContain("[redacted:PLANT_KEY]");
    await sidecar.stop();
    surfaces.expectClean(planted);
  });
});
