// generated/MANIFEST.json: the hash of every input codegen reads (spec/, meta-schemas, templates,
// package.json's name and version) and of every output but the hand-written documents, so that a
// fast test (test/spec/codegen.test.ts) catches a spec edited without `npm run codegen`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { sha256 } from "./load-spec.js";

/** The one input outside spec/: the package's name and version, the only place they are written. */
export function packageIdentity(root: string): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { name?: unknown; version?: unknown };
  if (
    typeof pkg.name !== "string" ||
    typeof pkg.version !== "string" ||
    !/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(pkg.version)
  ) {
    throw new Error("package.json: name must be a string and version a semantic version such as 1.2.3");
  }
  return { name: pkg.name, version: pkg.version };
}

/** What codegen reads from package.json, hashed alone so that a dependency edit does not make generated/ stale. */
export const PACKAGE_INPUT = "package.json (name, version)";
const packageHash = (root: string): string => sha256(JSON.stringify(packageIdentity(root)));

/** Files under `dir`, relative to `root` with `/` separators, in name order. */
function filesUnder(root: string, dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else found.push(relative(root, p).split("\\").join("/"));
    }
  };
  if (existsSync(join(root, dir))) walk(join(root, dir));
  return found;
}

/** spec/ inputs (including meta-schemas), the templates, package.json's name and version, with their hashes. */
function specHashes(root: string): Record<string, string> {
  const files = [...filesUnder(root, "spec"), ...filesUnder(root, join("codegen", "templates"))];
  return {
    ...Object.fromEntries(files.map((f) => [f, sha256(readFileSync(join(root, f), "utf8"))])),
    [PACKAGE_INPUT]: packageHash(root),
  };
}

/** Inputs whose hash differs from (or is missing in) generated/MANIFEST.json: spec edited, codegen not run. */
export function manifestMismatches(root: string): string[] {
  const recorded = (
    JSON.parse(readFileSync(join(root, "generated", "MANIFEST.json"), "utf8")) as { inputs: Record<string, string> }
  ).inputs;
  const current = specHashes(root);
  const names = new Set([...Object.keys(recorded), ...Object.keys(current)]);
  return [...names].filter((n) => recorded[n] !== current[n]).sort();
}

/** The documents (README.md, docs/) are hand-written around their regions, so their hashes are not recorded. */
export function manifest(root: string, out: ReadonlyMap<string, string>, docsDir: string): object {
  const isDocument = (f: string): boolean => f === "README.md" || f.startsWith(`${docsDir}/`);
  const outputs = Object.fromEntries(
    [...out.entries()].filter(([f]) => !isDocument(f)).map(([f, c]) => [f, sha256(c)]),
  );
  return { generator: "codegen/index.ts", inputs: specHashes(root), outputs };
}

/** Files under generated/, which only codegen writes. */
export const generatedOnDisk = (root: string): string[] => filesUnder(root, "generated");
