// What a 2026-07-28 server may leave out of a result, filled in before the official client reads it
// (the client refuses such a result whole, where the specification tells a client how to take it):
// an absent `resultType` means a complete result; a list or resource read without a valid `ttlMs`
// (absent, negative, not an integer) is stale at once (ttlMs 0), and without a valid `cacheScope` it
// is private, the narrower of the two.
import type { JSONRPCResponse } from "@modelcontextprotocol/client";
import { Client } from "@modelcontextprotocol/client";

type Raw = Record<string, unknown>;

/** The fields only cacheable results hold (tools/list, prompts/list, resources/list and templates, resources/read). */
const CACHEABLE_KEYS = ["tools", "prompts", "resources", "resourceTemplates", "contents"] as const;

const validTtl = (v: unknown): boolean => Number.isSafeInteger(v) && (v as number) >= 0;

/** `result` as the client can take it; the same object when nothing was missing. */
export function filledResult<T extends Readonly<Raw>>(result: T): T {
  const missing: Raw = {};
  if (result.resultType === undefined) missing.resultType = "complete";
  if (CACHEABLE_KEYS.some((k) => Array.isArray(result[k]))) {
    if (!validTtl(result.ttlMs)) missing.ttlMs = 0;
    if (result.cacheScope !== "public" && result.cacheScope !== "private") missing.cacheScope = "private";
  }
  return Object.keys(missing).length === 0 ? result : { ...result, ...missing };
}

/** The official client, taking a 2026-07-28 server's results as the specification asks (see above). */
export class ModernResultsClient extends Client {
  protected override _onresponse(response: JSONRPCResponse): void {
    const modern = this.getProtocolEra() === "modern" && "result" in response;
    super._onresponse(modern ? { ...response, result: filledResult(response.result) } : response);
  }
}
