// Prompts through the `mcp` proxy over stdio, against server-everything, the fixture server and
// the mini resources/prompts server: arguments shown as required/optional, prompts.get validated
// before any prompts/get is sent (proved by the server's events file or a client-side recorder),
// the message bound at N and N+1, images retained rather than failing, missing capabilities
// refused without a request, and a shared listing that survives one caller's abort.
import { afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { AdapterError } from "../../src/errors/index.js";
import type { McpProxy } from "../../src/proxy/proxy.js";
import { EVERYTHING } from "../support/paths.js";
import { readEvents } from "../support/processes.js";
import { ProxyHarness } from "../support/proxy.js";
import { codeOf, itemBody, meta, textOf } from "../support/results.js";
import { SLACK_MS as FAULT_SLACK_MS } from "../support/timing.js";
import { expectNoUri, recordRequests, refsOf, rpServer, spillFiles } from "./resources-prompts-helpers.js";

const MAX_MESSAGES = LIMIT_VALUES["prompt.maxMessages"];
const SETTLE_MS = LIMIT_VALUES["cancel.settleMs"];
/** The fault suite's slack on settle bounds (a third of its SLACK_MS): cancel.settleMs is 100 ms,
 * one time slice on a loaded two-core machine. */
const SETTLE_SLACK_MS = FAULT_SLACK_MS / 3;

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup(), "server processes still alive after runtime.close()").toEqual([]);
});

const everything = { command: process.execPath, args: [EVERYTHING, "stdio"] };
const events = (file: string, prefix: string): string[] => readEvents(file).filter((l) => l.startsWith(prefix));
const get = (proxy: McpProxy, server: string, prompt: string, args?: Record<string, unknown>) =>
  proxy.call({ server, operation: "prompts.get", prompt, ...(args ? { arguments: args } : {}) });
/** An argument name no prompt declares; it must never be echoed. */
const UNDECLARED = "undeclared_arg_q7xk";

describe("prompts.list", () => {
  it("server-everything: every prompt with its arguments marked required or optional", async () => {
    const { proxy } = h.open({ ev: everything });
    const r = await proxy.call({ server: "ev", operation: "prompts.list" });
    expect(r.isError).toBe(false);
    expect(meta(r)).toMatchObject({ operation: "prompts.list", server: "ev", isError: false });
    const t = textOf(r);
    expect(t).toMatch(/^- simple-prompt: .*; arguments=none$/m);
    expect(t).toMatch(/^- args-prompt: .*; arguments=city\(required\), state\(optional\)$/m);
    expect(t).toMatch(/^- resource-prompt: .*; arguments=resourceType\(required\), resourceId\(required\)$/m);
    expect(meta(r).promptCount).toBe(t.split("\n").filter((l) => l.startsWith("- ")).length);
  });

  it("fixture: review(topic required, tone optional), many and image_prompt", async () => {
    const fx = h.fixture();
    const { proxy } = h.open({ fx: fx.spec });
    const r = await proxy.call({ server: "fx", operation: "prompts.list" });
    expect(meta(r).promptCount).toBe(3);
    expect(textOf(r)).toMatch(/^- review: Review a topic; arguments=topic\(required\), tone\(optional\)$/m);
    expect(textOf(r)).toMatch(/^- many: .*; arguments=none$/m);
    expect(textOf(r)).toMatch(/^- image_prompt: .*; arguments=none$/m);
  });
});

describe("prompts.get", () => {
  it("server-everything: messages in order, each labelled with its role; an embedded resource shows its URI as tool results do", async () => {
    const { proxy, runtime } = h.open({ ev: everything });
    const ok = await get(proxy, "ev", "args-prompt", { city: "Paris", state: "Texas" });
    expect(ok.isError).toBe(false);
    expect(meta(ok)).toMatchObject({ operation: "prompts.get", server: "ev", prompt: "args-prompt", isError: false });
    expect(textOf(ok)).toMatch(/^\[mcp prompt [0-9A-Z]{4,}\]\n\[message 1 role=user\]\n.*Paris/);
    const embedded = await get(proxy, "ev", "resource-prompt", { resourceType: "Text", resourceId: "1" });
    expect(embedded.isError).toBe(false);
    // One rule for embedded resources in tool results and prompts: the URI without user info or query.
    expect(textOf(embedded)).toContain(
      "[message 2 role=user]\n[embedded resource uri=demo://resource/dynamic/text/1 mime=text/plain]\nResource 1: ",
    );

    // Validation happens before any request: record what the client sends from here on.
    const sent = recordRequests(runtime, "ev");
    const missing = await get(proxy, "ev", "args-prompt", { state: "Texas" });
    expect(codeOf(missing)).toBe("MCPA_PROMPT_MISSING_ARGUMENT");
    expect(textOf(missing)).toContain("city");
    const undeclared = await get(proxy, "ev", "args-prompt", { city: "Paris", [UNDECLARED]: "x" });
    expect(codeOf(undeclared)).toBe("MCPA_PROMPT_UNKNOWN_ARGUMENT");
    expect(JSON.stringify(undeclared)).not.toContain(UNDECLARED);
    expect(codeOf(await get(proxy, "ev", "no-such-prompt"))).toBe("MCPA_PROMPT_UNKNOWN");
    expect(codeOf(await get(proxy, "ev", "args-prompt", { city: 7 }))).toBe("MCPA_REQUEST_PROMPT_ARGUMENT_TYPE");
    expect(sent).toEqual([]);
  });

  it("fixture: unknown prompt, undeclared or missing arguments and non-string values send no prompts/get", async () => {
    const fx = h.fixture();
    const { proxy } = h.open({ fx: fx.spec });
    // Non-string values are refused before the server is even started.
    for (const topic of [7, true, { nested: "x" }, ["x"]]) {
      const r = await get(proxy, "fx", "review", { topic });
      expect(r.isError).toBe(true);
      expect(codeOf(r)).toBe("MCPA_REQUEST_PROMPT_ARGUMENT_TYPE");
    }
    expect(readEvents(fx.events)).toEqual([]);

    const unknown = await get(proxy, "fx", "nope");
    expect(codeOf(unknown)).toBe("MCPA_PROMPT_UNKNOWN");
    const undeclared = await get(proxy, "fx", "review", { topic: "changes", [UNDECLARED]: "value" });
    expect(codeOf(undeclared)).toBe("MCPA_PROMPT_UNKNOWN_ARGUMENT");
    expect(JSON.stringify(undeclared)).not.toContain(UNDECLARED);
    const missing = await get(proxy, "fx", "review", { tone: "dry" });
    expect(codeOf(missing)).toBe("MCPA_PROMPT_MISSING_ARGUMENT");
    expect(events(fx.events, "prompts/list")).toHaveLength(1);
    expect(events(fx.events, "prompts/get")).toEqual([]);

    // Optional arguments may be left out.
    const ok = await get(proxy, "fx", "review", { topic: "changes" });
    expect(ok.isError).toBe(false);
    expect(meta(ok).messageCount).toBe(2);
    expect(textOf(ok)).toMatch(/message 1 role=user\]\nPlease review changes in a neutral tone\.\n/);
    expect(textOf(ok)).toMatch(/message 2 role=assistant\]\nReviewing changes\.\n/);
    expect(events(fx.events, "prompts/get")).toEqual(["prompts/get review"]);
  });

  it("a required argument named like an Object.prototype member must still be passed", async () => {
    const rp = rpServer(h);
    const { proxy } = h.open({ rp: rp.spec });
    const missing = await get(proxy, "rp", "proto");
    expect(missing.isError).toBe(true);
    expect(codeOf(missing)).toBe("MCPA_PROMPT_MISSING_ARGUMENT");
    expect(events(rp.events, "prompts/get")).toEqual([]);
    const ok = await get(proxy, "rp", "proto", { constructor: "c" });
    expect(itemBody(textOf(ok))).toBe("prompt proto with constructor");
  });

  it(`exactly prompt.maxMessages (${MAX_MESSAGES}) messages pass; one more fails with MCPA_RESULT_TOO_MANY_MESSAGES`, async () => {
    const exact = h.fixture({ FIXTURE_PROMPT_MESSAGES: String(MAX_MESSAGES) });
    const over = h.fixture({ FIXTURE_PROMPT_MESSAGES: String(MAX_MESSAGES + 1) });
    const { proxy } = h.open({ exact: exact.spec, over: over.spec });
    const [ok, failed] = await Promise.all([get(proxy, "exact", "many"), get(proxy, "over", "many")]);
    expect(ok.isError).toBe(false);
    expect(meta(ok).messageCount).toBe(MAX_MESSAGES);
    expect(textOf(ok)).toContain(`message ${MAX_MESSAGES} role=`);
    expect(textOf(ok)).toContain(`\nmessage ${MAX_MESSAGES}\n`);
    expect(failed.isError).toBe(true);
    expect(codeOf(failed)).toBe("MCPA_RESULT_TOO_MANY_MESSAGES");
    expect(textOf(failed)).toContain(`more than ${MAX_MESSAGES} messages`);
    expect(textOf(failed)).not.toContain("message 1");
  });

  it("an image in a prompt is retained as a binary spill with bounded metadata, not a failure", async () => {
    const fx = h.fixture();
    const { proxy, spillBase } = h.open({ fx: fx.spec });
    const r = await get(proxy, "fx", "image_prompt");
    expect(r.isError).toBe(false);
    const retained = meta(r).retained as string[];
    expect(retained).toHaveLength(1);
    expect(itemBody(textOf(r))).toMatch(new RegExp(`^\\[image image/png, \\d+ bytes, retained as ${retained[0]}\\]$`));
    expect(Buffer.byteLength(textOf(r))).toBeLessThan(1_000);
    expect(await spillFiles(spillBase)).toHaveLength(1);
    const back = await proxy.call({ server: "fx", operation: "output.read", output: retained[0] });
    expect(textOf(back)).toMatch(/is binary \(image\/png, \d+ bytes\)/);
  });
});

describe("capabilities are checked before any request", () => {
  it("a server without resources or prompts gets MCPA_CAPABILITY_MISSING and no such request", async () => {
    const noResources = h.fixture({ FIXTURE_NO_RESOURCES: "1" });
    const noPrompts = h.fixture({ FIXTURE_NO_PROMPTS: "1" });
    const { proxy } = h.open({ noResources: noResources.spec, noPrompts: noPrompts.spec });
    const r = await proxy.call({ server: "noResources", operation: "resources.list" });
    expect(codeOf(r)).toBe("MCPA_CAPABILITY_MISSING");
    expect(textOf(r)).toContain("does not offer resources");
    expect(events(noResources.events, "resources/")).toEqual([]);
    for (const request of [
      { operation: "prompts.list" },
      { operation: "prompts.get", prompt: "review", arguments: { topic: "x" } },
    ]) {
      const p = await proxy.call({ server: "noPrompts", ...request });
      expect(codeOf(p), request.operation).toBe("MCPA_CAPABILITY_MISSING");
      expect(textOf(p)).toContain("does not offer prompts");
    }
    expect(events(noPrompts.events, "prompts/")).toEqual([]);
    // The other capability of each still works.
    expect((await proxy.call({ server: "noResources", operation: "prompts.list" })).isError).toBe(false);
    expect((await proxy.call({ server: "noPrompts", operation: "resources.list" })).isError).toBe(false);
  });
});

describe("shared listings and cancellation", () => {
  for (const operation of ["resources.list", "prompts.list"] as const) {
    it(`${operation}: one caller aborting a shared first listing settles at once; the other still gets it`, async () => {
      // Slow pages make the first listing long enough to abort inside it.
      const rp = rpServer(h, { RP_PAGE_SIZE: "1", RP_RESOURCES: "5", RP_PAGE_DELAY_MS: "60" });
      const { proxy } = h.open({ rp: rp.spec });
      const abort = new AbortController();
      const first = proxy.call({ server: "rp", operation }, { signal: abort.signal }).then(
        () => ({ error: undefined as unknown, at: performance.now() }),
        (error: unknown) => ({ error, at: performance.now() }),
      );
      const second = proxy.call({ server: "rp", operation }, { signal: new AbortController().signal });
      const method = operation === "resources.list" ? "resources/list " : "prompts/list ";
      const deadline = Date.now() + 10_000;
      while (events(rp.events, method).length === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 5));
      const abortedAt = performance.now();
      abort.abort();
      const a = await first;
      expect(AdapterError.isInstance(a.error) && a.error.code).toBe("MCPA_RUNTIME_CANCELLED");
      expect(a.at - abortedAt).toBeLessThanOrEqual(SETTLE_MS + SETTLE_SLACK_MS);
      const b = await second;
      expect(b.isError, textOf(b)).toBe(false);
      if (operation === "resources.list") {
        expect(refsOf(b)).toHaveLength(5);
        expectNoUri(b);
      } else expect(meta(b).promptCount).toBe(2);
    });
  }
});
