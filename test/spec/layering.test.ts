// DESIGN §1: the areas of src/ form layers; a lower area never imports a higher one, and generated/
// is reached only through one generated.ts entry per area.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = resolve(import.meta.dirname, "../../src");
const ORDER = ["cli", "host", "proxy", "catalog", "runtime", "results", "config", "secrets", "errors"];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : []));
}

function imports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*)["']([^"']+)["']/g)].map((m) => m[1] as string);
}

const areaOf = (file: string): string => relative(SRC, file).split(/[\\/]/)[0] as string;

describe("layering", () => {
  const files = sources(SRC);

  it("walks a non-empty tree in which every file belongs to a known area", () => {
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) expect(ORDER, f).toContain(areaOf(f));
  });

  it("never imports upward", () => {
    const violations: string[] = [];
    for (const file of files) {
      const from = ORDER.indexOf(areaOf(file));
      for (const spec of imports(file)) {
        if (!spec.startsWith(".")) continue;
        const target = resolve(dirname(file), spec);
        if (!target.startsWith(SRC)) continue;
        const to = ORDER.indexOf(areaOf(target));
        if (to < from) violations.push(`${relative(SRC, file)} imports ${spec}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it("reaches generated/ only through each area's generated.ts", () => {
    const violations: string[] = [];
    for (const file of files) {
      for (const spec of imports(file)) {
        if (!spec.includes("generated/")) continue;
        if (!file.endsWith(`${join(areaOf(file), "generated.ts")}`)) violations.push(`${relative(SRC, file)} imports ${spec}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it("has no re-export-everything modules", () => {
    for (const file of files) expect(readFileSync(file, "utf8"), file).not.toMatch(/export \* from/);
  });
});
