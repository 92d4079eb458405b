// Packaged descriptors (spec/packaged.yaml): resolves the schema shorthands against the config
// schema and the limits, then emits constants, standalone validators for Node, and the part of
// host-contract.json the Python API validates with.
import { Ajv } from "ajv";
import standalone from "ajv/dist/standalone/index.js";
import { VALIDATOR_OPTIONS } from "./emit-validators.js";
import type { Provenance } from "./header.js";
import { tsHeader } from "./header.js";
import type { LimitRow } from "./model.js";

const standaloneCode = standalone.default;

export interface PackagedSpec {
  readonly toolName: { readonly pattern: string; readonly reserved: readonly string[] };
  readonly operationName: { readonly pattern: string };
  readonly filesystem: readonly { id: string; applies: readonly string[]; rule: string; errorCode: string }[];
  readonly launch: Readonly<Record<string, string>>;
  readonly descriptors: Readonly<Record<string, { readonly description: string; readonly schema: object }>>;
}

export interface ResolvedPackaged {
  readonly schemas: Record<string, object>;
  readonly spec: PackagedSpec;
}

/** Replaces {$ref: name} shorthands with concrete schemas; the result has no $ref left. */
export function resolvePackaged(spec: PackagedSpec, serverName: object, limits: readonly LimitRow[]): ResolvedPackaged {
  const limit = (id: string): number => {
    const row = limits.find((l) => l.id === id);
    const v = row?.value ?? row?.max;
    if (v === undefined) throw new Error(`spec/packaged.yaml needs limit ${id}`);
    return v;
  };
  const named: Record<string, object> = {
    serverName,
    timeout: { type: "integer", minimum: 1, maximum: limit("config.requestTimeoutMs") },
    env: { type: "object", additionalProperties: { type: "string" } },
    toolName: { type: "string", pattern: spec.toolName.pattern },
    operationName: { type: "string", pattern: spec.operationName.pattern },
    inlineBytes: { type: "integer", minimum: 1, maximum: limit("inline.maxBytes") },
    inlineLines: { type: "integer", minimum: 1, maximum: limit("inline.maxLines") },
  };
  const resolve = (node: unknown, depth: number): unknown => {
    if (depth > 16) throw new Error("spec/packaged.yaml: $ref nesting too deep");
    if (Array.isArray(node)) return node.map((n) => resolve(n, depth));
    if (typeof node !== "object" || node === null) return node;
    const ref = (node as { $ref?: unknown }).$ref;
    if (typeof ref === "string") {
      const target = named[ref] ?? spec.descriptors[ref]?.schema;
      if (!target) throw new Error(`spec/packaged.yaml: unknown $ref ${ref}`);
      return resolve(target, depth + 1);
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, resolve(v, depth)]));
  };
  const schemas = Object.fromEntries(
    Object.entries(spec.descriptors).map(([name, d]) => [name, resolve(d.schema, 0) as object]),
  );
  return { schemas, spec };
}

const exportName = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

export function emitPackagedModule(p: Provenance, r: ResolvedPackaged): string {
  return `${tsHeader(p)}

export const TOOL_NAME_RULE = ${JSON.stringify(r.spec.toolName, null, 2)} as const;

export const FILESYSTEM_RULES = ${JSON.stringify(r.spec.filesystem, null, 2)} as const;

/** Descriptor kind -> export name of its validator in generated/validators/packaged.cjs. */
export const PACKAGED_VALIDATORS = ${JSON.stringify(Object.fromEntries(Object.keys(r.schemas).map((k) => [k, exportName(k)])), null, 2)} as const;
`;
}

export function emitPackagedValidators(header: string, r: ResolvedPackaged): { cjs: string; dts: string } {
  const ajv = new Ajv(VALIDATOR_OPTIONS);
  const refs: Record<string, string> = {};
  for (const [name, schema] of Object.entries(r.schemas)) {
    const id = `packaged:${name}`;
    ajv.addSchema({ ...schema, $id: id }, id);
    refs[exportName(name)] = id;
  }
  const dts = `${header}
import type { ErrorObject } from "ajv";
interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}
${Object.keys(refs)
  .map((n) => `export declare const ${n}: Validator;`)
  .join("\n")}
`;
  return { cjs: `${header}\n${standaloneCode(ajv, refs)}\n`, dts };
}

/** What the Python API needs: the resolved schemas and the rules, as plain data. */
export function packagedContract(r: ResolvedPackaged): object {
  return {
    schemas: r.schemas,
    toolName: r.spec.toolName,
    operationName: r.spec.operationName,
    filesystem: r.spec.filesystem,
  };
}
