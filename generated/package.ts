// Generated from package.json (name, version) (sha256 2a5daa721145b6df) by codegen/emit-modules.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export const PACKAGE_IDENTITY = {
  "name": "travis234-mcp-adapter",
  "version": "0.1.0"
} as const;
