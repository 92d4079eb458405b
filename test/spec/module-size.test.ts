// Modules stay small enough to read whole (docs/architecture.md: about 300 lines at most): every
// TypeScript and Python file of src/, codegen/ and python/ has at most 300 lines.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/paths.js";

const MAX_LINES = 300;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === "__pycache__" ? [] : sources(p);
    return /\.(ts|py)$/.test(e.name) ? [p] : [];
  });
}

const lines = (file: string): number => readFileSync(file, "utf8").replace(/\n$/, "").split("\n").length;

describe("module size", () => {
  const files = ["src", "codegen", "python"].flatMap((d) => sources(join(ROOT, d)));

  it("finds the modules (the walk itself works)", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.map((f) => relative(ROOT, f))).toContain("python/travis234_mcp_extension.py");
  });

  it(`keeps every .ts and .py file of src/, codegen/ and python/ at ${MAX_LINES} lines or fewer`, () => {
    const over = files
      .map((f) => ({ file: relative(ROOT, f), lines: lines(f) }))
      .filter((f) => f.lines > MAX_LINES)
      .map((f) => `${f.file}: ${f.lines} lines`);
    expect(over).toEqual([]);
  });
});
