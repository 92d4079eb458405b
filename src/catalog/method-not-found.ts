// JSON-RPC -32601 (method not found) from the server: for an optional listing, "there is none".
import { ProtocolError } from "@modelcontextprotocol/client";

const METHOD_NOT_FOUND = -32601;

export function isMethodNotFound(err: unknown): boolean {
  return ProtocolError.isInstance(err) && (err as ProtocolError).code === METHOD_NOT_FOUND;
}
