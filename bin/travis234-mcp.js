#!/usr/bin/env node
// The travis234-mcp command: runs the self-contained esbuild bundle in dist/ (made by `npm run
// build`, which `npm ci` runs through `prepare`). There is no source fallback: an installed
// package has no TypeScript loader, so a missing bundle is a clear error with the fix.
import { existsSync } from "node:fs";
import module from "node:module";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";

const bundle = new URL("../dist/travis234-mcp.mjs", import.meta.url);
const script = new URL("../dist/travis234-mcp.cjs", import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write(
    `travis234-mcp: the bundle ${fileURLToPath(bundle)} is missing.\n` +
      "In a clone run `npm ci` (or `npm run build`); an installed package is incomplete: reinstall it from `npm run package`'s output.\n",
  );
  process.exit(1);
}
// Baseline (Sparkplug) machine code for every function on its first run, instead of interpreting it
// until V8 finds it hot. A sidecar serves calls tens of milliseconds to minutes apart, so its
// per-call code seldom gets hot; measured through the real Travis234 CLI this took 2-8% off a small
// call, for about 15 ms more start-up (bench/results/latest.md). Set before the bundle is compiled,
// so that the code cache is made and checked under the same flags (V8 rejects data made under others).
v8.setFlagsFromString("--always-sparkplug");
let entry;
if (process.env.TRAVIS234_MCP_CODE_CACHE !== "off" && existsSync(script)) {
  // The same program as a CommonJS script with V8 cached data in a private per-user directory
  // (bin/code-cache.js): measured faster to ready than the ES module with Node's module compile
  // cache on Node 24, and Node 20 has no compile cache at all.
  const { loadCached } = await import("./code-cache.js");
  entry = loadCached(fileURLToPath(script)).exports;
} else {
  // TRAVIS234_MCP_CODE_CACHE=off: the ES module bundle, as before the code cache (Node >= 22.1
  // caches its compiled code in Node's own compile cache directory; Node 20 parses it each time).
  module.enableCompileCache?.();
  entry = await import(bundle.href);
}
await entry.main();
