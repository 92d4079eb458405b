// `{}`: the configured servers, their state and the configuration's problems. Connects, resolves
// and reads nothing; every line is bounded like any other model-visible text.

import type { CacheNotice } from "../catalog/tool-cache.js";
import type { LoadedConfig } from "../config/index.js";
import { sourceDescription, TRUST_HOW_TO } from "../config/index.js";
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

export interface StatusInput {
  readonly config: LoadedConfig;
  readonly servers: readonly ServerStatus[];
  readonly ctx: OutputContext;
  /** Per server whose catalog is loaded: how many tools its filter hides. */
  readonly hidden?: ReadonlyMap<string, number>;
  /** Per server: listed tools never offered to the model (app-only, invalid x-mcp-header). */
  readonly notOffered?: ReadonlyMap<string, number>;
  /** Per server with a cached tool catalog: its size and age (absent: the cache is not consulted). */
  readonly cached?: ReadonlyMap<string, CachedStatus>;
  readonly cacheNotices?: readonly CacheNotice[];
  /** Servers the person turned off for this session (`/mcp disable`). */
  readonly paused?: ReadonlySet<string>;
  /** For a person: a server nothing has used yet is "not started" rather than "disconnected". */
  readonly person?: boolean;
}

const iso = (ms: number | undefined): string => (ms === undefined ? "" : new Date(ms).toISOString());

/** What the tool filter of a server hides: a count once its catalog is known, else the rule. */
function filterText(s: StatusInput, name: string): string | undefined {
  if (!s.config.servers.get(name)?.tools) return undefined;
  const count = s.hidden?.get(name);
  return count !== undefined ? phrase("statusToolsHidden", { count }) : phrase("statusToolsFiltered", {});
}

/** The connection state; for a person, a server nothing has used yet says that it starts on first use. */
function stateText(s: ServerStatus, person: boolean | undefined): string {
  const unused = s.state === "disconnected" && s.connectedAtMs === undefined && s.lastErrorCode === undefined;
  return unused && person ? phrase("statusNotStarted", {}) : s.state;
}

/** The negotiated era and revision of the last connection beside the setting; the default says nothing until then. */
function protocolText(s: ServerStatus): string | undefined {
  if (s.protocolEra !== undefined) {
    const negotiated = [s.protocolEra, ...(s.protocolVersion === undefined ? [] : [s.protocolVersion])].join(" ");
    return phrase("statusProtocolNegotiated", { setting: s.protocolSetting, negotiated });
  }
  return s.protocolSetting !== CONFIG_DEFAULTS.server.protocolVersion
    ? phrase("statusProtocol", { setting: s.protocolSetting })
    : undefined;
}

function cachedText(c: CachedStatus | undefined, now: number): string | undefined {
  if (c === undefined) return undefined;
  return "notKept" in c
    ? phrase("statusNotCachedTools", { reason: notKeptText(c.notKept) })
    : phrase("statusCachedTools", { tools: c.tools, age: ageText(now - c.listedAtMs) });
}

/** The facts of one usable server, its state first. */
function serverLine(input: StatusInput, s: ServerStatus, now: number): string {
  const automatic = s.automaticReconnectStopped
    ? phrase("statusReconnectStopped", {})
    : phrase(s.automaticReconnect ? "statusOn" : "statusOff", {});
  const withheld = input.notOffered?.get(s.name);
  const parts = [
    input.paused?.has(s.name) ? phrase("statusPaused", {}) : undefined,
    stateText(s, input.person),
    phrase("statusTransport", { transport: s.transport }),
    phrase("statusAutomaticReconnect", { state: automatic }),
    protocolText(s),
    s.connectedAtMs !== undefined ? phrase("statusConnectedAt", { at: iso(s.connectedAtMs) }) : undefined,
    s.streamStopped
      ? phrase("statusStreamStopped", { reopens: s.streamReopens ?? 0 })
      : s.streamReopens !== undefined
        ? phrase("statusStreamReopened", { reopens: s.streamReopens })
        : undefined,
    s.lastErrorCode !== undefined
      ? phrase("statusLastError", { code: s.lastErrorCode, at: iso(s.lastErrorAtMs) })
      : undefined,
    filterText(input, s.name),
    withheld !== undefined ? phrase("statusNotOffered", { count: withheld }) : undefined,
    cachedText(input.cached?.get(s.name), now),
  ].filter((p): p is string => p !== undefined);
  return phrase("statusServer", { name: quote(s.name), parts: parts.join("; ") });
}

/** Which entries fit status.maxEntries: usable servers first, then those switched off, then the disabled. */
function shownEntries(input: StatusInput) {
  const { config, servers } = input;
  const total = servers.length + config.off.size + config.disabled.size;
  const shownServers = servers.slice(0, MAX_ENTRIES);
  const shownOff = [...config.off.values()].slice(0, Math.max(0, MAX_ENTRIES - shownServers.length));
  const shownDisabled = [...config.disabled.values()].slice(
    0,
    Math.max(0, MAX_ENTRIES - shownServers.length - shownOff.length),
  );
  const more = total - shownServers.length - shownOff.length - shownDisabled.length;
  return { total, shownServers, shownOff, shownDisabled, more };
}

function serverLines(input: StatusInput, shown: ReturnType<typeof shownEntries>): string[] {
  const { config, servers } = input;
  const now = Date.now();
  const lines = [phrase("statusHeader", { count: shown.total, servers: plural("server", shown.total) })];
  for (const s of shown.shownServers) lines.push(serverLine(input, s, now));
  for (const o of shown.shownOff) lines.push(phrase("statusServerOff", { name: quote(o.name) }));
  for (const d of shown.shownDisabled)
    lines.push(
      phrase("statusServerDisabled", { name: quote(d.name), codes: d.problems.map((p) => p.code).join(", ") }),
    );
  if (shown.more > 0) {
    const example = servers[0]
      ? phrase("statusMoreServersExample", { request: `{"server": ${JSON.stringify(servers[0].name)}}` })
      : "";
    lines.push(
      phrase("statusMoreServers", {
        count: shown.more,
        servers: plural("server", shown.more),
        usable: servers.length,
        off: config.off.size,
        disabled: config.disabled.size,
        example,
      }),
    );
  }
  return lines;
}

/** Failed files, problems and notices of the configuration, and of the tool cache, each bounded. */
function problemLines(input: StatusInput): string[] {
  const { config } = input;
  const lines: string[] = [];
  if (config.failedFiles.length > 0)
    lines.push(
      phrase("statusFilesFailed", {
        count: config.failedFiles.length,
        files: plural("file", config.failedFiles.length),
      }),
    );
  for (const p of config.problems.slice(0, MAX_ENTRIES))
    lines.push(
      phrase("statusConfigError", {
        code: p.code,
        where: `${p.file}${p.line > 0 ? `:${p.line}:${p.column}` : ""}${p.pointer ? ` ${p.pointer}` : ""}`,
      }),
    );
  const moreProblems = config.problems.length - MAX_ENTRIES;
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
  for (const n of (input.cacheNotices ?? []).slice(0, MAX_ENTRIES))
    lines.push(`- ${phrase("cacheFileIgnored", { file: n.file, reason: n.reason })}`);
  for (const name of config.shadowed) lines.push(phrase("statusShadowed", { name: quote(name) }));
  return lines;
}

/** Ignored project files with how to trust them; with nothing configured, where a first entry goes. */
function guidanceLines(config: LoadedConfig, total: number): string[] {
  const lines: string[] = [];
  const ignored = config.ignoredProjectFiles.length;
  if (ignored > 0) {
    const why = phrase(
      config.projectTrust.basis === "declined" ? "statusProjectDeclined" : "statusProjectUndecided",
      {},
    );
    const them = plural("pronoun", ignored);
    lines.push(
      phrase("statusProjectIgnored", {
        count: ignored,
        files: plural("file", ignored),
        why,
        them,
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
  if (config.problems.length > 0) lines.push(phrase("statusRunCheck", {}));
  return lines;
}

/** Per shown server, the entries of `map` (structured details carry only what the text shows). */
function shownOnly<V>(map: ReadonlyMap<string, V> | undefined, shown: readonly ServerStatus[]): Record<string, V> {
  return Object.fromEntries([...(map ?? [])].filter(([n]) => shown.some((s) => s.name === n)));
}

function statusDetails(input: StatusInput, shown: ReturnType<typeof shownEntries>): Record<string, unknown> {
  const { config, servers, cached, hidden, notOffered, paused } = input;
  const problems = config.problems.slice(0, MAX_ENTRIES);
  const notices = config.notices.slice(0, MAX_ENTRIES);
  const tools = new Map([...(cached ?? [])].flatMap(([n, c]) => ("tools" in c ? [[n, c.tools] as const] : [])));
  return {
    operation: APPROVAL_TABLE.statusLabel,
    servers: shown.shownServers,
    ...(shown.shownOff.length > 0 ? { off: shown.shownOff.map((o) => o.name) } : {}),
    disabled: shown.shownDisabled.map((d) => d.name),
    ...(paused && paused.size > 0 ? { pausedForSession: [...paused].slice(0, MAX_ENTRIES) } : {}),
    ...(shown.more > 0
      ? { serverCount: servers.length, offCount: config.off.size, disabledCount: config.disabled.size }
      : {}),
    ...(tools.size > 0 ? { cachedTools: shownOnly(tools, shown.shownServers) } : {}),
    ...(hidden && hidden.size > 0 ? { toolsHidden: shownOnly(hidden, shown.shownServers) } : {}),
    ...(notOffered && notOffered.size > 0 ? { toolsNotOffered: shownOnly(notOffered, shown.shownServers) } : {}),
    ignoredProjectSources: config.ignoredProjectFiles.length,
    projectTrust: config.projectTrust.basis,
    ...(config.shadowed.length > 0 ? { shadowedConfiguredServers: config.shadowed.slice(0, MAX_ENTRIES) } : {}),
    problems: problems.map((p) => p.code),
    ...(config.problems.length > problems.length ? { problemCount: config.problems.length } : {}),
    ...(notices.length > 0 ? { notices: notices.map((n) => n.code) } : {}),
  };
}

export function statusResult(input: StatusInput): HostResult {
  const shown = shownEntries(input);
  const lines = [...serverLines(input, shown), ...problemLines(input), ...guidanceLines(input.config, shown.total)];
  return textResult(lines.join("\n"), input.ctx, statusDetails(input, shown));
}
