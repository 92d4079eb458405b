// The documents codegen fills: README.md (hand-written, with generated regions) and the reference
// pages docs/<name>.md, each rendered whole from codegen/templates/pages/<name>.md. Both hold regions
// <!-- BEGIN GENERATED:table --> ... <!-- END GENERATED:table -->, filled from one registry of
// tables, so a table added to the registry can be placed in any document by writing its markers.
// Every region must name a registered table, and every registered table must appear somewhere.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sha256 } from "./load-spec.js";
import { mdHeader } from "./header.js";

const PAGES_DIR = "codegen/templates/pages";
export const DOCS_DIR = "docs";

const REGION = /<!-- BEGIN GENERATED:([a-z0-9-]+) -->[\s\S]*?<!-- END GENERATED:([a-z0-9-]+) -->/g;

/** Fills every region of `text` from `tables`, and records which tables it used. */
function fillRegions(file: string, text: string, tables: Readonly<Record<string, string>>, used: Set<string>): string {
  const begins = text.match(/<!-- BEGIN GENERATED:/g)?.length ?? 0;
  let filled = 0;
  const out = text.replace(REGION, (_, name: string, endName: string) => {
    if (name !== endName) throw new Error(`${file}: region ${name} ends with END GENERATED:${endName}`);
    const body = tables[name];
    if (body === undefined) throw new Error(`${file}: no generated table named ${name} (known: ${Object.keys(tables).join(", ")})`);
    used.add(name);
    filled += 1;
    return `<!-- BEGIN GENERATED:${name} -->\n${body.trimEnd()}\n<!-- END GENERATED:${name} -->`;
  });
  if (filled !== begins) throw new Error(`${file}: a <!-- BEGIN GENERATED:... --> marker has no matching END marker`);
  return out;
}

/** README.md and every page: relative path -> content. Throws on an unknown or unused table. */
export function renderDocuments(root: string, tables: Readonly<Record<string, string>>): Map<string, string> {
  const used = new Set<string>();
  const out = new Map<string, string>();
  out.set("README.md", fillRegions("README.md", readFileSync(join(root, "README.md"), "utf8"), tables, used));
  for (const name of pageNames(root)) {
    const file = `${PAGES_DIR}/${name}`;
    const source = readFileSync(join(root, file), "utf8");
    const header = mdHeader({ sources: [{ file, sha256: sha256(source) }], emitter: "codegen/emit-pages.ts" });
    out.set(`${DOCS_DIR}/${name}`, `${header}\n\n${fillRegions(file, source, tables, used)}`);
  }
  const unused = Object.keys(tables).filter((t) => !used.has(t));
  if (unused.length > 0) throw new Error(`generated tables placed in no document (README.md or ${PAGES_DIR}/): ${unused.join(", ")}`);
  return out;
}

/** The page templates, in name order: each becomes docs/<name>.md. */
export function pageNames(root: string): string[] {
  return readdirSync(join(root, PAGES_DIR))
    .filter((f) => f.endsWith(".md"))
    .sort();
}
