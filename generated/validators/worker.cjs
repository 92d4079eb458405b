// Generated from spec/worker-delegation.yaml (sha256 f0610b27aa5b8b0b) by codegen/emit-workers.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
"use strict";
exports.workerRequest = validate10;
const schema11 = {"type":"object","additionalProperties":false,"required":["servers"],"properties":{"servers":{"type":"object","minProperties":1,"additionalProperties":{"type":"array","minItems":1,"items":{"type":"string"}}}},"$id":"worker:request"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="worker:request" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.servers === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "servers"},message:"must have required property '"+"servers"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "servers")){
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
if(data.servers !== undefined){
let data0 = data.servers;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length < 1){
const err2 = {instancePath:instancePath+"/servers",schemaPath:"#/properties/servers/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key1 in data0){
let data1 = data0[key1];
if(Array.isArray(data1)){
if(data1.length < 1){
const err3 = {instancePath:instancePath+"/servers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/servers/additionalProperties/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(typeof data1[i0] !== "string"){
const err4 = {instancePath:instancePath+"/servers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/servers/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/servers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/servers/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath:instancePath+"/servers",schemaPath:"#/properties/servers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

exports.workerDescriptor = validate11;
const schema12 = {"type":"object","additionalProperties":false,"required":["interface_version","servers","operations","environment_references","installer","generation"],"properties":{"interface_version":{"const":1},"servers":{"type":"object","minProperties":1,"additionalProperties":{"type":"object","additionalProperties":true}},"operations":{"type":"object","minProperties":1,"additionalProperties":{"type":"array","minItems":1,"uniqueItems":true,"items":{"type":"string","minLength":1}}},"environment_references":{"type":"array","uniqueItems":true,"items":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$"}},"cache_origins":{"type":"object","additionalProperties":{"type":"object","additionalProperties":false,"required":["file","scope"],"properties":{"file":{"type":"string","minLength":1},"scope":{"enum":["global","project"]},"cwd":{"type":"string"}}}},"installer":{"type":"object","additionalProperties":false,"required":["distribution","version","module","callable"],"properties":{"distribution":{"type":"string","minLength":1},"version":{"type":"string","minLength":1},"module":{"type":"string","minLength":1},"callable":{"type":"string","minLength":1}}},"generation":{"type":"string","pattern":"^[0-9a-f]{64}$"}},"$id":"worker:descriptor"};
const func2 = require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
const pattern1 = new RegExp("^[0-9a-f]{64}$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="worker:descriptor" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.interface_version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "interface_version"},message:"must have required property '"+"interface_version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.servers === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "servers"},message:"must have required property '"+"servers"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.operations === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "operations"},message:"must have required property '"+"operations"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.environment_references === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "environment_references"},message:"must have required property '"+"environment_references"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.installer === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "installer"},message:"must have required property '"+"installer"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.generation === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "generation"},message:"must have required property '"+"generation"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "interface_version") || (key0 === "servers")) || (key0 === "operations")) || (key0 === "environment_references")) || (key0 === "cache_origins")) || (key0 === "installer")) || (key0 === "generation"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.interface_version !== undefined){
if(1 !== data.interface_version){
const err7 = {instancePath:instancePath+"/interface_version",schemaPath:"#/properties/interface_version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.servers !== undefined){
let data1 = data.servers;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length < 1){
const err8 = {instancePath:instancePath+"/servers",schemaPath:"#/properties/servers/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data1){
let data2 = data1[key1];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err9 = {instancePath:instancePath+"/servers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/servers/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/servers",schemaPath:"#/properties/servers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.operations !== undefined){
let data3 = data.operations;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length < 1){
const err11 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key2 in data3){
let data4 = data3[key2];
if(Array.isArray(data4)){
if(data4.length < 1){
const err12 = {instancePath:instancePath+"/operations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/operations/additionalProperties/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(typeof data5 === "string"){
if(func2(data5) < 1){
const err13 = {instancePath:instancePath+"/operations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/operations/additionalProperties/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/operations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,schemaPath:"#/properties/operations/additionalProperties/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
let i1 = data4.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data4[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err15 = {instancePath:instancePath+"/operations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/operations/additionalProperties/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err16 = {instancePath:instancePath+"/operations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/operations/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
else {
const err17 = {instancePath:instancePath+"/operations",schemaPath:"#/properties/operations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.environment_references !== undefined){
let data6 = data.environment_references;
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i2=0; i2<len1; i2++){
let data7 = data6[i2];
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err18 = {instancePath:instancePath+"/environment_references/" + i2,schemaPath:"#/properties/environment_references/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
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
const err19 = {instancePath:instancePath+"/environment_references/" + i2,schemaPath:"#/properties/environment_references/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
let i3 = data6.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data6[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err20 = {instancePath:instancePath+"/environment_references",schemaPath:"#/properties/environment_references/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err21 = {instancePath:instancePath+"/environment_references",schemaPath:"#/properties/environment_references/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.cache_origins !== undefined){
let data8 = data.cache_origins;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key3 in data8){
let data9 = data8[key3];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.file === undefined){
const err22 = {instancePath:instancePath+"/cache_origins/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cache_origins/additionalProperties/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data9.scope === undefined){
const err23 = {instancePath:instancePath+"/cache_origins/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cache_origins/additionalProperties/required",keyword:"required",params:{missingProperty: "scope"},message:"must have required property '"+"scope"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
for(const key4 in data9){
if(!(((key4 === "file") || (key4 === "scope")) || (key4 === "cwd"))){
const err24 = {instancePath:instancePath+"/cache_origins/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cache_origins/additionalProperties/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data9.file !== undefined){
let data10 = data9.file;
if(typeof data10 === "string"){
if(func2(data10) < 1){
const err25 = {instancePath:instancePath+"/cache_origins/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/file",schemaPath:"#/properties/cache_origins/additionalProperties/properties/file/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/cache_origins/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/file",schemaPath:"#/properties/cache_origins/additionalProperties/properties/file/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.scope !== undefined){
let data11 = data9.scope;
if(!((data11 === "global") || (data11 === "project"))){
const err27 = {instancePath:instancePath+"/cache_origins/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/scope",schemaPath:"#/properties/cache_origins/additionalProperties/properties/scope/enum",keyword:"enum",params:{allowedValues: schema12.properties.cache_origins.additionalProperties.properties.scope.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data9.cwd !== undefined){
if(typeof data9.cwd !== "string"){
const err28 = {instancePath:instancePath+"/cache_origins/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/cwd",schemaPath:"#/properties/cache_origins/additionalProperties/properties/cwd/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err29 = {instancePath:instancePath+"/cache_origins/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/cache_origins/additionalProperties/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/cache_origins",schemaPath:"#/properties/cache_origins/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.installer !== undefined){
let data13 = data.installer;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.distribution === undefined){
const err31 = {instancePath:instancePath+"/installer",schemaPath:"#/properties/installer/required",keyword:"required",params:{missingProperty: "distribution"},message:"must have required property '"+"distribution"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data13.version === undefined){
const err32 = {instancePath:instancePath+"/installer",schemaPath:"#/properties/installer/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data13.module === undefined){
const err33 = {instancePath:instancePath+"/installer",schemaPath:"#/properties/installer/required",keyword:"required",params:{missingProperty: "module"},message:"must have required property '"+"module"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data13.callable === undefined){
const err34 = {instancePath:instancePath+"/installer",schemaPath:"#/properties/installer/required",keyword:"required",params:{missingProperty: "callable"},message:"must have required property '"+"callable"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key5 in data13){
if(!((((key5 === "distribution") || (key5 === "version")) || (key5 === "module")) || (key5 === "callable"))){
const err35 = {instancePath:instancePath+"/installer",schemaPath:"#/properties/installer/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data13.distribution !== undefined){
let data14 = data13.distribution;
if(typeof data14 === "string"){
if(func2(data14) < 1){
const err36 = {instancePath:instancePath+"/installer/distribution",schemaPath:"#/properties/installer/properties/distribution/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err37 = {instancePath:instancePath+"/installer/distribution",schemaPath:"#/properties/installer/properties/distribution/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data13.version !== undefined){
let data15 = data13.version;
if(typeof data15 === "string"){
if(func2(data15) < 1){
const err38 = {instancePath:instancePath+"/installer/version",schemaPath:"#/properties/installer/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/installer/version",schemaPath:"#/properties/installer/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data13.module !== undefined){
let data16 = data13.module;
if(typeof data16 === "string"){
if(func2(data16) < 1){
const err40 = {instancePath:instancePath+"/installer/module",schemaPath:"#/properties/installer/properties/module/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/installer/module",schemaPath:"#/properties/installer/properties/module/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data13.callable !== undefined){
let data17 = data13.callable;
if(typeof data17 === "string"){
if(func2(data17) < 1){
const err42 = {instancePath:instancePath+"/installer/callable",schemaPath:"#/properties/installer/properties/callable/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err43 = {instancePath:instancePath+"/installer/callable",schemaPath:"#/properties/installer/properties/callable/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err44 = {instancePath:instancePath+"/installer",schemaPath:"#/properties/installer/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.generation !== undefined){
let data18 = data.generation;
if(typeof data18 === "string"){
if(!pattern1.test(data18)){
const err45 = {instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
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
const err46 = {instancePath:instancePath+"/generation",schemaPath:"#/properties/generation/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

