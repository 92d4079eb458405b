// What the model sees of real catalogs (issue 14, "Catalogs"): search that finds what a person
// means, against server-everything over stdio and Streamable HTTP.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { Proxy } from "../../src/proxy/proxy.js";
import { EVERYTHING, Harness, labelBody, textOf } from "./proxy-stdio-harness.js";
import { HttpServers, urlSpec } from "./resources-prompts-helpers.js";

const h = new Harness();
const http = new HttpServers();
afterEach(async () => {
  expect(await h.cleanup()).toEqual([]);
  await http.stop();
});
afterAll(() => http.stop());

/** Tool names of a tools.search answer, in order. */
async function found(proxy: Proxy, server: string, query: string): Promise<string[]> {
  const r = await proxy.call({ server, search: query });
  expect(r.isError).toBe(false);
  return [...labelBody(textOf(r)).matchAll(/^- ([^:]+):/gm)].map((m) => m[1] as string);
}

async function everythingSearches(proxy: Proxy, server: string): Promise<void> {
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
