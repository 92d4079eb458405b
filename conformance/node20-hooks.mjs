// Module load hook for @modelcontextprotocol/conformance on Node 20 (registered by node20-shim.mjs).
// Its bundled CLI imports `globSync` from "fs", which Node 20 does not export, so the CLI dies at
// startup. This hook rewrites that one named import, in that one file, to a stand-in that throws
// when called: only `tier-check` (which we never run) calls it; the client scenarios do not. That is
// the bundle's only Node 22 import (0.2.0-alpha.12: its other imports from fs, util, crypto, os,
// http, child_process, url and async_hooks all exist on Node 20, and it calls no Node 22-only API).
// On Node 22 or newer nothing is rewritten.
const STAND_IN = `data:text/javascript,${encodeURIComponent(
  'export function globSync() { throw new Error("fs.globSync needs Node 22 (conformance tier-check); not available on Node 20"); }',
)}`;
const TARGET = /\/@modelcontextprotocol\/conformance\/dist\/index\.js$/;
const FS_IMPORT = /import\{([^}]*)\}from"fs"/;
const NATIVE = Number(process.versions.node.split(".")[0]) >= 22;

export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (NATIVE || !TARGET.test(url) || result.source == null) return result;
  const source = String(result.source);
  const match = FS_IMPORT.exec(source);
  if (!match) return result;
  const names = match[1].split(",");
  const glob = names.find((n) => /^globSync(\s+as\s+|$)/.test(n.trim()));
  if (!glob) return result;
  const rest = names.filter((n) => n !== glob).join(",");
  const replacement = `import{${rest}}from"fs";import{${glob}}from${JSON.stringify(STAND_IN)}`;
  return { ...result, source: source.replace(FS_IMPORT, replacement) };
}
