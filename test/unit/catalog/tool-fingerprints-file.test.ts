// The file of tool fingerprints: every part checked on reading (asPins), a server that is not kept
// never reads it, no file over its bound read, each file parsed once while it does not change, the
// byte bound of one file to the byte, the total bound over every file (never the one just
// written), and the oldest unlisted record the first to go when a server lists too many tools.
import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import type { DirRead } from "../../../src/catalog/tool-cache-dir.js";
import { PrivateCacheDir } from "../../../src/catalog/tool-cache-dir.js";
import { definitionKey } from "../../../src/catalog/tool-cache-key.js";
import { asPins, ToolFingerprints } from "../../../src/catalog/tool-fingerprints.js";
import { tempDir } from "../../support/temp.js";
import { configOf, open, print, server } from "./pins-fixtures.js";

const MAX_FILE = LIMIT_VALUES["toolCache.maxFingerprintBytes"];
const pinsFile = (dir: string, s: Parameters<typeof definitionKey>[0]) => join(dir, `${definitionKey(s)}.pins.json`);

describe("asPins", () => {
  type V = Record<string, unknown>;
  const tool = (v: V) => (v.tools as V[])[0] as V;
  const acc = (v: V) => tool(v).accepted as V;
  it.each<[string, (v: V) => unknown]>([
    ["another format", (v) => ({ ...v, format: 2 })],
    ["another key", (v) => ({ ...v, key: "0".repeat(64) })],
    ["no tool list", (v) => ({ ...v, tools: {} })],
    ["a tool that is not an object", (v) => ({ ...v, tools: [null] })],
    ["a hole in the tool list", (v) => ({ ...v, tools: [undefined] })],
    ["a name that is not text", (v) => ({ ...v, tools: [{ ...tool(v), name: 1 }] })],
    ["a name twice", (v) => ({ ...v, tools: [tool(v), tool(v)] })],
    ["a short hash", (v) => ({ ...v, tools: [{ ...tool(v), accepted: { all: "ab", parts: "0".repeat(20) } }] })],
    [
      "a hash that is not hex",
      (v) => ({ ...v, tools: [{ ...tool(v), accepted: { ...acc(v), all: "z".repeat(32) } }] }),
    ],
    ["a hash in a list", (v) => ({ ...v, tools: [{ ...tool(v), accepted: { ...acc(v), all: [acc(v).all] } }] })],
    ["short part hashes", (v) => ({ ...v, tools: [{ ...tool(v), accepted: { ...acc(v), parts: "0".repeat(19) } }] })],
    ["part hashes not hex", (v) => ({ ...v, tools: [{ ...tool(v), accepted: { ...acc(v), parts: "g".repeat(20) } }] })],
    [
      "part hashes in a list",
      (v) => ({ ...v, tools: [{ ...tool(v), accepted: { ...acc(v), parts: [acc(v).parts] } }] }),
    ],
    ["no accepted hash", (v) => ({ ...v, tools: [{ ...tool(v), accepted: null }] })],
    ["an accepted hash left out", (v) => ({ ...v, tools: [{ ...tool(v), accepted: undefined }] })],
    ["a time that is not whole", (v) => ({ ...v, tools: [{ ...tool(v), listedMs: 1.5 }] })],
    ["a change without its time", (v) => ({ ...v, tools: [{ ...tool(v), seen: acc(v) }] })],
    ["a change whose hash is bad", (v) => ({ ...v, tools: [{ ...tool(v), seen: { all: 1 }, sinceMs: 5 }] })],
    ["a time without a change", (v) => ({ ...v, tools: [{ ...tool(v), sinceMs: 5 }] })],
    ["not an object", () => "pins"],
    ["null", () => null],
    ["nothing", () => undefined],
  ])("refuses %s, and never throws", (_, mutate) => {
    const key = "a".repeat(64);
    const valid = { format: 1, key, tools: [{ name: "t", accepted: print(), listedMs: 1 }] };
    expect(asPins(valid, key)?.get("t")).toEqual({ name: "t", accepted: print(), listedMs: 1 });
    const changed = { ...valid, tools: [{ ...valid.tools[0], seen: print({ title: "x" }), sinceMs: 3 }] };
    expect(asPins(changed, key)?.get("t")?.sinceMs).toBe(3);
    expect(asPins(mutate(valid), key)).toBeUndefined();
  });
});

/** A cache directory that counts the reads that returned a file's text. */
class CountingDir extends PrivateCacheDir {
  texts = 0;
  override read(name: string, maxBytes: number, known?: string): DirRead {
    const r = super.read(name, maxBytes, known);
    if (r !== undefined && "text" in r && r.text !== "") this.texts += 1;
    return r;
  }
}

describe("reading the file", () => {
  it("a server whose fingerprints are not kept neither reads nor writes the file of its definition", () => {
    const { cache, dir } = open();
    const s = server(configOf({ mail: { command: "mail-mcp" } }), "mail");
    cache.fingerprints.observe(s, [{ name: "send", print: print() }], true);
    cache.fingerprints.observe(s, [{ name: "send", print: print({ title: "x" }) }], true);
    const ino = statSync(pinsFile(dir, s)).ino;
    const other = new ToolFingerprints(new PrivateCacheDir(dir), () => 2_000);
    expect(other.changes(s, false)).toEqual(new Map());
    expect(other.observe(s, [{ name: "send", print: print({ title: "y" }) }], false)).toEqual(new Map());
    expect(statSync(pinsFile(dir, s)).ino).toBe(ino);
    expect([...other.changes(s, true).keys()]).toEqual(["send"]);
  });

  it("parses a file once while it does not change, and again after each write", () => {
    const { cache, dir } = open();
    const s = server(configOf({ mail: { command: "mail-mcp" } }), "mail");
    cache.fingerprints.observe(s, [{ name: "send", print: print() }], true);
    cache.fingerprints.observe(s, [{ name: "send", print: print({ title: "x" }) }], true);
    const counting = new CountingDir(dir);
    const other = new ToolFingerprints(counting, () => 2_000);
    for (let i = 0; i < 3; i++) expect(other.changes(s, true).get("send")?.sinceMs).toBe(1_000);
    expect(counting.texts).toBe(1);
    expect(other.accept(s, "send", true)).toEqual(["send"]);
    expect(other.changes(s, true)).toEqual(new Map());
    expect(counting.texts).toBe(2);
  });

  it("reads no file over toolCache.maxFingerprintBytes, and reconcile leaves a file it will not read", () => {
    const home = tempDir("pins-home-");
    const before = configOf({ mail: { command: "mail-mcp" } }, home);
    const { cache, dir } = open();
    const s = server(before, "mail");
    cache.fingerprints.observe(s, [{ name: "send", print: print() }], true);
    cache.fingerprints.observe(s, [{ name: "send", print: print({ title: "x" }) }], true);
    const file = pinsFile(dir, s);
    const text = readFileSync(file, "utf8");
    // Still valid JSON, with a change pending: one byte over the bound.
    writeFileSync(file, text + " ".repeat(MAX_FILE + 1 - Buffer.byteLength(text)));
    expect([...new ToolFingerprints(new PrivateCacheDir(dir), () => 1).changes(s, true).keys()]).toEqual([]);
    const notJson = join(dir, `${"0".repeat(64)}.pins.json`);
    writeFileSync(notJson, "{ not json", { mode: 0o600 });
    // The configuration changed: this file is stale, but reconcile does not read past the bound.
    const after = configOf({ mail: { command: "mail-mcp", args: ["--v2"] } }, home);
    expect(() => new ToolFingerprints(new PrivateCacheDir(dir), () => 1).reconcile(after, () => true)).not.toThrow();
    expect(readdirSync(dir).sort()).toEqual([notJson, file].map((f) => f.slice(dir.length + 1)).sort());
  });
});

describe("the bounds", () => {
  it.each<[string, number]>([
    ["keeps a file of exactly toolCache.maxFingerprintBytes whole", 0],
    ["drops the longest unlisted record from a file one byte over toolCache.maxFingerprintBytes", 1],
  ])("%s", (_, over) => {
    let now = 1;
    const { cache, dir } = open(() => now);
    const s = server(configOf({ mail: { command: "mail-mcp" } }), "mail");
    cache.fingerprints.observe(s, [{ name: "oldest", print: print() }], true);
    now = 2;
    const many = Array.from({ length: Math.floor(MAX_FILE / 600) }, (_, i) => `${"t".repeat(400)}_${i}`);
    cache.fingerprints.observe(
      s,
      many.map((name) => ({ name, print: print() })),
      true,
    );
    const text = readFileSync(pinsFile(dir, s), "utf8");
    // One more tool listed now, named so that its record and comma bring the file to the bound (+ over).
    const records = JSON.parse(text).tools as { name: string }[];
    const record = JSON.stringify(records[0]);
    const oldest = JSON.stringify(records.find((r) => r.name === "oldest"));
    const room = MAX_FILE + over - Buffer.byteLength(text) - 1 - (record.length - (many[0] as string).length);
    const last = "u".repeat(room);
    cache.fingerprints.observe(s, [{ name: last, print: print() }], true);
    const after = readFileSync(pinsFile(dir, s), "utf8");
    expect(after.includes('"oldest"')).toBe(over === 0);
    expect(after).toContain(last);
    expect(Buffer.byteLength(after)).toBe(over === 0 ? MAX_FILE : MAX_FILE - oldest.length);
  });

  it("keeps every file of fingerprints within toolCache.maxTotalBytes, the oldest first, never the one just written", () => {
    const maxTotal = LIMIT_VALUES["toolCache.maxTotalBytes"];
    const s = server(configOf({ mail: { command: "mail-mcp" } }), "mail");
    const listing = [{ name: "send", print: print() }];
    // The size of this server's file after its first listing, learnt in another directory.
    const scratch = open();
    scratch.cache.fingerprints.observe(s, listing, true);
    const first = statSync(pinsFile(scratch.dir, s)).size;
    const { cache, dir } = open();
    mkdirSync(dir, { mode: 0o700 });
    // Files of other servers, written later than ours by another process's clock: together with
    // ours they come to the total bound exactly.
    const planted: string[] = [];
    const later = Date.now() / 1_000 + 3_600;
    for (let left = maxTotal - first, i = 0; left > 0; left -= MAX_FILE, i++) {
      const name = `${i.toString(16).padStart(64, "0")}.pins.json`;
      writeFileSync(join(dir, name), "x".repeat(Math.min(left, MAX_FILE)), { mode: 0o600 });
      utimesSync(join(dir, name), later + i, later + i);
      planted.push(name);
    }
    const own = `${definitionKey(s)}.pins.json`;
    cache.fingerprints.observe(s, listing, true);
    expect(readdirSync(dir).sort()).toEqual([...planted, own].sort());
    // A change makes this server's file larger: the oldest file goes, though ours is older still.
    cache.fingerprints.observe(s, [{ name: "send", print: print({ title: "x" }) }], true);
    expect(readdirSync(dir).sort()).toEqual([...planted.slice(1), own].sort());
  });

  it("drops the record listed longest ago when a server lists more than catalog.tools.maxEntries tools", () => {
    let now = 0;
    const { cache } = open(() => now);
    const s = server(configOf({ mail: { command: "mail-mcp" } }), "mail");
    const f = cache.fingerprints;
    f.observe(
      s,
      ["a", "b"].map((name) => ({ name, print: print() })),
      false,
    );
    now = 1;
    f.observe(s, [{ name: "a", print: print() }], false);
    now = 2;
    const more = LIMIT_VALUES["catalog.tools.maxEntries"] - 1;
    f.observe(
      s,
      Array.from({ length: more }, (_, i) => ({ name: `t${i}`, print: print() })),
      false,
    );
    const other = print({ title: "other" });
    expect([...f.observe(s, [{ name: "a", print: other }], false).keys()]).toEqual(["a"]);
    expect(f.observe(s, [{ name: "b", print: other }], false).has("b")).toBe(false);
  });
});
