// RPC `abort` during a long MCP call: the host fires the run's AbortSignal, the shim sends
// $/cancelRequest, the sidecar cancels the MCP request (the fixture logs `cancelled <id>`), and the
// tool ends at once as an error. Then `close` ends the session with no process left behind.
import { describe, expect, it } from "vitest";
import type { HostEnv } from "../support/host.js";
import { requireHost, survivorsAfterExit } from "../support/host.js";
import { useHost } from "../support/host-run.js";
import { sleep, waitFor } from "../support/processes.js";
import type { RpcSession } from "../support/rpc-session.js";

const present = requireHost("the Travis234 abort run");
const hosts = useHost();

describe.skipIf(!present)("travis234 --mode rpc abort during an mcp call", () => {
  let env: HostEnv | undefined;
  let rpc: RpcSession | undefined;

  it("cancels the fixture's sleep, ends the tool as an error quickly, and exits cleanly on close", async () => {
    env = await hosts.env({
      script: [
        { tool: { arguments: { server: "fixture", tool: "sleep", args: { ms: 10_000 } } } },
        { text: "not reached" },
      ],
    });
    rpc = hosts.rpc(env);
    const prompt = rpc.send("prompt", { text: "sleep for a while" });
    const isSleepCall = (e: { type: string; toolName?: unknown; args?: unknown }): boolean =>
      (e.type === "tool_execution_start" || e.type === "tool_execution_update") &&
      e.toolName === "mcp" &&
      JSON.stringify(e.args).includes('"sleep"');
    expect(await rpc.waitEvent(isSleepCall, 30_000)).toBeDefined();
    // The call is in flight once the fixture has it; an abort sent before the run's signal exists
    // would be lost (the host installs a new signal per run).
    expect(await waitFor(() => env?.events().includes("tools/call sleep") ?? false, 15_000)).toBe(true);
    await sleep(200);

    const abortedAt = Date.now();
    const abort = rpc.send("abort");
    expect((await rpc.reply(abort, 5_000))?.result).toEqual({ aborted: true });
    const end = await rpc.waitEvent((e) => e.type === "tool_execution_end", 5_000);
    const endMs = Date.now() - abortedAt;
    expect(end).toBeDefined();
    expect(end?.isError).toBe(true);
    expect(JSON.stringify(end?.result)).toContain(
      "MCPA_RUNTIME_CANCELLED: MCP server fixture: call was cancelled; the connection was kept.",
    );
    expect(endMs).toBeLessThan(3_000);

    const turn = await rpc.reply(prompt, 10_000);
    expect(turn?.error, JSON.stringify(turn)).toBeUndefined();
    expect(env.mock.overruns).toBe(0);
    expect(await waitFor(() => env?.events().some((l) => /^cancelled \d+$/.test(l)) ?? false, 3_000)).toBe(true);
    // Cancelled by the request, not cut off by a closing connection.
    expect(env.events().filter((l) => l.startsWith("aborted "))).toEqual([]);

    const { closeReply, exit } = await rpc.close();
    expect(closeReply?.result).toEqual({ closed: true });
    expect(exit.timedOut).toBe(false);
    expect(exit.code, exit.stderr).toBe(0);
    expect(env.sidecarPids()).toHaveLength(1);
    expect(env.fixturePids()).toHaveLength(1);
    expect(await survivorsAfterExit(env)).toEqual([]);
  }, 60_000);
});
