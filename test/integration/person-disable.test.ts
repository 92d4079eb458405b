// `/mcp disable NAME` on a connected server: the person is told its connection closed, its process
// is gone at once (not at the end of the session), the model's calls are refused, and after
// `/mcp enable NAME` the next call starts it again. A start under way is stopped the same way. On a
// server that never started, nothing closes.
import { afterEach, describe, expect, it } from "vitest";
import { personCommand } from "../../src/host/person-command.js";
import { SLOW_START } from "../support/paths.js";
import { isAlive, sleep, startPids, waitFor } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { meta, textOf } from "../support/results.js";

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.finish()).toEqual({ processes: [], spillDirs: [] });
});

describe("/mcp disable and enable", () => {
  it("stops a connected server's process, refuses the model, and starts it again once enabled", async () => {
    const mini = h.mini();
    const { runtime, proxy } = h.open({ mini: mini.spec });
    const person = (line: string) => personCommand(line, { runtime, proxy });
    expect(meta(await proxy.call({ server: "mini" })).isError).toBe(false);
    const [first] = startPids(mini.events);
    expect(first !== undefined && isAlive(first)).toBe(true);

    const disabled = await person("disable mini");
    expect(disabled.text).toBe(
      "Disabled mini for this session: its connection is closed, and the model's calls to it are refused, saying so, until /mcp enable mini. No file was changed.",
    );
    expect(isAlive(first as number)).toBe(false);
    expect(runtime.status().find((s) => s.name === "mini")?.state).toBe("disconnected");
    const refused = await proxy.call({ server: "mini", tool: "sleep", args: { ms: 1 } });
    expect(textOf(refused)).toContain("MCPA_REQUEST_SERVER_PAUSED");
    expect(startPids(mini.events)).toHaveLength(1);

    expect((await person("enable mini")).text).toBe("Enabled mini again for this session.");
    const again = await proxy.call({ server: "mini", tool: "sleep", args: { ms: 1 } });
    expect(meta(again).isError, textOf(again)).toBe(false);
    expect(await waitFor(() => startPids(mini.events).length === 2, 5_000)).toBe(true);
  }, 30_000);

  it("stops a start under way: the process goes, the waiting call ends, and nothing comes up afterwards", async () => {
    const events = h.eventsFile();
    const { runtime, proxy } = h.open({
      slow: {
        command: process.execPath,
        args: [SLOW_START, "stdio"],
        env: { SLOW_DELAY_MS: "3000", SLOW_EVENTS: events },
        protocolVersion: "legacy",
      },
    });
    const waiting = proxy.call({ server: "slow", tool: "echo", args: { text: "late" } });
    expect(await waitFor(() => startPids(events).length === 1, 10_000)).toBe(true);
    const [pid] = startPids(events);

    const { text } = await personCommand("disable slow", { runtime, proxy });
    expect(text).toBe(
      "Disabled slow for this session: its start is stopped, and the model's calls to it are refused, saying so, until /mcp enable slow. No file was changed.",
    );
    expect(await waitFor(() => !isAlive(pid as number), 2_000)).toBe(true);
    const ended = await waiting;
    expect(meta(ended).isError).toBe(true);
    expect(textOf(ended)).toContain("MCPA_REQUEST_SERVER_PAUSED");
    // The stopped start adopts nothing: still no connection well after the server would have answered.
    await sleep(3_500);
    expect(runtime.status().find((s) => s.name === "slow")?.state).toBe("disconnected");
    expect(startPids(events)).toHaveLength(1);
  }, 30_000);

  it("on a server that never started: says nothing about a connection", async () => {
    const mini = h.mini();
    const { runtime, proxy } = h.open({ mini: mini.spec });
    const { text } = await personCommand("disable mini", { runtime, proxy });
    expect(text).toBe(
      "Disabled mini for this session: the model's calls to it are refused, saying so, until /mcp enable mini. No file was changed.",
    );
    expect(startPids(mini.events)).toEqual([]);
  });
});
