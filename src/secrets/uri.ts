// How a URI may be shown to a person or the model: scheme, host and path only. User info, query and
// fragment can carry credentials, so they are replaced by a marker instead of being printed.
import type { Redactor } from "./redact.js";

/**
 * Parsing normalises a URI (hosts lower-cased, paths percent-encoded), after which a secret in it
 * no longer matches: with a `redactor`, the URI is redacted before it is parsed, and the shown
 * form once more after.
 */
export function displayUri(uri: string, redactor?: Redactor): string {
  let url: URL;
  try {
    url = new URL(redactor ? redactor.redact(uri) : uri);
  } catch {
    return "(unparseable URI)";
  }
  const hidden: string[] = [];
  if (url.username !== "" || url.password !== "") hidden.push("user info");
  if (url.search !== "") hidden.push("query");
  if (url.hash !== "") hidden.push("fragment");
  const base = url.href.startsWith(`${url.protocol}//`)
    ? `${url.protocol}//${url.host}${url.pathname}`
    : `${url.protocol}${url.pathname}`;
  const shown = hidden.length > 0 ? `${base} (${hidden.join(", ")} hidden)` : base;
  return redactor ? redactor.redact(shown) : shown;
}
