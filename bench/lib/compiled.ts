// The in-process adapter as it ships: src/ compiled by esbuild without tsx's keepNames (tsx wraps
// every closure in a __name() call that the dist/ bundle does not have, which costs tens of µs per
// call on a sub-millisecond path). Built from the current src/ at every run into
// node_modules/.cache, with npm packages left external so the adapter and the raw-SDK baseline
// share one copy of the SDK.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build, stop } from "esbuild";
import type * as Search from "../../src/catalog/search.js";
import type * as Config from "../../src/config/index.js";
import type * as Normalize from "../../src/proxy/normalize.js";
import type * as ProxyModule from "../../src/proxy/proxy.js";
import type * as Convert from "../../src/results/index.js";
import type * as Labels from "../../src/results/labels.js";
import type * as RuntimeModule from "../../src/runtime/runtime.js";
import { ROOT } from "./setup.js";

export interface AdapterModule {
  readonly loadConfig: typeof Config.loadConfig;
  readonly McpProxy: typeof ProxyModule.McpProxy;
  readonly Runtime: typeof RuntimeModule.Runtime;
  readonly search: typeof Search.search;
  /** Pure per-call steps, for bench/breakdown.ts. */
  readonly normalise: typeof Normalize.normalise;
  readonly convertToolResult: typeof Convert.convertToolResult;
  readonly labeller: typeof Labels.labeller;
}

const OUT_DIR = join(ROOT, "node_modules/.cache/travis234-bench");
/** Where compiledAdapter() writes the module (the memory benchmark's children import it from there). */
export const COMPILED_ADAPTER = join(OUT_DIR, "adapter.mjs");

/** `outfile`: another place for the module, for a script that must not race a bench run on the shared one. */
export async function compiledAdapter(outfile = COMPILED_ADAPTER): Promise<AdapterModule> {
  mkdirSync(OUT_DIR, { recursive: true });
  await build({
    stdin: {
      contents:
        'export { loadConfig } from "./src/config/index.js";\nexport { McpProxy } from "./src/proxy/proxy.js";\nexport { Runtime } from "./src/runtime/runtime.js";\nexport { search } from "./src/catalog/search.js";\n' +
        'export { normalise } from "./src/proxy/normalize.js";\nexport { convertToolResult } from "./src/results/index.js";\nexport { labeller } from "./src/results/labels.js";\n',
      resolveDir: ROOT,
      sourcefile: "bench-adapter-entry.ts",
      loader: "ts",
    },
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
    // As build/bundle.mjs: the standalone validators call require().
    banner: {
      js: 'import { createRequire as __benchCreateRequire } from "node:module"; const require = __benchCreateRequire(import.meta.url);',
    },
  });
  // esbuild keeps a service process for further builds; there will be none.
  await stop();
  return (await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`)) as AdapterModule;
}
