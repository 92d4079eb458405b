// JSON-RPC -32601 (method not found) from the server: for an optional listing, "there is none".
import { METHOD_NOT_FOUND, ProtocolError } from "@modelcontextprotocol/client";

export function isMethodNotFound(err: unknown): boolean {
  return ProtocolError.isInstance(err) && (err as ProtocolError).code === METHOD_NOT_FOUND;
}
