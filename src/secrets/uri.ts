// How a URI may be shown to a person or the model: scheme, host and path only. User info, query and
// fragment can carry credentials, so they are replaced by a marker instead of being printed.
export function displayUri(uri: string): string {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return "(unparseable URI)";
  }
  const hidden: string[] = [];
  if (url.username !== "" || url.password !== "") hidden.push("user info");
  if (url.search !== "") hidden.push("query");
  if (url.hash !== "") hidden.push("fragment");
  const base = url.href.startsWith(`${url.protocol}//`) ? `${url.protocol}//${url.host}${url.pathname}` : `${url.protocol}${url.pathname}`;
  return hidden.length > 0 ? `${base} (${hidden.join(", ")} hidden)` : base;
}
