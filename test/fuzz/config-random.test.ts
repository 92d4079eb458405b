// Fuzzing the configuration loader with random content: random JSON
// values placed anywhere in a document, random strings and bytes (invalid UTF-8, BOMs, NUL), and
// hostile constructions (nesting 10k deep and more, huge numbers, thousands of duplicate keys or
// entries, comments, trailing commas), written as real files into the four sources of
// spec/sources.yaml of a throwaway home, then loaded by the real loader and the real `check`.
//
// test/property/config-strictness.prop.test.ts checks exact codes for single, generated mutations
// of valid objects; this file checks that arbitrary bytes never throw, hang or break the invariants
// of config-world.ts (positions, pointers, fixes, bounded counts, strict-JSON parity, isolation).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { params, Tally, timeout } from "./budget.js";
import { DEPTHS, nested, randomFileArb, SEEDS } from "./config-inputs.js";
import type { Content, Setup, World } from "./config-world.js";
import { checkCase, makeWorld } from "./config-world.js";

let world: World;
beforeAll(() => {
  world = makeWorld("mcpa-fuzz-random");
});

const file = (bytes: Buffer | string): Content => ({
  kind: "file",
  bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes),
});
const ABSENT: Content = { kind: "absent" };

const contentArb: fc.Arbitrary<Content> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(ABSENT) },
  { weight: 1, arbitrary: fc.constantFrom(...SEEDS).map((s) => file(s.text)) },
  { weight: 6, arbitrary: randomFileArb.map((f) => file(f.bytes)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Content>(
      { kind: "dir" },
      { kind: "file", bytes: Buffer.from('{"mcpServers":{}}'), unreadable: true },
    ),
  },
);

const setupArb: fc.Arbitrary<Setup> = fc.record({
  contents: fc.tuple(contentArb, contentArb, contentArb, contentArb),
  trusted: fc.boolean(),
  customAgentDir: fc.boolean(),
});

/** Always among the runs: the deepest nestings, alone in every source and next to a valid file. */
const deepExamples: [Setup, number][] = DEPTHS.filter((d) => d >= 1000).flatMap((d) =>
  (["arr", "obj", "mix"] as const).flatMap((k) => [
    [{ contents: [file(nested(d, k, true)), ABSENT, ABSENT, ABSENT], trusted: false, customAgentDir: false }, 0] as [
      Setup,
      number,
    ],
    [
      {
        contents: [
          file(SEEDS[0]?.text ?? "{}"),
          ABSENT,
          file(nested(d, k, false)),
          file(`{"mcpServers":{"s":{"command":"x","args":${nested(d, k, true)}}}}`),
        ],
        trusted: true,
        customAgentDir: true,
      },
      3,
    ] as [Setup, number],
  ]),
);

describe("config loader over random content", () => {
  it(
    "never throws or hangs; every problem has file, line:col, pointer and fix; counts are bounded",
    () => {
      const tally = new Tally("config random content");
      fc.assert(
        fc.property(setupArb, fc.nat(), (setup, n) => {
          tally.run();
          checkCase(world, setup, n);
        }),
        params(120, { examples: deepExamples }),
      );
      tally.report();
      expect(tally.runs).toBeGreaterThan(0);
    },
    timeout(),
  );
});
