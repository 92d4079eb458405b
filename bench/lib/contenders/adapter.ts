// The adapter in-process: a Runtime and a McpProxy over the bench home's mcp.json (as the
// proxy-stdio integration harness builds them), calling echo through proxy.call exactly as the
// host's `mcp` tool would. The classes come either from the esbuild-compiled src/ (as shipped) or
// straight from the TypeScript sources through tsx.
import { search } from "../../../src/catalog/search.js";
import { loadConfig } from "../../../src/config/index.js";
import { normalise } from "../../../src/proxy/normalize.js";
import { McpProxy } from "../../../src/proxy/proxy.js";
import type { HostResult } from "../../../src/results/blocks.js";
import { convertToolResult } from "../../../src/results/index.js";
import { labeller } from "../../../src/results/labels.js";
import { Runtime } from "../../../src/runtime/runtime.js";
import type { AdapterModule } from "../compiled.js";
import type { Processes } from "../procs.js";
import type { Home } from "../setup.js";
import type { EchoContender, Transport } from "./contender.js";
import { check, echoed } from "./contender.js";

/** The adapter as tsx runs it from src/ (closures wrapped by keepNames). */
export const SOURCE_ADAPTER: AdapterModule = {
  loadConfig,
  McpProxy,
  Runtime,
  search,
  normalise,
  convertToolResult,
  labeller,
};

export function openAdapter(home: Home, procs: Processes, mod: AdapterModule, name: string): McpProxy {
  const config = mod.loadConfig({ home: home.home, cwd: home.project, projectTrusted: false });
  if (config.problems.length > 0)
    throw new Error(`bench mcp.json has problems: ${config.problems.map((p) => p.code).join(", ")}`);
  const runtime = new mod.Runtime(config, {
    environment: { PATH: process.env.PATH ?? "", HOME: home.home },
    cwd: home.project,
    offline: false,
    spillBase: home.spills,
  });
  procs.onCleanup(name, () => runtime.close());
  return new mod.McpProxy(runtime);
}

export const firstText = (r: HostResult): string => (r.content[0]?.type === "text" ? r.content[0].text : "");

export function adapterEcho(proxy: McpProxy, server: string, transport: Transport, source = false): EchoContender {
  return {
    id: `${transport}.inprocess${source ? "-tsx" : ""}`,
    label: source ? "adapter in-process, from source via tsx" : "adapter in-process",
    transport,
    async call(message) {
      const r = await proxy.call({ server, tool: "echo", args: { message } });
      check(!r.isError && firstText(r).includes(echoed(message)), "adapter echo", r);
    },
  };
}
