// Opaque references: random, never derived from what they stand for, so a model can neither guess
// one nor smuggle a URI through one.
import { randomBytes } from "node:crypto";
import { AdapterError } from "../errors/index.js";
import { LIMIT_VALUES } from "./generated.js";

export const RESOURCE_PREFIX = "mcp-resource-";
const HEX_BYTES = 16;

/** A reference not in `taken`, within the spec's retry bound. */
export function newReference(taken: (ref: string) => boolean, server: string, draw: () => string = () => randomBytes(HEX_BYTES).toString("hex")): string {
  for (let i = 0; i < LIMIT_VALUES["catalog.referenceRetries"]; i++) {
    const ref = `${RESOURCE_PREFIX}${draw()}`;
    if (!taken(ref)) return ref;
  }
  throw new AdapterError("MCPA_CATALOG_REFERENCE_ALLOCATION", { server });
}
