// One MCP list method (tools/list, resources/list, resources/templates/list, prompts/list) drained
// page by page on one connection. Every page must come from the connection the listing belongs to:
// if the server reconnected between two pages, the listing fails as the lost connection it is
// (never replayed, never a listing stitched together from two connections).
import { AdapterError } from "../errors/index.js";
import type { Connection } from "../runtime/connection.js";
import type { ServerRuntime } from "../runtime/server-runtime.js";
import { isMethodNotFound } from "./method-not-found.js";
import type { DrainOptions } from "./paginate.js";
import { drain } from "./paginate.js";

export interface ListMethod {
  /** The MCP method, such as "tools/list". */
  readonly method: string;
  /** The result field that holds the entries, such as "tools". */
  readonly key: string;
  /** The operation request errors name. */
  readonly operation: string;
  /** A server may not implement the method at all: -32601 on the first page is an empty list. */
  readonly optional?: boolean;
}

type Raw = Record<string, unknown>;

/** `onPage` sees each page's whole result (a 2026-07-28 server's cache hints are there). */
export function drainList(
  server: ServerRuntime,
  conn: Connection,
  list: ListMethod,
  bounds: Omit<DrainOptions, "server" | "signal">,
  signal: AbortSignal,
  onPage?: (result: Raw) => void,
): Promise<Raw[]> {
  const page = (cursor: string | undefined) =>
    server.request(
      list.operation,
      async (c, options) => {
        if (c !== conn)
          throw new AdapterError("MCPA_RUNTIME_CONNECTION_LOST", {
            server: server.config.name,
            operation: list.operation,
            reason: "reconnected",
          });
        try {
          const r = (await c.client.request(
            { method: list.method, params: cursor === undefined ? {} : { cursor } } as never,
            options as never,
          )) as Raw;
          onPage?.(r);
          const items = Array.isArray(r[list.key]) ? (r[list.key] as Raw[]) : [];
          return {
            items,
            nextCursor: r.nextCursor as string | undefined,
            chars: JSON.stringify(items).length,
          };
        } catch (err) {
          // A server without templates may not implement their method at all (mcp-server-sqlite).
          if (list.optional && cursor === undefined && isMethodNotFound(err))
            return { items: [], nextCursor: undefined };
          throw err;
        }
      },
      { signal },
    );
  return drain(page, { ...bounds, server: server.config.name, signal });
}
