// `/mcp disable NAME` on a connected server: the person is told its connection closed, its process
// is gone at once (not at the end of the session), the model's calls are refused, and after
// `/mcp enable NAME` the next call starts it again. On a server that never started, nothing closes.
import { afterEach, describe, expect, it } from "vitest";
import { personCommand } from "../../src/host/person-command.js";
import { isAlive, startPids, waitFor } from "../support/processes.js";
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
