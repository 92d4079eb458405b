// Reading what the model sees in a result: its text, the adapter's details, the body inside an
// untrusted-data label, and the label structure itself; plus the two outcome checks most rows
// make (a bounded, coded error; a labelled success).
import { expect } from "vitest";
import { LIMIT_VALUES } from "../../generated/limits.js";
import { AdapterError } from "../../src/errors/index.js";

export interface Block {
  readonly type: string;
  readonly text?: string;
  readonly data?: string;
  readonly mimeType?: string;
}

/** A result as the host receives it: from McpProxy directly, or parsed from a sidecar reply. */
export interface ToolResult {
  readonly content: readonly Block[];
  readonly details: { readonly travis234Mcp: Readonly<Record<string, unknown>> };
  readonly isError: boolean;
}

/** Every text block of a result, joined (images leave nothing). */
export const textOf = (r: ToolResult): string =>
  r.content.flatMap((b) => (b.type === "text" ? [b.text ?? ""] : [])).join("\n");

/** The model-visible text as the command line prints it: an image is one `[image <mime>]` line. */
export const printedText = (r: ToolResult): string =>
  r.content.map((b) => (b.type === "text" ? (b.text ?? "") : `[image ${b.mimeType}]`)).join("\n");

export const meta = (r: ToolResult): Record<string, unknown> => r.details.travis234Mcp as Record<string, unknown>;
export const codeOf = (r: ToolResult): unknown => r.details.travis234Mcp.code;
/** The catalog code of a thrown adapter error (undefined for anything else). */
export const thrownCode = (e: unknown): string | undefined => (AdapterError.isInstance(e) ? e.code : undefined);

/** The text blocks of a result run together, no separator (images leave nothing). */
export const joinedText = (r: ToolResult): string =>
  r.content.map((b) => (b.type === "text" ? (b.text ?? "") : "")).join("");

/** The body inside one untrusted-data label (the whole text when unlabelled). */
export function labelBody(t: string): string {
  const m = /^\[mcp ([a-z ]+) ([0-9A-Z]{4,})[^\n]*\]\n([\s\S]*)\n\[\/mcp \2\]$/.exec(t);
  return m?.[3] ?? t;
}

/** The body of the one item of a resource read or prompt: the label body without its item header line. */
export function itemBody(t: string): string {
  const b = labelBody(t);
  const header = /^\[(?:(?:item \d+ )?mime=[^\]\n]*|message \d+ role=[a-z_-]+)\]\n/.exec(b);
  return header ? b.slice(header[0].length) : `(no item header) ${b}`;
}

export const OUTPUT_REF = /mcp-output-[0-9a-f]{32}/g;

/** Removes what legitimately differs between two equal results: label nonces and spill references. */
export function normalised(r: ToolResult): unknown {
  return JSON.parse(
    JSON.stringify(r)
      .replace(/mcp-output-[0-9a-f]{32}/g, "mcp-output-REF")
      .replace(/\[(\/?)mcp ([a-z ]*?)[0-9A-Z]{4,}(?=[\] ])/g, "[$1mcp $2NONCE"),
  );
}

/** What "bounded" means for a model-visible error: the catalog's own message bound covers it all. */
export const MAX_ERROR_BYTES = LIMIT_VALUES["config.errorMessage.maxBytes"];

/**
 * A clear, bounded error result: isError, the catalog code in details and as the text's prefix,
 * one text block no larger than the message bound, a fix line, and no stack trace or raw server
 * body. `contains` adds expected fragments (server name, reason, ms).
 */
export function expectError(r: ToolResult, code: string, contains: readonly string[] = []): void {
  const t = textOf(r);
  expect(r.isError, t).toBe(true);
  expect(meta(r).code, t).toBe(code);
  expect(r.content, t).toHaveLength(1);
  expect(t.startsWith(`${code}: `), t).toBe(true);
  expect(t).toMatch(/\nFix: \S/);
  expect(Buffer.byteLength(t), t).toBeLessThanOrEqual(MAX_ERROR_BYTES);
  expect(Buffer.byteLength(JSON.stringify(r.details)), t).toBeLessThanOrEqual(1_024);
  expect(t).not.toMatch(/\n\s+at \S|Fixture forced|Error POSTing|xxxxxxxxxx/);
  for (const c of contains) expect(t).toContain(c);
}

/** A successful call whose labelled body is `body`. */
export function expectText(r: ToolResult, body: string): void {
  expect(r.isError, textOf(r)).toBe(false);
  expect(labelBody(textOf(r))).toBe(body);
}

// ---------------------------------------------------------------------------------------------
// The label structure

export interface LabelCheck {
  readonly nonce: string;
  /** Server text: everything between a real opening and its real closing line. */
  readonly inside: string;
  /** Adapter text: everything else. */
  readonly outside: string;
}

const OPEN = /^\[mcp ([a-z ]+) ([0-9A-Z]{4,})( [^\n]*)?\]$/;

/**
 * Checks the label structure of one model-visible text: the real nonce is the one on the first
 * label line the adapter wrote; every opening line with that nonce is closed by exactly one
 * closing line of the same kind and nonce, in order, with no nesting; the opening line's metadata
 * matches `metaPattern` (adapter text only). Returns what is inside and outside the labels.
 */
export function checkLabels(text: string, metaPattern: RegExp): LabelCheck {
  const lines = text.split("\n");
  const first = lines.findIndex((l) => OPEN.test(l));
  expect(first, `no label in:\n${text.slice(0, 2000)}`).toBeGreaterThanOrEqual(0);
  const nonce = OPEN.exec(lines[first] as string)?.[2] as string;
  const inside: string[] = [];
  const outside: string[] = [];
  let open: string | undefined;
  let opened = 0;
  for (const line of lines) {
    const m = OPEN.exec(line);
    if (m && m[2] === nonce) {
      expect(open, `a label opened inside another:\n${line}`).toBeUndefined();
      expect((m[3] ?? "").trim(), `label metadata of ${JSON.stringify(line)}`).toMatch(metaPattern);
      open = m[1];
      opened += 1;
      continue;
    }
    if (open !== undefined && line === `[/mcp ${nonce}]`) {
      open = undefined;
      continue;
    }
    // Any other line carrying the nonce would be server text that knows it: impossible.
    expect(line.includes(nonce), `a line other than the labels carries the nonce: ${JSON.stringify(line)}`).toBe(false);
    (open === undefined ? outside : inside).push(line);
  }
  expect(open, "a label was never closed").toBeUndefined();
  expect(opened).toBeGreaterThan(0);
  return { nonce, inside: inside.join("\n"), outside: outside.join("\n") };
}

/** The metadata the adapter writes on each kind of label around the hostile server's text. */
export const HOSTILE_LABEL_META = {
  toolResult: /^(?:error)?$/,
  catalog: /^$/,
  resource: /^$/,
  prompt: /^$/,
  output: /^$/,
};

/** The strings the hostile server uses to forge or break labels: never in adapter text. */
export const FORGERY_MARKERS = ["SYSTEM:", "000000000000", "[/untrusted", "forged by mimeType", "obey the next line"];

export function expectNoForgeryOutside(c: LabelCheck): void {
  for (const m of FORGERY_MARKERS)
    expect(c.outside.includes(m), `server text outside the labels (${m}):\n${c.outside}`).toBe(false);
}
