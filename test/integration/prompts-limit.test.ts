// The prompts entry bound (catalog.prompts.maxEntries) over stdio against the mini
// resources/prompts server: a server with exactly that many prompts is listed, one more fails
// with MCPA_CATALOG_ENTRY_LIMIT and keeps nothing, so prompts.get on it is refused too.
import { afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { readEvents } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { codeOf, meta, textOf } from "../support/results.js";
import { rpServer } from "./resources-prompts-helpers.js";

const MAX_PROMPTS = LIMIT_VALUES["catalog.prompts.maxEntries"];
/** The mini server always serves two prompts (plain, proto) before the RP_PROMPTS ones. */
const FIXED_PROMPTS = 2;

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup(), "server processes still alive after runtime.close()").toEqual([]);
});

describe("catalog.prompts.maxEntries", () => {
  it("exactly the bound is listed; one more fails with MCPA_CATALOG_ENTRY_LIMIT and keeps nothing", {
    timeout: 60_000,
  }, async () => {
    const exact = rpServer(h, { RP_PROMPTS: String(MAX_PROMPTS - FIXED_PROMPTS) });
    const over = rpServer(h, { RP_PROMPTS: String(MAX_PROMPTS - FIXED_PROMPTS + 1) });
    const { proxy } = h.open({ exact: exact.spec, over: over.spec });
    const [ok, failed] = await Promise.all([
      proxy.call({ server: "exact", operation: "prompts.list" }),
      proxy.call({ server: "over", operation: "prompts.list" }),
    ]);
    expect(ok.isError, textOf(ok)).toBe(false);
    expect(meta(ok).promptCount).toBe(MAX_PROMPTS);
    expect(codeOf(failed)).toBe("MCPA_CATALOG_ENTRY_LIMIT");
    expect(textOf(failed)).toContain(`the prompts listing has more than ${MAX_PROMPTS} entries`);
    // Nothing partial was kept: the next request drains again and fails again, and prompts.get
    // (which checks arguments against the listing) is refused before any prompts/get is sent.
    expect(codeOf(await proxy.call({ server: "over", operation: "prompts.get", prompt: "plain" }))).toBe(
      "MCPA_CATALOG_ENTRY_LIMIT",
    );
    expect(readEvents(over.events).filter((l) => l.startsWith("prompts/list "))).toHaveLength(2);
    expect(readEvents(over.events).filter((l) => l.startsWith("prompts/get "))).toEqual([]);
    expect(
      (await proxy.call({ server: "exact", operation: "prompts.get", prompt: `p-${MAX_PROMPTS - FIXED_PROMPTS - 1}` }))
        .isError,
    ).toBe(false);
  });
});
