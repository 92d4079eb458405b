// What the adapter fills into a 2026-07-28 result before the official client reads it: an absent
// resultType becomes "complete" (any other value is left for the client to judge), and a cacheable
// result (a list, a resource read) without a valid ttlMs or cacheScope gets ttlMs 0 / private.
import { describe, expect, it } from "vitest";
import { filledResult } from "../../../src/runtime/modern-results.js";
import type { Case } from "../../support/cases.js";
import { eachCase } from "../../support/cases.js";

type Raw = Record<string, unknown>;
const TOOLS = { tools: [] };

const CASES: readonly Case<Raw, Raw>[] = [
  { name: "no resultType: complete", given: { content: [] }, want: { content: [], resultType: "complete" } },
  {
    name: "input_required is left as sent",
    given: { resultType: "input_required", inputRequests: {} },
    want: { resultType: "input_required", inputRequests: {} },
  },
  {
    name: "an unknown resultType is left for the client to refuse",
    given: { resultType: "x" },
    want: { resultType: "x" },
  },
  {
    name: "a listing without hints: ttlMs 0, private",
    given: { resultType: "complete", ...TOOLS },
    want: { resultType: "complete", ...TOOLS, ttlMs: 0, cacheScope: "private" },
  },
  {
    name: "a negative ttlMs: 0",
    given: { resultType: "complete", ...TOOLS, ttlMs: -5, cacheScope: "public" },
    want: { resultType: "complete", ...TOOLS, ttlMs: 0, cacheScope: "public" },
  },
  {
    name: "a ttlMs that is not a number: 0",
    given: { resultType: "complete", resources: [], ttlMs: "60", cacheScope: "public" },
    want: { resultType: "complete", resources: [], ttlMs: 0, cacheScope: "public" },
  },
  {
    name: "a ttlMs that is not whole: 0",
    given: { resultType: "complete", resourceTemplates: [], ttlMs: 1.5, cacheScope: "private" },
    want: { resultType: "complete", resourceTemplates: [], ttlMs: 0, cacheScope: "private" },
  },
  {
    name: "an unknown cacheScope: private",
    given: { resultType: "complete", contents: [], ttlMs: 10, cacheScope: "shared" },
    want: { resultType: "complete", contents: [], ttlMs: 10, cacheScope: "private" },
  },
  {
    name: "valid hints are kept",
    given: { resultType: "complete", prompts: [], ttlMs: 0, cacheScope: "public" },
    want: { resultType: "complete", prompts: [], ttlMs: 0, cacheScope: "public" },
  },
  {
    name: "a result that is not cacheable gets no hints",
    given: { resultType: "complete", messages: [] },
    want: { resultType: "complete", messages: [] },
  },
];

describe("a 2026-07-28 result as the client takes it", () => {
  eachCase(CASES, (given, want) => {
    expect(filledResult(given)).toEqual(want);
  });

  it("is the very result it was given when nothing is missing", () => {
    for (const given of [
      { resultType: "complete", tools: [], ttlMs: 0, cacheScope: "private" },
      { resultType: "complete", contents: [], ttlMs: 60_000, cacheScope: "public" },
      { resultType: "complete", content: [] },
    ])
      expect(filledResult(given)).toBe(given);
  });
});
