// The one converter from MCP content to the text the model reads, for tool results, resource reads
// and prompts alike: every content block and every resource item goes through the same budget
// (budget.ts), the same phrasing (spec/model-text.yaml) and the same rules for what server text may
// show. A content block that points at a resource (an embedded resource, a resource link) shows its
// URI the same way in tool results and prompt messages: scheme, host and path, with user info, query
// and fragment replaced by a note, redacted before and after parsing (secrets/uri.ts). The items of
// a resource read show none: the model addressed the resource by its opaque reference, and resource
// URIs stay out of listings and reads. A MIME type is server text too: it is shown, handed to the
// host on inline images and kept with a spill only as a plain, redacted type/subtype.
import type { Redactor } from "../secrets/index.js";
import { displayUri } from "../secrets/index.js";
import { decodeBase64 } from "./base64.js";
import type { HostBlock } from "./blocks.js";
import { contentTypeName } from "./blocks.js";
import { Budget } from "./budget.js";
import { LIMIT_VALUES } from "./generated.js";
import { safeMime, sniffMime } from "./mime.js";
import { metaText, phrase } from "./phrasing.js";
import { shownName } from "./server-text.js";
import type { SpillStore } from "./spills.js";
import { withoutBlobs } from "./structured-blobs.js";

export interface ConvertContext {
  readonly server: string;
  readonly operation: string;
  readonly spills: SpillStore;
  readonly redactor: Redactor;
  /** Tighter inline bounds (a facade's output policy); never looser than the spec's. */
  readonly bounds?: { readonly maxBytes?: number | undefined; readonly maxLines?: number | undefined };
  /** The tool's output schema: it marks which strings of structured content are base64. */
  readonly outputSchema?: unknown;
  /** A readable reference for a resource link (the resource catalog's), shown with the link. */
  readonly linkReference?:
    | ((uri: string, name: string | undefined, mimeType: string | undefined) => string | undefined)
    | undefined;
}

export type Raw = Readonly<Record<string, unknown>>;
export type ImageBlock = Extract<HostBlock, { type: "image" }>;

const str = (v: unknown): string => (typeof v === "string" ? v : "");
export const asRecord = (v: unknown): Raw => (typeof v === "object" && v !== null ? (v as Raw) : {});

/** The state of one result's conversion: its budget and how many images it placed inline. */
export class Conversion {
  readonly budget: Budget;
  private images = 0;

  constructor(readonly ctx: ConvertContext) {
    this.budget = new Budget(ctx);
  }

  /** A MIME type as shown in metadata: plain and redacted, or `unknown`. */
  private shownMime(v: unknown): string {
    return safeMime(v, this.ctx.redactor) ?? phrase("unknown", {});
  }

  /** A MIME type kept with binary data (spill record, output.read): plain and redacted, or octet-stream. */
  private dataMime(v: unknown): string {
    return safeMime(v, this.ctx.redactor) ?? "application/octet-stream";
  }

  /**
   * An image block the host can show, when it is a valid image within the inline image bounds
   * (measured after redaction, as the host receives it); undefined when it must be retained instead.
   */
  inlineImage(block: Raw): ImageBlock | undefined {
    if (block.type !== "image" || this.images >= LIMIT_VALUES["image.maxCount"]) return undefined;
    const mimeType = this.dataMime(block.mimeType);
    const decoded = mimeType.startsWith("image/") ? decodeBase64(str(block.data)) : undefined;
    const bytes = decoded && this.ctx.redactor.redactBytes(decoded);
    if (!decoded || !bytes || bytes.length > LIMIT_VALUES["image.maxBytes"]) return undefined;
    this.budget.add(decoded.length);
    this.images += 1;
    return { type: "image", data: bytes.toString("base64"), mimeType };
  }

  /**
   * Structured content as it may be shown: counted whole (as the server sent it, serialised), and
   * its base64 payloads retained as binary, each replaced by a placeholder (structured-blobs.ts).
   */
  structured(value: unknown): (shown: unknown) => unknown {
    this.budget.add(Buffer.byteLength(JSON.stringify(value) ?? "", "utf8"));
    return (shown) =>
      withoutBlobs(shown, this.ctx.outputSchema, (decoded, mediaType) => {
        const mime = safeMime(mediaType, this.ctx.redactor) ?? sniffMime(decoded);
        return this.budget.keepDecoded(decoded, mime, (spill) =>
          phrase("structuredBlob", { mime, bytes: spill.bytes, reference: spill.reference }),
        );
      });
  }

  /** One content block as text: text redacted, binary retained, resources and links described. */
  blockText(block: Raw): string {
    switch (block.type) {
      case "text":
        return this.budget.text(str(block.text));
      case "image":
      case "audio":
        return this.budget.retain(str(block.data), this.dataMime(block.mimeType), block.type);
      case "resource":
        return this.resourceItem(asRecord(block.resource), (meta) => phrase("embeddedResource", { meta }));
      case "resource_link":
        return this.resourceLink(block);
      default:
        return phrase("unsupportedType", {
          type: contentTypeName(typeof block.type === "string" ? this.ctx.redactor.redact(block.type) : block.type),
        });
    }
  }

  /** One resource item (embedded, or read when `showUri` is false): a header from `head` with its
   * metadata, then its body. */
  resourceItem(r: Raw, head: (meta: string) => string, showUri = true): string {
    const meta = metaText({
      uri: showUri ? displayUri(str(r.uri), this.ctx.redactor) : undefined,
      mime: this.shownMime(r.mimeType),
    });
    const body =
      typeof r.text === "string"
        ? this.budget.text(r.text)
        : typeof r.blob === "string"
          ? this.budget.retain(r.blob, this.dataMime(r.mimeType), "blob")
          : phrase("resourceUnsupported", {});
    return `${head(meta)}\n${body}`;
  }

  private resourceLink(block: Raw): string {
    const uri = str(block.uri);
    const name = str(block.name);
    const reference =
      uri === "" ? undefined : this.ctx.linkReference?.(uri, name || undefined, str(block.mimeType) || undefined);
    const meta = metaText({
      uri: displayUri(uri, this.ctx.redactor),
      mime: block.mimeType ? this.shownMime(block.mimeType) : undefined,
      reference,
    });
    return phrase("resourceLink", { name: shownName(this.ctx.redactor, name) || phrase("unnamed", {}), meta });
  }
}
