// `{}`: the configured servers, their state and the configuration's problems. Connects, resolves
// and reads nothing; every line is bounded like any other model-visible text.
import type { LoadedConfig } from "../config/index.js";
import { TRUST_HOW_TO } from "../config/index.js";
import type { CacheNotice } from "../catalog/tool-cache.js";
import type { HostResult } from "../results/index.js";
import { phrase } from "../results/index.js";
import type { ServerStatus } from "../runtime/server-runtime.js";
import type { OutputContext } from "./format.js";
import { quote, textResult } from "./format.js";
import { APPROVAL_TABLE, LIMIT_VALUES } from "./generated.js";
import { ageText } from "./servers-search.js";

const MAX_ENTRIES = LIMIT_VALUES["status.maxEntries"];

/** A server's cached tool catalog: how many tools, listed when. */
export interface CachedStatus {
  readonly tools: number;
  readonly listedAtMs: number;
}

const iso = (ms: number | undefined): string => (ms === undefined ? "" : new Date(ms).toISOString());

/** What the tool filter of a server hides: a count once its catalog is known, else the rule. */
function filterText(config: LoadedConfig, name: string, hidden: ReadonlyMap<string, number>): string | undefined {
  const filter = config.servers.get(name)?.tools;
  if (!filter) return undefined;
  const count = hidden.get(name);
  if (count !== undefined) return `toolsHidden=${count} (includeTools/excludeTools)`;
  return "tools filtered by includeTools/excludeTools (count known after the first list)";
}

/**
 * `hidden`: per server whose catalog is loaded, how many tools its filter hides; `cached`: per
 * server with a cached tool catalog, its size and age (undefined: the cache is not consulted).
 */
export function statusResult(config: LoadedConfig, servers: readonly ServerStatus[], ctx: OutputContext, hidden: ReadonlyMap<string, number> = new Map(), cached?: ReadonlyMap<string, CachedStatus>, cacheNotices: readonly CacheNotice[] = []): HostResult {
  const now = Date.now();
  const lines: string[] = [];
  const total = servers.length + config.off.size + config.disabled.size;
  lines.push(`MCP status: ${total} configured server${total === 1 ? "" : "s"} (this call connects nothing).`);
  const shownServers = servers.slice(0, MAX_ENTRIES);
  const shownOff = [...config.off.values()].slice(0, Math.max(0, MAX_ENTRIES - shownServers.length));
  const shownDisabled = [...config.disabled.values()].slice(0, Math.max(0, MAX_ENTRIES - shownServers.length - shownOff.length));
  for (const s of shownServers) {
    const automatic = s.automaticReconnectStopped ? "stopped until reconnect" : s.automaticReconnect ? "on" : "off";
    const parts = [`${s.state}`, `transport=${s.transport}`, `automaticReconnect=${automatic}`];
    // The negotiated era and revision of the last connection, beside what was configured.
    const era = s.protocolEra === undefined ? "" : ` (${s.protocolEra}${s.protocolVersion === undefined ? "" : ` ${s.protocolVersion}`})`;
    parts.push(`protocol=${s.protocolSetting}${era}`);
    if (s.connectedAtMs !== undefined) parts.push(`connectedAt=${iso(s.connectedAtMs)}`);
    if (s.streamStopped) parts.push(`sseStream=given up after ${s.streamReopens ?? 0} quick reopens (requests still work)`);
    else if (s.streamReopens !== undefined) parts.push(`sseStream=reopened ${s.streamReopens} times`);
    if (s.lastErrorCode !== undefined) parts.push(`lastError=${s.lastErrorCode} at ${iso(s.lastErrorAtMs)}`);
    const filtered = filterText(config, s.name, hidden);
    if (filtered) parts.push(filtered);
    if (cached) {
      const c = cached.get(s.name);
      parts.push(c ? phrase("statusCachedTools", { tools: c.tools, age: ageText(now - c.listedAtMs) }) : phrase("statusNoCachedTools", {}));
    }
    lines.push(`- ${quote(s.name)}: ${parts.join("; ")}`);
  }
  for (const o of shownOff) lines.push(`- ${quote(o.name)}: off (disabled: true in its configuration file; never started)`);
  for (const d of shownDisabled) {
    lines.push(`- ${quote(d.name)}: disabled by a configuration error (${d.problems.map((p) => p.code).join(", ")})`);
  }
  const moreServers = total - shownServers.length - shownOff.length - shownDisabled.length;
  if (moreServers > 0) {
    const example = servers[0] ? `; call {"server": ${JSON.stringify(servers[0].name)}} for one` : "";
    lines.push(`- ${moreServers} more server${moreServers === 1 ? "" : "s"} not listed (${servers.length} usable, ${config.off.size} off and ${config.disabled.size} disabled in all)${example}`);
  }
  if (config.failedFiles.length > 0) {
    lines.push(`Every file-configured server is disabled: ${config.failedFiles.length} configuration file${config.failedFiles.length === 1 ? "" : "s"} could not be used.`);
  }
  const shownProblems = config.problems.slice(0, MAX_ENTRIES);
  for (const p of shownProblems) {
    lines.push(`- config error ${p.code} at ${p.file}${p.line > 0 ? `:${p.line}:${p.column}` : ""}${p.pointer ? ` ${p.pointer}` : ""}`);
  }
  const moreProblems = config.problems.length - shownProblems.length;
  if (moreProblems > 0) lines.push(`- ${moreProblems} more configuration error${moreProblems === 1 ? "" : "s"} not listed`);
  const shownNotices = config.notices.slice(0, MAX_ENTRIES);
  for (const n of shownNotices) lines.push(`- notice ${n.code} at ${n.file}:${n.line}:${n.column} ${n.pointer}: ${n.message}`);
  if (config.notices.length > shownNotices.length) lines.push(`- ${config.notices.length - shownNotices.length} more notices not listed`);
  for (const n of cacheNotices.slice(0, MAX_ENTRIES)) lines.push(`- ${phrase("cacheFileIgnored", { file: n.file, reason: n.reason })}`);
  for (const name of config.shadowed) lines.push(`- file configuration of ${quote(name)} ignored: a packaged server of the same name wins`);
  const ignored = config.ignoredProjectFiles.length;
  if (ignored > 0) {
    const why = config.projectTrust.basis === "declined" ? "the project is not trusted" : "nobody has decided to trust this project";
    lines.push(`- ${ignored} project configuration file${ignored === 1 ? "" : "s"} ignored: ${why}. To use ${ignored === 1 ? "it" : "them"}, ${TRUST_HOW_TO}.`);
  }
  if (total === 0 && ignored === 0 && config.problems.length === 0) lines.push("No MCP servers are configured.");
  if (config.problems.length > 0) lines.push("Run `travis234-mcp check` for positions and fixes.");
  return textResult(lines.join("\n"), ctx, {
    operation: APPROVAL_TABLE.statusLabel,
    servers: shownServers,
    ...(shownOff.length > 0 ? { off: shownOff.map((o) => o.name) } : {}),
    disabled: shownDisabled.map((d) => d.name),
    ...(moreServers > 0 ? { serverCount: servers.length, offCount: config.off.size, disabledCount: config.disabled.size } : {}),
    ...(cached && cached.size > 0 ? { cachedTools: Object.fromEntries([...cached].filter(([n]) => shownServers.some((s) => s.name === n)).map(([n, c]) => [n, c.tools])) } : {}),
    ...(hidden.size > 0 ? { toolsHidden: Object.fromEntries([...hidden].filter(([n]) => shownServers.some((s) => s.name === n))) } : {}),
    ignoredProjectSources: ignored,
    projectTrust: config.projectTrust.basis,
    ...(config.shadowed.length > 0 ? { shadowedConfiguredServers: config.shadowed.slice(0, MAX_ENTRIES) } : {}),
    problems: shownProblems.map((p) => p.code),
    ...(moreProblems > 0 ? { problemCount: config.problems.length } : {}),
    ...(shownNotices.length > 0 ? { notices: shownNotices.map((n) => n.code) } : {}),
  });
}
