// The 10,000-tool catalog: the fixture server over stdio with 100 pages of 100 tools. Discovery is
// timed through the adapter (a tools.search on an invalidated catalog: drain all pages, then one
// search) and through a plain SDK loop (client.request tools/list + cursor). Search is timed as
// proxy tools.search calls over the cached catalog, and as the bare search() for a breakdown.
import { readFileSync } from "node:fs";
import type { Client } from "@modelcontextprotocol/client";
import type { Searchable } from "../../../src/catalog/search.js";
import type { McpProxy } from "../../../src/proxy/proxy.js";
import { fixedToolNames, toolDefinitions } from "../../../test/fixtures/server/tools.js";
import type { AdapterModule } from "../compiled.js";
import type { Processes } from "../procs.js";
import type { ServerEntry } from "../setup.js";
import { FIXTURE, ROOT } from "../setup.js";
import { firstText } from "./adapter.js";
import { check } from "./contender.js";
import { connectStdio } from "./sdk.js";

const CATALOG_TOOLS = 10_000;
const PAGE_SIZE = 100;
/** The fixture lists its fixed tools before the generated ones; together they are exactly 10,000. */
const GENERATED = CATALOG_TOOLS - fixedToolNames("stdio").length;
const EXPECTED_PAGES = Math.ceil(CATALOG_TOOLS / PAGE_SIZE);

/** Queries cycled by the search benchmark: exact name, name prefix, description substring, none. */
export const QUERIES = ["tool-5000", "tool-99", "number 4242", "echo", "no-such-tool"] as const;

export function fixtureEntry(events: string): ServerEntry {
  return {
    command: process.execPath,
    args: ["--import", "tsx", FIXTURE, "stdio"],
    cwd: ROOT,
    env: { FIXTURE_TOOLS: String(GENERATED), FIXTURE_PAGE_SIZE: String(PAGE_SIZE), FIXTURE_EVENTS_FILE: events },
  };
}

const listRequests = (events: string): number =>
  readFileSync(events, "utf8")
    .split("\n")
    .filter((l) => l.startsWith("tools/list")).length;

export class AdapterCatalog {
  constructor(
    private readonly proxy: McpProxy,
    private readonly server: string,
    private readonly events: string,
  ) {}

  /** Invalidates the cached catalog the way a server does: notifications/tools/list_changed. */
  private async invalidate(): Promise<void> {
    const r = await this.proxy.call({ server: this.server, tool: "notify_list_changed" });
    check(!r.isError, "notify_list_changed", r);
  }

  /** ms for one tools.search that has to drain all 100 pages first. */
  async discover(): Promise<number> {
    await this.invalidate();
    const before = listRequests(this.events);
    const t0 = performance.now();
    const r = await this.proxy.call({ server: this.server, operation: "tools.search", query: "tool-5000" });
    const ms = performance.now() - t0;
    check(!r.isError && firstText(r).includes("tool-5000"), "adapter discovery", r);
    const pages = listRequests(this.events) - before;
    check(pages === EXPECTED_PAGES, `adapter discovery read ${pages} pages`, pages);
    return ms;
  }

  /**
   * `count` searches cycling QUERIES, each timed through proxy.call over the cached catalog and,
   * right after it, as the bare search() over `items` (the same entries), so that both see the same
   * conditions; ms per search, overall and per query.
   */
  async searches(
    count: number,
    bare: { search: AdapterModule["search"]; items: readonly Searchable[] },
  ): Promise<{ proxy: number[]; bare: number[]; byQuery: Record<string, number[]> }> {
    const out = {
      proxy: [] as number[],
      bare: [] as number[],
      byQuery: Object.fromEntries(QUERIES.map((q): [string, number[]] => [q, []])),
    };
    const before = listRequests(this.events);
    for (let i = 0; i < count; i++) {
      const query = QUERIES[i % QUERIES.length] as string;
      const t0 = performance.now();
      const r = await this.proxy.call({ server: this.server, operation: "tools.search", query });
      const ms = performance.now() - t0;
      check(!r.isError, "adapter search", r);
      out.proxy.push(ms);
      out.byQuery[query]?.push(ms);
      const t1 = performance.now();
      bare.search(bare.items, query);
      out.bare.push(performance.now() - t1);
    }
    check(
      listRequests(this.events) === before,
      "searches must use the cached catalog",
      listRequests(this.events) - before,
    );
    return out;
  }
}

/** The same 10,000 entries the fixture serves, for timing search() alone. */
export const localCatalog = (): readonly Searchable[] => toolDefinitions("stdio", GENERATED);

export class SdkCatalog {
  private constructor(private readonly client: Client) {}

  static async connect(events: string, procs: Processes): Promise<SdkCatalog> {
    const entry = fixtureEntry(events);
    return new SdkCatalog(
      await connectStdio(
        { command: entry.command as string, args: entry.args ?? [], env: entry.env ?? {} },
        procs,
        "raw SDK catalog",
      ),
    );
  }

  /** ms to list every tool page by page with the raw client. */
  async discover(): Promise<number> {
    const t0 = performance.now();
    const tools: unknown[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await this.client.request({ method: "tools/list", params: cursor === undefined ? {} : { cursor } });
      tools.push(...page.tools);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== undefined);
    const ms = performance.now() - t0;
    check(tools.length === CATALOG_TOOLS && pages === EXPECTED_PAGES, "SDK discovery", { tools: tools.length, pages });
    return ms;
  }
}
