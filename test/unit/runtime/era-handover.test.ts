// The era watch over one stdio process: which answers of a slow server are evidence of 2026-07-28
// (a -32022 refusal of `initialize`, or any refusal once the probe was answered), what the
// second client adopts, and that only the failing first client's close leaves the process alive.

import { PassThrough } from "node:stream";
import type { JSONRPCMessage, Transport } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { EraWatch } from "../../../src/runtime/era-handover.js";
import type { GroupStdioTransport } from "../../../src/runtime/stdio-transport.js";

const DISCOVER = { supportedVersions: ["2026-07-28"], capabilities: {} };
const STDERR = new PassThrough();

/** The parts of the stdio transport the watch uses; `closed` counts real closes. */
function fakeInner() {
  const inner = {
    closed: 0,
    starts: 0,
    pid: 42,
    stderr: STDERR,
    onmessage: undefined as ((m: JSONRPCMessage) => void) | undefined,
    onclose: undefined as (() => void) | undefined,
    onerror: undefined as ((e: Error) => void) | undefined,
    start: async () => {
      inner.starts++;
    },
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
    ["a probe answered with null does not count", { result: null }, refused(-32601), "none"],
    [
      "a probe answer naming no revision does not count",
      { result: { supportedVersions: [] } },
      refused(-32601),
      "none",
    ],
    [
      "a probe answer with a revision that is no string",
      { result: { supportedVersions: ["2026-07-28", 7] } },
      refused(-32601),
      "none",
    ],
    ["a refused probe is no refusal of initialize", refused(-32022), undefined, "none"],
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

  it("only the probe's answer is a discover result: another request's answer that looks like one is not adopted", async () => {
    const inner = fakeInner();
    const watch = new EraWatch(inner as unknown as GroupStdioTransport);
    await watch.view.send({ jsonrpc: "2.0", id: 7, method: "tools/list" });
    await watch.view.send({ jsonrpc: "2.0", id: 0, method: "initialize", params: {} });
    inner.onmessage?.({ jsonrpc: "2.0", id: 7, result: DISCOVER });
    inner.onmessage?.({ jsonrpc: "2.0", id: 0, ...refused(-32022) } as JSONRPCMessage);
    await watch.view.close();
    const handover = watch.handover();
    expect(handover).toBeDefined();
    expect(handover?.prior).toBeUndefined();
  });

  it("is the process to each client: started once, its pid and stderr, its close and errors", async () => {
    const inner = fakeInner();
    const watch = new EraWatch(inner as unknown as GroupStdioTransport);
    const first = watch.view as Transport & { pid?: number; stderr?: unknown };
    expect([first.pid, first.stderr]).toEqual([42, STDERR]);
    // Events before a client listens are dropped, not thrown.
    inner.onclose?.();
    inner.onerror?.(new Error("early"));
    const seen: string[] = [];
    first.onclose = () => seen.push("close");
    first.onerror = (e) => seen.push(e.message);
    await first.start();
    inner.onerror?.(new Error("pipe broke"));
    inner.onclose?.();
    expect(seen).toEqual(["pipe broke", "close"]);
    await first.send({ jsonrpc: "2.0", id: 0, method: "initialize", params: {} });
    inner.onmessage?.({ jsonrpc: "2.0", id: 0, ...refused(-32022) } as JSONRPCMessage);
    await first.close();
    const second = watch.handover()?.transport;
    await second?.start();
    expect(inner.starts).toBe(1);
  });
});
