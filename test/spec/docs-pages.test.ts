// The documents codegen fills in place: README.md (what a newcomer reads first) and the pages under
// docs/, written by hand around their generated regions. Every page is linked from the README, its
// regions are checked for freshness like generated/ while its prose is not, and every spec entry
// reaches its table without an emitter change.
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { documentNames } from "../../codegen/emit-pages.js";
import { check, ROOT, renderAll } from "../../codegen/index.js";
import { tempDir } from "../support/temp.js";

function copyProject(): string {
  const dir = tempDir("mcpa-docs-");
  for (const part of ["spec", "codegen", "generated", "schema", "docs", "README.md", "package.json"])
    cpSync(join(ROOT, part), join(dir, part), { recursive: true });
  return dir;
}

const read = (file: string): string => readFileSync(join(ROOT, file), "utf8");
const PAGES = documentNames(ROOT).filter((f) => f !== "README.md");

/** Relative Markdown link targets of a document, without their #fragment. */
const links = (text: string): string[] =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] as string)
    .filter((t) => !/^[a-z]+:/.test(t) && !t.startsWith("#"))
    .map((t) => t.split("#")[0] as string);

describe("README and docs/ pages", () => {
  it("keeps the README's first screen: what it is, then the demo and test commands, which package.json runs", () => {
    const readme = read("README.md");
    const firstBlock = /```bash\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    expect(readme.indexOf(firstBlock)).toBeLessThan(1_500);
    expect(firstBlock).toMatch(/^npm ci && npm run demo\s/m);
    expect(firstBlock).toMatch(/^npm ci && npm test\s/m);
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(["demo", "test"]));
    // A landing page: at most 15 KB, its sections in the order a newcomer needs them, the reference
    // tables in docs/ (only the mcp tool's operations stay).
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(15_000);
    const order = [
      "## Install into Travis234",
      "## Configure servers",
      "## The `mcp` tool",
      "## Troubleshooting",
      "## Reference",
    ].map((h) => readme.indexOf(`\n${h}\n`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect([...readme.matchAll(/<!-- BEGIN GENERATED:([a-z0-9-]+) -->/g)].map((m) => m[1])).toEqual([
      "proxy-operations",
    ]);
  });

  it("links every page from the README, and no page is a copy of a template", () => {
    expect(PAGES).toEqual(
      expect.arrayContaining([
        "docs/errors.md",
        "docs/limits.md",
        "docs/performance.md",
        "docs/conformance.md",
        "docs/faults.md",
        "docs/sidecar-protocol.md",
      ]),
    );
    expect(existsSync(join(ROOT, "codegen", "templates", "pages"))).toBe(false);
    const readmeLinks = links(read("README.md"));
    for (const page of PAGES) expect(readmeLinks, page).toContain(page);
  });

  it("has no dead relative link in the README or any page", () => {
    for (const doc of ["README.md", ...PAGES]) {
      for (const target of links(read(doc)))
        expect(existsSync(resolve(ROOT, dirname(doc), target)), `${doc} -> ${target}`).toBe(true);
    }
  });

  it("fills regions in place: an edited region is stale, edited prose and a new page without markers are not", async () => {
    const dir = copyProject();
    const page = join(dir, "docs", "limits.md");
    const text = readFileSync(page, "utf8");
    writeFileSync(page, `${text}\nA paragraph written by hand.\n`);
    writeFileSync(join(dir, "docs", "notes.md"), "# notes\n");
    expect(await check(dir)).toEqual([]);
    const edited = text.replace(/(<!-- BEGIN GENERATED:limits -->\n[^\n]*\n)/, "$1hand edit\n");
    expect(edited).not.toBe(text);
    writeFileSync(page, edited);
    expect(await check(dir)).toEqual(["docs/limits.md"]);
    const out = await renderAll(dir);
    expect(out.get("docs/limits.md")).toBe(text);
    expect(out.has("docs/notes.md")).toBe(false);
  }, 60_000);

  it("places a table in any page that writes its markers, and leaves a page without markers alone", async () => {
    const dir = copyProject();
    const from = join(dir, "docs", "limits.md");
    const text = readFileSync(from, "utf8");
    const region = /<!-- BEGIN GENERATED:limits -->[\s\S]*?<!-- END GENERATED:limits -->\n/.exec(text)?.[0] ?? "";
    expect(region).not.toBe("");
    writeFileSync(from, text.replace(region, ""));
    writeFileSync(
      join(dir, "docs", "new-page.md"),
      "# A new page\n\n<!-- BEGIN GENERATED:limits -->\n<!-- END GENERATED:limits -->\n",
    );
    const out = await renderAll(dir);
    expect(out.get("docs/new-page.md")).toContain("| `inline.maxBytes` |");
    expect(out.has("docs/limits.md")).toBe(false);
  }, 60_000);

  it("fails on a region that names no table, and on a table that no document places", async () => {
    const dir = copyProject();
    const page = join(dir, "docs", "limits.md");
    const text = readFileSync(page, "utf8");
    writeFileSync(page, text.replace(/GENERATED:limits -->/g, "GENERATED:limitz -->"));
    await expect(renderAll(dir)).rejects.toThrow(/docs\/limits\.md: no generated table named limitz/);
    writeFileSync(page, text.replace(/<!-- BEGIN GENERATED:limits -->[\s\S]*?<!-- END GENERATED:limits -->\n/, ""));
    await expect(renderAll(dir)).rejects.toThrow(/generated tables placed in no document .*: limits/);
  }, 60_000);

  it("puts a new spec entry into its page with no emitter change: an error code, a sidecar method", async () => {
    const dir = copyProject();
    const errors = join(dir, "spec", "errors.yaml");
    writeFileSync(
      errors,
      readFileSync(errors, "utf8").replace(
        /^errors:\n/m,
        "errors:\n  MCPA_CLI_NEWCOMER:\n    area: cli\n    message: 'A newcomer {{thing}}.'\n    hint: 'Read the page.'\n    exposure: [user]\n    data: {thing: 'a word'}\n",
      ),
    );
    const sidecar = join(dir, "spec", "sidecar-protocol.yaml");
    writeFileSync(
      sidecar,
      readFileSync(sidecar, "utf8").replace(
        /^requests:\n/m,
        "requests:\n  server/probe:\n    description: A method another helper adds.\n    params: {type: object, additionalProperties: false, required: [name], properties: {name: {type: string}, deep: {type: boolean}}}\n    result: {type: object, additionalProperties: false, required: [ok], properties: {ok: {type: boolean}}}\n",
      ),
    );
    const out = await renderAll(dir);
    expect(out.get("docs/errors.md")).toMatch(
      /\| `MCPA_CLI_NEWCOMER` \| A newcomer \{\{thing\}\}\. \| Read the page\. \| user \|/,
    );
    expect(out.get("docs/sidecar-protocol.md")).toContain(
      "| `server/probe` | name*, deep | `{ok}` | A method another helper adds. |",
    );
  }, 60_000);
});
