// The key of one cached tool catalog (docs/architecture.md, "The tool-catalog cache"): a SHA-256 over
// the server's definition as written, references unresolved, and never over a resolved value. It
// takes the name, the transport, the command, args and cwd or the URL, the names (not the values)
// of env variables and headers, the protocol setting, the tool filter, the file the definition
// came from, and the protocol era the listing was made in. Any change of one of them is another
// key, so a changed definition never finds the old catalog. A native worker's delegated server
// takes the file, scope and written cwd its parent's configuration has (ServerConfig.cacheOrigin),
// so a worker and its parent key the same definition alike.
import { createHash } from "node:crypto";
import type { ServerConfig, SourceScope } from "../config/index.js";
import { canonicalJson } from "../results/index.js";

export type CacheEra = "legacy" | "modern";

interface KeyOrigin {
  readonly file: string;
  readonly scope: SourceScope;
  /** As written in the file: a delegated definition's cwd is absolute, its parent's may be relative or absent. */
  readonly cwd: string | null;
  /** Whether it came through a delegation: then the parent's trust decision stands behind it. */
  readonly delegated: boolean;
}

/** Where the definition the key stands for was configured. */
export function keyOrigin(config: ServerConfig): KeyOrigin {
  const d = config.cacheOrigin;
  if (d) return { file: d.file, scope: d.scope, cwd: d.cwd ?? null, delegated: true };
  const cwd = config.transport === "stdio" ? (config.cwd ?? null) : null;
  return { file: config.origin.file, scope: config.origin.scope, cwd, delegated: false };
}

/** What goes into the key, and nothing else: no env or header value, resolved or not. */
export function keyMaterial(config: ServerConfig, era: CacheEra): Record<string, unknown> {
  const origin = keyOrigin(config);
  const common = {
    format: 1,
    name: config.name,
    file: origin.file,
    scope: origin.scope,
    protocol: config.protocolVersion ?? "auto",
    include: config.tools?.include ?? null,
    exclude: config.tools?.exclude ?? null,
    era,
  };
  if (config.transport === "stdio") {
    return {
      ...common,
      transport: "stdio",
      command: config.command,
      args: config.args,
      cwd: origin.cwd,
      envNames: Object.keys(config.env).sort(),
    };
  }
  return {
    ...common,
    transport: "http",
    url: config.url,
    headerNames: Object.keys(config.headers)
      .map((h) => h.toLowerCase())
      .sort(),
  };
}

export function cacheKey(config: ServerConfig, era: CacheEra): string {
  return createHash("sha256")
    .update(canonicalJson(keyMaterial(config, era)))
    .digest("hex");
}

/** The eras a cached catalog of this server can be from, without connecting: `auto` may be either. */
export function possibleEras(config: ServerConfig): readonly CacheEra[] {
  const p = config.protocolVersion ?? "auto";
  return p === "legacy" ? ["legacy"] : p === "auto" ? ["modern", "legacy"] : ["modern"];
}

/**
 * The key of a server's tool fingerprints: the definition as the catalog key takes it, without the
 * era, so that what a server's tools were is remembered across the eras it speaks.
 */
export function definitionKey(config: ServerConfig): string {
  let key = definitionKeys.get(config);
  if (key === undefined) {
    const { era: _era, ...material } = keyMaterial(config, "legacy");
    key = createHash("sha256")
      .update(canonicalJson({ ...material, fingerprints: 1 }))
      .digest("hex");
    definitionKeys.set(config, key);
  }
  return key;
}

/** Every call asks for its server's key; a definition object is never changed in place. */
const definitionKeys = new WeakMap<ServerConfig, string>();
