// Bundles the command line (and with it the sidecar) into one ESM file, so that the Travis234 shim
// starts Node without a TypeScript loader. `npm run build`; `npm ci` runs it through `prepare`.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const result = await build({
  entryPoints: [join(root, "src/cli/main.ts")],
  outfile: join(root, "dist/travis234-mcp.mjs"),
  bundle: true,
  platform: "node",
  // jsonc-parser's UMD build requires its parts dynamically; its ESM build bundles cleanly.
  mainFields: ["module", "main"],
  format: "esm",
  target: "node20",
  minify: false,
  sourcemap: false,
  legalComments: "none",
  metafile: true,
  logLevel: "warning",
  // CommonJS dependencies (ajv's runtime helpers) call require(); give the ESM bundle one.
  banner: { js: 'import { createRequire as __travis234CreateRequire } from "node:module"; const require = __travis234CreateRequire(import.meta.url);' },
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
process.stdout.write(`build: dist/travis234-mcp.mjs, ${(bytes / 1024).toFixed(0)} KiB\n`);
