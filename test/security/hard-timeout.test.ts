// A configured requestTimeoutMs is a hard bound over the whole request, through the real sidecar,
// over stdio and over Streamable HTTP: a server that reports progress every few hundred
// milliseconds, forever (over HTTP, streamed in its SSE answer), cannot keep a call (and the
// model's turn) alive past it. The call ends with the timeout error; the progress the server sent
// on the way did reach the host, redacted.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { HostileEra } from "../support/eras.js";
import { ERAS, expectSpokeEra } from "../support/eras.js";
import { writeJson } from "../support/files.js";
import { readEvents } from "../support/processes.js";
import { Resources } from "../support/resources.js";
import { codeOf, printedText } from "../support/results.js";
import { hostileStdio, startHostileHttp } from "../support/servers.js";
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

interface Transport {
  readonly name: string;
  /** The planted secret: an environment variable for stdio, a header for HTTP. */
  readonly secret: string;
  /** The server's configuration entry; `events` when the test reads which era the server spoke. */
  readonly serve: (era: HostileEra, secret: string) => Promise<{ entry: Record<string, unknown>; events?: string }>;
}

const TRANSPORTS: readonly Transport[] = [
  {
    name: "stdio",
    secret: "PLANT_ENV",
    serve: async (era, secret) => {
      const events = res.eventsFile();
      const env = {
        HOSTILE_ERA: era,
        HOSTILE_SECRET: `\${${secret}}`,
        HOSTILE_ECHO_VARS: "HOSTILE_SECRET",
        HOSTILE_EVENTS: events,
        HOSTILE_PROGRESS_EVERY_MS: String(PROGRESS_EVERY_MS),
      };
      return { entry: hostileStdio(env, { requestTimeoutMs: TIMEOUT_MS }), events };
    },
  },
  {
    name: "Streamable HTTP",
    secret: "PLANT_KEY",
    serve: async (era, secret) => {
      const http = await startHostileHttp(res, {
        HOSTILE_ERA: era,
        HOSTILE_ECHO_HEADERS: "x-api-key",
        HOSTILE_HTTP_STREAM: "1",
        HOSTILE_PROGRESS_EVERY_MS: String(PROGRESS_EVERY_MS),
      });
      return { entry: { url: http.url, headers: { "X-Api-Key": `\${${secret}}` }, requestTimeoutMs: TIMEOUT_MS } };
    },
  },
];

describe.sequential.each(ERAS)("requestTimeoutMs is a hard bound (%s server)", (era) => {
  for (const t of TRANSPORTS) {
    it(`progress every 300 ms over ${t.name} does not extend a call past requestTimeoutMs`, {
      timeout: 60_000,
    }, async () => {
      const planted = plant(t.secret);
      const d = res.sessionDirs("security-hard-timeout-");
      const { entry, events } = await t.serve(era, t.secret);
      writeJson(join(d.home, ".config/mcp/mcp.json"), { mcpServers: { hostile: entry } });
      const surfaces = new Surfaces();
      const sidecar = await SidecarDriver.start(
        res,
        { ...d, environment: { [t.secret]: planted[t.secret] as string } },
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
      expect(JSON.stringify(sidecar.progress)).toContain(`[redacted:${t.secret}]`);
      await sidecar.stop();
      surfaces.expectClean(planted);
      if (events !== undefined) expectSpokeEra(readEvents(events), era);
    });
  }
});
