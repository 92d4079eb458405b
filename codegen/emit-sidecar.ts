// The sidecar protocol (spec/sidecar-protocol.yaml): constants, the TypeScript types of every
// method's params and result, standalone params validators that are type guards for those types,
// and host-contract.json, the one file the Python shim reads (tool definition, the approval decision
// table, protocol constants).
import { Ajv } from "ajv";
import standalone from "ajv/dist/standalone/index.js";
import { compile } from "json-schema-to-typescript";
import type { ModelTextSpec } from "./emit-model-text.js";
import { toolDefinition } from "./emit-modules.js";
import { VALIDATOR_OPTIONS } from "./emit-validators.js";
import type { Provenance } from "./header.js";
import { tsHeader } from "./header.js";
import type { ErrorEntry, LimitRow, ProxySpec, SidecarSpec, SourcesSpec } from "./model.js";

const standaloneCode = standalone.default;

/** The key code names a method or notification by: its name in camelCase (`tool/call` -> toolCall, `$/progress` -> progress). */
const methodKey = (name: string): string => {
  const words = name.split(/[^A-Za-z0-9]+/).filter((w) => w !== "");
  return words
    .map((w, i) => (i === 0 ? w.slice(0, 1).toLowerCase() : w.slice(0, 1).toUpperCase()) + w.slice(1))
    .join("");
};

const pascal = (name: string): string => {
  const key = methodKey(name);
  return key.charAt(0).toUpperCase() + key.slice(1);
};

/** Key -> wire name, for the requests and for the notifications: the one table both sides name them through. */
function methodNames(spec: SidecarSpec): { requests: Record<string, string>; notifications: Record<string, string> } {
  const table = (names: string[]): Record<string, string> => {
    const out: Record<string, string> = {};
    for (const n of names) {
      const key = methodKey(n);
      if (key in out) throw new Error(`spec/sidecar-protocol.yaml: ${n} and ${out[key]} share the key ${key}`);
      out[key] = n;
    }
    return out;
  };
  return { requests: table(Object.keys(spec.requests)), notifications: table(Object.keys(spec.notifications)) };
}

/**
 * The cross-file rules of the refusals the meta-schema cannot state; returns the cancellation code,
 * the one sent under REQUEST_CANCELLED.
 */
export function checkSidecarSpec(spec: SidecarSpec, errors: Readonly<Record<string, ErrorEntry>>): string {
  const where = "spec/sidecar-protocol.yaml refusals";
  for (const [code, r] of Object.entries(spec.refusals.codes)) {
    if (!(code in errors)) throw new Error(`${where}: ${code} is not a code of spec/errors.yaml`);
    if (!(r.error in spec.errors))
      throw new Error(`${where}: ${code} is sent under ${r.error}, which is not one of errors`);
  }
  const data = (
    spec.errorObject as { properties?: { data?: { required?: string[]; properties?: Record<string, unknown> } } }
  ).properties?.data;
  const field = spec.refusals.dataCodeField;
  if (!data?.required?.includes(field) || data.properties?.[field] === undefined)
    throw new Error(`${where}: errorObject.properties.data must require ${field} (dataCodeField)`);
  const cancelled = Object.entries(spec.refusals.codes).filter(([, r]) => r.error === "REQUEST_CANCELLED");
  if (cancelled.length !== 1)
    throw new Error(`${where}: exactly one code is sent under REQUEST_CANCELLED; found ${cancelled.length}`);
  return (cancelled[0] as [string, unknown])[0];
}

/** Every schema the protocol types: wire name, its kind, the type's name and the schema. */
interface TypedSchema {
  readonly wire: string;
  readonly kind: "params" | "result" | "notification" | "error";
  readonly type: string;
  /** Export name of its validator in generated/validators/sidecar.cjs (params and notifications only). */
  readonly validator?: string;
  readonly schema: object;
}

function typedSchemas(spec: SidecarSpec): TypedSchema[] {
  const out: TypedSchema[] = [];
  for (const [wire, r] of Object.entries(spec.requests)) {
    out.push({
      wire,
      kind: "params",
      type: `${pascal(wire)}Params`,
      validator: `${methodKey(wire)}Params`,
      schema: r.params,
    });
    out.push({ wire, kind: "result", type: `${pascal(wire)}Result`, schema: r.result });
  }
  for (const [wire, n] of Object.entries(spec.notifications)) {
    out.push({
      wire,
      kind: "notification",
      type: `${pascal(wire)}NotificationParams`,
      validator: `${methodKey(wire)}Notification`,
      schema: n.params,
    });
  }
  out.push({ wire: "", kind: "error", type: "SidecarErrorObject", schema: spec.errorObject });
  const seen = new Set<string>();
  for (const t of out) {
    if (seen.has(t.type)) throw new Error(`spec/sidecar-protocol.yaml: two schemas would both be typed ${t.type}`);
    seen.add(t.type);
  }
  return out;
}

const mapEntries = (
  schemas: readonly TypedSchema[],
  kind: TypedSchema["kind"],
  value: (t: TypedSchema) => string,
): string =>
  schemas
    .filter((t) => t.kind === kind)
    .map((t) => `  readonly ${JSON.stringify(t.wire)}: ${value(t)};`)
    .join("\n");

/** generated/types/sidecar.ts: one type per schema, and the tables by wire name that code uses. */
export async function emitSidecarTypes(header: string, spec: SidecarSpec): Promise<string> {
  const options = {
    bannerComment: "",
    additionalProperties: false,
    strictIndexSignatures: true,
    unknownAny: true,
    format: true,
    style: { printWidth: 110, singleQuote: false, trailingComma: "all" },
    $refOptions: { resolve: { file: false, http: false, external: false } } as never,
  } as const;
  const schemas = typedSchemas(spec);
  const types: string[] = [];
  for (const t of schemas) types.push((await compile({ ...t.schema, title: t.type } as never, t.type, options)).trim());
  return `${header}

${types.join("\n\n")}

/** Read-only at every depth: the sidecar changes neither what it was sent nor what it answers. */
export type Frozen<T> = T extends readonly (infer U)[] ? readonly Frozen<U>[] : T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;

/** Params of each request, by wire name. */
export interface SidecarParams {
${mapEntries(schemas, "params", (t) => `Frozen<${t.type}>`)}
}

/** Result of each request, by wire name. */
export interface SidecarResults {
${mapEntries(schemas, "result", (t) => `Frozen<${t.type}>`)}
}

/** Params of each notification, by wire name. */
export interface SidecarNotificationParams {
${mapEntries(schemas, "notification", (t) => `Frozen<${t.type}>`)}
}

/** The error object of an error reply. */
export type SidecarError = Frozen<SidecarErrorObject>;
`;
}

export function emitSidecarModule(p: Provenance, spec: SidecarSpec): string {
  const errors = Object.fromEntries(Object.entries(spec.errors).map(([k, v]) => [k, v.code]));
  const refusals = Object.fromEntries(
    Object.entries(spec.refusals.codes).map(([k, r]) => [k, { error: spec.errors[r.error]?.code, hint: r.hint }]),
  );
  const names = methodNames(spec);
  const schemas = typedSchemas(spec);
  const guards = (kind: TypedSchema["kind"]): string =>
    schemas
      .filter((t) => t.kind === kind)
      .map((t) => `  ${JSON.stringify(t.wire)}: validators.${t.validator},`)
      .join("\n");
  return `${tsHeader(p)}
import validators from "./validators/sidecar.cjs";
import type { SidecarNotificationParams, SidecarParams } from "./types/sidecar.js";

export const SIDECAR_PROTOCOL_VERSION = ${spec.protocolVersion} as const;

/** Request methods by key: code names a method only through this table. */
export const SIDECAR_METHODS = ${JSON.stringify(names.requests, null, 2)} as const;
export type SidecarRequest = (typeof SIDECAR_METHODS)[keyof typeof SIDECAR_METHODS];

/** Notification methods by key. */
export const SIDECAR_NOTIFICATION_METHODS = ${JSON.stringify(names.notifications, null, 2)} as const;
export type SidecarNotification = (typeof SIDECAR_NOTIFICATION_METHODS)[keyof typeof SIDECAR_NOTIFICATION_METHODS];

export const SIDECAR_ERRORS = ${JSON.stringify(errors, null, 2)} as const;

/** The catalog codes an error reply carries in error.data, each with the protocol error it is sent under and whether its message ends with the hint. */
export const SIDECAR_REFUSALS = ${JSON.stringify(refusals, null, 2)} as const;

/** The params validator of each request, by wire name: a type guard for its params type. */
export const SIDECAR_PARAMS_GUARDS: { readonly [M in SidecarRequest]: (data: unknown) => data is SidecarParams[M] } = {
${guards("params")}
};

/** The params validator of each notification, by wire name. */
export const SIDECAR_NOTIFICATION_GUARDS: { readonly [M in SidecarNotification]: (data: unknown) => data is SidecarNotificationParams[M] } = {
${guards("notification")}
};
`;
}

export function emitSidecarValidators(header: string, spec: SidecarSpec): { cjs: string; dts: string } {
  const ajv = new Ajv(VALIDATOR_OPTIONS);
  const refs: Record<string, string> = {};
  const declarations: string[] = [];
  for (const t of typedSchemas(spec)) {
    if (t.validator === undefined) continue;
    const id = `sidecar:${t.kind}:${t.wire}`;
    ajv.addSchema({ ...t.schema, $id: id }, id);
    refs[t.validator] = id;
    declarations.push(`export declare const ${t.validator}: Guard<Frozen<${t.type}>>;`);
  }
  const code = standaloneCode(ajv, refs);
  const types = typedSchemas(spec)
    .filter((t) => t.validator !== undefined)
    .map((t) => t.type);
  const dts = `${header}
import type { ErrorObject } from "ajv";
import type { Frozen, ${types.join(", ")} } from "../types/sidecar.js";
interface Guard<T> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}
${declarations.join("\n")}
`;
  return { cjs: `${header}\n${code}\n`, dts };
}

/** What the shim reads besides the tool: its own bounds (limits of area `host`) and where configuration lives. */
export interface HostExtras {
  readonly limits: readonly LimitRow[];
  readonly sources: SourcesSpec;
  /** Worker delegation (spec/worker-delegation.yaml): grammar, mapping and codes for the shim. */
  readonly workers?: object;
  /** The approval decision table (codegen/emit-approval.ts) that
   * python/travis234_mcp_packaging/policy.py interprets. */
  readonly policy: object;
  /** The error catalog (spec/errors.yaml): the rows marked `shim: true` are the codes the shim may render. */
  readonly errors: Readonly<Record<string, ErrorEntry>>;
  /** spec/model-text.yaml: the phrases marked `shim: true`. */
  readonly modelText: ModelTextSpec;
  /** The catalog code a cancelled tool/call is refused with (checkSidecarSpec). */
  readonly cancelled: string;
}

/** The catalog rows the shim renders itself (message and hint templates, placeholder names). */
function shimCatalog(
  errors: Readonly<Record<string, ErrorEntry>>,
): Record<string, { message: string; hint: string; data: string[] }> {
  const rows = Object.entries(errors).filter(([, e]) => e.shim === true);
  for (const [code, e] of Object.entries(errors)) {
    if (e.area === "host" && e.shim !== true)
      throw new Error(`spec/errors.yaml ${code}: a row of area host is the shim's; mark it shim: true`);
    if (e.shim === true && !e.exposure.includes("model"))
      throw new Error(
        `spec/errors.yaml ${code}: the shim shows its rows to the model; its exposure must include model`,
      );
  }
  return Object.fromEntries(
    rows.map(([code, e]) => [code, { message: e.message, hint: e.hint, data: Object.keys(e.data) }]),
  );
}

export function emitHostContract(
  spec: SidecarSpec,
  proxy: ProxySpec,
  sources: { file: string; sha256: string }[],
  packaged: object,
  extras: HostExtras,
): string {
  const contract = {
    $comment: `Generated from ${sources.map((s) => `${s.file} (sha256 ${s.sha256.slice(0, 16)})`).join(", ")} by codegen/emit-sidecar.ts; do not edit. Regenerate with \`npm run codegen\`.`,
    protocolVersion: spec.protocolVersion,
    methods: methodNames(spec),
    errors: Object.fromEntries(Object.entries(spec.errors).map(([k, v]) => [k, v.code])),
    refusals: {
      dataCodeField: spec.refusals.dataCodeField,
      cancelled: extras.cancelled,
      codes: Object.fromEntries(Object.entries(spec.refusals.codes).map(([k, r]) => [k, r.error])),
    },
    tool: toolDefinition(proxy),
    detailsKey: proxy.details.key,
    policy: extras.policy,
    packaged,
    limits: Object.fromEntries(extras.limits.filter((l) => l.area === "host").map((l) => [l.id, l.value])),
    configSources: {
      agentDirDefault: extras.sources.agentDirDefault,
      paths: extras.sources.sources.map((s) => ({ id: s.id, scope: s.scope, path: s.path })),
    },
    catalog: shimCatalog(extras.errors),
    modelText: Object.fromEntries(
      Object.entries(extras.modelText.phrases)
        .filter(([, p]) => p.shim === true)
        .map(([id, p]) => [id, p.text]),
    ),
    ...(extras.workers !== undefined ? { workers: extras.workers } : {}),
  };
  return `${JSON.stringify(contract, null, 2)}\n`;
}
