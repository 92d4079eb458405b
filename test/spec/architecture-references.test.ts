// Code comments point at docs/architecture.md by heading (the page's path, a comma, then the heading
// in double quotes): every such pointer must name a heading the page has, so a renamed heading cannot leave comments pointing
// nowhere. The walk must also see pointers, or it proves nothing.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../codegen/index.js";

const DIRS = ["src", "python", "codegen", "bench", "build", "test", "spec", "conformance", "bin"];
const SKIP = new Set(["node_modules", "results", "__pycache__"]);
const TEXT = /\.(ts|mts|mjs|js|py|yaml|md)$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (SKIP.has(e.name)) return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? files(path) : TEXT.test(e.name) ? [path] : [];
  });
}

/** The headings of a Markdown page, outside fenced code. */
function headings(markdown: string): Set<string> {
  const out = new Set<string>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const m = fenced ? null : /^#{1,6} (.+)$/.exec(line);
    if (m) out.add((m[1] as string).trim());
  }
  return out;
}

/** Every pointer into docs/architecture.md in a file, one split over comment lines included. */
function pointers(text: string): string[] {
  const joined = text.replace(/\n[ \t]*(?:\/\/|#|\*)[ \t]*/g, " ");
  return [...joined.matchAll(/docs\/architecture\.md,\s*"([^"]+)"/g)].map((m) => m[1] as string);
}

describe("pointers into docs/architecture.md", () => {
  it("name headings the page has", () => {
    const known = headings(readFileSync(join(ROOT, "docs", "architecture.md"), "utf8"));
    const found: { file: string; heading: string }[] = [];
    for (const dir of DIRS) {
      for (const file of files(join(ROOT, dir))) {
        for (const heading of pointers(readFileSync(file, "utf8"))) found.push({ file: relative(ROOT, file), heading });
      }
    }
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter((p) => !known.has(p.heading))).toEqual([]);
  });

  it("reads a pointer split over comment lines, and headings outside code fences only", () => {
    expect(pointers('// see docs/architecture.md,\n// "Project trust"): x\n# docs/architecture.md, "Spills"')).toEqual([
      "Project trust",
      "Spills",
    ]);
    expect([...headings("# A\n```\n# not a heading\n```\n### B c\n")]).toEqual(["A", "B c"]);
  });
});
