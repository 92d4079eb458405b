// servers.search (`{"search": "words"}` without server): the tools of every configured, usable
// server found in the tool-catalog cache (docs/architecture.md, "The tool-catalog cache"), ranked as
// tools.search ranks one server's tools (src/catalog/search.ts). Connects nothing and resolves
// nothing, as status does. Cached text is server text: redacted again with what the runtime knows
// now, names escaped, the whole labelled as untrusted. A worker sees only its delegated servers
// with tools.list, and only the tools its ceiling lets it call.
import type { Searchable } from "../catalog/search.js";
import { search } from "../catalog/search.js";
import type { CachedCatalog, CachedTool, CacheRefusal, ToolCache } from "../catalog/tool-cache.js";
import type { ToolEntry } from "../catalog/tools.js";
import type { ServerConfig } from "../config/index.js";
import type { HostResult } from "../results/index.js";
import { phrase, plural, shownName } from "../results/index.js";
import type { Runtime } from "../runtime/runtime.js";
import type { Ceiling } from "./ceiling.js";
import { quote, summary, textResult } from "./format.js";
import type { ServersRequest } from "./normalize.js";
import { markLegend, nameMarks, toolMarks } from "./tool-view.js";

interface Hit extends Searchable {
  readonly server: string;
  readonly tool: CachedTool;
}

/** An age as a person reads it: seconds, minutes, hours or days, rounded down. */
export function ageText(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.floor(s / 60)} min`;
  if (s < 172800) return `${Math.floor(s / 3600)} h`;
  return `${Math.floor(s / 86400)} d`;
}

/** Why nothing of a server is kept: its own hints refused it, or its configuration opted out. */
export type NotKept = CacheRefusal | "optOut";

const NOT_KEPT_PHRASE = {
  stale: "cacheNotKeptStale",
  private: "cacheNotKeptPrivate",
  optOut: "cacheNotKeptOptOut",
} as const;

/** The reason, in the model's words, that nothing of a server is cached. */
export const notKeptText = (reason: NotKept): string => phrase(NOT_KEPT_PHRASE[reason], {});

/** Why nothing of this server is cached, when it is known without connecting. */
export function notKept(cache: ToolCache, config: ServerConfig): NotKept | undefined {
  return config.cacheTools === false ? "optOut" : cache.refusal(config);
}

interface ServersView {
  readonly cached: readonly CachedCatalog[];
  /** Usable servers of which nothing is kept, and why: they must be searched by name. */
  readonly notCached: readonly { readonly server: string; readonly reason: NotKept }[];
  /** Usable servers the search could not answer for yet: no valid cached catalog. */
  readonly uncached: readonly string[];
  /** The servers searched (a worker's are the delegated ones with tools.list). */
  readonly servers: readonly string[];
}

/** The cached catalogs of the servers this caller may search; reads files only. */
function cachedServers(runtime: Runtime, cache: ToolCache, ceiling: Ceiling | undefined): ServersView {
  const servers = runtime.serverNames.filter((n) => !ceiling || ceiling.allows(n, "tools.list"));
  const cached: CachedCatalog[] = [];
  const notCached: { server: string; reason: NotKept }[] = [];
  const uncached: string[] = [];
  for (const name of servers) {
    const config = runtime.config.servers.get(name);
    const c = config ? cache.lookup(config) : undefined;
    const reason = config && !c && cache.enabled ? notKept(cache, config) : undefined;
    if (c) cached.push(c);
    else if (reason) notCached.push({ server: name, reason });
    else uncached.push(name);
  }
  return { cached, notCached, uncached, servers };
}

/** The searchable items of the cached catalogs, kept while the catalogs and the redactor are the same. */
class HitList {
  private last:
    | {
        readonly catalogs: readonly CachedCatalog[];
        readonly size: number;
        readonly ceiling: Ceiling | undefined;
        readonly hits: readonly Hit[];
      }
    | undefined;

  of(runtime: Runtime, catalogs: readonly CachedCatalog[], ceiling: Ceiling | undefined): readonly Hit[] {
    const r = runtime.redactor;
    const l = this.last;
    if (
      l &&
      l.size === r.size &&
      l.ceiling === ceiling &&
      l.catalogs.length === catalogs.length &&
      l.catalogs.every((c, i) => c === catalogs[i])
    )
      return l.hits;
    const redact = (t: string | undefined): string | undefined => (t === undefined ? undefined : r.redact(t));
    const hits: Hit[] = [];
    for (const c of catalogs) {
      for (const t of c.tools) {
        if (ceiling && !ceiling.tool(c.server, t.name)) continue;
        hits.push({
          server: c.server,
          tool: t,
          name: shownName(r, t.name),
          title: redact(t.title),
          description: redact(t.description),
        });
      }
    }
    this.last = { catalogs, size: r.size, ceiling, hits: Object.freeze(hits) };
    return this.last.hits;
  }
}

const hitLists = new WeakMap<ToolCache, HitList>();

export function searchServers(
  request: ServersRequest,
  runtime: Runtime,
  cache: ToolCache,
  ceiling: Ceiling | undefined,
): HostResult {
  const ctx = { server: runtime.serverNames[0] ?? "", spills: runtime.spills };
  const view = cachedServers(runtime, cache, ceiling);
  const lines: string[] = [];
  let matchCount = 0;
  if (!cache.enabled) {
    lines.push(phrase("serversSearchOff", {}));
  } else {
    let list = hitLists.get(cache);
    if (!list) {
      list = new HitList();
      hitLists.set(cache, list);
    }
    const found = search(list.of(runtime, view.cached, ceiling), request.query);
    matchCount = found.total;
    const legend = markLegend(found.matches.map((h) => h.tool as unknown as ToolEntry));
    lines.push(
      phrase("serversSearchHeader", {
        query: quote(request.query),
        cached: view.cached.length,
        servers: view.servers.length,
        serversWord: plural("server", view.servers.length),
        shown: found.matches.length,
        total: found.total,
        legend,
      }),
    );
    for (const h of found.matches) {
      lines.push(
        phrase("serversSearchHit", {
          tool: h.name,
          server: quote(h.server),
          marks: toolMarks(h.tool as unknown as ToolEntry, legend !== "", nameMarks(undefined, h.name)),
          summary: summary(h.description),
        }),
      );
    }
    if (found.total > found.matches.length)
      lines.push(phrase("serversSearchMore", { count: found.total - found.matches.length }));
    const now = Date.now();
    if (view.cached.length > 0) {
      lines.push(
        phrase("serversSearchAges", {
          ages: view.cached
            .map((c) =>
              phrase("serversSearchAge", {
                server: quote(c.server),
                age: ageText(now - c.listedAtMs),
                tools: c.tools.length,
                toolsWord: plural("tool", c.tools.length),
              }),
            )
            .join(", "),
        }),
      );
    }
  }
  if (view.uncached.length > 0)
    lines.push(phrase("serversSearchUncached", { servers: view.uncached.map(quote).join(", ") }));
  if (view.notCached.length > 0)
    lines.push(
      phrase("serversSearchNotCached", {
        servers: view.notCached
          .map((n) => phrase("cacheNotKept", { server: quote(n.server), reason: notKeptText(n.reason) }))
          .join(", "),
      }),
    );
  for (const n of cache.notices) lines.push(phrase("cacheFileIgnored", { file: n.file, reason: n.reason }));
  if (matchCount > 0) lines.push(phrase("serversSearchNext", {}));
  return textResult(
    lines.join("\n"),
    ctx,
    {
      operation: request.label,
      matchCount,
      cachedServers: view.cached.map((c) => c.server),
      uncachedServers: view.uncached,
      notCachedServers: Object.fromEntries(view.notCached.map((n) => [n.server, n.reason])),
    },
    { kind: "tool catalog", meta: `servers=${view.cached.length}` },
  );
}
