// Canonical JSON: keys sorted by code point at every depth, so that describe output and synthesised
// structured content are stable across runs and servers.
import { compareCodePoints } from "./order.js";

function canonicalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalize);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(compareCodePoints)) {
    Object.defineProperty(out, key, {
      value: canonicalize((value as Record<string, unknown>)[key]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

export function canonicalJson(value: unknown, indent?: number): string {
  return JSON.stringify(canonicalize(value), null, indent);
}
