// Every export of generated/ has a consumer: code in src/ or codegen/ that uses it (directly, or
// through an area's generated.ts entry, which re-exports it), or another generated export that a
// consumer uses (a type that names it). host-contract.json is the Python side's: each of its
// top-level keys is read by python/. An export only tests read is dead weight, so tests do not
// count. Parsed with the TypeScript compiler (and Python's ast for the shim), not grepped.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
/** Exports kept for tests only, each with why; a new entry needs as good a reason. */
const FOR_TESTS: Readonly<Record<string, string>> = {
  "generated/limits.ts: LIMITS":
    "the full rows (unit, range, error code) that the spec, unit and property tests check behaviour against; src/ reads LIMIT_VALUES",
  "generated/config-schema.ts: SCHEMA_RANGES":
    "the numeric bounds of ranged fields, from which the property tests draw values at and past each bound; src/ words a range through RANGE_WORDS",
  "generated/proxy.ts: REQUEST_FIELDS":
    "the request fields as spec'd, which the tool-definition, reference-format and fuzz tests hold the published tool schema to; src/ decides requests through APPROVAL_TABLE",
};
const GENERATED = join(ROOT, "generated");

function walk(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "__pycache__" ? [] : walk(path, ext);
    return ext.test(name) ? [path] : [];
  });
}

const parse = (file: string): ts.SourceFile =>
  ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
const modulePath = (from: string, spec: string): string => resolve(dirname(from), spec).replace(/\.(js|cjs)$/, "");

/** Identifiers of a file outside its import and export declarations. */
function usedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || (ts.isExportDeclaration(node) && node.moduleSpecifier)) return;
    if (ts.isIdentifier(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** Exported top-level names of a generated module, each with the identifiers its declaration uses. */
function generatedExports(file: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const statement of parse(file).statements) {
    if (
      !ts.canHaveModifiers(statement) ||
      !ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
    )
      continue;
    const names = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.map((d) => d.name.getText())
      : "name" in statement && statement.name
        ? [(statement.name as ts.Identifier).text]
        : [];
    const refs = new Set<string>();
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) refs.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(statement);
    for (const n of names) out.set(n, refs);
  }
  return out;
}

interface Edge {
  /** The generated module (path without extension) or area entry a name comes from. */
  readonly from: string;
  readonly name: string;
  /** The name under which the importing file knows it. */
  readonly local: string;
}

/** Imports and re-exports of a consumer file, with module paths resolved. */
function edges(file: string): { imports: Edge[]; reexports: Edge[] } {
  const imports: Edge[] = [];
  const reexports: Edge[] = [];
  for (const s of parse(file).statements) {
    const spec =
      (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) &&
      s.moduleSpecifier &&
      ts.isStringLiteral(s.moduleSpecifier)
        ? s.moduleSpecifier.text
        : undefined;
    if (spec === undefined || !spec.startsWith(".")) continue;
    const from = modulePath(file, spec);
    if (ts.isImportDeclaration(s)) {
      const bindings = s.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements)
          imports.push({ from, name: (e.propertyName ?? e.name).text, local: e.name.text });
      if (s.importClause?.name) imports.push({ from, name: "default", local: s.importClause.name.text });
    } else if (ts.isExportDeclaration(s) && s.exportClause && ts.isNamedExports(s.exportClause)) {
      for (const e of s.exportClause.elements)
        reexports.push({ from, name: (e.propertyName ?? e.name).text, local: e.name.text });
    }
  }
  return { imports, reexports };
}

function unconsumed(): string[] {
  const modules = new Map<string, Map<string, Set<string>>>();
  for (const f of walk(GENERATED, /\.ts$/)) modules.set(f.replace(/\.ts$/, ""), generatedExports(f));
  const consumers = [...walk(join(ROOT, "src"), /\.ts$/), ...walk(join(ROOT, "codegen"), /\.ts$/)];
  const scanned = consumers.map((file) => ({ file, ...edges(file), used: usedNames(parse(file)) }));
  // A name an area entry re-exports is used when a file imports it from that entry and uses it.
  const usedFromEntry = (entry: string, name: string): boolean =>
    scanned.some(
      (c) =>
        c.imports.some((i) => i.from === entry && i.name === name && c.used.has(i.local)) ||
        c.reexports.some(
          (r) => r.from === entry && r.name === name && usedFromEntry(c.file.replace(/\.ts$/, ""), r.local),
        ),
    );
  const consumed = new Set<string>();
  for (const c of scanned) {
    for (const i of c.imports) if (modules.has(i.from) && c.used.has(i.local)) consumed.add(`${i.from}#${i.name}`);
    for (const r of c.reexports)
      if (modules.has(r.from) && usedFromEntry(c.file.replace(/\.ts$/, ""), r.local))
        consumed.add(`${r.from}#${r.name}`);
  }
  // A generated export that a consumed one names (a type of its shape) is consumed too.
  const queue = [...consumed];
  while (queue.length > 0) {
    const [module, name] = queue.pop()!.split("#") as [string, string];
    for (const ref of modules.get(module)?.get(name) ?? []) {
      const key = `${module}#${ref}`;
      if (ref !== name && modules.get(module)?.has(ref) && !consumed.has(key)) {
        consumed.add(key);
        queue.push(key);
      }
    }
  }
  return [...modules].flatMap(([module, exports]) =>
    [...exports.keys()].filter((n) => !consumed.has(`${module}#${n}`)).map((n) => `${relative(ROOT, module)}.ts: ${n}`),
  );
}

const PY_KEYS = `
import ast, json, sys
keys = set()
for path in sys.argv[1:]:
    for node in ast.walk(ast.parse(open(path, encoding="utf-8").read(), path)):
        holder = node.value.id if isinstance(getattr(node, "value", None), ast.Name) else node.value.attr if isinstance(getattr(node, "value", None), ast.Attribute) else None
        if isinstance(node, ast.Subscript) and holder in ("contract", "CONTRACT", "_CONTRACT") and isinstance(node.slice, ast.Constant):
            keys.add(node.slice.value)
print(json.dumps(sorted(keys)))
`;

describe("generated exports", () => {
  it("each export of generated/*.ts is used by src/ or codegen/", () => {
    expect(unconsumed().filter((e) => !(e in FOR_TESTS))).toEqual([]);
    expect(
      Object.keys(FOR_TESTS).filter((e) => !unconsumed().includes(e)),
      "FOR_TESTS names an export that has a consumer now",
    ).toEqual([]);
  });

  it("each top-level key of host-contract.json is read by python/", () => {
    const contract = JSON.parse(readFileSync(join(GENERATED, "host-contract.json"), "utf8")) as Record<string, unknown>;
    const read = JSON.parse(
      execFileSync("python3", ["-c", PY_KEYS, ...walk(join(ROOT, "python"), /\.py$/)], { encoding: "utf8" }),
    ) as string[];
    expect(Object.keys(contract).filter((k) => k !== "$comment" && !read.includes(k))).toEqual([]);
  });
});
