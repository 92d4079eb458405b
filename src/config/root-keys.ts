// Root keys of a file that is shared with peer clients (see docs/architecture.md, "Shared files"): a known
// key of a peer client is ignored with a notice, and an unknown root key rejects only the file that holds it
// (its servers stay off, so no lower definition of their names takes over) instead of every file.
import { IGNORED_ROOT_KEYS } from "./generated.js";
import type { Segment } from "./json.js";
import type { SchemaIssue } from "./validate.js";

/** The peer clients' root keys this document holds, in document order. */
export function ignoredRootKeys(document: unknown): string[] {
  if (typeof document !== "object" || document === null || Array.isArray(document)) return [];
  return Object.keys(document).filter((key) => Object.hasOwn(IGNORED_ROOT_KEYS, key));
}

/** A notice as the loader reports it: the key's position, never its value. */
export function rootNotice(key: string): SchemaIssue {
  const path: Segment[] = [key];
  return { code: "MCPA_CONFIG_FOREIGN_ROOT_KEY", path, atKey: true, data: { field: key } };
}

/** An unknown key at the root: the file is rejected, but other files still count. */
export function rejectsOnlyItsFile(issue: SchemaIssue): boolean {
  return issue.code === "MCPA_CONFIG_UNKNOWN_FIELD" && issue.path.length === 1 && issue.path[0] !== "mcpServers";
}
