// Every repository path that README.md, CONTRIBUTING.md and docs/*.md name exists, so a reader
// following the prose never looks for a file that was renamed or never was. A path is a token that
// starts with one of the repository's top-level folders; `*`, `<name>` and `{a,b}` must match at
// least one file. The few named paths that are deliberately absent are listed with the reason.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/paths.js";

const FOLDERS = [
  ".ci",
  "bench",
  "bin",
  "build",
  "codegen",
  "conformance",
  "docs",
  "examples",
  "generated",
  "python",
  "schema",
  "spec",
  "src",
  "test",
];

/** Named on purpose though absent from a clone; each must still be named and still be absent. */
const ABSENT: Record<string, string> = {
  "bench/results/latest.json": "written by `npm run bench`, git-ignored",
  "bench/results/memory-session.json": "written by `npm run bench:memory`, git-ignored",
  "examples/broken/home": "the broken example has no user files: the quoted `check` output reports them missing",
  "examples/broken/project/.mcp.json": "the broken example's project has only .travis234/mcp.json, reported missing",
};

const DOCS = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

const PATH = new RegExp(
  `(?<![\\w./~-])((?:${FOLDERS.map((f) => f.replace(".", "\\.")).join("|")})/[\\w./*{}<>,-]*[\\w*}>])`,
  "g",
);

function named(doc: string): string[] {
  return [...readFileSync(join(ROOT, doc), "utf8").matchAll(PATH)].map((m) => m[1] as string);
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.name === "node_modules" || e.name.startsWith(".")
      ? []
      : e.isDirectory()
        ? walk(join(dir, e.name))
        : [join(dir, e.name)],
  );
}

/** `{a,b}` expanded, then `*` and `<placeholder>` as one path segment's worth of anything. */
function matches(pattern: string): boolean {
  const expanded = pattern.replace(/\{([^}]*)\}/g, (_, alts: string) => `(${alts.split(",").join("|")})`);
  const source = expanded.replace(/\./g, "\\.").replace(/\*|<[^>]*>/g, "[^/]*");
  const re = new RegExp(`^${source}$`);
  const top = pattern.split("/")[0] as string;
  return walk(join(ROOT, top)).some((file) => re.test(relative(ROOT, file)));
}

const exists = (path: string): boolean => (/[*<{]/.test(path) ? matches(path) : existsSync(join(ROOT, path)));

const absentBy = (path: string): string | undefined =>
  Object.keys(ABSENT).find((p) => path === p || path.startsWith(`${p}/`));

describe("paths named in README.md, CONTRIBUTING.md and docs/", () => {
  const all = DOCS.flatMap((doc) => named(doc).map((path) => ({ doc, path })));

  it("finds the paths the documents name (the scan itself works)", () => {
    expect(all.length).toBeGreaterThan(150);
    expect(all).toContainEqual({ doc: "docs/architecture.md", path: "src/config/load.ts" });
    expect(named("CONTRIBUTING.md")).toContain("test/python/test_*.py");
  });

  it.each(DOCS)("every repository path %s names exists", (doc) => {
    const missing = named(doc).filter((path) => !absentBy(path) && !exists(path));
    expect(missing).toEqual([]);
  });

  it("names each deliberately absent path, and it is still absent", () => {
    for (const [path, why] of Object.entries(ABSENT)) {
      expect(
        all.some((p) => absentBy(p.path) === path),
        `${path} (${why})`,
      ).toBe(true);
      expect(existsSync(join(ROOT, path)), path).toBe(false);
    }
  });
});
