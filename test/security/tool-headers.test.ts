// SEP-2243 `x-mcp-header` declarations, through the real sidecar: on a 2026-07-28 Streamable HTTP
// connection a tool that declares one invalidly is not in the tool list at all; on a 2025 HTTP
// connection and over stdio (either era) headers are never derived from the schema, so the same
// tool is listed and callable like any other.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { HostileEra } from "../support/eras.js";
import { expectSpokeEra } from "../support/eras.js";
import { writeJson } from "../support/files.js";
import { readEvents } from "../support/processes.js";
import { Resources } from "../support/resources.js";
import { codeOf, printedText } from "../support/results.js";
import { hostileStdio, startHostileHttp } from "../support/servers.js";
import { SidecarDriver } from "../support/sidecar.js";
import { Surfaces } from "../support/surfaces.js";

const res = new Resources();
afterEach(async () => {
  expect(await res.cleanup(), "server processes still alive").toEqual([]);
});

const ENV = { HOSTILE_HEADER_TOOLS: "1" };

async function open(server: Record<string, unknown>): Promise<SidecarDriver> {
  const root = res.tempDir("security-headers-");
  const d = { home: join(root, "home"), cwd: join(root, "project"), tmp: join(root, "tmp") };
  for (const p of Object.values(d)) mkdirSync(p, { recursive: true });
  writeJson(join(d.home, ".config/mcp/mcp.json"), { mcpServers: { remote: server } });
  return SidecarDriver.start(res, d, new Surfaces());
}

const listed = (text: string, tool: string): boolean =>
  text.split("\n").some((l) => l.startsWith(`- ${tool}:`) || l.startsWith(`- ${tool} `));

describe.sequential("x-mcp-header declarations", () => {
  it.each<[string, HostileEra, "http" | "stdio", boolean]>([
    ["2026-07-28 HTTP: the invalid declaration is excluded", "modern", "http", false],
    ["2025 HTTP: listed, headers are not derived", "legacy", "http", true],
    ["2025 stdio: listed", "legacy", "stdio", true],
    ["2026-07-28 stdio: listed", "modern", "stdio", true],
  ])("%s", { timeout: 60_000 }, async (_name, era, transport, badListed) => {
    let events: string;
    let server: Record<string, unknown>;
    if (transport === "http") {
      const http = await startHostileHttp(res, { ...ENV, HOSTILE_ERA: era });
      events = http.events;
      server = { url: http.url, requestTimeoutMs: 20_000 };
    } else {
      events = res.eventsFile();
      server = hostileStdio({ ...ENV, HOSTILE_ERA: era, HOSTILE_EVENTS: events });
    }
    const sidecar = await open(server);
    const listing = printedText(await sidecar.call({ server: "remote" }));
    expect(listed(listing, "good_header"), listing).toBe(true);
    expect(listed(listing, "bad_header"), listing).toBe(badListed);
    const described = await sidecar.call({ server: "remote", describe: "bad_header" });
    if (badListed) expect(described.isError, printedText(described)).toBe(false);
    else expect(codeOf(described)).toBe("MCPA_TOOL_UNKNOWN");
    await sidecar.stop();
    expectSpokeEra(readEvents(events), era);
  });
});
