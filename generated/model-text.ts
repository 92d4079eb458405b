// Generated from spec/model-text.yaml (sha256 103af92f44f9b498) by codegen/emit-model-text.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export const LABEL_KINDS = {
  "toolResult": "result",
  "resource": "resource",
  "prompt": "prompt",
  "output": "output",
  "serverError": "server error",
  "toolCatalog": "tools",
  "toolDescription": "tool",
  "resourceCatalog": "resources",
  "promptCatalog": "prompts"
} as const;

export const TOOL_ERROR_META = "error";

export const PLURALS = {
  "server": {
    "one": "server",
    "many": "servers"
  },
  "file": {
    "one": "file",
    "many": "files"
  },
  "error": {
    "one": "error",
    "many": "errors"
  },
  "pronoun": {
    "one": "it",
    "many": "them"
  },
  "tool": {
    "one": "tool",
    "many": "tools"
  },
  "resource": {
    "one": "resource",
    "many": "resources"
  },
  "template": {
    "one": "template",
    "many": "templates"
  }
} as const;

export const PHRASES = {
  "binaryInvalid": "[{{what}} {{mime}}: invalid base64 data, not retained]",
  "binaryNotRetainedResult": "[{{what}} {{mime}}, {{bytes}} bytes: not retained, this result already keeps {{max}} files]",
  "binaryNotRetainedSession": "[{{what}} {{mime}}, {{bytes}} bytes: not retained, this session already keeps {{max}} files]",
  "binaryRetained": "[{{what}} {{mime}}, {{bytes}} bytes, retained as {{reference}}]",
  "binaryText": "[text of {{bytes}} bytes, mostly control or replacement characters (binary data): not shown, retained as {{reference}}]",
  "cacheFileIgnored": "Cache file {{file}} ignored ({{reason}}): it is never trusted.",
  "cacheNotKept": "{{server}} ({{reason}})",
  "cacheNotKeptOptOut": "cacheTools: false in its configuration",
  "cacheNotKeptPrivate": "its server sends cacheScope private",
  "cacheNotKeptStale": "its server sends ttlMs 0: stale at once",
  "callChangedNote": "Note: this tool's {{parts}} changed since {{date}}, and the person has not accepted the change.",
  "cancelledSessionEnding": "the session is being replaced, so the connection is being closed",
  "catalogMatching": "; {{count}} match {{query}}",
  "catalogMoreMatches": "{{count}} more match; refine the query to see them.",
  "describeAnnotations": "Server hints: {{hints}}",
  "describeChanged": "Changed: this tool's {{parts}} changed since {{date}}, and the person has not accepted the change; read it before relying on it.",
  "describeDescription": "Description:",
  "describeHeader": "Tool {{name}} on {{server}}",
  "describeInputSchema": "Input schema:",
  "describeNameWarning": "Name: {{marks}}; it may imitate another tool's name.",
  "describeOutputSchema": "Output schema:",
  "describeTaskRequired": "Execution: the server requires task-based execution for this tool, which this adapter does not offer; it cannot be called.",
  "describeTitle": "Title: {{title}}",
  "embeddedResource": "[embedded resource {{meta}}]",
  "instructionsCut": "[{{count}} more characters of instructions left out]",
  "instructionsHeader": "Server instructions (not the user's; shown once):",
  "instructionsLine": "> {{line}}",
  "listingPartial": "The server has more {{kind}} than the first {{pages}} pages the adapter reads (catalog.maxPages); only those are listed here. Pass \"query\" to find one among them, or read one by the URI the server gives.",
  "markChanged": "changed since {{date}}",
  "markNameHidden": "name has hidden characters, shown escaped",
  "markNameScripts": "name mixes scripts {{scripts}}",
  "markReadOnly": "ro",
  "metaMime": "mime={{mime}}",
  "metaReference": "reference={{reference}}",
  "metaUri": "uri={{uri}}",
  "noDescription": "No description",
  "outputBinary": "{{reference}} is binary ({{mime}}, {{bytes}} bytes) and cannot be read as text.",
  "outputContinues": "[continues: next offset {{next}} of {{total}} bytes]",
  "outputEnd": "[end of {{reference}}: {{total}} bytes]",
  "partAnnotations": "annotations",
  "partDefinition": "definition",
  "partDescription": "description",
  "partInputSchema": "input schema",
  "partOutputSchema": "output schema",
  "partTitle": "title",
  "payloadNote": "(base64 data of content block {{block}}, not repeated)",
  "progress": "progress {{count}}",
  "progressMessage": "progress {{count}} {{message}}",
  "progressOf": "{{progress}}/{{total}}",
  "promptArgument": "{{name}}({{need}})",
  "promptEmpty": "Prompt {{prompt}} returned no messages.",
  "promptEntry": "- {{name}}: {{marks}}{{summary}}; arguments={{arguments}}",
  "promptMessage": "[message {{index}} role={{role}}]",
  "promptsDuplicates": "{{count}} duplicate prompt names were listed once.",
  "promptsHeader": "MCP prompts on {{server}}: {{count}}{{matching}}.",
  "promptsMore": "{{count}} more; {{how}} to see them.",
  "promptsPassQuery": "pass \"query\"",
  "promptsRefine": "refine the query",
  "readItem": "[{{meta}}]",
  "readItemNumbered": "[item {{index}} {{meta}}]",
  "reconnected": "Reconnected to {{server}}; its catalogs will be listed again on next use.",
  "resourceEmpty": "{{reference}} returned no content.",
  "resourceEntry": "- {{reference}} {{name}}: {{marks}}{{summary}} ({{mime}}{{size}})",
  "resourceLink": "[resource link {{name}} {{meta}}]",
  "resourceSize": ", {{bytes}} bytes",
  "resourceUnsupported": "[unsupported resource content]",
  "resourcesDuplicates": "{{count}} duplicate entries (same URI) were listed once.",
  "resourcesHeader": "MCP resources on {{server}}: {{resources}} {{resourcesWord}} and {{templates}} {{templatesWord}}{{matching}}.",
  "resourcesMore": "{{count}} more resources; pass \"query\" to find one.",
  "resourcesReadHint": "Read: {\"server\":{{server}},\"operation\":\"resources.read\",\"resource\":\"<reference>\"}{{templates}}.",
  "resourcesTemplateHint": "; a template adds \"arguments\":{\"<variable>\":\"<value>\"}",
  "serversSearchAge": "{{server}} {{age}} old ({{tools}} {{toolsWord}})",
  "serversSearchAges": "Cached catalogs: {{ages}}. A listing by name refreshes one.",
  "serversSearchHeader": "MCP tools matching {{query}} in the cached catalogs of {{cached}} of {{servers}} {{serversWord}} (nothing was connected): {{shown}} of {{total}} shown{{legend}}",
  "serversSearchHit": "- {{tool}} on {{server}}: {{marks}}{{summary}}",
  "serversSearchMore": "{{count}} more match; refine the query to see them.",
  "serversSearchNext": "A hit is the cached description: describe it with {\"server\": S, \"describe\": T} before calling; describe and call always ask the live server.",
  "serversSearchNotCached": "Not cached, so search each by name, {\"server\": S, \"search\": \"words\"} (this starts the server): {{servers}}.",
  "serversSearchOff": "The tool-catalog cache is off (no private cache directory could be used); search each server by name.",
  "serversSearchUncached": "No cached catalog yet for {{servers}}: search each by name, {\"server\": S, \"search\": \"words\"} (this starts the server).",
  "spillNotice": "Output exceeded the inline limit ({{truncatedBy}}: {{bytes}} bytes, {{lines}} lines). The full text is retained as {{reference}}; read it with {{readRequest}}. Preview:",
  "startWaiting": "starting {{server}}: waiting for the server ({{seconds}} s)",
  "statusAutomaticReconnect": "automaticReconnect={{state}}",
  "statusCachedTools": "cachedTools={{tools}} ({{age}} old)",
  "statusConfigError": "- config error {{code}} at {{where}}",
  "statusConnectedAt": "connectedAt={{at}}",
  "statusFilesFailed": "Every file-configured server is disabled: {{count}} configuration {{files}} could not be used.",
  "statusFirstEntry": "To add a server, write this to {{path}}, then run /reload in Travis234: {\"mcpServers\": {\"everything\": {\"command\": \"npx\", \"args\": [\"-y\", \"@modelcontextprotocol/server-everything\"]}}}",
  "statusHeader": "MCP status: {{count}} configured {{servers}} (connects nothing).",
  "statusLastError": "lastError={{code}} at {{at}}",
  "statusMoreConfigErrors": "- {{count}} more configuration {{errors}} not listed",
  "statusMoreNotices": "- {{count}} more notices not listed",
  "statusMoreServers": "- {{count}} more {{servers}} not listed ({{usable}} usable, {{off}} off and {{disabled}} disabled in all){{example}}",
  "statusMoreServersExample": "; call {{request}} for one",
  "statusNoServers": "No MCP servers are configured.",
  "statusNotCachedTools": "cachedTools=none ({{reason}})",
  "statusNotOffered": "toolsNotOffered={{count}} (for an MCP Apps host only, or an invalid x-mcp-header declaration)",
  "statusNotStarted": "not started (starts on first use)",
  "statusNotice": "- notice {{code}} at {{where}}: {{message}}",
  "statusOff": "off",
  "statusOn": "on",
  "statusPaused": "disabled for this session (/mcp disable; calls are refused until /mcp enable)",
  "statusProjectDeclined": "the project is not trusted",
  "statusProjectIgnored": "- {{count}} project configuration {{files}} ignored: {{why}}. To use {{them}}, {{howTo}}.",
  "statusProjectUndecided": "nobody has decided to trust this project",
  "statusProtocol": "protocol={{setting}}",
  "statusProtocolNegotiated": "protocol={{setting}} ({{negotiated}})",
  "statusReconnectStopped": "stopped until reconnect",
  "statusRunCheck": "For positions and fixes, a person runs `/mcp check` in Travis234, or `travis234-mcp check` in a shell.",
  "statusServer": "- {{name}}: {{parts}}",
  "statusServerDisabled": "- {{name}}: disabled by a configuration error ({{codes}})",
  "statusServerOff": "- {{name}}: off (disabled: true in its configuration file; never started)",
  "statusShadowed": "- file configuration of {{name}} ignored: a packaged server of the same name wins",
  "statusSource": "- {{path}}: {{description}}",
  "statusSources": "The adapter reads these files, in this order (a later file replaces a server of the same name):",
  "statusStreamReopened": "sseStream=reopened {{reopens}} times",
  "statusStreamStopped": "sseStream=given up after {{reopens}} quick reopens (requests still work)",
  "statusToolsFiltered": "tools filtered by includeTools/excludeTools (count known after the first list)",
  "statusToolsHidden": "toolsHidden={{count}} (includeTools/excludeTools)",
  "statusTransport": "transport={{transport}}",
  "structuredBlob": "(base64 data: {{mime}}, {{bytes}} bytes, retained as {{reference}})",
  "templateEntry": "- {{reference}} template {{name}}: {{marks}}{{summary}} ({{mime}}; arguments: {{arguments}})",
  "toolEmpty": "(the tool returned no content)",
  "toolEntry": "- {{name}}: {{marks}}{{summary}}",
  "toolMarks": "[{{marks}}] ",
  "toolViewerNote": "Result viewer: the server also offers an MCP Apps view of this tool's result (_meta.ui.resourceUri), which this adapter does not show; the tool still answers in text and structured content, and that is what you get.",
  "toolsListed": "MCP tools on {{server}} ({{count}}{{legend}}):",
  "toolsMarkLegend": "; [ro] read-only",
  "toolsMatching": "MCP tools on {{server}} matching {{query}}: {{shown}} of {{total}} shown{{legend}}",
  "toolsMatchingAll": "MCP tools on {{server}} matching {{query}} ({{total}}{{legend}}):",
  "unknown": "unknown",
  "unknownMime": "unknown MIME type",
  "unnamed": "(unnamed)",
  "unsupportedType": "[unsupported content type {{type}}]",
  "wordClosedWorld": "closed world",
  "wordDestructive": "destructive",
  "wordIdempotent": "idempotent",
  "wordMayModify": "may modify",
  "wordNeedsTasks": "needs tasks: cannot be called",
  "wordNone": "none",
  "wordNotDestructive": "not destructive",
  "wordNotIdempotent": "not idempotent",
  "wordOpenWorld": "open world",
  "wordOptional": "optional",
  "wordReadOnly": "read-only",
  "wordRequired": "required"
} as const;

export type PhraseId = keyof typeof PHRASES;

/** The fields each phrase is filled with. */
export interface PhraseData {
  /** Binary content whose base64 does not decode; nothing is spilled. */
  readonly binaryInvalid: { readonly what: string; readonly mime: string };
  /** Binary content past spill.maxFilesPerResult of one result; nothing is spilled. */
  readonly binaryNotRetainedResult: { readonly what: string; readonly mime: string; readonly bytes: number; readonly max: number };
  /** Binary content past spill.maxFiles of the session; nothing is spilled. */
  readonly binaryNotRetainedSession: { readonly what: string; readonly mime: string; readonly bytes: number; readonly max: number };
  /** Binary content (an image over the inline image bounds, audio, a blob that is not text) kept in a binary spill; `output.read` reports its type and size. */
  readonly binaryRetained: { readonly what: string; readonly mime: string; readonly bytes: number; readonly reference: string };
  /** Stands for a server text that is binary data decoded as text (results.binaryText.minPercent); its bytes are in a binary spill. */
  readonly binaryText: { readonly bytes: number; readonly reference: string };
  /** A cache file that is corrupt, not this user's own regular file, or over toolCache.maxEntryBytes. */
  readonly cacheFileIgnored: { readonly file: string; readonly reason: string };
  /** One server that is not cached, quoted, with why. */
  readonly cacheNotKept: { readonly server: string; readonly reason: string };
  /** A server whose configuration entry opts out of the tool-catalog cache. */
  readonly cacheNotKeptOptOut: Readonly<Record<string, never>>;
  /** A 2026-07-28 server whose listing says cacheScope private, which the cache never keeps. */
  readonly cacheNotKeptPrivate: Readonly<Record<string, never>>;
  /** A 2026-07-28 server whose listing says ttlMs 0, which the cache honours by keeping nothing. */
  readonly cacheNotKeptStale: Readonly<Record<string, never>>;
  /** Ends the first result of a session from a tool marked markChanged (the adapter's words, outside the label). */
  readonly callChangedNote: { readonly parts: string; readonly date: string };
  /** The `connection` of MCPA_RUNTIME_CANCELLED when the shim's session ended during the call (a reload or a new session): the sidecar and its servers are shutting down. */
  readonly cancelledSessionEnding: Readonly<Record<string, never>>;
  /** How many entries a listing's query matched, in its header. */
  readonly catalogMatching: { readonly count: number; readonly query: string };
  /** Ends a tools.search or a resources.list with a query that matched more than it shows. */
  readonly catalogMoreMatches: { readonly count: number };
  /** What the tool's annotations say (the meaning of each hint given), joined by ", ". */
  readonly describeAnnotations: { readonly hints: string };
  /** The line of tools.describe for a tool marked markChanged. */
  readonly describeChanged: { readonly parts: string; readonly date: string };
  /** Precedes the tool's whole description. */
  readonly describeDescription: Readonly<Record<string, never>>;
  /** Heads tools.describe. */
  readonly describeHeader: { readonly name: string; readonly server: string };
  /** Precedes the tool's input schema (compact JSON, without its $schema member). */
  readonly describeInputSchema: Readonly<Record<string, never>>;
  /** The line of tools.describe for a tool whose name carries markNameHidden or markNameScripts. */
  readonly describeNameWarning: { readonly marks: string };
  /** Precedes the tool's output schema. */
  readonly describeOutputSchema: Readonly<Record<string, never>>;
  /** Describes a tool that runs only as a task. */
  readonly describeTaskRequired: Readonly<Record<string, never>>;
  /** The tool's title (redacted, on one line). */
  readonly describeTitle: { readonly title: string };
  /** Heads an embedded resource inside a tool result or a prompt message; its body follows on the next line. */
  readonly embeddedResource: { readonly meta: string };
  /** Ends instructions cut at instructions.maxChars. */
  readonly instructionsCut: { readonly count: number };
  /** Heads the server's initialize instructions in its first tools listing on a connection. */
  readonly instructionsHeader: Readonly<Record<string, never>>;
  /** One line of the server's instructions, quoted so that it cannot read as a tool of the listing. */
  readonly instructionsLine: { readonly line: string };
  /** Ends a resource or prompt listing that the page bound cut short; what was gathered is shown. */
  readonly listingPartial: { readonly pages: number; readonly kind: string };
  /** The listing mark of a tool whose definition (description, title, schemas, annotations) differs from the one first seen, and the person has not accepted the change; `date` is when it was first seen (UTC, to the minute). */
  readonly markChanged: { readonly date: string };
  /** The listing mark of a tool, prompt, resource or template whose name holds characters that print as nothing or reorder text (default-ignorable, bidi-control, tag or control characters), shown as escapes: it may imitate another name. */
  readonly markNameHidden: Readonly<Record<string, never>>;
  /** The listing mark of a tool, prompt, resource or template whose name mixes scripts no single writing system uses together (Unicode's UTS #39 rule), such as a Cyrillic letter in a Latin name; `scripts` are ISO 15924 codes joined by "+". */
  readonly markNameScripts: { readonly scripts: string };
  /** The listing mark of a tool whose server hints it only reads, when two tools or more are marked so; toolsMarkLegend explains it once per listing. */
  readonly markReadOnly: Readonly<Record<string, never>>;
  /** A MIME type as a plain type/subtype token (or `unknown`). */
  readonly metaMime: { readonly mime: string };
  /** The mcp-resource- reference that reads a linked resource. */
  readonly metaReference: { readonly reference: string };
  /** A URI as shown: scheme, host and path only, user info, query and fragment replaced by a note, redacted before and after parsing. Shown the same way for embedded resources and resource links in tool results and prompt messages; resource read items, addressed by reference, show none. */
  readonly metaUri: { readonly uri: string };
  /** Stands for a tool, resource or prompt description (or a progress message) that is missing or empty. */
  readonly noDescription: Readonly<Record<string, never>>;
  /** The answer of output.read for a binary spill. */
  readonly outputBinary: { readonly reference: string; readonly mime: string; readonly bytes: number };
  /** Ends an output.read window that is not the last. */
  readonly outputContinues: { readonly next: number; readonly total: number };
  /** Ends the last output.read window of a text spill. */
  readonly outputEnd: { readonly reference: string; readonly total: number };
  /** A part of a tool's definition, in lists of what changed. */
  readonly partAnnotations: Readonly<Record<string, never>>;
  /** What changed when no single part can be named. */
  readonly partDefinition: Readonly<Record<string, never>>;
  /** A part of a tool's definition, in markChanged's lists of what changed. */
  readonly partDescription: Readonly<Record<string, never>>;
  /** A part of a tool's definition, in lists of what changed. */
  readonly partInputSchema: Readonly<Record<string, never>>;
  /** A part of a tool's definition, in lists of what changed. */
  readonly partOutputSchema: Readonly<Record<string, never>>;
  /** A part of a tool's definition, in lists of what changed. */
  readonly partTitle: Readonly<Record<string, never>>;
  /** Stands for a string of structured content that repeats a content block's base64 payload. */
  readonly payloadNote: { readonly block: number };
  /** A progress notification without a message. */
  readonly progress: { readonly count: string };
  /** A progress notification with the server's message (redacted, on one bounded line). */
  readonly progressMessage: { readonly count: string; readonly message: string };
  /** How far a running call is when the server gives a total. */
  readonly progressOf: { readonly progress: string; readonly total: string };
  /** One argument of a prompt, wordRequired or wordOptional. */
  readonly promptArgument: { readonly name: string; readonly need: string };
  /** A prompt that returned no messages (the name quoted as a JSON string). */
  readonly promptEmpty: { readonly prompt: string };
  /** One prompt of a listing, its name's marks (toolMarks, or empty), with its arguments (promptArgument joined by ", ", or wordNone). */
  readonly promptEntry: { readonly name: string; readonly marks: string; readonly summary: string; readonly arguments: string };
  /** Heads one prompt message; its content follows on the next line. */
  readonly promptMessage: { readonly index: number; readonly role: string };
  /** Prompts the server listed more than once. */
  readonly promptsDuplicates: { readonly count: number };
  /** Heads prompts.list; matching is catalogMatching when a query was given. */
  readonly promptsHeader: { readonly server: string; readonly count: number; readonly matching: string };
  /** Ends a prompts.list that has more prompts than it shows; how is promptsRefine or promptsPassQuery. */
  readonly promptsMore: { readonly count: number; readonly how: string };
  /** How to see more prompts when no query was given. */
  readonly promptsPassQuery: Readonly<Record<string, never>>;
  /** How to see more prompts when a query was given. */
  readonly promptsRefine: Readonly<Record<string, never>>;
  /** Heads the one item of a resource read; its body follows on the next line. */
  readonly readItem: { readonly meta: string };
  /** Heads one item of a resource read that returned several. */
  readonly readItemNumbered: { readonly index: number; readonly meta: string };
  /** The answer of an explicit reconnect. */
  readonly reconnected: { readonly server: string };
  /** A resource read that returned no items. */
  readonly resourceEmpty: { readonly reference: string };
  /** One resource of a listing; marks are its name's (toolMarks, or empty); size is resourceSize when the server gave one. */
  readonly resourceEntry: { readonly reference: string; readonly name: string; readonly marks: string; readonly summary: string; readonly mime: string; readonly size: string };
  /** A resource link (name escaped onto one line, or `(unnamed)`). */
  readonly resourceLink: { readonly name: string; readonly meta: string };
  /** A resource's size as its server gave it. */
  readonly resourceSize: { readonly bytes: number };
  /** The body of a resource item with neither text nor blob. */
  readonly resourceUnsupported: Readonly<Record<string, never>>;
  /** Resources the server listed more than once. */
  readonly resourcesDuplicates: { readonly count: number };
  /** Heads resources.list; matching is catalogMatching when a query was given. */
  readonly resourcesHeader: { readonly server: string; readonly resources: number; readonly resourcesWord: string; readonly templates: number; readonly templatesWord: string; readonly matching: string };
  /** Ends a resources.list without a query that has more resources than it shows. */
  readonly resourcesMore: { readonly count: number };
  /** Ends resources.list with the request that reads one; templates is resourcesTemplateHint when templates are shown. */
  readonly resourcesReadHint: { readonly server: string; readonly templates: string };
  /** How a template is read, after resourcesReadHint. */
  readonly resourcesTemplateHint: Readonly<Record<string, never>>;
  /** How old one server's cached catalog is, listed after the hits. */
  readonly serversSearchAge: { readonly server: string; readonly age: string; readonly tools: number; readonly toolsWord: string };
  /** The ages of the cached catalogs a search across servers used. */
  readonly serversSearchAges: { readonly ages: string };
  /** Heads a search across servers (`{"search": ...}` without server), answered from the tool-catalog cache; the query is quoted as a JSON string; legend is toolsMarkLegend when a hit is marked read-only. */
  readonly serversSearchHeader: { readonly query: string; readonly cached: number; readonly servers: number; readonly serversWord: string; readonly shown: number; readonly total: number; readonly legend: string };
  /** One hit of a search across servers; the tool name redacted and escaped, the server quoted. */
  readonly serversSearchHit: { readonly tool: string; readonly server: string; readonly marks: string; readonly summary: string };
  /** Ends a search across servers that found more than search.maxResults. */
  readonly serversSearchMore: { readonly count: number };
  /** Ends a search across servers that found something. */
  readonly serversSearchNext: Readonly<Record<string, never>>;
  /** Names the servers a search across servers cannot answer for because nothing of theirs is kept, each with its reason (cacheNotKept*). */
  readonly serversSearchNotCached: { readonly servers: string };
  /** A search across servers when the cache directory is unusable. */
  readonly serversSearchOff: Readonly<Record<string, never>>;
  /** Names the servers a search across servers could not answer for. */
  readonly serversSearchUncached: { readonly servers: string };
  /** Precedes the bounded preview of a text over the inline bound; the whole text is in a text spill. */
  readonly spillNotice: { readonly truncatedBy: string; readonly bytes: number; readonly lines: number; readonly reference: string; readonly readRequest: string };
  /** A running call whose server is still starting (connect.progressIntervalMs apart); the connect is bounded by connect.defaultTimeoutMs or the server's requestTimeoutMs. */
  readonly startWaiting: { readonly server: string; readonly seconds: number };
  /** Whether the runtime reconnects the server on its own (statusOn, statusOff or statusReconnectStopped). */
  readonly statusAutomaticReconnect: { readonly state: string };
  /** Status of a server whose tool catalog is cached. */
  readonly statusCachedTools: { readonly tools: number; readonly age: string };
  /** One configuration problem, where being the file, line:column and JSON pointer. */
  readonly statusConfigError: { readonly code: string; readonly where: string };
  /** When the current connection opened (ISO 8601). */
  readonly statusConnectedAt: { readonly at: string };
  /** A configuration file could not be used, which disables every server from files. */
  readonly statusFilesFailed: { readonly count: number; readonly files: string };
  /** The one minimal valid entry shown when no server is configured, and the file it goes in (the host's own user configuration). */
  readonly statusFirstEntry: { readonly path: string };
  /** Heads the status answer. */
  readonly statusHeader: { readonly count: number; readonly servers: string };
  /** The catalog code of the server's last failure and when it happened. */
  readonly statusLastError: { readonly code: string; readonly at: string };
  /** Configuration problems over status.maxEntries. */
  readonly statusMoreConfigErrors: { readonly count: number; readonly errors: string };
  /** Notices over status.maxEntries. */
  readonly statusMoreNotices: { readonly count: number };
  /** Servers over status.maxEntries; the example (statusMoreServersExample, or nothing) names a request for one. */
  readonly statusMoreServers: { readonly count: number; readonly servers: string; readonly usable: number; readonly off: number; readonly disabled: number; readonly example: string };
  /** The request that shows one server, after statusMoreServers. */
  readonly statusMoreServersExample: { readonly request: string };
  /** The status answer when nothing is configured and nothing failed. */
  readonly statusNoServers: Readonly<Record<string, never>>;
  /** Status of a server whose tool catalog is never cached, with why (cacheNotKept*). */
  readonly statusNotCachedTools: { readonly reason: string };
  /** Status of a server whose tool catalog is loaded: how many listed tools are never offered to the model (hidden from list, search and describe; refused by name). */
  readonly statusNotOffered: { readonly count: number };
  /** The state of a server no request has used in this session; connections are lazy. */
  readonly statusNotStarted: Readonly<Record<string, never>>;
  /** One configuration notice (a warning that disables nothing). */
  readonly statusNotice: { readonly code: string; readonly where: string; readonly message: string };
  /** A setting that is off. */
  readonly statusOff: Readonly<Record<string, never>>;
  /** A setting that is on. */
  readonly statusOn: Readonly<Record<string, never>>;
  /** A server the user turned off for this session only; no file was changed. */
  readonly statusPaused: Readonly<Record<string, never>>;
  /** Why project files are ignored, when trust was declined. */
  readonly statusProjectDeclined: Readonly<Record<string, never>>;
  /** Project configuration files that do not count, why (statusProjectDeclined or statusProjectUndecided) and how to trust the project. */
  readonly statusProjectIgnored: { readonly count: number; readonly files: string; readonly why: string; readonly them: string; readonly howTo: string };
  /** Why project files are ignored, when nobody decided. */
  readonly statusProjectUndecided: Readonly<Record<string, never>>;
  /** The configured protocol setting when it is not the default, before any connection negotiated one. */
  readonly statusProtocol: { readonly setting: string };
  /** The configured protocol setting and the era (and revision) the last connection negotiated. */
  readonly statusProtocolNegotiated: { readonly setting: string; readonly negotiated: string };
  /** Automatic reconnect gave up; an explicit reconnect starts it again. */
  readonly statusReconnectStopped: Readonly<Record<string, never>>;
  /** Ends a status answer that lists configuration problems. */
  readonly statusRunCheck: Readonly<Record<string, never>>;
  /** One usable server, its facts (its connection state first) joined by "; ". */
  readonly statusServer: { readonly name: string; readonly parts: string };
  /** A server whose configuration is invalid, with the codes of its problems. */
  readonly statusServerDisabled: { readonly name: string; readonly codes: string };
  /** A server switched off in its configuration. */
  readonly statusServerOff: { readonly name: string };
  /** A configured server hidden by a packaged server of the same name. */
  readonly statusShadowed: { readonly name: string };
  /** One configuration file of spec/sources.yaml, resolved for this session, with its description. */
  readonly statusSource: { readonly path: string; readonly description: string };
  /** Heads the list of configuration files in the status of a session with no server configured. */
  readonly statusSources: Readonly<Record<string, never>>;
  /** How often the HTTP connection's standalone stream was reopened. */
  readonly statusStreamReopened: { readonly reopens: number };
  /** The HTTP connection's standalone stream was given up after too many quick reopens. */
  readonly statusStreamStopped: { readonly reopens: number };
  /** The server has a tool filter and its catalog is not loaded yet. */
  readonly statusToolsFiltered: Readonly<Record<string, never>>;
  /** How many tools the server's tool filter hides, once its catalog is loaded. */
  readonly statusToolsHidden: { readonly count: number };
  /** The server's transport. */
  readonly statusTransport: { readonly transport: string };
  /** Stands, in the structured content shown, for a base64 string (marked `contentEncoding: base64` by the output schema, or long and decoding to binary data); its decoded bytes are in a binary spill. */
  readonly structuredBlob: { readonly mime: string; readonly bytes: number; readonly reference: string };
  /** One resource template of a listing, its name's marks (toolMarks, or empty), with its variables. */
  readonly templateEntry: { readonly reference: string; readonly name: string; readonly marks: string; readonly summary: string; readonly mime: string; readonly arguments: string };
  /** A tool result with no content blocks and nothing structured to add. */
  readonly toolEmpty: Readonly<Record<string, never>>;
  /** One tool of a listing or search, its marks (such as read-only) before its one-line description. */
  readonly toolEntry: { readonly name: string; readonly marks: string; readonly summary: string };
  /** The marks of a tool, prompt, resource or template in a listing, joined by ", ", before its description. */
  readonly toolMarks: { readonly marks: string };
  /** The line of tools.describe for a tool with an MCP Apps view. Such a tool answers in content for hosts without a viewer too (the extension asks it to), so listings do not mark it. */
  readonly toolViewerNote: Readonly<Record<string, never>>;
  /** Heads tools.list; one line per tool follows; legend is toolsMarkLegend when a listed tool is marked read-only. */
  readonly toolsListed: { readonly server: string; readonly count: number; readonly legend: string };
  /** Says once, in the header of a listing or search, what the markReadOnly mark of its tools means. */
  readonly toolsMarkLegend: Readonly<Record<string, never>>;
  /** Heads a tools.search that shows fewer tools than matched; one line per match shown follows. */
  readonly toolsMatching: { readonly server: string; readonly query: string; readonly shown: number; readonly total: number; readonly legend: string };
  /** Heads a tools.search that shows every match; one line per match follows. */
  readonly toolsMatchingAll: { readonly server: string; readonly query: string; readonly total: number; readonly legend: string };
  /** Stands for a MIME type or a message role that is missing or not shown (not a plain token). */
  readonly unknown: Readonly<Record<string, never>>;
  /** Stands for a resource's MIME type that is missing or not a plain token. */
  readonly unknownMime: Readonly<Record<string, never>>;
  /** The name shown for a resource link without one. */
  readonly unnamed: Readonly<Record<string, never>>;
  /** A content block of a type the adapter does not know (a short identifier or a placeholder). */
  readonly unsupportedType: { readonly type: string };
  /** The meaning of openWorldHint=false. */
  readonly wordClosedWorld: Readonly<Record<string, never>>;
  /** A tool whose server hints it may destroy data (a listing mark and a hint's meaning). */
  readonly wordDestructive: Readonly<Record<string, never>>;
  /** The meaning of idempotentHint=true. */
  readonly wordIdempotent: Readonly<Record<string, never>>;
  /** The meaning of readOnlyHint=false. */
  readonly wordMayModify: Readonly<Record<string, never>>;
  /** The listing mark of a tool that runs only as a task, which the adapter does not offer. */
  readonly wordNeedsTasks: Readonly<Record<string, never>>;
  /** Stands for an empty list (a prompt without arguments). */
  readonly wordNone: Readonly<Record<string, never>>;
  /** The meaning of destructiveHint=false. */
  readonly wordNotDestructive: Readonly<Record<string, never>>;
  /** The meaning of idempotentHint=false. */
  readonly wordNotIdempotent: Readonly<Record<string, never>>;
  /** The meaning of openWorldHint=true. */
  readonly wordOpenWorld: Readonly<Record<string, never>>;
  /** A prompt argument that may be left out. */
  readonly wordOptional: Readonly<Record<string, never>>;
  /** The meaning of readOnlyHint=true in describe, and the listing mark of a read-only tool when it is the only one marked so. */
  readonly wordReadOnly: Readonly<Record<string, never>>;
  /** A prompt argument that must be given. */
  readonly wordRequired: Readonly<Record<string, never>>;
}
