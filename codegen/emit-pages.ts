// The documents codegen fills in place: README.md and every page under docs/. They are written by
// hand; only their regions <!-- BEGIN GENERATED:table --> ... <!-- END GENERATED:table --> are
// codegen's, each filled from one registry of tables, so a table added to the registry can be placed
// in any document by writing its markers. Every region must name a registered table, and every
// registered table must appear somewhere. A document without markers is left alone.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const DOCS_DIR = "docs";

const REGION = /<!-- BEGIN GENERATED:([a-z0-9-]+) -->[\s\S]*?<!-- END GENERATED:([a-z0-9-]+) -->/g;
const MARKER = "<!-- BEGIN GENERATED:";

/** Fills every region of `text` from `tables`, and records which tables it used. */
function fillRegions(file: string, text: string, tables: Readonly<Record<string, string>>, used: Set<string>): string {
  const begins = text.split(MARKER).length - 1;
  let filled = 0;
  const out = text.replace(REGION, (_, name: string, endName: string) => {
    if (name !== endName) throw new Error(`${file}: region ${name} ends with END GENERATED:${endName}`);
    const body = tables[name];
    if (body === undefined)
      throw new Error(`${file}: no generated table named ${name} (known: ${Object.keys(tables).join(", ")})`);
    used.add(name);
    filled += 1;
    return `<!-- BEGIN GENERATED:${name} -->\n${body.trimEnd()}\n<!-- END GENERATED:${name} -->`;
  });
  if (filled !== begins) throw new Error(`${file}: a <!-- BEGIN GENERATED:... --> marker has no matching END marker`);
  return out;
}

/** README.md and every docs/ page that holds a region: relative path -> content with its regions filled. */
export function renderDocuments(root: string, tables: Readonly<Record<string, string>>): Map<string, string> {
  const used = new Set<string>();
  const out = new Map<string, string>();
  for (const file of documentNames(root)) {
    const text = readFileSync(join(root, file), "utf8");
    if (file !== "README.md" && !text.includes(MARKER)) continue;
    out.set(file, fillRegions(file, text, tables, used));
  }
  const unused = Object.keys(tables).filter((t) => !used.has(t));
  if (unused.length > 0)
    throw new Error(`generated tables placed in no document (README.md or ${DOCS_DIR}/*.md): ${unused.join(", ")}`);
  return out;
}

/** README.md, then the Markdown pages under docs/ in name order. */
export function documentNames(root: string): string[] {
  const dir = join(root, DOCS_DIR);
  const pages = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".md"))
        .sort()
        .map((f) => `${DOCS_DIR}/${f}`)
    : [];
  return ["README.md", ...pages];
}
