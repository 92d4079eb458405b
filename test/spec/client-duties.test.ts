// The client duty table (spec/client-duties.yaml, codegen/emit-duties.ts): every duty the adapter
// keeps names what shows it kept, and that must exist: a test file, a test of exactly that title in
// it, or an in-scope conformance run. A renamed or deleted test fails here until the table follows.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import type { DutiesSpec, Duty } from "../../codegen/emit-duties.js";
import { checkDuties, renderDuties } from "../../codegen/emit-duties.js";
import { ROOT } from "../../codegen/index.js";
import { loadSpec } from "../../codegen/load-spec.js";
import { IN_SCOPE_RUNS } from "../../conformance/scenarios.js";

const table = loadSpec(ROOT)["client-duties.yaml"].data as DutiesSpec;
const kept = table.duties.filter((d) => d.status === "kept");
const meta = JSON.parse(readFileSync(join(ROOT, "spec/meta/client-duties.schema.json"), "utf8")) as object;
const validate = new Ajv({ strict: true, strictRequired: false, allErrors: true }).compile(meta);

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether `source` declares a test titled exactly `title`: it, test or describe (with their modifiers),
 * or a row of an `eachCase` table, which runs one test under the row's `name`.
 */
function declaresTest(source: string, title: string): boolean {
  return ['"', "'", "`"].some((q) => {
    const quoted = `${q}${q === "`" ? title : title.replaceAll(q, `\\${q}`)}${q}`;
    return new RegExp(`(?:\\b(?:it|test|describe)(?:\\.[a-z]+)*\\(|\\bname:)\\s*${escapeRegExp(quoted)}`).test(source);
  });
}

/** What is wrong with one kept duty's references: missing files, titles, runs. */
function problems(d: Duty): string[] {
  const out: string[] = [];
  if ((d.tests ?? []).length + (d.conformance ?? []).length === 0) out.push(`${d.id}: names no test`);
  for (const t of d.tests ?? []) {
    const path = join(ROOT, t.file);
    if (!existsSync(path)) out.push(`${d.id}: ${t.file} does not exist`);
    else if (!declaresTest(readFileSync(path, "utf8"), t.title))
      out.push(`${d.id}: ${t.file} has no test "${t.title}"`);
  }
  const runs = new Set(IN_SCOPE_RUNS.map((r) => `${r.scenario}@${r.revision}`));
  for (const r of d.conformance ?? []) if (!runs.has(r)) out.push(`${d.id}: ${r} is not an in-scope conformance run`);
  return out;
}

describe("the client duty table", () => {
  it("names, for every kept duty, tests that exist with exactly those titles, or in-scope conformance runs", () => {
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.flatMap(problems)).toEqual([]);
  });

  it.each([
    ["a kept duty without tests", { status: "kept" }, "names no test"],
    ["a missing file", { tests: [{ file: "test/unit/no-such.test.ts", title: "x" }] }, "does not exist"],
    [
      "a title the file does not hold",
      { tests: [{ file: "test/spec/client-duties.test.ts", title: "a title nobody wrote" }] },
      "has no test",
    ],
    ["a run conformance does not make", { conformance: ["auth/metadata-default@2026-07-28"] }, "not an in-scope"],
  ])("reports %s", (_, change, want) => {
    const { tests: _t, conformance: _c, ...base } = kept[0] as Duty;
    const row: Duty = { ...base, ...change } as Duty;
    expect(problems(row).join("\n")).toContain(want);
  });

  it("is refused by spec/meta when a kept duty has no test or a reason, or an out-of-scope one has no reason", () => {
    const first = table.duties[0] as Duty;
    const { tests: _t, conformance: _c, ...bare } = first;
    const outRow = { ...bare, status: "out" };
    expect(validate(table)).toBe(true);
    expect(validate({ ...table, duties: [{ ...bare, status: "kept" }] })).toBe(false);
    expect(validate({ ...table, duties: [{ ...first, status: "kept", reason: "why" }] })).toBe(false);
    expect(validate({ ...table, duties: [outRow] })).toBe(false);
    expect(validate({ ...table, duties: [{ ...outRow, reason: "not offered" }] })).toBe(true);
  });

  it("is refused by codegen with a repeated id or a revision the table does not cover", () => {
    const d = table.duties[0] as Duty;
    expect(() => checkDuties({ ...table, duties: [d, d] })).toThrow(/listed twice/);
    expect(() => checkDuties({ revisions: ["2025-11-25"], duties: [{ ...d, revisions: ["2026-07-28"] }] })).toThrow(
      /not a revision of the table/,
    );
  });

  it("is rendered with every duty, its level and what keeps it", () => {
    const doc = renderDuties({ sources: [], emitter: "test" }, table);
    for (const d of table.duties) expect(doc).toContain(`| \`${d.id}\` |`);
    const page = readFileSync(join(ROOT, "docs/conformance.md"), "utf8");
    for (const line of doc.split("\n").filter((l) => l.startsWith("| `"))) expect(page).toContain(line);
  });
});
