// `{}`: the configured servers, their state and the configuration's problems. Connects, resolves
// and reads nothing; every line is bounded like any other model-visible text.

import type { CacheNotice } from "../catalog/tool-cache.js";
import type { LoadedConfig } from "../config/index.js";
import { sourceDescription, TRUST_HOW_TO } from "../config/index.js";
import { cliCommand } from "../errors/index.js";
import type { HostResult } from "../results/index.js";
import { phrase, plural } from "../results/index.js";
import type { ServerStatus } from "../runtime/server-runtime.js";
import type { OutputContext } from "./format.js";
import { quote, textResult } from "./format.js";
import { APPROVAL_TABLE, CONFIG_DEFAULTS, LIMIT_VALUES } from "./generated.js";
import type { NotKept } from "./servers-search.js";
import { ageText, notKeptText } from "./servers-search.js";

const MAX_ENTRIES = LIMIT_VALUES["status.maxEntries"];
/** The source a first entry goes in: this host's own user configuration (spec/sources.yaml). */
const USER_SOURCE = "global-agent";

/** A server's cached tool catalog: how many tools, listed when; or why nothing of it is kept. */
export type CachedStatus = { readonly tools: number; readonly listedAtMs: number } | { readonly notKept: NotKept };

const iso = (ms: number | undefined): string => (ms === undefined ? "" : new Date(ms).toISOString());

/** What the tool filter of a server hides: a count once its catalog is known, else the rule. */
function filterText(config: LoadedConfig, name: string, hidden: ReadonlyMap<string, number>): string | undefined {
  const filter = config.servers.get(name)?.tools;
  if (!filter) return undefined;
  const count = hidden.get(name);
  return count !== undefined ? phrase("statusToolsHidden", { count }) : phrase("statusToolsFiltered", {});
}

/** The facts of one usable server, its state first. */
function serverLine(
  config: LoadedConfig,
  s: ServerStatus,
  hidden: ReadonlyMap<string, number>,
  notOffered: ReadonlyMap<string, number>,
  cached: ReadonlyMap<string, CachedStatus> | undefined,
  now: number,
): string {
  const automatic = s.automaticReconnectStopped
    ? phrase("statusReconnectStopped", {})
    : s.automaticReconnect
      ? phrase("statusOn", {})
      : phrase("statusOff", {});
  const parts = [
    s.state,
    phrase("statusTransport", { transport: s.transport }),
    phrase("statusAutomaticReconnect", { state: automatic }),
  ];
  // The negotiated era and revision of the last connection, beside what was configured.
  const negotiated =
    s.protocolEra === undefined
      ? undefined
      : [s.protocolEra, ...(s.protocolVersion === undefined ? [] : [s.protocolVersion])].join(" ");
  // The default setting says nothing until a connection negotiated an era.
  if (negotiated !== undefined)
    parts.push(phrase("statusProtocolNegotiated", { setting: s.protocolSetting, negotiated }));
  else if (s.protocolSetting !== CONFIG_DEFAULTS.server.protocolVersion)
    parts.push(phrase("statusProtocol", { setting: s.protocolSetting }));
  if (s.connectedAtMs !== undefined) parts.push(phrase("statusConnectedAt", { at: iso(s.connectedAtMs) }));
  if (s.streamStopped) parts.push(phrase("statusStreamStopped", { reopens: s.streamReopens ?? 0 }));
  else if (s.streamReopens !== undefined) parts.push(phrase("statusStreamReopened", { reopens: s.streamReopens }));
  if (s.lastErrorCode !== undefined)
    parts.push(phrase("statusLastError", { code: s.lastErrorCode, at: iso(s.lastErrorAtMs) }));
  const filtered = filterText(config, s.name, hidden);
  if (filtered) parts.push(filtered);
  const withheld = notOffered.get(s.name);
  if (withheld !== undefined) parts.push(phrase("statusNotOffered", { count: withheld }));
  const c = cached?.get(s.name);
  if (c !== undefined) {
    parts.push(
      "notKept" in c
        ? phrase("statusNotCachedTools", { reason: notKeptText(c.notKept) })
        : phrase("statusCachedTools", { tools: c.tools, age: ageText(now - c.listedAtMs) }),
    );
  }
  return phrase("statusServer", { name: quote(s.name), parts: parts.join("; ") });
}

/**
 * `hidden`: per server whose catalog is loaded, how many tools its filter hides; `notOffered`: how
 * many listed tools are never offered to the model (for an MCP Apps host only, invalid x-mcp-header);
 * `cached`: per server with a cached tool catalog, its size and age (undefined: the cache is not consulted).
 */
export function statusResult(
  config: LoadedConfig,
  servers: readonly ServerStatus[],
  ctx: OutputContext,
  hidden: ReadonlyMap<string, number> = new Map(),
  notOffered: ReadonlyMap<string, number> = new Map(),
  cached?: ReadonlyMap<string, CachedStatus>,
  cacheNotices: readonly CacheNotice[] = [],
): HostResult {
  const now = Date.now();
  const lines: string[] = [];
  const total = servers.length + config.off.size + config.disabled.size;
  lines.push(phrase("statusHeader", { count: total, servers: plural("server", total) }));
  const shownServers = servers.slice(0, MAX_ENTRIES);
  const shownOff = [...config.off.values()].slice(0, Math.max(0, MAX_ENTRIES - shownServers.length));
  const shownDisabled = [...config.disabled.values()].slice(
    0,
    Math.max(0, MAX_ENTRIES - shownServers.length - shownOff.length),
  );
  for (const s of shownServers) lines.push(serverLine(config, s, hidden, notOffered, cached, now));
  for (const o of shownOff) lines.push(phrase("statusServerOff", { name: quote(o.name) }));
  for (const d of shownDisabled)
    lines.push(
      phrase("statusServerDisabled", { name: quote(d.name), codes: d.problems.map((p) => p.code).join(", ") }),
    );
  const moreServers = total - shownServers.length - shownOff.length - shownDisabled.length;
  if (moreServers > 0) {
    const example = servers[0]
      ? phrase("statusMoreServersExample", { request: `{"server": ${JSON.stringify(servers[0].name)}}` })
      : "";
    lines.push(
      phrase("statusMoreServers", {
        count: moreServers,
        servers: plural("server", moreServers),
        usable: servers.length,
        off: config.off.size,
        disabled: config.disabled.size,
        example,
      }),
    );
  }
  if (config.failedFiles.length > 0)
    lines.push(
      phrase("statusFilesFailed", {
        count: config.failedFiles.length,
        files: plural("file", config.failedFiles.length),
      }),
    );
  const shownProblems = config.problems.slice(0, MAX_ENTRIES);
  for (const p of shownProblems)
    lines.push(
      phrase("statusConfigError", {
        code: p.code,
        where: `${p.file}${p.line > 0 ? `:${p.line}:${p.column}` : ""}${p.pointer ? ` ${p.pointer}` : ""}`,
      }),
    );
  const moreProblems = config.problems.length - shownProblems.length;
  if (moreProblems > 0)
    lines.push(phrase("statusMoreConfigErrors", { count: moreProblems, errors: plural("error", moreProblems) }));
  const shownNotices = config.notices.slice(0, MAX_ENTRIES);
  for (const n of shownNotices)
    lines.push(
      phrase("statusNotice", {
        code: n.code,
        where: `${n.file}:${n.line}:${n.column}${n.pointer ? ` ${n.pointer}` : ""}`,
        message: n.message,
      }),
    );
  if (config.notices.length > shownNotices.length)
    lines.push(phrase("statusMoreNotices", { count: config.notices.length - shownNotices.length }));
  for (const n of cacheNotices.slice(0, MAX_ENTRIES))
    lines.push(`- ${phrase("cacheFileIgnored", { file: n.file, reason: n.reason })}`);
  for (const name of config.shadowed) lines.push(phrase("statusShadowed", { name: quote(name) }));
  const ignored = config.ignoredProjectFiles.length;
  if (ignored > 0) {
    const why =
      config.projectTrust.basis === "declined"
        ? phrase("statusProjectDeclined", {})
        : phrase("statusProjectUndecided", {});
    lines.push(
      phrase("statusProjectIgnored", {
        count: ignored,
        files: plural("file", ignored),
        why,
        them: plural("pronoun", ignored),
        howTo: TRUST_HOW_TO,
      }),
    );
  }
  if (total === 0 && ignored === 0 && config.problems.length === 0) {
    lines.push(phrase("statusNoServers", {}), phrase("statusSources", {}));
    for (const s of config.sources)
      lines.push(phrase("statusSource", { path: s.path, description: sourceDescription(s.id) }));
    const own = config.sources.find((s) => s.id === USER_SOURCE) ?? config.sources[0];
    if (own !== undefined) lines.push(phrase("statusFirstEntry", { path: own.path }));
  }
  if (config.problems.length > 0) lines.push(phrase("statusRunCheck", { cli: cliCommand() }));
  return textResult(lines.join("\n"), ctx, {
    operation: APPROVAL_TABLE.statusLabel,
    servers: shownServers,
    ...(shownOff.length > 0 ? { off: shownOff.map((o) => o.name) } : {}),
    disabled: shownDisabled.map((d) => d.name),
    ...(moreServers > 0
      ? { serverCount: servers.length, offCount: config.off.size, disabledCount: config.disabled.size }
      : {}),
    ...(cached && [...cached.values()].some((c) => "tools" in c)
      ? {
          cachedTools: Object.fromEntries(
            [...cached]
              .filter(([n]) => shownServers.some((s) => s.name === n))
              .flatMap(([n, c]) => ("tools" in c ? [[n, c.tools]] : [])),
          ),
        }
      : {}),
    ...(hidden.size > 0
      ? { toolsHidden: Object.fromEntries([...hidden].filter(([n]) => shownServers.some((s) => s.name === n))) }
      : {}),
    ...(notOffered.size > 0
      ? { toolsNotOffered: Object.fromEntries([...notOffered].filter(([n]) => shownServers.some((s) => s.name === n))) }
      : {}),
    ignoredProjectSources: ignored,
    projectTrust: config.projectTrust.basis,
    ...(config.shadowed.length > 0 ? { shadowedConfiguredServers: config.shadowed.slice(0, MAX_ENTRIES) } : {}),
    problems: shownProblems.map((p) => p.code),
    ...(moreProblems > 0 ? { problemCount: config.problems.length } : {}),
    ...(shownNotices.length > 0 ? { notices: shownNotices.map((n) => n.code) } : {}),
  });
}
