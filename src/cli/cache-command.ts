// `travis234-mcp cache list|clear`: the per-user tool-catalog cache for people. Reads and removes
// only this user's own cache files; connects nothing, resolves nothing.

import { cacheKey, keyOrigin, possibleEras } from "../catalog/tool-cache-key.js";
import type { LoadedConfig } from "../config/index.js";
import { AdapterError } from "../errors/index.js";
import { defaultToolCache } from "../proxy/default-tool-cache.js";
import { CLI_JSON_SCHEMA_VERSION } from "./help.js";
import type { ProxyContext, ProxyIo } from "./proxy-commands.js";

/** Whether the loaded configuration would still use an entry (same server, file and key). */
function inUse(config: LoadedConfig, server: string, file: string, key: string): boolean {
  const s = config.servers.get(server);
  return (
    s !== undefined &&
    keyOrigin(s).file === file &&
    s.cacheTools !== false &&
    possibleEras(s).some((e) => cacheKey(s, e) === key)
  );
}

export function cacheCommand(action: string | undefined, ctx: ProxyContext, io: ProxyIo): number {
  if (action !== "list" && action !== "clear") {
    const e = new AdapterError("MCPA_CLI_USAGE", {
      problem: `cache needs list or clear, not ${JSON.stringify(action ?? "")}`,
    });
    io.stderr(`${e.code}: ${e.message}\n${e.hint}\n`);
    return 2;
  }
  const cache = defaultToolCache({ cwd: ctx.cwd, env: io.env, home: ctx.home });
  if (action === "clear") {
    const removed = cache.clear();
    io.stdout(
      ctx.json
        ? `${JSON.stringify({ schemaVersion: CLI_JSON_SCHEMA_VERSION, enabled: cache.enabled, removed })}\n`
        : `${cache.enabled ? `Removed ${removed} cached tool catalog file${removed === 1 ? "" : "s"}.` : "The tool-catalog cache is off (no private cache directory)."}\n`,
    );
    return 0;
  }
  const now = Date.now();
  const entries = cache.entries().map((c) => ({
    server: c.server,
    file: c.file,
    scope: c.scope,
    era: c.era,
    listedAt: new Date(c.listedAtMs).toISOString(),
    expiresAt: new Date(c.expiresAtMs).toISOString(),
    ageSeconds: Math.floor((now - c.listedAtMs) / 1000),
    tools: c.tools.length,
    ...(c.refused !== undefined ? { refused: c.refused } : {}),
    inUse: inUse(ctx.config, c.server, c.file, c.key),
  }));
  const notices = cache.notices;
  if (ctx.json) {
    io.stdout(
      `${JSON.stringify({ schemaVersion: CLI_JSON_SCHEMA_VERSION, enabled: cache.enabled, entries, notices }, null, 2)}\n`,
    );
    return 0;
  }
  const lines = [
    cache.enabled
      ? `${entries.length} cached tool catalog${entries.length === 1 ? "" : "s"}:`
      : "The tool-catalog cache is off (no private cache directory).",
  ];
  for (const e of entries)
    lines.push(
      `- ${JSON.stringify(e.server)} from ${e.file} (${e.era}): ${e.refused === undefined ? `${e.tools} tool${e.tools === 1 ? "" : "s"}` : `not kept, its server sends ${e.refused === "stale" ? "ttlMs 0" : "cacheScope private"}`}, listed ${e.listedAt}, expires ${e.expiresAt}${e.inUse ? "" : ", not used by the current configuration"}`,
    );
  for (const n of notices) lines.push(`- cache file ${n.file} ignored (${n.reason}): it is never trusted`);
  io.stdout(`${lines.join("\n")}\n`);
  return 0;
}
