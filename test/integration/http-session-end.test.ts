// A client that leaves a 2025-11-25 Streamable HTTP session ends it with a DELETE (the
// specification's transport section); a 2026-07-28 connection has no session and sends none.
import { afterEach, describe, expect, it } from "vitest";
import { readEvents } from "../support/processes.js";
import { LONG_TIMEOUT_MS, ProxyHarness } from "../support/proxy.js";
import { textOf } from "../support/results.js";

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.finish()).toEqual({ processes: [], spillDirs: [] });
});

/** DELETE requests the fixture saw before and after the runtime closed. */
async function deletesAroundClose(era: "legacy" | "modern", protocolVersion: string): Promise<[number, number]> {
  const fx = await h.http({ FIXTURE_ERA: era });
  const s = h.open({ fx: { url: fx.url, protocolVersion, requestTimeoutMs: LONG_TIMEOUT_MS } });
  const listed = await s.proxy.call({ server: "fx" });
  expect(listed.isError, textOf(listed)).toBe(false);
  const deletes = (): number => readEvents(fx.events).filter((l) => l.startsWith("http DELETE")).length;
  const before = deletes();
  await s.runtime.close();
  return [before, deletes()];
}

describe("closing a Streamable HTTP connection", () => {
  it("ends a 2025-11-25 session with one DELETE when the runtime closes", async () => {
    expect(await deletesAroundClose("legacy", "legacy")).toEqual([0, 1]);
  }, 30_000);

  it("sends no DELETE for a 2026-07-28 connection, which has no session", async () => {
    expect(await deletesAroundClose("modern", "2026-07-28")).toEqual([0, 0]);
  }, 30_000);
});
