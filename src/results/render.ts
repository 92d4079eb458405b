// MCP results -> host results: tool results (tools/call), resource reads (resources/read) and
// prompts (prompts/get), each converted by the one content converter (content.ts) and finished the
// one way: its texts labelled once as untrusted data (one label pair) with the result's
// nonce (results.labelMaxChars) and guarded (the inline guard); inline images (tool results) keep the
// server's order among the texts while the whole is within the inline bounds, and follow the
// preview of a text that was spilled. A result that fails leaves none of its spills behind.
import { AdapterError, escapeControlText } from "../errors/index.js";
import type { HostBlock, HostResult } from "./blocks.js";
import { hostDetails, text } from "./blocks.js";
import type { ConvertContext, ImageBlock, Raw } from "./content.js";
import { asRecord, Conversion } from "./content.js";
import { LABEL_KINDS, LIMIT_VALUES, TOOL_ERROR_META } from "./generated.js";
import { guardText } from "./inline.js";
import type { Labeller } from "./labels.js";
import { labeller } from "./labels.js";
import { phrase } from "./phrasing.js";
import { quotedName } from "./server-text.js";
import { structuredAddition } from "./structured.js";

type Piece = string | ImageBlock;

interface Finish {
  readonly kind: string;
  readonly meta: string;
  readonly isError: boolean;
  readonly details: Readonly<Record<string, unknown>>;
}

/** Runs one conversion; any failure (the budget, the spill quota) undoes the spills it made. */
function convert(ctx: ConvertContext, pieces: (c: Conversion) => { pieces: Piece[]; finish: Finish }): HostResult {
  const c = new Conversion(ctx);
  try {
    const { pieces: all, finish } = pieces(c);
    return assemble(c, all, finish);
  } catch (err) {
    c.budget.undo();
    throw err;
  }
}

/**
 * Texts and images in the server's order, when an image stands between two texts: the texts
 * between images are text blocks of their own, inside the result's one label pair (its opening
 * line starts the first text block, its closing line ends the last), so the label costs what it
 * always costs and the whole is exactly what the guard measured. Undefined when no image stands
 * between two texts (the one text block and the images around it are already in order).
 */
function interleaved(pieces: readonly Piece[], labels: Labeller, f: Finish): HostBlock[] | undefined {
  const runs: (string[] | ImageBlock)[] = [];
  for (const p of pieces) {
    const last = runs[runs.length - 1];
    if (typeof p !== "string") runs.push(p);
    else if (Array.isArray(last)) last.push(p);
    else runs.push([p]);
  }
  const textRuns = runs.filter((r): r is string[] => Array.isArray(r));
  if (textRuns.length < 2) return undefined;
  const first = textRuns[0];
  const last = textRuns[textRuns.length - 1];
  // One nonce for the pair, drawn against every text of the result together.
  const wrapped = labels.wrap(f.kind, f.meta, textRuns.map((r) => r.join("\n")).join("\n"));
  const openLine = wrapped.slice(0, wrapped.indexOf("\n"));
  const closeLine = wrapped.slice(wrapped.lastIndexOf("\n") + 1);
  return runs.map((r) => {
    if (!Array.isArray(r)) return r;
    const open = r === first ? `${openLine}\n` : "";
    const close = r === last ? `\n${closeLine}` : "";
    return text(`${open}${r.join("\n")}${close}`);
  });
}

function assemble(c: Conversion, pieces: readonly Piece[], f: Finish): HostResult {
  // Server text was redacted where it was read: the adapter's own words around it never are.
  const body = pieces.filter((p): p is string => typeof p === "string").join("\n");
  const labels = labeller();
  const g = guardText(body, c.ctx, labels, f.meta, f.kind);
  // Within the bounds, texts and images keep the server's order; a spilled text is one preview.
  const ordered = g.truncation.truncated ? undefined : interleaved(pieces, labels, f);
  const blocks: HostBlock[] = ordered ?? [];
  let placed = ordered !== undefined;
  for (const p of ordered === undefined ? pieces : []) {
    if (typeof p !== "string") blocks.push(p);
    else if (!placed) {
      blocks.push(text(g.text));
      placed = true;
    }
  }
  return {
    content: blocks,
    isError: f.isError,
    details: hostDetails({
      ...f.details,
      operation: c.ctx.operation,
      server: c.ctx.server,
      isError: f.isError,
      rawBytes: c.budget.total,
      ...(g.spill ? { truncatedBy: g.truncation.truncatedBy, output: g.spill } : {}),
      ...(c.budget.spilled.length > 0 ? { retained: [...c.budget.spilled] } : {}),
    }),
  };
}

/** One tools/call result. Never throws for server content; the raw budget and spill quota errors propagate. */
export function convertToolResult(
  result: { content?: unknown; structuredContent?: unknown; isError?: unknown },
  ctx: ConvertContext,
): HostResult {
  return convert(ctx, (c) => {
    const content = (Array.isArray(result.content) ? result.content : []).map(asRecord);
    const pieces: Piece[] = content.map((b) => c.inlineImage(b) ?? c.blockText(b));
    const structured = result.structuredContent;
    const hasStructured = structured !== undefined && structured !== null;
    // Shown only for what the content blocks do not already say (structured.ts); what
    // is shown is redacted before it is serialised, since JSON escapes what a secret may hold.
    // Base64 payloads in it are binary, retained and replaced by a placeholder before redaction.
    const blobs = hasStructured ? c.structured(structured) : undefined;
    const addition = blobs
      ? structuredAddition(content, structured, (v) => ctx.redactor.redactValue(blobs(v)))
      : undefined;
    // JSON escapes C0 controls but not DEL or C1: those are escaped like any server text.
    if (addition?.text !== undefined) pieces.push(escapeControlText(addition.text));
    if (pieces.length === 0) pieces.push(phrase("toolEmpty", {}));
    const isError = result.isError === true;
    const details = {
      hasStructuredContent: hasStructured,
      ...(addition ? { structuredContentShown: addition.text !== undefined } : {}),
    };
    return { pieces, finish: { kind: LABEL_KINDS.toolResult, meta: isError ? TOOL_ERROR_META : "", isError, details } };
  });
}

/** resources/read contents for one opaque reference, each item headed by its metadata. */
export function renderResourceRead(contents: unknown, reference: string, ctx: ConvertContext): HostResult {
  return convert(ctx, (c) => {
    const list = (Array.isArray(contents) ? contents : []).map(asRecord);
    const pieces = list.map((r, i) =>
      c.resourceItem(
        r,
        (meta) => (list.length > 1 ? phrase("readItemNumbered", { index: i + 1, meta }) : phrase("readItem", { meta })),
        false,
      ),
    );
    if (pieces.length === 0) pieces.push(phrase("resourceEmpty", { reference }));
    return {
      pieces,
      finish: {
        kind: LABEL_KINDS.resource,
        meta: "",
        isError: false,
        details: { resource: reference, itemCount: list.length },
      },
    };
  });
}

/** A role as shown: a short lower-case word, or `unknown`. */
const roleText = (role: unknown): string =>
  (typeof role === "string" ? role : "").replace(/[^a-z_-]/gi, "").slice(0, LIMIT_VALUES["results.tokenMaxChars"]) ||
  phrase("unknown", {});

/** prompts/get messages, in order, each headed by its role. */
export function renderPrompt(result: unknown, prompt: string, ctx: ConvertContext): HostResult {
  const messages = asRecord(result).messages;
  const list: Raw[] = (Array.isArray(messages) ? messages : []).map(asRecord);
  const max = LIMIT_VALUES["prompt.maxMessages"];
  if (list.length > max) throw new AdapterError("MCPA_RESULT_TOO_MANY_MESSAGES", { server: ctx.server, max });
  return convert(ctx, (c) => {
    const pieces = list.map(
      (m, i) =>
        `${phrase("promptMessage", { index: i + 1, role: roleText(m.role) })}\n${c.blockText(asRecord(m.content))}`,
    );
    if (pieces.length === 0) pieces.push(phrase("promptEmpty", { prompt: quotedName(ctx.redactor, prompt) }));
    return {
      pieces,
      finish: { kind: LABEL_KINDS.prompt, meta: "", isError: false, details: { prompt, messageCount: list.length } },
    };
  });
}
