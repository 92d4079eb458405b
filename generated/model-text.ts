// Generated from spec/model-text.yaml (sha256 5b1ad9df54e4b606) by codegen/emit-model-text.ts; do not edit.
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
  "cacheFileIgnored": "Cache file {{file}} ignored ({{reason}}): it is never trusted.",
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
  "serversSearchAge": "{{server}} {{age}} old ({{tools}} tools)",
  "serversSearchAges": "Cached catalogs: {{ages}}. A listing by name refreshes one.",
  "serversSearchHeader": "MCP tools matching {{query}} in the cached catalogs of {{cached}} of {{servers}} servers (nothing was connected): {{shown}} of {{total}} shown",
  "serversSearchHit": "- {{tool}} on {{server}}: {{marks}}{{summary}}",
  "serversSearchMore": "{{count}} more match; refine the query to see them.",
  "serversSearchNext": "A hit is the cached description: describe it with {\"server\": S, \"describe\": T} before calling; describe and call always ask the live server.",
  "serversSearchOff": "The tool-catalog cache is off (no private cache directory could be used); search each server by name.",
  "serversSearchUncached": "No cached catalog yet for {{servers}}: search each by name, {\"server\": S, \"search\": \"words\"} (this starts the server).",
  "spillNotice": "Output exceeded the inline limit ({{truncatedBy}}: {{bytes}} bytes, {{lines}} lines). The full text is retained as {{reference}}; read it with {{readRequest}}. Preview:",
  "statusCachedTools": "cachedTools={{tools}} ({{age}} old)",
  "statusNoCachedTools": "cachedTools=none",
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
  /** A cache file that is corrupt, not this user's own regular file, or over toolCache.maxEntryBytes. */
  readonly cacheFileIgnored: { readonly file: string; readonly reason: string };
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
  /** How old one server's cached catalog is, listed after the hits. */
  readonly serversSearchAge: { readonly server: string; readonly age: string; readonly tools: number };
  /** The ages of the cached catalogs a search across servers used. */
  readonly serversSearchAges: { readonly ages: string };
  /** Heads a search across servers (`{"search": ...}` without server), answered from the tool-catalog cache; the query is quoted as a JSON string. */
  readonly serversSearchHeader: { readonly query: string; readonly cached: number; readonly servers: number; readonly shown: number; readonly total: number };
  /** One hit of a search across servers; the tool name redacted and escaped, the server quoted. */
  readonly serversSearchHit: { readonly tool: string; readonly server: string; readonly marks: string; readonly summary: string };
  /** Ends a search across servers that found more than search.maxResults. */
  readonly serversSearchMore: { readonly count: number };
  /** Ends a search across servers that found something. */
  readonly serversSearchNext: Readonly<Record<string, never>>;
  /** A search across servers when the cache directory is unusable. */
  readonly serversSearchOff: Readonly<Record<string, never>>;
  /** Names the servers a search across servers could not answer for. */
  readonly serversSearchUncached: { readonly servers: string };
  /** Precedes the bounded preview of a text over the inline bound; the whole text is in a text spill. */
  readonly spillNotice: { readonly truncatedBy: string; readonly bytes: number; readonly lines: number; readonly reference: string; readonly readRequest: string };
  /** Status of a server whose tool catalog is cached. */
  readonly statusCachedTools: { readonly tools: number; readonly age: string };
  /** Status of a server with no cached tool catalog. */
  readonly statusNoCachedTools: Readonly<Record<string, never>>;
  /** A tool result with no content blocks and nothing structured to add. */
  readonly toolEmpty: Readonly<Record<string, never>>;
  /** Stands for a MIME type or a message role that is missing or not shown (not a plain token). */
  readonly unknown: Readonly<Record<string, never>>;
  /** The name shown for a resource link without one. */
  readonly unnamed: Readonly<Record<string, never>>;
  /** A content block of a type the adapter does not know (a short identifier or a placeholder). */
  readonly unsupportedType: { readonly type: string };
}
