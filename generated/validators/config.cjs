// Generated from spec/config.schema.yaml (sha256 439938d232bdfb83), spec/limits.yaml (sha256 d2503a614ec484cb), spec/credentials.yaml (sha256 553ed71bb725a74d), spec/errors.yaml (sha256 250511c2f6368d56) by codegen/emit-validators.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"urn:travis234-mcp-adapter:schema:mcp.json","title":"McpConfigFile","description":"MCP server configuration read by the travis234-mcp-adapter (mcp.json). Strict: unknown fields, duplicate keys and null values are errors.","type":"object","additionalProperties":{"not":{},"errorMessage":"`*` is not a known field here. Fix: Remove it or fix its spelling. Known fields here: $schema, settings, imports, mcpServers."},"properties":{"$schema":{"type":"string","description":"Optional reference to this schema, for editors. Ignored by the adapter.","errorMessage":"`$schema` must be a string. Fix: Change the value to a string."},"settings":{"description":"Settings of pi-mcp-adapter, which reads the same file. Ignored here, with a notice."},"imports":{"description":"Host imports of pi-mcp-adapter, which reads the same file. Ignored here, with a notice."},"mcpServers":{"type":"object","title":"McpServers","description":"Servers by name. A name in a higher-precedence file replaces the whole definition.","propertyNames":{"type":"string","pattern":"^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$","description":"1 to 128 characters, no control characters, no leading or trailing whitespace.","errorMessage":"The server name is not valid. Fix: Use 1 to 128 characters with no control characters and no leading or trailing whitespace.","allOf":[{"not":{"type":"string","maxLength":0},"errorMessage":"The server name is not valid. Fix: Use 1 to 128 characters with no control characters and no leading or trailing whitespace."},{"not":{"type":"string","minLength":129},"errorMessage":"The server name is not valid. Fix: Use 1 to 128 characters with no control characters and no leading or trailing whitespace."}]},"additionalProperties":{"type":"object","title":"McpServer","description":"One server. Exactly one of `command` (stdio) or `url` (Streamable HTTP).","additionalProperties":{"not":{},"errorMessage":"`*` is not a known field here. Fix: Remove it or fix its spelling. Known fields here: type, command, args, cwd, env, url, headers, lifecycle, requestTimeoutMs, protocolVersion, reconnect, disabled, cacheTools, pinTools, includeTools, excludeTools, alwaysAllow, autoApprove, trust."},"properties":{"type":{"type":"string","enum":["stdio","http","streamable-http","streamableHttp"],"description":"Optional, as peer clients write it: \"stdio\" with `command`; \"http\", \"streamable-http\" or \"streamableHttp\" with `url`. Legacy \"sse\" is not supported.","errorMessage":"`type` names a transport this adapter does not speak. Fix: Use \"stdio\" with `command`, or \"http\" (also \"streamable-http\" or \"streamableHttp\") with `url`, or remove `type`. Legacy SSE is not supported: point `url` at the server's Streamable HTTP endpoint (often /mcp, not /sse)."},"command":{"type":"string","pattern":"\\S","description":"Executable name or path. Selects stdio. Never expanded.","patternErrorMessage":"`command` must not be empty or blank. Fix: Give `command` a value, or remove it.","errorMessage":"`command` must be a string. Fix: Change the value to a string."},"args":{"type":"array","items":{"type":"string","errorMessage":"`args[*]` must be a string. Fix: Change the value to a string."},"default":[],"description":"Literal command arguments. Never expanded.","errorMessage":"`args` must be an array. Fix: Change the value to an array."},"cwd":{"type":"string","pattern":"\\S","description":"Working directory of the server process; a relative path is taken from the session directory in a project's file and from the home directory in any other. Without it a project's server starts in the project and any other in the adapter's own empty directory (docs/architecture.md, Where a server starts).","patternErrorMessage":"`cwd` must not be empty or blank. Fix: Give `cwd` a value, or remove it.","errorMessage":"`cwd` must be a string. Fix: Change the value to a string."},"env":{"type":"object","additionalProperties":{"type":"string","errorMessage":"`env.*` must be a string. Fix: Change the value to a string."},"default":{},"description":"Variables added to the SDK's safe default environment. Credential-shaped keys must use a reference.","patternProperties":{"^.*(?:[Aa][Pp][Ii][_\\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\\-][Kk][Ee][Yy])":{"type":"string","pattern":"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*(?::-[^$\\{\\}]*)?\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*","description":"A credential-shaped name: the value must reference an environment variable, such as \"Bearer ${TOKEN}\"; a literal or a default is an error.","allOf":[{"not":{"type":"string","pattern":"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*:-[^$\\{\\}]*\\}"},"errorMessage":"`env.*` looks like a credential and gives its reference a default, which would be a literal credential. Fix: Remove the `:-...` default, keep the secret in the environment and export NAME before starting Travis234."}],"patternErrorMessage":"`env.*` looks like a credential but holds a literal value. Fix: Keep the secret in the environment and reference it, for example \"${NAME}\" or \"Bearer $env:NAME\", then export NAME before starting Travis234.","errorMessage":"`env.*` must be a string. Fix: Change the value to a string."}},"errorMessage":"`env` must be an object. Fix: Change the value to an object."},"url":{"type":"string","pattern":"^[Hh][Tt][Tt][Pp][Ss]?://\\S+$","description":"Streamable HTTP endpoint (http or https). Selects HTTP. Never expanded.","errorMessage":"`url` must be an absolute http or https URL. Fix: Write the full endpoint, for example \"https://example.com/mcp\"."},"headers":{"type":"object","additionalProperties":{"type":"string","errorMessage":"`headers.*` must be a string. Fix: Change the value to a string."},"default":{},"description":"Request headers. Credential-shaped names (Authorization, Cookie, *-API-Key, ...) must use a reference.","patternProperties":{"^(?:.*(?:[Aa][Pp][Ii][_\\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\\-][Kk][Ee][Yy])|(?:[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn]|[Cc][Oo][Oo][Kk][Ii][Ee]|[Pp][Rr][Oo][Xx][Yy]-[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn])$)":{"type":"string","pattern":"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*(?::-[^$\\{\\}]*)?\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*","description":"A credential-shaped name: the value must reference an environment variable, such as \"Bearer ${TOKEN}\"; a literal or a default is an error.","allOf":[{"not":{"type":"string","pattern":"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*:-[^$\\{\\}]*\\}"},"errorMessage":"`headers.*` looks like a credential and gives its reference a default, which would be a literal credential. Fix: Remove the `:-...` default, keep the secret in the environment and export NAME before starting Travis234."}],"patternErrorMessage":"`headers.*` looks like a credential but holds a literal value. Fix: Keep the secret in the environment and reference it, for example \"${NAME}\" or \"Bearer $env:NAME\", then export NAME before starting Travis234.","errorMessage":"`headers.*` must be a string. Fix: Change the value to a string."}},"errorMessage":"`headers` must be an object. Fix: Change the value to an object."},"lifecycle":{"const":"lazy","description":"Compatibility declaration; only `lazy` is accepted, and it changes nothing.","errorMessage":"`lifecycle` accepts only \"lazy\"; connections are always lazy. Fix: Remove `lifecycle` or set it to \"lazy\". Eager and keep-alive modes are not supported."},"requestTimeoutMs":{"type":"integer","description":"Bounds each whole connect (spawn, era negotiation and handshake; connect.defaultTimeoutMs when omitted) and every MCP request. 0 or less keeps the defaults.","errorMessage":"`requestTimeoutMs` must be an integer. Fix: Change the value to an integer.","allOf":[{"not":{"type":"integer","exclusiveMinimum":2147483647},"errorMessage":"`requestTimeoutMs` is out of range: it must be at most 2147483647. Fix: Use an integer that is at most 2147483647."}]},"protocolVersion":{"type":"string","enum":["auto","legacy","2026-07-28"],"default":"auto","description":"MCP protocol era. `auto` asks the server (`server/discover`) and falls back to the 2025 handshake; `legacy` always uses the 2025 handshake; a revision such as `2026-07-28` requires that revision. The verdict is kept for the runtime's life.","errorMessage":"`protocolVersion` accepts \"auto\", \"legacy\" or \"2026-07-28\". Fix: Remove `protocolVersion` (auto: the server is asked which era it speaks), or set \"legacy\" for the 2025 handshake."},"reconnect":{"type":"object","title":"McpReconnect","additionalProperties":{"not":{},"errorMessage":"`reconnect.*` is not a known field here. Fix: Remove it or fix its spelling. Known fields here: automatic, maxAttempts, baseDelayMs."},"description":"Recovery policy. Never replays a failed request.","properties":{"automatic":{"type":"boolean","default":false,"description":"Start a bounded reconnect in the background after a transport failure.","errorMessage":"`reconnect.automatic` must be true or false. Fix: Change the value to true or false."},"maxAttempts":{"type":"integer","description":"Attempts per reconnect.","default":1,"errorMessage":"`reconnect.maxAttempts` must be an integer. Fix: Change the value to an integer.","allOf":[{"not":{"type":"integer","exclusiveMaximum":1},"errorMessage":"`reconnect.maxAttempts` is out of range: it must be from 1 to 3. Fix: Use an integer that is from 1 to 3."},{"not":{"type":"integer","exclusiveMinimum":3},"errorMessage":"`reconnect.maxAttempts` is out of range: it must be from 1 to 3. Fix: Use an integer that is from 1 to 3."}]},"baseDelayMs":{"type":"integer","description":"Backoff base; the delay after failed attempt i is baseDelayMs x 2^i.","default":100,"errorMessage":"`reconnect.baseDelayMs` must be an integer. Fix: Change the value to an integer.","allOf":[{"not":{"type":"integer","exclusiveMaximum":100},"errorMessage":"`reconnect.baseDelayMs` is out of range: it must be from 100 to 500. Fix: Use an integer that is from 100 to 500."},{"not":{"type":"integer","exclusiveMinimum":500},"errorMessage":"`reconnect.baseDelayMs` is out of range: it must be from 100 to 500. Fix: Use an integer that is from 100 to 500."}]}},"errorMessage":"`reconnect` must be an object. Fix: Change the value to an object."},"disabled":{"type":"boolean","default":false,"description":"true keeps the server configured but off: it is never started, status and check show it as off, and a call to it says so.","errorMessage":"`disabled` must be true or false. Fix: Change the value to true or false."},"cacheTools":{"type":"boolean","default":true,"description":"false keeps this server's tool catalog out of the per-user cache, so a search across servers never answers from it (the server is then listed by name).","errorMessage":"`cacheTools` must be true or false. Fix: Change the value to true or false."},"pinTools":{"type":"boolean","default":false,"description":"true refuses a call to a tool whose definition (description, title, schemas, annotations) changed since it was first seen, until the person accepts the new definition (`/mcp accept NAME TOOL`, `travis234-mcp accept NAME TOOL`). A change is told to the model either way.","errorMessage":"`pinTools` must be true or false. Fix: Change the value to true or false."},"includeTools":{"type":"array","items":{"type":"string","pattern":"\\S","patternErrorMessage":"`includeTools[*]` must not be empty or blank. Fix: Give `includeTools[*]` a value, or remove it.","errorMessage":"`includeTools[*]` must be a string. Fix: Change the value to a string."},"description":"Tool names or simple globs (`*` any run of characters, `?` one character). `includeTools` keeps only matching tools, `excludeTools` hides matching ones (it wins); hidden tools are not listed, found, described or called.","errorMessage":"`includeTools` must be an array. Fix: Change the value to an array."},"excludeTools":{"type":"array","items":{"type":"string","pattern":"\\S","patternErrorMessage":"`excludeTools[*]` must not be empty or blank. Fix: Give `excludeTools[*]` a value, or remove it.","errorMessage":"`excludeTools[*]` must be a string. Fix: Change the value to a string."},"description":"Tool names or simple globs (`*` any run of characters, `?` one character). `includeTools` keeps only matching tools, `excludeTools` hides matching ones (it wins); hidden tools are not listed, found, described or called.","errorMessage":"`excludeTools` must be an array. Fix: Change the value to an array."},"alwaysAllow":{"type":"array","items":{"type":"string","errorMessage":"`alwaysAllow[*]` must be a string. Fix: Change the value to a string."},"description":"A pre-approval list of Cline or Windsurf. Only the empty list (what every entry means here) is accepted; approvals are the host's decision.","errorMessage":"`alwaysAllow` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance.","allOf":[{"not":{"type":"array","minItems":1},"errorMessage":"`alwaysAllow` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance."}]},"autoApprove":{"type":"array","items":{"type":"string","errorMessage":"`autoApprove[*]` must be a string. Fix: Change the value to a string."},"description":"A pre-approval list of Cline or Windsurf. Only the empty list (what every entry means here) is accepted; approvals are the host's decision.","errorMessage":"`autoApprove` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance.","allOf":[{"not":{"type":"array","minItems":1},"errorMessage":"`autoApprove` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance."}]},"trust":{"const":false,"description":"Gemini CLI's confirmation bypass. Only false (what it means here) is accepted; true is an error: approvals are the host's decision.","errorMessage":"`trust` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance."}},"allOf":[{"if":{"required":["url"],"not":{"required":["command"]}},"then":{"properties":{"type":{"not":{"enum":["stdio"]},"errorMessage":"`type` contradicts the transport of this server: `command` means stdio and `url` means Streamable HTTP. Fix: Write \"type\": \"stdio\" with `command` or \"type\": \"http\" with `url`, or remove `type`."},"args":{"not":{},"errorMessage":"`args` applies only to stdio servers (those with `command`). Fix: Remove `args` from this url server."},"cwd":{"not":{},"errorMessage":"`cwd` applies only to stdio servers (those with `command`). Fix: Remove `cwd` from this url server."},"env":{"not":{},"errorMessage":"`env` applies only to stdio servers (those with `command`). Fix: Remove `env` from this url server."}}}},{"if":{"required":["command"],"not":{"required":["url"]}},"then":{"properties":{"type":{"not":{"enum":["http","streamable-http","streamableHttp"]},"errorMessage":"`type` contradicts the transport of this server: `command` means stdio and `url` means Streamable HTTP. Fix: Write \"type\": \"stdio\" with `command` or \"type\": \"http\" with `url`, or remove `type`."},"headers":{"not":{},"errorMessage":"`headers` applies only to Streamable HTTP servers (those with `url`). Fix: Remove `headers`, or pass values to a stdio server through `env`."}}}},{"not":{"not":{"anyOf":[{"required":["command"]},{"required":["url"]}]}},"errorMessage":"A server needs exactly one of `command` (stdio) or `url` (Streamable HTTP). Fix: Keep `command` for a local process or `url` for a remote endpoint, not both and not neither."},{"not":{"type":"object","required":["command","url"]},"errorMessage":"A server needs exactly one of `command` (stdio) or `url` (Streamable HTTP). Fix: Keep `command` for a local process or `url` for a remote endpoint, not both and not neither."}],"patternProperties":{"^transport$":{"not":{},"errorMessage":"`transport` is not used: the transport follows from `command` (stdio) or `url` (Streamable HTTP). Fix: Remove `transport`. Legacy SSE is not supported; point `url` at a Streamable HTTP endpoint."},"^timeout$":{"not":{},"errorMessage":"`timeout` is not read here: MCP clients disagree on its unit (seconds in some, milliseconds in others). Fix: Use `requestTimeoutMs` instead, in milliseconds (for example \"requestTimeoutMs\": 60000); it bounds connect and every request."},"^oauth$":{"not":{},"errorMessage":"`oauth` belongs to another MCP client and is not supported here. Fix: Remove it. OAuth sign-in is not supported (the adapter opens no browser and stores no tokens): pass a token through a header reference, such as \"Authorization\": \"Bearer ${TOKEN}\". Direct tools are not supported: every tool is reached through `mcp`."},"^auth$":{"not":{},"errorMessage":"`auth` belongs to another MCP client and is not supported here. Fix: Remove it. OAuth sign-in is not supported (the adapter opens no browser and stores no tokens): pass a token through a header reference, such as \"Authorization\": \"Bearer ${TOKEN}\". Direct tools are not supported: every tool is reached through `mcp`."},"^directTools$":{"not":{},"errorMessage":"`directTools` belongs to another MCP client and is not supported here. Fix: Remove it. OAuth sign-in is not supported (the adapter opens no browser and stores no tokens): pass a token through a header reference, such as \"Authorization\": \"Bearer ${TOKEN}\". Direct tools are not supported: every tool is reached through `mcp`."}},"errorMessage":"A server definition must be a JSON object. Fix: Write {\"command\": \"...\"} for stdio or {\"url\": \"https://...\"} for Streamable HTTP."},"errorMessage":"`mcpServers` must be present and must be an object of servers by name. Fix: Write \"mcpServers\": {} for no servers, or {\"name\": {\"command\": \"...\"}}."}},"errorMessage":"The file must hold a JSON object with an `mcpServers` object. Fix: Write {\"mcpServers\": {\"name\": {\"command\": \"...\"}}}.","allOf":[{"not":{"not":{"required":["mcpServers"]}},"errorMessage":"`mcpServers` must be present and must be an object of servers by name. Fix: Write \"mcpServers\": {} for no servers, or {\"name\": {\"command\": \"...\"}}."}]};
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
if(typeof data.$schema !== "string"){
const err4 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.mcpServers !== undefined){
let data2 = data.mcpServers;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs13 = errors;
const _errs16 = errors;
const _errs17 = errors;
if(errors === _errs17){
if(typeof key1 === "string"){
if(func2(key1) > 0){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var valid7 = _errs17 === errors;
if(valid7){
const err7 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid",propertyName:key1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
const _errs20 = errors;
const _errs21 = errors;
if(errors === _errs21){
if(typeof key1 === "string"){
if(func2(key1) < 129){
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
else {
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var valid8 = _errs21 === errors;
if(valid8){
const err10 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid",propertyName:key1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
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
if(typeof key1 === "string"){
if(!pattern0.test(key1)){
const err11 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$"},message:"must match pattern \""+"^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid5 = _errs13 === errors;
if(!valid5){
const err13 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
for(const key2 in data2){
let data3 = data2[key2];
const _errs27 = errors;
let valid11 = true;
const _errs28 = errors;
const _errs29 = errors;
const _errs30 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if((data3.command === undefined) && (missing1 = "command")){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var valid12 = _errs30 === errors;
if(valid12){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
if(errors === _errs28){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing2;
if((data3.url === undefined) && (missing2 = "url")){
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
}
var _valid0 = _errs28 === errors;
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs31 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.type !== undefined){
const _errs33 = errors;
const _errs34 = errors;
if(!(data3.type === "stdio")){
const err17 = {};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var valid14 = _errs34 === errors;
if(valid14){
const err18 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/type/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
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
}
if(data3.args !== undefined){
const err19 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/args",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/args/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data3.cwd !== undefined){
const err20 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cwd",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/cwd/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data3.env !== undefined){
const err21 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/env/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
var _valid0 = _errs31 === errors;
valid11 = _valid0;
}
if(!valid11){
const err22 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const _errs42 = errors;
let valid15 = true;
const _errs43 = errors;
const _errs44 = errors;
const _errs45 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing3;
if((data3.url === undefined) && (missing3 = "url")){
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var valid16 = _errs45 === errors;
if(valid16){
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs44;
if(vErrors !== null){
if(_errs44){
vErrors.length = _errs44;
}
else {
vErrors = null;
}
}
}
if(errors === _errs43){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing4;
if((data3.command === undefined) && (missing4 = "command")){
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
}
var _valid1 = _errs43 === errors;
errors = _errs42;
if(vErrors !== null){
if(_errs42){
vErrors.length = _errs42;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs46 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.type !== undefined){
let data8 = data3.type;
const _errs48 = errors;
const _errs49 = errors;
if(!(((data8 === "http") || (data8 === "streamable-http")) || (data8 === "streamableHttp"))){
const err26 = {};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var valid18 = _errs49 === errors;
if(valid18){
const err27 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/1/then/properties/type/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
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
}
if(data3.headers !== undefined){
const err28 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/1/then/properties/headers/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
var _valid1 = _errs46 === errors;
valid15 = _valid1;
}
if(!valid15){
const err29 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const _errs53 = errors;
const _errs54 = errors;
const _errs55 = errors;
const _errs56 = errors;
const _errs57 = errors;
let valid21 = false;
const _errs58 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing5;
if((data3.command === undefined) && (missing5 = "command")){
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
var _valid2 = _errs58 === errors;
valid21 = valid21 || _valid2;
if(!valid21){
const _errs59 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing6;
if((data3.url === undefined) && (missing6 = "url")){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
var _valid2 = _errs59 === errors;
valid21 = valid21 || _valid2;
}
if(!valid21){
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
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
var valid20 = _errs56 === errors;
if(valid20){
const err33 = {};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs55;
if(vErrors !== null){
if(_errs55){
vErrors.length = _errs55;
}
else {
vErrors = null;
}
}
}
var valid19 = _errs54 === errors;
if(valid19){
const err34 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/allOf/2/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
const _errs61 = errors;
const _errs62 = errors;
if(errors === _errs62){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing7;
if(((data3.command === undefined) && (missing7 = "command")) || ((data3.url === undefined) && (missing7 = "url"))){
const err35 = {};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
var valid22 = _errs62 === errors;
if(valid22){
const err37 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/allOf/3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
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
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key3 in data3){
if(!((((((func4.call(schema11.properties.mcpServers.additionalProperties.properties, key3)) || (pattern1.test(key3))) || (pattern2.test(key3))) || (pattern3.test(key3))) || (pattern4.test(key3))) || (pattern5.test(key3)))){
const err38 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/additionalProperties/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data3.type !== undefined){
let data11 = data3.type;
if(typeof data11 !== "string"){
const err39 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/mcpServers/additionalProperties/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!((((data11 === "stdio") || (data11 === "http")) || (data11 === "streamable-http")) || (data11 === "streamableHttp"))){
const err40 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/mcpServers/additionalProperties/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.properties.mcpServers.additionalProperties.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data3.command !== undefined){
let data12 = data3.command;
if(typeof data12 === "string"){
if(!pattern6.test(data12)){
const err41 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/command",schemaPath:"#/properties/mcpServers/additionalProperties/properties/command/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/command",schemaPath:"#/properties/mcpServers/additionalProperties/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data3.args !== undefined){
let data13 = data3.args;
if(Array.isArray(data13)){
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
if(typeof data13[i0] !== "string"){
const err43 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/args/" + i0,schemaPath:"#/properties/mcpServers/additionalProperties/properties/args/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/args",schemaPath:"#/properties/mcpServers/additionalProperties/properties/args/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data3.cwd !== undefined){
let data15 = data3.cwd;
if(typeof data15 === "string"){
if(!pattern6.test(data15)){
const err45 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cwd",schemaPath:"#/properties/mcpServers/additionalProperties/properties/cwd/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cwd",schemaPath:"#/properties/mcpServers/additionalProperties/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data3.env !== undefined){
let data16 = data3.env;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key4 in data16){
if(!(pattern8.test(key4))){
if(typeof data16[key4] !== "string"){
const err47 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
for(const key5 in data16){
if(pattern8.test(key5)){
let data18 = data16[key5];
const _errs85 = errors;
const _errs86 = errors;
if(errors === _errs86){
if(typeof data18 === "string"){
if(!pattern10.test(data18)){
const err48 = {};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
var valid30 = _errs86 === errors;
if(valid30){
const err50 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/patternProperties/%5E.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
else {
errors = _errs85;
if(vErrors !== null){
if(_errs85){
vErrors.length = _errs85;
}
else {
vErrors = null;
}
}
}
if(typeof data18 === "string"){
if(!pattern11.test(data18)){
const err51 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/patternProperties/%5E.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)/pattern",keyword:"pattern",params:{pattern: "(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*(?::-[^$\\{\\}]*)?\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*"},message:"must match pattern \""+"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*(?::-[^$\\{\\}]*)?\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*"+"\""};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/patternProperties/%5E.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
}
else {
const err53 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env",schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data3.url !== undefined){
let data19 = data3.url;
if(typeof data19 === "string"){
if(!pattern12.test(data19)){
const err54 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/mcpServers/additionalProperties/properties/url/pattern",keyword:"pattern",params:{pattern: "^[Hh][Tt][Tt][Pp][Ss]?://\\S+$"},message:"must match pattern \""+"^[Hh][Tt][Tt][Pp][Ss]?://\\S+$"+"\""};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/mcpServers/additionalProperties/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data3.headers !== undefined){
let data20 = data3.headers;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key6 in data20){
if(!(pattern13.test(key6))){
if(typeof data20[key6] !== "string"){
const err56 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
for(const key7 in data20){
if(pattern13.test(key7)){
let data22 = data20[key7];
const _errs98 = errors;
const _errs99 = errors;
if(errors === _errs99){
if(typeof data22 === "string"){
if(!pattern10.test(data22)){
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
var valid34 = _errs99 === errors;
if(valid34){
const err59 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/patternProperties/%5E(%3F%3A.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)%7C(%3F%3A%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D%7C%5BCc%5D%5BOo%5D%5BOo%5D%5BKk%5D%5BIi%5D%5BEe%5D%7C%5BPp%5D%5BRr%5D%5BOo%5D%5BXx%5D%5BYy%5D-%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D)%24)/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
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
if(typeof data22 === "string"){
if(!pattern11.test(data22)){
const err60 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/patternProperties/%5E(%3F%3A.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)%7C(%3F%3A%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D%7C%5BCc%5D%5BOo%5D%5BOo%5D%5BKk%5D%5BIi%5D%5BEe%5D%7C%5BPp%5D%5BRr%5D%5BOo%5D%5BXx%5D%5BYy%5D-%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D)%24)/pattern",keyword:"pattern",params:{pattern: "(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*(?::-[^$\\{\\}]*)?\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*"},message:"must match pattern \""+"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*(?::-[^$\\{\\}]*)?\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*"+"\""};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/patternProperties/%5E(%3F%3A.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)%7C(%3F%3A%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D%7C%5BCc%5D%5BOo%5D%5BOo%5D%5BKk%5D%5BIi%5D%5BEe%5D%7C%5BPp%5D%5BRr%5D%5BOo%5D%5BXx%5D%5BYy%5D-%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D)%24)/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
}
else {
const err62 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data3.lifecycle !== undefined){
if("lazy" !== data3.lifecycle){
const err63 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/lifecycle",schemaPath:"#/properties/mcpServers/additionalProperties/properties/lifecycle/const",keyword:"const",params:{allowedValue: "lazy"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data3.requestTimeoutMs !== undefined){
let data24 = data3.requestTimeoutMs;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err64 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/requestTimeoutMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/requestTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const _errs105 = errors;
const _errs106 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err65 = {};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(errors === _errs106){
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 <= 2147483647 || isNaN(data24)){
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
}
var valid36 = _errs106 === errors;
if(valid36){
const err67 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/requestTimeoutMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/requestTimeoutMs/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
else {
errors = _errs105;
if(vErrors !== null){
if(_errs105){
vErrors.length = _errs105;
}
else {
vErrors = null;
}
}
}
}
if(data3.protocolVersion !== undefined){
let data25 = data3.protocolVersion;
if(typeof data25 !== "string"){
const err68 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/protocolVersion",schemaPath:"#/properties/mcpServers/additionalProperties/properties/protocolVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(!(((data25 === "auto") || (data25 === "legacy")) || (data25 === "2026-07-28"))){
const err69 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/protocolVersion",schemaPath:"#/properties/mcpServers/additionalProperties/properties/protocolVersion/enum",keyword:"enum",params:{allowedValues: schema11.properties.mcpServers.additionalProperties.properties.protocolVersion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data3.reconnect !== undefined){
let data26 = data3.reconnect;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
for(const key8 in data26){
if(!(((key8 === "automatic") || (key8 === "maxAttempts")) || (key8 === "baseDelayMs"))){
const err70 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/additionalProperties/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data26.automatic !== undefined){
if(typeof data26.automatic !== "boolean"){
const err71 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/automatic",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/automatic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data26.maxAttempts !== undefined){
let data29 = data26.maxAttempts;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err72 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/maxAttempts",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
const _errs120 = errors;
const _errs121 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err73 = {};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(errors === _errs121){
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 >= 1 || isNaN(data29)){
const err74 = {};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
var valid40 = _errs121 === errors;
if(valid40){
const err75 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/maxAttempts",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
else {
errors = _errs120;
if(vErrors !== null){
if(_errs120){
vErrors.length = _errs120;
}
else {
vErrors = null;
}
}
}
const _errs124 = errors;
const _errs125 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err76 = {};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(errors === _errs125){
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 <= 3 || isNaN(data29)){
const err77 = {};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
var valid41 = _errs125 === errors;
if(valid41){
const err78 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/maxAttempts",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
errors = _errs124;
if(vErrors !== null){
if(_errs124){
vErrors.length = _errs124;
}
else {
vErrors = null;
}
}
}
}
if(data26.baseDelayMs !== undefined){
let data30 = data26.baseDelayMs;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err79 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/baseDelayMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
const _errs130 = errors;
const _errs131 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err80 = {};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(errors === _errs131){
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 >= 100 || isNaN(data30)){
const err81 = {};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
var valid43 = _errs131 === errors;
if(valid43){
const err82 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/baseDelayMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
else {
errors = _errs130;
if(vErrors !== null){
if(_errs130){
vErrors.length = _errs130;
}
else {
vErrors = null;
}
}
}
const _errs134 = errors;
const _errs135 = errors;
if(!(((typeof data30 == "number") && (!(data30 % 1) && !isNaN(data30))) && (isFinite(data30)))){
const err83 = {};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(errors === _errs135){
if((typeof data30 == "number") && (isFinite(data30))){
if(data30 <= 500 || isNaN(data30)){
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
}
var valid44 = _errs135 === errors;
if(valid44){
const err85 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/baseDelayMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
else {
errors = _errs134;
if(vErrors !== null){
if(_errs134){
vErrors.length = _errs134;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err86 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data3.disabled !== undefined){
if(typeof data3.disabled !== "boolean"){
const err87 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/disabled",schemaPath:"#/properties/mcpServers/additionalProperties/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
if(data3.cacheTools !== undefined){
if(typeof data3.cacheTools !== "boolean"){
const err88 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cacheTools",schemaPath:"#/properties/mcpServers/additionalProperties/properties/cacheTools/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data3.pinTools !== undefined){
if(typeof data3.pinTools !== "boolean"){
const err89 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/pinTools",schemaPath:"#/properties/mcpServers/additionalProperties/properties/pinTools/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
if(data3.includeTools !== undefined){
let data34 = data3.includeTools;
if(Array.isArray(data34)){
const len1 = data34.length;
for(let i1=0; i1<len1; i1++){
let data35 = data34[i1];
if(typeof data35 === "string"){
if(!pattern6.test(data35)){
const err90 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/includeTools/" + i1,schemaPath:"#/properties/mcpServers/additionalProperties/properties/includeTools/items/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
else {
const err91 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/includeTools/" + i1,schemaPath:"#/properties/mcpServers/additionalProperties/properties/includeTools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/includeTools",schemaPath:"#/properties/mcpServers/additionalProperties/properties/includeTools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data3.excludeTools !== undefined){
let data36 = data3.excludeTools;
if(Array.isArray(data36)){
const len2 = data36.length;
for(let i2=0; i2<len2; i2++){
let data37 = data36[i2];
if(typeof data37 === "string"){
if(!pattern6.test(data37)){
const err93 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/excludeTools/" + i2,schemaPath:"#/properties/mcpServers/additionalProperties/properties/excludeTools/items/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/excludeTools/" + i2,schemaPath:"#/properties/mcpServers/additionalProperties/properties/excludeTools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err95 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/excludeTools",schemaPath:"#/properties/mcpServers/additionalProperties/properties/excludeTools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data3.alwaysAllow !== undefined){
let data38 = data3.alwaysAllow;
const _errs154 = errors;
const _errs155 = errors;
if(errors === _errs155){
if(Array.isArray(data38)){
if(data38.length < 1){
const err96 = {};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
var valid50 = _errs155 === errors;
if(valid50){
const err98 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/alwaysAllow",schemaPath:"#/properties/mcpServers/additionalProperties/properties/alwaysAllow/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
else {
errors = _errs154;
if(vErrors !== null){
if(_errs154){
vErrors.length = _errs154;
}
else {
vErrors = null;
}
}
}
if(Array.isArray(data38)){
const len3 = data38.length;
for(let i3=0; i3<len3; i3++){
if(typeof data38[i3] !== "string"){
const err99 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/alwaysAllow/" + i3,schemaPath:"#/properties/mcpServers/additionalProperties/properties/alwaysAllow/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
}
else {
const err100 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/alwaysAllow",schemaPath:"#/properties/mcpServers/additionalProperties/properties/alwaysAllow/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data3.autoApprove !== undefined){
let data40 = data3.autoApprove;
const _errs162 = errors;
const _errs163 = errors;
if(errors === _errs163){
if(Array.isArray(data40)){
if(data40.length < 1){
const err101 = {};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
var valid54 = _errs163 === errors;
if(valid54){
const err103 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/autoApprove",schemaPath:"#/properties/mcpServers/additionalProperties/properties/autoApprove/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
else {
errors = _errs162;
if(vErrors !== null){
if(_errs162){
vErrors.length = _errs162;
}
else {
vErrors = null;
}
}
}
if(Array.isArray(data40)){
const len4 = data40.length;
for(let i4=0; i4<len4; i4++){
if(typeof data40[i4] !== "string"){
const err104 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/autoApprove/" + i4,schemaPath:"#/properties/mcpServers/additionalProperties/properties/autoApprove/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/autoApprove",schemaPath:"#/properties/mcpServers/additionalProperties/properties/autoApprove/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data3.trust !== undefined){
if(false !== data3.trust){
const err106 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/trust",schemaPath:"#/properties/mcpServers/additionalProperties/properties/trust/const",keyword:"const",params:{allowedValue: false},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
for(const key9 in data3){
if(pattern1.test(key9)){
const err107 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/patternProperties/%5Etransport%24/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
for(const key10 in data3){
if(pattern2.test(key10)){
const err108 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/patternProperties/%5Etimeout%24/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
for(const key11 in data3){
if(pattern3.test(key11)){
const err109 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/patternProperties/%5Eoauth%24/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
for(const key12 in data3){
if(pattern4.test(key12)){
const err110 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/patternProperties/%5Eauth%24/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
for(const key13 in data3){
if(pattern5.test(key13)){
const err111 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/patternProperties/%5EdirectTools%24/not",keyword:"not",params:{},message:"must NOT be valid"};
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
else {
const err112 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
}
else {
const err113 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
else {
const err114 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

