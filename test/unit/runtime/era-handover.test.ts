// The era watch over one stdio process: which answers of a slow server are evidence of 2026-07-28
// (a -32022 refusal of `initialize`, or any refusal once the probe was answered), what the
// second client adopts, and that only the failing first client's close leaves the process alive.
import type { JSONRPCMessage } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { EraWatch } from "../../../src/runtime/era-handover.js";
import type { GroupStdioTransport } from "../../../src/runtime/stdio-transport.js";

const DISCOVER = { supportedVersions: ["2026-07-28"], capabilities: {} };

/** The parts of the stdio transport the watch uses; `closed` counts real closes. */
function fakeInner() {
  const inner = {
    closed: 0,
    pid: 42,
    stderr: null,
    onmessage: undefined as ((m: JSONRPCMessage) => void) | undefined,
    onclose: undefined as (() => void) | undefined,
    onerror: undefined as ((e: Error) => void) | undefined,
    start: async () => {},
    send: async () => {},
    close: async () => {
      inner.closed++;
    },
  };
  return inner;
}

type Reply = { result: unknown } | { error: { code: number; message: string } };

/** The first client's exchange: the probe and `initialize` out, the given answers back. */
async function exchange(discover: Reply | undefined, initialize: Reply | undefined) {
  const inner = fakeInner();
  const watch = new EraWatch(inner as unknown as GroupStdioTransport);
  const view = watch.view;
  await view.start();
  await view.send({ jsonrpc: "2.0", id: "server-discover-probe-1", method: "server/discover" });
  await view.send({ jsonrpc: "2.0", id: 0, method: "initialize", params: {} });
  if (discover) inner.onmessage?.({ jsonrpc: "2.0", id: "server-discover-probe-1", ...discover } as JSONRPCMessage);
  if (initialize) inner.onmessage?.({ jsonrpc: "2.0", id: 0, ...initialize } as JSONRPCMessage);
  await view.close();
  return { inner, handover: watch.handover() };
}

const refused = (code: number): Reply => ({ error: { code, message: "no" } });

describe("EraWatch", () => {
  it.each([
    ["-32022 after a probe answered late: adopt the answer", { result: DISCOVER }, refused(-32022), "adopt"],
    ["-32022 with no probe answer: probe again", undefined, refused(-32022), "probe"],
    ["another refusal after a probe answered late: adopt the answer", { result: DISCOVER }, refused(-32601), "adopt"],
    ["another refusal and no probe answer: no evidence", undefined, refused(-32601), "none"],
    ["a probe answer that is no discover result does not count", { result: { tools: [] } }, refused(-32601), "none"],
    ["initialize answered: nothing to hand over", { result: DISCOVER }, { result: { protocolVersion: "x" } }, "none"],
    ["nothing answered: nothing to hand over", undefined, undefined, "none"],
  ] as const)("%s", async (_label, discover, initialize, want) => {
    const { inner, handover } = await exchange(discover, initialize);
    if (want === "none") {
      expect(handover).toBeUndefined();
      expect(inner.closed).toBe(1);
      return;
    }
    // The first client's close left the process alive for the second.
    expect(inner.closed).toBe(0);
    expect(handover?.prior).toEqual(want === "adopt" ? { kind: "modern", discover: DISCOVER } : undefined);
  });

  it("hands over once: the second view gets the process's messages, and its close ends the process", async () => {
    const { inner, handover } = await exchange(undefined, refused(-32022));
    const second = handover?.transport;
    expect(second).toBeDefined();
    const seen: JSONRPCMessage[] = [];
    if (second) second.onmessage = (m) => seen.push(m);
    inner.onmessage?.({ jsonrpc: "2.0", id: 1, result: {} });
    expect(seen).toHaveLength(1);
    await second?.start();
    await second?.close();
    expect(inner.closed).toBe(1);
  });
});
