// Entry point: spec/ -> generated/, schema/, and the generated regions of README.md and docs/*.md.
//   npm run codegen          write every output
//   npm run codegen:check    render in memory and fail (exit 1) if anything on disk differs
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DOCS_DIR, renderDocuments } from "./emit-pages.js";
import { generatedOnDisk, manifest } from "./manifest.js";
import { renderModules } from "./render-modules.js";
import { specContext } from "./spec-context.js";
import { TABLES } from "./tables.js";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const TEMPLATES = join(ROOT, "codegen", "templates");

/** Renders every output in memory: relative path -> content. Pure: reads spec/, templates, README.md and docs/. */
export async function renderAll(root: string = ROOT): Promise<Map<string, string>> {
  const context = specContext(root);
  const out = await renderModules(context, TEMPLATES);
  const tables = Object.fromEntries(TABLES.map((t) => [t.region, t.render(context, TEMPLATES)]));
  for (const [file, content] of renderDocuments(root, tables)) out.set(file, content);
  out.set("generated/MANIFEST.json", `${JSON.stringify(manifest(root, out, DOCS_DIR), null, 2)}\n`);
  return out;
}

export async function check(root: string = ROOT): Promise<string[]> {
  const out = await renderAll(root);
  const stale: string[] = [];
  for (const [file, content] of out) {
    const path = join(root, file);
    if (!existsSync(path) || readFileSync(path, "utf8") !== content) stale.push(file);
  }
  for (const file of generatedOnDisk(root))
    if (!out.has(file)) stale.push(`${file} (not produced by codegen; remove it)`);
  return stale;
}

async function main(): Promise<void> {
  if (process.argv.includes("--check")) {
    const stale = await check();
    if (stale.length > 0) {
      process.stderr.write(
        `Generated files are stale; run \`npm run codegen\`:\n${stale.map((f) => `  ${f}`).join("\n")}\n`,
      );
      process.exitCode = 1;
      return;
    }
    process.stdout.write("codegen: all generated files are fresh\n");
    return;
  }
  const out = await renderAll();
  for (const [file, content] of out) {
    const path = join(ROOT, file);
    mkdirSync(dirname(path), { recursive: true });
    if (!existsSync(path) || readFileSync(path, "utf8") !== content) writeFileSync(path, content);
  }
  process.stdout.write(`codegen: wrote ${out.size} files\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err: unknown) => {
    process.stderr.write(`codegen failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  });
}
