// Generated from spec/config.schema.yaml (sha256 69af311d0616a84d), spec/limits.yaml (sha256 e63537546621e006) by codegen/emit-validators.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
"use strict";
module.exports = validate10;
module.exports.default = validate10;
const schema11 = {"$schema":"http://json-schema.org/draft-07/schema#","$id":"urn:travis234-mcp-adapter:schema:mcp.json","title":"McpConfigFile","description":"MCP server configuration read by the travis234-mcp-adapter (mcp.json). Strict: unknown fields, duplicate keys and null values are errors.","type":"object","additionalProperties":false,"required":["mcpServers"],"properties":{"$schema":{"type":"string","description":"Optional reference to this schema, for editors. Ignored by the adapter."},"mcpServers":{"type":"object","title":"McpServers","description":"Servers by name. A name in a higher-precedence file replaces the whole definition.","propertyNames":{"type":"string","minLength":1,"pattern":"^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$","description":"1 to 128 characters, no control characters, no leading or trailing whitespace.","maxLength":128},"additionalProperties":{"type":"object","title":"McpServer","description":"One server. Exactly one of `command` (stdio) or `url` (Streamable HTTP).","additionalProperties":false,"properties":{"command":{"type":"string","pattern":"\\S","description":"Executable name or path. Selects stdio. Never expanded."},"args":{"type":"array","items":{"type":"string"},"default":[],"description":"Literal command arguments. Never expanded."},"cwd":{"type":"string","pattern":"\\S","description":"Working directory of the server process; a relative path is taken from the session directory."},"env":{"type":"object","additionalProperties":{"type":"string"},"default":{},"description":"Variables added to the SDK's safe default environment. Credential-shaped keys must use a reference."},"url":{"type":"string","pattern":"^[Hh][Tt][Tt][Pp][Ss]?://\\S+$","description":"Streamable HTTP endpoint (http or https). Selects HTTP. Never expanded."},"headers":{"type":"object","additionalProperties":{"type":"string"},"default":{},"description":"Request headers. Credential-shaped names (Authorization, Cookie, *-API-Key, ...) must use a reference."},"lifecycle":{"const":"lazy","description":"Compatibility declaration; only `lazy` is accepted, and it changes nothing."},"requestTimeoutMs":{"type":"integer","description":"Bounds connect (spawn + initialize) and every MCP request. 0 or less keeps the SDK default.","maximum":2147483647},"reconnect":{"type":"object","title":"McpReconnect","additionalProperties":false,"description":"Recovery policy. Never replays a failed request.","properties":{"automatic":{"type":"boolean","default":false,"description":"Start a bounded reconnect in the background after a transport failure."},"maxAttempts":{"type":"integer","description":"Attempts per reconnect.","minimum":1,"maximum":3,"default":1},"baseDelayMs":{"type":"integer","description":"Backoff base; the delay after failed attempt i is baseDelayMs x 2^i.","minimum":100,"maximum":500,"default":100}}}},"anyOf":[{"required":["command"]},{"required":["url"]}],"not":{"required":["command","url"]},"allOf":[{"if":{"required":["url"],"not":{"required":["command"]}},"then":{"properties":{"args":{"not":{}},"cwd":{"not":{}},"env":{"not":{}}}}},{"if":{"required":["command"],"not":{"required":["url"]}},"then":{"properties":{"headers":{"not":{}}}}}]}}}};
const func2 = require("ajv/dist/runtime/ucs2length").default;
const func4 = Object.prototype.hasOwnProperty;
const pattern0 = new RegExp("^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$", "u");
const pattern1 = new RegExp("\\S", "u");
const pattern3 = new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://\\S+$", "u");

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
if(data2.args !== undefined){
const err16 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/args",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/args/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2.cwd !== undefined){
const err17 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cwd",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/cwd/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data2.env !== undefined){
const err18 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/then/properties/env/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var _valid1 = _errs21 === errors;
valid6 = _valid1;
}
if(!valid6){
const err19 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs29 = errors;
let valid9 = true;
const _errs30 = errors;
const _errs31 = errors;
const _errs32 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing3;
if((data2.url === undefined) && (missing3 = "url")){
const err20 = {};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
var valid10 = _errs32 === errors;
if(valid10){
const err21 = {};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
if(errors === _errs30){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing4;
if((data2.command === undefined) && (missing4 = "command")){
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
}
var _valid2 = _errs30 === errors;
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs33 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.headers !== undefined){
const err23 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/mcpServers/additionalProperties/allOf/1/then/properties/headers/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var _valid2 = _errs33 === errors;
valid9 = _valid2;
}
if(!valid9){
const err24 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key3 in data2){
if(!(func4.call(schema11.properties.mcpServers.additionalProperties.properties, key3))){
const err25 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.command !== undefined){
let data7 = data2.command;
if(typeof data7 === "string"){
if(!pattern1.test(data7)){
const err26 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/command",schemaPath:"#/properties/mcpServers/additionalProperties/properties/command/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
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
const err27 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/command",schemaPath:"#/properties/mcpServers/additionalProperties/properties/command/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data2.args !== undefined){
let data8 = data2.args;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
if(typeof data8[i0] !== "string"){
const err28 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/args/" + i0,schemaPath:"#/properties/mcpServers/additionalProperties/properties/args/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err29 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/args",schemaPath:"#/properties/mcpServers/additionalProperties/properties/args/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data2.cwd !== undefined){
let data10 = data2.cwd;
if(typeof data10 === "string"){
if(!pattern1.test(data10)){
const err30 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cwd",schemaPath:"#/properties/mcpServers/additionalProperties/properties/cwd/pattern",keyword:"pattern",params:{pattern: "\\S"},message:"must match pattern \""+"\\S"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/cwd",schemaPath:"#/properties/mcpServers/additionalProperties/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data2.env !== undefined){
let data11 = data2.env;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key4 in data11){
if(typeof data11[key4] !== "string"){
const err32 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err33 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/env",schemaPath:"#/properties/mcpServers/additionalProperties/properties/env/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data2.url !== undefined){
let data13 = data2.url;
if(typeof data13 === "string"){
if(!pattern3.test(data13)){
const err34 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/mcpServers/additionalProperties/properties/url/pattern",keyword:"pattern",params:{pattern: "^[Hh][Tt][Tt][Pp][Ss]?://\\S+$"},message:"must match pattern \""+"^[Hh][Tt][Tt][Pp][Ss]?://\\S+$"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/url",schemaPath:"#/properties/mcpServers/additionalProperties/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data2.headers !== undefined){
let data14 = data2.headers;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key5 in data14){
if(typeof data14[key5] !== "string"){
const err36 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/headers",schemaPath:"#/properties/mcpServers/additionalProperties/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data2.lifecycle !== undefined){
if("lazy" !== data2.lifecycle){
const err38 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/lifecycle",schemaPath:"#/properties/mcpServers/additionalProperties/properties/lifecycle/const",keyword:"const",params:{allowedValue: "lazy"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data2.requestTimeoutMs !== undefined){
let data17 = data2.requestTimeoutMs;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err39 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/requestTimeoutMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/requestTimeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if((typeof data17 == "number") && (isFinite(data17))){
if(data17 > 2147483647 || isNaN(data17)){
const err40 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/requestTimeoutMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/requestTimeoutMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
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
if(data2.reconnect !== undefined){
let data18 = data2.reconnect;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key6 in data18){
if(!(((key6 === "automatic") || (key6 === "maxAttempts")) || (key6 === "baseDelayMs"))){
const err41 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data18.automatic !== undefined){
if(typeof data18.automatic !== "boolean"){
const err42 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/automatic",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/automatic/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data18.maxAttempts !== undefined){
let data20 = data18.maxAttempts;
if(!(((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20))) && (isFinite(data20)))){
const err43 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/maxAttempts",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 3 || isNaN(data20)){
const err44 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/maxAttempts",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3},message:"must be <= 3"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data20 < 1 || isNaN(data20)){
const err45 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/maxAttempts",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
if(data18.baseDelayMs !== undefined){
let data21 = data18.baseDelayMs;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err46 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/baseDelayMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 > 500 || isNaN(data21)){
const err47 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/baseDelayMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data21 < 100 || isNaN(data21)){
const err48 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect/baseDelayMs",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
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
}
else {
const err49 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/reconnect",schemaPath:"#/properties/mcpServers/additionalProperties/properties/reconnect/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath:instancePath+"/mcpServers/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/mcpServers/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err51 = {instancePath:instancePath+"/mcpServers",schemaPath:"#/properties/mcpServers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

