// Four runtime guarantees, each with an assertion that a realistic one-line bug in src/ breaks: a
// positive requestTimeoutMs stays a hard bound however often the server reports progress; a spill
// of one server cannot be read through another; stdio children of an offline runtime see
// npm_config_offline=true (and only those); notifications/tools/list_changed causes exactly one
// refetch, and nothing else causes any. Real fixture servers over stdio throughout.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { loadConfig } from "../../src/config/index.js";
import { McpProxy } from "../../src/proxy/proxy.js";
import { Runtime } from "../../src/runtime/runtime.js";
import { FIXTURE } from "../support/paths.js";
import { readEvents } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { expectError, expectText, labelBody, meta, textOf } from "../support/results.js";
import { SLACK_MS, Timings, timed } from "../support/timing.js";

/** requestTimeoutMs of the hard-bound row: above the fixture's start on a loaded machine (as in the stdio rows). */
const HARD_TIMEOUT_MS = 8_000;
/** Progress interval of that row: several notifications fall inside the bound. */
const PROGRESS_INTERVAL_MS = 1_000;
/** Steps of that row: the tool would run far past the bound plus slack if progress extended it. */
const PROGRESS_STEPS = Math.ceil((2 * (HARD_TIMEOUT_MS + SLACK_MS)) / PROGRESS_INTERVAL_MS);

const h = new ProxyHarness();
const timings = new Timings();
afterEach(async () => {
  expect(await h.finish()).toEqual({ processes: [], spillDirs: [] });
});
afterAll(() => timings.print("runtime-guarantees"));

const listed = (events: string): number => readEvents(events).filter((l) => l.startsWith("tools/list ")).length;

describe.sequential("fault: hard timeout, spill isolation, offline children, one refetch per list_changed", () => {
  it("a positive requestTimeoutMs is a hard bound: progress every second does not extend it; the connection is kept", {
    timeout: 60_000,
  }, async () => {
    const fx = h.stdio({}, { requestTimeoutMs: HARD_TIMEOUT_MS });
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "before" } }), "before");
    const pid = runtime.server("fx").current?.pid;
    const progress: string[] = [];
    const slow = await timed(
      proxy.call(
        { server: "fx", tool: "progress", args: { steps: PROGRESS_STEPS, intervalMs: PROGRESS_INTERVAL_MS } },
        { onprogress: (line) => progress.push(line) },
      ),
    );
    timings.set("hardTimeoutWithProgress", slow.ms);
    // Progress did arrive (so the SDK had something to reset on), and still the bound held.
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expectError(slow.value!, "MCPA_RUNTIME_TIMEOUT", [`MCP server fx: call timed out after ${HARD_TIMEOUT_MS} ms.`]);
    expect(slow.ms).toBeGreaterThanOrEqual(HARD_TIMEOUT_MS - 50);
    expect(slow.ms).toBeLessThan(HARD_TIMEOUT_MS + SLACK_MS);
    expect(progress.length).toBeLessThan(PROGRESS_STEPS);
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } }), "after");
    expect(runtime.server("fx").current?.pid).toBe(pid);
  });

  it("output.read: a spill of server a read through server b is refused as unknown; through a it reads", {
    timeout: 60_000,
  }, async () => {
    const a = h.stdio();
    const b = h.stdio();
    const { proxy } = h.open({ a: a.spec, b: b.spec });
    const big = await proxy.call({ server: "a", tool: "huge", args: { bytes: LIMIT_VALUES["inline.maxBytes"] + 1 } });
    const output = meta(big).output as string;
    expect(output).toMatch(/^mcp-output-[0-9a-f]+$/);
    expectText(await proxy.call({ server: "b", tool: "echo", args: { text: "b is up" } }), "b is up");

    const across = await proxy.call({ server: "b", operation: "output.read", output });
    expectError(across, "MCPA_OUTPUT_UNKNOWN");
    expect(textOf(across)).not.toContain("xxxxxxxx");
    expect(meta(across).server).toBe("b");

    const own = await proxy.call({ server: "a", operation: "output.read", output });
    expect(own.isError, textOf(own)).toBe(false);
    expect(textOf(own)).toContain("xxxxxxxx");
    expect(meta(own)).toMatchObject({ server: "a", output, offset: 0 });
  });

  it("output.read: a result whose spill file could not be written says so to its own server, and stays unknown to another", {
    timeout: 60_000,
  }, async () => {
    const a = h.stdio();
    const b = h.stdio();
    const { runtime, proxy } = h.open({ a: a.spec, b: b.spec });
    const huge = { server: "a", tool: "huge", args: { bytes: LIMIT_VALUES["inline.maxBytes"] + 1 } };
    expect((await proxy.call(huge)).isError).toBe(false);
    // The runtime's spill directory taken away and a file put in its place: no later spill can be written.
    const dir = runtime.spills.path as string;
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, "not a directory any more");
    try {
      const lost = await proxy.call(huge);
      expect(lost.isError, textOf(lost)).toBe(false);
      const output = meta(lost).output as string;
      expect(output).toMatch(/^mcp-output-[0-9a-f]+$/);
      const own = await proxy.call({ server: "a", operation: "output.read", output });
      expectError(own, "MCPA_SPILL_WRITE_FAILED");
      expect(textOf(own)).toContain(
        `The output ${output} of server a was not kept: its spill file could not be written.`,
      );
      expect(textOf(own)).not.toContain(dir);
      expectError(await proxy.call({ server: "b", operation: "output.read", output }), "MCPA_OUTPUT_UNKNOWN");
    } finally {
      rmSync(dir, { force: true });
    }
  });

  it("output.read: a multi-byte spill followed window by window with nextOffset reads back every byte once; a mid-character offset starts on the next character", {
    timeout: 60_000,
  }, async () => {
    const fx = h.stdio();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    // Two-, three- and four-byte characters, never ASCII alone, over several windows.
    const unit = "é€😀ü漢🙂ñ\n";
    const body = unit.repeat(Math.ceil((3 * LIMIT_VALUES["inline.maxBytes"]) / Buffer.byteLength(unit)));
    const big = await proxy.call({ server: "fx", tool: "echo", args: { text: body } });
    const output = meta(big).output as string;
    expect(output).toMatch(/^mcp-output-[0-9a-f]+$/);
    const spilled = readFileSync(runtime.spills.get(output)?.path as string);
    expect(spilled.toString("utf8")).toContain(body);

    const windows: string[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const w = await proxy.call({ server: "fx", operation: "output.read", output, offset });
      expect(w.isError, textOf(w)).toBe(false);
      expect(meta(w).offset).toBe(offset);
      const t = textOf(w);
      const footer = t.slice(t.lastIndexOf("\n") + 1);
      windows.push(labelBody(t.slice(0, t.lastIndexOf("\n"))));
      const next = meta(w).nextOffset as number | null;
      if (next !== null) {
        expect(footer).toBe(`[continues: next offset ${next} of ${spilled.length} bytes]`);
        expect(next).toBe(offset + Buffer.byteLength(windows.at(-1) as string));
      }
      offset = next;
      expect(windows.length).toBeLessThan(20);
    }
    expect(windows.length).toBeGreaterThanOrEqual(3);
    expect(windows.join("")).toBe(spilled.toString("utf8"));

    // An offset inside the emoji (bytes 1..3 of its four): the window starts at the next character.
    const emoji = spilled.indexOf(Buffer.from("😀"));
    for (const inside of [emoji + 1, emoji + 2, emoji + 3]) {
      const w = await proxy.call({ server: "fx", operation: "output.read", output, offset: inside });
      expect(meta(w).offset).toBe(emoji + 4);
      const read = labelBody(textOf(w).slice(0, textOf(w).lastIndexOf("\n")));
      expect(read).not.toContain("\uFFFD");
      expect(
        spilled
          .subarray(emoji + 4)
          .toString("utf8")
          .startsWith(read),
      ).toBe(true);
    }
  });

  it("offline: a stdio child sees npm_config_offline=true; without offline it is not set", {
    timeout: 60_000,
  }, async () => {
    // The child starts only when the variable has exactly that value (exit 7 otherwise).
    const gated = h.stdio();
    const gatedSpec = {
      ...gated.spec,
      command: "/bin/sh",
      args: [
        "-c",
        'test "$npm_config_offline" = true || exit 7; exec "$0" "$@"',
        process.execPath,
        "--import",
        "tsx",
        FIXTURE,
        "stdio",
      ],
    };
    const plain = h.stdio();
    const offline = openOffline({ gated: gatedSpec, plain: plain.spec });
    expectText(
      await offline.proxy.call({ server: "gated", tool: "echo", args: { text: "offline child" } }),
      "offline child",
    );
    expectText(
      await offline.proxy.call({ server: "plain", tool: "env_presence", args: { name: "npm_config_offline" } }),
      "present",
    );

    const online = h.open({ plain: plain.spec });
    expectText(
      await online.proxy.call({ server: "plain", tool: "env_presence", args: { name: "npm_config_offline" } }),
      "absent",
    );
  });

  it("tools list_changed: exactly one refetch after a notification, none without one", {
    timeout: 60_000,
  }, async () => {
    const fx = h.stdio();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    const search = async (): Promise<void> => {
      const r = await proxy.call({ server: "fx", search: "echo" });
      expect(r.isError, textOf(r)).toBe(false);
    };
    await search();
    const first = listed(fx.events);
    expect(first).toBe(1);
    // Without a notification the catalog holds, for searches and calls alike.
    await search();
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "cached" } }), "cached");
    expect(listed(fx.events)).toBe(first);

    // The notification goes out before the reply on the same pipe, so it has been handled by now.
    expectText(await proxy.call({ server: "fx", tool: "notify_list_changed" }), "notified");
    expect(readEvents(fx.events)).toContain("list_changed sent 1");
    expect(listed(fx.events)).toBe(first);
    await search();
    expect(listed(fx.events)).toBe(first + 1);
    // And the fresh listing is cached again.
    await search();
    expectText(await proxy.call({ server: "fx", tool: "echo", args: { text: "cached again" } }), "cached again");
    expect(listed(fx.events)).toBe(first + 1);
    expect(runtime.server("fx").current).toBeDefined();
  });
});

/** A runtime and proxy with offline: true on a fresh home (the harness's own sessions are online). */
function openOffline(servers: Readonly<Record<string, unknown>>): { runtime: Runtime; proxy: McpProxy } {
  const online = h.open(servers as Record<string, Record<string, unknown>>);
  const config = loadConfig({ home: online.home, cwd: join(online.home, "project"), projectTrusted: false });
  expect(config.problems).toEqual([]);
  const runtime = new Runtime(config, {
    environment: { PATH: process.env.PATH ?? "", HOME: online.home },
    cwd: join(online.home, "project"),
    offline: true,
    spillBase: online.spillBase,
  });
  // Closed (and its processes checked) with the online session by the harness.
  h.adopt(runtime);
  return { runtime, proxy: new McpProxy(runtime) };
}
