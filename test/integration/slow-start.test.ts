// A server that starts slowly still connects, in whichever era it speaks: start delays of 0, 3, 11
// and 30 s (past connect.probeTimeoutMs, and half the default connect bound) for 2025-only,
// dual-era (as the official Python SDK 2.x serves: the first request settles a stdio connection's
// era, and a later `initialize` is refused with -32022) and 2026-07-28-only servers, over stdio and
// Streamable HTTP (test/fixtures/slow-start-server.mjs); the person is told the start is still
// running; and a -32022 refusal leads to the modern handshake, or names what the server offers.
// Every case starts in beforeAll and runs concurrently (each test then awaits its own): the file
// takes about the longest delay. (Concurrent tests would share vitest's per-test clean-up of
// temporary directories.)
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import type { HostResult } from "../../src/results/blocks.js";
import { writeUserServers } from "../support/files.js";
import { ROOT } from "../support/paths.js";
import { readEvents } from "../support/processes.js";
import type { ServerSpec } from "../support/proxy.js";
import { ProxyHarness } from "../support/proxy.js";
import { Resources } from "../support/resources.js";
import { meta, textOf } from "../support/results.js";
import { startHttpChild } from "../support/servers.js";
import { initializeParams, inProcessSidecar } from "../support/sidecar.js";

const SLOW = join(ROOT, "test/fixtures/slow-start-server.mjs");
const DELAYS_S = [0, 3, 11, 30] as const;
const ERAS = ["legacy", "dual", "modern"] as const;
const TRANSPORTS = ["stdio", "http"] as const;
const PROBE_MS = LIMIT_VALUES["connect.probeTimeoutMs"];
const PROGRESS_MS = LIMIT_VALUES["connect.progressIntervalMs"];
/** What a loaded two-core machine may add to a connect beyond the server's own start. */
const SLACK_MS = 12_000;

const h = new ProxyHarness();
const res = new Resources();
afterAll(async () => {
  expect(await h.cleanup(), "server processes still alive after runtime.close()").toEqual([]);
  expect(await res.cleanup()).toEqual([]);
}, 60_000);

interface Slow {
  readonly spec: ServerSpec;
  readonly events: string;
}

/** The slow server over `transport`, starting (reading, answering) `delayMs` after it was spawned. */
async function slowServer(transport: "stdio" | "http", env: Readonly<Record<string, string>>): Promise<Slow> {
  // An HTTP server is the test's own, stopped by `res`; a stdio one the adapter's, which must stop it.
  const events = transport === "stdio" ? h.eventsFile() : res.eventsFile();
  const all = { SLOW_EVENTS: events, ...env };
  if (transport === "stdio") return { spec: { command: process.execPath, args: [SLOW, "stdio"], env: all }, events };
  const { url } = await startHttpChild([SLOW, "http"], all, (c) => res.child(c), "the slow http server");
  return { spec: { url }, events };
}

const lines = (events: string, line: string): number => readEvents(events).filter((l) => l === line).length;

/** One echo call through a fresh runtime, with the progress lines the person saw meanwhile. */
async function echo(spec: ServerSpec): Promise<{ text: string; isError: boolean; ms: number; progress: string[] }> {
  const { runtime, proxy } = h.open({ slow: spec });
  const progress: string[] = [];
  const started = Date.now();
  const r = await proxy.call(
    { server: "slow", tool: "echo", args: { text: "hi" } },
    { onprogress: (line) => progress.push(line) },
  );
  const ms = Date.now() - started;
  h.notePids(runtime);
  await runtime.close();
  return { text: textOf(r), isError: r.isError === true, ms, progress };
}

interface Outcome {
  readonly era: (typeof ERAS)[number];
  readonly transport: (typeof TRANSPORTS)[number];
  readonly events: string;
  readonly text: string;
  readonly isError: boolean;
  readonly ms: number;
  readonly progress: string[];
}

async function matrix(delayS: number): Promise<Outcome[]> {
  const cases = ERAS.flatMap((era) => TRANSPORTS.map((transport) => ({ era, transport })));
  return Promise.all(
    cases.map(async (c) => {
      const server = await slowServer(c.transport, { SLOW_ERA: c.era, SLOW_DELAY_MS: String(delayS * 1000) });
      return { ...c, events: server.events, ...(await echo(server.spec)) };
    }),
  );
}

/** The first probe settles the server on 2026-07-28 but is never answered. */
async function lostProbe(): Promise<{ events: string; text: string; isError: boolean }> {
  const server = await slowServer("stdio", { SLOW_ERA: "dual", SLOW_DELAY_MS: "11000", SLOW_LOSE_FIRST_DISCOVER: "1" });
  return { events: server.events, ...(await echo(server.spec)) };
}

/** A 2025 server that dies of the probe it reads 11 s late, `initialize` queued behind it. */
async function diesOfProbe(): Promise<{ events: string; text: string; isError: boolean; ms: number }> {
  const server = await slowServer("stdio", { SLOW_ERA: "legacy", SLOW_DELAY_MS: "11000", SLOW_ON_DISCOVER: "exit" });
  return { events: server.events, ...(await echo(server.spec)) };
}

/** The sidecar, as the shim drives it: the $/progress a slow start sends during a tool call. */
async function throughSidecar(): Promise<{ reply: Record<string, unknown>; progress: unknown[] }> {
  const server = await slowServer("stdio", { SLOW_ERA: "dual", SLOW_DELAY_MS: "11000" });
  const home = h.tempDir("slow-sidecar-");
  mkdirSync(join(home, "project"));
  writeUserServers(home, { slow: server.spec });
  const sidecar = inProcessSidecar(home);
  try {
    await sidecar.request(1, "initialize", initializeParams(join(home, "project")));
    const reply = await sidecar.request(2, "tool/call", {
      toolCallId: "call-1",
      tool: "mcp",
      arguments: { server: "slow", tool: "echo", args: { text: "hi" } },
    });
    return { reply, progress: sidecar.progress };
  } finally {
    await sidecar.end();
  }
}

const REFUSALS = [
  // A 2026-07-28 server asked for the 2025 handshake only.
  { env: { SLOW_ERA: "modern" }, extra: { protocolVersion: "legacy" }, offered: "2026-07-28" },
  // A server of revisions this adapter does not speak: probed, then refused.
  { env: { SLOW_ERA: "modern", SLOW_OFFER: "2027-03-01,2027-09-30" }, extra: {}, offered: "2027-03-01, 2027-09-30" },
];

async function refusals(): Promise<{ offered: string; result: HostResult }[]> {
  return Promise.all(
    REFUSALS.map(async (c) => {
      const server = await slowServer("stdio", c.env);
      const { proxy } = h.open({ slow: { ...server.spec, ...c.extra } });
      return { offered: c.offered, result: await proxy.call({ server: "slow", tool: "echo", args: { text: "hi" } }) };
    }),
  );
}

const matrices = new Map<number, Promise<Outcome[]>>();
let lost: Promise<Awaited<ReturnType<typeof lostProbe>>>;
let refused: Promise<Awaited<ReturnType<typeof refusals>>>;
let died: Promise<Awaited<ReturnType<typeof diesOfProbe>>>;
let sidecar: Promise<Awaited<ReturnType<typeof throughSidecar>>>;
beforeAll(() => {
  for (const d of DELAYS_S) matrices.set(d, matrix(d));
  lost = lostProbe();
  refused = refusals();
  died = diesOfProbe();
  sidecar = throughSidecar();
  // Each is awaited by its test; until then a failure must not count as unhandled.
  for (const p of [...matrices.values(), lost, refused, died, sidecar]) p.catch(() => {});
});

describe("a slow start connects in the era the server speaks", () => {
  it.each(DELAYS_S)(
    "start delay %i s: 2025-only, dual-era and 2026-07-28-only servers over stdio and HTTP",
    {
      timeout: 120_000,
    },
    async (delayS) => {
      const outcomes = await (matrices.get(delayS) as Promise<Outcome[]>);
      for (const o of outcomes) {
        const label = `${o.era} over ${o.transport}, ${delayS} s: ${o.text}`;
        const era = o.era === "legacy" ? "legacy" : "modern";
        expect(o.isError, label).toBe(false);
        expect(o.text, label).toContain(`${era} echo: hi`);
        // Within the default connect bound, and not a fixed probe time later than the start.
        expect(o.ms, label).toBeGreaterThanOrEqual(delayS * 1000 - 3_000);
        expect(o.ms, label).toBeLessThan(delayS * 1000 + SLACK_MS);
        const refusedFirst = era === "modern" && o.transport === "stdio" && delayS * 1000 > PROBE_MS;
        expect(lines(o.events, "request initialize"), label).toBe(era === "legacy" || refusedFirst ? 1 : 0);
        // A probe answered late is used: no second probe.
        expect(lines(o.events, "request server/discover"), label).toBe(1);
        // The person was told while the start ran (connect.progressIntervalMs apart), and only then.
        const told = o.progress.filter((l) => /^starting slow: waiting for the server \(\d+ s\)$/.test(l));
        expect(told.length, label).toBe(o.progress.length);
        if (delayS * 1000 >= PROGRESS_MS + 2_000) expect(told.length, label).toBeGreaterThan(0);
        if (delayS * 1000 < PROGRESS_MS) expect(told, label).toEqual([]);
      }
    },
  );

  it("a -32022 refusal after a probe is followed by the modern handshake", { timeout: 90_000 }, async () => {
    // The refusal of the 2025 handshake is the evidence; a second probe on the same process connects.
    const r = await lost;
    expect(r.isError, r.text).toBe(false);
    expect(r.text).toContain("modern echo: hi");
    expect(readEvents(r.events).filter((l) => l.startsWith("start "))).toHaveLength(1);
    expect(readEvents(r.events).filter((l) => !l.startsWith("start "))).toEqual([
      "request server/discover",
      "request initialize",
      "refused initialize",
      "request server/discover",
      "request tools/list",
      "request tools/call",
    ]);
  });

  it("a slow 2025 server that dies of the probe is started again and connects with the 2025 handshake", {
    timeout: 90_000,
  }, async () => {
    const r = await died;
    expect(r.isError, r.text).toBe(false);
    expect(r.text).toContain("legacy echo: hi");
    expect(readEvents(r.events).filter((l) => l.startsWith("start "))).toHaveLength(2);
    expect(lines(r.events, "request server/discover")).toBe(1);
    expect(lines(r.events, "request initialize")).toBe(1);
  });

  it("the sidecar sends the start's progress as $/progress of the running tool call", { timeout: 90_000 }, async () => {
    const { reply, progress } = await sidecar;
    expect(JSON.stringify(reply.result)).toContain("modern echo: hi");
    expect(progress.length).toBeGreaterThan(0);
    for (const p of progress)
      expect(p).toEqual({
        id: 2,
        content: [{ type: "text", text: expect.stringMatching(/^starting slow: waiting for the server \(\d+ s\)$/) }],
      });
  });

  it("a -32022 refusal names the versions the server offers", { timeout: 60_000 }, async () => {
    for (const { offered, result } of await refused) {
      expect(result.isError).toBe(true);
      expect(meta(result).code, textOf(result)).toBe("MCPA_RUNTIME_PROTOCOL_REFUSED");
      expect(textOf(result)).toContain("-32022");
      expect(textOf(result)).toContain(`it offers ${offered}`);
    }
  });
});
