// The areas of src/ form layers; a lower area never imports a higher one, and generated/
// is reached only through one generated.ts entry per area. Every module reference counts: static
// imports and re-exports, side-effect imports, `import()` expressions and `import("…")` types, read
// from the syntax tree (so a string or a comment that looks like an import is not one); an
// `import()` whose specifier is not a literal cannot be checked, and is itself a violation.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = resolve(import.meta.dirname, "../../src");
const ORDER = ["cli", "host", "proxy", "catalog", "runtime", "results", "config", "secrets", "errors"];

interface Source {
  readonly path: string;
  readonly text: string;
}

interface Reference {
  /** The module specifier; undefined for an `import()` of a computed value. */
  readonly specifier: string | undefined;
  readonly line: number;
  readonly dynamic: boolean;
}

function sources(dir: string): Source[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? sources(path) : e.name.endsWith(".ts") ? [{ path, text: readFileSync(path, "utf8") }] : [];
  });
}

const literal = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

const parsed = new WeakMap<Source, Reference[]>();

/** Every module this file refers to, wherever in the file the reference stands. */
function references(file: Source): Reference[] {
  const known = parsed.get(file);
  if (known) return known;
  const tree = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Reference[] = [];
  const add = (node: ts.Node, specifier: string | undefined, dynamic: boolean): void => {
    found.push({ specifier, line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1, dynamic });
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      add(node, literal(node.moduleSpecifier), false);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node, literal(node.moduleReference.expression), false);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node, literal(node.argument.literal), false);
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === "require"))
    )
      add(node, literal(node.arguments[0]), true);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  parsed.set(file, found);
  return found;
}

const areaOf = (path: string): string => relative(SRC, path).split(/[\\/]/)[0] as string;

/** Every upward reference of `files` (and every dynamic import that cannot be checked). */
function upward(files: readonly Source[]): string[] {
  const violations: string[] = [];
  for (const file of files) {
    const from = ORDER.indexOf(areaOf(file.path));
    const at = (r: Reference): string => `${relative(SRC, file.path)}:${r.line}`;
    for (const r of references(file)) {
      if (r.specifier === undefined) {
        violations.push(`${at(r)} imports a computed specifier`);
        continue;
      }
      if (!r.specifier.startsWith(".")) continue;
      const target = resolve(dirname(file.path), r.specifier);
      if (!target.startsWith(SRC)) continue;
      if (ORDER.indexOf(areaOf(target)) < from)
        violations.push(`${at(r)} imports ${r.specifier}${r.dynamic ? " (dynamic)" : ""}`);
    }
  }
  return violations;
}

describe("layering", () => {
  const files = sources(SRC);

  it("walks a non-empty tree in which every file belongs to a known area", () => {
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) expect(ORDER, f.path).toContain(areaOf(f.path));
    expect(files.flatMap(references).length).toBeGreaterThan(files.length);
  });

  it("never imports upward", () => {
    expect(upward(files)).toEqual([]);
  });

  it("catches an upward reference of every form, dynamic ones included, and only real ones", () => {
    const runtime = join(SRC, "runtime/probe.ts");
    const text = [
      'import { ok } from "../errors/index.js";',
      'import "../proxy/side-effect.js";',
      'export { thing } from "../catalog/index.js";',
      'type Main = import("../cli/main.js").Main;',
      "async function late(name: string): Promise<unknown> {",
      '  const host = await import("../host/index.js");',
      "  const proxy = await import(`../proxy/index.js`);",
      "  const later = await import(name);",
      '  const results = await import("../results/index.js");',
      '  // await import("../cli/in-a-comment.js")',
      '  const words = "import(\\"../cli/in-a-string.js\\")";',
      "  return [host, proxy, later, results, words, ok];",
      "}",
    ].join("\n");
    expect(upward([{ path: runtime, text }])).toEqual([
      "runtime/probe.ts:2 imports ../proxy/side-effect.js",
      "runtime/probe.ts:3 imports ../catalog/index.js",
      "runtime/probe.ts:4 imports ../cli/main.js",
      "runtime/probe.ts:6 imports ../host/index.js (dynamic)",
      "runtime/probe.ts:7 imports ../proxy/index.js (dynamic)",
      "runtime/probe.ts:8 imports a computed specifier",
    ]);
  });

  it("reaches generated/ only through each area's generated.ts", () => {
    const violations: string[] = [];
    for (const file of files) {
      for (const r of references(file)) {
        if (!r.specifier?.includes("generated/")) continue;
        if (!file.path.endsWith(`${join(areaOf(file.path), "generated.ts")}`))
          violations.push(`${relative(SRC, file.path)} imports ${r.specifier}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it("has no re-export-everything modules", () => {
    for (const file of files) expect(file.text, file.path).not.toMatch(/export \* from/);
  });
});
