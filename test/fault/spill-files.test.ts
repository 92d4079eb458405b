// The spill quota counts files as well as bytes: one result of many tiny images keeps at most
// spill.maxFilesPerResult files and a session at most spill.maxFiles, and every image past a bound
// says in its place that it was not retained.
import { afterEach, describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../src/proxy/generated.js";
import type { Runtime } from "../../src/runtime/runtime.js";
import { filesUnder } from "../support/files.js";
import { BOUNDS } from "../support/paths.js";
import { ProxyHarness } from "../support/proxy.js";
import { meta, textOf } from "../support/results.js";

const h = new ProxyHarness();
afterEach(async () => {
  expect(await h.cleanup()).toEqual([]);
});

const PER_RESULT = LIMIT_VALUES["spill.maxFilesPerResult"];
const PER_SESSION = LIMIT_VALUES["spill.maxFiles"];
/** Binary spill files on disk, every pending write done first (the store's path flushes them). */
const binaryFiles = (runtime: Runtime, base: string): number => {
  expect(runtime.spills.path).toBeDefined();
  return filesUnder(base).filter((f) => f.name.endsWith(".bin")).length;
};

describe("spill files", () => {
  it("one result of 50,000 tiny images (under response.maxRawBytes) keeps spill.maxFilesPerResult files and says so for the rest", async () => {
    const { proxy, runtime, spillBase } = h.open({
      img: { command: process.execPath, args: [BOUNDS], env: { BOUNDS_IMAGES: "50000" }, requestTimeoutMs: 60_000 },
    });
    const r = await proxy.call({ server: "img", tool: "images" });
    expect(meta(r).isError).toBe(false);
    // The notices make a long text, which is itself spilled: read it back whole through its file.
    expect(runtime.spills.path).toBeDefined();
    const all = filesUnder(spillBase)
      .filter((f) => f.name.endsWith(".txt"))
      .map((f) => f.data.toString("utf8"))
      .join("");
    const text = `${textOf(r)}${all}`;
    expect(text).toContain(`this result already keeps ${PER_RESULT} files]`);
    expect(binaryFiles(runtime, spillBase)).toBe(PER_RESULT);
  }, 60_000);

  it("a session keeps at most spill.maxFiles binary spills, then says so", async () => {
    const images = PER_RESULT;
    const { proxy, runtime, spillBase } = h.open({
      img: { command: process.execPath, args: [BOUNDS], env: { BOUNDS_IMAGES: String(images) } },
    });
    const inline = LIMIT_VALUES["image.maxCount"];
    const calls = Math.ceil(PER_SESSION / (images - inline)) + 1;
    let last = "";
    for (let i = 0; i < calls; i += 1) last = textOf(await proxy.call({ server: "img", tool: "images" }));
    expect(last).toContain(`this session already keeps ${PER_SESSION} files]`);
    expect(binaryFiles(runtime, spillBase)).toBe(PER_SESSION);
  }, 120_000);
});
