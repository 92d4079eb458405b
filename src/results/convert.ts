// MCP tool results -> host blocks (DESIGN §4.10): text kept, images inline within bounds, audio,
// blobs and oversized images spilled, URIs shown without user info or query, structured content
// shown only for what the content blocks do not say (each datum once), text-like blobs as text,
// everything redacted and labelled as untrusted with a per-result nonce, and the whole text guarded
// (DESIGN §4.8).
import type { Redactor } from "../secrets/index.js";
import { displayUri } from "../secrets/index.js";
import { decodeBase64 } from "./base64.js";
import { contentTypeName, hostDetails } from "./blocks.js";
import type { HostBlock, HostResult } from "./blocks.js";
import { text } from "./blocks.js";
import { LIMIT_VALUES } from "./generated.js";
import { guardText } from "./inline.js";
import { labeller } from "./labels.js";
import { blobText, safeMime } from "./mime.js";
import { shownName } from "./server-text.js";
import type { SpillStore } from "./spills.js";
import { structuredAddition } from "./structured.js";

export interface ConvertContext {
  readonly server: string;
  readonly operation: string;
  readonly spills: SpillStore;
  readonly redactor: Redactor;
  /** Tighter inline bounds (a facade's output policy); never looser than the spec's. */
  readonly bounds?: { readonly maxBytes?: number | undefined; readonly maxLines?: number | undefined };
  /** A readable reference for a resource link (the resource catalog's), shown with the link. */
  readonly linkReference?: ((uri: string, name: string | undefined, mimeType: string | undefined) => string | undefined) | undefined;
}

type Block = { type: string; [k: string]: unknown };

function str(v: unknown): string {
  return typeof v === "string" ? v : "";
}

interface Pending {
  readonly blocks: (HostBlock | { type: "pending-text"; text: string })[];
  readonly spilled: string[];
  images: number;
}

function retainBinary(ctx: ConvertContext, p: Pending, data: string, mimeType: string, what: string): string {
  const decoded = decodeBase64(data);
  if (!decoded) return `[${what} ${mimeType}: invalid base64 data, not retained]`;
  const bytes = ctx.redactor.redactBytes(decoded);
  const spill = ctx.spills.put(ctx.server, bytes, "binary", mimeType);
  p.spilled.push(spill.reference);
  return `[${what} ${mimeType}, ${bytes.length} bytes, retained as ${spill.reference}]`;
}

function convertBlock(block: Block, ctx: ConvertContext, p: Pending): void {
  const push = (t: string): void => {
    p.blocks.push({ type: "pending-text", text: t });
  };
  // A MIME type is server text too: it reaches the host on inline images and the spill record
  // (shown again by output.read), outside the redacted text body.
  const mime = (v: unknown): string => safeMime(v, ctx.redactor) ?? "application/octet-stream";
  switch (block.type) {
    case "text":
      push(ctx.redactor.redact(str(block.text)));
      return;
    case "image": {
      const mimeType = mime(block.mimeType);
      const decoded = decodeBase64(str(block.data));
      // Redacted first, so that the bound applies to what the host receives.
      const bytes = decoded && ctx.redactor.redactBytes(decoded);
      if (bytes && mimeType.startsWith("image/") && bytes.length <= LIMIT_VALUES["image.maxBytes"] && p.images < LIMIT_VALUES["image.maxCount"]) {
        p.images += 1;
        p.blocks.push({ type: "image", data: bytes.toString("base64"), mimeType });
      } else push(retainBinary(ctx, p, str(block.data), mimeType, "image"));
      return;
    }
    case "audio":
      push(retainBinary(ctx, p, str(block.data), mime(block.mimeType), "audio"));
      return;
    case "resource": {
      const r = (typeof block.resource === "object" && block.resource !== null ? block.resource : {}) as Record<string, unknown>;
      const meta = `uri=${displayUri(str(r.uri), ctx.redactor)} mime=${safeMime(r.mimeType, ctx.redactor) ?? "unknown"}`;
      if (typeof r.text === "string") push(`[embedded resource ${meta}]\n${ctx.redactor.redact(r.text)}`);
      else if (typeof r.blob === "string") {
        // A text-like blob that is valid UTF-8 is text (DESIGN §4.21), readable inline or through output.read.
        const decoded = decodeBase64(r.blob);
        const asText = decoded ? blobText(decoded, mime(r.mimeType)) : undefined;
        if (asText !== undefined) push(`[embedded resource ${meta}]\n${ctx.redactor.redact(asText)}`);
        else push(`[embedded resource ${meta}] ${retainBinary(ctx, p, r.blob, mime(r.mimeType), "blob")}`);
      }
      else push(`[embedded resource ${meta}: unsupported content]`);
      return;
    }
    case "resource_link": {
      const ref = str(block.uri) === "" ? undefined : ctx.linkReference?.(str(block.uri), str(block.name) || undefined, str(block.mimeType) || undefined);
      push(`[resource link ${shownName(ctx.redactor, str(block.name)) || "(unnamed)"} uri=${displayUri(str(block.uri), ctx.redactor)}${block.mimeType ? ` mime=${safeMime(block.mimeType, ctx.redactor) ?? "unknown"}` : ""}${ref ? ` reference=${ref}` : ""}]`);
      return;
    }
    default:
      push(`[unsupported content type ${contentTypeName(typeof block.type === "string" ? ctx.redactor.redact(block.type) : block.type)}]`);
  }
}

/** Converts one tools/call result. Never throws for server content; spill quota errors propagate. */
export function convertToolResult(result: { content?: unknown; structuredContent?: unknown; isError?: unknown }, ctx: ConvertContext): HostResult {
  const p: Pending = { blocks: [], spilled: [], images: 0 };
  const content = Array.isArray(result.content) ? (result.content as Block[]) : [];
  for (const block of content) convertBlock(typeof block === "object" && block !== null ? block : { type: "unknown" }, ctx, p);
  const structured = result.structuredContent;
  const hasStructured = structured !== undefined && structured !== null;
  // Shown only for what the content blocks do not already say (DESIGN §4.21, results/structured.ts);
  // what is shown is redacted before it is serialised, since JSON escapes what a secret may hold.
  const addition = hasStructured ? structuredAddition(content.filter((b) => typeof b === "object" && b !== null), structured, (v) => ctx.redactor.redactValue(v)) : undefined;
  if (addition?.text !== undefined) p.blocks.push({ type: "pending-text", text: addition.text });
  if (p.blocks.length === 0) p.blocks.push({ type: "pending-text", text: "(the tool returned no content)" });

  const labels = labeller();
  // Server text was redacted where it was read: the adapter's own words around it never are.
  const texts = p.blocks.filter((b): b is { type: "pending-text"; text: string } => b.type === "pending-text").map((b) => b.text);
  const isError = result.isError === true;
  const body = texts.join("\n");
  const guarded = guardText(body, ctx, labels, isError ? "error" : "", "result");
  const blocks: HostBlock[] = [];
  let placed = false;
  for (const b of p.blocks) {
    if (b.type === "pending-text") {
      if (!placed) blocks.push(text(guarded.text));
      placed = true;
    } else blocks.push(b);
  }
  return {
    content: blocks,
    isError,
    details: hostDetails({
        operation: ctx.operation,
        server: ctx.server,
        isError,
        hasStructuredContent: hasStructured,
        ...(addition ? { structuredContentShown: addition.text !== undefined } : {}),
        ...(guarded.spill ? { truncatedBy: guarded.truncation.truncatedBy, output: guarded.spill } : {}),
        ...(p.spilled.length > 0 ? { retained: p.spilled } : {}),
    }),
  };
}
