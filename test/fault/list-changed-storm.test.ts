// A server that sends list_changed in a storm cannot push another request past its timeout: a burst
// of notifications costs a counter each and one relisting decision for the whole burst.
import { afterEach, describe, expect, it } from "vitest";
import { BOUNDS } from "../support/paths.js";
import { ProxyHarness } from "../support/proxy.js";
import { meta, textOf } from "../support/results.js";

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup()).toEqual([]);
});

const STORM = 300_000;

describe("a list_changed storm", () => {
  it(`${STORM} notifications in one burst leave a call within its timeout`, async () => {
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
    console.log(`call after ${STORM} list_changed: ${(performance.now() - started).toFixed(0)} ms`);
    expect(meta(r).isError, textOf(r)).toBe(false);
    expect(textOf(r)).toContain("answered");
  }, 60_000);
});
