// Resource contents and prompt messages -> host results. The whole result is labelled as untrusted
// data with the result's nonce, each item headed by its non-secret metadata; binary data is spilled,
// text-like blobs are text; URIs are never shown; the raw total is bounded, and a failed read leaves
// none of its spills behind.
import { AdapterError } from "../errors/index.js";
import type { Redactor } from "../secrets/index.js";
import { decodeBase64 } from "./base64.js";
import { contentTypeName, hostDetails } from "./blocks.js";
import type { HostResult } from "./blocks.js";
import { text } from "./blocks.js";
import { LIMIT_VALUES } from "./generated.js";
import { guardText } from "./inline.js";
import { labeller } from "./labels.js";
import { blobText, safeMime } from "./mime.js";
import { quotedName, shownName } from "./server-text.js";
import type { SpillStore } from "./spills.js";

export interface DataContext {
  readonly server: string;
  readonly operation: string;
  readonly spills: SpillStore;
  readonly redactor: Redactor;
}

type Raw = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/** Counts raw bytes and the spills of one response, and undoes the spills when it fails. */
class Budget {
  private bytes = 0;
  readonly spilled: string[] = [];

  constructor(private readonly ctx: DataContext) {}

  add(n: number): void {
    this.bytes += n;
    const max = LIMIT_VALUES["response.maxRawBytes"];
    if (this.bytes > max) {
      this.undo();
      throw new AdapterError("MCPA_RESULT_TOO_LARGE", { server: this.ctx.server, operation: this.ctx.operation, max });
    }
  }

  get total(): number {
    return this.bytes;
  }

  /** A server's MIME type as adapter text: redacted, a plain type/subtype or `fallback`. */
  mime(value: unknown, fallback: string): string {
    return safeMime(value, this.ctx.redactor) ?? fallback;
  }

  /** Server text, redacted before the adapter composes anything around it. */
  redact(text: string): string {
    return this.ctx.redactor.redact(text);
  }

  /** A server-chosen name: redacted, then escaped onto one line. */
  name(raw: string): string {
    return shownName(this.ctx.redactor, raw);
  }

  /** Binary data spilled and described; a text-like blob that is valid UTF-8 comes back as its text (DESIGN §4.21). */
  retain(data: string, mimeType: string, what: string): string {
    const decoded = decodeBase64(data);
    if (!decoded) return `[${what} ${mimeType}: invalid base64 data, not retained]`;
    this.add(decoded.length);
    if (what === "blob") {
      const asText = blobText(decoded, mimeType);
      if (asText !== undefined) return this.redact(asText);
    }
    const bytes = this.ctx.redactor.redactBytes(decoded);
    const spill = this.ctx.spills.put(this.ctx.server, bytes, "binary", mimeType);
    this.spilled.push(spill.reference);
    return `[${what} ${mimeType}, ${bytes.length} bytes, retained as ${spill.reference}]`;
  }

  undo(): void {
    for (const ref of this.spilled) this.ctx.spills.discard(ref);
    this.spilled.length = 0;
  }
}

function contentText(block: Raw, budget: Budget): string {
  switch (block.type) {
    case "text": {
      const t = str(block.text) ?? "";
      budget.add(Buffer.byteLength(t));
      return budget.redact(t);
    }
    case "image":
    case "audio":
      return budget.retain(str(block.data) ?? "", budget.mime(block.mimeType, "application/octet-stream"), String(block.type));
    case "resource": {
      const r = (typeof block.resource === "object" && block.resource !== null ? block.resource : {}) as Raw;
      return embedded(r, budget);
    }
    case "resource_link":
      return `[resource link ${str(block.name) === undefined ? "(unnamed)" : budget.name(str(block.name) as string)}${block.mimeType ? ` mime=${budget.mime(block.mimeType, "unknown")}` : ""}]`;
    default:
      return `[unsupported content type ${contentTypeName(typeof block.type === "string" ? budget.redact(block.type) : block.type)}]`;
  }
}

function embedded(r: Raw, budget: Budget): string {
  const mime = budget.mime(r.mimeType, "unknown");
  if (typeof r.text === "string") {
    budget.add(Buffer.byteLength(r.text));
    return `[embedded resource mime=${mime}]\n${budget.redact(r.text)}`;
  }
  if (typeof r.blob === "string") return `[embedded resource mime=${mime}] ${budget.retain(r.blob, mime, "blob")}`;
  return `[embedded resource mime=${mime}: unsupported content]`;
}

function finish(items: string[], kind: string, ctx: DataContext, budget: Budget, details: Record<string, unknown>): HostResult {
  // One label pair per result (results.labelMaxChars); the item headers inside it are the adapter's.
  // Each item's server text was redacted where it was read: the composed text never is.
  const g = guardText(items.join("\n"), ctx, labeller(), "", kind);
  return {
    content: [text(g.text)],
    isError: false,
    details: hostDetails({
        ...details,
        operation: ctx.operation,
        server: ctx.server,
        isError: false,
        rawBytes: budget.total,
        ...(g.spill ? { output: g.spill, truncatedBy: g.truncation.truncatedBy } : {}),
        ...(budget.spilled.length > 0 ? { retained: budget.spilled } : {}),
    }),
  };
}

/** resources/read contents for one opaque reference. */
export function renderResourceRead(contents: unknown, reference: string, ctx: DataContext): HostResult {
  const budget = new Budget(ctx);
  const list = Array.isArray(contents) ? (contents as Raw[]) : [];
  const items = list.map((c, i) => {
    const mime = budget.mime(c.mimeType, "unknown");
    const body = typeof c.text === "string" ? (budget.add(Buffer.byteLength(c.text)), budget.redact(c.text)) : typeof c.blob === "string" ? budget.retain(c.blob, mime, "blob") : "[unsupported resource content]";
    return `[${list.length > 1 ? `item ${i + 1} ` : ""}mime=${mime}]\n${body}`;
  });
  if (items.length === 0) items.push(`${reference} returned no content.`);
  return finish(items, "resource", ctx, budget, { resource: reference, itemCount: list.length });
}

/** prompts/get messages, in order, each labelled with its role. */
export function renderPrompt(result: unknown, prompt: string, ctx: DataContext): HostResult {
  const messages = typeof result === "object" && result !== null && Array.isArray((result as Raw).messages) ? ((result as Raw).messages as Raw[]) : [];
  const max = LIMIT_VALUES["prompt.maxMessages"];
  if (messages.length > max) throw new AdapterError("MCPA_RESULT_TOO_MANY_MESSAGES", { server: ctx.server, max });
  const budget = new Budget(ctx);
  const items = messages.map((m, i) => {
    const role = (str(m.role) ?? "unknown").replace(/[^a-z_-]/gi, "").slice(0, LIMIT_VALUES["results.tokenMaxChars"]) || "unknown";
    const content = typeof m.content === "object" && m.content !== null ? (m.content as Raw) : {};
    return `[message ${i + 1} role=${role}]\n${contentText(content, budget)}`;
  });
  if (items.length === 0) items.push(`Prompt ${quotedName(ctx.redactor, prompt)} returned no messages.`);
  return finish(items, "prompt", ctx, budget, { prompt, messageCount: messages.length });
}
