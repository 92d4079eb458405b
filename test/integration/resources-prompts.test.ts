// Resources through the `mcp` proxy over stdio, against server-everything, the fixture server and
// the mini resources/prompts server: opaque references and never a URI, labelled reads, binary
// reads retained as spills, references checked (unknown vs stale) before anything is sent, paging
// and the entry/page bounds at N and N+1, repeated cursors, duplicate URIs, and the raw response
// bound leaving no spill of the failed read. Prompts, HTTP, reconnect and status are in the
// sibling resources-prompts-*.test.ts files.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import type { McpProxy } from "../../src/proxy/proxy.js";
import { TEXT_RESOURCES } from "../fixtures/server/catalog.js";
import { BLOB_BYTES } from "../fixtures/server/payloads.js";
import { EVERYTHING } from "../support/paths.js";
import { readEvents } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { codeOf, itemBody, labelBody, meta, textOf } from "../support/results.js";
import { expectNoUri, refsOf, rpServer, spillFiles } from "./resources-prompts-helpers.js";

const MAX_ENTRIES = LIMIT_VALUES["catalog.resources.maxEntries"];
const MAX_PAGES = LIMIT_VALUES["catalog.maxPages"];
const MAX_RAW = LIMIT_VALUES["response.maxRawBytes"];
const SHOWN = LIMIT_VALUES["filter.maxResults"];
/** Room for the JSON-RPC envelope and the small blob around the big text of the mini server's `big`. */
const ENVELOPE_SLACK = 4096;

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup(), "server processes still alive after runtime.close()").toEqual([]);
});

const everything = { command: process.execPath, args: [EVERYTHING, "stdio"] };
const count = (events: string, prefix: string): number => readEvents(events).filter((l) => l.startsWith(prefix)).length;
const list = (proxy: McpProxy, server: string) => proxy.call({ server, operation: "resources.list" });
const read = (proxy: McpProxy, server: string, resource: string) =>
  proxy.call({ server, operation: "resources.read", resource });
/** A well-formed reference that no server listed. */
const MADE_UP = `mcp-resource-${"0123456789abcdef".repeat(2)}`;

describe("resources.list shows opaque references, counts and template names, never a URI", () => {
  it("server-everything: 7 resources and 2 templates, each resource with its own reference", async () => {
    const { proxy } = h.open({ ev: everything });
    const r = await list(proxy, "ev");
    expect(r.isError).toBe(false);
    expect(meta(r)).toMatchObject({
      operation: "resources.list",
      server: "ev",
      resourceCount: 7,
      templateCount: 2,
      isError: false,
    });
    const t = textOf(r);
    expect(t).toContain("7 resources and 2 templates");
    const refs = refsOf(r);
    expect(refs).toHaveLength(7);
    expect(new Set(refs).size).toBe(7);
    for (const ref of refs) expect(ref).toMatch(/^mcp-resource-[0-9a-f]{32}$/);
    expect(t).toMatch(/^- mcp-resource-[0-9a-f]{32} template Dynamic Text Resource: /m);
    expect(t).toMatch(/^- mcp-resource-[0-9a-f]{32} template Dynamic Blob Resource: /m);
    expectNoUri(r);
    // A text resource reads back inside an untrusted-data label carrying its reference and MIME type.
    const body = await read(proxy, "ev", refs[0] as string);
    expect(body.isError).toBe(false);
    expect(textOf(body)).toMatch(/^\[mcp resource [0-9A-Z]{4,}\]\n\[mime=text\/markdown\]\n/);
    expect(labelBody(textOf(body)).length).toBeGreaterThan(0);
    expect(textOf(body)).not.toContain("demo://");
    expect(meta(body)).toMatchObject({ operation: "resources.read", server: "ev", resource: refs[0], isError: false });
  });

  it("fixture: a text read is the body in a label; a blob read is retained and output.read calls it binary", async () => {
    const fx = h.fixture();
    const { proxy, spillBase } = h.open({ fx: fx.spec });
    const r = await list(proxy, "fx");
    expect(meta(r)).toMatchObject({ resourceCount: TEXT_RESOURCES.length + 1, templateCount: 1 });
    expect(textOf(r)).toMatch(/^- mcp-resource-[0-9a-f]{32} template template: /m);
    expectNoUri(r);
    const lines = textOf(r).split("\n");
    const refOf = (name: string): string =>
      (lines.find((l) => l.includes(` ${name}: `))?.match(/mcp-resource-[0-9a-f]{32}/) ?? [""])[0];

    const text = await read(proxy, "fx", refOf("text-1"));
    expect(text.isError).toBe(false);
    expect(textOf(text)).toMatch(/^\[mcp resource [0-9A-Z]{4,}\]\n\[mime=text\/plain\]\n/);
    expect(itemBody(textOf(text))).toBe(TEXT_RESOURCES[0]?.text);
    expectNoUri(text);

    const blob = await read(proxy, "fx", refOf("blob-1"));
    expect(blob.isError).toBe(false);
    const retained = meta(blob).retained as string[];
    expect(retained).toHaveLength(1);
    expect(itemBody(textOf(blob))).toBe(
      `[blob application/octet-stream, ${BLOB_BYTES.length} bytes, retained as ${retained[0]}]`,
    );
    expect(await spillFiles(spillBase)).toHaveLength(1);
    expectNoUri(blob);
    const back = await proxy.call({ server: "fx", operation: "output.read", output: retained[0] });
    expect(back.isError).toBe(false);
    expect(textOf(back)).toBe(
      `${retained[0]} is binary (application/octet-stream, ${BLOB_BYTES.length} bytes) and cannot be read as text.`,
    );
    expect(count(fx.events, "resources/read")).toBe(2);
  });

  it("URIs with user info, paths and query text never reach the model, in listings or reads", async () => {
    const rp = rpServer(h, { RP_BLOB: "1" });
    const { proxy } = h.open({ rp: rp.spec });
    const r = await list(proxy, "rp");
    expect(meta(r)).toMatchObject({ resourceCount: 4, templateCount: 1 });
    expect(refsOf(r)).toHaveLength(4);
    expectNoUri(r);
    for (const ref of refsOf(r)) {
      const body = await read(proxy, "rp", ref);
      expect(body.isError).toBe(false);
      expectNoUri(body);
    }
    expect(count(rp.events, "resources/read")).toBe(4);
  });

  it("a listing with a nameless resource (invalid MCP) fails whole, and its error shows no URI", async () => {
    const rp = rpServer(h, { RP_NAMELESS: "1" });
    const { proxy } = h.open({ rp: rp.spec });
    const r = await list(proxy, "rp");
    expect(r.isError).toBe(true);
    expect(refsOf(r)).toEqual([]);
    expectNoUri(r);
    expect(JSON.stringify(r)).not.toContain("nameless");
  });

  it("duplicate URIs are listed once, with a note", async () => {
    const rp = rpServer(h, { RP_DUPLICATES: "2" });
    const { proxy } = h.open({ rp: rp.spec });
    const r = await list(proxy, "rp");
    expect(meta(r)).toMatchObject({ resourceCount: 3, templateCount: 1 });
    expect(refsOf(r)).toHaveLength(3);
    expect(textOf(r)).not.toMatch(/dup-\d/);
    expect(textOf(r)).toContain("2 duplicate entries (same URI) were listed once.");
    expect(itemBody(textOf(await read(proxy, "rp", refsOf(r)[0] as string)))).toBe("body of res-0");
  });
});

describe("references are checked before anything is sent", () => {
  it("a made-up reference is unknown: nothing is started, and once listed still no resources/read", async () => {
    const fx = h.fixture();
    const { proxy } = h.open({ fx: fx.spec });
    const before = await read(proxy, "fx", MADE_UP);
    expect(before.isError).toBe(true);
    expect(codeOf(before)).toBe("MCPA_RESOURCE_UNKNOWN_REFERENCE");
    expect(readEvents(fx.events)).toEqual([]);
    expect((await list(proxy, "fx")).isError).toBe(false);
    const after = await read(proxy, "fx", MADE_UP);
    expect(codeOf(after)).toBe("MCPA_RESOURCE_UNKNOWN_REFERENCE");
    expect(count(fx.events, "resources/read")).toBe(0);
  });

  it("a reference listed by another server is unknown there, and neither server is asked to read it", async () => {
    const [a, b] = [h.fixture(), h.fixture()];
    const { proxy } = h.open({ a: a.spec, b: b.spec });
    const ref = refsOf(await list(proxy, "a"))[0] as string;
    const cold = await read(proxy, "b", ref);
    expect(codeOf(cold)).toBe("MCPA_RESOURCE_UNKNOWN_REFERENCE");
    expect(readEvents(b.events)).toEqual([]);
    expect((await list(proxy, "b")).isError).toBe(false);
    expect(codeOf(await read(proxy, "b", ref))).toBe("MCPA_RESOURCE_UNKNOWN_REFERENCE");
    expect(count(a.events, "resources/read") + count(b.events, "resources/read")).toBe(0);
    // The reference still works on the server that listed it.
    expect((await read(proxy, "a", ref)).isError).toBe(false);
  });

  it("after an explicit reconnect, an old reference is stale and nothing is read; a new listing works", async () => {
    const fx = h.fixture();
    const { proxy } = h.open({ fx: fx.spec });
    const old = refsOf(await list(proxy, "fx"));
    expect((await proxy.call({ server: "fx", operation: "reconnect" })).isError).toBe(false);
    const stale = await read(proxy, "fx", old[0] as string);
    expect(stale.isError).toBe(true);
    expect(codeOf(stale)).toBe("MCPA_RESOURCE_STALE_REFERENCE");
    expect(count(fx.events, "resources/read")).toBe(0);
    const fresh = refsOf(await list(proxy, "fx"));
    expect(fresh.filter((r) => old.includes(r))).toEqual([]);
    expect(codeOf(await read(proxy, "fx", old[0] as string))).toBe("MCPA_RESOURCE_STALE_REFERENCE");
    expect((await read(proxy, "fx", fresh[0] as string)).isError).toBe(false);
    expect(count(fx.events, "resources/read")).toBe(1);
  });

  it("after notifications/resources/list_changed, old references are stale and the next listing asks again", async () => {
    const rp = rpServer(h);
    const { proxy } = h.open({ rp: rp.spec });
    const first = refsOf(await list(proxy, "rp"));
    // Without a change the listing is kept: the same references, no second request.
    expect(refsOf(await list(proxy, "rp"))).toEqual(first);
    expect(count(rp.events, "resources/list ")).toBe(1);
    expect(labelBody(textOf(await proxy.call({ server: "rp", tool: "notify_resources_changed", args: {} })))).toBe(
      "notified",
    );
    const stale = await read(proxy, "rp", first[0] as string);
    expect(codeOf(stale)).toBe("MCPA_RESOURCE_STALE_REFERENCE");
    expect(count(rp.events, "resources/read")).toBe(0);
    const second = refsOf(await list(proxy, "rp"));
    expect(count(rp.events, "resources/list ")).toBe(2);
    expect(second.filter((r) => first.includes(r))).toEqual([]);
    expect(itemBody(textOf(await read(proxy, "rp", second[1] as string)))).toBe("body of res-1");
  });
});

describe.sequential("paging and bounds", () => {
  it("pages are walked with the server's cursors, resources then templates", async () => {
    const fx = h.fixture({ FIXTURE_PAGE_SIZE: "1" });
    const { proxy } = h.open({ fx: fx.spec });
    const r = await list(proxy, "fx");
    expect(meta(r)).toMatchObject({ resourceCount: TEXT_RESOURCES.length + 1, templateCount: 1 });
    const listed = readEvents(fx.events).filter((l) => l.startsWith("resources/"));
    expect(listed).toHaveLength(TEXT_RESOURCES.length + 2);
    expect(listed[0]).toBe("resources/list cursor=-");
    expect(
      listed.slice(1, TEXT_RESOURCES.length + 1).every((l) => /^resources\/list cursor=[A-Za-z0-9_-]+$/.test(l)),
    ).toBe(true);
    expect(listed[TEXT_RESOURCES.length + 1]).toBe("resources/templates/list cursor=-");
  });

  it("repeated, cycling and repeated empty cursors are MCPA_CATALOG_REPEATED_CURSOR, for resources and for templates", async () => {
    const paging = { FIXTURE_PAGE_SIZE: "1" };
    const servers = {
      repeat: h.fixture({ ...paging, FIXTURE_CURSOR_MODE: "repeat" }),
      cycle: h.fixture({ ...paging, FIXTURE_CURSOR_MODE: "cycle" }),
      empty: h.fixture({ ...paging, FIXTURE_CURSOR_MODE: "empty" }),
    };
    const templates = rpServer(h, { RP_PAGE_SIZE: "1", RP_TEMPLATES: "3", RP_TEMPLATE_CURSOR: "repeat" });
    const { proxy } = h.open({
      repeat: servers.repeat.spec,
      cycle: servers.cycle.spec,
      empty: servers.empty.spec,
      templates: templates.spec,
    });
    // An empty cursor is followed like any other; the fixture answers it with the first page again.
    const expectedPage = { repeat: 2, cycle: 3, empty: 2 };
    await Promise.all(
      (["repeat", "cycle", "empty"] as const).map(async (s) => {
        const r = await list(proxy, s);
        expect(codeOf(r), s).toBe("MCPA_CATALOG_REPEATED_CURSOR");
        expect(textOf(r), s).toContain(
          `the resources listing repeated a pagination cursor on page ${expectedPage[s]}.`,
        );
        expect(count(servers[s].events, "resources/list "), s).toBe(expectedPage[s]);
      }),
    );
    const t = await list(proxy, "templates");
    expect(codeOf(t)).toBe("MCPA_CATALOG_REPEATED_CURSOR");
    expect(textOf(t)).toContain("the templates listing repeated a pagination cursor on page 2.");
    // No partial catalog was kept: nothing can be read.
    expect(refsOf(t)).toEqual([]);
  });

  it("catalog.maxPages pages of resources pass; with more, what was gathered is listed and said to be partial", async () => {
    const exact = rpServer(h, { RP_PAGE_SIZE: "1", RP_RESOURCES: String(MAX_PAGES), RP_TEMPLATES: "0" });
    const over = rpServer(h, { RP_PAGE_SIZE: "1", RP_RESOURCES: String(MAX_PAGES + 1), RP_TEMPLATES: "1" });
    const { proxy } = h.open({ exact: exact.spec, over: over.spec });
    const [ok, partial] = await Promise.all([list(proxy, "exact"), list(proxy, "over")]);
    expect(ok.isError).toBe(false);
    expect(meta(ok).resourceCount).toBe(MAX_PAGES);
    expect(textOf(ok)).not.toContain("catalog.maxPages");
    expect(count(exact.events, "resources/list ")).toBe(MAX_PAGES);
    expect(partial.isError).toBe(false);
    expect(meta(partial)).toMatchObject({ resourceCount: MAX_PAGES, templateCount: 1 });
    expect(textOf(partial)).toContain(
      `The server has more resources than the first ${MAX_PAGES} pages the adapter reads (catalog.maxPages); only those are listed here.`,
    );
    expect(count(over.events, "resources/list ")).toBe(MAX_PAGES);
    // What the partial listing shows is readable.
    const found = await proxy.call({ server: "over", operation: "resources.list", query: "res-7" });
    const [ref] = refsOf(found);
    expect(labelBody(textOf(await read(proxy, "over", ref as string)))).toContain("body of res-7");
  });

  it("a prompt listing past catalog.maxPages is listed in part, with the notice", async () => {
    const over = rpServer(h, { RP_PAGE_SIZE: "1", RP_PROMPTS: String(MAX_PAGES) });
    const { proxy } = h.open({ over: over.spec });
    const r = await proxy.call({ server: "over", operation: "prompts.list" });
    expect(r.isError).toBe(false);
    expect(meta(r).promptCount).toBe(MAX_PAGES);
    expect(textOf(r)).toContain(
      `The server has more prompts than the first ${MAX_PAGES} pages the adapter reads (catalog.maxPages)`,
    );
  });

  it("catalog.resources.maxEntries entries (resources and templates together) pass; one more fails", async () => {
    const servers = {
      exact: rpServer(h, { RP_RESOURCES: String(MAX_ENTRIES), RP_TEMPLATES: "0" }),
      over: rpServer(h, { RP_RESOURCES: String(MAX_ENTRIES + 1), RP_TEMPLATES: "0" }),
      mixed: rpServer(h, { RP_RESOURCES: String(MAX_ENTRIES - 1), RP_TEMPLATES: "1" }),
      mixedOver: rpServer(h, { RP_RESOURCES: String(MAX_ENTRIES), RP_TEMPLATES: "1" }),
    };
    const { proxy } = h.open(Object.fromEntries(Object.entries(servers).map(([k, v]) => [k, v.spec])));
    const [exact, over, mixed, mixedOver] = await Promise.all([
      list(proxy, "exact"),
      list(proxy, "over"),
      list(proxy, "mixed"),
      list(proxy, "mixedOver"),
    ]);
    expect(meta(exact)).toMatchObject({ isError: false, resourceCount: MAX_ENTRIES, templateCount: 0 });
    expect(meta(mixed)).toMatchObject({ isError: false, resourceCount: MAX_ENTRIES - 1, templateCount: 1 });
    expect(codeOf(over)).toBe("MCPA_CATALOG_ENTRY_LIMIT");
    expect(textOf(over)).toContain(`the resources listing has more than ${MAX_ENTRIES} entries`);
    expect(codeOf(mixedOver)).toBe("MCPA_CATALOG_ENTRY_LIMIT");
    // The bound is shared, so the error names both listings and the shared bound.
    expect(textOf(mixedOver)).toContain(`the resources and templates listing has more than ${MAX_ENTRIES} entries`);
    // The listing text stays bounded: the first entries, then how many more.
    expect(refsOf(exact)).toHaveLength(SHOWN);
    expect(textOf(exact)).toContain(`${MAX_ENTRIES - SHOWN} more resources; pass "query" to find one.`);
  });
});

describe("the raw response bound", () => {
  it("the largest blob whose response fits the bound is retained whole and exactly", async () => {
    const bytes = Math.floor(((MAX_RAW - ENVELOPE_SLACK) * 3) / 4);
    const rp = rpServer(h, { RP_RESOURCES: "0", RP_TEMPLATES: "0", RP_BLOB: "1", RP_BLOB_BYTES: String(bytes) });
    const { proxy, runtime } = h.open({ rp: rp.spec });
    const ref = refsOf(await list(proxy, "rp"))[0] as string;
    const r = await read(proxy, "rp", ref);
    expect(r.isError, textOf(r)).toBe(false);
    expect(meta(r).rawBytes).toBe(bytes);
    const retained = meta(r).retained as string[];
    expect(itemBody(textOf(r))).toBe(`[blob application/octet-stream, ${bytes} bytes, retained as ${retained[0]}]`);
    const copy = readFileSync(runtime.spills.get(retained[0] as string)?.path ?? "/nonexistent");
    expect(copy.equals(Buffer.from(Array.from({ length: bytes }, (_, i) => i % 251)))).toBe(true);
  });

  it("a read just under response.maxRawBytes is retained; one over it fails with MCPA_RESULT_TOO_LARGE and spills nothing", async () => {
    const under = rpServer(h, { RP_BLOB: "1", RP_BIG_BYTES: String(MAX_RAW - ENVELOPE_SLACK) });
    const over = rpServer(h, { RP_BLOB: "1", RP_BIG_BYTES: String(MAX_RAW + 1) });
    const { proxy, spillBase } = h.open({ under: under.spec, over: over.spec });
    const bigRef = async (server: string): Promise<string> => {
      const r = await list(proxy, server);
      return (textOf(r)
        .split("\n")
        .find((l) => l.includes(" big: "))
        ?.match(/mcp-resource-[0-9a-f]{32}/) ?? [""])[0];
    };
    const ok = await read(proxy, "under", await bigRef("under"));
    expect(ok.isError).toBe(false);
    expect(meta(ok).output).toMatch(/^mcp-output-[0-9a-f]{32}$/);
    expect(meta(ok).retained).toHaveLength(1);
    expect(meta(ok).rawBytes).toBe(1024 + MAX_RAW - ENVELOPE_SLACK);
    const spilledBefore = (await spillFiles(spillBase)).sort();
    expect(spilledBefore).toHaveLength(2);

    const failed = await read(proxy, "over", await bigRef("over"));
    expect(failed.isError).toBe(true);
    expect(codeOf(failed)).toBe("MCPA_RESULT_TOO_LARGE");
    expect(textOf(failed)).toContain(`exceeded ${MAX_RAW} bytes`);
    expect(textOf(failed)).not.toContain("bbbb");
    expect(Buffer.byteLength(textOf(failed))).toBeLessThan(1_000);
    expect((await spillFiles(spillBase)).sort()).toEqual(spilledBefore);
    expect(count(over.events, "resources/read big")).toBe(1);
  });
});

describe("resources.read by the URI the server gives", () => {
  const RES_1 = "https://user-1:pw-1@example.com/private/res-1.txt?q=query-text-1";

  it("reads a listed URI as its reference does, and never shows the URI's credentials", async () => {
    const rp = rpServer(h);
    const { proxy } = h.open({ rp: rp.spec });
    const byUri = await read(proxy, "rp", RES_1);
    expect(byUri.isError).toBe(false);
    expect(itemBody(textOf(byUri))).toBe("body of res-1");
    // The model's own URI comes back only as every URI is shown: without user info or query.
    for (const part of [/user-1/, /pw-1/, /query-text/, /\?q=/]) expect(JSON.stringify(byUri)).not.toMatch(part);
    const [, ref] = refsOf(await list(proxy, "rp"));
    expect(itemBody(textOf(await read(proxy, "rp", ref as string)))).toBe(itemBody(textOf(byUri)));
    expect(count(rp.events, "resources/read res-1")).toBe(2);
  });

  it("reads a URI one of the server's templates matches; an unlisted URI is refused before any read is sent", async () => {
    const rp = rpServer(h);
    const { proxy } = h.open({ rp: rp.spec });
    const unknown = await read(proxy, "rp", "https://example.com/not/listed.txt");
    expect(codeOf(unknown)).toBe("MCPA_RESOURCE_UNKNOWN_URI");
    expect(textOf(unknown)).toContain('"operation":"resources.list"');
    expect(textOf(unknown)).not.toContain("not/listed");
    // tpl-0 is https://user:pw@example.com/t0/{id}?q=template-query-text: the read goes out, and
    // this server (which knows only its listed URIs) answers with its own error.
    const templated = await read(proxy, "rp", "https://user:pw@example.com/t0/42?q=template-query-text");
    expect(codeOf(templated)).toBe("MCPA_RUNTIME_RESOURCE_READ_ERROR");
    expect(textOf(templated)).toContain("Resource not found");
    expectNoUri(templated);
  });

  it("a URI takes no arguments, and a string that is neither a reference nor a URI is refused with the corrective example", async () => {
    const rp = rpServer(h);
    const { proxy } = h.open({ rp: rp.spec });
    const withArgs = await proxy.call({
      server: "rp",
      operation: "resources.read",
      resource: RES_1,
      arguments: { id: "1" },
    });
    expect(codeOf(withArgs)).toBe("MCPA_RESOURCE_TEMPLATE_ARGUMENTS");
    const notUri = await read(proxy, "rp", "skills index");
    expect(codeOf(notUri)).toBe("MCPA_REQUEST_REFERENCE_FORMAT");
    expect(textOf(notUri)).toContain("or a URI the server gives (scheme:...)");
    expect(count(rp.events, "resources/read")).toBe(0);
  });
});

describe("resource and prompt queries match by words, like tool search", () => {
  it("finds a resource by words of its name and description in any order and form", async () => {
    const rp = rpServer(h, { RP_RESOURCES: "5" });
    const { proxy } = h.open({ rp: rp.spec });
    const r = await proxy.call({ server: "rp", operation: "resources.list", query: "number 3 resource" });
    expect(textOf(r)).toContain('; 1 match "number 3 resource"');
    expect(textOf(r)).toMatch(/- mcp-resource-[0-9a-f]+ res-3: Resource number 3/);
    const prompts = await proxy.call({ server: "rp", operation: "prompts.list", query: "arguments no" });
    expect(textOf(prompts)).toMatch(/- plain: No arguments/);
  });
});
