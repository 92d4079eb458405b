// What the model reads is the product: the golden corpus (./corpus.ts) is sent through the adapter,
// and the text of every result must equal its committed file in test/golden/outputs/, so a change
// to model-visible text is a diff in review. `npm run golden:update` rewrites the files (this test
// with GOLDEN_UPDATE=1) and removes any a case no longer makes.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CORPUS } from "./corpus.js";
import { goldenText, OUTPUTS, removeHome, runCorpus } from "./run.js";

const UPDATE = process.env.GOLDEN_UPDATE === "1";
const actual = new Map<string, string>();
let home = "";

beforeAll(async () => {
  const run = await runCorpus();
  home = run.home;
  for (const r of run.runs) actual.set(r.case.name, goldenText(r, run.home, run.tree));
  if (UPDATE) {
    mkdirSync(OUTPUTS, { recursive: true });
    for (const f of readdirSync(OUTPUTS)) if (!actual.has(f.replace(/\.txt$/, ""))) rmSync(join(OUTPUTS, f));
    for (const [name, text] of actual) writeFileSync(join(OUTPUTS, `${name}.txt`), text);
  }
}, 180_000);

afterAll(() => {
  if (home !== "") removeHome(home);
});

describe("golden model-visible outputs", () => {
  it("covers both eras, the reference servers and every kind of result", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CORPUS.map((c) => c.name)).size).toBe(CORPUS.length);
    const all = [...actual.values()].join("\n");
    for (const kind of ["image image/png", "mcp-output-REF-1", "isError: true", "[mcp resource", "[mcp prompt"])
      expect(all).toContain(kind);
    for (const era of ["protocol=auto (legacy 2025-11-25)", "protocol=auto (modern 2026-07-28)"])
      expect(actual.get("status-after")).toContain(era);
  });

  it.each(CORPUS.map((c) => c.name))("%s reads as its golden file (npm run golden:update rewrites it)", (name) => {
    const file = join(OUTPUTS, `${name}.txt`);
    expect(existsSync(file), `${file} is missing: run npm run golden:update`).toBe(true);
    expect(actual.get(name)).toBe(readFileSync(file, "utf8"));
  });

  it("keeps no golden file that no case makes", () => {
    const names = new Set(CORPUS.map((c) => `${c.name}.txt`));
    expect(readdirSync(OUTPUTS).filter((f) => !names.has(f))).toEqual([]);
  });
});
