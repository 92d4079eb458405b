// Opaque references: random, never derived from what they stand for, so a model can neither guess
// one nor smuggle a URI through one.
import { randomBytes } from "node:crypto";
import { AdapterError } from "../errors/index.js";
import { LIMIT_VALUES, REFERENCE_HEX_CHARS, REFERENCE_PREFIXES } from "./generated.js";

const RESOURCE_PREFIX = REFERENCE_PREFIXES.resource;
const HEX_BYTES = REFERENCE_HEX_CHARS / 2;
/** Whether `value` has the form of a resource reference (a URI never does: it has a scheme). */
export const isReference = (value: string): boolean => value.startsWith(RESOURCE_PREFIX);

/** A resource reference anywhere in a text. */
export const RESOURCE_REFERENCE_PATTERN = new RegExp(`${RESOURCE_PREFIX}[0-9a-f]{${REFERENCE_HEX_CHARS}}`);

/** A reference not in `taken`, within the spec's retry bound. */
export function newReference(
  taken: (ref: string) => boolean,
  server: string,
  draw: () => string = () => randomBytes(HEX_BYTES).toString("hex"),
): string {
  for (let i = 0; i < LIMIT_VALUES["catalog.referenceRetries"]; i++) {
    const ref = `${RESOURCE_PREFIX}${draw()}`;
    if (!taken(ref)) return ref;
  }
  throw new AdapterError("MCPA_CATALOG_REFERENCE_ALLOCATION", { server });
}

/** References that were retired, so that using one is reported as stale, not unknown; the oldest
 * beyond catalog.retiredReferences are forgotten. */
export class RetiredReferences {
  private readonly refs = new Set<string>();

  add(refs: Iterable<string>): void {
    for (const ref of refs) this.refs.add(ref);
    while (this.refs.size > LIMIT_VALUES["catalog.retiredReferences"])
      this.refs.delete(this.refs.values().next().value as string);
  }

  has(ref: string): boolean {
    return this.refs.has(ref);
  }
}
