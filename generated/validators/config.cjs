// Generated from spec/config.schema.yaml (sha256 682056c15ac97b3f), spec/limits.yaml (sha256 7fdb9a22bdaf3636), spec/credentials.yaml (sha256 ac1349eb9366da59) by codegen/emit-validators.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"urn:travis234-mcp-adapter:schema:mcp.json","title":"McpConfigFile","description":"MCP server configuration read by the travis234-mcp-adapter (mcp.json). Strict: unknown fields, duplicate keys and null values are errors.","type":"object","additionalProperties":false,"required":["mcpServers"],"properties":{"$schema":{"type":"string","description":"Optional reference to this schema, for editors. Ignored by the adapter."},"settings":{"description":"Settings of pi-mcp-adapter, which reads the same file. Ignored here, with a notice."},"imports":{"description":"Host imports of pi-mcp-adapter, which reads the same file. Ignored here, with a notice."},"mcpServers":{"type":"object","title":"McpServers","description":"Servers by name. A name in a higher-precedence file replaces the whole definition.","propertyNames":{"type":"string","minLength":1,"pattern":"^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$","description":"1 to 128 characters, no control characters, no leading or trailing whitespace.","maxLength":128,"errorMessage":"The server name is not valid."},"additionalProperties":{"type":"object","title":"McpServer","description":"One server. Exactly one of `command` (stdio) or `url` (Streamable HTTP).","additionalProperties":false,"properties":{"type":{"type":"string","enum":["stdio","http","streamable-http","streamableHttp"],"description":"Optional, as peer clients write it: \"stdio\" with `command`; \"http\", \"streamable-http\" or \"streamableHttp\" with `url`. Legacy \"sse\" is not supported.","errorMessage":"`type` names a transport this adapter does not speak. Fix: Use \"stdio\" with `command`, or \"http\" (also \"streamable-http\" or \"streamableHttp\") with `url`, or remove `type`. Legacy SSE is not supported: point `url` at the server's Streamable HTTP endpoint (often /mcp, not /sse)."},"command":{"type":"string","pattern":"\\S","description":"Executable name or path. Selects stdio. Never expanded."},"args":{"type":"array","items":{"type":"string"},"default":[],"description":"Literal command arguments. Never expanded."},"cwd":{"type":"string","pattern":"\\S","description":"Working directory of the server process; a relative path is taken from the session directory."},"env":{"type":"object","additionalProperties":{"type":"string"},"default":{},"description":"Variables added to the SDK's safe default environment. Credential-shaped keys must use a reference.","patternProperties":{"^.*(?:[Aa][Pp][Ii][_\\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\\-][Kk][Ee][Yy])":{"type":"string","pattern":"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*","description":"A credential-shaped name: the value must reference an environment variable, such as \"Bearer ${TOKEN}\"; a literal or a default is an error.","patternErrorMessage":"`This value` looks like a credential but holds a literal value."}}},"url":{"type":"string","pattern":"^[Hh][Tt][Tt][Pp][Ss]?://\\S+$","description":"Streamable HTTP endpoint (http or https). Selects HTTP. Never expanded.","errorMessage":"`url` must be an absolute http or https URL. Fix: Write the full endpoint, for example \"https://example.com/mcp\"."},"headers":{"type":"object","additionalProperties":{"type":"string"},"default":{},"description":"Request headers. Credential-shaped names (Authorization, Cookie, *-API-Key, ...) must use a reference.","patternProperties":{"^(?:.*(?:[Aa][Pp][Ii][_\\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\\-][Kk][Ee][Yy])|(?:[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn]|[Cc][Oo][Oo][Kk][Ii][Ee]|[Pp][Rr][Oo][Xx][Yy]-[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn])$)":{"type":"string","pattern":"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*","description":"A credential-shaped name: the value must reference an environment variable, such as \"Bearer ${TOKEN}\"; a literal or a default is an error.","patternErrorMessage":"`This value` looks like a credential but holds a literal value."}}},"lifecycle":{"const":"lazy","description":"Compatibility declaration; only `lazy` is accepted, and it changes nothing.","errorMessage":"`lifecycle` accepts only \"lazy\"; connections are always lazy. Fix: Remove `lifecycle` or set it to \"lazy\". Eager and keep-alive modes are not supported."},"requestTimeoutMs":{"type":"integer","description":"Bounds connect (spawn + initialize) and every MCP request. 0 or less keeps the SDK default.","maximum":2147483647},"protocolVersion":{"type":"string","enum":["auto","legacy","2026-07-28"],"default":"auto","description":"MCP protocol era. `auto` asks the server (`server/discover`) and falls back to the 2025 handshake; `legacy` always uses the 2025 handshake; a revision such as `2026-07-28` requires that revision. The verdict is kept for the runtime's life.","errorMessage":"`protocolVersion` accepts \"auto\", \"legacy\" or \"2026-07-28\". Fix: Remove `protocolVersion` (auto: the server is asked which era it speaks), or set \"legacy\" for the 2025 handshake."},"reconnect":{"type":"object","title":"McpReconnect","additionalProperties":false,"description":"Recovery policy. Never replays a failed request.","properties":{"automatic":{"type":"boolean","default":false,"description":"Start a bounded reconnect in the background after a transport failure."},"maxAttempts":{"type":"integer","description":"Attempts per reconnect.","minimum":1,"maximum":3,"default":1},"baseDelayMs":{"type":"integer","description":"Backoff base; the delay after failed attempt i is baseDelayMs x 2^i.","minimum":100,"maximum":500,"default":100}}},"disabled":{"type":"boolean","default":false,"description":"true keeps the server configured but off: it is never started, status and check show it as off, and a call to it says so."},"cacheTools":{"type":"boolean","default":true,"description":"false keeps this server's tool catalog out of the per-user cache, so a search across servers never answers from it (the server is then listed by name)."},"includeTools":{"type":"array","items":{"type":"string","pattern":"\\S"},"description":"Tool names or simple globs (`*` any run of characters, `?` one character). `includeTools` keeps only matching tools, `excludeTools` hides matching ones (it wins); hidden tools are not listed, found, described or called."},"excludeTools":{"type":"array","items":{"type":"string","pattern":"\\S"},"description":"Tool names or simple globs (`*` any run of characters, `?` one character). `includeTools` keeps only matching tools, `excludeTools` hides matching ones (it wins); hidden tools are not listed, found, described or called."},"alwaysAllow":{"type":"array","items":{"type":"string"},"maxItems":0,"description":"A pre-approval list of Cline or Windsurf. Only the empty list (what every entry means here) is accepted; approvals are the host's decision.","errorMessage":"`alwaysAllow` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance."},"autoApprove":{"type":"array","items":{"type":"string"},"maxItems":0,"description":"A pre-approval list of Cline or Windsurf. Only the empty list (what every entry means here) is accepted; approvals are the host's decision.","errorMessage":"`autoApprove` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance."},"trust":{"const":false,"description":"Gemini CLI's confirmation bypass. Only false (what it means here) is accepted; true is an error: approvals are the host's decision.","errorMessage":"`trust` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance."}},"anyOf":[{"required":["command"]},{"required":["url"]}],"not":{"required":["command","url"]},"allOf":[{"if":{"required":["url"],"not":{"required":["command"]}},"then":{"properties":{"type":{"not":{"enum":["stdio"]},"errorMessage":"`type` contradicts the transport of this server: `command` means stdio and `url` means Streamable HTTP. Fix: Write \"type\": \"stdio\" with `command` or \"type\": \"http\" with `url`, or remove `type`."},"args":{"not":{},"errorMessage":"`args` applies only to stdio servers (those with `command`). Fix: Remove `args` from this url server."},"cwd":{"not":{},"errorMessage":"`cwd` applies only to stdio servers (those with `command`). Fix: Remove `cwd` from this url server."},"env":{"not":{},"errorMessage":"`env` applies only to stdio servers (those with `command`). Fix: Remove `env` from this url server."}}}},{"if":{"required":["command"],"not":{"required":["url"]}},"then":{"properties":{"type":{"not":{"enum":["http","streamable-http","streamableHttp"]},"errorMessage":"`type` contradicts the transport of this server: `command` means stdio and `url` means Streamable HTTP. Fix: Write \"type\": \"stdio\" with `command` or \"type\": \"http\" with `url`, or remove `type`."},"headers":{"not":{},"errorMessage":"`headers` applies only to Streamable HTTP servers (those with `url`). Fix: Remove `headers`, or pass values to a stdio server through `env`."}}}}],"errorMessage":"A server needs exactly one of `command` (stdio) or `url` (Streamable HTTP). Fix: Keep `command` for a local process or `url` for a remote endpoint, not both and not neither."}}}};
const func2 = require("ajv/dist/runtime/ucs2length").default;
const func4 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$", "u");
const pattern1 = new RegExp("\\S", "u");
const pattern3 = new RegExp("^.*(?:[Aa][Pp][Ii][_\\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\\-][Kk][Ee][Yy])", "u");
const pattern5 = new RegExp("(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*", "u");
const pattern6 = new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://\\S+$", "u");
const pattern7 = new RegExp("^(?:.*(?:[Aa][Pp][Ii][_\\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\\-][Kk][Ee][Yy])|(?:[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn]|[Cc][Oo][Oo][Kk][Ii][Ee]|[Pp][Rr][Oo][Xx][Yy]-[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn])$)", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="urn:travis234-mcp-adapter:schema:mcp.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.mcpServers === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mcpServers"},message:"must have required property '"+"mcpServers"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "$schema") || (key0 === "settings")) || (key0 === "imports")) || (key0 === "mcpServers"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.mcpServers !== undefined){
let data1 = data.mcpServers;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
const _errs6 = errors;
if(typeof key1 === "string"){
if(func2(key1) > 128){
const err3 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(key1) < 1){
const err4 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(key1)){
const err5 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames/pattern",keyword:"pattern",params:{pattern: "^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$"},message:"must match pattern \""+"^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$"+"\"",propertyName:key1};
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
const err6 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid1 = _errs6 === errors;
if(!valid1){
const err7 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
for(const key2 in data1){
let data2 = data1[key2];
const _errs11 = errors;
const _errs12 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing0;
if(((data2.command === undefined) && (missing0 = "command")) || ((data2.url === undefined) && (missing0 = "url"))){
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
var valid3 = _errs12 === errors;
if(valid3){
const err9 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
const _errs13 = errors;
let valid4 = false;
const _errs14 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.command === undefined){
const err10 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/anyOf/0/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs14 === errors;
valid4 = valid4 || _valid0;
if(!valid4){
const _errs15 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.url === undefined){
const err11 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/anyOf/1/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs15 === errors;
valid4 = valid4 || _valid0;
}
if(!valid4){
const err12 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
const _errs17 = errors;
let valid6 = true;
const _errs18 = errors;
const _errs19 = errors;
const _errs20 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.command === undefined) && (missing1 = "command")){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
var valid7 = _errs20 === errors;
if(valid7){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
if(errors === _errs18){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing2;
if((data2.url === undefined) && (missing2 = "url")){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
var _valid1 = _errs18 === errors;
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs21 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type !== undefined){
const _errs23 = errors;
const _errs24 = errors;
if(!(data2.type === "stdio")){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid9 = _errs24 === errors;
if(valid9){
const err17 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/type/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
if(data2.args !== undefined){
const err18 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/args",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/args/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data2.cwd !== undefined){
const err19 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cwd",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/cwd/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data2.env !== undefined){
const err20 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/env/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var _valid1 = _errs21 === errors;
valid6 = _valid1;
}
if(!valid6){
const err21 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const _errs32 = errors;
let valid10 = true;
const _errs33 = errors;
const _errs34 = errors;
const _errs35 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing3;
if((data2.url === undefined) && (missing3 = "url")){
const err22 = {};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var valid11 = _errs35 === errors;
if(valid11){
const err23 = {};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
if(errors === _errs33){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing4;
if((data2.command === undefined) && (missing4 = "command")){
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
var _valid2 = _errs33 === errors;
errors = _errs32;
if(vErrors !== null){
if(_errs32){
vErrors.length = _errs32;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs36 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.type !== undefined){
let data7 = data2.type;
const _errs38 = errors;
const _errs39 = errors;
if(!(((data7 === "http") || (data7 === "streamable-http")) || (data7 === "streamableHttp"))){
const err25 = {};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var valid13 = _errs39 === errors;
if(valid13){
const err26 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/1/then/properties/type/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
if(data2.headers !== undefined){
const err27 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/1/then/properties/headers/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var _valid2 = _errs36 === errors;
valid10 = _valid2;
}
if(!valid10){
const err28 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key3 in data2){
if(!(func4.call(schema11.properties.mcpServers.additionalProperties.properties, key3))){
const err29 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data2.type !== undefined){
let data9 = data2.type;
if(typeof data9 !== "string"){
const err30 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/mcpServers/additionalProperties/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!((((data9 === "stdio") || (data9 === "http")) || (data9 === "streamable-http")) || (data9 === "streamableHttp"))){
const err31 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/type",schemaPath:"#/properties/mcpServers/additionalProperties/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.properties.mcpServers.additionalProperties.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data2.command !== undefined){
let data10 = data2.command;
if(typeof data10 === "string"){
if(!pattern1.test(data10)){
const err32 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/command",schemaPath:"#/properties/mcpServers/additionalProperties/properties/command/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/command",schemaPath:"#/properties/mcpServers/additionalProperties/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data2.args !== undefined){
let data11 = data2.args;
if(Array.isArray(data11)){
const len0 = data11.length;
for(let i0=0; i0<len0; i0++){
if(typeof data11[i0] !== "string"){
const err34 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/args/" + i0,schemaPath:"#/properties/mcpServers/additionalProperties/properties/args/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/args",schemaPath:"#/properties/mcpServers/additionalProperties/properties/args/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data2.cwd !== undefined){
let data13 = data2.cwd;
if(typeof data13 === "string"){
if(!pattern1.test(data13)){
const err36 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cwd",schemaPath:"#/properties/mcpServers/additionalProperties/properties/cwd/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cwd",schemaPath:"#/properties/mcpServers/additionalProperties/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data2.env !== undefined){
let data14 = data2.env;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key4 in data14){
if(!(pattern3.test(key4))){
if(typeof data14[key4] !== "string"){
const err38 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
for(const key5 in data14){
if(pattern3.test(key5)){
let data16 = data14[key5];
if(typeof data16 === "string"){
if(!pattern5.test(data16)){
const err39 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/patternProperties/%5E.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)/pattern",keyword:"pattern",params:{pattern: "(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*"},message:"must match pattern \""+"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*"+"\""};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/patternProperties/%5E.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
}
else {
const err41 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env",schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data2.url !== undefined){
let data17 = data2.url;
if(typeof data17 === "string"){
if(!pattern6.test(data17)){
const err42 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/mcpServers/additionalProperties/properties/url/pattern",keyword:"pattern",params:{pattern: "^[Hh][Tt][Tt][Pp][Ss]?://\\S+$"},message:"must match pattern \""+"^[Hh][Tt][Tt][Pp][Ss]?://\\S+$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/mcpServers/additionalProperties/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data2.headers !== undefined){
let data18 = data2.headers;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key6 in data18){
if(!(pattern7.test(key6))){
if(typeof data18[key6] !== "string"){
const err44 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
for(const key7 in data18){
if(pattern7.test(key7)){
let data20 = data18[key7];
if(typeof data20 === "string"){
if(!pattern5.test(data20)){
const err45 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/patternProperties/%5E(%3F%3A.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)%7C(%3F%3A%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D%7C%5BCc%5D%5BOo%5D%5BOo%5D%5BKk%5D%5BIi%5D%5BEe%5D%7C%5BPp%5D%5BRr%5D%5BOo%5D%5BXx%5D%5BYy%5D-%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D)%24)/pattern",keyword:"pattern",params:{pattern: "(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*"},message:"must match pattern \""+"(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*"+"\""};
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
const err46 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/patternProperties/%5E(%3F%3A.*(%3F%3A%5BAa%5D%5BPp%5D%5BIi%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BPp%5D%5BIi%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BTt%5D%5BOo%5D%5BKk%5D%5BEe%5D%5BNn%5D%7C%5BSs%5D%5BEe%5D%5BCc%5D%5BRr%5D%5BEe%5D%5BTt%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BOo%5D%5BRr%5D%5BDd%5D%7C%5BPp%5D%5BAa%5D%5BSs%5D%5BSs%5D%5BWw%5D%5BDd%5D%7C%5BOo%5D%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%7C%5BCc%5D%5BRr%5D%5BEe%5D%5BDd%5D%5BEe%5D%5BNn%5D%5BTt%5D%5BIi%5D%5BAa%5D%5BLl%5D%7C%5BPp%5D%5BRr%5D%5BIi%5D%5BVv%5D%5BAa%5D%5BTt%5D%5BEe%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D%7C%5BAa%5D%5BCc%5D%5BCc%5D%5BEe%5D%5BSs%5D%5BSs%5D%5B_%5C-%5D%5BKk%5D%5BEe%5D%5BYy%5D)%7C(%3F%3A%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D%7C%5BCc%5D%5BOo%5D%5BOo%5D%5BKk%5D%5BIi%5D%5BEe%5D%7C%5BPp%5D%5BRr%5D%5BOo%5D%5BXx%5D%5BYy%5D-%5BAa%5D%5BUu%5D%5BTt%5D%5BHh%5D%5BOo%5D%5BRr%5D%5BIi%5D%5BZz%5D%5BAa%5D%5BTt%5D%5BIi%5D%5BOo%5D%5BNn%5D)%24)/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
}
else {
const err47 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data2.lifecycle !== undefined){
if("lazy" !== data2.lifecycle){
const err48 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/lifecycle",schemaPath:"#/properties/mcpServers/additionalProperties/properties/lifecycle/const",keyword:"const",params:{allowedValue: "lazy"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data2.requestTimeoutMs !== undefined){
let data22 = data2.requestTimeoutMs;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err49 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/requestTimeoutMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/requestTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 2147483647 || isNaN(data22)){
const err50 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/requestTimeoutMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/requestTimeoutMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
if(data2.protocolVersion !== undefined){
let data23 = data2.protocolVersion;
if(typeof data23 !== "string"){
const err51 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/protocolVersion",schemaPath:"#/properties/mcpServers/additionalProperties/properties/protocolVersion/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(!(((data23 === "auto") || (data23 === "legacy")) || (data23 === "2026-07-28"))){
const err52 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/protocolVersion",schemaPath:"#/properties/mcpServers/additionalProperties/properties/protocolVersion/enum",keyword:"enum",params:{allowedValues: schema11.properties.mcpServers.additionalProperties.properties.protocolVersion.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data2.reconnect !== undefined){
let data24 = data2.reconnect;
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
for(const key8 in data24){
if(!(((key8 === "automatic") || (key8 === "maxAttempts")) || (key8 === "baseDelayMs"))){
const err53 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data24.automatic !== undefined){
if(typeof data24.automatic !== "boolean"){
const err54 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/automatic",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/automatic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data24.maxAttempts !== undefined){
let data26 = data24.maxAttempts;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err55 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/maxAttempts",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 > 3 || isNaN(data26)){
const err56 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/maxAttempts",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data26 < 1 || isNaN(data26)){
const err57 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/maxAttempts",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
if(data24.baseDelayMs !== undefined){
let data27 = data24.baseDelayMs;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err58 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/baseDelayMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if((typeof data27 == "number") && (isFinite(data27))){
if(data27 > 500 || isNaN(data27)){
const err59 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/baseDelayMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data27 < 100 || isNaN(data27)){
const err60 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/baseDelayMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
}
else {
const err61 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data2.disabled !== undefined){
if(typeof data2.disabled !== "boolean"){
const err62 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/disabled",schemaPath:"#/properties/mcpServers/additionalProperties/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data2.cacheTools !== undefined){
if(typeof data2.cacheTools !== "boolean"){
const err63 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cacheTools",schemaPath:"#/properties/mcpServers/additionalProperties/properties/cacheTools/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data2.includeTools !== undefined){
let data30 = data2.includeTools;
if(Array.isArray(data30)){
const len1 = data30.length;
for(let i1=0; i1<len1; i1++){
let data31 = data30[i1];
if(typeof data31 === "string"){
if(!pattern1.test(data31)){
const err64 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/includeTools/" + i1,schemaPath:"#/properties/mcpServers/additionalProperties/properties/includeTools/items/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/includeTools/" + i1,schemaPath:"#/properties/mcpServers/additionalProperties/properties/includeTools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/includeTools",schemaPath:"#/properties/mcpServers/additionalProperties/properties/includeTools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data2.excludeTools !== undefined){
let data32 = data2.excludeTools;
if(Array.isArray(data32)){
const len2 = data32.length;
for(let i2=0; i2<len2; i2++){
let data33 = data32[i2];
if(typeof data33 === "string"){
if(!pattern1.test(data33)){
const err67 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/excludeTools/" + i2,schemaPath:"#/properties/mcpServers/additionalProperties/properties/excludeTools/items/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/excludeTools/" + i2,schemaPath:"#/properties/mcpServers/additionalProperties/properties/excludeTools/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/excludeTools",schemaPath:"#/properties/mcpServers/additionalProperties/properties/excludeTools/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data2.alwaysAllow !== undefined){
let data34 = data2.alwaysAllow;
if(Array.isArray(data34)){
if(data34.length > 0){
const err70 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/alwaysAllow",schemaPath:"#/properties/mcpServers/additionalProperties/properties/alwaysAllow/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
const len3 = data34.length;
for(let i3=0; i3<len3; i3++){
if(typeof data34[i3] !== "string"){
const err71 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/alwaysAllow/" + i3,schemaPath:"#/properties/mcpServers/additionalProperties/properties/alwaysAllow/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err72 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/alwaysAllow",schemaPath:"#/properties/mcpServers/additionalProperties/properties/alwaysAllow/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data2.autoApprove !== undefined){
let data36 = data2.autoApprove;
if(Array.isArray(data36)){
if(data36.length > 0){
const err73 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/autoApprove",schemaPath:"#/properties/mcpServers/additionalProperties/properties/autoApprove/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
const len4 = data36.length;
for(let i4=0; i4<len4; i4++){
if(typeof data36[i4] !== "string"){
const err74 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/autoApprove/" + i4,schemaPath:"#/properties/mcpServers/additionalProperties/properties/autoApprove/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err75 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/autoApprove",schemaPath:"#/properties/mcpServers/additionalProperties/properties/autoApprove/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data2.trust !== undefined){
if(false !== data2.trust){
const err76 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/trust",schemaPath:"#/properties/mcpServers/additionalProperties/properties/trust/const",keyword:"const",params:{allowedValue: false},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err78 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

