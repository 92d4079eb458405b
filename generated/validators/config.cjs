// Generated from spec/config.schema.yaml (sha256 7e49d523850b8b1a), spec/limits.yaml (sha256 f51ccb334c4ccde5), spec/credentials.yaml (sha256 ac1349eb9366da59) by codegen/emit-validators.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"urn:travis234-mcp-adapter:schema:mcp.json","title":"McpConfigFile","description":"MCP server configuration read by the travis234-mcp-adapter (mcp.json). Strict: unknown fields, duplicate keys and null values are errors.","type":"object","additionalProperties":{"not":{},"errorMessage":"`*` is not a known field here. Fix: Remove it or fix its spelling. Known fields here: $schema, settings, imports, mcpServers."},"properties":{"$schema":{"type":["string","null"],"description":"Optional reference to this schema, for editors. Ignored by the adapter.","errorMessage":"`$schema` must be a string. Fix: Change the value to a string.","allOf":[{"not":{"type":"null"},"errorMessage":"`$schema` is null, which is never a valid value. Fix: Remove `$schema` to use its default, or give it a value."}]},"settings":{"description":"Settings of pi-mcp-adapter, which reads the same file. Ignored here, with a notice."},"imports":{"description":"Host imports of pi-mcp-adapter, which reads the same file. Ignored here, with a notice."},"mcpServers":{"type":"object","title":"McpServers","description":"Servers by name. A name in a higher-precedence file replaces the whole definition.","propertyNames":{"type":"string","pattern":"^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$","description":"1 to 128 characters, no control characters, no leading or trailing whitespace.","errorMessage":"The server name is not valid. Fix: Use 1 to 128 characters with no control characters and no leading or trailing whitespace.","allOf":[{"not":{"type":"string","maxLength":0},"errorMessage":"The server name is not valid. Fix: Use 1 to 128 characters with no control characters and no leading or trailing whitespace."},{"not":{"type":"string","minLength":129},"errorMessage":"The server name is not valid. Fix: Use 1 to 128 characters with no control characters and no leading or trailing whitespace."}]},"additionalProperties":{"type":"object","title":"McpServer","description":"One server. Exactly one of `command` (stdio) or `url` (Streamable HTTP).","additionalProperties":{"not":{},"errorMessage":"`*` is not a known field here. Fix: Remove it or fix its spelling. Known fields here: type, command, args, cwd, env, url, headers, lifecycle, requestTimeoutMs, protocolVersion, reconnect, disabled, includeTools, excludeTools, alwaysAllow, autoApprove, trust."},"properties":{"type":{"type":["string","null"],"enum":["stdio","http","streamable-http","streamableHttp",null],"description":"Optional, as peer clients write it: \"stdio\" with `command`; \"http\", \"streamable-http\" or \"streamableHttp\" with `url`. Legacy \"sse\" is not supported.","errorMessage":"`type` names a transport this adapter does not speak. Fix: Use \"stdio\" with `command`, or \"http\" (also \"streamable-http\" or \"streamableHttp\") with `url`, or remove `type`. Legacy SSE is not supported: point `url` at the server's Streamable HTTP endpoint (often /mcp, not /sse).","allOf":[{"not":{"type":"null"},"errorMessage":"`type` is null, which is never a valid value. Fix: Remove `type` to use its default, or give it a value."}]},"command":{"type":["string","null"],"pattern":"\\S","description":"Executable name or path. Selects stdio. Never expanded.","patternErrorMessage":"`command` must not be empty or blank. Fix: Give `command` a value, or remove it.","errorMessage":"`command` must be a string. Fix: Change the value to a string.","allOf":[{"not":{"type":"null"},"errorMessage":"`command` is null, which is never a valid value. Fix: Remove `command` to use its default, or give it a value."}]},"args":{"type":["array","null"],"items":{"type":["string","null"],"errorMessage":"`args[*]` must be a string. Fix: Change the value to a string.","allOf":[{"not":{"type":"null"},"errorMessage":"`args[*]` is null, which is never a valid value. Fix: Remove `args[*]` to use its default, or give it a value."}]},"default":[],"description":"Literal command arguments. Never expanded.","errorMessage":"`args` must be an array. Fix: Change the value to an array.","allOf":[{"not":{"type":"null"},"errorMessage":"`args` is null, which is never a valid value. Fix: Remove `args` to use its default, or give it a value."}]},"cwd":{"type":["string","null"],"pattern":"\\S","description":"Working directory of the server process; a relative path is taken from the session directory.","patternErrorMessage":"`cwd` must not be empty or blank. Fix: Give `cwd` a value, or remove it.","errorMessage":"`cwd` must be a string. Fix: Change the value to a string.","allOf":[{"not":{"type":"null"},"errorMessage":"`cwd` is null, which is never a valid value. Fix: Remove `cwd` to use its default, or give it a value."}]},"env":{"type":["object","null"],"additionalProperties":{"type":["string","null"],"errorMessage":"`env.*` must be a string. Fix: Change the value to a string.","allOf":[{"not":{"type":"null"},"errorMessage":"`env.*` is null, which is never a valid value. Fix: Remove `env.*` to use its default, or give it a value."}]},"default":{},"description":"Variables added to the SDK's safe default environment. Credential-shaped keys must use a reference.","patternProperties":{"^.*(?:[Aa][Pp][Ii][_\\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\\-][Kk][Ee][Yy])":{"type":["string","null"],"pattern":"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*(?::-[^$\\{\\}]*)?\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*","description":"A credential-shaped name: the value must reference an environment variable, such as \"Bearer ${TOKEN}\"; a literal or a default is an error.","allOf":[{"not":{"type":"string","pattern":"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*:-[^$\\{\\}]*\\}"},"errorMessage":"`env.*` looks like a credential and gives its reference a default, which would be a literal credential. Fix: Remove the `:-...` default, keep the secret in the environment and export NAME before starting Travis234."},{"not":{"type":"null"},"errorMessage":"`env.*` is null, which is never a valid value. Fix: Remove `env.*` to use its default, or give it a value."}],"patternErrorMessage":"`env.*` looks like a credential but holds a literal value. Fix: Keep the secret in the environment and reference it, for example \"${NAME}\" or \"Bearer $env:NAME\", then export NAME before starting Travis234.","errorMessage":"`env.*` must be a string. Fix: Change the value to a string."}},"errorMessage":"`env` must be an object. Fix: Change the value to an object.","allOf":[{"not":{"type":"null"},"errorMessage":"`env` is null, which is never a valid value. Fix: Remove `env` to use its default, or give it a value."}]},"url":{"type":["string","null"],"pattern":"^[Hh][Tt][Tt][Pp][Ss]?://\\S+$","description":"Streamable HTTP endpoint (http or https). Selects HTTP. Never expanded.","errorMessage":"`url` must be an absolute http or https URL. Fix: Write the full endpoint, for example \"https://example.com/mcp\".","allOf":[{"not":{"type":"null"},"errorMessage":"`url` is null, which is never a valid value. Fix: Remove `url` to use its default, or give it a value."}]},"headers":{"type":["object","null"],"additionalProperties":{"type":["string","null"],"errorMessage":"`headers.*` must be a string. Fix: Change the value to a string.","allOf":[{"not":{"type":"null"},"errorMessage":"`headers.*` is null, which is never a valid value. Fix: Remove `headers.*` to use its default, or give it a value."}]},"default":{},"description":"Request headers. Credential-shaped names (Authorization, Cookie, *-API-Key, ...) must use a reference.","patternProperties":{"^(?:.*(?:[Aa][Pp][Ii][_\\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\\-][Kk][Ee][Yy])|(?:[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn]|[Cc][Oo][Oo][Kk][Ii][Ee]|[Pp][Rr][Oo][Xx][Yy]-[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn])$)":{"type":["string","null"],"pattern":"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*(?::-[^$\\{\\}]*)?\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*","description":"A credential-shaped name: the value must reference an environment variable, such as \"Bearer ${TOKEN}\"; a literal or a default is an error.","allOf":[{"not":{"type":"string","pattern":"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*:-[^$\\{\\}]*\\}"},"errorMessage":"`headers.*` looks like a credential and gives its reference a default, which would be a literal credential. Fix: Remove the `:-...` default, keep the secret in the environment and export NAME before starting Travis234."},{"not":{"type":"null"},"errorMessage":"`headers.*` is null, which is never a valid value. Fix: Remove `headers.*` to use its default, or give it a value."}],"patternErrorMessage":"`headers.*` looks like a credential but holds a literal value. Fix: Keep the secret in the environment and reference it, for example \"${NAME}\" or \"Bearer $env:NAME\", then export NAME before starting Travis234.","errorMessage":"`headers.*` must be a string. Fix: Change the value to a string."}},"errorMessage":"`headers` must be an object. Fix: Change the value to an object.","allOf":[{"not":{"type":"null"},"errorMessage":"`headers` is null, which is never a valid value. Fix: Remove `headers` to use its default, or give it a value."}]},"lifecycle":{"description":"Compatibility declaration; only `lazy` is accepted, and it changes nothing.","errorMessage":"`lifecycle` accepts only \"lazy\"; connections are always lazy. Fix: Remove `lifecycle` or set it to \"lazy\". Eager and keep-alive modes are not supported.","enum":["lazy",null],"allOf":[{"not":{"type":"null"},"errorMessage":"`lifecycle` is null, which is never a valid value. Fix: Remove `lifecycle` to use its default, or give it a value."}]},"requestTimeoutMs":{"type":["integer","null"],"description":"Bounds connect (spawn + initialize) and every MCP request. 0 or less keeps the SDK default.","errorMessage":"`requestTimeoutMs` must be an integer. Fix: Change the value to an integer.","allOf":[{"not":{"type":"integer","exclusiveMinimum":2147483647},"errorMessage":"`requestTimeoutMs` is out of range: it must be at most 2147483647. Fix: Use an integer that is at most 2147483647."},{"not":{"type":"null"},"errorMessage":"`requestTimeoutMs` is null, which is never a valid value. Fix: Remove `requestTimeoutMs` to use its default, or give it a value."}]},"protocolVersion":{"type":["string","null"],"enum":["auto","legacy","2026-07-28",null],"default":"auto","description":"MCP protocol era. `auto` asks the server (`server/discover`) and falls back to the 2025 handshake; `legacy` always uses the 2025 handshake; a revision such as `2026-07-28` requires that revision. The verdict is kept for the runtime's life.","errorMessage":"`protocolVersion` accepts \"auto\", \"legacy\" or \"2026-07-28\". Fix: Remove `protocolVersion` (auto: the server is asked which era it speaks), or set \"legacy\" for the 2025 handshake.","allOf":[{"not":{"type":"null"},"errorMessage":"`protocolVersion` is null, which is never a valid value. Fix: Remove `protocolVersion` to use its default, or give it a value."}]},"reconnect":{"type":["object","null"],"title":"McpReconnect","additionalProperties":{"not":{},"errorMessage":"`reconnect.*` is not a known field here. Fix: Remove it or fix its spelling. Known fields here: automatic, maxAttempts, baseDelayMs."},"description":"Recovery policy. Never replays a failed request.","properties":{"automatic":{"type":["boolean","null"],"default":false,"description":"Start a bounded reconnect in the background after a transport failure.","errorMessage":"`reconnect.automatic` must be true or false. Fix: Change the value to true or false.","allOf":[{"not":{"type":"null"},"errorMessage":"`reconnect.automatic` is null, which is never a valid value. Fix: Remove `reconnect.automatic` to use its default, or give it a value."}]},"maxAttempts":{"type":["integer","null"],"description":"Attempts per reconnect.","default":1,"errorMessage":"`reconnect.maxAttempts` must be an integer. Fix: Change the value to an integer.","allOf":[{"not":{"type":"integer","exclusiveMaximum":1},"errorMessage":"`reconnect.maxAttempts` is out of range: it must be from 1 to 3. Fix: Use an integer that is from 1 to 3."},{"not":{"type":"integer","exclusiveMinimum":3},"errorMessage":"`reconnect.maxAttempts` is out of range: it must be from 1 to 3. Fix: Use an integer that is from 1 to 3."},{"not":{"type":"null"},"errorMessage":"`reconnect.maxAttempts` is null, which is never a valid value. Fix: Remove `reconnect.maxAttempts` to use its default, or give it a value."}]},"baseDelayMs":{"type":["integer","null"],"description":"Backoff base; the delay after failed attempt i is baseDelayMs x 2^i.","default":100,"errorMessage":"`reconnect.baseDelayMs` must be an integer. Fix: Change the value to an integer.","allOf":[{"not":{"type":"integer","exclusiveMaximum":100},"errorMessage":"`reconnect.baseDelayMs` is out of range: it must be from 100 to 500. Fix: Use an integer that is from 100 to 500."},{"not":{"type":"integer","exclusiveMinimum":500},"errorMessage":"`reconnect.baseDelayMs` is out of range: it must be from 100 to 500. Fix: Use an integer that is from 100 to 500."},{"not":{"type":"null"},"errorMessage":"`reconnect.baseDelayMs` is null, which is never a valid value. Fix: Remove `reconnect.baseDelayMs` to use its default, or give it a value."}]}},"errorMessage":"`reconnect` must be an object. Fix: Change the value to an object.","allOf":[{"not":{"type":"null"},"errorMessage":"`reconnect` is null, which is never a valid value. Fix: Remove `reconnect` to use its default, or give it a value."}]},"disabled":{"type":["boolean","null"],"default":false,"description":"true keeps the server configured but off: it is never started, status and check show it as off, and a call to it says so.","errorMessage":"`disabled` must be true or false. Fix: Change the value to true or false.","allOf":[{"not":{"type":"null"},"errorMessage":"`disabled` is null, which is never a valid value. Fix: Remove `disabled` to use its default, or give it a value."}]},"includeTools":{"type":["array","null"],"items":{"type":["string","null"],"pattern":"\\S","patternErrorMessage":"`includeTools[*]` must not be empty or blank. Fix: Give `includeTools[*]` a value, or remove it.","errorMessage":"`includeTools[*]` must be a string. Fix: Change the value to a string.","allOf":[{"not":{"type":"null"},"errorMessage":"`includeTools[*]` is null, which is never a valid value. Fix: Remove `includeTools[*]` to use its default, or give it a value."}]},"description":"Tool names or simple globs (`*` any run of characters, `?` one character). `includeTools` keeps only matching tools, `excludeTools` hides matching ones (it wins); hidden tools are not listed, found, described or called.","errorMessage":"`includeTools` must be an array. Fix: Change the value to an array.","allOf":[{"not":{"type":"null"},"errorMessage":"`includeTools` is null, which is never a valid value. Fix: Remove `includeTools` to use its default, or give it a value."}]},"excludeTools":{"type":["array","null"],"items":{"type":["string","null"],"pattern":"\\S","patternErrorMessage":"`excludeTools[*]` must not be empty or blank. Fix: Give `excludeTools[*]` a value, or remove it.","errorMessage":"`excludeTools[*]` must be a string. Fix: Change the value to a string.","allOf":[{"not":{"type":"null"},"errorMessage":"`excludeTools[*]` is null, which is never a valid value. Fix: Remove `excludeTools[*]` to use its default, or give it a value."}]},"description":"Tool names or simple globs (`*` any run of characters, `?` one character). `includeTools` keeps only matching tools, `excludeTools` hides matching ones (it wins); hidden tools are not listed, found, described or called.","errorMessage":"`excludeTools` must be an array. Fix: Change the value to an array.","allOf":[{"not":{"type":"null"},"errorMessage":"`excludeTools` is null, which is never a valid value. Fix: Remove `excludeTools` to use its default, or give it a value."}]},"alwaysAllow":{"type":["array","null"],"items":{"type":["string","null"],"errorMessage":"`alwaysAllow[*]` must be a string. Fix: Change the value to a string.","allOf":[{"not":{"type":"null"},"errorMessage":"`alwaysAllow[*]` is null, which is never a valid value. Fix: Remove `alwaysAllow[*]` to use its default, or give it a value."}]},"description":"A pre-approval list of Cline or Windsurf. Only the empty list (what every entry means here) is accepted; approvals are the host's decision.","errorMessage":"`alwaysAllow` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance.","allOf":[{"not":{"type":"array","minItems":1},"errorMessage":"`alwaysAllow` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance."},{"not":{"type":"null"},"errorMessage":"`alwaysAllow` is null, which is never a valid value. Fix: Remove `alwaysAllow` to use its default, or give it a value."}]},"autoApprove":{"type":["array","null"],"items":{"type":["string","null"],"errorMessage":"`autoApprove[*]` must be a string. Fix: Change the value to a string.","allOf":[{"not":{"type":"null"},"errorMessage":"`autoApprove[*]` is null, which is never a valid value. Fix: Remove `autoApprove[*]` to use its default, or give it a value."}]},"description":"A pre-approval list of Cline or Windsurf. Only the empty list (what every entry means here) is accepted; approvals are the host's decision.","errorMessage":"`autoApprove` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance.","allOf":[{"not":{"type":"array","minItems":1},"errorMessage":"`autoApprove` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance."},{"not":{"type":"null"},"errorMessage":"`autoApprove` is null, which is never a valid value. Fix: Remove `autoApprove` to use its default, or give it a value."}]},"trust":{"description":"Gemini CLI's confirmation bypass. Only false (what it means here) is accepted; true is an error: approvals are the host's decision.","errorMessage":"`trust` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance.","enum":[false,null],"allOf":[{"not":{"type":"null"},"errorMessage":"`trust` is null, which is never a valid value. Fix: Remove `trust` to use its default, or give it a value."}]}},"allOf":[{"if":{"required":["url"],"not":{"required":["command"]}},"then":{"properties":{"type":{"not":{"enum":["stdio"]},"errorMessage":"`type` contradicts the transport of this server: `command` means stdio and `url` means Streamable HTTP. Fix: Write \"type\": \"stdio\" with `command` or \"type\": \"http\" with `url`, or remove `type`."},"args":{"not":{},"errorMessage":"`args` applies only to stdio servers (those with `command`). Fix: Remove `args` from this url server."},"cwd":{"not":{},"errorMessage":"`cwd` applies only to stdio servers (those with `command`). Fix: Remove `cwd` from this url server."},"env":{"not":{},"errorMessage":"`env` applies only to stdio servers (those with `command`). Fix: Remove `env` from this url server."}}}},{"if":{"required":["command"],"not":{"required":["url"]}},"then":{"properties":{"type":{"not":{"enum":["http","streamable-http","streamableHttp"]},"errorMessage":"`type` contradicts the transport of this server: `command` means stdio and `url` means Streamable HTTP. Fix: Write \"type\": \"stdio\" with `command` or \"type\": \"http\" with `url`, or remove `type`."},"headers":{"not":{},"errorMessage":"`headers` applies only to Streamable HTTP servers (those with `url`). Fix: Remove `headers`, or pass values to a stdio server through `env`."}}}},{"not":{"not":{"anyOf":[{"required":["command"]},{"required":["url"]}]}},"errorMessage":"A server needs exactly one of `command` (stdio) or `url` (Streamable HTTP). Fix: Keep `command` for a local process or `url` for a remote endpoint, not both and not neither."},{"not":{"type":"object","required":["command","url"]},"errorMessage":"A server needs exactly one of `command` (stdio) or `url` (Streamable HTTP). Fix: Keep `command` for a local process or `url` for a remote endpoint, not both and not neither."}],"patternProperties":{"^transport$":{"not":{},"errorMessage":"`transport` is not used: the transport follows from `command` (stdio) or `url` (Streamable HTTP). Fix: Remove `transport`. Legacy SSE is not supported; point `url` at a Streamable HTTP endpoint."},"^timeout$":{"not":{},"errorMessage":"`timeout` is not read here: MCP clients disagree on its unit (seconds in some, milliseconds in others). Fix: Use `requestTimeoutMs` instead, in milliseconds (for example \"requestTimeoutMs\": 60000); it bounds connect and every request."},"^oauth$":{"not":{},"errorMessage":"`oauth` belongs to another MCP client and is not supported here. Fix: Remove it. OAuth sign-in is not supported (the adapter opens no browser and stores no tokens): pass a token through a header reference, such as \"Authorization\": \"Bearer ${TOKEN}\". Direct tools are not supported: every tool is reached through `mcp`."},"^auth$":{"not":{},"errorMessage":"`auth` belongs to another MCP client and is not supported here. Fix: Remove it. OAuth sign-in is not supported (the adapter opens no browser and stores no tokens): pass a token through a header reference, such as \"Authorization\": \"Bearer ${TOKEN}\". Direct tools are not supported: every tool is reached through `mcp`."},"^directTools$":{"not":{},"errorMessage":"`directTools` belongs to another MCP client and is not supported here. Fix: Remove it. OAuth sign-in is not supported (the adapter opens no browser and stores no tokens): pass a token through a header reference, such as \"Authorization\": \"Bearer ${TOKEN}\". Direct tools are not supported: every tool is reached through `mcp`."}},"errorMessage":"A server definition must be a JSON object. Fix: Write {\"command\": \"...\"} for stdio or {\"url\": \"https://...\"} for Streamable HTTP."},"errorMessage":"`mcpServers` must be present and must be an object of servers by name. Fix: Write \"mcpServers\": {} for no servers, or {\"name\": {\"command\": \"...\"}}."}},"errorMessage":"The file must hold a JSON object with an `mcpServers` object. Fix: Write {\"mcpServers\": {\"name\": {\"command\": \"...\"}}}.","allOf":[{"not":{"not":{"required":["mcpServers"]}},"errorMessage":"`mcpServers` must be present and must be an object of servers by name. Fix: Write \"mcpServers\": {} for no servers, or {\"name\": {\"command\": \"...\"}}."}]};
const func2 = require("ajv/dist/runtime/ucs2length").default;
const func4 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$", "u");
const pattern1 = new RegExp("^transport$", "u");
const pattern2 = new RegExp("^timeout$", "u");
const pattern3 = new RegExp("^oauth$", "u");
const pattern4 = new RegExp("^auth$", "u");
const pattern5 = new RegExp("^directTools$", "u");
const pattern6 = new RegExp("\\S", "u");
const pattern8 = new RegExp("^.*(?:[Aa][Pp][Ii][_\\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\\-][Kk][Ee][Yy])", "u");
const pattern10 = new RegExp("(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*:-[^$\\{\\}]*\\}", "u");
const pattern11 = new RegExp("(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*(?::-[^$\\{\\}]*)?\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*", "u");
const pattern12 = new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://\\S+$", "u");
const pattern13 = new RegExp("^(?:.*(?:[Aa][Pp][Ii][_\\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\\-][Kk][Ee][Yy])|(?:[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn]|[Cc][Oo][Oo][Kk][Ii][Ee]|[Pp][Rr][Oo][Xx][Yy]-[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn])$)", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="urn:travis234-mcp-adapter:schema:mcp.json" */;
let vErrors = null;
let errors = 0;
const _errs2 = errors;
const _errs3 = errors;
const _errs4 = errors;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.mcpServers === undefined) && (missing0 = "mcpServers")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid2 = _errs5 === errors;
if(valid2){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs3 === errors;
if(valid1){
const err2 = {instancePath,schemaPath:"#/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((((key0 === "$schema") || (key0 === "settings")) || (key0 === "imports")) || (key0 === "mcpServers"))){
const err3 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.$schema !== undefined){
let data1 = data.$schema;
if((typeof data1 !== "string") && (data1 !== null)){
const err4 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: schema11.properties.$schema.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs12 = errors;
const _errs13 = errors;
if(data1 !== null){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid6 = _errs13 === errors;
if(valid6){
const err6 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data.mcpServers !== undefined){
let data2 = data.mcpServers;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs17 = errors;
const _errs20 = errors;
const _errs21 = errors;
if(errors === _errs21){
if(typeof key1 === "string"){
if(func2(key1) > 0){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var valid9 = _errs21 === errors;
if(valid9){
const err9 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid",propertyName:key1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(typeof key1 === "string"){
if(func2(key1) < 129){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var valid10 = _errs25 === errors;
if(valid10){
const err12 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",propertyName:key1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
if(typeof key1 === "string"){
if(!pattern0.test(key1)){
const err13 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$"},message:"must match pattern \""+"^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var valid7 = _errs17 === errors;
if(!valid7){
const err15 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
for(const key2 in data2){
let data3 = data2[key2];
const _errs31 = errors;
let valid13 = true;
const _errs32 = errors;
const _errs33 = errors;
const _errs34 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if((data3.command === undefined) && (missing1 = "command")){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var valid14 = _errs34 === errors;
if(valid14){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
if(errors === _errs32){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing2;
if((data3.url === undefined) && (missing2 = "url")){
const err18 = {};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
var _valid0 = _errs32 === errors;
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs35 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.type !== undefined){
const _errs37 = errors;
const _errs38 = errors;
if(!(data3.type === "stdio")){
const err19 = {};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var valid16 = _errs38 === errors;
if(valid16){
const err20 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/type/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data3.args !== undefined){
const err21 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/args",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/args/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data3.cwd !== undefined){
const err22 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cwd",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/cwd/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data3.env !== undefined){
const err23 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/env/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var _valid0 = _errs35 === errors;
valid13 = _valid0;
}
if(!valid13){
const err24 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const _errs46 = errors;
let valid17 = true;
const _errs47 = errors;
const _errs48 = errors;
const _errs49 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing3;
if((data3.url === undefined) && (missing3 = "url")){
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
var valid18 = _errs49 === errors;
if(valid18){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs48;
if(vErrors !== null){
if(_errs48){
vErrors.length = _errs48;
}
else {
vErrors = null;
}
}
}
if(errors === _errs47){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing4;
if((data3.command === undefined) && (missing4 = "command")){
const err27 = {};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
var _valid1 = _errs47 === errors;
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs50 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.type !== undefined){
let data8 = data3.type;
const _errs52 = errors;
const _errs53 = errors;
if(!(((data8 === "http") || (data8 === "streamable-http")) || (data8 === "streamableHttp"))){
const err28 = {};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var valid20 = _errs53 === errors;
if(valid20){
const err29 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/1/then/properties/type/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
}
}
if(data3.headers !== undefined){
const err30 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/1/then/properties/headers/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var _valid1 = _errs50 === errors;
valid17 = _valid1;
}
if(!valid17){
const err31 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const _errs57 = errors;
const _errs58 = errors;
const _errs59 = errors;
const _errs60 = errors;
const _errs61 = errors;
let valid23 = false;
const _errs62 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing5;
if((data3.command === undefined) && (missing5 = "command")){
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
var _valid2 = _errs62 === errors;
valid23 = valid23 || _valid2;
if(!valid23){
const _errs63 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing6;
if((data3.url === undefined) && (missing6 = "url")){
const err33 = {};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
var _valid2 = _errs63 === errors;
valid23 = valid23 || _valid2;
}
if(!valid23){
const err34 = {};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs61;
if(vErrors !== null){
if(_errs61){
vErrors.length = _errs61;
}
else {
vErrors = null;
}
}
}
var valid22 = _errs60 === errors;
if(valid22){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
var valid21 = _errs58 === errors;
if(valid21){
const err36 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/allOf/2/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs57;
if(vErrors !== null){
if(_errs57){
vErrors.length = _errs57;
}
else {
vErrors = null;
}
}
}
const _errs65 = errors;
const _errs66 = errors;
if(errors === _errs66){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing7;
if(((data3.command === undefined) && (missing7 = "command")) || ((data3.url === undefined) && (missing7 = "url"))){
const err37 = {};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
var valid24 = _errs66 === errors;
if(valid24){
const err39 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/allOf/3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs65;
if(vErrors !== null){
if(_errs65){
vErrors.length = _errs65;
}
else {
vErrors = null;
}
}
}
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key3 in data3){
if(!((((((func4.call(schema11.properties.mcpServers.additionalProperties.properties, key3)) || (pattern1.test(key3))) || (pattern2.test(key3))) || (pattern3.test(key3))) || (pattern4.test(key3))) || (pattern5.test(key3)))){
const err40 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/additionalProperties/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data3.type !== undefined){
let data11 = data3.type;
if((typeof data11 !== "string") && (data11 !== null)){
const err41 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/mcpServers/additionalProperties/properties/type/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.type.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!(((((data11 === "stdio") || (data11 === "http")) || (data11 === "streamable-http")) || (data11 === "streamableHttp")) || (data11 === null))){
const err42 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/mcpServers/additionalProperties/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.properties.mcpServers.additionalProperties.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const _errs74 = errors;
const _errs75 = errors;
if(data11 !== null){
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var valid28 = _errs75 === errors;
if(valid28){
const err44 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/mcpServers/additionalProperties/properties/type/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
else {
errors = _errs74;
if(vErrors !== null){
if(_errs74){
vErrors.length = _errs74;
}
else {
vErrors = null;
}
}
}
}
if(data3.command !== undefined){
let data12 = data3.command;
if((typeof data12 !== "string") && (data12 !== null)){
const err45 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/command",schemaPath:"#/properties/mcpServers/additionalProperties/properties/command/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.command.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const _errs80 = errors;
const _errs81 = errors;
if(data12 !== null){
const err46 = {};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var valid30 = _errs81 === errors;
if(valid30){
const err47 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/command",schemaPath:"#/properties/mcpServers/additionalProperties/properties/command/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs80;
if(vErrors !== null){
if(_errs80){
vErrors.length = _errs80;
}
else {
vErrors = null;
}
}
}
if(typeof data12 === "string"){
if(!pattern6.test(data12)){
const err48 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/command",schemaPath:"#/properties/mcpServers/additionalProperties/properties/command/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
if(data3.args !== undefined){
let data13 = data3.args;
if((!(Array.isArray(data13))) && (data13 !== null)){
const err49 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/args",schemaPath:"#/properties/mcpServers/additionalProperties/properties/args/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.args.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const _errs86 = errors;
const _errs87 = errors;
if(data13 !== null){
const err50 = {};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var valid32 = _errs87 === errors;
if(valid32){
const err51 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/args",schemaPath:"#/properties/mcpServers/additionalProperties/properties/args/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
errors = _errs86;
if(vErrors !== null){
if(_errs86){
vErrors.length = _errs86;
}
else {
vErrors = null;
}
}
}
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
if((typeof data14 !== "string") && (data14 !== null)){
const err52 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/args/" + i0,schemaPath:"#/properties/mcpServers/additionalProperties/properties/args/items/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.args.items.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
const _errs92 = errors;
const _errs93 = errors;
if(data14 !== null){
const err53 = {};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var valid36 = _errs93 === errors;
if(valid36){
const err54 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/args/" + i0,schemaPath:"#/properties/mcpServers/additionalProperties/properties/args/items/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
else {
errors = _errs92;
if(vErrors !== null){
if(_errs92){
vErrors.length = _errs92;
}
else {
vErrors = null;
}
}
}
}
}
}
if(data3.cwd !== undefined){
let data15 = data3.cwd;
if((typeof data15 !== "string") && (data15 !== null)){
const err55 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cwd",schemaPath:"#/properties/mcpServers/additionalProperties/properties/cwd/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.cwd.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
const _errs98 = errors;
const _errs99 = errors;
if(data15 !== null){
const err56 = {};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var valid38 = _errs99 === errors;
if(valid38){
const err57 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cwd",schemaPath:"#/properties/mcpServers/additionalProperties/properties/cwd/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
errors = _errs98;
if(vErrors !== null){
if(_errs98){
vErrors.length = _errs98;
}
else {
vErrors = null;
}
}
}
if(typeof data15 === "string"){
if(!pattern6.test(data15)){
const err58 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cwd",schemaPath:"#/properties/mcpServers/additionalProperties/properties/cwd/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
if(data3.env !== undefined){
let data16 = data3.env;
if((!(data16 && typeof data16 == "object" && !Array.isArray(data16))) && (data16 !== null)){
const err59 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env",schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.env.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
const _errs104 = errors;
const _errs105 = errors;
if(data16 !== null){
const err60 = {};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var valid40 = _errs105 === errors;
if(valid40){
const err61 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env",schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
else {
errors = _errs104;
if(vErrors !== null){
if(_errs104){
vErrors.length = _errs104;
}
else {
vErrors = null;
}
}
}
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key4 in data16){
if(!(pattern8.test(key4))){
let data17 = data16[key4];
if((typeof data17 !== "string") && (data17 !== null)){
const err62 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/additionalProperties/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.env.additionalProperties.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
const _errs111 = errors;
const _errs112 = errors;
if(data17 !== null){
const err63 = {};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var valid43 = _errs112 === errors;
if(valid43){
const err64 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/additionalProperties/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
errors = _errs111;
if(vErrors !== null){
if(_errs111){
vErrors.length = _errs111;
}
else {
vErrors = null;
}
}
}
}
}
for(const key5 in data16){
if(pattern8.test(key5)){
let data18 = data16[key5];
if((typeof data18 !== "string") && (data18 !== null)){
const err65 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/patternProperties/%5E.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.env.patternProperties["^.*(?:[Aa][Pp][Ii][_\\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\\-][Kk][Ee][Yy])"].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
const _errs117 = errors;
const _errs118 = errors;
if(errors === _errs118){
if(typeof data18 === "string"){
if(!pattern10.test(data18)){
const err66 = {};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
var valid46 = _errs118 === errors;
if(valid46){
const err68 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/patternProperties/%5E.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
else {
errors = _errs117;
if(vErrors !== null){
if(_errs117){
vErrors.length = _errs117;
}
else {
vErrors = null;
}
}
}
const _errs121 = errors;
const _errs122 = errors;
if(data18 !== null){
const err69 = {};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var valid47 = _errs122 === errors;
if(valid47){
const err70 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/patternProperties/%5E.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
else {
errors = _errs121;
if(vErrors !== null){
if(_errs121){
vErrors.length = _errs121;
}
else {
vErrors = null;
}
}
}
if(typeof data18 === "string"){
if(!pattern11.test(data18)){
const err71 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/patternProperties/%5E.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)/pattern",keyword:"pattern",params:{pattern: "(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*(?::-[^$\\{\\}]*)?\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*"},message:"must match pattern \""+"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*(?::-[^$\\{\\}]*)?\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
}
}
}
if(data3.url !== undefined){
let data19 = data3.url;
if((typeof data19 !== "string") && (data19 !== null)){
const err72 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/mcpServers/additionalProperties/properties/url/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.url.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
const _errs127 = errors;
const _errs128 = errors;
if(data19 !== null){
const err73 = {};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var valid49 = _errs128 === errors;
if(valid49){
const err74 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/mcpServers/additionalProperties/properties/url/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
else {
errors = _errs127;
if(vErrors !== null){
if(_errs127){
vErrors.length = _errs127;
}
else {
vErrors = null;
}
}
}
if(typeof data19 === "string"){
if(!pattern12.test(data19)){
const err75 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/mcpServers/additionalProperties/properties/url/pattern",keyword:"pattern",params:{pattern: "^[Hh][Tt][Tt][Pp][Ss]?://\\S+$"},message:"must match pattern \""+"^[Hh][Tt][Tt][Pp][Ss]?://\\S+$"+"\""};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
if(data3.headers !== undefined){
let data20 = data3.headers;
if((!(data20 && typeof data20 == "object" && !Array.isArray(data20))) && (data20 !== null)){
const err76 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.headers.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
const _errs133 = errors;
const _errs134 = errors;
if(data20 !== null){
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var valid51 = _errs134 === errors;
if(valid51){
const err78 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
errors = _errs133;
if(vErrors !== null){
if(_errs133){
vErrors.length = _errs133;
}
else {
vErrors = null;
}
}
}
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key6 in data20){
if(!(pattern13.test(key6))){
let data21 = data20[key6];
if((typeof data21 !== "string") && (data21 !== null)){
const err79 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/additionalProperties/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.headers.additionalProperties.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
const _errs140 = errors;
const _errs141 = errors;
if(data21 !== null){
const err80 = {};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var valid54 = _errs141 === errors;
if(valid54){
const err81 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/additionalProperties/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
else {
errors = _errs140;
if(vErrors !== null){
if(_errs140){
vErrors.length = _errs140;
}
else {
vErrors = null;
}
}
}
}
}
for(const key7 in data20){
if(pattern13.test(key7)){
let data22 = data20[key7];
if((typeof data22 !== "string") && (data22 !== null)){
const err82 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/patternProperties/%5E(%3F%3A.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)%7C(%3F%3A%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D%7C%5BCc%5D%5BOo%5D%5BOo%5D%5BKk%5D%5BIi%5D%5BEe%5D%7C%5BPp%5D%5BRr%5D%5BOo%5D%5BXx%5D%5BYy%5D-%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D)%24)/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.headers.patternProperties["^(?:.*(?:[Aa][Pp][Ii][_\\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\\-][Kk][Ee][Yy])|(?:[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn]|[Cc][Oo][Oo][Kk][Ii][Ee]|[Pp][Rr][Oo][Xx][Yy]-[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn])$)"].type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
const _errs146 = errors;
const _errs147 = errors;
if(errors === _errs147){
if(typeof data22 === "string"){
if(!pattern10.test(data22)){
const err83 = {};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
var valid57 = _errs147 === errors;
if(valid57){
const err85 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/patternProperties/%5E(%3F%3A.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)%7C(%3F%3A%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D%7C%5BCc%5D%5BOo%5D%5BOo%5D%5BKk%5D%5BIi%5D%5BEe%5D%7C%5BPp%5D%5BRr%5D%5BOo%5D%5BXx%5D%5BYy%5D-%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D)%24)/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
else {
errors = _errs146;
if(vErrors !== null){
if(_errs146){
vErrors.length = _errs146;
}
else {
vErrors = null;
}
}
}
const _errs150 = errors;
const _errs151 = errors;
if(data22 !== null){
const err86 = {};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var valid58 = _errs151 === errors;
if(valid58){
const err87 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/patternProperties/%5E(%3F%3A.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)%7C(%3F%3A%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D%7C%5BCc%5D%5BOo%5D%5BOo%5D%5BKk%5D%5BIi%5D%5BEe%5D%7C%5BPp%5D%5BRr%5D%5BOo%5D%5BXx%5D%5BYy%5D-%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D)%24)/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
else {
errors = _errs150;
if(vErrors !== null){
if(_errs150){
vErrors.length = _errs150;
}
else {
vErrors = null;
}
}
}
if(typeof data22 === "string"){
if(!pattern11.test(data22)){
const err88 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/patternProperties/%5E(%3F%3A.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)%7C(%3F%3A%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D%7C%5BCc%5D%5BOo%5D%5BOo%5D%5BKk%5D%5BIi%5D%5BEe%5D%7C%5BPp%5D%5BRr%5D%5BOo%5D%5BXx%5D%5BYy%5D-%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D)%24)/pattern",keyword:"pattern",params:{pattern: "(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*(?::-[^$\\{\\}]*)?\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*"},message:"must match pattern \""+"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*(?::-[^$\\{\\}]*)?\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*"+"\""};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
}
}
}
}
if(data3.lifecycle !== undefined){
let data23 = data3.lifecycle;
if(!((data23 === "lazy") || (data23 === null))){
const err89 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/lifecycle",schemaPath:"#/properties/mcpServers/additionalProperties/properties/lifecycle/enum",keyword:"enum",params:{allowedValues: schema11.properties.mcpServers.additionalProperties.properties.lifecycle.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
const _errs155 = errors;
const _errs156 = errors;
if(data23 !== null){
const err90 = {};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var valid60 = _errs156 === errors;
if(valid60){
const err91 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/lifecycle",schemaPath:"#/properties/mcpServers/additionalProperties/properties/lifecycle/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
else {
errors = _errs155;
if(vErrors !== null){
if(_errs155){
vErrors.length = _errs155;
}
else {
vErrors = null;
}
}
}
}
if(data3.requestTimeoutMs !== undefined){
let data24 = data3.requestTimeoutMs;
if((!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))) && (data24 !== null)){
const err92 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/requestTimeoutMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/requestTimeoutMs/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.requestTimeoutMs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
const _errs161 = errors;
const _errs162 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err93 = {};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(errors === _errs162){
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 <= 2147483647 || isNaN(data24)){
const err94 = {};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
var valid62 = _errs162 === errors;
if(valid62){
const err95 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/requestTimeoutMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/requestTimeoutMs/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
else {
errors = _errs161;
if(vErrors !== null){
if(_errs161){
vErrors.length = _errs161;
}
else {
vErrors = null;
}
}
}
const _errs165 = errors;
const _errs166 = errors;
if(data24 !== null){
const err96 = {};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var valid63 = _errs166 === errors;
if(valid63){
const err97 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/requestTimeoutMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/requestTimeoutMs/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
else {
errors = _errs165;
if(vErrors !== null){
if(_errs165){
vErrors.length = _errs165;
}
else {
vErrors = null;
}
}
}
}
if(data3.protocolVersion !== undefined){
let data25 = data3.protocolVersion;
if((typeof data25 !== "string") && (data25 !== null)){
const err98 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/protocolVersion",schemaPath:"#/properties/mcpServers/additionalProperties/properties/protocolVersion/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.protocolVersion.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(!((((data25 === "auto") || (data25 === "legacy")) || (data25 === "2026-07-28")) || (data25 === null))){
const err99 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/protocolVersion",schemaPath:"#/properties/mcpServers/additionalProperties/properties/protocolVersion/enum",keyword:"enum",params:{allowedValues: schema11.properties.mcpServers.additionalProperties.properties.protocolVersion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
const _errs171 = errors;
const _errs172 = errors;
if(data25 !== null){
const err100 = {};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var valid65 = _errs172 === errors;
if(valid65){
const err101 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/protocolVersion",schemaPath:"#/properties/mcpServers/additionalProperties/properties/protocolVersion/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
else {
errors = _errs171;
if(vErrors !== null){
if(_errs171){
vErrors.length = _errs171;
}
else {
vErrors = null;
}
}
}
}
if(data3.reconnect !== undefined){
let data26 = data3.reconnect;
if((!(data26 && typeof data26 == "object" && !Array.isArray(data26))) && (data26 !== null)){
const err102 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.reconnect.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
const _errs177 = errors;
const _errs178 = errors;
if(data26 !== null){
const err103 = {};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
var valid67 = _errs178 === errors;
if(valid67){
const err104 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
else {
errors = _errs177;
if(vErrors !== null){
if(_errs177){
vErrors.length = _errs177;
}
else {
vErrors = null;
}
}
}
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
for(const key8 in data26){
if(!(((key8 === "automatic") || (key8 === "maxAttempts")) || (key8 === "baseDelayMs"))){
const err105 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/additionalProperties/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data26.automatic !== undefined){
let data28 = data26.automatic;
if((typeof data28 !== "boolean") && (data28 !== null)){
const err106 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/automatic",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/automatic/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.reconnect.properties.automatic.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
const _errs186 = errors;
const _errs187 = errors;
if(data28 !== null){
const err107 = {};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var valid71 = _errs187 === errors;
if(valid71){
const err108 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/automatic",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/automatic/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
else {
errors = _errs186;
if(vErrors !== null){
if(_errs186){
vErrors.length = _errs186;
}
else {
vErrors = null;
}
}
}
}
if(data26.maxAttempts !== undefined){
let data29 = data26.maxAttempts;
if((!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))) && (data29 !== null)){
const err109 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/maxAttempts",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.reconnect.properties.maxAttempts.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
const _errs192 = errors;
const _errs193 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err110 = {};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(errors === _errs193){
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 >= 1 || isNaN(data29)){
const err111 = {};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
}
var valid73 = _errs193 === errors;
if(valid73){
const err112 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/maxAttempts",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
else {
errors = _errs192;
if(vErrors !== null){
if(_errs192){
vErrors.length = _errs192;
}
else {
vErrors = null;
}
}
}
const _errs196 = errors;
const _errs197 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err113 = {};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(errors === _errs197){
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 <= 3 || isNaN(data29)){
const err114 = {};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
var valid74 = _errs197 === errors;
if(valid74){
const err115 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/maxAttempts",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
else {
errors = _errs196;
if(vErrors !== null){
if(_errs196){
vErrors.length = _errs196;
}
else {
vErrors = null;
}
}
}
const _errs200 = errors;
const _errs201 = errors;
if(data29 !== null){
const err116 = {};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
var valid75 = _errs201 === errors;
if(valid75){
const err117 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/maxAttempts",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/allOf/2/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
else {
errors = _errs200;
if(vErrors !== null){
if(_errs200){
vErrors.length = _errs200;
}
else {
vErrors = null;
}
}
}
}
if(data26.baseDelayMs !== undefined){
let data30 = data26.baseDelayMs;
if((!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))) && (data30 !== null)){
const err118 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/baseDelayMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.reconnect.properties.baseDelayMs.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
const _errs206 = errors;
const _errs207 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err119 = {};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(errors === _errs207){
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 >= 100 || isNaN(data30)){
const err120 = {};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
var valid77 = _errs207 === errors;
if(valid77){
const err121 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/baseDelayMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
else {
errors = _errs206;
if(vErrors !== null){
if(_errs206){
vErrors.length = _errs206;
}
else {
vErrors = null;
}
}
}
const _errs210 = errors;
const _errs211 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err122 = {};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(errors === _errs211){
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 <= 500 || isNaN(data30)){
const err123 = {};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
}
var valid78 = _errs211 === errors;
if(valid78){
const err124 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/baseDelayMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
else {
errors = _errs210;
if(vErrors !== null){
if(_errs210){
vErrors.length = _errs210;
}
else {
vErrors = null;
}
}
}
const _errs214 = errors;
const _errs215 = errors;
if(data30 !== null){
const err125 = {};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var valid79 = _errs215 === errors;
if(valid79){
const err126 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/baseDelayMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/allOf/2/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
else {
errors = _errs214;
if(vErrors !== null){
if(_errs214){
vErrors.length = _errs214;
}
else {
vErrors = null;
}
}
}
}
}
}
if(data3.disabled !== undefined){
let data31 = data3.disabled;
if((typeof data31 !== "boolean") && (data31 !== null)){
const err127 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/disabled",schemaPath:"#/properties/mcpServers/additionalProperties/properties/disabled/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.disabled.type},message:"must be boolean,null"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
const _errs220 = errors;
const _errs221 = errors;
if(data31 !== null){
const err128 = {};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
var valid81 = _errs221 === errors;
if(valid81){
const err129 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/disabled",schemaPath:"#/properties/mcpServers/additionalProperties/properties/disabled/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
else {
errors = _errs220;
if(vErrors !== null){
if(_errs220){
vErrors.length = _errs220;
}
else {
vErrors = null;
}
}
}
}
if(data3.includeTools !== undefined){
let data32 = data3.includeTools;
if((!(Array.isArray(data32))) && (data32 !== null)){
const err130 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/includeTools",schemaPath:"#/properties/mcpServers/additionalProperties/properties/includeTools/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.includeTools.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
const _errs226 = errors;
const _errs227 = errors;
if(data32 !== null){
const err131 = {};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
var valid83 = _errs227 === errors;
if(valid83){
const err132 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/includeTools",schemaPath:"#/properties/mcpServers/additionalProperties/properties/includeTools/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
else {
errors = _errs226;
if(vErrors !== null){
if(_errs226){
vErrors.length = _errs226;
}
else {
vErrors = null;
}
}
}
if(Array.isArray(data32)){
const len1 = data32.length;
for(let i1=0; i1<len1; i1++){
let data33 = data32[i1];
if((typeof data33 !== "string") && (data33 !== null)){
const err133 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/includeTools/" + i1,schemaPath:"#/properties/mcpServers/additionalProperties/properties/includeTools/items/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.includeTools.items.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
const _errs232 = errors;
const _errs233 = errors;
if(data33 !== null){
const err134 = {};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
var valid87 = _errs233 === errors;
if(valid87){
const err135 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/includeTools/" + i1,schemaPath:"#/properties/mcpServers/additionalProperties/properties/includeTools/items/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
else {
errors = _errs232;
if(vErrors !== null){
if(_errs232){
vErrors.length = _errs232;
}
else {
vErrors = null;
}
}
}
if(typeof data33 === "string"){
if(!pattern6.test(data33)){
const err136 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/includeTools/" + i1,schemaPath:"#/properties/mcpServers/additionalProperties/properties/includeTools/items/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
}
}
if(data3.excludeTools !== undefined){
let data34 = data3.excludeTools;
if((!(Array.isArray(data34))) && (data34 !== null)){
const err137 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/excludeTools",schemaPath:"#/properties/mcpServers/additionalProperties/properties/excludeTools/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.excludeTools.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
const _errs238 = errors;
const _errs239 = errors;
if(data34 !== null){
const err138 = {};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var valid89 = _errs239 === errors;
if(valid89){
const err139 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/excludeTools",schemaPath:"#/properties/mcpServers/additionalProperties/properties/excludeTools/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
else {
errors = _errs238;
if(vErrors !== null){
if(_errs238){
vErrors.length = _errs238;
}
else {
vErrors = null;
}
}
}
if(Array.isArray(data34)){
const len2 = data34.length;
for(let i2=0; i2<len2; i2++){
let data35 = data34[i2];
if((typeof data35 !== "string") && (data35 !== null)){
const err140 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/excludeTools/" + i2,schemaPath:"#/properties/mcpServers/additionalProperties/properties/excludeTools/items/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.excludeTools.items.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
const _errs244 = errors;
const _errs245 = errors;
if(data35 !== null){
const err141 = {};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
var valid93 = _errs245 === errors;
if(valid93){
const err142 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/excludeTools/" + i2,schemaPath:"#/properties/mcpServers/additionalProperties/properties/excludeTools/items/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
else {
errors = _errs244;
if(vErrors !== null){
if(_errs244){
vErrors.length = _errs244;
}
else {
vErrors = null;
}
}
}
if(typeof data35 === "string"){
if(!pattern6.test(data35)){
const err143 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/excludeTools/" + i2,schemaPath:"#/properties/mcpServers/additionalProperties/properties/excludeTools/items/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
}
}
}
if(data3.alwaysAllow !== undefined){
let data36 = data3.alwaysAllow;
if((!(Array.isArray(data36))) && (data36 !== null)){
const err144 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/alwaysAllow",schemaPath:"#/properties/mcpServers/additionalProperties/properties/alwaysAllow/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.alwaysAllow.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
const _errs250 = errors;
const _errs251 = errors;
if(errors === _errs251){
if(Array.isArray(data36)){
if(data36.length < 1){
const err145 = {};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
else {
const err146 = {};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
var valid95 = _errs251 === errors;
if(valid95){
const err147 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/alwaysAllow",schemaPath:"#/properties/mcpServers/additionalProperties/properties/alwaysAllow/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
else {
errors = _errs250;
if(vErrors !== null){
if(_errs250){
vErrors.length = _errs250;
}
else {
vErrors = null;
}
}
}
const _errs254 = errors;
const _errs255 = errors;
if(data36 !== null){
const err148 = {};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
var valid96 = _errs255 === errors;
if(valid96){
const err149 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/alwaysAllow",schemaPath:"#/properties/mcpServers/additionalProperties/properties/alwaysAllow/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
else {
errors = _errs254;
if(vErrors !== null){
if(_errs254){
vErrors.length = _errs254;
}
else {
vErrors = null;
}
}
}
if(Array.isArray(data36)){
const len3 = data36.length;
for(let i3=0; i3<len3; i3++){
let data37 = data36[i3];
if((typeof data37 !== "string") && (data37 !== null)){
const err150 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/alwaysAllow/" + i3,schemaPath:"#/properties/mcpServers/additionalProperties/properties/alwaysAllow/items/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.alwaysAllow.items.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
const _errs260 = errors;
const _errs261 = errors;
if(data37 !== null){
const err151 = {};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
var valid100 = _errs261 === errors;
if(valid100){
const err152 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/alwaysAllow/" + i3,schemaPath:"#/properties/mcpServers/additionalProperties/properties/alwaysAllow/items/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
else {
errors = _errs260;
if(vErrors !== null){
if(_errs260){
vErrors.length = _errs260;
}
else {
vErrors = null;
}
}
}
}
}
}
if(data3.autoApprove !== undefined){
let data38 = data3.autoApprove;
if((!(Array.isArray(data38))) && (data38 !== null)){
const err153 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/autoApprove",schemaPath:"#/properties/mcpServers/additionalProperties/properties/autoApprove/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.autoApprove.type},message:"must be array,null"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
const _errs266 = errors;
const _errs267 = errors;
if(errors === _errs267){
if(Array.isArray(data38)){
if(data38.length < 1){
const err154 = {};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
else {
const err155 = {};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
var valid102 = _errs267 === errors;
if(valid102){
const err156 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/autoApprove",schemaPath:"#/properties/mcpServers/additionalProperties/properties/autoApprove/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
else {
errors = _errs266;
if(vErrors !== null){
if(_errs266){
vErrors.length = _errs266;
}
else {
vErrors = null;
}
}
}
const _errs270 = errors;
const _errs271 = errors;
if(data38 !== null){
const err157 = {};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
var valid103 = _errs271 === errors;
if(valid103){
const err158 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/autoApprove",schemaPath:"#/properties/mcpServers/additionalProperties/properties/autoApprove/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
else {
errors = _errs270;
if(vErrors !== null){
if(_errs270){
vErrors.length = _errs270;
}
else {
vErrors = null;
}
}
}
if(Array.isArray(data38)){
const len4 = data38.length;
for(let i4=0; i4<len4; i4++){
let data39 = data38[i4];
if((typeof data39 !== "string") && (data39 !== null)){
const err159 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/autoApprove/" + i4,schemaPath:"#/properties/mcpServers/additionalProperties/properties/autoApprove/items/type",keyword:"type",params:{type: schema11.properties.mcpServers.additionalProperties.properties.autoApprove.items.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
const _errs276 = errors;
const _errs277 = errors;
if(data39 !== null){
const err160 = {};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
var valid107 = _errs277 === errors;
if(valid107){
const err161 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/autoApprove/" + i4,schemaPath:"#/properties/mcpServers/additionalProperties/properties/autoApprove/items/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
else {
errors = _errs276;
if(vErrors !== null){
if(_errs276){
vErrors.length = _errs276;
}
else {
vErrors = null;
}
}
}
}
}
}
if(data3.trust !== undefined){
let data40 = data3.trust;
if(!((data40 === false) || (data40 === null))){
const err162 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/trust",schemaPath:"#/properties/mcpServers/additionalProperties/properties/trust/enum",keyword:"enum",params:{allowedValues: schema11.properties.mcpServers.additionalProperties.properties.trust.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
const _errs281 = errors;
const _errs282 = errors;
if(data40 !== null){
const err163 = {};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
var valid109 = _errs282 === errors;
if(valid109){
const err164 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/trust",schemaPath:"#/properties/mcpServers/additionalProperties/properties/trust/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
else {
errors = _errs281;
if(vErrors !== null){
if(_errs281){
vErrors.length = _errs281;
}
else {
vErrors = null;
}
}
}
}
for(const key9 in data3){
if(pattern1.test(key9)){
const err165 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/patternProperties/%5Etransport%24/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
for(const key10 in data3){
if(pattern2.test(key10)){
const err166 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/patternProperties/%5Etimeout%24/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
}
for(const key11 in data3){
if(pattern3.test(key11)){
const err167 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/patternProperties/%5Eoauth%24/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
for(const key12 in data3){
if(pattern4.test(key12)){
const err168 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/patternProperties/%5Eauth%24/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
for(const key13 in data3){
if(pattern5.test(key13)){
const err169 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/patternProperties/%5EdirectTools%24/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
}
else {
const err170 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
}
else {
const err171 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
}
else {
const err172 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

