// `node --import ./conformance/node20-shim.mjs .../conformance/dist/index.js ...` runs
// @modelcontextprotocol/conformance (0.2.0-alpha.12, as 0.1.16 before it) on Node 20: see
// node20-hooks.mjs.
import { register } from "node:module";

register("./node20-hooks.mjs", import.meta.url);
