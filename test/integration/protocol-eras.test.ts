// MCP protocol eras over stdio, end to end through a real Runtime and the fixture server: requests
// that need user input, the era verdict kept across reconnects, a pinned revision the server does not
// offer, 2025 servers that exit on or ignore the `server/discover` probe, and list_changed reaching
// the catalogs of a 2026-07-28 connection through its `subscriptions/listen` stream.
import { afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { ERA_ROWS, eraLabel } from "../support/eras.js";
import { readEvents, sleep } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { meta, textOf } from "../support/results.js";

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup(), "server processes still alive after runtime.close()").toEqual([]);
});

const count = (events: string, line: string): number => readEvents(events).filter((l) => l === line).length;
const modernRows = ERA_ROWS.filter((r) => r.era === "modern").map((r) => [eraLabel(r), r] as const);
const allRows = ERA_ROWS.map((r) => [eraLabel(r), r] as const);

describe.sequential("requests that need the user's input", () => {
  it.each(modernRows)(
    "input_required ends with MCPA_RUNTIME_INPUT_REQUIRED and the connection stays (%s)",
    async (_label, row) => {
      const fx = h.eraFixture(row);
      const { runtime, proxy } = h.open({ fx: fx.spec });
      expect((await proxy.call({ server: "fx", tool: "echo", args: { text: "before" } })).isError).toBe(false);
      const connection = runtime.server("fx").current;
      const asked = await proxy.call({ server: "fx", tool: "ask_user", args: {} });
      expect(asked.isError).toBe(true);
      expect(meta(asked).code).toBe("MCPA_RUNTIME_INPUT_REQUIRED");
      expect(textOf(asked)).toContain("does not answer elicitation or sampling");
      expect(textOf(asked)).not.toContain("Your name?");
      const after = await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } });
      expect(after.isError).toBe(false);
      expect(runtime.server("fx").current).toBe(connection);
      // Never retried: the server saw the call once.
      expect(count(fx.events, "tools/call ask_user")).toBe(1);
    },
  );

  it.each(allRows)(
    "-32021 (a client capability is missing) reads the same, and the connection stays (%s)",
    async (_label, row) => {
      const fx = h.eraFixture(row);
      const { runtime, proxy } = h.open({ fx: fx.spec });
      const r = await proxy.call({ server: "fx", tool: "needs_sampling", args: {} });
      expect(meta(r).code).toBe("MCPA_RUNTIME_INPUT_REQUIRED");
      const connection = runtime.server("fx").current;
      expect((await proxy.call({ server: "fx", tool: "echo", args: { text: "x" } })).isError).toBe(false);
      expect(runtime.server("fx").current).toBe(connection);
      expect(count(fx.events, "tools/call needs_sampling")).toBe(1);
    },
  );
});

describe.sequential("negotiation", () => {
  it("a reconnect reuses the first verdict: the server is probed once per runtime", async () => {
    const fx = h.fixture({ FIXTURE_ERA: "modern" });
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expect((await proxy.call({ server: "fx", tool: "echo", args: { text: "one" } })).isError).toBe(false);
    await runtime.server("fx").reconnect();
    const two = await proxy.call({ server: "fx", tool: "echo", args: { text: "two" } });
    expect(two.isError, textOf(two)).toBe(false);
    expect(readEvents(fx.events).filter((l) => l.startsWith("start "))).toHaveLength(2);
    expect(count(fx.events, "server/discover")).toBe(1);
    expect(runtime.status()[0]).toMatchObject({ protocolEra: "modern", protocolVersion: "2026-07-28" });
  });

  it("a pinned revision a 2025-only server does not offer is a connect error whose fix is protocolVersion auto or legacy", async () => {
    const fx = h.fixture({ FIXTURE_ERA: "legacy" }, { protocolVersion: "2026-07-28" });
    const { proxy } = h.open({ fx: fx.spec });
    const r = await proxy.call({ server: "fx" });
    expect(meta(r).code).toBe("MCPA_RUNTIME_PROTOCOL_NOT_OFFERED");
    expect(textOf(r)).toContain("does not offer protocol revision 2026-07-28");
    const fix = textOf(r).slice(textOf(r).indexOf("Fix: "));
    expect(fix).toContain('`protocolVersion` of fx to "auto"');
    expect(fix).toContain('"legacy"');
    expect(fix).not.toMatch(/401|403/);
    expect(count(fx.events, "initialize")).toBe(0);
  });

  it("a 2025 server that exits on the probe is respawned and connects with the 2025 handshake", async () => {
    const fx = h.fixture({ FIXTURE_ON_DISCOVER: "exit" });
    const { runtime, proxy } = h.open({ fx: fx.spec });
    const r = await proxy.call({ server: "fx", tool: "echo", args: { text: "hello" } });
    expect(r.isError, textOf(r)).toBe(false);
    expect(runtime.status()[0]).toMatchObject({ state: "connected", protocolEra: "legacy" });
    expect(readEvents(fx.events).filter((l) => l.startsWith("start "))).toHaveLength(2);
    expect(count(fx.events, "server/discover")).toBe(1);
    expect(count(fx.events, "initialize")).toBe(1);
    // The legacy verdict is kept: a reconnect spawns once and does not probe.
    await runtime.server("fx").reconnect();
    expect(readEvents(fx.events).filter((l) => l.startsWith("start "))).toHaveLength(3);
    expect(count(fx.events, "server/discover")).toBe(1);
  });

  it("a 2025 server that never answers the probe costs at most connect.probeTimeoutMs, then connects", async () => {
    const fx = h.fixture({ FIXTURE_ON_DISCOVER: "silent" }, { requestTimeoutMs: 30_000 });
    const { runtime, proxy } = h.open({ fx: fx.spec });
    const started = Date.now();
    const r = await proxy.call({ server: "fx", tool: "echo", args: { text: "late" } });
    const elapsed = Date.now() - started;
    expect(r.isError, textOf(r)).toBe(false);
    expect(runtime.status()[0]).toMatchObject({ protocolEra: "legacy" });
    expect(elapsed).toBeGreaterThanOrEqual(LIMIT_VALUES["connect.probeTimeoutMs"]);
    expect(elapsed).toBeLessThan(LIMIT_VALUES["connect.probeTimeoutMs"] + 10_000);
    expect(readEvents(fx.events).filter((l) => l.startsWith("start "))).toHaveLength(1);
  }, 40_000);
});

describe.sequential("catalog freshness", () => {
  it.each(allRows)("list_changed invalidates the tool catalog (%s)", async (_label, row) => {
    const fx = h.eraFixture(row);
    const { proxy } = h.open({ fx: fx.spec });
    expect((await proxy.call({ server: "fx" })).isError).toBe(false);
    expect((await proxy.call({ server: "fx" })).isError).toBe(false);
    expect(count(fx.events, "tools/list cursor=-")).toBe(1);
    expect((await proxy.call({ server: "fx", tool: "notify_list_changed", args: {} })).isError).toBe(false);
    // The notification travels on its own stream (2026-07-28) or after the reply (2025).
    await sleep(300);
    expect((await proxy.call({ server: "fx" })).isError).toBe(false);
    expect(count(fx.events, "tools/list cursor=-")).toBe(2);
  });
});

describe.sequential("resources and prompts", () => {
  it.each(allRows)(
    "list and read a resource, list and get a prompt, and a missing prompt argument (%s)",
    async (_label, row) => {
      const fx = h.eraFixture(row);
      const { proxy } = h.open({ fx: fx.spec });
      const listed = await proxy.call({ server: "fx", operation: "resources.list" });
      expect(listed.isError, textOf(listed)).toBe(false);
      expect(textOf(listed)).toContain("4 resources and 1 template");
      const ref = /mcp-resource-[0-9a-f]{32}/.exec(
        textOf(listed)
          .split("\n")
          .find((l) => l.includes(" text-2: ")) ?? "",
      )?.[0];
      expect(ref).toBeDefined();
      const read = await proxy.call({ server: "fx", operation: "resources.read", resource: ref });
      expect(read.isError, textOf(read)).toBe(false);
      expect(textOf(read)).toContain("second text resource");
      const prompts = await proxy.call({ server: "fx", operation: "prompts.list" });
      expect(textOf(prompts)).toContain("review");
      const got = await proxy.call({
        server: "fx",
        operation: "prompts.get",
        prompt: "review",
        arguments: { topic: "eras" },
      });
      expect(got.isError, textOf(got)).toBe(false);
      expect(textOf(got)).toContain("eras");
      const missing = await proxy.call({ server: "fx", operation: "prompts.get", prompt: "review", arguments: {} });
      expect(missing.isError).toBe(true);
      expect(count(fx.events, "prompts/get review")).toBe(1);
      expect(count(fx.events, "initialize")).toBe(row.era === "legacy" ? 1 : 0);
    },
  );
});
