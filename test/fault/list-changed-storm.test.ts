// A server that sends list_changed in a storm cannot push another request past its timeout: a burst
// of notifications costs a counter each and one relisting decision for the whole burst, over stdio
// (a line per notification) and over Streamable HTTP (an SSE event per notification, in both eras).
import { afterEach, describe, expect, it } from "vitest";
import { BOUNDS, SLOW_START } from "../support/paths.js";
import type { ServerSpec } from "../support/proxy.js";
import { ProxyHarness } from "../support/proxy.js";
import { Resources } from "../support/resources.js";
import { meta, textOf } from "../support/results.js";
import { startHttpChild } from "../support/servers.js";

const h = new ProxyHarness();
const res = new Resources();
afterEach(async () => {
  expect(await h.cleanup()).toEqual([]);
  expect(await res.cleanup()).toEqual([]);
});

const STORM = 300_000;

/** Over HTTP: one tools/call answered by an SSE stream of STORM list_changed events, then the result. */
async function httpStorm(era: "legacy" | "modern"): Promise<ServerSpec> {
  const env = { SLOW_ERA: era, SLOW_LIST_CHANGED: String(STORM) };
  const { url } = await startHttpChild([SLOW_START, "http"], env, (c) => res.child(c), "the storm server");
  return { url, protocolVersion: era === "legacy" ? "legacy" : "auto", requestTimeoutMs: 5_000 };
}

describe("a list_changed storm", () => {
  it(`${STORM} notifications over stdio, sent right behind a listing, leave a call within its timeout`, async () => {
    const { proxy } = h.open({
      storm: {
        command: process.execPath,
        args: [BOUNDS],
        env: { BOUNDS_LIST_CHANGED: String(STORM) },
        requestTimeoutMs: 5_000,
      },
    });
    // The call lists the tools, which sets off the storm right behind the listing; its own answer
    // comes after the whole storm.
    const started = performance.now();
    const r = await proxy.call({ server: "storm", tool: "echo", args: { text: "answered" } });
    console.log(`stdio: call after ${STORM} list_changed: ${(performance.now() - started).toFixed(0)} ms`);
    expect(meta(r).isError, textOf(r)).toBe(false);
    expect(textOf(r)).toContain("answered");
  }, 60_000);

  it.each(["legacy", "modern"] as const)(
    `${STORM} notifications over HTTP (%s era) in the call's own SSE stream leave it within its timeout`,
    async (era) => {
      const { proxy } = h.open({ storm: await httpStorm(era) });
      const started = performance.now();
      const r = await proxy.call({ server: "storm", tool: "echo", args: { text: "answered" } });
      console.log(`http ${era}: call behind ${STORM} list_changed: ${(performance.now() - started).toFixed(0)} ms`);
      expect(meta(r).isError, textOf(r)).toBe(false);
      expect(textOf(r)).toContain(`${era} echo: answered`);
    },
    60_000,
  );
});
