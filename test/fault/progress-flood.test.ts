// Progress a server floods is coalesced before the host sees it (the latest of each call wins, at most
// one write per progress.minIntervalMs), and a host that stops reading costs the sidecar no memory
// however much progress arrives: progress waits (one line per call) while the host's pipe is full.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../src/proxy/generated.js";
import { writeJson } from "../support/files.js";
import { BOUNDS } from "../support/paths.js";
import { sleep } from "../support/processes.js";
import { Resources } from "../support/resources.js";
import { textOf } from "../support/results.js";
import { SidecarDriver } from "../support/sidecar.js";
import { Surfaces } from "../support/surfaces.js";

const res = new Resources();
afterEach(async () => {
  expect(await res.cleanup(), "server processes still alive").toEqual([]);
});

/** Resident memory of a live process now, in bytes (Linux). */
function rss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? Number.NaN) * 1024;
}

async function flooding(count: number): Promise<SidecarDriver> {
  const { home, cwd, tmp } = res.sessionDirs("progress-flood-");
  writeJson(join(home, ".config/mcp/mcp.json"), {
    mcpServers: { flood: { command: process.execPath, args: [BOUNDS], env: { BOUNDS_PROGRESS: String(count) } } },
  });
  const sidecar = await SidecarDriver.start(res, { home, cwd, tmp }, new Surfaces());
  // Connected and listed first, so that what follows measures the flood alone.
  expect(textOf(await sidecar.call({ server: "flood" }))).toContain("progress");
  return sidecar;
}

describe.skipIf(process.platform !== "linux")("a server that floods progress", () => {
  it("reaches the host coalesced: a bounded rate of lines, the latest progress last", async () => {
    const sidecar = await flooding(50_000);
    const started = performance.now();
    const r = await sidecar.call({ server: "flood", tool: "progress" });
    const ms = performance.now() - started;
    expect(textOf(r)).toContain("done after 50000 steps");
    const lines = sidecar.progress.length;
    console.log(`50,000 progress notifications in ${ms.toFixed(0)} ms reached the host as ${lines} lines`);
    // One write per interval, and the call's last progress as it ends.
    expect(lines).toBeLessThanOrEqual(Math.ceil(ms / LIMIT_VALUES["progress.minIntervalMs"]) + 2);
  }, 60_000);

  it("costs the sidecar no memory while the host does not read", async () => {
    const sidecar = await flooding(100_000);
    const pid = sidecar.child.pid as number;
    const before = rss(pid);
    sidecar.child.stdout?.pause();
    const call = sidecar.request(
      "tool/call",
      { toolCallId: "c", tool: "mcp", arguments: { server: "flood", tool: "progress" } },
      50_000,
    );
    await sleep(12_000);
    const during = rss(pid);
    sidecar.child.stdout?.resume();
    const reply = await call;
    expect(JSON.stringify(reply.result)).toContain("done after 100000 steps");
    const grew = (during - before) / 2 ** 20;
    console.log(
      `host not reading for 12 s under 100,000 progress notifications: sidecar RSS grew ${grew.toFixed(0)} MiB, ${sidecar.progress.length} lines written`,
    );
    // What waited for the host: one line per interval at most, never one per notification.
    expect(sidecar.progress.length).toBeLessThanOrEqual(Math.ceil(12_000 / LIMIT_VALUES["progress.minIntervalMs"]) + 1);
    // Parsing the flood leaves garbage behind; what is measured against is the uncoalesced 150 MiB.
    expect(grew).toBeLessThan(128);
  }, 90_000);
});
