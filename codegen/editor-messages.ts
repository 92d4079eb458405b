// Readable editor messages in the published config schema: VS Code's JSON support shows a schema
// node's `errorMessage` (and `patternErrorMessage` for a failed pattern) instead of a generic
// "Matches a schema that is not allowed". The text is the catalog message and fix of the code the
// node carries (x-error, or x-errors for anyOf/not), so an editor says what `check` says. Both
// keywords are annotations: validators only have to know them (EDITOR_KEYWORDS).
import type { ErrorEntry } from "./model.js";

type Node = { [k: string]: unknown };

export const EDITOR_KEYWORDS = ["errorMessage", "patternErrorMessage"] as const;

const COMBINATOR_KEYWORDS = ["not", "anyOf"];

/** The node at a "#/a/b" schema path of the published schema, if present. */
function nodeAt(root: Node, path: string): Node | undefined {
  let node: unknown = root;
  for (const seg of path.replace(/^#\/?/, "").split("/").filter((s) => s !== "")) {
    const key = seg.replace(/~1/g, "/").replace(/~0/g, "~");
    node = typeof node === "object" && node !== null ? (node as Node)[key] : undefined;
  }
  return typeof node === "object" && node !== null && !Array.isArray(node) ? (node as Node) : undefined;
}

/** Message and fix with `field` filled in; undefined when another placeholder would stay open. */
function render(entry: ErrorEntry, field: string): string | undefined {
  const fill = (t: string): string => t.replace(/\{\{field\}\}/g, field);
  const message = fill(entry.message);
  if (/\{\{/.test(message)) return undefined;
  const hint = fill(entry.hint);
  return /\{\{/.test(hint) ? message : `${message} Fix: ${hint}`;
}

/** Adds errorMessage to every published node that carries a catalog code (mutates `published`). */
export function addEditorMessages(published: Node, errorPaths: Readonly<Record<string, string>>, catalog: Readonly<Record<string, ErrorEntry>>): void {
  for (const [path, code] of Object.entries(errorPaths)) {
    const keyword = path.slice(path.lastIndexOf("/") + 1);
    const combinator = COMBINATOR_KEYWORDS.includes(keyword);
    const nodePath = combinator ? path.slice(0, path.lastIndexOf("/")) : path;
    const node = nodeAt(published, nodePath);
    const entry = catalog[code];
    // x-errors for other keywords (type, required) keep the editor's own wording.
    if (!node || !entry || (!combinator && nodeAt(published, path) !== node)) continue;
    const field = /\/properties\/([^/]+)$/.exec(nodePath)?.[1] ?? "server";
    const text = render(entry, field);
    if (text !== undefined && node.errorMessage === undefined) node.errorMessage = text;
  }
}

/** patternErrorMessage for the credential patterns codegen adds (credential-patterns.ts). */
export function addCredentialPatternMessage(published: Node, catalog: Readonly<Record<string, ErrorEntry>>): void {
  const server = ((published.properties as Node).mcpServers as Node).additionalProperties as Node;
  const literal = catalog.MCPA_CONFIG_CREDENTIAL_LITERAL;
  const text = literal && render(literal, "This value");
  if (!text) throw new Error("spec/errors.yaml: MCPA_CONFIG_CREDENTIAL_LITERAL must render with only {{field}} in its message");
  for (const field of ["env", "headers"]) {
    const patterns = ((server.properties as Node)[field] as Node).patternProperties as Node;
    for (const value of Object.values(patterns)) (value as Node).patternErrorMessage = text;
  }
}
