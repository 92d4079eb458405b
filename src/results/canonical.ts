// Canonical JSON: keys sorted by code point at every depth, so that describe output and synthesised
// structured content are stable across runs and servers.
import { compareCodePoints } from "./order.js";

function canonicalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalize);
  if (typeof value !== "object" || value === null) return value;
  // Object.fromEntries defines own properties: a "__proto__" key stays a key, never a prototype.
  return Object.fromEntries(
    Object.keys(value)
      .sort(compareCodePoints)
      .map((key) => [key, canonicalize((value as Record<string, unknown>)[key])]),
  );
}

export function canonicalJson(value: unknown, indent?: number): string {
  return JSON.stringify(canonicalize(value), null, indent);
}
