// Resources, prompts and reconnect through the `mcp` proxy over Streamable HTTP on 127.0.0.1:
// server-everything (an npm reference server, held on loopback by the preload) and the fixture
// server in http mode, whose events file proves which requests reached it.
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { TEXT_RESOURCES } from "../fixtures/server/catalog.js";
import { BLOB_BYTES } from "../fixtures/server/payloads.js";
import { readEvents } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { codeOf, itemBody, meta, textOf } from "../support/results.js";
import { expectNoUri, HttpServers, recordRequests, refsOf, urlSpec } from "./resources-prompts-helpers.js";

const h = new ProxyHarness();
const http = new HttpServers();
afterEach(async () => {
  const leaked = await h.cleanup();
  await http.stop();
  expect(leaked, "server processes still alive after runtime.close()").toEqual([]);
});

const events = (file: string, prefix: string): string[] => readEvents(file).filter((l) => l.startsWith(prefix));
/** An events file for a fixture this file starts and reaps itself (the harness reaps only its own). */
const eventsFile = (): string => join(h.tempDir("rp-http-events-"), "events.log");
const MADE_UP = `mcp-resource-${"fedcba9876543210".repeat(2)}`;

describe("server-everything over Streamable HTTP", () => {
  it("resources: 7 references and 2 templates, no URI; a labelled read; references stale after reconnect", async () => {
    const ev = await http.everything();
    const { proxy, runtime } = h.open({ ev: urlSpec(ev.url) });
    const r = await proxy.call({ server: "ev", operation: "resources.list" });
    expect(r.isError).toBe(false);
    expect(meta(r)).toMatchObject({ resourceCount: 7, templateCount: 2 });
    expect(textOf(r)).toContain("7 resources and 2 templates");
    expect(textOf(r)).toMatch(/^- mcp-resource-[0-9a-f]{32} template Dynamic Text Resource: /m);
    expect(textOf(r)).toMatch(/^- mcp-resource-[0-9a-f]{32} template Dynamic Blob Resource: /m);
    const refs = refsOf(r);
    expect(new Set(refs).size).toBe(7);
    expectNoUri(r);
    const body = await proxy.call({ server: "ev", operation: "resources.read", resource: refs[0] });
    expect(textOf(body)).toMatch(/^\[mcp resource [0-9A-Z]{4,}\]\n\[mime=text\/markdown\]\n/);
    expect(textOf(body)).not.toContain("demo://");

    const sent = recordRequests(runtime, "ev");
    expect(codeOf(await proxy.call({ server: "ev", operation: "resources.read", resource: MADE_UP }))).toBe(
      "MCPA_RESOURCE_UNKNOWN_REFERENCE",
    );
    expect(sent).toEqual([]);
    const re = await proxy.call({ server: "ev", operation: "reconnect" });
    expect(re.details).toEqual({ travis234Mcp: { operation: "reconnect", server: "ev", isError: false } });
    const sentAfter = recordRequests(runtime, "ev");
    expect(codeOf(await proxy.call({ server: "ev", operation: "resources.read", resource: refs[0] }))).toBe(
      "MCPA_RESOURCE_STALE_REFERENCE",
    );
    expect(sentAfter).toEqual([]);
    expect(
      refsOf(await proxy.call({ server: "ev", operation: "resources.list" })).filter((x) => refs.includes(x)),
    ).toEqual([]);
  });

  it("prompts: arguments marked required/optional; prompts.get validated before any request", async () => {
    const ev = await http.everything();
    const { proxy, runtime } = h.open({ ev: urlSpec(ev.url) });
    const list = await proxy.call({ server: "ev", operation: "prompts.list" });
    expect(textOf(list)).toMatch(/^- simple-prompt: .*; arguments=none$/m);
    expect(textOf(list)).toMatch(/^- args-prompt: .*; arguments=city\(required\), state\(optional\)$/m);
    const sent = recordRequests(runtime, "ev");
    expect(
      codeOf(await proxy.call({ server: "ev", operation: "prompts.get", prompt: "args-prompt", arguments: {} })),
    ).toBe("MCPA_PROMPT_MISSING_ARGUMENT");
    const undeclared = await proxy.call({
      server: "ev",
      operation: "prompts.get",
      prompt: "args-prompt",
      arguments: { city: "Oslo", hidden_name_z3: "v" },
    });
    expect(codeOf(undeclared)).toBe("MCPA_PROMPT_UNKNOWN_ARGUMENT");
    expect(JSON.stringify(undeclared)).not.toContain("hidden_name_z3");
    expect(codeOf(await proxy.call({ server: "ev", operation: "prompts.get", prompt: "missing-prompt" }))).toBe(
      "MCPA_PROMPT_UNKNOWN",
    );
    expect(sent).toEqual([]);
    const ok = await proxy.call({
      server: "ev",
      operation: "prompts.get",
      prompt: "args-prompt",
      arguments: { city: "Oslo" },
    });
    expect(ok.isError).toBe(false);
    expect(textOf(ok)).toMatch(/message 1 role=user\]\n.*Oslo/);
    expect(sent).toEqual(["prompts/get"]);
  });
});

describe("the fixture over Streamable HTTP", () => {
  it("made-up and other-server references are rejected without a resources/read; a blob read is retained", async () => {
    const [ea, eb] = [eventsFile(), eventsFile()];
    const [a, b] = await Promise.all([http.fixture(ea), http.fixture(eb)]);
    const { proxy } = h.open({ a: urlSpec(a.url), b: urlSpec(b.url) });
    const r = await proxy.call({ server: "a", operation: "resources.list" });
    expect(meta(r).resourceCount).toBe(TEXT_RESOURCES.length + 1);
    expectNoUri(r);
    const refs = refsOf(r);
    expect(codeOf(await proxy.call({ server: "a", operation: "resources.read", resource: MADE_UP }))).toBe(
      "MCPA_RESOURCE_UNKNOWN_REFERENCE",
    );
    expect(codeOf(await proxy.call({ server: "b", operation: "resources.read", resource: refs[0] }))).toBe(
      "MCPA_RESOURCE_UNKNOWN_REFERENCE",
    );
    expect(events(ea, "resources/read")).toEqual([]);
    expect(events(eb, "resources/read")).toEqual([]);
    expect(events(eb, "http POST")).toEqual([]);
    const text = await proxy.call({ server: "a", operation: "resources.read", resource: refs[0] });
    expect(itemBody(textOf(text))).toBe(TEXT_RESOURCES[0]?.text);
    const blob = await proxy.call({ server: "a", operation: "resources.read", resource: refs[TEXT_RESOURCES.length] });
    expect(textOf(blob)).toContain(`${BLOB_BYTES.length} bytes, retained as ${(meta(blob).retained as string[])[0]}`);
    expect(events(ea, "resources/read")).toHaveLength(2);
  });

  it("prompt validation sends no prompts/get; a missing capability sends nothing; reconnect opens a new session", async () => {
    const [ep, en] = [eventsFile(), eventsFile()];
    const [p, n] = await Promise.all([
      http.fixture(ep),
      http.fixture(en, { FIXTURE_NO_RESOURCES: "1", FIXTURE_NO_PROMPTS: "1" }),
    ]);
    const { proxy } = h.open({ p: urlSpec(p.url), n: urlSpec(n.url) });
    for (const args of [{}, { tone: "x" }, { topic: "t", extra_name_k2: "x" }]) {
      const r = await proxy.call({ server: "p", operation: "prompts.get", prompt: "review", arguments: args });
      expect(r.isError).toBe(true);
      expect(JSON.stringify(r)).not.toContain("extra_name_k2");
    }
    expect(events(ep, "prompts/get")).toEqual([]);
    expect(codeOf(await proxy.call({ server: "n", operation: "resources.list" }))).toBe("MCPA_CAPABILITY_MISSING");
    expect(codeOf(await proxy.call({ server: "n", operation: "prompts.list" }))).toBe("MCPA_CAPABILITY_MISSING");
    expect(events(en, "resources/")).toEqual([]);
    expect(events(en, "prompts/")).toEqual([]);

    const before = refsOf(await proxy.call({ server: "p", operation: "resources.list" }));
    expect(events(ep, "initialize")).toHaveLength(1);
    const re = await proxy.call({ server: "p", operation: "reconnect" });
    expect(re.details).toEqual({ travis234Mcp: { operation: "reconnect", server: "p", isError: false } });
    expect(events(ep, "initialize")).toHaveLength(2);
    expect(codeOf(await proxy.call({ server: "p", operation: "resources.read", resource: before[0] }))).toBe(
      "MCPA_RESOURCE_STALE_REFERENCE",
    );
    expect(events(ep, "resources/read")).toEqual([]);
  });
});
