// How one tool reads in listings and in describe: compact marks for read-only, destructive and
// task-only tools (the read-only mark is a short word that the listing's header explains once);
// the whole description, title, hints and both schemas in describe; and the
// server's initialize instructions, once per connection, in its first tools listing.
import type { ToolEntry } from "../catalog/tool-entry.js";
import { HINT_KEYS } from "../catalog/tool-entry.js";
import type { DefinitionPart, ToolChange } from "../catalog/tool-fingerprints.js";
import { escapeControlText, hasInvisible, mixedScripts } from "../errors/index.js";
import type { PhraseId } from "../results/index.js";
import { canonicalJson, phrase, quotedName } from "../results/index.js";
import type { Connection } from "../runtime/connection.js";
import type { ServerRuntime } from "../runtime/server-runtime.js";
import type { Redactor } from "../secrets/index.js";
import { LIMIT_VALUES } from "./generated.js";

/** When a change was first seen, as the model and the person read it: UTC, to the minute. */
export const changeDate = (ms: number): string => `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;

const PART_WORDS: Readonly<Record<DefinitionPart, PhraseId>> = {
  description: "partDescription",
  title: "partTitle",
  inputSchema: "partInputSchema",
  outputSchema: "partOutputSchema",
  annotations: "partAnnotations",
};

/** What changed, in words: the parts, or "definition" when the hashes cannot tell. */
export const changeParts = (c: ToolChange): string =>
  (c.parts.length === 0 ? [phrase("partDefinition", {})] : c.parts.map((p) => phrase(PART_WORDS[p], {}))).join(", ");

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** An escape written by escapeControl, as a cached (already shown) name holds it. */
const SHOWN_ESCAPE = /\\(?:u\{?[0-9a-f]+|[bfnrt])|\ufffd/;

/**
 * The marks of a name that may imitate another: characters that print as nothing (or controls),
 * and scripts mixed. `raw` is the server's name when it is known; a cached name is shown only.
 */
export function nameMarks(raw: string | undefined, shown: string): string[] {
  const marks: string[] = [];
  if (raw !== undefined ? hasInvisible(raw) || CONTROL.test(raw) : SHOWN_ESCAPE.test(shown))
    marks.push(phrase("markNameHidden", {}));
  const scripts = mixedScripts(raw ?? shown);
  if (scripts) marks.push(phrase("markNameScripts", { scripts: scripts.join("+") }));
  return marks;
}

/** The marks of a prompt's, resource's or template's name before its summary; "" for most. */
export function nameMarkText(raw: string): string {
  const marks = nameMarks(raw, raw);
  return marks.length === 0 ? "" : phrase("toolMarks", { marks: marks.join(", ") });
}

/** A tool's marks besides its hints: its name's, then a change the person has not accepted. */
export function extraMarks(raw: string | undefined, shown: string, change: ToolChange | undefined): string[] {
  const marks = nameMarks(raw, shown);
  if (change) marks.push(phrase("markChanged", { date: changeDate(change.sinceMs) }));
  return marks;
}

/** Marks before a tool's summary in tools.list and tools.search; "" for most tools. `short`: the
 * header carries the legend of the short read-only mark; `extra` come first (extraMarks). */
export function toolMarks(t: ToolEntry, short: boolean, extra: readonly string[] = []): string {
  const marks: string[] = [...extra];
  if (t.hints.readOnlyHint === true) marks.push(phrase(short ? "markReadOnly" : "wordReadOnly", {}));
  else if (t.hints.destructiveHint === true) marks.push(phrase("wordDestructive", {}));
  if (t.taskSupport === "required") marks.push(phrase("wordNeedsTasks", {}));
  return marks.length === 0 ? "" : phrase("toolMarks", { marks: marks.join(", ") });
}

/** What the short read-only mark means, for the header of a listing where it saves characters
 * (two marked tools or more); "" otherwise, and the mark is the whole word. */
export function markLegend(tools: readonly ToolEntry[]): string {
  return tools.filter((t) => t.hints.readOnlyHint === true).length >= 2 ? phrase("toolsMarkLegend", {}) : "";
}

/** A schema as describe shows it: compact, and whole. `$schema` stays: the dialect decides how the
 * rest reads (2020-12 against draft-07), and a model that passes the schema on must pass it unchanged. */
function schemaText(schema: unknown): string {
  return canonicalJson(schema);
}

type Word = { [K in PhraseId]: K extends `word${string}` ? K : never }[PhraseId];

/** What each hint means when true and when false. */
const HINT_WORDS: Readonly<Record<(typeof HINT_KEYS)[number], readonly [Word, Word]>> = {
  readOnlyHint: ["wordReadOnly", "wordMayModify"],
  destructiveHint: ["wordDestructive", "wordNotDestructive"],
  idempotentHint: ["wordIdempotent", "wordNotIdempotent"],
  openWorldHint: ["wordOpenWorld", "wordClosedWorld"],
};

/**
 * The body of tools.describe, guarded by the caller like any catalog text. Server text is redacted
 * field by field, and schemas before they are serialised (JSON escapes what a secret may hold).
 */
export function describeBody(
  t: ToolEntry,
  server: string,
  quote: (s: string) => string,
  redactor: Redactor,
  change?: ToolChange,
): string {
  const lines = [phrase("describeHeader", { name: quotedName(redactor, t.name), server: quote(server) })];
  const marks = nameMarks(t.name, t.name);
  if (marks.length > 0) lines.push(phrase("describeNameWarning", { marks: marks.join(", ") }));
  if (change) lines.push(phrase("describeChanged", { parts: changeParts(change), date: changeDate(change.sinceMs) }));
  if (t.title !== undefined)
    lines.push(phrase("describeTitle", { title: escapeControlText(redactor.redact(t.title)).replace(/[\t\n]/g, " ") }));
  const hints = HINT_KEYS.filter((k) => t.hints[k] !== undefined).map((k) =>
    phrase(HINT_WORDS[k][t.hints[k] ? 0 : 1], {}),
  );
  if (hints.length > 0) lines.push(phrase("describeAnnotations", { hints: hints.join(", ") }));
  if (t.taskSupport === "required") lines.push(phrase("describeTaskRequired", {}));
  if (t.needsViewer) lines.push(phrase("toolViewerNote", {}));
  lines.push(
    phrase("describeDescription", {}),
    t.description === undefined || t.description.trim() === ""
      ? phrase("noDescription", {})
      : escapeControlText(redactor.redact(t.description)),
  );
  lines.push(phrase("describeInputSchema", {}), schemaText(redactor.redactValue(t.inputSchema ?? {})));
  if (t.outputSchema !== undefined)
    lines.push(phrase("describeOutputSchema", {}), schemaText(redactor.redactValue(t.outputSchema)));
  return lines.join("\n");
}

const shown = new WeakSet<Connection>();

/**
 * The lines that show the instructions of the server's live connection, the first time they are asked
 * for on that connection (then never again on it); none when the server gave none.
 */
export function instructionsOnce(server: ServerRuntime, redact: (s: string) => string): string[] {
  const conn = server.current;
  if (!conn || shown.has(conn)) return [];
  shown.add(conn);
  const raw = server.instructions(conn);
  if (typeof raw !== "string" || raw.trim() === "") return [];
  // Redacted before it is cut: a cut secret would no longer match.
  const chars = [...escapeControlText(redact(raw.trim()))];
  const max = LIMIT_VALUES["instructions.maxChars"];
  // Quoted line by line, so that no line of them reads as a tool of the listing.
  const quoted = chars
    .slice(0, max)
    .join("")
    .split("\n")
    .map((line) => phrase("instructionsLine", { line }));
  const lines = [phrase("instructionsHeader", {}), ...quoted];
  if (chars.length > max) lines.push(phrase("instructionsCut", { count: chars.length - max }));
  return lines;
}
