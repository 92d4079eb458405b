// Bundles the command line (and with it the sidecar and the demo server) into one self-contained ESM
// file, so that the Travis234 shim starts Node with no TypeScript loader and no node_modules.
// `npm run build`; `npm ci` and `npm pack` run it through `prepare`. Minified: less to parse at
// every sidecar start. It reports on stderr only, so `npm pack --json` stays machine-readable.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// `--outfile PATH` builds elsewhere (tests build a private copy instead of rewriting dist/ under other tests).
const at = process.argv.indexOf("--outfile");
const outfile = at > 0 && process.argv[at + 1] ? process.argv[at + 1] : join(root, "dist/travis234-mcp.mjs");
const result = await build({
  entryPoints: [join(root, "src/cli/main.ts")],
  outfile,
  bundle: true,
  platform: "node",
  // jsonc-parser's UMD build requires its parts dynamically; its ESM build bundles cleanly.
  mainFields: ["module", "main"],
  format: "esm",
  target: "node20",
  minify: true,
  // Error classes and the like keep their names (messages and tests read them).
  keepNames: true,
  sourcemap: false,
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
  // CommonJS dependencies (ajv's runtime helpers) call require(); give the ESM bundle one.
  banner: { js: 'import { createRequire as __travis234CreateRequire } from "node:module"; const require = __travis234CreateRequire(import.meta.url);' },
});
// The same program as one CommonJS script, which bin/travis234-mcp.js compiles through vm.Script with
// V8 cached data (bin/code-cache.js): Node 20 has no module compile cache, and an ES module cannot
// take cached data there. No top-level await (esbuild refuses it in CommonJS); import.meta.url is
// the script's own file URL, so dist/demo-server.mjs is still found beside it; dynamic import()
// becomes require(), since a vm.Script has no module loader for import() on Node 20.
const script = await build({
  entryPoints: [join(root, "src/cli/main.ts")],
  outfile: outfile.replace(/\.mjs$/, "") + ".cjs",
  bundle: true,
  platform: "node",
  mainFields: ["module", "main"],
  format: "cjs",
  target: "node20",
  supported: { "dynamic-import": false },
  minify: true,
  keepNames: true,
  sourcemap: false,
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
  define: { "import.meta.url": "__travis234ImportMetaUrl" },
  banner: { js: '"use strict"; var __travis234ImportMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
});
// The demo's MCP server, on its own (the sidecar never loads the server SDK).
const demo = await build({
  entryPoints: [join(root, "src/cli/demo-server.ts")],
  outfile: join(dirname(outfile), "demo-server.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  minify: true,
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
  banner: { js: 'import { createRequire as __travis234CreateRequire } from "node:module"; const require = __travis234CreateRequire(import.meta.url);' },
});
const demoBytes = Object.values(demo.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
process.stderr.write(`build: ${join(dirname(outfile), "demo-server.mjs")}, ${(demoBytes / 1024).toFixed(0)} KiB\n`);
for (const [file, r] of [[outfile, result], [outfile.replace(/\.mjs$/, "") + ".cjs", script]]) {
  const bytes = Object.values(r.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
  process.stderr.write(`build: ${file}, ${(bytes / 1024).toFixed(0)} KiB\n`);
}
