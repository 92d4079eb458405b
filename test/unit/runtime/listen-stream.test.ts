// The subscriptions/listen stream of a 2026-07-28 connection: opened only for lists the server says
// can change, reopened after a remote end at most listen.maxReopens times, never after the server
// ended it gracefully or the connection closed, and closed with the connection.
import type { Client, McpSubscription, ServerCapabilities } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { openListenStream } from "../../../src/runtime/listen-stream.js";

type End = "local" | "graceful" | "remote";

/**
 * A client whose every listen() is acknowledged and then ends as `ends` says (in order); "refused"
 * rejects it, "unacknowledged" leaves it pending until its signal aborts. `at`: when each was called.
 */
function fakeClient(ends: (n: number) => End | "open" | "refused" | "unacknowledged"): {
  client: Client;
  filters: unknown[];
  at: number[];
  closes: () => number;
} {
  const filters: unknown[] = [];
  const at: number[] = [];
  let closes = 0;
  const client = {
    listen(filter: unknown, options?: { signal?: AbortSignal }): Promise<McpSubscription> {
      filters.push(filter);
      at.push(Date.now());
      const end = ends(filters.length);
      if (end === "refused") return Promise.reject(new Error("-32601 method not found"));
      if (end === "unacknowledged")
        return new Promise((_, reject) =>
          options?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
        );
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
  return { client, filters, at, closes: () => closes };
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
  it.each([
    ["no capabilities", undefined],
    ["no list at all", {}],
    ["lists that cannot change", { tools: {}, resources: {}, prompts: {} }],
  ])("is not opened when %s", (_label, capabilities: ServerCapabilities | undefined) => {
    const f = fakeClient(() => "open");
    expect(openListenStream(f.client, capabilities, () => false)).toBeUndefined();
    expect(f.filters).toEqual([]);
  });

  it.each([
    [{ resources: { listChanged: true } }, { resourcesListChanged: true }],
    [{ prompts: { listChanged: true } }, { promptsListChanged: true }],
    [ALL, { toolsListChanged: true, resourcesListChanged: true, promptsListChanged: true }],
  ])("given %j asks for %j", async (capabilities: ServerCapabilities, want) => {
    const f = fakeClient(() => "open");
    const s = openListenStream(f.client, capabilities, () => false);
    await until(() => f.filters.length === 1, 1_000);
    expect(f.filters).toEqual([want]);
    await s?.close();
  });

  it("is not opened on a connection already closed", async () => {
    const f = fakeClient(() => "open");
    const s = openListenStream(f.client, ALL, () => true);
    await new Promise((r) => setTimeout(r, 20));
    expect(f.filters).toEqual([]);
    await s?.close();
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

  it("a refused listen is tried again like a dropped stream, after listen.reopenBaseDelayMs", async () => {
    const f = fakeClient((n) => (n === 1 ? "refused" : "open"));
    const s = openListenStream(f.client, ALL, () => false);
    await until(() => f.filters.length === 2, LIMIT_VALUES["listen.reopenBaseDelayMs"] + 3_000);
    expect(f.filters).toHaveLength(2);
    const [first = 0, second = 0] = f.at;
    expect(second - first).toBeGreaterThanOrEqual(LIMIT_VALUES["listen.reopenBaseDelayMs"] - 5);
    await s?.close();
  });

  it("closing ends an unacknowledged listen, and a wait before a reopen, at once", async () => {
    for (const end of ["unacknowledged", "remote"] as const) {
      const f = fakeClient(() => end);
      const s = openListenStream(f.client, ALL, () => false);
      await until(() => f.filters.length === 1, 1_000);
      await new Promise((r) => setTimeout(r, 30));
      const started = Date.now();
      await s?.close();
      expect(Date.now() - started).toBeLessThan(LIMIT_VALUES["listen.reopenBaseDelayMs"]);
      await new Promise((r) => setTimeout(r, LIMIT_VALUES["listen.reopenBaseDelayMs"] + 50));
      expect(f.filters).toHaveLength(1);
    }
  });

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
