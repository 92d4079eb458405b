// `{}`: the configured servers, their state and the configuration's problems. Connects, resolves
// and reads nothing; every line is bounded like any other model-visible text.
import type { LoadedConfig } from "../config/index.js";
import { sourceDescription, TRUST_HOW_TO } from "../config/index.js";
import type { HostResult } from "../results/index.js";
import { cliCommand } from "../errors/index.js";
import { phrase } from "../results/index.js";
import type { ServerStatus } from "../runtime/server-runtime.js";
import type { OutputContext } from "./format.js";
import { quote, textResult } from "./format.js";
import { APPROVAL_TABLE, LIMIT_VALUES } from "./generated.js";

const MAX_ENTRIES = LIMIT_VALUES["status.maxEntries"];
/** The source a first entry goes in: this host's own user configuration (spec/sources.yaml). */
const USER_SOURCE = "global-agent";

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
 * `hidden`: per server whose catalog is loaded, how many tools its filter hides; `notOffered`: how
 * many listed tools are never offered to the model (for an MCP Apps host only, invalid x-mcp-header).
 */
export function statusResult(config: LoadedConfig, servers: readonly ServerStatus[], ctx: OutputContext, hidden: ReadonlyMap<string, number> = new Map(), notOffered: ReadonlyMap<string, number> = new Map()): HostResult {
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
    const withheld = notOffered.get(s.name);
    if (withheld !== undefined) parts.push(phrase("statusNotOffered", { count: withheld }));
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
  for (const name of config.shadowed) lines.push(`- file configuration of ${quote(name)} ignored: a packaged server of the same name wins`);
  const ignored = config.ignoredProjectFiles.length;
  if (ignored > 0) {
    const why = config.projectTrust.basis === "declined" ? "the project is not trusted" : "nobody has decided to trust this project";
    lines.push(`- ${ignored} project configuration file${ignored === 1 ? "" : "s"} ignored: ${why}. To use ${ignored === 1 ? "it" : "them"}, ${TRUST_HOW_TO}.`);
  }
  if (total === 0 && ignored === 0 && config.problems.length === 0) {
    lines.push("No MCP servers are configured.", phrase("statusSources", {}));
    for (const s of config.sources) lines.push(phrase("statusSource", { path: s.path, description: sourceDescription(s.id) }));
    const own = config.sources.find((s) => s.id === USER_SOURCE) ?? config.sources[0];
    if (own !== undefined) lines.push(phrase("statusFirstEntry", { path: own.path }));
  }
  if (config.problems.length > 0) lines.push(`Run \`${cliCommand()} check\` in a shell for positions and fixes.`);
  return textResult(lines.join("\n"), ctx, {
    operation: APPROVAL_TABLE.statusLabel,
    servers: shownServers,
    ...(shownOff.length > 0 ? { off: shownOff.map((o) => o.name) } : {}),
    disabled: shownDisabled.map((d) => d.name),
    ...(moreServers > 0 ? { serverCount: servers.length, offCount: config.off.size, disabledCount: config.disabled.size } : {}),
    ...(hidden.size > 0 ? { toolsHidden: Object.fromEntries([...hidden].filter(([n]) => shownServers.some((s) => s.name === n))) } : {}),
    ...(notOffered.size > 0 ? { toolsNotOffered: Object.fromEntries([...notOffered].filter(([n]) => shownServers.some((s) => s.name === n))) } : {}),
    ignoredProjectSources: ignored,
    projectTrust: config.projectTrust.basis,
    ...(config.shadowed.length > 0 ? { shadowedConfiguredServers: config.shadowed.slice(0, MAX_ENTRIES) } : {}),
    problems: shownProblems.map((p) => p.code),
    ...(moreProblems > 0 ? { problemCount: config.problems.length } : {}),
    ...(shownNotices.length > 0 ? { notices: shownNotices.map((n) => n.code) } : {}),
  });
}
