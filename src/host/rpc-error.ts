// The sidecar's error replies: a JSON-RPC error with, for a refusal of spec/sidecar-protocol.yaml, the
// catalog code in data, and the one translation of any failure into such a reply.
import { AdapterError } from "../errors/index.js";
import type { SidecarError } from "./generated.js";
import { SIDECAR_ERRORS, SIDECAR_REFUSALS } from "./generated.js";

export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The catalog code of a refusal (spec/sidecar-protocol.yaml refusals), for the shim to map. */
    readonly data?: NonNullable<SidecarError["data"]>,
  ) {
    super(message);
  }

  get object(): SidecarError {
    return { code: this.code, message: this.message, ...(this.data ? { data: this.data } : {}) };
  }
}

/**
 * The one translation of a catalog error into an error reply: a code of the spec's refusals goes out
 * under its protocol error with the code in data and the catalog's own words (message, and the hint
 * where the row says so); any other failure is an internal error, its words kept in this process.
 */
export function refusal(err: unknown): RpcError {
  if (err instanceof RpcError) return err;
  if (!AdapterError.isInstance(err) || !isRefusal(err.code))
    return new RpcError(SIDECAR_ERRORS.INTERNAL_ERROR, "internal error");
  const row = SIDECAR_REFUSALS[err.code];
  return new RpcError(row.error, `${err.code}: ${err.message}${row.hint ? ` ${err.hint}` : ""}`, { code: err.code });
}

const isRefusal = (code: string): code is keyof typeof SIDECAR_REFUSALS => Object.hasOwn(SIDECAR_REFUSALS, code);
