import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { drain } from "../../../src/catalog/paginate.js";
import { search } from "../../../src/catalog/search.js";

const MAX_PAGES = LIMIT_VALUES["catalog.maxPages"];
const MAX_TOOLS = LIMIT_VALUES["catalog.tools.maxEntries"];

function pager(pages: number, perPage: number, cursors?: (page: number) => string | undefined) {
  const requested: (string | undefined)[] = [];
  const fetch = async (cursor: string | undefined) => {
    requested.push(cursor);
    const page = cursor === undefined ? 0 : Number(cursor.replace("c", ""));
    const items = Array.from({ length: perPage }, (_, i) => page * perPage + i);
    const next = cursors ? cursors(page) : page + 1 < pages ? `c${page + 1}` : undefined;
    return { items, nextCursor: next };
  };
  return { fetch, requested };
}

const opts = { server: "fx", catalog: "tools", maxEntries: MAX_TOOLS };

describe("drain", () => {
  it("walks every page in order with explicit cursors", async () => {
    const p = pager(3, 2);
    expect(await drain(p.fetch, opts)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(p.requested).toEqual([undefined, "c1", "c2"]);
  });

  it(`accepts exactly ${MAX_PAGES} pages and rejects page ${MAX_PAGES + 1}`, async () => {
    expect(await drain(pager(MAX_PAGES, 1).fetch, opts)).toHaveLength(MAX_PAGES);
    await expect(drain(pager(MAX_PAGES + 1, 1).fetch, opts)).rejects.toMatchObject({ code: "MCPA_CATALOG_PAGE_LIMIT" });
  });

  it(`accepts exactly ${MAX_TOOLS} entries and rejects ${MAX_TOOLS + 1}`, async () => {
    expect(await drain(pager(MAX_PAGES, MAX_TOOLS / MAX_PAGES).fetch, opts)).toHaveLength(MAX_TOOLS);
    const over = pager(2, MAX_TOOLS / 2 + 1);
    await expect(drain(over.fetch, opts)).rejects.toMatchObject({ code: "MCPA_CATALOG_ENTRY_LIMIT" });
  });

  it.each([
    ["a cursor repeated on the next page", (page: number) => (page < 3 ? "c1" : undefined), 2],
    ["a cycle of cursors", (page: number) => (page % 2 === 0 ? "c1" : "c0"), 3],
    ["an empty cursor repeated", () => "", 2],
  ])("rejects %s, naming the page", async (_, cursors, page) => {
    await expect(drain(pager(10, 1, cursors).fetch, opts)).rejects.toMatchObject({
      code: "MCPA_CATALOG_REPEATED_CURSOR",
      data: { page },
    });
  });

  it("follows an empty-string cursor: only an absent one ends the list", async () => {
    const pages = new Map<string | undefined, { items: number[]; nextCursor?: string }>([
      [undefined, { items: [0], nextCursor: "" }],
      ["", { items: [1], nextCursor: "c2" }],
      ["c2", { items: [2] }],
    ]);
    const requested: (string | undefined)[] = [];
    const fetch = async (cursor: string | undefined) => {
      requested.push(cursor);
      return pages.get(cursor) ?? { items: [] };
    };
    expect(await drain(fetch, opts)).toEqual([0, 1, 2]);
    expect(requested).toEqual([undefined, "", "c2"]);
  });

  it("stops when aborted between pages", async () => {
    const ac = new AbortController();
    const p = pager(5, 1);
    const fetch = async (c: string | undefined) => {
      const r = await p.fetch(c);
      if (p.requested.length === 2) ac.abort();
      return r;
    };
    await expect(drain(fetch, { ...opts, signal: ac.signal })).rejects.toThrow();
    expect(p.requested).toHaveLength(2);
  });
});

describe("search", () => {
  const tools = [
    { name: "list_issues", description: "Lists issues" },
    { name: "issue", description: "One issue" },
    { name: "get_issue", description: "Gets an issue" },
    { name: "create_pr", description: "Open a pull request about an issue" },
    { name: "Issues_admin", title: "Admin" },
    { name: "unrelated", description: "nothing" },
  ];

  it("ranks exact, prefix, name substring, then description, ties by code point", () => {
    expect(search(tools, " Issue ").matches.map((t) => t.name)).toEqual([
      "issue",
      "Issues_admin",
      "get_issue",
      "list_issues",
      "create_pr",
    ]);
    expect(search(tools, "issue").total).toBe(5);
  });

  it(`returns at most ${LIMIT_VALUES["search.maxResults"]} with the total`, () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ name: `tool_${String(i).padStart(2, "0")}` }));
    const r = search(many, "tool");
    expect(r.matches).toHaveLength(LIMIT_VALUES["search.maxResults"]);
    expect(r.total).toBe(45);
    expect(r.matches[0]?.name).toBe("tool_00");
  });

  it("orders astral names by code point", () => {
    const r = search([{ name: "a\u{1F600}" }, { name: "a\uFFFF" }], "a");
    expect(r.matches.map((t) => t.name)).toEqual(["a\uFFFF", "a\u{1F600}"]);
  });
});
