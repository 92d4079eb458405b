// Emits the TypeScript data modules under generated/: limits, errors, credentials, sources, proxy
// and the config-schema metadata that src/config uses to map validator errors to catalog codes.

import type { ResolvedConfigSchema } from "./config-schema.js";
import { rangeText, TYPE_WORDS } from "./editor-messages.js";
import type { ApprovalTable } from "./emit-approval.js";
import { render } from "./handlebars.js";
import type { Provenance } from "./header.js";
import { tsHeader } from "./header.js";
import type { CredentialsSpec, ErrorEntry, LimitRow, ProxySpec, SourcesSpec } from "./model.js";

const constModule = (header: string, parts: readonly [string, unknown, string?][]): string =>
  `${header}\n\n${parts
    .map(
      ([name, value, type]) =>
        `export const ${name}${type ? `: ${type}` : ""} = ${JSON.stringify(value, null, 2)}${type ? "" : " as const"};\n`,
    )
    .join("\n")}`;

export function emitLimits(p: Provenance, limits: readonly LimitRow[]): string {
  const table = Object.fromEntries(limits.map((l) => [l.id, l]));
  const values = Object.fromEntries(limits.map((l) => [l.id, l.value ?? l.max]));
  return constModule(tsHeader(p), [
    ["LIMITS", table],
    ["LIMIT_VALUES", values],
  ]);
}

const PLACEHOLDER = /\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g;

export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}

export function emitErrors(p: Provenance, templates: string, errors: Readonly<Record<string, ErrorEntry>>): string {
  const entries = Object.entries(errors).map(([code, e]) => {
    const used = new Set([...placeholdersOf(e.message), ...placeholdersOf(e.hint)]);
    const declared = Object.keys(e.data);
    for (const u of used)
      if (!declared.includes(u))
        throw new Error(`spec/errors.yaml ${code}: placeholder {{${u}}} is not declared in data`);
    for (const d of declared)
      if (!used.has(d)) throw new Error(`spec/errors.yaml ${code}: data field ${d} is never used`);
    return { id: code, ...e, data: declared.map((name) => ({ name })), placeholders: declared };
  });
  const areas = [...new Set(entries.map((e) => e.area))].sort();
  const union = (ids: readonly string[]): string => ids.map((id) => JSON.stringify(id)).join(" | ");
  return render(templates, "errors.ts.hbs", {
    header: tsHeader(p),
    entries,
    areaUnion: union(areas),
    modelUnion: union(entries.filter((e) => e.exposure.includes("model")).map((e) => e.id)),
  });
}

export function emitCredentials(p: Provenance, c: CredentialsSpec): string {
  return constModule(tsHeader(p), [
    ["CREDENTIAL_MARKERS", c.markers.values],
    ["MARKER_NORMALISE", c.markers.normalise.replace],
    ["SENSITIVE_HEADERS", c.sensitiveHeaders.values],
    ["RESERVED_HEADERS", c.reservedHeaders.values],
    ["LOADER_ENV", c.loaderEnv.values],
    ["REFERENCE_NAME_PATTERN", c.reference.name],
    ["REFERENCE_EMPTY_IS_MISSING", c.reference.emptyIsMissing],
    ["REDACTION_REPLACEMENT", c.redaction.replacement],
    ["LOOPBACK_HOSTS", c.insecureTransport.loopbackHosts],
    ["ARG_TOKEN_PREFIXES", c.argumentShapes.tokenPrefixes],
    ["ARG_MIN_TOKEN_CHARS", c.argumentShapes.minTokenChars],
    ["AUTHORIZATION_SCHEMES", c.argumentShapes.schemes],
    ["ARG_CREDENTIAL_FLAGS", c.argumentShapes.flags],
  ]);
}

export function emitSources(p: Provenance, s: SourcesSpec): string {
  return constModule(tsHeader(p), [
    ["AGENT_DIR_DEFAULT", s.agentDirDefault],
    ["CONFIG_SOURCES", s.sources],
    ["NEVER_READ", s.never],
    ["CACHE_LOCATION", s.cache],
  ]);
}

export interface ToolDefinition {
  readonly name: string;
  readonly label: string;
  readonly description: string;
  readonly guidelines: readonly string[];
  readonly effects: readonly string[];
  readonly parameters: Record<string, unknown>;
}

export function toolDefinition(spec: ProxySpec): ToolDefinition {
  const properties: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(spec.fields)) {
    const prop: Record<string, unknown> = { type: f.type };
    if (f.kind === "operation") prop.enum = spec.operations.map((o) => o.id);
    if (f.description) prop.description = f.description;
    properties[name] = prop;
  }
  return {
    name: spec.tool.name,
    label: spec.tool.label,
    description: spec.tool.description,
    guidelines: spec.tool.guidelines,
    effects: spec.tool.effects,
    parameters: { type: "object", additionalProperties: false, properties },
  };
}

/** Compact JSON of what a provider sees: description, guidance and schema. */
function definitionSize(t: ToolDefinition): number {
  return JSON.stringify({ description: t.description, guidelines: t.guidelines, parameters: t.parameters }).length;
}

/** Reference field name -> the prefix of its opaque references; every prefix distinct. */
function referencePrefixes(spec: ProxySpec): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, field] of Object.entries(spec.fields)) {
    if (field.kind !== "reference") continue;
    if (!field.prefix) throw new Error(`proxy spec: reference field ${name} has no prefix`);
    if (Object.values(out).includes(field.prefix))
      throw new Error(`proxy spec: reference prefix ${field.prefix} is used twice`);
    out[name] = field.prefix;
  }
  return out;
}

export function emitProxy(p: Provenance, spec: ProxySpec, approval: ApprovalTable): string {
  for (const op of spec.operations) {
    for (const f of Object.keys(op.fields))
      if (!spec.fields[f] || spec.fields[f]?.legacy)
        throw new Error(`proxy spec ${op.id}: unknown explicit field ${f}`);
    for (const [alias, target] of Object.entries(op.legacy ?? {})) {
      if (!spec.fields[alias]?.legacy)
        throw new Error(`proxy spec ${op.id}: legacy alias ${alias} is not a legacy field`);
      if (!(target in op.fields))
        throw new Error(`proxy spec ${op.id}: legacy alias ${alias} maps to ${target}, not a field of the operation`);
    }
  }
  const tool = toolDefinition(spec);
  const size = definitionSize(tool);
  if (size > spec.tool.maxDefinitionChars)
    throw new Error(`proxy spec: the tool definition is ${size} characters, over ${spec.tool.maxDefinitionChars}`);
  return constModule(tsHeader(p), [
    ["TOOL_DEFINITION", tool],
    ["REQUEST_FIELDS", spec.fields],
    ["REFERENCE_HEX_CHARS", spec.references.hexChars],
    ["REFERENCE_PREFIXES", referencePrefixes(spec)],
    ["DETAILS_KEY", spec.details.key],
    ["OPERATIONS", spec.operations],
    ["APPROVAL_TABLE", approval],
  ]);
}

/** The adapter's name and version as MCP clientInfo and the sidecar's hello report them. */
export function emitPackageIdentity(p: Provenance, identity: { name: string; version: string }): string {
  return constModule(tsHeader(p), [["PACKAGE_IDENTITY", identity]]);
}

export function emitConfigMeta(p: Provenance, r: ResolvedConfigSchema): string {
  return constModule(tsHeader(p), [
    ["SCHEMA_ERROR_PATHS", r.errorPaths, "Readonly<Record<string, string>>"],
    ["KEYWORD_ERRORS", r.keywordErrors, "Readonly<Record<string, string>>"],
    ["FOREIGN_FIELDS", r.foreign, "Readonly<Record<string, Readonly<Record<string, string>>>>"],
    ["ALLOWED_KEYS", r.allowedKeys, "Readonly<Record<string, readonly string[]>>"],
    ["SCHEMA_RANGES", r.ranges, "Readonly<Record<string, { readonly min?: number; readonly max?: number }>>"],
    // The words for a range and for a JSON type in the catalog's {{range}} and {{expected}}, the same
    // in the loader's messages and in the published schema's (codegen/editor-messages.ts).
    [
      "RANGE_WORDS",
      Object.fromEntries(Object.entries(r.ranges).map(([path, range]) => [path, rangeText(range)])),
      "Readonly<Record<string, string>>",
    ],
    ["TYPE_WORDS", TYPE_WORDS, "Readonly<Record<string, string>>"],
    ["IGNORED_ROOT_KEYS", r.ignoredRootKeys, "Readonly<Record<string, string>>"],
    ["CONFIG_DEFAULTS", r.defaults],
  ]);
}
