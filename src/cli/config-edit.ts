// Text edits of one mcp.json that keep everything else as it was: the other entries byte for byte,
// their order, comments, indentation, line endings and trailing-comma style. Only the added or
// removed property changes; a new entry is indented as its neighbours are.
import type { Node } from "jsonc-parser";
import { applyEdits, createScanner, modify, parseTree } from "jsonc-parser";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

interface Layout {
  readonly eol: string;
  /** One level of indentation, as the file writes it. */
  readonly unit: string;
}

/** The file's line ending and indentation unit (two spaces for a file that shows neither). */
function layoutOf(text: string): Layout {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const indents = text
    .split(/\r?\n/)
    .map((line) => /^[ \t]+(?=\S)/.exec(line)?.[0])
    .filter((w): w is string => w !== undefined);
  if (indents.some((w) => w.startsWith("\t"))) return { eol, unit: "\t" };
  const widths = indents.map((w) => w.length);
  return { eol, unit: " ".repeat(widths.length > 0 ? Math.min(...widths) : 2) };
}

const lineStart = (text: string, offset: number): number => text.lastIndexOf("\n", offset - 1) + 1;
const indentAt = (text: string, offset: number): string =>
  /^[ \t]*/.exec(text.slice(lineStart(text, offset)))?.[0] ?? "";

/** The offset of the first token after `offset` (comments and whitespace skipped), and its kind. */
function nextToken(text: string, offset: number): { kind: number; offset: number } {
  const scanner = createScanner(text, true);
  scanner.setPosition(offset);
  const kind: number = scanner.scan();
  return { kind, offset: scanner.getTokenOffset() };
}

const COMMA = 5;

/** `value` printed with the file's unit, every line after the first indented by `indent`. */
function printValue(value: Json, indent: string, layout: Layout): string {
  return JSON.stringify(value, null, layout.unit).split("\n").join(`${layout.eol}${indent}`);
}

/** Inserts `"key": value` as the last property of the object `obj`. */
function insertProperty(text: string, obj: Node, key: string, value: Json, layout: Layout): string {
  const props = obj.children ?? [];
  const close = obj.offset + obj.length - 1;
  const outer = indentAt(text, obj.offset);
  const last = props.at(-1);
  if (!last) {
    const indent = outer + layout.unit;
    const inner = text.slice(obj.offset + 1, close);
    const entry = `${layout.eol}${indent}${JSON.stringify(key)}: ${printValue(value, indent, layout)}`;
    // An empty object keeps what it held (a comment, say) after the new entry.
    const rest = inner.trim() === "" ? `${layout.eol}${outer}` : inner;
    return `${text.slice(0, obj.offset + 1)}${entry}${rest}${text.slice(close)}`;
  }
  const after = nextToken(text, last.offset + last.length);
  const trailingComma = after.kind === COMMA;
  const end = trailingComma ? after.offset + 1 : last.offset + last.length;
  const lineBreak = text.indexOf("\n", end);
  const multiLine =
    lineBreak !== -1 && lineBreak < close && text.slice(lineStart(text, last.offset), last.offset).trim() === "";
  if (!multiLine) {
    const entry = ` ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
    return trailingComma
      ? `${text.slice(0, end)}${entry},${text.slice(end)}`
      : `${text.slice(0, end)},${entry}${text.slice(end)}`;
  }
  const indent = indentAt(text, last.offset);
  const at = text[lineBreak - 1] === "\r" ? lineBreak - 1 : lineBreak;
  const entry = `${layout.eol}${indent}${JSON.stringify(key)}: ${printValue(value, indent, layout)}${trailingComma ? "," : ""}`;
  const head = trailingComma ? text.slice(0, at) : `${text.slice(0, end)},${text.slice(end, at)}`;
  return `${head}${entry}${text.slice(at)}`;
}

function rootOf(text: string): Node | undefined {
  const root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  return root?.type === "object" ? root : undefined;
}

const propertyNamed = (obj: Node, key: string): Node | undefined =>
  obj.children?.find((p) => p.children?.[0]?.value === key);

/** The text with `mcpServers.name` added; the caller has checked that the name is not there yet. */
export function addServerText(text: string, name: string, entry: Json): string {
  const layout = layoutOf(text);
  if (text.trim() === "") return `${printValue({ mcpServers: { [name]: entry } }, "", layout)}${layout.eol}`;
  const root = rootOf(text);
  if (!root) throw new Error("the file does not hold a JSON object");
  const servers = propertyNamed(root, "mcpServers")?.children?.[1];
  if (servers?.type === "object") return insertProperty(text, servers, name, entry, layout);
  if (servers) throw new Error("mcpServers is not an object");
  return insertProperty(text, root, "mcpServers", { [name]: entry }, layout);
}

/**
 * The text without `mcpServers.name`. A property on lines of its own goes with those lines (and a
 * comment at the end of its last line); when it was the last one and wrote no comma, the comma before
 * it goes too. A property that shares a line with others is left to jsonc-parser's minimal edit.
 */
export function removeServerText(text: string, name: string): string {
  const root = rootOf(text);
  const servers = root ? propertyNamed(root, "mcpServers")?.children?.[1] : undefined;
  const props = servers?.children ?? [];
  const index = props.findIndex((p) => p.children?.[0]?.value === name);
  const prop = props[index];
  if (!prop) throw new Error(`no server named ${name} in the file`);
  const start = lineStart(text, prop.offset);
  const after = nextToken(text, prop.offset + prop.length);
  const end = after.kind === COMMA ? after.offset + 1 : prop.offset + prop.length;
  const lineBreak = text.indexOf("\n", end);
  const ownLines =
    lineBreak !== -1 &&
    text.slice(start, prop.offset).trim() === "" &&
    /^[ \t]*(\/\/.*)?$/.test(text.slice(end, lineBreak).replace(/\r$/, ""));
  if (!ownLines) return applyEdits(text, modify(text, ["mcpServers", name], undefined, {}));
  let out = `${text.slice(0, start)}${text.slice(lineBreak + 1)}`;
  const objectEnd = (servers as Node).offset + (servers as Node).length - 1;
  const rest = `${text.slice((servers as Node).offset + 1, start)}${text.slice(lineBreak + 1, objectEnd)}`;
  // The last entry gone, the object is written `{}` (unless it still holds a comment).
  if (props.length === 1 && rest.trim() === "")
    return `${text.slice(0, (servers as Node).offset + 1)}${text.slice(objectEnd)}`;
  const previous = props[index - 1];
  if (after.kind !== COMMA && index === props.length - 1 && previous) {
    const comma = nextToken(text, previous.offset + previous.length);
    if (comma.kind === COMMA) out = `${out.slice(0, comma.offset)}${out.slice(comma.offset + 1)}`;
  }
  return out;
}
