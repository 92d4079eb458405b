// The sidecar protocol (spec/sidecar-protocol.yaml): constants and standalone params validators for
// the Node side, and host-contract.json, the one file the Python shim reads (tool definition,
// the approval decision table, protocol constants).
import { Ajv } from "ajv";
import standalone from "ajv/dist/standalone/index.js";
import type { Provenance } from "./header.js";
import { tsHeader } from "./header.js";
import type { ErrorEntry, LimitRow, ProxySpec, SidecarSpec, SourcesSpec } from "./model.js";
import type { ModelTextSpec } from "./emit-model-text.js";
import { toolDefinition } from "./emit-modules.js";
import { VALIDATOR_OPTIONS } from "./emit-validators.js";

const standaloneCode = standalone.default;

const exportName = (method: string): string => method.replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase());

/** The key code names a method or notification by: its name in camelCase (`tool/call` -> toolCall,
 * `$/progress` -> progress). */
const methodKey = (name: string): string => {
  const words = name.split(/[^A-Za-z0-9]+/).filter((w) => w !== "");
  return words.map((w, i) => (i === 0 ? w.slice(0, 1).toLowerCase() : w.slice(0, 1).toUpperCase()) + w.slice(1)).join("");
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

export function emitSidecarModule(p: Provenance, spec: SidecarSpec): string {
  const errors = Object.fromEntries(Object.entries(spec.errors).map(([k, v]) => [k, v.code]));
  const validators = Object.fromEntries(Object.keys(spec.requests).map((m) => [m, exportName(m)]));
  const names = methodNames(spec);
  return `${tsHeader(p)}

export const SIDECAR_PROTOCOL_VERSION = ${spec.protocolVersion} as const;

/** Request methods by key: code names a method only through this table. */
export const SIDECAR_METHODS = ${JSON.stringify(names.requests, null, 2)} as const;
export type SidecarRequest = (typeof SIDECAR_METHODS)[keyof typeof SIDECAR_METHODS];

/** Notification methods by key. */
export const SIDECAR_NOTIFICATION_METHODS = ${JSON.stringify(names.notifications, null, 2)} as const;

export const SIDECAR_ERRORS = ${JSON.stringify(errors, null, 2)} as const;

/** Request method -> export name of its params validator in generated/validators/sidecar.cjs. */
export const SIDECAR_VALIDATORS = ${JSON.stringify(validators, null, 2)} as const;
`;
}

export function emitSidecarValidators(header: string, spec: SidecarSpec): { cjs: string; dts: string } {
  const ajv = new Ajv(VALIDATOR_OPTIONS);
  const refs: Record<string, string> = {};
  for (const [method, r] of Object.entries(spec.requests)) {
    const id = `sidecar:${method}`;
    ajv.addSchema({ ...r.params, $id: id }, id);
    refs[exportName(method)] = id;
  }
  const code = standaloneCode(ajv, refs);
  const names = Object.keys(refs);
  const dts = `${header}
import type { ErrorObject } from "ajv";
interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
${names.map((n) => `export declare const ${n}: Validator;`).join("\n")}
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
}

/** The catalog rows the shim renders itself (message and hint templates, placeholder names). */
export function shimCatalog(errors: Readonly<Record<string, ErrorEntry>>): Record<string, { message: string; hint: string; data: string[] }> {
  const rows = Object.entries(errors).filter(([, e]) => e.shim === true);
  for (const [code, e] of Object.entries(errors)) {
    if (e.area === "host" && e.shim !== true) throw new Error(`spec/errors.yaml ${code}: a row of area host is the shim's; mark it shim: true`);
    if (e.shim === true && !e.exposure.includes("model")) throw new Error(`spec/errors.yaml ${code}: the shim shows its rows to the model; its exposure must include model`);
  }
  return Object.fromEntries(rows.map(([code, e]) => [code, { message: e.message, hint: e.hint, data: Object.keys(e.data) }]));
}

export function emitHostContract(spec: SidecarSpec, proxy: ProxySpec, sources: { file: string; sha256: string }[], packaged: object, extras: HostExtras): string {
  const contract = {
    $comment: `Generated from ${sources.map((s) => `${s.file} (sha256 ${s.sha256.slice(0, 16)})`).join(", ")} by codegen/emit-sidecar.ts; do not edit. Regenerate with \`npm run codegen\`.`,
    protocolVersion: spec.protocolVersion,
    methods: methodNames(spec),
    errors: Object.fromEntries(Object.entries(spec.errors).map(([k, v]) => [k, v.code])),
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
    modelText: Object.fromEntries(Object.entries(extras.modelText.phrases).filter(([, p]) => p.shim === true).map(([id, p]) => [id, p.text])),
    ...(extras.workers !== undefined ? { workers: extras.workers } : {}),
  };
  return `${JSON.stringify(contract, null, 2)}\n`;
}
