#!/usr/bin/env node
// The travis234-mcp command: runs the self-contained esbuild bundle in dist/ (made by `npm run
// build`, which `npm ci` runs through `prepare`). There is no source fallback: an installed
// package has no TypeScript loader, so a missing bundle is a clear error with the fix.
import { existsSync } from "node:fs";
import module from "node:module";
import { fileURLToPath } from "node:url";

const bundle = new URL("../dist/travis234-mcp.mjs", import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write(
    `travis234-mcp: the bundle ${fileURLToPath(bundle)} is missing.\n` +
      "In a clone run `npm ci` (or `npm run build`); an installed package is incomplete: reinstall it from `npm run package`'s output.\n",
  );
  process.exit(1);
}
// V8's compiled code for the bundle, cached on disk between starts (Node >= 22.1; Node 20 has no
// module compile cache and parses the minified bundle each time).
module.enableCompileCache?.();
const entry = await import(bundle.href);
await entry.main();
