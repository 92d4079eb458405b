// Fuzzing the configuration loader with near-valid files: the valid
// files of this repository (test/fixtures/config/**, examples/**, the README's field table) with
// stacked mutations: keys dropped, renamed (typos, case, look-alikes), duplicated; types changed;
// nulls inserted; bad reference syntax (`${`, `$env:`, `${1A}`, ...); very long strings; confusable
// and invisible server names; out-of-range and huge numbers; prototype keys; and then the bytes: cut
// at a random byte, invalid UTF-8, BOMs, comments, trailing commas, CRLF. The real loader and the
// real `check` run over a throwaway home with the four sources; see config-world.ts for the
// invariants every load keeps.
//
// Beyond test/property/config-precedence.prop.test.ts (valid layers only), this checks failure
// isolation against broken siblings: a broken file never takes the blame for, or the servers of, a
// valid one, and disables everything only when the file itself (not one entry) is unusable.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { CONFIG_SOURCES } from "../../generated/sources.js";
import { assertNoPollution, params, Tally, timed, timeout } from "./budget.js";
import { mutatedFileArb, SEEDS, serialize, toRaw } from "./config-inputs.js";
import type { Content, Setup, World } from "./config-world.js";
import { checkCase, checkLoaded, load, makeWorld, writeSetup } from "./config-world.js";

let world: World;
beforeAll(() => {
  world = makeWorld("mcpa-fuzz-mutations");
});

const file = (bytes: Buffer | string): Content => ({
  kind: "file",
  bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
});
const ABSENT: Content = { kind: "absent" };
const SOURCES = CONFIG_SOURCES.length;

describe("the starting files of the mutations", () => {
  it("are the repository's valid files (and the broken example), and load as such", () => {
    expect(SEEDS.length).toBeGreaterThanOrEqual(8);
    for (const seed of SEEDS) {
      const setup: Setup = {
        contents: [file(seed.text), ABSENT, ABSENT, ABSENT],
        trusted: false,
        customAgentDir: false,
      };
      writeSetup(world, setup);
      const loaded = load(world, setup);
      checkLoaded(world, setup, loaded);
      const names = Object.keys((JSON.parse(seed.text) as { mcpServers: object }).mcpServers);
      if (seed.valid) {
        expect(loaded.problems, seed.name).toEqual([]);
        // `disabled: true` entries (peer-client files) are configured but off, not usable.
        expect([...loaded.servers.keys()], seed.name).toEqual(names.filter((n) => !loaded.off.has(n)));
        expect([...loaded.off.keys()], seed.name).toEqual(names.filter((n) => !loaded.servers.has(n)));
      } else expect(loaded.problems.length, seed.name).toBeGreaterThan(0);
    }
  });
});

describe("config loader over near-valid mutations of valid files", () => {
  const contentArb: fc.Arbitrary<Content> = fc.oneof(
    { weight: 1, arbitrary: fc.constant(ABSENT) },
    { weight: 1, arbitrary: fc.constantFrom(...SEEDS).map((s) => file(s.text)) },
    { weight: 4, arbitrary: mutatedFileArb.map((m) => file(m.bytes)) },
  );
  const setupArb: fc.Arbitrary<Setup> = fc.record({
    contents: fc.tuple(contentArb, contentArb, contentArb, contentArb),
    trusted: fc.boolean(),
    customAgentDir: fc.boolean(),
  });

  it(
    "never throws or hangs; every problem has file, line:col, pointer and fix; `check` agrees",
    () => {
      const tally = new Tally("config mutations");
      fc.assert(
        fc.property(setupArb, fc.nat(), (setup, n) => {
          tally.run();
          checkCase(world, setup, n);
        }),
        params(150),
      );
      tally.report();
    },
    timeout(),
  );
});

describe("failure isolation against a broken sibling", () => {
  /** A valid file whose server names no mutation can produce, so nothing overrides them. */
  const siblingArb = fc.constantFrom(...SEEDS.filter((s) => s.valid)).map((s) => {
    const doc = JSON.parse(s.text) as { mcpServers: Record<string, unknown> };
    const servers = Object.fromEntries(Object.entries(doc.mcpServers).map(([k, v]) => [`isolated-sibling-${k}`, v]));
    return {
      names: Object.keys(servers),
      text: serialize(toRaw({ ...doc, mcpServers: servers }), { indent: "  ", eol: "\n" }),
    };
  });
  const caseArb = fc.record({
    broken: mutatedFileArb,
    sibling: siblingArb,
    slots: fc.uniqueArray(fc.nat(SOURCES - 1), { minLength: 2, maxLength: 2 }),
    customAgentDir: fc.boolean(),
  });

  it(
    "a broken file never blames or takes the servers of a valid sibling; only a file-level failure disables everything",
    () => {
      const tally = new Tally("failure isolation");
      fc.assert(
        fc.property(caseArb, ({ broken, sibling, slots, customAgentDir }) => {
          fc.pre(!broken.bytes.includes("isolated-sibling"));
          const [b, v] = slots as [number, number];
          const contents: Content[] = Array.from({ length: SOURCES }, () => ABSENT);
          contents[b] = file(broken.bytes);
          contents[v] = file(sibling.text);
          const setup: Setup = { contents, trusted: true, customAgentDir };
          const paths = writeSetup(world, setup);
          const loaded = timed("loadConfig", () => load(world, setup));
          const fileFailed = loaded.failedFiles.length > 0;
          tally.run(fileFailed ? "file-level" : loaded.problems.length > 0 ? "entry-level" : "still-valid");
          checkLoaded(world, setup, loaded);
          const siblingPath = paths[v] as string;
          // Never blamed, always read, with every one of its servers listed.
          expect(loaded.problems.filter((p) => p.file === siblingPath)).toEqual([]);
          expect(loaded.sources[v]?.status).toBe("read");
          expect(loaded.sources[v]?.servers).toEqual(sibling.names);
          expect(loaded.failedFiles).not.toContain(siblingPath);
          if (fileFailed) {
            // docs/configuration.md, "When something is wrong": the adapter cannot know what the broken file meant
            // to override, so every file-configured server is disabled, and the broken file is named.
            expect(loaded.failedFiles).toEqual([paths[b]]);
            expect(loaded.servers.size + loaded.disabled.size + loaded.off.size).toBe(0);
          } else {
            // Entry-level problems disable only the broken file's own entries.
            for (const name of sibling.names)
              expect((loaded.servers.get(name) ?? loaded.off.get(name))?.origin.file, name).toBe(siblingPath);
            for (const d of loaded.disabled.values()) expect(d.origin.file).toBe(paths[b]);
          }
          assertNoPollution();
        }),
        params(80),
      );
      tally.report();
      // Both kinds of failure were exercised.
      if (tally.runs >= 40) {
        expect(tally.kinds.get("file-level") ?? 0).toBeGreaterThan(0);
        expect(tally.kinds.get("entry-level") ?? 0).toBeGreaterThan(0);
      }
    },
    timeout(),
  );
});

// Each was found by the properties above (or by the random-content ones) and is fixed in src/config.
describe("regressions found by fuzzing", () => {
  function loadText(text: string | Buffer) {
    const setup: Setup = { contents: [file(text), ABSENT, ABSENT, ABSENT], trusted: false, customAgentDir: false };
    writeSetup(world, setup);
    const loaded = load(world, setup);
    checkLoaded(world, setup, loaded);
    return loaded.problems.map((p) => ({
      code: p.code,
      line: p.line,
      column: p.column,
      pointer: p.pointer,
      message: p.message,
    }));
  }

  it.each([
    ["arrays", `${"[".repeat(10_000)}${"]".repeat(10_000)}`],
    ["objects", `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`],
    ["a server field", `{"mcpServers":{"s":{"command":"x","args":${"[".repeat(10_000)}${"]".repeat(10_000)}}}}`],
    ["error recovery (no balanced brackets)", "[},".repeat(10_000)],
  ])("10k levels of nesting (%s) are a syntax problem, not a RangeError", (_label, text) => {
    const problems = loadText(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.code).toBe("MCPA_CONFIG_JSON_SYNTAX");
    expect(problems[0]?.message).toContain("NestingTooDeep");
  });

  it("accepts one byte-order mark, not two", () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    expect(loadText(Buffer.concat([bom, Buffer.from('{"mcpServers":{}}')]))).toEqual([]);
    expect(loadText(Buffer.concat([bom, bom, Buffer.from('{"mcpServers":{}}')])).map((p) => p.code)).toEqual([
      "MCPA_CONFIG_JSON_SYNTAX",
    ]);
  });

  it("locates an unknown field named like an ancestor at the field, not at the ancestor", () => {
    const text = [
      "{",
      ' "mcpServers": {',
      '  "local": {',
      '   "command": "x",',
      '   "reconnect": { "reconnect": 1 },',
      '   "local": 2',
      "  }",
      " }",
      "}",
    ].join("\n");
    expect(loadText(text).map((p) => [p.pointer, p.line, p.column])).toEqual([
      ["/mcpServers/local/reconnect/reconnect", 5, 19],
      ["/mcpServers/local/local", 6, 4],
    ]);
  });

  it("locates a duplicate key inside a shadowed definition where it is written", () => {
    const text = ["{", ' "mcpServers": { "a": { "command": "x", "command": "y" } },', ' "mcpServers": 0', "}"].join(
      "\n",
    );
    expect(loadText(text).map((p) => [p.code, p.pointer, p.line, p.column])).toEqual([
      ["MCPA_CONFIG_DUPLICATE_KEY", "/mcpServers/a/command", 2, 41],
      ["MCPA_CONFIG_DUPLICATE_KEY", "/mcpServers", 3, 2],
      ["MCPA_CONFIG_SERVERS_TYPE", "/mcpServers", 3, 16],
    ]);
  });
});
