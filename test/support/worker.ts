// The installer a worker descriptor names (src/host/worker-export.ts): the wheel that `npm run
// wheel` builds and the entry point the shim loads from it. The worker suites hand it to
// exportDescriptor; none of them installs anything from it.
export const INSTALLER = {
  distribution: "travis234-mcp-ts",
  version: "0.1.0",
  module: "travis234_mcp_ts",
  callable: "extension",
} as const;
