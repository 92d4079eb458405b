#!/usr/bin/env node
// The travis234-mcp command. Runs the esbuild bundle (dist/, made by `npm run build`, which `npm ci`
// runs through `prepare`); without one, or with TRAVIS234_MCP_FROM_SOURCE=1, the TypeScript sources
// through tsx's loader.
import { existsSync } from "node:fs";

const bundle = new URL("../dist/travis234-mcp.mjs", import.meta.url);
let entry;
if (existsSync(bundle) && !process.env.TRAVIS234_MCP_FROM_SOURCE) {
  entry = await import(bundle.href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  entry = await import("../src/cli/main.ts");
}
await entry.main();
