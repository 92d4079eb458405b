// The documents codegen fills: README.md (what a newcomer reads first) and the generated reference
// pages under docs/. Every page is rendered whole from its template, linked from the README, checked
// for freshness like generated/, and every spec entry reaches its table without an emitter change.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { check, renderAll, ROOT } from "../../codegen/index.js";
import { pageNames } from "../../codegen/emit-pages.js";

const temps: string[] = [];
afterEach(() => {
  while (temps.length > 0) rmSync(temps.pop() as string, { recursive: true, force: true });
});

function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), "mcpa-docs-"));
  temps.push(dir);
  for (const part of ["spec", "codegen", "generated", "schema", "docs", "README.md", "package.json"]) cpSync(join(ROOT, part), join(dir, part), { recursive: true });
  return dir;
}

const read = (file: string): string => readFileSync(join(ROOT, file), "utf8");
const PAGES = pageNames(ROOT).map((name) => `docs/${name}`);

/** Relative Markdown link targets of a document, without their #fragment. */
const links = (text: string): string[] =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] as string).filter((t) => !/^[a-z]+:/.test(t) && !t.startsWith("#")).map((t) => t.split("#")[0] as string);

describe("README and docs/ pages", () => {
  it("keeps the README's first screen: what it is, then the demo and test commands, which package.json runs", () => {
    const readme = read("README.md");
    const firstBlock = /```bash\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    expect(readme.indexOf(firstBlock)).toBeLessThan(1_500);
    expect(firstBlock).toMatch(/^npm ci && npm run demo\s/m);
    expect(firstBlock).toMatch(/^npm ci && npm test\s/m);
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
    expect(Object.keys(scripts)).toEqual(expect.arrayContaining(["demo", "test"]));
    // Troubleshooting comes before the configuration reference, and the reference tables live in docs/.
    expect(readme.indexOf("\n## Troubleshooting")).toBeLessThan(readme.indexOf("\n## Configuration"));
    for (const moved of ["error-codes", "limits"]) expect(readme).not.toContain(`<!-- BEGIN GENERATED:${moved} -->`);
  });

  it("renders one page per template, each headed by its provenance, and links every page from the README", () => {
    expect(PAGES).toEqual(expect.arrayContaining(["docs/errors.md", "docs/limits.md", "docs/performance.md", "docs/conformance.md", "docs/faults.md", "docs/sidecar-protocol.md"]));
    const readmeLinks = links(read("README.md"));
    for (const page of PAGES) {
      expect(read(page), page).toMatch(new RegExp(`^<!-- Generated from codegen/templates/pages/${page.slice(5).replace(".", "\\.")} \\(sha256 [0-9a-f]{16}\\) by codegen/emit-pages\\.ts; do not edit\\.`));
      expect(readmeLinks, page).toContain(page);
    }
  });

  it("has no dead relative link in the README or any page", () => {
    for (const doc of ["README.md", ...PAGES]) {
      for (const target of links(read(doc))) expect(existsSync(resolve(ROOT, dirname(doc), target)), `${doc} -> ${target}`).toBe(true);
    }
  });

  it("flags a hand-edited page and a stray file in docs/", async () => {
    const dir = copyProject();
    writeFileSync(join(dir, "docs", "limits.md"), `${readFileSync(join(dir, "docs", "limits.md"), "utf8")}\nhand edit\n`);
    writeFileSync(join(dir, "docs", "notes.md"), "# notes\n");
    const stale = await check(dir);
    expect(stale).toContain("docs/limits.md");
    expect(stale).toContain("docs/notes.md (not produced by codegen; remove it)");
  }, 60_000);

  it("fails on a region that names no table, and on a table that no document places", async () => {
    const dir = copyProject();
    const page = join(dir, "codegen", "templates", "pages", "limits.md");
    const text = readFileSync(page, "utf8");
    writeFileSync(page, text.replace(/GENERATED:limits -->/g, "GENERATED:limitz -->"));
    await expect(renderAll(dir)).rejects.toThrow(/codegen\/templates\/pages\/limits\.md: no generated table named limitz/);
    writeFileSync(page, text.replace(/<!-- BEGIN GENERATED:limits -->\n<!-- END GENERATED:limits -->\n/, ""));
    await expect(renderAll(dir)).rejects.toThrow(/generated tables placed in no document .*: limits/);
  }, 60_000);

  it("puts a new spec entry into its page with no emitter change: an error code, a sidecar method", async () => {
    const dir = copyProject();
    const errors = join(dir, "spec", "errors.yaml");
    writeFileSync(
      errors,
      readFileSync(errors, "utf8").replace(/^errors:\n/m, "errors:\n  MCPA_CLI_NEWCOMER:\n    area: cli\n    message: 'A newcomer {{thing}}.'\n    hint: 'Read the page.'\n    exposure: [user]\n    data: {thing: 'a word'}\n"),
    );
    const sidecar = join(dir, "spec", "sidecar-protocol.yaml");
    writeFileSync(
      sidecar,
      readFileSync(sidecar, "utf8").replace(/^requests:\n/m, "requests:\n  server/probe:\n    description: A method another helper adds.\n    params: {type: object, additionalProperties: false, required: [name], properties: {name: {type: string}, deep: {type: boolean}}}\n    result: {type: object, additionalProperties: false, required: [ok], properties: {ok: {type: boolean}}}\n"),
    );
    const out = await renderAll(dir);
    expect(out.get("docs/errors.md")).toMatch(/\| `MCPA_CLI_NEWCOMER` \| A newcomer \{\{thing\}\}\. \| Read the page\. \| user \|/);
    expect(out.get("docs/sidecar-protocol.md")).toContain("| `server/probe` | name*, deep | `{ok}` | A method another helper adds. |");
  }, 60_000);
});
