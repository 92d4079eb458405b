// How one tool reads in listings and in describe: compact marks for read-only, destructive and
// task-only tools; the whole description, title, hints and both schemas in describe; and the
// server's initialize instructions, once per connection, in its first tools listing.
import type { ToolEntry } from "../catalog/tool-entry.js";
import { HINT_KEYS } from "../catalog/tool-entry.js";
import { escapeControlText } from "../errors/index.js";
import { canonicalJson, phrase, quotedName } from "../results/index.js";
import type { Connection } from "../runtime/connection.js";
import type { Redactor } from "../secrets/index.js";
import { LIMIT_VALUES } from "./generated.js";

/** Marks before a tool's summary in tools.list and tools.search; "" for most tools. */
export function toolMarks(t: ToolEntry): string {
  const marks: string[] = [];
  if (t.hints.readOnlyHint === true) marks.push("read-only");
  else if (t.hints.destructiveHint === true) marks.push("destructive");
  if (t.taskSupport === "required") marks.push("needs tasks: cannot be called");
  if (t.needsViewer) marks.push(phrase("toolMarkViewer", {}));
  return marks.length === 0 ? "" : `[${marks.join(", ")}] `;
}

const HINT_WORDS: Readonly<Record<(typeof HINT_KEYS)[number], readonly [string, string]>> = {
  readOnlyHint: ["read-only", "may modify"],
  destructiveHint: ["destructive", "not destructive"],
  idempotentHint: ["idempotent", "not idempotent"],
  openWorldHint: ["open world", "closed world"],
};

/**
 * The body of tools.describe, guarded by the caller like any catalog text. Server text is redacted
 * field by field, and schemas before they are serialised (JSON escapes what a secret may hold).
 */
export function describeBody(t: ToolEntry, server: string, quote: (s: string) => string, redactor: Redactor): string {
  const lines = [`Tool ${quotedName(redactor, t.name)} on ${quote(server)}`];
  if (t.title !== undefined) lines.push(`Title: ${escapeControlText(redactor.redact(t.title)).replace(/[\t\n]/g, " ")}`);
  const hints = HINT_KEYS.filter((k) => t.hints[k] !== undefined).map((k) => `${k}=${String(t.hints[k])} (${HINT_WORDS[k][t.hints[k] ? 0 : 1]})`);
  if (hints.length > 0) lines.push(`Annotations (server hints): ${hints.join(", ")}`);
  if (t.taskSupport === "required") lines.push("Execution: the server requires task-based execution for this tool, which this adapter does not offer; it cannot be called.");
  if (t.needsViewer) lines.push(phrase("toolViewerNote", {}));
  lines.push("Description:", t.description === undefined || t.description.trim() === "" ? "No description" : escapeControlText(redactor.redact(t.description)));
  lines.push("Input schema:", canonicalJson(redactor.redactValue(t.inputSchema ?? {}), 2));
  if (t.outputSchema !== undefined) lines.push("Output schema:", canonicalJson(redactor.redactValue(t.outputSchema), 2));
  return lines.join("\n");
}

const shown = new WeakSet<Connection>();

/**
 * The lines that show `conn`'s instructions, the first time they are asked for on that connection
 * (then never again on it); none when the server gave none.
 */
export function instructionsOnce(conn: Connection | undefined, server: string, quote: (s: string) => string, redact: (s: string) => string): string[] {
  if (!conn || shown.has(conn)) return [];
  shown.add(conn);
  const raw = conn.client.getInstructions();
  if (typeof raw !== "string" || raw.trim() === "") return [];
  // Redacted before it is cut: a cut secret would no longer match.
  const chars = [...escapeControlText(redact(raw.trim()))];
  const max = LIMIT_VALUES["instructions.maxChars"];
  // Quoted line by line, so that no line of them reads as a tool of the listing.
  const quoted = chars.slice(0, max).join("").split("\n").map((l) => `> ${l}`);
  const lines = [`Instructions from server ${quote(server)} (server text, not the user's; shown once per connection):`, ...quoted];
  if (chars.length > max) lines.push(`[${chars.length - max} more characters of instructions left out]`);
  return lines;
}
