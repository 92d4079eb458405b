// Fault suite, era negotiation over stdio against the fixture server: the `server/discover` probe
// never outlasts the connect's own bound (requestTimeoutMs), and only `protocolVersion: "auto"`
// turns a server that dies of the probe into a legacy respawn; a pinned revision is kept, with
// one spawn per attempt and no 2025 handshake behind its back.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { count, readEvents } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { meta, textOf } from "../support/results.js";
import { SLACK_MS, Timings, timed } from "../support/timing.js";

const h = new ProxyHarness();
const timings = new Timings();
afterEach(async () => {
  expect(await h.finish()).toEqual({ processes: [], spillDirs: [] });
});
afterAll(() => timings.print("negotiation"));

/** A connect bound well under connect.probeTimeoutMs, above the fixture's start on a loaded machine. */
const SHORT_CONNECT_MS = 4_000;
const starts = (events: string): number => readEvents(events).filter((l) => l.startsWith("start ")).length;

describe.sequential("fault: era negotiation", () => {
  it("a server silent on the probe costs at most its requestTimeoutMs, not connect.probeTimeoutMs", {
    timeout: 60_000,
  }, async () => {
    expect(SHORT_CONNECT_MS + SLACK_MS).toBeLessThan(LIMIT_VALUES["connect.probeTimeoutMs"]);
    const fx = h.stdio({ FIXTURE_ON_DISCOVER: "silent" }, { requestTimeoutMs: SHORT_CONNECT_MS });
    const { proxy } = h.open({ fx: fx.spec });
    const r = await timed(proxy.call({ server: "fx", tool: "echo", args: { text: "late" } }));
    timings.set("probeSilentShortConnect", r.ms);
    // The probe had the connect's whole bound: the 2025 handshake after it may or may not fit in
    // what is left, but the answer comes within that bound either way.
    expect(r.value, String(r.error)).toBeDefined();
    if (r.value?.isError)
      expect(meta(r.value).code, textOf(r.value)).toMatch(/^MCPA_RUNTIME_(TIMEOUT|CONNECT_FAILED)$/);
    else expect(textOf(r.value!)).toContain("late");
    expect(r.ms).toBeLessThan(SHORT_CONNECT_MS + SLACK_MS);
  });

  it("pinned to 2026-07-28, a server that exits on the probe is not respawned for a 2025 handshake: one spawn per attempt, the pin kept", {
    timeout: 60_000,
  }, async () => {
    const fx = h.stdio({ FIXTURE_ON_DISCOVER: "exit" }, { protocolVersion: "2026-07-28" });
    const { runtime, proxy } = h.open({ fx: fx.spec });
    const first = await proxy.call({ server: "fx", tool: "echo", args: { text: "x" } });
    expect(first.isError, textOf(first)).toBe(true);
    expect(meta(first).code).toBe("MCPA_RUNTIME_PROTOCOL_NOT_OFFERED");
    expect(textOf(first)).toContain("does not offer protocol revision 2026-07-28");
    expect(starts(fx.events)).toBe(1);
    expect(count(fx.events, "initialize")).toBe(0);
    // A second attempt: again one spawn, again the probe, never the 2025 handshake.
    const second = await proxy.call({ server: "fx", tool: "echo", args: { text: "y" } });
    expect(second.isError, textOf(second)).toBe(true);
    expect(starts(fx.events)).toBe(2);
    expect(count(fx.events, "server/discover")).toBe(2);
    expect(count(fx.events, "initialize")).toBe(0);
    expect(runtime.status()[0]?.protocolEra).not.toBe("legacy");
  });

  // A process that exits before it reads anything: only `auto` may take that for a 2025 server
  // that died of the probe and spawn it again.
  it.each([
    ["legacy", 1],
    ["2026-07-28", 1],
    ["auto", 2],
  ] as const)(
    "protocolVersion %s: a server that exits before initialize is spawned %i time(s) per attempt",
    { timeout: 60_000 },
    async (setting, spawns) => {
      const { spec, events } = h.stdio();
      const exits = {
        ...spec,
        command: "/bin/sh",
        args: ["-c", `echo "start $$" >> "$0"; exit 3`, events],
        protocolVersion: setting,
      };
      const { proxy } = h.open({ fx: exits });
      const r = await proxy.call({ server: "fx", tool: "echo", args: { text: "x" } });
      expect(meta(r).code, textOf(r)).toBe(
        setting === "2026-07-28" ? "MCPA_RUNTIME_PROTOCOL_NOT_OFFERED" : "MCPA_RUNTIME_CONNECT_FAILED",
      );
      expect(starts(events)).toBe(spawns);
    },
  );

  it("auto: the same server is respawned once and connects with the 2025 handshake (the respawn the pin must not get)", {
    timeout: 60_000,
  }, async () => {
    const fx = h.stdio({ FIXTURE_ON_DISCOVER: "exit" });
    const { runtime, proxy } = h.open({ fx: fx.spec });
    const r = await proxy.call({ server: "fx", tool: "echo", args: { text: "x" } });
    expect(r.isError, textOf(r)).toBe(false);
    expect(starts(fx.events)).toBe(2);
    expect(count(fx.events, "initialize")).toBe(1);
    expect(runtime.status()[0]).toMatchObject({ protocolEra: "legacy" });
  });
});
