// Generated from spec/model-text.yaml (sha256 89a1388d921c2c38) by codegen/emit-model-text.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export const LABEL_KINDS = {
  "toolResult": "result",
  "resource": "resource",
  "prompt": "prompt",
  "output": "output",
  "serverError": "server error"
} as const;

export const TOOL_ERROR_META = "error";

export const PHRASES = {
  "binaryInvalid": "[{{what}} {{mime}}: invalid base64 data, not retained]",
  "binaryRetained": "[{{what}} {{mime}}, {{bytes}} bytes, retained as {{reference}}]",
  "embeddedResource": "[embedded resource {{meta}}]",
  "listingPartial": "The server has more {{kind}} than the first {{pages}} pages the adapter reads (catalog.maxPages); only those are listed here. Pass \"query\" to find one among them, or read one by the URI the server gives.",
  "metaMime": "mime={{mime}}",
  "metaReference": "reference={{reference}}",
  "metaUri": "uri={{uri}}",
  "outputBinary": "{{reference}} is binary ({{mime}}, {{bytes}} bytes) and cannot be read as text.",
  "outputContinues": "[continues: next offset {{next}} of {{total}} bytes]",
  "outputEnd": "[end of {{reference}}: {{total}} bytes]",
  "payloadNote": "(base64 data of content block {{block}}, not repeated)",
  "promptEmpty": "Prompt {{prompt}} returned no messages.",
  "promptMessage": "[message {{index}} role={{role}}]",
  "readItem": "[{{meta}}]",
  "readItemNumbered": "[item {{index}} {{meta}}]",
  "resourceEmpty": "{{reference}} returned no content.",
  "resourceLink": "[resource link {{name}} {{meta}}]",
  "resourceUnsupported": "[unsupported resource content]",
  "spillNotice": "Output exceeded the inline limit ({{truncatedBy}}: {{bytes}} bytes, {{lines}} lines). The full text is retained as {{reference}}; read it with {{readRequest}}. Preview:",
  "toolEmpty": "(the tool returned no content)",
  "unknown": "unknown",
  "unnamed": "(unnamed)",
  "unsupportedType": "[unsupported content type {{type}}]"
} as const;

export type PhraseId = keyof typeof PHRASES;

/** The fields each phrase is filled with. */
export interface PhraseData {
  /** Binary content whose base64 does not decode; nothing is spilled. */
  readonly binaryInvalid: { readonly what: string; readonly mime: string };
  /** Binary content (an image over the inline image bounds, audio, a blob that is not text) kept in a binary spill; `output.read` reports its type and size. */
  readonly binaryRetained: { readonly what: string; readonly mime: string; readonly bytes: number; readonly reference: string };
  /** Heads an embedded resource inside a tool result or a prompt message; its body follows on the next line. */
  readonly embeddedResource: { readonly meta: string };
  /** Ends a resource or prompt listing that the page bound cut short; what was gathered is shown. */
  readonly listingPartial: { readonly pages: number; readonly kind: string };
  /** A MIME type as a plain type/subtype token (or `unknown`). */
  readonly metaMime: { readonly mime: string };
  /** The mcp-resource- reference that reads a linked resource. */
  readonly metaReference: { readonly reference: string };
  /** A URI as shown: scheme, host and path only, user info, query and fragment replaced by a note, redacted before and after parsing. Shown the same way for embedded resources and resource links in tool results and prompt messages; resource read items, addressed by reference, show none. */
  readonly metaUri: { readonly uri: string };
  /** The answer of output.read for a binary spill. */
  readonly outputBinary: { readonly reference: string; readonly mime: string; readonly bytes: number };
  /** Ends an output.read window that is not the last. */
  readonly outputContinues: { readonly next: number; readonly total: number };
  /** Ends the last output.read window of a text spill. */
  readonly outputEnd: { readonly reference: string; readonly total: number };
  /** Stands for a string of structured content that repeats a content block's base64 payload. */
  readonly payloadNote: { readonly block: number };
  /** A prompt that returned no messages (the name quoted as a JSON string). */
  readonly promptEmpty: { readonly prompt: string };
  /** Heads one prompt message; its content follows on the next line. */
  readonly promptMessage: { readonly index: number; readonly role: string };
  /** Heads the one item of a resource read; its body follows on the next line. */
  readonly readItem: { readonly meta: string };
  /** Heads one item of a resource read that returned several. */
  readonly readItemNumbered: { readonly index: number; readonly meta: string };
  /** A resource read that returned no items. */
  readonly resourceEmpty: { readonly reference: string };
  /** A resource link (name escaped onto one line, or `(unnamed)`). */
  readonly resourceLink: { readonly name: string; readonly meta: string };
  /** The body of a resource item with neither text nor blob. */
  readonly resourceUnsupported: Readonly<Record<string, never>>;
  /** Precedes the bounded preview of a text over the inline bound; the whole text is in a text spill. */
  readonly spillNotice: { readonly truncatedBy: string; readonly bytes: number; readonly lines: number; readonly reference: string; readonly readRequest: string };
  /** A tool result with no content blocks and nothing structured to add. */
  readonly toolEmpty: Readonly<Record<string, never>>;
  /** Stands for a MIME type or a message role that is missing or not shown (not a plain token). */
  readonly unknown: Readonly<Record<string, never>>;
  /** The name shown for a resource link without one. */
  readonly unnamed: Readonly<Record<string, never>>;
  /** A content block of a type the adapter does not know (a short identifier or a placeholder). */
  readonly unsupportedType: { readonly type: string };
}
