// What the model sees of real catalogs: search that finds what a person
// means, against server-everything over stdio and Streamable HTTP.

import { afterAll, afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../src/proxy/generated.js";
import type { McpProxy } from "../../src/proxy/proxy.js";
import { EVERYTHING, RAW_CATALOG, ROOT } from "../support/paths.js";
import { readEvents } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { labelBody, textOf } from "../support/results.js";
import { HttpServers, refsOf, templateRefsOf, urlSpec } from "./resources-prompts-helpers.js";

const h = new ProxyHarness();

/** The raw catalog fixture over stdio, with its own events file. */
function raw(env: Readonly<Record<string, string>> = {}) {
  const events = h.eventsFile();
  return {
    spec: { command: process.execPath, args: [RAW_CATALOG], cwd: ROOT, env: { RAW_EVENTS_FILE: events, ...env } },
    events,
  };
}
const http = new HttpServers();
afterEach(async () => {
  // HTTP servers first: the harness then checks every pid it saw, theirs included, is gone.
  await http.stop();
  expect(await h.cleanup()).toEqual([]);
});
afterAll(() => http.stop());

/** Tool names of a tools.search answer, in order. */
async function found(proxy: McpProxy, server: string, query: string): Promise<string[]> {
  const r = await proxy.call({ server, search: query });
  expect(r.isError).toBe(false);
  return [...labelBody(textOf(r)).matchAll(/^- (\S+):/gm)].map((m) => m[1] as string);
}

async function everythingSearches(proxy: McpProxy, server: string): Promise<void> {
  expect((await found(proxy, server, "sum numbers"))[0]).toBe("get-sum");
  expect((await found(proxy, server, "get_sum"))[0]).toBe("get-sum");
  expect((await found(proxy, server, "getSum"))[0]).toBe("get-sum");
  expect((await found(proxy, server, "logging toggle"))[0]).toBe("toggle-simulated-logging");
  // The old rules still hold: an exact name first, a substring of a name still finds it.
  expect((await found(proxy, server, "echo"))[0]).toBe("echo");
  expect(await found(proxy, server, "simulated-log")).toContain("toggle-simulated-logging");
  expect(await found(proxy, server, "no such words anywhere")).toEqual([]);
}

describe.sequential("tools.search finds what a person means", () => {
  it("server-everything over stdio", async () => {
    const { proxy } = h.open({ everything: { command: process.execPath, args: [EVERYTHING, "stdio"] } });
    await everythingSearches(proxy, "everything");
  });

  it("server-everything over Streamable HTTP", async () => {
    const { url } = await http.everything();
    const { proxy } = h.open({ everything: urlSpec(url) });
    await everythingSearches(proxy, "everything");
  });
});

describe.sequential("tools.describe and tools.list show what the server said", () => {
  it("describe: whole description, title, annotations, output schema; list marks read-only, destructive, task-only", async () => {
    const fx = raw();
    const { proxy } = h.open({ raw: fx.spec });
    const list = labelBody(textOf(await proxy.call({ server: "raw" })));
    expect(list).toMatch(/^- query: \[read-only\] Runs a read-only SQL query$/m);
    expect(list).toMatch(/^- drop_table: \[destructive\] Drops a table$/m);
    expect(list).toMatch(/^- long_job: \[needs tasks: cannot be called\] Runs only as a task$/m);
    expect(list).toMatch(/^- think: Think step by step\./m);
    const think = labelBody(textOf(await proxy.call({ server: "raw", describe: "think" })));
    expect(think).toContain(
      `Description:\n${"Think step by step. ".repeat(40)}The very end of the description.\nInput schema:`,
    );
    const query = labelBody(textOf(await proxy.call({ server: "raw", describe: "query" })));
    expect(query).toContain("Title: Run a query\n");
    expect(query).toContain("Server hints: read-only, closed world\n");
    const output = query.slice(query.indexOf("Output schema:\n") + "Output schema:\n".length);
    expect(JSON.parse(output)).toEqual({ properties: { rows: { type: "array" } }, required: [], type: "object" });
    const drop = labelBody(textOf(await proxy.call({ server: "raw", describe: "drop_table" })));
    expect(drop).toContain("Server hints: may modify, destructive, idempotent\n");
    expect(drop).not.toContain("Output schema:");
  });

  it("a tool that requires tasks is refused with a catalog error before anything is sent", async () => {
    const fx = raw();
    const { proxy } = h.open({ raw: fx.spec });
    const r = await proxy.call({ server: "raw", tool: "long_job", args: {} });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(
      /^MCPA_TOOL_TASK_REQUIRED: MCP tool "long_job" on server raw requires task-based execution/,
    );
    expect(readEvents(fx.events)).not.toContain("tools/call long_job");
    const ok = await proxy.call({ server: "raw", tool: "query", args: { sql: "select 1" } });
    expect(ok.isError).toBe(false);
    expect(readEvents(fx.events)).toContain("tools/call query");
    const described = labelBody(textOf(await proxy.call({ server: "raw", describe: "long_job" })));
    expect(described).toContain("requires task-based execution");
  });

  it("instructions: once, in the first tools listing of a connection, bounded, labelled; never in describe or search", async () => {
    const fx = raw();
    const { proxy } = h.open({ raw: fx.spec });
    const first = textOf(await proxy.call({ server: "raw" }));
    expect(labelBody(first)).toContain(
      "Server instructions (not the user's; shown once):\n> Use raw tools carefully; query before you write.",
    );
    expect(first).toMatch(/^\[mcp tools [0-9A-Z]{4,}\]\n/);
    expect(textOf(await proxy.call({ server: "raw" }))).not.toContain("Use raw tools carefully");
    expect(textOf(await proxy.call({ server: "raw", describe: "query" }))).not.toContain("Use raw tools carefully");
    expect(textOf(await proxy.call({ server: "raw", search: "query" }))).not.toContain("Use raw tools carefully");
    // A new connection is a new meeting.
    expect((await proxy.call({ server: "raw", operation: "reconnect" })).isError).toBe(false);
    expect(textOf(await proxy.call({ server: "raw" }))).toContain("Use raw tools carefully");
  });

  it("long instructions are cut at instructions.maxChars", async () => {
    const fx = raw({ RAW_INSTRUCTIONS_CHARS: String(LIMIT_VALUES["instructions.maxChars"] + 500) });
    const { proxy } = h.open({ raw: fx.spec });
    const body = labelBody(textOf(await proxy.call({ server: "raw" })));
    expect(body).toContain("Use raw tools carefully. iii");
    expect(body).not.toContain("iZ");
    expect(body).toContain("[500 more characters of instructions left out]");
  });

  it("server-everything over stdio and HTTP: its instructions in the first listing only", async () => {
    const { url } = await http.everything();
    const { proxy } = h.open({ stdio: { command: process.execPath, args: [EVERYTHING, "stdio"] }, web: urlSpec(url) });
    for (const server of ["stdio", "web"]) {
      const first = labelBody(textOf(await proxy.call({ server })));
      expect(first).toContain("Server instructions (not the user's; shown once):\n> ");
      // Every line of them is quoted: none reads as a tool of the listing.
      const tail = first.slice(first.indexOf("Server instructions ("));
      expect(
        tail
          .split("\n")
          .slice(1)
          .every((l) => l.startsWith("> ")),
      ).toBe(true);
      expect(labelBody(textOf(await proxy.call({ server, operation: "tools.list" })))).not.toContain(
        "Server instructions (",
      );
      const sum = labelBody(textOf(await proxy.call({ server, describe: "get-sum" })));
      expect(sum).toMatch(/^Description:\n.+\nInput schema:\n/m);
      expect(sum).toContain("Title: Get Sum Tool\n");
      expect(sum).toContain("Server hints: read-only");
      // Compact (one line), and whole: the server's `$schema` dialect stays.
      expect(sum).toMatch(/^Input schema:\n\{"\$schema":"[^"\n]+","properties":[^\n]+\}$/m);
      // server-everything's own task-only tool: marked, and refused before sending.
      expect(first).toMatch(/^- simulate-research-query: \[needs tasks: cannot be called\] /m);
      // Many read-only tools: the short mark, explained once in the header.
      expect(first).toMatch(/^MCP tools on "[a-z]+" \(\d+; \[ro\] read-only\):$/m);
      expect(first).toMatch(/^- get-sum: \[ro\] /m);
      const task = await proxy.call({ server, tool: "simulate-research-query", args: { topic: "x" } });
      expect(textOf(task)).toMatch(/^MCPA_TOOL_TASK_REQUIRED: /);
    }
  });
});

describe.sequential("resources of a server without resources/templates/list", () => {
  it("-32601 for templates means no templates: the resources are listed and readable", async () => {
    const fx = raw();
    const { proxy } = h.open({ raw: fx.spec });
    const list = await proxy.call({ server: "raw", operation: "resources.list" });
    expect(list.isError).toBe(false);
    const body = labelBody(textOf(list));
    expect(body).toContain('MCP resources on "raw": 1 resource and 0 templates.');
    const ref = /^- (mcp-resource-[0-9a-f]{32}) insights: Business insights memo/m.exec(body)?.[1];
    expect(ref).toBeDefined();
    const read = await proxy.call({ server: "raw", operation: "resources.read", resource: ref });
    expect(read.isError).toBe(false);
    expect(textOf(read)).toContain("insight: sales are up");
    expect(readEvents(fx.events)).toContain("resources/templates/list");
  });

  it("any other templates failure names resources/templates/list, not resources.list", async () => {
    const fx = raw({ RAW_TEMPLATES_ERROR: "-32603" });
    const { proxy } = h.open({ raw: fx.spec });
    const list = await proxy.call({ server: "raw", operation: "resources.list" });
    expect(list.isError).toBe(true);
    expect(textOf(list)).toContain("MCP server raw could not answer resources/templates/list (JSON-RPC error -32603).");
    expect(textOf(list)).toContain("Fix: No arguments were involved");
  });
});

describe.sequential("resource templates and resource links are readable", () => {
  const resourcesRead = (events: string): number =>
    readEvents(events).filter((l) => l.startsWith("resources/read")).length;

  async function templateReads(proxy: McpProxy, server: string, events: string): Promise<void> {
    const list = await proxy.call({ server, operation: "resources.list" });
    const body = labelBody(textOf(list));
    expect(body).toMatch(
      /^- mcp-resource-[0-9a-f]{32} template template: Text resource per id \(text\/plain; arguments: id\)$/m,
    );
    expect(body).toContain('a template adds "arguments":{"<variable>":"<value>"}');
    const [ref] = templateRefsOf(list);
    expect(ref).toBeDefined();
    expect(refsOf(list)).not.toContain(ref);
    const read = (args?: Record<string, unknown>) =>
      proxy.call({ server, operation: "resources.read", resource: ref, ...(args ? { arguments: args } : {}) });
    expect(labelBody(textOf(await read({ id: "42" })))).toBe("[mime=text/plain]\ntemplate 42");
    // RFC 6570 simple expansion percent-encodes reserved characters.
    expect(labelBody(textOf(await read({ id: "a/b c" })))).toBe("[mime=text/plain]\ntemplate a%2Fb%20c");
    expect(labelBody(textOf(await read({ id: 7 })))).toBe("[mime=text/plain]\ntemplate 7");
    const before = resourcesRead(events);
    for (const [args, problem] of [
      [undefined, 'the variable "id" is required'],
      [{ id: "" }, 'the variable "id" is required'],
      [{ id: "1", other: "x" }, 'the template has no variable "other"'],
      [{ id: ["1"] }, 'the value of "id" must be a string, number or boolean'],
    ] as const) {
      const r = await read(args as Record<string, unknown> | undefined);
      expect(r.isError).toBe(true);
      expect(textOf(r)).toBe(
        `MCPA_RESOURCE_TEMPLATE_ARGUMENTS: Cannot read ${ref} of server ${server}: ${problem}. Nothing was sent.\nFix: A template reference takes "arguments" with its variables (id); values are strings, numbers or booleans; a plain resource reference takes none.`,
      );
    }
    const plain = refsOf(list)[0] as string;
    const withArgs = await proxy.call({ server, operation: "resources.read", resource: plain, arguments: { id: "1" } });
    expect(textOf(withArgs)).toContain("it is a resource, not a template, and takes no arguments");
    expect(resourcesRead(events)).toBe(before);
  }

  it("fixture over stdio: template arguments are checked, then expanded", async () => {
    const fx = h.fixture();
    const { proxy } = h.open({ fx: fx.spec });
    await templateReads(proxy, "fx", fx.events);
  });

  it("fixture over Streamable HTTP: the same", async () => {
    const events = h.eventsFile();
    const { url } = await http.fixture(events);
    const { proxy } = h.open({ fxh: urlSpec(url) });
    await templateReads(proxy, "fxh", events);
  });

  it("server-everything: its dynamic text template reads; its resource links get references that read", async () => {
    const { proxy } = h.open({ ev: { command: process.execPath, args: [EVERYTHING, "stdio"] } });
    const list = await proxy.call({ server: "ev", operation: "resources.list" });
    expect(labelBody(textOf(list))).toMatch(/ template Dynamic Text Resource: .*arguments: resourceId\)$/m);
    const line = labelBody(textOf(list))
      .split("\n")
      .find((l) => l.includes(" template Dynamic Text Resource: "));
    const ref = /mcp-resource-[0-9a-f]{32}/.exec(line ?? "")?.[0];
    const read = await proxy.call({
      server: "ev",
      operation: "resources.read",
      resource: ref,
      arguments: { resourceId: "3" },
    });
    expect(read.isError).toBe(false);
    expect(labelBody(textOf(read))).toMatch(/Resource 3/);

    const links = await proxy.call({ server: "ev", tool: "get-resource-links", args: { count: 2 } });
    const refs = [...textOf(links).matchAll(/\[resource link [^\]]* reference=(mcp-resource-[0-9a-f]{32})\]/g)].map(
      (m) => m[1] as string,
    );
    expect(refs).toHaveLength(2);
    for (const r of refs)
      expect((await proxy.call({ server: "ev", operation: "resources.read", resource: r })).isError).toBe(false);
    // After a reconnect the link references are stale, like listed ones.
    expect((await proxy.call({ server: "ev", operation: "reconnect" })).isError).toBe(false);
    const stale = await proxy.call({ server: "ev", operation: "resources.read", resource: refs[0] });
    expect(textOf(stale)).toMatch(/^MCPA_RESOURCE_STALE_REFERENCE/);
  });

  it("raw fixture: a link to an unlisted resource reads before any listing", async () => {
    const fx = raw();
    const { proxy } = h.open({ raw: fx.spec });
    const r = await proxy.call({ server: "raw", tool: "link", args: {} });
    const ref = /reference=(mcp-resource-[0-9a-f]{32})/.exec(textOf(r))?.[1];
    expect(ref).toBeDefined();
    const read = await proxy.call({ server: "raw", operation: "resources.read", resource: ref });
    expect(labelBody(textOf(read))).toBe("[mime=text/plain]\ninsight: sales are up");
    expect(readEvents(fx.events)).toContain("resources/read memo://insights");
    expect(readEvents(fx.events)).not.toContain("resources/list");
  });
});
