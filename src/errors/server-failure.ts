// Which kind of failure a server's JSON-RPC error is, so the fix the model reads fits it: a
// listing has no arguments to blame, a network failure inside the server (its own fetch to an
// upstream service) is not the caller's, invalid params are, and anything else is the server's.
type ServerFailureKind = "network" | "listing" | "arguments" | "server";

/**
 * What Node, undici and the resolver say when a request a server makes cannot reach its host: the
 * words servers pass on in their error messages (`fetch failed`, `getaddrinfo ENOTFOUND api.x`).
 */
const NETWORK_WORDS =
  /\b(?:fetch failed|getaddrinfo|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|socket hang up|UND_ERR_[A-Z_]+|self[- ]signed certificate|unable to verify the first certificate)\b/i;

/** A listing operation label: tools `list`, `resources.list`, `resources/templates/list`, ... */
const LISTING = /(?:^|[./])list$/;

export function serverFailureKind(o: {
  readonly operation: string;
  readonly invalidParams: boolean;
  readonly serverMessage: string | undefined;
}): ServerFailureKind {
  if (o.serverMessage !== undefined && NETWORK_WORDS.test(o.serverMessage)) return "network";
  if (LISTING.test(o.operation)) return "listing";
  return o.invalidParams ? "arguments" : "server";
}
