// A server's resource template cannot freeze the sidecar: matching a URI from the model against the
// worst template the grammar allows (twelve adjacent expressions) takes no backtracking, so another
// server's call is answered within a second while it runs. The match alone is timed here too, out
// of the mutation test set (instrumented code is slower than the bound).
import { afterEach, describe, expect, it } from "vitest";
import { templateMatches } from "../../src/catalog/uri-template.js";
import { BOUNDS } from "../support/paths.js";
import { ProxyHarness } from "../support/proxy.js";
import { meta, textOf } from "../support/results.js";

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup()).toEqual([]);
});

const WORST = `x:${[..."abcdefghijkl"].map((v) => `{${v}}`).join("")}`;

describe("resource-template matching", () => {
  it("matches the worst template in linear time, in process", () => {
    // The last character fits no expression, so every split of the rest would have been tried.
    const started = performance.now();
    expect(templateMatches(WORST, `x:${"a".repeat(29)}/`)).toBe(false);
    expect(templateMatches(WORST, `x:${"a".repeat(100_000)}/`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("another server's call answers within a second while the worst template is matched", async () => {
    const { proxy } = h.open({
      evil: { command: process.execPath, args: [BOUNDS], env: { BOUNDS_TEMPLATE: WORST } },
      other: { command: process.execPath, args: [BOUNDS] },
    });
    // Both connected and listed first: what is timed below is the match, not a start.
    expect(meta(await proxy.call({ server: "evil", operation: "resources.list" })).isError).toBe(false);
    expect(meta(await proxy.call({ server: "other", tool: "echo", args: { text: "warm" } })).isError).toBe(false);
    // The last character fits no expression: a backtracking match would try every split of the rest.
    const uri = `x:${"a".repeat(29)}/`;
    const started = performance.now();
    const read = proxy.call({ server: "evil", operation: "resources.read", resource: uri });
    const other = await proxy.call({ server: "other", tool: "echo", args: { text: "still here" } });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(textOf(other)).toContain("still here");
    const refused = await read;
    expect(meta(refused).isError).toBe(true);
    expect(textOf(refused)).not.toContain(uri);
  }, 30_000);
});
