// Arbitraries for valid mcp.json documents, the bounds the generated tables declare, and the
// reference model of normalisation the property tests compare loadConfig against. Every bound comes
// from generated/; nothing here repeats a limit number.
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { CONFIG_DEFAULTS, SCHEMA_RANGES } from "../../../generated/config-schema.js";
import { CREDENTIAL_MARKERS, MARKER_NORMALISE, SENSITIVE_HEADERS } from "../../../generated/credentials.js";
import type { McpReconnect, McpServer } from "../../../generated/types/config.js";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonPath = readonly (string | number)[];

/** Property budget: never more than the global FC_NUM_RUNS, only ever lower. */
export const runs = (cap: number): number => Math.min(cap, fc.readConfigureGlobal().numRuns ?? cap);

/** RFC 6901, written out here so the tests do not borrow the encoder under test. */
export const pointer = (path: JsonPath): string =>
  path.map((s) => `/${String(s).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");

/** An object whose keys are own data properties, even "__proto__". */
export function own<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  return Object.fromEntries(entries) as Record<string, T>;
}

// --- bounds from the generated tables ---

export interface RangedField {
  /** Key of SCHEMA_RANGES. */
  readonly schemaPath: string;
  /** Path inside one server, e.g. ["reconnect", "maxAttempts"]. */
  readonly serverPath: readonly string[];
  readonly min?: number;
  readonly max?: number;
}

/**
 * Maps a schema path of a ranged server field to its instance path. Throws on a shape it does not
 * know, so that a new kind of ranged field fails loudly instead of being skipped.
 */
export function serverPathOf(schemaPath: string): string[] {
  const segs = schemaPath.replace(/^#\/?/, "").split("/");
  const out: string[] = [];
  let server = -1;
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i] as string;
    if (seg === "properties") {
      out.push(segs[++i] as string);
    } else if (seg === "additionalProperties" && out.length === 1 && out[0] === "mcpServers") {
      server = out.length;
      out.push("*");
    } else {
      throw new Error(`unsupported schema path for a ranged field: ${schemaPath}`);
    }
  }
  if (server < 0 || out.length <= server + 1) throw new Error(`ranged field outside a server: ${schemaPath}`);
  return out.slice(server + 1);
}

export const RANGED_FIELDS: readonly RangedField[] = Object.entries(SCHEMA_RANGES).map(([schemaPath, r]) => ({
  schemaPath,
  serverPath: serverPathOf(schemaPath),
  ...(r.min !== undefined ? { min: r.min } : {}),
  ...(r.max !== undefined ? { max: r.max } : {}),
}));

function rangeOf(serverPath: string): { min?: number; max?: number } {
  const f = RANGED_FIELDS.find((r) => r.serverPath.join(".") === serverPath);
  if (!f) throw new Error(`no generated range for ${serverPath}`);
  return f;
}

/** Integers inside a generated range (both ends included); an open end reaches `open` past zero. */
export function inRange(serverPath: string, open = 1000): fc.Arbitrary<number> {
  const r = rangeOf(serverPath);
  const lo = r.min ?? -open;
  const hi = r.max ?? open;
  const near = { min: Math.max(lo, -open), max: Math.min(hi, open) };
  const arbs = [fc.constantFrom(lo, hi), fc.integer({ min: lo, max: hi })];
  if (near.min <= near.max) arbs.push(fc.integer(near));
  return fc.oneof(...arbs);
}

// --- credential shape (spec/credentials.yaml through generated/) ---

function normaliseName(name: string): string {
  let out = name.toUpperCase();
  for (const [from, to] of Object.entries(MARKER_NORMALISE)) out = out.split(from).join(to);
  return out;
}

export const isCredentialEnvKey = (key: string): boolean =>
  CREDENTIAL_MARKERS.some((m) => normaliseName(key).includes(m));
export const isCredentialHeaderName = (name: string): boolean =>
  SENSITIVE_HEADERS.some((h) => h.toLowerCase() === name.toLowerCase()) || isCredentialEnvKey(name);

// --- valid documents ---

export const VARIABLES = ["TOKEN", "API_KEY", "REMOTE_TOKEN", "HOME_DIR", "X1", "_under"] as const;
/** Plain names, names that collide with Object.prototype members, and names JSON pointers must escape. */
export const SERVER_NAMES = [
  "alpha",
  "beta",
  "docs server",
  "constructor",
  "__proto__",
  "a/b~c",
  "ünïcödé",
  "😀x",
] as const;
const ENV_KEYS = ["DEBUG", "LOG_LEVEL", "API_TOKEN", "GITHUB_TOKEN", "DB_PASSWORD", "PATH_EXTRA"] as const;
const HEADER_NAMES = ["X-Trace-Id", "User-Agent", "Accept-Language", "Authorization", "X-Api-Key", "Cookie"] as const;
/** https anywhere; plain http only on loopback, where credential headers are allowed. */
const URLS = [
  "https://example.com/mcp",
  "https://mcp.example.org:8443/v1?x=1",
  "http://127.0.0.1:3000/mcp",
  "http://localhost/mcp",
  "http://[::1]:9000/",
] as const;

const reference = fc
  .tuple(fc.constantFrom(...VARIABLES), fc.boolean())
  .map(([name, braced]) => (braced ? `\${${name}}` : `$env:${name}`));
/** Literal text with every `$` written as `$$`, so any mix with references parses. */
const literal = fc.string({ maxLength: 12 }).map((s) => s.replace(/\$/g, "$$$$"));

/** A template that parses; `needsReference` forces at least one (credential-shaped fields). */
export function template(needsReference: boolean): fc.Arbitrary<string> {
  const body = fc.array(fc.oneof(literal, reference), { maxLength: 4 }).map((parts) => parts.join(""));
  return needsReference
    ? fc.tuple(literal, fc.constantFrom(...VARIABLES), body).map(([l, n, b]) => `${l}\${${n}}${b}`)
    : body;
}

const nonBlank = fc.string({ minLength: 1, maxLength: 16 }).filter((s) => /\S/.test(s));

export const reconnectArb: fc.Arbitrary<McpReconnect> = fc.record(
  {
    automatic: fc.boolean(),
    maxAttempts: inRange("reconnect.maxAttempts"),
    baseDelayMs: inRange("reconnect.baseDelayMs"),
  },
  { requiredKeys: [] },
);

const common = {
  lifecycle: fc.constant("lazy" as const),
  requestTimeoutMs: inRange("requestTimeoutMs"),
  reconnect: reconnectArb,
};

function mapOf(keys: readonly string[], credential: (k: string) => boolean): fc.Arbitrary<Record<string, string>> {
  return fc
    .uniqueArray(fc.constantFrom(...keys), { maxLength: 3 })
    .chain((ks) => fc.tuple(...ks.map((k) => template(credential(k)).map((v) => [k, v] as const))))
    .map((entries) => own(entries));
}

export const stdioServerArb: fc.Arbitrary<McpServer> = fc.record(
  {
    command: nonBlank,
    args: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
    cwd: nonBlank,
    env: mapOf(ENV_KEYS, isCredentialEnvKey),
    ...common,
  },
  { requiredKeys: ["command"] },
);

export const httpServerArb: fc.Arbitrary<McpServer> = fc.record(
  { url: fc.constantFrom(...URLS), headers: mapOf(HEADER_NAMES, isCredentialHeaderName), ...common },
  { requiredKeys: ["url"] },
);

export const serverArb: fc.Arbitrary<McpServer> = fc.oneof(stdioServerArb, httpServerArb);

export interface Doc {
  $schema?: string;
  mcpServers: Record<string, McpServer>;
}

/** A valid document with 0..maxServers servers drawn from SERVER_NAMES. */
export function documentArb(minServers = 0, maxServers = 4): fc.Arbitrary<Doc> {
  return fc
    .record({
      schema: fc.option(fc.constant("./node_modules/travis234-mcp-adapter/schema/mcp.schema.json"), { nil: undefined }),
      servers: fc.uniqueArray(fc.tuple(fc.constantFrom(...SERVER_NAMES), serverArb), {
        minLength: minServers,
        maxLength: maxServers,
        selector: (e) => e[0],
      }),
    })
    .map(({ schema, servers }) => ({ ...(schema !== undefined ? { $schema: schema } : {}), mcpServers: own(servers) }));
}

// --- the reference model of normalisation ---

export interface Origin {
  readonly sourceId: string;
  readonly file: string;
  readonly scope: "global" | "project";
}

/** What loadConfig must produce for one winning raw definition: defaults filled, nothing else. */
export function expectedServer(name: string, raw: McpServer, origin: Origin): Record<string, unknown> {
  const d = CONFIG_DEFAULTS.reconnect;
  const common = {
    name,
    origin: { ...origin },
    reconnect: {
      automatic: raw.reconnect?.automatic ?? d.automatic,
      maxAttempts: raw.reconnect?.maxAttempts ?? d.maxAttempts,
      baseDelayMs: raw.reconnect?.baseDelayMs ?? d.baseDelayMs,
    },
    ...(raw.requestTimeoutMs !== undefined && raw.requestTimeoutMs > 0
      ? { requestTimeoutMs: raw.requestTimeoutMs }
      : {}),
  };
  if (raw.command !== undefined) {
    return {
      ...common,
      transport: "stdio",
      command: raw.command,
      args: [...(raw.args ?? CONFIG_DEFAULTS.server.args)],
      ...(raw.cwd !== undefined ? { cwd: raw.cwd } : {}),
      env: { ...(raw.env ?? CONFIG_DEFAULTS.server.env) },
    };
  }
  return {
    ...common,
    transport: "http",
    url: raw.url,
    headers: { ...(raw.headers ?? CONFIG_DEFAULTS.server.headers) },
  };
}

// --- temp directories ---

const live = new Set<string>();

export function tempRoot(prefix: string): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), `${prefix}-`)));
  live.add(dir);
  return dir;
}

export function removeTempRoot(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  live.delete(dir);
}

/** Temp roots created and not yet removed: must be empty after every test file. */
export const liveTempRoots = (): string[] => [...live];
