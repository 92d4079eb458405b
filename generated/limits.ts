// Generated from spec/limits.yaml (sha256 da64b95e45508eba) by codegen/emit-modules.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export const LIMITS = {
  "config.serverName.maxChars": {
    "id": "config.serverName.maxChars",
    "value": 128,
    "unit": "characters",
    "area": "config",
    "exceeded": "The server entry is rejected; other servers still load.",
    "errorCode": "MCPA_CONFIG_SERVER_NAME",
    "description": "Longest server name accepted in an mcp.json file."
  },
  "config.json.maxDepth": {
    "id": "config.json.maxDepth",
    "value": 64,
    "unit": "levels",
    "area": "config",
    "exceeded": "The file is reported as one JSON syntax problem (NestingTooDeep) at the first bracket too deep, and fails as a whole.",
    "errorCode": "MCPA_CONFIG_JSON_SYNTAX",
    "description": "Deepest nesting of arrays and objects in an mcp.json file (a valid file nests 4 levels), so that parsing and every walk over the tree stay within the stack."
  },
  "config.file.maxBytes": {
    "id": "config.file.maxBytes",
    "value": 1048576,
    "unit": "bytes",
    "area": "config",
    "exceeded": "The file is not read (its size is checked first) and fails as a whole.",
    "errorCode": "MCPA_CONFIG_TOO_LARGE",
    "description": "Largest mcp.json file read (a real one is a few KiB), so that a huge file costs one bounded error instead of memory and time."
  },
  "config.requestTimeoutMs": {
    "id": "config.requestTimeoutMs",
    "max": 2147483647,
    "unit": "ms",
    "area": "config",
    "exceeded": "The server entry is rejected (Node timers overflow above this value).",
    "errorCode": "MCPA_CONFIG_RANGE",
    "description": "Largest `requestTimeoutMs`. Values of 0 or less keep the SDK default per request."
  },
  "config.reconnect.maxAttempts": {
    "id": "config.reconnect.maxAttempts",
    "min": 1,
    "max": 3,
    "default": 1,
    "unit": "attempts",
    "area": "config",
    "exceeded": "The server entry is rejected.",
    "errorCode": "MCPA_CONFIG_RANGE",
    "description": "Connection attempts one reconnect may make."
  },
  "reconnect.maxAutomaticRestarts": {
    "id": "reconnect.maxAutomaticRestarts",
    "value": 3,
    "unit": "attempts",
    "area": "runtime",
    "exceeded": "Automatic reconnect stops; the server stays failed until an explicit `reconnect`.",
    "errorCode": "MCPA_RUNTIME_RECONNECT_STOPPED",
    "description": "Automatic reconnects of one server within reconnect.restartWindowMs."
  },
  "reconnect.restartWindowMs": {
    "id": "reconnect.restartWindowMs",
    "value": 60000,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "Restarts older than this no longer count against reconnect.maxAutomaticRestarts.",
    "errorCode": null,
    "description": "Window in which automatic reconnects of one server are counted."
  },
  "config.reconnect.baseDelayMs": {
    "id": "config.reconnect.baseDelayMs",
    "min": 100,
    "max": 500,
    "default": 100,
    "unit": "ms",
    "area": "config",
    "exceeded": "The server entry is rejected.",
    "errorCode": "MCPA_CONFIG_RANGE",
    "description": "Backoff before retry i (0-based) is baseDelayMs x 2^i."
  },
  "config.errorMessage.maxBytes": {
    "id": "config.errorMessage.maxBytes",
    "value": 4000,
    "unit": "bytes",
    "area": "config",
    "exceeded": "The message is cut on a character boundary and ends with an ellipsis.",
    "errorCode": null,
    "description": "Longest rendered error message, config or runtime."
  },
  "request.sdkDefaultTimeoutMs": {
    "id": "request.sdkDefaultTimeoutMs",
    "value": 60000,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "The request fails with a timeout naming server, operation and milliseconds.",
    "errorCode": "MCPA_RUNTIME_TIMEOUT",
    "description": "Per-request timeout when `requestTimeoutMs` is omitted or not positive (the SDK default, reset by progress notifications)."
  },
  "request.maxTotalMs": {
    "id": "request.maxTotalMs",
    "value": 900000,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "The request fails with a timeout, however much progress the server reports.",
    "errorCode": "MCPA_RUNTIME_TIMEOUT",
    "description": "Hard ceiling on one request's whole time when `requestTimeoutMs` is not configured: progress notifications reset the default timeout, and without this a server could keep a request open for ever. A configured `requestTimeoutMs` is itself the hard bound."
  },
  "progress.minIntervalMs": {
    "id": "progress.minIntervalMs",
    "value": 100,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "Progress of one call that arrives sooner is coalesced; the latest wins.",
    "errorCode": null,
    "description": "Shortest time between two progress notifications the sidecar writes to the host, all calls together; each write carries the latest progress of every call that reported some."
  },
  "progress.maxBacklogBytes": {
    "id": "progress.maxBacklogBytes",
    "value": 1048576,
    "unit": "bytes",
    "area": "runtime",
    "exceeded": "Progress is held back (only the latest of each call kept) until the host reads.",
    "errorCode": null,
    "description": "Bytes written to the host and not yet read above which the sidecar writes no progress, so a host that stops reading cannot make the sidecar grow."
  },
  "connect.warmUpTimeoutMs": {
    "id": "connect.warmUpTimeoutMs",
    "value": 2000,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "The warm-up stops; nothing is reported and the first call simply runs colder.",
    "errorCode": null,
    "description": "Bound on each step of the sidecar's idle-time warm-up after `initialize` (the MCP client connects, lists and calls once against a peer inside the process; no server is contacted)."
  },
  "connect.defaultTimeoutMs": {
    "id": "connect.defaultTimeoutMs",
    "value": 60000,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "The connect fails with a timeout naming the server and the milliseconds; the process is stopped.",
    "errorCode": "MCPA_RUNTIME_TIMEOUT",
    "description": "Bound on one whole connect (spawn, era negotiation and handshake together) when `requestTimeoutMs` is omitted; a positive `requestTimeoutMs` bounds it instead. A server that answers within it connects in whichever era it speaks, however long it took to start."
  },
  "connect.probeTimeoutMs": {
    "id": "connect.probeTimeoutMs",
    "value": 10000,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "The 2025 `initialize` follows on the same pipe while the probe stays open: a late answer to the probe is still used, and an `initialize` the server then refuses with -32022 is followed by the 2026-07-28 handshake. The era is decided by what the server answers, not by this wait.",
    "errorCode": null,
    "description": "How long a stdio server in `protocolVersion` `auto` is given to answer `server/discover` before the 2025 handshake is offered beside it, so that a 2025 server that never answers the probe does not wait a whole connect bound. A pinned revision and every HTTP server wait for the probe's answer up to the connect bound instead."
  },
  "connect.progressIntervalMs": {
    "id": "connect.progressIntervalMs",
    "value": 5000,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "A call that waits for its server to start reports it to the person as progress (\"starting NAME: waiting for the server (N s)\"), then again every interval until it connects.",
    "errorCode": null,
    "description": "Interval of the progress lines a running call sends while its server is still starting (a first `npx -y` or `uvx` run downloads for tens of seconds)."
  },
  "catalog.maxPages": {
    "id": "catalog.maxPages",
    "value": 100,
    "unit": "pages",
    "area": "catalog",
    "exceeded": "The listing fails; no partial catalog is kept.",
    "errorCode": "MCPA_CATALOG_PAGE_LIMIT",
    "description": "Pages drained from one tools, resources, templates or prompts listing."
  },
  "catalog.tools.maxEntries": {
    "id": "catalog.tools.maxEntries",
    "value": 10000,
    "unit": "tools",
    "area": "catalog",
    "exceeded": "The listing fails; no partial catalog is kept.",
    "errorCode": "MCPA_CATALOG_ENTRY_LIMIT",
    "description": "Tools accepted from one server."
  },
  "catalog.resources.maxEntries": {
    "id": "catalog.resources.maxEntries",
    "value": 5000,
    "unit": "entries",
    "area": "catalog",
    "exceeded": "The listing fails; no partial catalog is kept.",
    "errorCode": "MCPA_CATALOG_ENTRY_LIMIT",
    "description": "Resources and resource templates (combined) accepted from one server."
  },
  "catalog.prompts.maxEntries": {
    "id": "catalog.prompts.maxEntries",
    "value": 5000,
    "unit": "prompts",
    "area": "catalog",
    "exceeded": "The listing fails; no partial catalog is kept.",
    "errorCode": "MCPA_CATALOG_ENTRY_LIMIT",
    "description": "Prompts accepted from one server."
  },
  "catalog.minRelistIntervalMs": {
    "id": "catalog.minRelistIntervalMs",
    "value": 1000,
    "unit": "ms",
    "area": "catalog",
    "exceeded": "An expired listing is still served until this long after its drain; the next access then lists again.",
    "errorCode": null,
    "description": "Shortest time between two drains of one 2026-07-28 listing that expired by its own ttlMs on the same connection, so that a server answering ttlMs 0 (stale at once) costs at most one relisting per interval instead of one before every request."
  },
  "catalog.maxListingChars": {
    "id": "catalog.maxListingChars",
    "value": 8388608,
    "unit": "characters",
    "area": "catalog",
    "exceeded": "The listing fails; no partial catalog is kept.",
    "errorCode": "MCPA_CATALOG_SIZE_LIMIT",
    "description": "Characters of JSON in one tools, resources, templates or prompts listing, all its pages together. With the entry and page bounds it is what keeps a catalog at the limits within memory.sidecarBudgetBytes (the pages themselves are each bounded by response.maxRawBytes)."
  },
  "catalog.referenceRetries": {
    "id": "catalog.referenceRetries",
    "value": 128,
    "unit": "attempts",
    "area": "catalog",
    "exceeded": "The listing fails.",
    "errorCode": "MCPA_CATALOG_REFERENCE_ALLOCATION",
    "description": "Random draws allowed to find an unused opaque reference."
  },
  "search.maxResults": {
    "id": "search.maxResults",
    "value": 20,
    "unit": "entries",
    "area": "proxy",
    "exceeded": "The rest is counted in a line asking to refine the query.",
    "errorCode": null,
    "description": "Matches shown by a tool search."
  },
  "search.indexMaxWords": {
    "id": "search.indexMaxWords",
    "value": 200000,
    "unit": "words",
    "area": "catalog",
    "exceeded": "The catalog is searched by a scan of its text instead of a word index; the matches are the same.",
    "errorCode": null,
    "description": "Words (name, title and description, all entries together) a catalog's search index holds, so that a word-dense catalog cannot make the index outgrow its text."
  },
  "memory.sidecarBudgetBytes": {
    "id": "memory.sidecarBudgetBytes",
    "value": 314572800,
    "unit": "bytes",
    "area": "catalog",
    "exceeded": "A defect; the budget test (test/fault/catalog-memory.test.ts) fails.",
    "errorCode": null,
    "description": "Peak resident memory of the whole sidecar while one server's tools catalog at the limits (the entry, page and listing bounds) is listed and searched (docs/limits.md, \"Memory\")."
  },
  "toolCache.maxEntries": {
    "id": "toolCache.maxEntries",
    "value": 256,
    "unit": "entries",
    "area": "catalog",
    "exceeded": "The least recently written cache files are removed until the count fits.",
    "errorCode": null,
    "description": "Cached tool catalogs kept in the per-user cache directory, one per server definition."
  },
  "toolCache.maxEntryBytes": {
    "id": "toolCache.maxEntryBytes",
    "value": 524288,
    "unit": "bytes",
    "area": "catalog",
    "exceeded": "A catalog that large is not written; a cache file that large is ignored with a notice and never read.",
    "errorCode": null,
    "description": "Largest cached tool catalog file."
  },
  "toolCache.maxFingerprintBytes": {
    "id": "toolCache.maxFingerprintBytes",
    "value": 2097152,
    "unit": "bytes",
    "area": "catalog",
    "exceeded": "The records of tools the server no longer lists go first, oldest first; a file still over the bound is not written (changes are then told for this session only), and one read that large is ignored with a notice.",
    "errorCode": null,
    "description": "Largest file of one server's tool fingerprints (a hash of each tool's definition, kept to tell a changed tool; room for every tool catalog.tools.maxEntries allows)."
  },
  "toolCache.maxTotalBytes": {
    "id": "toolCache.maxTotalBytes",
    "value": 16777216,
    "unit": "bytes",
    "area": "catalog",
    "exceeded": "The least recently written cache files are removed until the total fits.",
    "errorCode": null,
    "description": "All cached tool catalogs together."
  },
  "toolCache.legacyTtlMs": {
    "id": "toolCache.legacyTtlMs",
    "value": 86400000,
    "unit": "ms",
    "area": "catalog",
    "exceeded": "The cached catalog counts as absent (the server needs a listing by name) and is removed.",
    "errorCode": null,
    "description": "How long a catalog listed from a 2025 server (which gives no cache hint) is kept. A 2026-07-28 server's `ttlMs` bounds its own catalog, and `cacheScope: private` keeps it out of the cache altogether."
  },
  "toolCache.descriptionMaxChars": {
    "id": "toolCache.descriptionMaxChars",
    "value": 600,
    "unit": "characters",
    "area": "catalog",
    "exceeded": "The cached description (on one line) is cut; search across servers matches the cut text.",
    "errorCode": null,
    "description": "Description text kept per cached tool, for search across servers."
  },
  "toolCache.refreshDelayMs": {
    "id": "toolCache.refreshDelayMs",
    "value": 250,
    "unit": "ms",
    "area": "catalog",
    "exceeded": "Announcements within this time of one another cost one relisting.",
    "errorCode": null,
    "description": "Delay between a server's tools/list_changed on a live connection and the background relisting that refreshes its cached catalog (never a connect)."
  },
  "toolCache.maxBackgroundRefreshes": {
    "id": "toolCache.maxBackgroundRefreshes",
    "value": 3,
    "unit": "attempts",
    "area": "catalog",
    "exceeded": "Further announcements on that connection only drop the cached catalog; the next listing refreshes it.",
    "errorCode": null,
    "description": "Background relistings after tools/list_changed, per connection."
  },
  "filter.maxResults": {
    "id": "filter.maxResults",
    "value": 20,
    "unit": "entries",
    "area": "proxy",
    "exceeded": "The rest is counted in a line asking to refine the query.",
    "errorCode": null,
    "description": "Entries shown by a filtered resources or prompts listing."
  },
  "status.maxEntries": {
    "id": "status.maxEntries",
    "value": 50,
    "unit": "entries",
    "area": "proxy",
    "exceeded": "Status lists the first 50 servers and the first 50 configuration errors, then counts the rest (`travis234-mcp check` shows every error); its details carry the same first entries and the totals.",
    "errorCode": null,
    "description": "Servers, and configuration errors, listed one per line by `{}` (status), so that status always fits inline however many servers or errors there are."
  },
  "results.tokenMaxChars": {
    "id": "results.tokenMaxChars",
    "value": 64,
    "unit": "characters",
    "area": "results",
    "exceeded": "A longer content type or MIME type (each part) is shown as a placeholder; a longer prompt role is cut to this length.",
    "errorCode": null,
    "description": "Longest server-supplied token the adapter prints in its own words (a content type, each part of a MIME type, a prompt message role), outside any untrusted label."
  },
  "results.labelMaxChars": {
    "id": "results.labelMaxChars",
    "value": 64,
    "unit": "characters",
    "area": "results",
    "exceeded": "Never exceeded; the label lines are built from the adapter's own short words (a test measures every kind).",
    "errorCode": null,
    "description": "Most characters of untrusted-data label lines (the opening and closing lines that carry the nonce) in one tool result, resource read, prompt or output.read window, so that labels cost every result little."
  },
  "summary.maxChars": {
    "id": "summary.maxChars",
    "value": 240,
    "unit": "characters",
    "area": "proxy",
    "exceeded": "The summary is cut and ends with an ellipsis.",
    "errorCode": null,
    "description": "Longest one-line summary of a tool, resource or prompt."
  },
  "instructions.maxChars": {
    "id": "instructions.maxChars",
    "value": 4096,
    "unit": "characters",
    "area": "proxy",
    "exceeded": "The instructions are cut and end with a line saying how many characters were left out.",
    "errorCode": null,
    "description": "Longest part of a server's initialize instructions shown to the model, once per connection, in its first tools listing."
  },
  "inline.maxBytes": {
    "id": "inline.maxBytes",
    "value": 51200,
    "unit": "bytes",
    "area": "results",
    "exceeded": "The text is spilled to a private file; the model sees a preview and a reference.",
    "errorCode": null,
    "description": "Largest model-visible text of one result (UTF-8)."
  },
  "inline.maxLines": {
    "id": "inline.maxLines",
    "value": 2000,
    "unit": "lines",
    "area": "results",
    "exceeded": "The text is spilled to a private file; the model sees a preview and a reference.",
    "errorCode": null,
    "description": "Most lines of model-visible text in one result."
  },
  "preview.maxBytes": {
    "id": "preview.maxBytes",
    "value": 4096,
    "unit": "bytes",
    "area": "results",
    "exceeded": "The preview is cut on a character boundary.",
    "errorCode": null,
    "description": "Largest preview of spilled text."
  },
  "preview.maxLines": {
    "id": "preview.maxLines",
    "value": 80,
    "unit": "lines",
    "area": "results",
    "exceeded": "The preview is cut at a line boundary.",
    "errorCode": null,
    "description": "Most lines in a preview of spilled text."
  },
  "response.maxRawBytes": {
    "id": "response.maxRawBytes",
    "value": 8388608,
    "unit": "bytes",
    "area": "results",
    "exceeded": "The request fails with one error; the connection and other requests survive where the transport allows.",
    "errorCode": "MCPA_RESULT_TOO_LARGE",
    "description": "Largest raw MCP response (tool call, resource read or prompt), enforced while reading."
  },
  "stdio.overflowScanBytes": {
    "id": "stdio.overflowScanBytes",
    "value": 256,
    "unit": "bytes",
    "area": "runtime",
    "exceeded": "A stdout line over response.maxRawBytes is discarded to its end; only this many of its first and last bytes are kept, to find the id of the request it answers.",
    "errorCode": null,
    "description": "Bytes kept from each end of an over-long stdio message, so that only the request it answers fails (MCPA_RESULT_TOO_LARGE) and the connection survives."
  },
  "prompt.maxMessages": {
    "id": "prompt.maxMessages",
    "value": 100,
    "unit": "messages",
    "area": "results",
    "exceeded": "The prompt request fails.",
    "errorCode": "MCPA_RESULT_TOO_MANY_MESSAGES",
    "description": "Most messages accepted in one prompt."
  },
  "image.maxBytes": {
    "id": "image.maxBytes",
    "value": 1048576,
    "unit": "bytes",
    "area": "results",
    "exceeded": "The image is spilled instead of being shown inline.",
    "errorCode": null,
    "description": "Largest decoded image passed inline to the host."
  },
  "image.maxCount": {
    "id": "image.maxCount",
    "value": 4,
    "unit": "images",
    "area": "results",
    "exceeded": "Further images are spilled instead of being shown inline.",
    "errorCode": null,
    "description": "Most inline images in one result."
  },
  "results.binaryText.minPercent": {
    "id": "results.binaryText.minPercent",
    "value": 30,
    "unit": "percent",
    "area": "results",
    "exceeded": "A server text in which at least this share of the characters are U+FFFD or control characters (other than tab, newline and carriage return) is binary data decoded as text: it is retained in a binary spill with a notice instead of being shown; an application/octet-stream blob that is valid UTF-8 is shown as text only below this share.",
    "errorCode": null,
    "description": "Share of replacement and control characters at which a text counts as binary."
  },
  "results.binaryText.minChars": {
    "id": "results.binaryText.minChars",
    "value": 16,
    "unit": "characters",
    "area": "results",
    "exceeded": "Shorter texts are never treated as binary (their control characters are escaped).",
    "errorCode": null,
    "description": "Shortest text that the binary-text share applies to."
  },
  "results.structuredBlob.minChars": {
    "id": "results.structuredBlob.minChars",
    "value": 512,
    "unit": "characters",
    "area": "results",
    "exceeded": "A string of structured content at least this long that is base64 (standard or URL-safe) and decodes to binary data (not UTF-8 text) is a blob: retained in a binary spill and shown as a short placeholder with its size and media type. A field whose output schema says `contentEncoding: base64` is a blob at any length.",
    "errorCode": null,
    "description": "Shortest unmarked base64 string of structured content that is treated as a blob."
  },
  "spill.maxTotalBytes": {
    "id": "spill.maxTotalBytes",
    "value": 268435456,
    "unit": "bytes",
    "area": "results",
    "exceeded": "The result is returned as a preview only and says that nothing more was retained.",
    "errorCode": "MCPA_SPILL_QUOTA",
    "description": "Disk space one runtime may use for spill files."
  },
  "spill.maxFilesPerResult": {
    "id": "spill.maxFilesPerResult",
    "value": 100,
    "unit": "files",
    "area": "results",
    "exceeded": "Further binary items of that result are not retained; each says so in its place.",
    "errorCode": null,
    "description": "Spill files one result (tool result, resource read or prompt) may make, so that a result of many tiny images cannot fill the disk with files the byte quota hardly counts; as many as a prompt may have messages (prompt.maxMessages), so every image of the largest prompt is kept."
  },
  "spill.maxFiles": {
    "id": "spill.maxFiles",
    "value": 1024,
    "unit": "files",
    "area": "results",
    "exceeded": "Further binary items are not retained until the session ends; each says so in its place.",
    "errorCode": null,
    "description": "Spill files one runtime (session) may hold at once."
  },
  "spill.maxLostReferences": {
    "id": "spill.maxLostReferences",
    "value": 256,
    "unit": "entries",
    "area": "results",
    "exceeded": "The oldest lost reference is forgotten and reads as unknown.",
    "errorCode": null,
    "description": "References a runtime remembers whose spill file could not be written, so that output.read can say so."
  },
  "stderr.ringBytes": {
    "id": "stderr.ringBytes",
    "value": 16384,
    "unit": "bytes",
    "area": "runtime",
    "exceeded": "The oldest bytes are dropped.",
    "errorCode": null,
    "description": "Redacted tail of a stdio server's stderr kept for diagnostics."
  },
  "stderr.tailLines": {
    "id": "stderr.tailLines",
    "value": 20,
    "unit": "lines",
    "area": "runtime",
    "exceeded": "Older lines are not shown.",
    "errorCode": null,
    "description": "Lines of the redacted stderr tail `check --connect` shows for a server that failed to start."
  },
  "cancel.settleMs": {
    "id": "cancel.settleMs",
    "value": 100,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "(a bug) the cancelled call must settle within this time.",
    "errorCode": null,
    "description": "Time within which an aborted call settles."
  },
  "process.killGraceMs": {
    "id": "process.killGraceMs",
    "value": 2000,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "The stdio server's process group gets SIGKILL.",
    "errorCode": null,
    "description": "Wait after stdin EOF and again after SIGTERM before escalating."
  },
  "process.stdoutDrainMs": {
    "id": "process.stdoutDrainMs",
    "value": 200,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "The connection is reported closed without waiting for more output.",
    "errorCode": null,
    "description": "Time a stdio server's stdout may take to deliver what it wrote just before exiting."
  },
  "host.sidecarStartupOutputChars": {
    "id": "host.sidecarStartupOutputChars",
    "value": 2000,
    "unit": "characters",
    "area": "host",
    "exceeded": "Only the last characters are kept (control characters stripped) for the Travis234 log.",
    "errorCode": null,
    "description": "What the Travis234 shim keeps of the sidecar's stderr until it is ready, to say in the host log why a start failed. Once ready, its stderr is drained and dropped (it may hold resolved values); the model only ever sees the shim's own words."
  },
  "host.sidecarStartTimeoutMs": {
    "id": "host.sidecarStartTimeoutMs",
    "value": 20000,
    "unit": "ms",
    "area": "host",
    "exceeded": "The shim stops the sidecar and fails the call with its own diagnosis (which Node, what failed, the fix); the next call starts a new one.",
    "errorCode": null,
    "description": "How long the Travis234 shim waits for the sidecar to answer `initialize`."
  },
  "host.shutdownStepTimeoutMs": {
    "id": "host.shutdownStepTimeoutMs",
    "value": 3000,
    "unit": "ms",
    "area": "host",
    "exceeded": "The shim takes the next, harder step (close stdin, then SIGTERM, then SIGKILL to the sidecar's process group).",
    "errorCode": null,
    "description": "How long the shim waits at each step of stopping the sidecar (the `shutdown` reply, the exit after stdin closes, each signal), and for a failed start's stderr to drain."
  },
  "host.contextValueMaxChars": {
    "id": "host.contextValueMaxChars",
    "value": 160,
    "unit": "characters",
    "area": "host",
    "exceeded": "The value is cut to this length in the approval context the host's policy sees.",
    "errorCode": null,
    "description": "Longest server name the shim puts in a tool call's approval context (the `mcp` tool's and a facade's)."
  },
  "host.sidecarErrorChars": {
    "id": "host.sidecarErrorChars",
    "value": 200,
    "unit": "characters",
    "area": "host",
    "exceeded": "The rest of the message is left out of the text the shim shows.",
    "errorCode": null,
    "description": "Longest message of a JSON-RPC error from the sidecar itself (not a server's) that the shim shows in a call's result, a `/mcp` answer or a refused start."
  },
  "host.nodeVersionCheckTimeoutMs": {
    "id": "host.nodeVersionCheckTimeoutMs",
    "value": 10000,
    "unit": "ms",
    "area": "host",
    "exceeded": "The check counts as failed; the shim says which node it tried and how to install one.",
    "errorCode": null,
    "description": "How long `node --version` may take when the shim explains a failed start."
  },
  "host.workerExportTimeoutMs": {
    "id": "host.workerExportTimeoutMs",
    "value": 30000,
    "unit": "ms",
    "area": "host",
    "exceeded": "The worker start fails with MCPA_WORKER_SERVER_UNAVAILABLE.",
    "errorCode": "MCPA_WORKER_SERVER_UNAVAILABLE",
    "description": "How long the parent's shim waits for the sidecar's `worker/export` answer."
  },
  "host.workerScopeTimeoutMs": {
    "id": "host.workerScopeTimeoutMs",
    "value": 5000,
    "unit": "ms",
    "area": "host",
    "exceeded": "The call maps to a scope the host's gate never admits, so it is refused.",
    "errorCode": null,
    "description": "How long a worker's shim waits for `worker/scope`, once per `mcp` call the host gates."
  },
  "host.workerPreflightTimeoutMs": {
    "id": "host.workerPreflightTimeoutMs",
    "value": 90000,
    "unit": "ms",
    "area": "host",
    "exceeded": "The worker's start fails with MCPA_WORKER_PREFLIGHT_FAILED.",
    "errorCode": "MCPA_WORKER_PREFLIGHT_FAILED",
    "description": "How long a worker's shim waits for every delegated server to connect (`worker/preflight`)."
  },
  "host.workerInstallCheckTimeoutMs": {
    "id": "host.workerInstallCheckTimeoutMs",
    "value": 20000,
    "unit": "ms",
    "area": "host",
    "exceeded": "The wheel counts as not installed (MCPA_WORKER_NOT_INSTALLED).",
    "errorCode": "MCPA_WORKER_NOT_INSTALLED",
    "description": "How long the parent's shim lets the worker's Python check that the adapter's wheel is installed."
  },
  "host.errorDetailMaxChars": {
    "id": "host.errorDetailMaxChars",
    "value": 200,
    "unit": "characters",
    "area": "host",
    "exceeded": "The detail is cut and ends with `...`.",
    "errorCode": null,
    "description": "Longest detail of a worker error the shim raises, the length the host's own detail filter keeps (travis/coding_agent/coordination_runtime/tools.py)."
  },
  "host.renderValueMaxChars": {
    "id": "host.renderValueMaxChars",
    "value": 48,
    "unit": "characters",
    "area": "host",
    "exceeded": "The value is shortened in its middle (an ellipsis between its start and its end).",
    "errorCode": null,
    "description": "Longest argument value the TUI's call line of an `mcp` call shows (the shim's render_call); its start and its end (a file name) stay visible. Display only: the model's arguments are never changed."
  },
  "host.renderArgsMaxChars": {
    "id": "host.renderArgsMaxChars",
    "value": 160,
    "unit": "characters",
    "area": "host",
    "exceeded": "The arguments are shortened in their middle.",
    "errorCode": null,
    "description": "Longest argument list (all `name=value` pairs together) of the TUI's call line of an `mcp` call. Display only."
  },
  "host.renderProgressMaxChars": {
    "id": "host.renderProgressMaxChars",
    "value": 80,
    "unit": "characters",
    "area": "host",
    "exceeded": "The progress line is shortened in its middle.",
    "errorCode": null,
    "description": "Longest MCP progress line the TUI shows beside a running call and as its working message. Display only."
  },
  "host.renderCollapsedLines": {
    "id": "host.renderCollapsedLines",
    "value": 10,
    "unit": "lines",
    "area": "host",
    "exceeded": "The rest is counted in a last line that says how to expand the result.",
    "errorCode": null,
    "description": "Lines of an `mcp` result the TUI shows before it is expanded, as the host collapses its own tools' results; an error is always shown whole. Display only: the model gets the whole result."
  },
  "host.commandLineMaxChars": {
    "id": "host.commandLineMaxChars",
    "value": 1000,
    "unit": "characters",
    "area": "host",
    "exceeded": "The rest of the line is not sent to the sidecar.",
    "errorCode": null,
    "description": "Longest `/mcp` command line the shim passes to the sidecar (the person/command request's `line`, which spec/sidecar-protocol.yaml bounds the same)."
  },
  "listen.maxReopens": {
    "id": "listen.maxReopens",
    "value": 3,
    "unit": "attempts",
    "area": "runtime",
    "exceeded": "Catalogs of that connection are no longer refreshed by list_changed until it reconnects.",
    "errorCode": null,
    "description": "Reopens of a 2026-07-28 `subscriptions/listen` stream that the server or the network ended, per connection, with `listen.reopenBaseDelayMs` x 2^i between them."
  },
  "listen.reopenBaseDelayMs": {
    "id": "listen.reopenBaseDelayMs",
    "value": 250,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "Not a bound on input; the delay grows with each reopen.",
    "errorCode": null,
    "description": "Backoff base between reopens of a `subscriptions/listen` stream."
  },
  "http.maxRedirects": {
    "id": "http.maxRedirects",
    "value": 5,
    "unit": "redirects",
    "area": "runtime",
    "exceeded": "The request fails as a refused redirect.",
    "errorCode": "MCPA_RUNTIME_REDIRECT",
    "description": "Same-origin redirects followed for one HTTP request."
  },
  "http.sessionEndTimeoutMs": {
    "id": "http.sessionEndTimeoutMs",
    "value": 1000,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "The connection closes without waiting for the server's answer to the DELETE.",
    "errorCode": null,
    "description": "Time a legacy Streamable HTTP server has to answer the DELETE that ends its session (`Mcp-Session-Id`) when the connection is closed or the session shuts down."
  },
  "http.sseReopen.minDelayMs": {
    "id": "http.sseReopen.minDelayMs",
    "value": 250,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "A shorter server `retry:` value is raised to this floor (a longer one is honoured).",
    "errorCode": null,
    "description": "Least wait before the standalone GET/SSE stream of an HTTP server is reopened."
  },
  "http.sseReopen.maxDelayMs": {
    "id": "http.sseReopen.maxDelayMs",
    "value": 30000,
    "unit": "ms",
    "area": "runtime",
    "exceeded": "The wait stops growing; a stream open at least this long counts as healthy again.",
    "errorCode": null,
    "description": "Longest wait before a reopen of the standalone GET/SSE stream (quick reopens double the wait)."
  },
  "http.sseReopen.maxQuickReopens": {
    "id": "http.sseReopen.maxQuickReopens",
    "value": 8,
    "unit": "attempts",
    "area": "runtime",
    "exceeded": "The stream is given up (status says so); requests still work.",
    "errorCode": null,
    "description": "Reopens in a row of a standalone GET/SSE stream that the server ended quickly."
  },
  "http.listChangedCompareBytes": {
    "id": "http.listChangedCompareBytes",
    "value": 512,
    "unit": "bytes",
    "area": "runtime",
    "exceeded": "A longer SSE event is passed to the SDK every time, never compared with the one before it.",
    "errorCode": null,
    "description": "Longest SSE event compared byte for byte with the list_changed event before it in one read of a Streamable HTTP body; a run of identical ones reaches the SDK once (a list_changed notification is far shorter)."
  },
  "catalog.retiredReferences": {
    "id": "catalog.retiredReferences",
    "value": 20000,
    "unit": "entries",
    "area": "catalog",
    "exceeded": "The oldest retired references are forgotten and reported as unknown instead of stale.",
    "errorCode": null,
    "description": "Retired resource references remembered per server to tell stale from unknown."
  },
  "catalog.linkReferences": {
    "id": "catalog.linkReferences",
    "value": 1000,
    "unit": "entries",
    "area": "catalog",
    "exceeded": "The oldest resource-link reference is retired (reading it is reported as stale).",
    "errorCode": null,
    "description": "Resource links from tool results given readable references per server and connection."
  },
  "errors.serverMessageMaxBytes": {
    "id": "errors.serverMessageMaxBytes",
    "value": 1000,
    "unit": "bytes",
    "area": "runtime",
    "exceeded": "The server's message is cut on a character boundary and ends with an ellipsis.",
    "errorCode": null,
    "description": "Longest JSON-RPC error message of a server shown to the model beside the adapter's own error (labelled as the server's, redacted, control characters escaped); its `data` is never shown."
  },
  "errors.placeholderMaxChars": {
    "id": "errors.placeholderMaxChars",
    "value": 240,
    "unit": "characters",
    "area": "config",
    "exceeded": "The value is cut and ends with an ellipsis.",
    "errorCode": null,
    "description": "Longest value filled into one placeholder of an error message; long enough for the whole list of known server fields (17 since peer clients' fields are understood), which a misspelt field's fix names."
  },
  "redaction.minValueChars": {
    "id": "redaction.minValueChars",
    "value": 6,
    "unit": "characters",
    "area": "secrets",
    "exceeded": "Shorter resolved values are not redacted (too likely to match ordinary text).",
    "errorCode": null,
    "description": "Shortest resolved reference value that is redacted from every output."
  }
} as const;

export const LIMIT_VALUES = {
  "config.serverName.maxChars": 128,
  "config.json.maxDepth": 64,
  "config.file.maxBytes": 1048576,
  "config.requestTimeoutMs": 2147483647,
  "config.reconnect.maxAttempts": 3,
  "reconnect.maxAutomaticRestarts": 3,
  "reconnect.restartWindowMs": 60000,
  "config.reconnect.baseDelayMs": 500,
  "config.errorMessage.maxBytes": 4000,
  "request.sdkDefaultTimeoutMs": 60000,
  "request.maxTotalMs": 900000,
  "progress.minIntervalMs": 100,
  "progress.maxBacklogBytes": 1048576,
  "connect.warmUpTimeoutMs": 2000,
  "connect.defaultTimeoutMs": 60000,
  "connect.probeTimeoutMs": 10000,
  "connect.progressIntervalMs": 5000,
  "catalog.maxPages": 100,
  "catalog.tools.maxEntries": 10000,
  "catalog.resources.maxEntries": 5000,
  "catalog.prompts.maxEntries": 5000,
  "catalog.minRelistIntervalMs": 1000,
  "catalog.maxListingChars": 8388608,
  "catalog.referenceRetries": 128,
  "search.maxResults": 20,
  "search.indexMaxWords": 200000,
  "memory.sidecarBudgetBytes": 314572800,
  "toolCache.maxEntries": 256,
  "toolCache.maxEntryBytes": 524288,
  "toolCache.maxFingerprintBytes": 2097152,
  "toolCache.maxTotalBytes": 16777216,
  "toolCache.legacyTtlMs": 86400000,
  "toolCache.descriptionMaxChars": 600,
  "toolCache.refreshDelayMs": 250,
  "toolCache.maxBackgroundRefreshes": 3,
  "filter.maxResults": 20,
  "status.maxEntries": 50,
  "results.tokenMaxChars": 64,
  "results.labelMaxChars": 64,
  "summary.maxChars": 240,
  "instructions.maxChars": 4096,
  "inline.maxBytes": 51200,
  "inline.maxLines": 2000,
  "preview.maxBytes": 4096,
  "preview.maxLines": 80,
  "response.maxRawBytes": 8388608,
  "stdio.overflowScanBytes": 256,
  "prompt.maxMessages": 100,
  "image.maxBytes": 1048576,
  "image.maxCount": 4,
  "results.binaryText.minPercent": 30,
  "results.binaryText.minChars": 16,
  "results.structuredBlob.minChars": 512,
  "spill.maxTotalBytes": 268435456,
  "spill.maxFilesPerResult": 100,
  "spill.maxFiles": 1024,
  "spill.maxLostReferences": 256,
  "stderr.ringBytes": 16384,
  "stderr.tailLines": 20,
  "cancel.settleMs": 100,
  "process.killGraceMs": 2000,
  "process.stdoutDrainMs": 200,
  "host.sidecarStartupOutputChars": 2000,
  "host.sidecarStartTimeoutMs": 20000,
  "host.shutdownStepTimeoutMs": 3000,
  "host.contextValueMaxChars": 160,
  "host.sidecarErrorChars": 200,
  "host.nodeVersionCheckTimeoutMs": 10000,
  "host.workerExportTimeoutMs": 30000,
  "host.workerScopeTimeoutMs": 5000,
  "host.workerPreflightTimeoutMs": 90000,
  "host.workerInstallCheckTimeoutMs": 20000,
  "host.errorDetailMaxChars": 200,
  "host.renderValueMaxChars": 48,
  "host.renderArgsMaxChars": 160,
  "host.renderProgressMaxChars": 80,
  "host.renderCollapsedLines": 10,
  "host.commandLineMaxChars": 1000,
  "listen.maxReopens": 3,
  "listen.reopenBaseDelayMs": 250,
  "http.maxRedirects": 5,
  "http.sessionEndTimeoutMs": 1000,
  "http.sseReopen.minDelayMs": 250,
  "http.sseReopen.maxDelayMs": 30000,
  "http.sseReopen.maxQuickReopens": 8,
  "http.listChangedCompareBytes": 512,
  "catalog.retiredReferences": 20000,
  "catalog.linkReferences": 1000,
  "errors.serverMessageMaxBytes": 1000,
  "errors.placeholderMaxChars": 240,
  "redaction.minValueChars": 6
} as const;
