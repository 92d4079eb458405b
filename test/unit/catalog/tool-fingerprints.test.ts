// Tool fingerprints on their own: what a definition's hash covers, first sight accepted, a change
// pending since it was first seen until accepted or undone, the file (hashes and names only, every
// part checked on reading: tool-fingerprints-file.test.ts), the bounds, and reconcile with the
// configuration.
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LIMIT_VALUES } from "../../../generated/limits.js";
import { ToolCache } from "../../../src/catalog/tool-cache.js";
import { definitionKey } from "../../../src/catalog/tool-cache-key.js";
import type { DefinitionPart } from "../../../src/catalog/tool-fingerprints.js";
import { changedParts } from "../../../src/catalog/tool-fingerprints.js";
import { loadConfig } from "../../../src/config/index.js";
import { tempDir } from "../../support/temp.js";
import { configOf, open, print, server } from "./pins-fixtures.js";

describe("a definition's fingerprint", () => {
  it.each<[DefinitionPart, unknown]>([
    ["description", "Sends mail. Always Bcc someone."],
    ["title", "Mailer"],
    ["inputSchema", { type: "object", properties: { bcc: { type: "string" } } }],
    ["outputSchema", { type: "object" }],
    ["annotations", { readOnlyHint: true }],
  ])("changes with the %s, and names it", (part, value) => {
    const a = print();
    const b = print({ [part]: value });
    expect(b.all).not.toBe(a.all);
    expect(changedParts(a, b)).toEqual([part]);
    expect(a.all).toMatch(/^[0-9a-f]{32}$/);
    expect(a.parts).toMatch(/^[0-9a-f]{20}$/);
  });

  it("is the same for the same definition, whatever the key order of its schema", () => {
    const a = print({ inputSchema: { type: "object", properties: { a: {}, b: {} } } });
    const b = print({ inputSchema: { properties: { b: {}, a: {} }, type: "object" } });
    expect(b).toEqual(a);
    expect(changedParts(a, b)).toEqual([]);
    // A part absent and a part null are the same definition; moved between parts, another.
    expect(print({ outputSchema: null })).toEqual(print());
    expect(print({ description: "Mail", title: "Sends mail." }).all).not.toBe(print().all);
  });
});

describe("ToolFingerprints", () => {
  it("accepts the first definition, keeps a change pending since first seen, and clears it when undone", () => {
    let now = 1_000;
    const { cache, dir } = open(() => now);
    const s = server(configOf({ mail: { command: "mail-mcp" } }), "mail");
    const f = cache.fingerprints;
    expect(f.observe(s, [{ name: "send", print: print() }], true)).toEqual(new Map());
    expect(readdirSync(dir)).toEqual([`${definitionKey(s)}.pins.json`]);
    now = 2_000;
    const pulled = print({ description: "Sends mail. Bcc always." });
    const changed = f.observe(s, [{ name: "send", print: pulled }], true);
    expect(changed).toEqual(new Map([["send", { sinceMs: 2_000, parts: ["description"] }]]));
    now = 3_000;
    const again = print({ description: "Sends mail. Bcc always.", inputSchema: { type: "object", required: [] } });
    expect(f.observe(s, [{ name: "send", print: again }], true).get("send")).toEqual({
      sinceMs: 2_000,
      parts: ["description", "inputSchema"],
    });
    // Another cache over the same directory reads the same state.
    expect(ToolCache.open({ dir }).fingerprints.changes(s, true).get("send")?.sinceMs).toBe(2_000);
    expect(f.observe(s, [{ name: "send", print: print() }], true)).toEqual(new Map());
    expect(f.changes(s, true)).toEqual(new Map());
  });

  it("accepts one tool or every changed one, and only changed ones", () => {
    const { cache } = open();
    const s = server(configOf({ mail: { command: "mail-mcp" } }), "mail");
    const f = cache.fingerprints;
    const names = ["a", "b", "c"];
    f.observe(
      s,
      names.map((name) => ({ name, print: print() })),
      true,
    );
    const next = names.map((name) => ({ name, print: print({ title: name === "c" ? "Mail" : name }) }));
    expect([...f.observe(s, next, true).keys()]).toEqual(["a", "b"]);
    expect(f.accept(s, "c", true)).toEqual([]);
    expect(f.accept(s, "zz", true)).toEqual([]);
    expect(f.accept(s, "a", true)).toEqual(["a"]);
    expect([...f.changes(s, true).keys()]).toEqual(["b"]);
    expect(f.accept(s, undefined, true)).toEqual(["b"]);
    expect(f.changes(s, true)).toEqual(new Map());
    expect(f.observe(s, next, true)).toEqual(new Map());
    expect(f.accept(s, undefined, true)).toEqual([]);
  });

  it("keeps nothing in a file when told not to, and still tells a change within the session", () => {
    const { cache, dir } = open();
    const s = server(configOf({ mail: { command: "mail-mcp" } }), "mail");
    cache.fingerprints.observe(s, [{ name: "send", print: print() }], false);
    expect(cache.fingerprints.observe(s, [{ name: "send", print: print({ title: "x" }) }], false).size).toBe(1);
    expect(cache.fingerprints.accept(s, "send", false)).toEqual(["send"]);
    expect(cache.fingerprints.changes(s, false).size).toBe(0);
    expect(() => readdirSync(dir)).toThrow();
  });

  it("holds hashes and shown names only, and a file that is not what it writes is not trusted", () => {
    const { cache, dir } = open();
    const s = server(configOf({ mail: { command: "mail-mcp" } }), "mail");
    cache.fingerprints.observe(s, [{ name: "send", print: print({ description: "A secret-looking text" }) }], true);
    const file = join(dir, `${definitionKey(s)}.pins.json`);
    const text = readFileSync(file, "utf8");
    expect(text).not.toContain("secret-looking");
    expect(JSON.parse(text)).toMatchObject({ format: 1, key: definitionKey(s), server: "mail", scope: "global" });
    // A planted file claiming a change is ignored: the state stays what this process knows.
    writeFileSync(file, `{"format":1,"key":"${definitionKey(s)}","tools":[{"name":"send"`, { mode: 0o600 });
    expect(cache.fingerprints.changes(s, true)).toEqual(new Map());
  });

  it("keeps at most catalog.tools.maxEntries records per server, the longest unlisted going first", () => {
    let now = 0;
    const { cache } = open(() => now);
    const s = server(configOf({ mail: { command: "mail-mcp" } }), "mail");
    const max = LIMIT_VALUES["catalog.tools.maxEntries"];
    const tools = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `t${from + i}`, print: print() }));
    cache.fingerprints.observe(s, tools(0, max), true);
    now = 1;
    // One new tool: the oldest record goes; its return with another definition is a first sight.
    cache.fingerprints.observe(s, tools(max, 1), true);
    now = 2;
    const back = cache.fingerprints.observe(s, [{ name: "t0", print: print({ title: "other" }) }], true);
    expect(back.has("t0")).toBe(false);
    const kept = cache.fingerprints.observe(s, [{ name: "t2", print: print({ title: "other" }) }], true);
    expect(kept.has("t2")).toBe(true);
  });

  it("reconcile drops the fingerprints of a changed definition and of an untrusted project, with the catalogs", () => {
    const home = tempDir("pins-home-");
    const before = configOf({ mail: { command: "mail-mcp" }, other: { command: "other" } }, home);
    const { cache, dir } = open();
    for (const name of ["mail", "other"])
      cache.fingerprints.observe(server(before, name), [{ name: "send", print: print() }], true);
    expect(readdirSync(dir)).toHaveLength(2);
    cache.reconcile(before);
    expect(readdirSync(dir)).toHaveLength(2);
    const after = configOf({ mail: { command: "mail-mcp", args: ["--v2"] }, other: { command: "other" } }, home);
    cache.reconcile(after);
    expect(readdirSync(dir)).toEqual([`${definitionKey(server(after, "other"))}.pins.json`]);
    expect(cache.clear()).toBe(1);
  });
});

describe("ToolFingerprints bounds and fallbacks", () => {
  it("writes only when something changed, and reads back the same state", () => {
    let now = 1_000;
    const { cache, dir } = open(() => now);
    const s = server(configOf({ mail: { command: "mail-mcp" } }), "mail");
    const f = cache.fingerprints;
    f.observe(s, [{ name: "send", print: print() }], true);
    const file = join(dir, `${definitionKey(s)}.pins.json`);
    const first = statSync(file).ino;
    now = 2_000;
    f.observe(s, [{ name: "send", print: print() }], true);
    expect(statSync(file).ino).toBe(first);
    const pulled = print({ title: "x" });
    f.observe(s, [{ name: "send", print: pulled }], true);
    const second = statSync(file).ino;
    expect(second).not.toBe(first);
    now = 3_000;
    expect(f.observe(s, [{ name: "send", print: pulled }], true).get("send")).toEqual({
      sinceMs: 2_000,
      parts: ["title"],
    });
    expect(statSync(file).ino).toBe(second);
    expect(f.accept(s, "other", true)).toEqual([]);
    expect(statSync(file).ino).toBe(second);
  });

  it("keeps its own state when the file turns out corrupt or not this user's own", () => {
    const { cache, dir } = open();
    const s = server(configOf({ mail: { command: "mail-mcp" } }), "mail");
    const f = cache.fingerprints;
    f.observe(s, [{ name: "send", print: print() }], true);
    f.observe(s, [{ name: "send", print: print({ title: "x" }) }], true);
    const file = join(dir, `${definitionKey(s)}.pins.json`);
    writeFileSync(file, "{ not json", { mode: 0o600 });
    expect([...f.changes(s, true).keys()]).toEqual(["send"]);
    chmodSync(file, 0o666);
    expect([...f.changes(s, true).keys()]).toEqual(["send"]);
    expect([...ToolCache.open({ dir }).fingerprints.changes(s, true).keys()]).toEqual([]);
  });

  it("cuts a file over toolCache.maxFingerprintBytes, the longest unlisted records first", () => {
    let now = 0;
    const { cache, dir } = open(() => now);
    const s = server(configOf({ mail: { command: "mail-mcp" } }), "mail");
    const long = (i: number) => `${"t".repeat(400)}_${i}`;
    const n = Math.ceil(LIMIT_VALUES["toolCache.maxFingerprintBytes"] / 400);
    cache.fingerprints.observe(s, [{ name: "oldest", print: print() }], true);
    now = 1;
    cache.fingerprints.observe(
      s,
      Array.from({ length: n }, (_, i) => ({ name: long(i), print: print() })),
      true,
    );
    const text = readFileSync(join(dir, `${definitionKey(s)}.pins.json`), "utf8");
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(LIMIT_VALUES["toolCache.maxFingerprintBytes"]);
    expect(Buffer.byteLength(text)).toBeGreaterThan(LIMIT_VALUES["toolCache.maxFingerprintBytes"] - 1_000);
    expect(text).not.toContain('"oldest"');
    expect(text).toContain(long(0));
  });

  it("keeps at most toolCache.maxEntries files of fingerprints, the oldest going first", () => {
    let now = 0;
    const { cache, dir } = open(() => now);
    const max = LIMIT_VALUES["toolCache.maxEntries"];
    const servers = Object.fromEntries(Array.from({ length: max + 2 }, (_, i) => [`s${i}`, { command: `c${i}` }]));
    const config = configOf(servers);
    for (let i = 0; i < max + 2; i++) {
      now = i;
      cache.fingerprints.observe(server(config, `s${i}`), [{ name: "t", print: print() }], true);
    }
    const files = readdirSync(dir);
    expect(files).toHaveLength(max);
    expect(files).toContain(`${definitionKey(server(config, `s${max + 1}`))}.pins.json`);
  });

  it("reconcile drops the fingerprints of a project once it is no longer trusted", () => {
    const home = tempDir("pins-home-");
    mkdirSync(join(home, ".config/mcp"), { recursive: true });
    mkdirSync(join(home, "project"), { recursive: true });
    writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: { g: { command: "g" } } }));
    writeFileSync(join(home, "project/.mcp.json"), JSON.stringify({ mcpServers: { local: { command: "local" } } }));
    const load = (trusted: boolean) =>
      loadConfig({
        home,
        cwd: join(home, "project"),
        projectTrusted: trusted,
        trustBasis: trusted ? "saved" : "declined",
      });
    const trusted = load(true);
    const { cache, dir } = open();
    cache.fingerprints.observe(server(trusted, "local"), [{ name: "t", print: print() }], true);
    cache.fingerprints.observe(server(trusted, "g"), [{ name: "t", print: print() }], true);
    cache.reconcile(trusted);
    expect(readdirSync(dir)).toHaveLength(2);
    cache.reconcile(load(false));
    expect(readdirSync(dir)).toEqual([`${definitionKey(server(trusted, "g"))}.pins.json`]);
  });
});
