// The subscriptions/listen stream of a 2026-07-28 connection: opened only for lists the server says
// can change, reopened after a remote end at most listen.maxReopens times, never after the server
// ended it gracefully or the connection closed, and closed with the connection.
import type { Client, McpSubscription, ServerCapabilities } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { openListenStream } from "../../../src/runtime/listen-stream.js";

type End = "local" | "graceful" | "remote";

/** A client whose every listen() is acknowledged and then ends as `ends` says (in order). */
function fakeClient(ends: (n: number) => End | "open"): { client: Client; filters: unknown[]; closes: () => number } {
  const filters: unknown[] = [];
  let closes = 0;
  const client = {
    listen(filter: unknown): Promise<McpSubscription> {
      filters.push(filter);
      const end = ends(filters.length);
      let finish: (e: End) => void = () => {};
      const closed = new Promise<End>((r) => {
        finish = r;
      });
      if (end !== "open") setTimeout(() => finish(end), 5);
      return Promise.resolve({
        honoredFilter: filter as never,
        closed,
        close: async () => {
          closes += 1;
          finish("local");
        },
      });
    },
  } as unknown as Client;
  return { client, filters, closes: () => closes };
}

const ALL: ServerCapabilities = {
  tools: { listChanged: true },
  resources: { listChanged: true },
  prompts: { listChanged: true },
};
const until = async (p: () => boolean, ms: number): Promise<boolean> => {
  const end = Date.now() + ms;
  while (!p() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  return p();
};
const totalBackoff = Array.from(
  { length: LIMIT_VALUES["listen.maxReopens"] },
  (_, i) => LIMIT_VALUES["listen.reopenBaseDelayMs"] * 2 ** i,
).reduce((a, b) => a + b, 0);

describe("listen stream", () => {
  it("is not opened when no list can change", () => {
    const f = fakeClient(() => "open");
    expect(openListenStream(f.client, { tools: {} }, () => false)).toBeUndefined();
    expect(f.filters).toEqual([]);
  });

  it("asks for exactly the lists the server says can change", async () => {
    const f = fakeClient(() => "open");
    const s = openListenStream(f.client, { tools: { listChanged: true }, prompts: {} }, () => false);
    await until(() => f.filters.length === 1, 1_000);
    expect(f.filters).toEqual([{ toolsListChanged: true }]);
    await s?.close();
    expect(f.closes()).toBe(1);
  });

  it(`reopens a stream the server dropped at most listen.maxReopens (${LIMIT_VALUES["listen.maxReopens"]}) times`, async () => {
    const f = fakeClient(() => "remote");
    const s = openListenStream(f.client, ALL, () => false);
    await until(() => f.filters.length === 1 + LIMIT_VALUES["listen.maxReopens"], totalBackoff + 3_000);
    await new Promise((r) =>
      setTimeout(r, LIMIT_VALUES["listen.reopenBaseDelayMs"] * 2 ** LIMIT_VALUES["listen.maxReopens"] + 200),
    );
    expect(f.filters).toHaveLength(1 + LIMIT_VALUES["listen.maxReopens"]);
    await s?.close();
  }, 15_000);

  it("does not reopen after a graceful end, nor once the connection is closed", async () => {
    const graceful = fakeClient(() => "graceful");
    const a = openListenStream(graceful.client, ALL, () => false);
    await new Promise((r) => setTimeout(r, LIMIT_VALUES["listen.reopenBaseDelayMs"] * 2));
    expect(graceful.filters).toHaveLength(1);
    await a?.close();
    let closed = false;
    const dropped = fakeClient(() => {
      closed = true;
      return "remote";
    });
    const b = openListenStream(dropped.client, ALL, () => closed);
    await new Promise((r) => setTimeout(r, LIMIT_VALUES["listen.reopenBaseDelayMs"] * 2));
    expect(dropped.filters).toHaveLength(1);
    await b?.close();
  });
});
