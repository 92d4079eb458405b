// The client duties of the 2026-07-28 specification that the official client leaves to us, against
// an instrumented server (./client-duties-server.mjs) over stdio and Streamable HTTP: an absent
// resultType means complete; an empty-string nextCursor is a cursor; a listing without valid cache
// hints is used as ttlMs 0; an expired listing is listed again on the next access, once for every
// concurrent reader; a header mismatch (-32020) on a call relists the tools and retries the call once.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import type { McpProxy } from "../../src/proxy/proxy.js";
import type { Case } from "../support/cases.js";
import { eachCase } from "../support/cases.js";
import { ROOT } from "../support/paths.js";
import { readEvents, sleep } from "../support/processes.js";
import { LONG_TIMEOUT_MS, ProxyHarness } from "../support/proxy.js";
import { Resources } from "../support/resources.js";
import { codeOf, labelBody, meta, textOf } from "../support/results.js";
import { startHttpChild } from "../support/servers.js";

const SERVER = join(ROOT, "test/integration/client-duties-server.mjs");
const TRANSPORTS = ["stdio", "http"] as const;
type Transport = (typeof TRANSPORTS)[number];
const TIMEOUT_MS = 60_000;

const h = new ProxyHarness();
const res = new Resources();
afterEach(async () => {
  expect(await h.cleanup(), "server processes still alive").toEqual([]);
  await res.cleanup();
});

/** The instrumented server with `env`, over `transport`, opened in a proxy as "duty"; its request log. */
async function open(
  transport: Transport,
  env: Record<string, string>,
): Promise<{ proxy: McpProxy; asked: () => string[] }> {
  const events = h.eventsFile();
  const all = { DUTY_EVENTS: events, ...env };
  let spec: Record<string, unknown>;
  if (transport === "stdio") {
    spec = { command: process.execPath, args: [SERVER, "stdio"], cwd: ROOT, env: all };
  } else {
    const { url } = await startHttpChild([SERVER, "http"], all, (c) => res.child(c), "the client-duties server");
    spec = { url };
  }
  const { proxy } = h.open({ duty: { ...spec, requestTimeoutMs: LONG_TIMEOUT_MS } });
  return { proxy, asked: () => readEvents(events) };
}

const count = (asked: string[], method: string): number => asked.filter((l) => l.startsWith(`${method} `)).length;

describe.each(TRANSPORTS)("over %s", (transport) => {
  describe("an absent resultType is a complete result", () => {
    const CASES: readonly Case<Record<string, unknown>, string>[] = [
      { name: "tools.call", given: { tool: "echo", args: {} }, want: "called echo, call 1" },
      { name: "resources.read", given: { operation: "resources.read", resource: "duty://doc" }, want: "the doc" },
      { name: "prompts.get", given: { operation: "prompts.get", prompt: "greet" }, want: "hello from greet" },
      { name: "tools.list", given: {}, want: "echo" },
    ];
    eachCase(
      CASES,
      async (request, want) => {
        const { proxy } = await open(transport, { DUTY_NO_RESULT_TYPE: "all" });
        const r = await proxy.call({ server: "duty", ...request });
        expect(r.isError, textOf(r)).toBe(false);
        expect(labelBody(textOf(r))).toContain(want);
      },
      TIMEOUT_MS,
    );
  });

  it("an empty-string nextCursor is a cursor, not the end of the list", { timeout: TIMEOUT_MS }, async () => {
    const { proxy, asked } = await open(transport, { DUTY_EMPTY_CURSOR: "1" });
    const listed = await proxy.call({ server: "duty" });
    expect(listed.isError, textOf(listed)).toBe(false);
    expect(meta(listed).toolCount).toBe(2);
    expect(textOf(listed)).toMatch(/- first\b[\s\S]*- second\b/);
    expect(asked().filter((l) => l.startsWith("tools/list "))).toEqual(["tools/list null", 'tools/list ""']);
  });

  describe("a listing without ttlMs or cacheScope, or with a negative ttlMs, is used as ttlMs 0", () => {
    const CASES: readonly Case<string, { listings: number }>[] = [
      { name: "neither ttlMs nor cacheScope", given: "absent", want: { listings: 2 } },
      { name: "no ttlMs", given: "no-ttl", want: { listings: 2 } },
      { name: "a negative ttlMs", given: "negative", want: { listings: 2 } },
      // The control: a listing with valid hints that have not run out is not listed again.
      { name: "no cacheScope, ttlMs 60000 (not expired)", given: "no-scope", want: { listings: 1 } },
    ];
    eachCase(
      CASES,
      async (hints, want) => {
        const { proxy, asked } = await open(transport, { DUTY_HINTS: hints });
        for (const request of [{}, { operation: "resources.list" }, { operation: "prompts.list" }]) {
          const r = await proxy.call({ server: "duty", ...request });
          expect(r.isError, textOf(r)).toBe(false);
        }
        expect(labelBody(textOf(await proxy.call({ server: "duty", tool: "echo", args: {} })))).toContain(
          "called echo",
        );
        // Used as ttlMs 0: stale at once, so the next access after the relisting interval lists again.
        await sleep(LIMIT_VALUES["catalog.minRelistIntervalMs"] + 100);
        expect((await proxy.call({ server: "duty" })).isError).toBe(false);
        expect(count(asked(), "tools/list")).toBe(want.listings);
      },
      TIMEOUT_MS,
    );
  });

  it("an expired catalog is listed again on next access, once for concurrent readers", {
    timeout: TIMEOUT_MS,
  }, async () => {
    const ttlMs = 1_500;
    const { proxy, asked } = await open(transport, {
      DUTY_HINTS: String(ttlMs),
      DUTY_GENERATIONS: "1",
      DUTY_LIST_DELAY_MS: "300",
    });
    const first = await proxy.call({ server: "duty" });
    expect(textOf(first)).toContain("gen_1");
    // Within its ttlMs the listing is served as it is.
    expect(textOf(await proxy.call({ server: "duty" }))).toContain("gen_1");
    expect(count(asked(), "tools/list")).toBe(1);
    await sleep(ttlMs + 200);
    // Eight readers of the expired listing at once: one relisting answers them all, on the same connection.
    const readers = await Promise.all(Array.from({ length: 8 }, () => proxy.call({ server: "duty" })));
    for (const r of readers) expect(textOf(r)).toContain("gen_2");
    expect(count(asked(), "tools/list")).toBe(2);
    expect(count(asked(), "server/discover")).toBe(1);
    const called = await proxy.call({ server: "duty", tool: "gen_2", args: {} });
    expect(labelBody(textOf(called))).toContain("called gen_2");
    expect(count(asked(), "tools/list")).toBe(2);
  });

  describe("a -32020 header mismatch relists the tools and retries the call once", () => {
    const CASES: readonly Case<"once" | "always", { error?: string; calls: number; listings: number }>[] = [
      { name: "refused once: the retry answers", given: "once", want: { calls: 2, listings: 2 } },
      {
        name: "refused again: the second refusal is the answer, no third call",
        given: "always",
        want: { error: "MCPA_RUNTIME_SERVER_ERROR", calls: 2, listings: 2 },
      },
    ];
    eachCase(
      CASES,
      async (mismatch, want) => {
        const { proxy, asked } = await open(transport, { DUTY_MISMATCH: mismatch });
        const r = await proxy.call({ server: "duty", tool: "echo", args: { text: "hi" } });
        if (want.error === undefined) expect(labelBody(textOf(r))).toContain("called echo, call 2");
        else expect(codeOf(r), textOf(r)).toBe(want.error);
        expect(count(asked(), "tools/call")).toBe(want.calls);
        expect(count(asked(), "tools/list")).toBe(want.listings);
      },
      TIMEOUT_MS,
    );
  });
});
