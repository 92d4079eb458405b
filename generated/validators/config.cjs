// Generated from spec/config.schema.yaml (sha256 8b409d73b2f30e3b), spec/limits.yaml (sha256 12ed95b9712901f1) by codegen/emit-validators.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"urn:travis234-mcp-adapter:schema:mcp.json","title":"McpConfigFile","description":"MCP server configuration read by the travis234-mcp-adapter (mcp.json). Strict: unknown fields, duplicate keys and null values are errors.","type":"object","additionalProperties":false,"required":["mcpServers"],"properties":{"$schema":{"type":"string","description":"Optional reference to this schema, for editors. Ignored by the adapter."},"mcpServers":{"type":"object","title":"McpServers","description":"Servers by name. A name in a higher-precedence file replaces the whole definition.","propertyNames":{"$ref":"#/definitions/serverName"},"additionalProperties":{"$ref":"#/definitions/server"}}},"definitions":{"serverName":{"type":"string","minLength":1,"pattern":"^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$","description":"1 to 128 characters, no control characters, no leading or trailing whitespace.","maxLength":128},"server":{"type":"object","title":"McpServer","description":"One server. Exactly one of `command` (stdio) or `url` (Streamable HTTP).","additionalProperties":false,"properties":{"command":{"type":"string","pattern":"\\S","description":"Executable name or path. Selects stdio. Never expanded."},"args":{"type":"array","items":{"type":"string"},"default":[],"description":"Literal command arguments. Never expanded."},"cwd":{"type":"string","pattern":"\\S","description":"Working directory of the server process; a relative path is taken from the session directory."},"env":{"type":"object","additionalProperties":{"type":"string"},"default":{},"description":"Variables added to the SDK's safe default environment. Credential-shaped keys must use a reference."},"url":{"type":"string","pattern":"^[Hh][Tt][Tt][Pp][Ss]?://\\S+$","description":"Streamable HTTP endpoint (http or https). Selects HTTP. Never expanded."},"headers":{"type":"object","additionalProperties":{"type":"string"},"default":{},"description":"Request headers. Credential-shaped names (Authorization, Cookie, *-API-Key, ...) must use a reference."},"lifecycle":{"const":"lazy","description":"Compatibility declaration; only `lazy` is accepted, and it changes nothing."},"requestTimeoutMs":{"type":"integer","description":"Bounds connect (spawn + initialize) and every MCP request. 0 or less keeps the SDK default.","maximum":2147483647},"reconnect":{"$ref":"#/definitions/reconnect"}},"anyOf":[{"required":["command"]},{"required":["url"]}],"not":{"required":["command","url"]},"allOf":[{"if":{"required":["url"],"not":{"required":["command"]}},"then":{"properties":{"args":{"not":{}},"cwd":{"not":{}},"env":{"not":{}}}}},{"if":{"required":["command"],"not":{"required":["url"]}},"then":{"properties":{"headers":{"not":{}}}}}]},"reconnect":{"type":"object","title":"McpReconnect","additionalProperties":false,"description":"Recovery policy. Never replays a failed request.","properties":{"automatic":{"type":"boolean","default":false,"description":"Start a bounded reconnect in the background after a transport failure."},"maxAttempts":{"type":"integer","description":"Attempts per reconnect.","minimum":1,"maximum":3,"default":1},"baseDelayMs":{"type":"integer","description":"Backoff base; the delay after failed attempt i is baseDelayMs x 2^i.","minimum":100,"maximum":500,"default":100}}}}};
const schema12 = {"type":"string","minLength":1,"pattern":"^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$","description":"1 to 128 characters, no control characters, no leading or trailing whitespace.","maxLength":128};
const func2 = require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$", "u");
const schema13 = {"type":"object","title":"McpServer","description":"One server. Exactly one of `command` (stdio) or `url` (Streamable HTTP).","additionalProperties":false,"properties":{"command":{"type":"string","pattern":"\\S","description":"Executable name or path. Selects stdio. Never expanded."},"args":{"type":"array","items":{"type":"string"},"default":[],"description":"Literal command arguments. Never expanded."},"cwd":{"type":"string","pattern":"\\S","description":"Working directory of the server process; a relative path is taken from the session directory."},"env":{"type":"object","additionalProperties":{"type":"string"},"default":{},"description":"Variables added to the SDK's safe default environment. Credential-shaped keys must use a reference."},"url":{"type":"string","pattern":"^[Hh][Tt][Tt][Pp][Ss]?://\\S+$","description":"Streamable HTTP endpoint (http or https). Selects HTTP. Never expanded."},"headers":{"type":"object","additionalProperties":{"type":"string"},"default":{},"description":"Request headers. Credential-shaped names (Authorization, Cookie, *-API-Key, ...) must use a reference."},"lifecycle":{"const":"lazy","description":"Compatibility declaration; only `lazy` is accepted, and it changes nothing."},"requestTimeoutMs":{"type":"integer","description":"Bounds connect (spawn + initialize) and every MCP request. 0 or less keeps the SDK default.","maximum":2147483647},"reconnect":{"$ref":"#/definitions/reconnect"}},"anyOf":[{"required":["command"]},{"required":["url"]}],"not":{"required":["command","url"]},"allOf":[{"if":{"required":["url"],"not":{"required":["command"]}},"then":{"properties":{"args":{"not":{}},"cwd":{"not":{}},"env":{"not":{}}}}},{"if":{"required":["command"],"not":{"required":["url"]}},"then":{"properties":{"headers":{"not":{}}}}}]};
const schema14 = {"type":"object","title":"McpReconnect","additionalProperties":false,"description":"Recovery policy. Never replays a failed request.","properties":{"automatic":{"type":"boolean","default":false,"description":"Start a bounded reconnect in the background after a transport failure."},"maxAttempts":{"type":"integer","description":"Attempts per reconnect.","minimum":1,"maximum":3,"default":1},"baseDelayMs":{"type":"integer","description":"Backoff base; the delay after failed attempt i is baseDelayMs x 2^i.","minimum":100,"maximum":500,"default":100}}};
const func4 = Object.prototype.hasOwnProperty;
const pattern1 = new RegExp("\\S", "u");
const pattern3 = new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://\\S+$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.command === undefined) && (missing0 = "command")) || ((data.url === undefined) && (missing0 = "url"))){
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
var valid0 = _errs2 === errors;
if(valid0){
const err1 = {instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.command === undefined){
const err2 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "command"},message:"must have required property '"+"command"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err3 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
const _errs9 = errors;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.command === undefined) && (missing1 = "command")){
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
var valid4 = _errs10 === errors;
if(valid4){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
if(errors === _errs8){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.url === undefined) && (missing2 = "url")){
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
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.args !== undefined){
const err8 = {instancePath:instancePath+"/args",schemaPath:"#/allOf/0/then/properties/args/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.cwd !== undefined){
const err9 = {instancePath:instancePath+"/cwd",schemaPath:"#/allOf/0/then/properties/cwd/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.env !== undefined){
const err10 = {instancePath:instancePath+"/env",schemaPath:"#/allOf/0/then/properties/env/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid1 = _errs11 === errors;
valid3 = _valid1;
}
if(!valid3){
const err11 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs19 = errors;
let valid6 = true;
const _errs20 = errors;
const _errs21 = errors;
const _errs22 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.url === undefined) && (missing3 = "url")){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var valid7 = _errs22 === errors;
if(valid7){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
if(errors === _errs20){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.command === undefined) && (missing4 = "command")){
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
}
var _valid2 = _errs20 === errors;
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs23 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.headers !== undefined){
const err15 = {instancePath:instancePath+"/headers",schemaPath:"#/allOf/1/then/properties/headers/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid2 = _errs23 === errors;
valid6 = _valid2;
}
if(!valid6){
const err16 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func4.call(schema13.properties, key0))){
const err17 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.command !== undefined){
let data4 = data.command;
if(typeof data4 === "string"){
if(!pattern1.test(data4)){
const err18 = {instancePath:instancePath+"/command",schemaPath:"#/properties/command/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/command",schemaPath:"#/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.args !== undefined){
let data5 = data.args;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(typeof data5[i0] !== "string"){
const err20 = {instancePath:instancePath+"/args/" + i0,schemaPath:"#/properties/args/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/args",schemaPath:"#/properties/args/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.cwd !== undefined){
let data7 = data.cwd;
if(typeof data7 === "string"){
if(!pattern1.test(data7)){
const err22 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/cwd",schemaPath:"#/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.env !== undefined){
let data8 = data.env;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key1 in data8){
if(typeof data8[key1] !== "string"){
const err24 = {instancePath:instancePath+"/env/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/env/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err25 = {instancePath:instancePath+"/env",schemaPath:"#/properties/env/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.url !== undefined){
let data10 = data.url;
if(typeof data10 === "string"){
if(!pattern3.test(data10)){
const err26 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/pattern",keyword:"pattern",params:{pattern: "^[Hh][Tt][Tt][Pp][Ss]?://\\S+$"},message:"must match pattern \""+"^[Hh][Tt][Tt][Pp][Ss]?://\\S+$"+"\""};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.headers !== undefined){
let data11 = data.headers;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key2 in data11){
if(typeof data11[key2] !== "string"){
const err28 = {instancePath:instancePath+"/headers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/headers",schemaPath:"#/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.lifecycle !== undefined){
if("lazy" !== data.lifecycle){
const err30 = {instancePath:instancePath+"/lifecycle",schemaPath:"#/properties/lifecycle/const",keyword:"const",params:{allowedValue: "lazy"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.requestTimeoutMs !== undefined){
let data14 = data.requestTimeoutMs;
if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){
const err31 = {instancePath:instancePath+"/requestTimeoutMs",schemaPath:"#/properties/requestTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if((typeof data14 == "number") && (isFinite(data14))){
if(data14 > 2147483647 || isNaN(data14)){
const err32 = {instancePath:instancePath+"/requestTimeoutMs",schemaPath:"#/properties/requestTimeoutMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data.reconnect !== undefined){
let data15 = data.reconnect;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key3 in data15){
if(!(((key3 === "automatic") || (key3 === "maxAttempts")) || (key3 === "baseDelayMs"))){
const err33 = {instancePath:instancePath+"/reconnect",schemaPath:"#/definitions/reconnect/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data15.automatic !== undefined){
if(typeof data15.automatic !== "boolean"){
const err34 = {instancePath:instancePath+"/reconnect/automatic",schemaPath:"#/definitions/reconnect/properties/automatic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data15.maxAttempts !== undefined){
let data17 = data15.maxAttempts;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err35 = {instancePath:instancePath+"/reconnect/maxAttempts",schemaPath:"#/definitions/reconnect/properties/maxAttempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 3 || isNaN(data17)){
const err36 = {instancePath:instancePath+"/reconnect/maxAttempts",schemaPath:"#/definitions/reconnect/properties/maxAttempts/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data17 < 1 || isNaN(data17)){
const err37 = {instancePath:instancePath+"/reconnect/maxAttempts",schemaPath:"#/definitions/reconnect/properties/maxAttempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data15.baseDelayMs !== undefined){
let data18 = data15.baseDelayMs;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err38 = {instancePath:instancePath+"/reconnect/baseDelayMs",schemaPath:"#/definitions/reconnect/properties/baseDelayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if((typeof data18 == "number") && (isFinite(data18))){
if(data18 > 500 || isNaN(data18)){
const err39 = {instancePath:instancePath+"/reconnect/baseDelayMs",schemaPath:"#/definitions/reconnect/properties/baseDelayMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data18 < 100 || isNaN(data18)){
const err40 = {instancePath:instancePath+"/reconnect/baseDelayMs",schemaPath:"#/definitions/reconnect/properties/baseDelayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
const err41 = {instancePath:instancePath+"/reconnect",schemaPath:"#/definitions/reconnect/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}


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
if(!((key0 === "$schema") || (key0 === "mcpServers"))){
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
const err3 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/definitions/serverName/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(key1) < 1){
const err4 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/definitions/serverName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(key1)){
const err5 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/definitions/serverName/pattern",keyword:"pattern",params:{pattern: "^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$"},message:"must match pattern \""+"^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$"+"\"",propertyName:key1};
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
const err6 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/definitions/serverName/type",keyword:"type",params:{type: "string"},message:"must be string",propertyName:key1};
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
if(!(validate11(data1[key2], {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key2,rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

