// Bounds over stdio at N and N+1, every N read from generated/limits.ts: catalog entries and pages,
// misbehaving cursors, inline image size and count, and the raw response size (a response just
// under it is retained and readable back exactly; a 1 GiB line costs one error and bounded memory).
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import type { HostResult } from "../../src/results/blocks.js";
import { fixedToolNames } from "../fixtures/server/tools.js";
import { readEvents, startPids } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { labelBody, meta, textOf } from "../support/results.js";

const FIXED = fixedToolNames("stdio").length;
const MAX_TOOLS = LIMIT_VALUES["catalog.tools.maxEntries"];
const MAX_PAGES = LIMIT_VALUES["catalog.maxPages"];
const MAX_RAW = LIMIT_VALUES["response.maxRawBytes"];
const MIB = 1024 * 1024;
/** Room for the JSON-RPC envelope around a text block ({"result":{"content":[...]},...}). */
const ENVELOPE_SLACK = 1024;

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup(), "server processes still alive after runtime.close()").toEqual([]);
});
const measured: Record<string, number> = {};
afterAll(() => {
  console.log(`proxy-stdio bounds measurements: ${JSON.stringify(measured)}`);
});

const toolsListed = (events: string): number => readEvents(events).filter((l) => l.startsWith("tools/list ")).length;

describe.sequential("catalog bounds", () => {
  it("catalog.tools.maxEntries tools pass; one more fails with MCPA_CATALOG_ENTRY_LIMIT and keeps nothing", async () => {
    const exact = h.fixture({ FIXTURE_TOOLS: String(MAX_TOOLS - FIXED), FIXTURE_PAGE_SIZE: String(MAX_TOOLS + 1) });
    const over = h.fixture({ FIXTURE_TOOLS: String(MAX_TOOLS + 1 - FIXED), FIXTURE_PAGE_SIZE: String(MAX_TOOLS + 1) });
    const { proxy } = h.open({ exact: exact.spec, over: over.spec });
    const [ok, failed] = await Promise.all([proxy.call({ server: "exact" }), proxy.call({ server: "over" })]);
    expect(ok.isError).toBe(false);
    expect(meta(ok).toolCount).toBe(MAX_TOOLS);
    expect(meta(ok).output).toMatch(/^mcp-output-/);
    expect(toolsListed(exact.events)).toBe(1);
    expect(failed.isError).toBe(true);
    expect(meta(failed).code).toBe("MCPA_CATALOG_ENTRY_LIMIT");
    expect(textOf(failed)).toContain(`the tools listing has more than ${MAX_TOOLS} entries`);
    // No partial catalog: the next request lists again and fails the same way.
    const again = await proxy.call({ server: "over", describe: "echo" });
    expect(meta(again).code).toBe("MCPA_CATALOG_ENTRY_LIMIT");
    expect(toolsListed(over.events)).toBe(2);
  });

  it("catalog.maxPages pages pass; one page more fails with MCPA_CATALOG_PAGE_LIMIT without asking for it", async () => {
    const exact = h.fixture({ FIXTURE_TOOLS: String(MAX_PAGES - FIXED), FIXTURE_PAGE_SIZE: "1" });
    const over = h.fixture({ FIXTURE_TOOLS: String(MAX_PAGES + 1 - FIXED), FIXTURE_PAGE_SIZE: "1" });
    const { proxy } = h.open({ exact: exact.spec, over: over.spec });
    const [ok, failed] = await Promise.all([proxy.call({ server: "exact" }), proxy.call({ server: "over" })]);
    expect(ok.isError).toBe(false);
    expect(meta(ok).toolCount).toBe(MAX_PAGES);
    expect(toolsListed(exact.events)).toBe(MAX_PAGES);
    expect(failed.isError).toBe(true);
    expect(meta(failed).code).toBe("MCPA_CATALOG_PAGE_LIMIT");
    expect(textOf(failed)).toContain(`needed more than ${MAX_PAGES} pages`);
    expect(toolsListed(over.events)).toBe(MAX_PAGES);
  });

  it("repeated, cycling and repeated empty cursors are MCPA_CATALOG_REPEATED_CURSOR on the page that repeats", async () => {
    const paging = { FIXTURE_TOOLS: "12", FIXTURE_PAGE_SIZE: "5" };
    const servers = {
      repeat: h.fixture({ ...paging, FIXTURE_CURSOR_MODE: "repeat" }),
      cycle: h.fixture({ ...paging, FIXTURE_CURSOR_MODE: "cycle" }),
      empty: h.fixture({ ...paging, FIXTURE_CURSOR_MODE: "empty" }),
    };
    const { proxy } = h.open({ repeat: servers.repeat.spec, cycle: servers.cycle.spec, empty: servers.empty.spec });
    // An empty cursor is followed like any other; the fixture answers it with the first page again.
    const expectedPage = { repeat: 2, cycle: 3, empty: 2 };
    const results = await Promise.all(
      (["repeat", "cycle", "empty"] as const).map(async (s) => [s, await proxy.call({ server: s })] as const),
    );
    for (const [s, r] of results) {
      expect(r.isError, s).toBe(true);
      expect(meta(r).code, s).toBe("MCPA_CATALOG_REPEATED_CURSOR");
      expect(textOf(r), s).toContain(`repeated a pagination cursor on page ${expectedPage[s]}.`);
      expect(toolsListed(servers[s].events), s).toBe(expectedPage[s]);
    }
  });
});

describe.sequential("inline image bounds", () => {
  const images = (r: HostResult) => r.content.filter((b) => b.type === "image");
  const retained = (r: HostResult) => (meta(r).retained as string[] | undefined) ?? [];

  it("image.maxBytes decoded bytes stay inline; one byte more is spilled", async () => {
    const fx = h.fixture();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    const max = LIMIT_VALUES["image.maxBytes"];
    const exact = await proxy.call({ server: "fx", tool: "image", args: { bytes: max } });
    expect(images(exact)).toHaveLength(1);
    expect(Buffer.from((images(exact)[0] as { data: string }).data, "base64").length).toBe(max);
    expect(retained(exact)).toEqual([]);
    const over = await proxy.call({ server: "fx", tool: "image", args: { bytes: max + 1 } });
    expect(images(over)).toHaveLength(0);
    expect(retained(over)).toHaveLength(1);
    expect(runtime.spills.get(retained(over)[0] as string)?.bytes).toBe(max + 1);
  });

  it("image.maxCount images stay inline; the one after them is spilled", async () => {
    const mini = h.mini();
    const { runtime, proxy } = h.open({ mini: mini.spec });
    const max = LIMIT_VALUES["image.maxCount"];
    const exact = await proxy.call({ server: "mini", tool: "images", args: { count: max } });
    expect(images(exact)).toHaveLength(max);
    expect(retained(exact)).toEqual([]);
    const over = await proxy.call({ server: "mini", tool: "images", args: { count: max + 1 } });
    expect(images(over)).toHaveLength(max);
    expect(retained(over)).toHaveLength(1);
    expect(textOf(over).match(/retained as mcp-output-/g)).toHaveLength(1);
    expect(runtime.spills.get(retained(over)[0] as string)?.mimeType).toBe("image/png");
  });
});

describe.sequential("output.read offsets", () => {
  it("an offset past the end is an error result that gives the total, not an empty window; the last offset still reads", async () => {
    const fx = h.fixture();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    const r = await proxy.call({ server: "fx", tool: "lines", args: { count: 3_000 } });
    const output = meta(r).output as string;
    const total = runtime.spills.get(output)?.bytes as number;
    expect(total).toBeGreaterThan(0);
    const last = await proxy.call({ server: "fx", operation: "output.read", output, offset: total - 1 });
    expect(last.isError).toBe(false);
    expect(meta(last).nextOffset).toBeNull();
    for (const offset of [total, total + 1, 10 * total]) {
      const past = await proxy.call({ server: "fx", operation: "output.read", output, offset });
      expect(past.isError, textOf(past)).toBe(true);
      expect(meta(past).code).toBe("MCPA_OUTPUT_OFFSET_PAST_END");
      expect(textOf(past)).toContain(
        `The offset ${offset} is past the end of ${output}, which holds ${total} bytes of text.`,
      );
      expect(textOf(past)).toContain(`Fix: Read from an offset below ${total}`);
    }
  });
});

describe.sequential("raw response size", () => {
  it("a response just under response.maxRawBytes is retained and read back exactly; one at the bound fails alone and the connection stays", async () => {
    const fx = h.fixture();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    const bytes = MAX_RAW - ENVELOPE_SLACK;
    const r = await proxy.call({ server: "fx", tool: "huge", args: { bytes } });
    expect(r.isError).toBe(false);
    const output = meta(r).output as string;
    expect(output).toMatch(/^mcp-output-[0-9a-f]{32}$/);
    expect(textOf(r)).toContain(output);
    expect(Buffer.byteLength(textOf(r))).toBeLessThanOrEqual(LIMIT_VALUES["inline.maxBytes"]);

    const windows: string[] = [];
    let offset = 0;
    for (let i = 0; i < 1_000; i++) {
      const w = await proxy.call({ server: "fx", operation: "output.read", output, offset });
      expect(w.isError).toBe(false);
      const t = textOf(w);
      expect(Buffer.byteLength(t)).toBeLessThanOrEqual(LIMIT_VALUES["inline.maxBytes"]);
      expect(t.split("\n").length).toBeLessThanOrEqual(LIMIT_VALUES["inline.maxLines"]);
      // Each window is framed: an opening label line, the text, the closing label, then the footer.
      const lines = t.split("\n");
      expect(lines[0]).toMatch(/^\[mcp output [0-9A-Z]{4,}\]$/);
      expect(lines[lines.length - 2]).toMatch(/^\[\/mcp [0-9A-Z]{4,}\]$/);
      windows.push(lines.slice(1, -2).join("\n"));
      const next = meta(w).nextOffset as number | null;
      if (next === null) break;
      expect(next).toBeGreaterThan(offset);
      offset = next;
    }
    const whole = windows.join("");
    expect(whole.length).toBe(bytes);
    expect(whole).toBe("x".repeat(bytes));
    measured.outputReadWindows = windows.length;
    expect(readFileSync(runtime.spills.get(output)?.path as string, "utf8")).toBe(whole);

    const pid = runtime.server("fx").current?.pid;
    const atBound = await proxy.call({ server: "fx", tool: "huge", args: { bytes: MAX_RAW } });
    expect(atBound.isError).toBe(true);
    expect(meta(atBound).code).toBe("MCPA_RESULT_TOO_LARGE");
    expect(textOf(atBound)).toContain(`the call response exceeded ${MAX_RAW} bytes`);
    // The over-long reply was discarded to its end and failed only its request: same connection.
    const after = await proxy.call({ server: "fx", tool: "echo", args: { text: "after" } });
    expect(labelBody(textOf(after))).toBe("after");
    expect(runtime.server("fx").current?.pid).toBe(pid);
    expect(runtime.status()[0]?.state).toBe("connected");
  });

  it("a 1 GiB stdout line of no JSON costs one MCPA_RESULT_TOO_LARGE_CONNECTION_CLOSED, < 64 MiB of RSS here, and a fresh connection after", {
    timeout: 60_000,
  }, async () => {
    const fx = h.fixture();
    const { runtime, proxy } = h.open({ fx: fx.spec });
    expect((await proxy.call({ server: "fx", tool: "echo", args: { text: "warm" } })).isError).toBe(false);
    const pid = runtime.server("fx").current?.pid;
    (globalThis as { gc?: () => void }).gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const started = performance.now();
    let r: HostResult;
    try {
      r = await proxy.call({ server: "fx", tool: "huge_line", args: { bytes: 1024 * MIB } });
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    measured.hugeLineMs = Math.round(performance.now() - started);
    measured.hugeLineRssGrowthMiB = Math.round(((peak - baseline) / MIB) * 10) / 10;
    expect(r.isError).toBe(true);
    // Not JSON: it names no request, so the connection is closed, and the error says so.
    expect(meta(r).code).toBe("MCPA_RESULT_TOO_LARGE_CONNECTION_CLOSED");
    expect(textOf(r)).toContain(
      "the connection was closed; the server restarts on the next request and its in-memory state is lost",
    );
    expect(r.content).toHaveLength(1);
    expect(readEvents(fx.events)).toContain("tools/call huge_line");
    expect(peak - baseline).toBeLessThan(64 * MIB);

    const after = await proxy.call({ server: "fx", tool: "echo", args: { text: "after the flood" } });
    expect(labelBody(textOf(after))).toBe("after the flood");
    const fresh = runtime.server("fx").current?.pid;
    expect(fresh).not.toBe(pid);
    expect(startPids(fx.events)).toEqual([pid, fresh]);
  });
});
