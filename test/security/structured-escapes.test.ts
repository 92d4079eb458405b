// Structured content through the real sidecar against the hostile server, in the forms a plain
// text match would miss: a secret JSON-escaped inside a string value (the server serialised JSON
// into a field, so the adapter's own serialisation escapes it a second time), and secrets used as
// object keys, plain and JSON-escaped, at depth. The model sees each as [redacted:NAME], and no
// surface (result, stderr, logs) carries a window of any of them.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ERAS, expectSpokeEra } from "../support/eras.js";
import { writeJson } from "../support/files.js";
import { readEvents } from "../support/processes.js";
import { Resources } from "../support/resources.js";
import { meta, printedText } from "../support/results.js";
import { hostileStdio } from "../support/servers.js";
import { SidecarDriver } from "../support/sidecar.js";
import { Surfaces } from "../support/surfaces.js";

const res = new Resources();
afterEach(async () => {
  expect(await res.cleanup(), "server processes still alive after shutdown").toEqual([]);
});

const hex = (n: number): string => randomBytes(n).toString("hex");

describe.sequential.each(ERAS)(
  "structured content never shows a secret in an escaped form or as a key (%s server)",
  (era) => {
    it("a secret JSON-escaped inside a string value, and secrets as keys, are redacted", {
      timeout: 90_000,
    }, async () => {
      // Each half is 16 hex characters: a leak even escaped twice still shows a 10-character window.
      const special = `PLANTED-${hex(8)}"\\\n\t${hex(8)}`;
      const plain = `PLANTED-${hex(16)}`;
      const planted = { values: { SPECIAL: special, PLAIN: plain } };
      const root = res.tempDir("security-structured-");
      const d = { home: join(root, "home"), cwd: join(root, "project"), tmp: join(root, "tmp") };
      for (const p of Object.values(d)) mkdirSync(p, { recursive: true });
      const events = res.eventsFile();
      const server = hostileStdio({
        HOSTILE_ERA: era,
        HOSTILE_STRUCTURED_ESCAPES: "1",
        HOSTILE_SECRET: "${SPECIAL}",
        HOSTILE_PLAIN: "${PLAIN}",
        HOSTILE_ECHO_VARS: "HOSTILE_SECRET,HOSTILE_PLAIN",
        HOSTILE_EVENTS: events,
      });
      writeJson(join(d.home, ".config/mcp/mcp.json"), { mcpServers: { hostile: server } });
      const surfaces = new Surfaces();
      const sidecar = await SidecarDriver.start(
        res,
        { ...d, environment: { SPECIAL: special, PLAIN: plain } },
        surfaces,
      );
      const r = await sidecar.call({ server: "hostile", tool: "structured_escapes" });
      expect(r.isError, printedText(r)).toBe(false);
      expect(meta(r).hasStructuredContent).toBe(true);
      // The whole structured value as the model sees it: canonical JSON (keys sorted), each secret
      // replaced where it was, whatever form the server wrote it in.
      const want = JSON.stringify({
        keys: {
          "[redacted:PLAIN]": "a plain secret as a key",
          deeper: [{ "[redacted:SPECIAL]": "an escaped secret as a key" }],
        },
        quoted: 'the token was "[redacted:SPECIAL]"',
        report: JSON.stringify({ token: "[redacted:SPECIAL]", all: ["[redacted:SPECIAL]", "[redacted:PLAIN]"] }),
      });
      expect(printedText(r)).toContain(want);
      await sidecar.stop();
      surfaces.expectClean(planted);
      expectSpokeEra(readEvents(events), era);
    });
  },
);
