// Changed tools (docs/architecture.md, "Changed tools"): a hash of each tool's definition as the
// server sent it (description, title, input and output schema, annotations) is kept per server
// definition (definitionKey) in the cache directory, beside the catalogs. The first definition
// seen of a tool is accepted as it is; a later listing whose definition differs leaves the tool
// changed, since the time it was first seen so, until the person accepts the new definition (or
// the server goes back to the accepted one). The file holds hashes and shown names only, never
// text. A server whose definitions cannot be kept (an untrusted project, no cache directory) is
// compared within the session only.
import { createHash } from "node:crypto";
import type { LoadedConfig, ServerConfig } from "../config/index.js";
import { canonicalJson } from "../results/index.js";
import { LIMIT_VALUES } from "./generated.js";
import type { PrivateCacheDir } from "./tool-cache-dir.js";
import { definitionKey, keyOrigin } from "./tool-cache-key.js";

const DEFINITION_PARTS = ["description", "title", "inputSchema", "outputSchema", "annotations"] as const;
export type DefinitionPart = (typeof DEFINITION_PARTS)[number];

/** One tool's definition as hashes: `all` decides whether it changed, `parts` only say where. */
export interface Fingerprint {
  readonly all: string;
  readonly parts: string;
}

/** A tool whose definition differs from the accepted one. */
export interface ToolChange {
  readonly sinceMs: number;
  /** The parts that differ; empty when the hashes cannot tell which. */
  readonly parts: readonly DefinitionPart[];
}

const hash = (value: unknown): string =>
  createHash("sha256")
    .update(canonicalJson(value ?? null))
    .digest("hex");
const PART_HEX = 4;
/** Hex digits of the whole definition's hash that a pins file keeps (128 bits). */
const ALL_HEX = 32;

/** The fingerprint of a definition: strong over the whole, four hex digits per part to name what changed. */
export function fingerprint(definition: Readonly<Record<DefinitionPart, unknown>>): Fingerprint {
  const parts = DEFINITION_PARTS.map((p) => hash(definition[p]).slice(0, PART_HEX)).join("");
  return { all: hash(DEFINITION_PARTS.map((p) => definition[p] ?? null)).slice(0, ALL_HEX), parts };
}

interface Accepted {
  readonly name: string;
  readonly accepted: Fingerprint;
  /** When the tool was last listed, to drop the oldest unlisted records first. */
  readonly listedMs: number;
  readonly seen?: undefined;
  readonly sinceMs?: undefined;
}
/** A tool whose latest definition seen is not the accepted one, since `sinceMs`. */
interface Changed extends Omit<Accepted, "seen" | "sinceMs"> {
  readonly seen: Fingerprint;
  readonly sinceMs: number;
}
type PinRecord = Accepted | Changed;

type Pins = Map<string, PinRecord>;

const FORMAT = 1;
const PINS = /^[0-9a-f]+\.pins\.json$/;
const ALL = new RegExp(`^[0-9a-f]{${ALL_HEX}}$`);
const PARTS = new RegExp(`^[0-9a-f]{${DEFINITION_PARTS.length * PART_HEX}}$`);
const isPrint = (f: unknown): f is Fingerprint => {
  if (typeof f !== "object" || f === null) return false;
  const o = f as Record<string, unknown>;
  return typeof o.all === "string" && ALL.test(o.all) && typeof o.parts === "string" && PARTS.test(o.parts);
};

/** A parsed pins file of `key`, or undefined when any part of it is not what we write. */
export function asPins(value: unknown, key: string): Pins | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (v.format !== FORMAT || v.key !== key || !Array.isArray(v.tools)) return undefined;
  const pins: Pins = new Map();
  for (const t of v.tools as unknown[]) {
    if (typeof t !== "object" || t === null) return undefined;
    const r = t as Record<string, unknown>;
    if (typeof r.name !== "string" || pins.has(r.name) || !isPrint(r.accepted)) return undefined;
    if (!Number.isSafeInteger(r.listedMs)) return undefined;
    const changed = r.seen !== undefined;
    if (changed && (!isPrint(r.seen) || !Number.isSafeInteger(r.sinceMs))) return undefined;
    if (!changed && r.sinceMs !== undefined) return undefined;
    pins.set(r.name, {
      name: r.name,
      accepted: r.accepted,
      listedMs: r.listedMs as number,
      ...(changed ? { seen: r.seen as Fingerprint, sinceMs: r.sinceMs as number } : {}),
    });
  }
  return pins;
}

/** The parts whose four-digit hashes differ between two fingerprints. */
export function changedParts(a: Fingerprint, b: Fingerprint): DefinitionPart[] {
  return DEFINITION_PARTS.filter(
    (_, i) => a.parts.slice(i * PART_HEX, (i + 1) * PART_HEX) !== b.parts.slice(i * PART_HEX, (i + 1) * PART_HEX),
  );
}

const changeOf = (r: PinRecord): ToolChange | undefined =>
  r.seen === undefined ? undefined : { sinceMs: r.sinceMs, parts: changedParts(r.accepted, r.seen) };

export class ToolFingerprints {
  /** Pins that cannot be kept in a file, and the last read of each file (by its stamp). */
  private readonly memory = new Map<string, Pins>();
  private readonly parsed = new Map<string, { readonly stamp: string; readonly pins: Pins }>();

  constructor(
    private readonly dir: PrivateCacheDir,
    private readonly now: () => number,
  ) {}

  private load(key: string, keep: boolean): Pins {
    if (!keep) return this.memory.get(key) ?? new Map();
    const name = `${key}.pins.json`;
    const known = this.parsed.get(key);
    const r = this.dir.read(name, LIMIT_VALUES["toolCache.maxFingerprintBytes"], known?.stamp);
    if (r === undefined || "notice" in r) return this.memory.get(key) ?? new Map();
    if (known?.stamp === r.stamp) return known.pins;
    let pins: Pins | undefined;
    try {
      pins = asPins(JSON.parse(r.text), key);
    } catch {
      // Not JSON: as a file that is not what we write.
    }
    if (pins === undefined) return this.memory.get(key) ?? new Map();
    this.parsed.set(key, { stamp: r.stamp, pins });
    return pins;
  }

  private save(config: ServerConfig, key: string, pins: Pins, keep: boolean): void {
    this.memory.set(key, pins);
    if (!keep) return;
    const max = LIMIT_VALUES["toolCache.maxFingerprintBytes"];
    const records = [...pins.values()].sort((a, b) => b.listedMs - a.listedMs);
    const { file, scope } = keyOrigin(config);
    const head = { format: FORMAT, key, server: config.name, file, scope };
    // The oldest records of tools the server no longer lists go first; each record's size is
    // counted once (with the comma before it, which the first has not), not the whole file again.
    const sizes = records.map((r) => Buffer.byteLength(JSON.stringify(r)) + 1);
    let size = Buffer.byteLength(JSON.stringify({ ...head, tools: [] })) - 1 + sizes.reduce((a, b) => a + b, 0);
    while (size > max && records.length > 0) {
      records.pop();
      size -= sizes.pop() as number;
    }
    const data = JSON.stringify({ ...head, tools: records });
    if (!this.dir.write(`${key}.pins.json`, data)) return;
    this.parsed.delete(key);
    // Oldest files first out, as the catalogs are, until the count and the total fit.
    const files = this.dir.owned(PINS);
    let total = files.reduce((sum, f) => sum + f.st.size, 0);
    let count = files.length;
    for (const f of files) {
      if (count <= LIMIT_VALUES["toolCache.maxEntries"] && total <= LIMIT_VALUES["toolCache.maxTotalBytes"]) break;
      if (f.n !== `${key}.pins.json` && this.dir.unlink(f.n)) {
        count -= 1;
        total -= f.st.size;
      }
    }
  }

  /**
   * Compares a complete listing (shown name and fingerprint of each tool) with what is kept:
   * new tools are accepted as first seen, and the changes still pending are returned by name.
   */
  observe(
    config: ServerConfig,
    tools: readonly { readonly name: string; readonly print: Fingerprint }[],
    keep: boolean,
  ): ReadonlyMap<string, ToolChange> {
    const key = definitionKey(config);
    const pins: Pins = new Map(this.load(key, keep));
    const now = this.now();
    let dirty = false;
    for (const t of tools) {
      const r = pins.get(t.name);
      let next: PinRecord;
      // The accepted definition only changes by accept(); a listing moves `seen` alone.
      if (r === undefined || r.accepted.all === t.print.all) next = { name: t.name, accepted: t.print, listedMs: now };
      else next = { name: t.name, accepted: r.accepted, seen: t.print, sinceMs: r.sinceMs ?? now, listedMs: now };
      dirty ||= r === undefined || r.seen?.all !== next.seen?.all;
      pins.set(t.name, next);
    }
    while (pins.size > LIMIT_VALUES["catalog.tools.maxEntries"]) {
      const oldest = [...pins.values()].reduce((a, b) => (b.listedMs < a.listedMs ? b : a));
      pins.delete(oldest.name);
    }
    if (dirty) this.save(config, key, pins, keep);
    else this.memory.set(key, pins);
    return this.pending(pins);
  }

  private pending(pins: Pins): ReadonlyMap<string, ToolChange> {
    const out = new Map<string, ToolChange>();
    for (const r of pins.values()) {
      const c = changeOf(r);
      if (c) out.set(r.name, c);
    }
    return out;
  }

  /** The changes still pending for this server, as last kept (another process may have accepted some). */
  changes(config: ServerConfig, keep: boolean): ReadonlyMap<string, ToolChange> {
    return this.pending(this.load(definitionKey(config), keep));
  }

  /** Accepts the latest definition of `tool` (every changed tool when undefined); returns the names accepted. */
  accept(config: ServerConfig, tool: string | undefined, keep: boolean): string[] {
    const key = definitionKey(config);
    const pins: Pins = new Map(this.load(key, keep));
    const accepted: string[] = [];
    for (const r of pins.values()) {
      if (r.seen === undefined || (tool !== undefined && r.name !== tool)) continue;
      pins.set(r.name, { name: r.name, accepted: r.seen, listedMs: r.listedMs });
      accepted.push(r.name);
    }
    if (accepted.length > 0) this.save(config, key, pins, keep);
    return accepted;
  }

  /**
   * Removes the fingerprints the loaded configuration no longer stands behind, as the catalogs'
   * reconcile does: those of a server whose definition changed (same name and file, another key)
   * and those of project files the session does not trust.
   */
  reconcile(config: LoadedConfig, keepable: (s: ServerConfig) => boolean): void {
    const current = new Map<string, string | undefined>();
    for (const s of config.servers.values())
      current.set(`${s.name}\n${keyOrigin(s).file}`, keepable(s) ? definitionKey(s) : undefined);
    for (const name of this.dir.names(PINS)) {
      const r = this.dir.read(name, LIMIT_VALUES["toolCache.maxFingerprintBytes"]);
      if (r === undefined || "notice" in r) continue;
      let v: Record<string, unknown>;
      try {
        v = JSON.parse(r.text) as Record<string, unknown>;
      } catch {
        continue;
      }
      const where = `${String(v.server)}\n${String(v.file)}`;
      const untrusted = v.scope === "project" && !config.projectTrust.trusted;
      if (untrusted || (current.has(where) && current.get(where) !== name.slice(0, -".pins.json".length)))
        this.dir.unlink(name);
    }
  }
}
