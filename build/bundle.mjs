// Bundles the command line (and with it the sidecar and the demo server) into one self-contained ESM
// file, and the same as one CommonJS script for the code cache, so that the Travis234 shim starts
// Node with no TypeScript loader and no node_modules.
// `npm run build`; `npm ci` and `npm pack` run it through `prepare`. Minified: less to parse at
// every sidecar start. It reports on stderr only, so `npm pack --json` stays machine-readable.

import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// `--outfile PATH` builds elsewhere (tests build a private copy instead of rewriting dist/ under other tests).
const at = process.argv.indexOf("--outfile");
const outfile = at > 0 && process.argv[at + 1] ? process.argv[at + 1] : join(root, "dist/travis234-mcp.mjs");
const cjsfile = `${outfile.replace(/\.mjs$/, "")}.cjs`;
const demofile = join(dirname(outfile), "demo-server.mjs");
const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  minify: true,
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
};
// CommonJS dependencies (ajv's runtime helpers) call require(); give an ESM bundle one.
const esmRequire = {
  js: 'import { createRequire as __travis234CreateRequire } from "node:module"; const require = __travis234CreateRequire(import.meta.url);',
};
const cli = {
  ...common,
  entryPoints: [join(root, "src/cli/main.ts")],
  // jsonc-parser's UMD build requires its parts dynamically; its ESM build bundles cleanly.
  mainFields: ["module", "main"],
  // Error classes and the like keep their names (messages and tests read them).
  keepNames: true,
  sourcemap: false,
};
const result = await build({ ...cli, outfile, format: "esm", banner: esmRequire });
// The same program as one CommonJS script, which bin/travis234-mcp.js compiles through vm.Script with
// V8 cached data (bin/code-cache.js): Node 20 has no module compile cache, and an ES module cannot
// take cached data there. No top-level await (esbuild refuses it in CommonJS); import.meta.url is
// the script's own file URL, so dist/demo-server.mjs is still found beside it; dynamic import()
// becomes require(), since a vm.Script has no module loader for import() on Node 20.
const script = await build({
  ...cli,
  outfile: cjsfile,
  format: "cjs",
  supported: { "dynamic-import": false },
  define: { "import.meta.url": "__travis234ImportMetaUrl" },
  banner: { js: '"use strict"; var __travis234ImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
});
// The demo's MCP server, on its own (the sidecar never loads the server SDK).
const demo = await build({
  ...common,
  entryPoints: [join(root, "src/cli/demo-server.ts")],
  outfile: demofile,
  format: "esm",
  banner: esmRequire,
});
for (const [file, r] of [
  [demofile, demo],
  [outfile, result],
  [cjsfile, script],
]) {
  const bytes = Object.values(r.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
  process.stderr.write(`build: ${file}, ${(bytes / 1024).toFixed(0)} KiB\n`);
}
