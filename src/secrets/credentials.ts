// Which configured names are credential-shaped (spec/credentials.yaml), and the header rules.
import {
  CREDENTIAL_MARKERS,
  LOOPBACK_HOSTS,
  MARKER_NORMALISE,
  RESERVED_HEADERS,
  SENSITIVE_HEADERS,
} from "./generated.js";

export function normaliseName(name: string): string {
  let out = name.toUpperCase();
  for (const [from, to] of Object.entries(MARKER_NORMALISE)) out = out.split(from).join(to);
  return out;
}

/** A variable name made from a key, a header or a server name: GITHUB_TOKEN from github-token. */
export function variableName(text: string): string {
  return normaliseName(text)
    .replace(/[^A-Z0-9_]/g, "_")
    .replace(/^(\d)/, "_$1");
}

const SENSITIVE = new Set(SENSITIVE_HEADERS.map((h) => h.toLowerCase()));
const RESERVED = new Set(RESERVED_HEADERS.filter((h) => !h.endsWith("*")).map((h) => h.toLowerCase()));
const RESERVED_PREFIXES = RESERVED_HEADERS.filter((h) => h.endsWith("*")).map((h) => h.slice(0, -1).toLowerCase());
const LOOPBACK = new Set<string>(LOOPBACK_HOSTS);

/** True when an env key or header name contains a credential marker. */
export function hasCredentialMarker(name: string): boolean {
  const n = normaliseName(name);
  return CREDENTIAL_MARKERS.some((m) => n.includes(m));
}

export function isCredentialHeader(name: string): boolean {
  return SENSITIVE.has(name.toLowerCase()) || hasCredentialMarker(name);
}

export function isReservedHeader(name: string): boolean {
  const n = name.toLowerCase();
  return RESERVED.has(n) || RESERVED_PREFIXES.some((p) => n.startsWith(p));
}

/** `host` as URL.hostname gives it (IPv6 in brackets). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.has(host.toLowerCase());
}
