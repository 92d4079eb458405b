// When a catalog is drained again on the same connection: a 2025 listing never (until the server
// says its list changed or the connection is replaced); a 2026-07-28 listing once its ttlMs ran
// out (a missing or negative ttlMs counts as 0), never sooner than catalog.minRelistIntervalMs
// after the last drain, and once for every reader that finds it expired at the same time. A resource
// relisting keeps the references of the entries still listed.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { ResourceCatalog } from "../../../src/catalog/resources.js";
import { ToolCatalog } from "../../../src/catalog/tools.js";
import type { Case } from "../../support/cases.js";
import { eachCase } from "../../support/cases.js";
import { FakeServerRuntime, fakeServerConfig } from "../../support/fake-runtime.js";

const MIN = LIMIT_VALUES["catalog.minRelistIntervalMs"];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A tools catalog whose server lists `gen_<n>` on its n-th listing, with `hints` on every page. */
function tools(era: "legacy" | "modern", hints: Record<string, unknown>) {
  const server = new FakeServerRuntime(
    fakeServerConfig(),
    { lists: { tools: (_cursor, call) => ({ tools: [{ name: `gen_${call}`, inputSchema: {} }], ...hints }) } },
    era,
  );
  return { server, catalog: new ToolCatalog(server) };
}

interface Given {
  readonly era: "legacy" | "modern";
  readonly hints: Record<string, unknown>;
  /** Milliseconds after the first listing at which the catalog is read again. */
  readonly after: number;
}

const CASES: readonly Case<Given, { listings: number }>[] = [
  {
    name: "2025: kept for the connection",
    given: { era: "legacy", hints: {}, after: 10 * MIN },
    want: { listings: 1 },
  },
  {
    name: "ttlMs 5000, read at 4999: served",
    given: { era: "modern", hints: { ttlMs: 5000, cacheScope: "public" }, after: 4999 },
    want: { listings: 1 },
  },
  {
    name: "ttlMs 5000, read at 5000: listed again",
    given: { era: "modern", hints: { ttlMs: 5000, cacheScope: "public" }, after: 5000 },
    want: { listings: 2 },
  },
  {
    name: "ttlMs 0, read within the relisting interval: served",
    given: { era: "modern", hints: { ttlMs: 0, cacheScope: "private" }, after: MIN - 1 },
    want: { listings: 1 },
  },
  {
    name: "ttlMs 0, read at the relisting interval: listed again",
    given: { era: "modern", hints: { ttlMs: 0, cacheScope: "private" }, after: MIN },
    want: { listings: 2 },
  },
  { name: "no hints: as ttlMs 0", given: { era: "modern", hints: {}, after: MIN }, want: { listings: 2 } },
  {
    name: "a negative ttlMs: as ttlMs 0",
    given: { era: "modern", hints: { ttlMs: -1, cacheScope: "public" }, after: MIN },
    want: { listings: 2 },
  },
];

describe("a listing is drained again on the same connection only when it expired", () => {
  eachCase(CASES, async ({ era, hints, after }, want) => {
    const { server, catalog } = tools(era, hints);
    expect((await catalog.tools()).map((t) => t.name)).toEqual(["gen_1"]);
    vi.setSystemTime(after);
    expect((await catalog.tools()).map((t) => t.name)).toEqual([`gen_${want.listings}`]);
    expect(server.listed("tools")).toBe(want.listings);
  });
});

describe("an expired listing", () => {
  it("is listed again once for every reader that finds it expired at the same time", async () => {
    const { server, catalog } = tools("modern", { ttlMs: 0 });
    await catalog.tools();
    vi.setSystemTime(MIN);
    const readers = await Promise.all(Array.from({ length: 10 }, () => catalog.tools()));
    expect(readers.map((r) => r.map((t) => t.name))).toEqual(Array(10).fill(["gen_2"]));
    expect(server.listed("tools")).toBe(2);
  });

  it("keeps the resource references of the entries still listed; a change notification replaces them", async () => {
    const server = new FakeServerRuntime(
      fakeServerConfig(),
      {
        lists: {
          resources: (_cursor, call) => ({
            resources: [
              { uri: "doc://kept", name: "kept" },
              ...(call === 1 ? [{ uri: "doc://gone", name: "gone" }] : []),
            ],
            ttlMs: 0,
          }),
        },
      },
      "modern",
    );
    const catalog = new ResourceCatalog(server);
    const first = await catalog.list();
    const ref = (listing: typeof first, uri: string) => listing.resources.find((e) => e.uri === uri)?.reference;
    vi.setSystemTime(MIN);
    const second = await catalog.list();
    expect(server.listed("resources")).toBe(2);
    expect(ref(second, "doc://kept")).toBe(ref(first, "doc://kept"));
    expect(() => catalog.resolve(ref(first, "doc://gone") ?? "")).toThrow(
      expect.objectContaining({ code: "MCPA_RESOURCE_STALE_REFERENCE" }),
    );
    server.announce("resources");
    const third = await catalog.list();
    expect(ref(third, "doc://kept")).not.toBe(ref(first, "doc://kept"));
  });
});
