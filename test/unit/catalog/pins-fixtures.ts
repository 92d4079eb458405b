// Fixtures of the tool-fingerprint tests: a configuration in a temporary home, a definition's
// fingerprint with one part changed, and a tool cache over a fresh directory.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { ToolCache } from "../../../src/catalog/tool-cache.js";
import type { DefinitionPart, Fingerprint } from "../../../src/catalog/tool-fingerprints.js";
import { fingerprint } from "../../../src/catalog/tool-fingerprints.js";
import type { LoadedConfig, ServerConfig } from "../../../src/config/index.js";
import { loadConfig } from "../../../src/config/index.js";
import { tempDir } from "../../support/temp.js";

export function configOf(servers: Record<string, unknown>, home = tempDir("pins-home-")): LoadedConfig {
  mkdirSync(join(home, ".config/mcp"), { recursive: true });
  mkdirSync(join(home, "project"), { recursive: true });
  writeFileSync(join(home, ".config/mcp/mcp.json"), JSON.stringify({ mcpServers: servers }));
  const config = loadConfig({ home, cwd: join(home, "project"), projectTrusted: false, trustBasis: "declined" });
  expect(config.problems).toEqual([]);
  return config;
}
export const server = (config: LoadedConfig, name: string): ServerConfig => config.servers.get(name) as ServerConfig;

const BASE = { description: "Sends mail.", title: "Mail", inputSchema: { type: "object" }, outputSchema: undefined };
export const print = (over: Partial<Record<DefinitionPart, unknown>> = {}): Fingerprint =>
  fingerprint({ ...BASE, annotations: { readOnlyHint: false }, ...over });

export function open(now: () => number = () => 1_000) {
  const dir = join(tempDir("pins-dir-"), "tools");
  return { cache: ToolCache.open({ dir, now }), dir };
}
