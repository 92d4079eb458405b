// The memory budget of docs/limits.md, tested at the limits: one server lists the worst tools catalog
// the bounds allow (the most entries and pages, the most characters of JSON, word-dense descriptions
// of distinct words), the model lists and searches it, and the whole sidecar stays within
// memory.sidecarBudgetBytes of peak resident memory while a call to another server is still answered.
// A catalog past the listing bound (pages each under response.maxRawBytes, 83 KB descriptions) is
// refused early, within the same budget.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../src/proxy/generated.js";
import { writeJson } from "../support/files.js";
import { BOUNDS } from "../support/paths.js";
import { Resources } from "../support/resources.js";
import { textOf } from "../support/results.js";
import { SidecarDriver } from "../support/sidecar.js";
import { Surfaces } from "../support/surfaces.js";

const res = new Resources();
afterEach(async () => {
  expect(await res.cleanup(), "server processes still alive").toEqual([]);
});

/** Peak resident memory of a live process, in bytes (Linux). */
function peakRss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmHWM:"));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? Number.NaN) * 1024;
}

const MAX_TOOLS = LIMIT_VALUES["catalog.tools.maxEntries"];
const MAX_PAGES = LIMIT_VALUES["catalog.maxPages"];
// A tool's JSON besides its description: {"name":"tool_9999","description":"","inputSchema":{...}}.
const FRAMING = 100;

const cases = [
  {
    name: "the worst catalog the bounds allow is listed and searched",
    pages: MAX_PAGES,
    perPage: MAX_TOOLS / MAX_PAGES,
    descriptionBytes: Math.floor(LIMIT_VALUES["catalog.maxListingChars"] / MAX_TOOLS) - FRAMING,
    fits: true,
  },
  {
    name: "60 pages of 100 tools with 83 KB descriptions are refused by the listing bound",
    pages: 60,
    perPage: 100,
    descriptionBytes: Math.floor((LIMIT_VALUES["response.maxRawBytes"] - 64 * 1024) / 100),
    fits: false,
  },
];

describe.skipIf(process.platform !== "linux")("a tools catalog at the limits", () => {
  it.each(cases)(
    "$name within the sidecar's memory budget; another server still answers",
    async (c) => {
      const { home, cwd, tmp } = res.sessionDirs("catalog-memory-");
      const env = {
        BOUNDS_TOOL_PAGES: String(c.pages),
        BOUNDS_TOOLS_PER_PAGE: String(c.perPage),
        BOUNDS_DESCRIPTION_BYTES: String(c.descriptionBytes),
      };
      writeJson(join(home, ".config/mcp/mcp.json"), {
        mcpServers: {
          big: { command: process.execPath, args: [BOUNDS], env, requestTimeoutMs: 100_000 },
          other: { command: process.execPath, args: [BOUNDS] },
        },
      });
      const sidecar = await SidecarDriver.start(res, { home, cwd, tmp }, new Surfaces());
      const started = performance.now();
      const listed = textOf(await sidecar.call({ server: "big" }, "list big"));
      const searched = textOf(await sidecar.call({ server: "big", search: "w1x2" }, "search big"));
      if (c.fits) {
        expect(listed).toContain("tool_0");
        expect(searched).toContain("tool_1");
        const last = (MAX_TOOLS - 1).toString(36);
        expect(textOf(await sidecar.call({ server: "big", search: `w${last}x3` }))).toContain(`tool_${MAX_TOOLS - 1}`);
      } else {
        for (const text of [listed, searched]) expect(text).toContain("MCPA_CATALOG_SIZE_LIMIT");
      }
      const other = await sidecar.call({ server: "other", tool: "echo", args: { text: "still here" } }, "other");
      expect(textOf(other)).toContain("still here");
      const seconds = (performance.now() - started) / 1000;
      const peak = peakRss(sidecar.child.pid as number);
      console.log(
        `${c.pages * c.perPage} tools of ${c.descriptionBytes} bytes: ${seconds.toFixed(1)} s, ` +
          `sidecar peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB`,
      );
      expect(peak).toBeLessThan(LIMIT_VALUES["memory.sidecarBudgetBytes"]);
    },
    120_000,
  );
});
