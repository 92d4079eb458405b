// Worker delegation (spec/worker-delegation.yaml): checks the grammar and the proxy
// mapping against spec/proxy-request.yaml, then emits the TypeScript constants, standalone
// validators and types for the request and the descriptor, the "workers" section of
// host-contract.json, and the README tables.
import { Ajv } from "ajv";
import standalone from "ajv/dist/standalone/index.js";
import { compile } from "json-schema-to-typescript";
import { VALIDATOR_OPTIONS } from "./emit-validators.js";
import { render } from "./handlebars.js";
import type { Provenance } from "./header.js";
import { mdHeader, tsHeader } from "./header.js";
import type { ErrorEntry, ProxySpec, WorkerSpec } from "./model.js";

const standaloneCode = standalone.default;

/** Every cross-file rule the meta-schema cannot state; throws naming the offending key. */
export function checkWorkerSpec(
  spec: WorkerSpec,
  proxy: ProxySpec,
  errors: Readonly<Record<string, ErrorEntry>>,
): void {
  const where = "spec/worker-delegation.yaml";
  const ops = spec.ceiling.operations;
  if (spec.statusOperation in ops)
    throw new Error(`${where}: statusOperation ${spec.statusOperation} must not be a ceiling operation`);
  const proxyIds = proxy.operations.map((o) => o.id).sort();
  const mapped = Object.keys(spec.proxyOperations).sort();
  if (JSON.stringify(proxyIds) !== JSON.stringify(mapped)) {
    throw new Error(
      `${where}: proxyOperations must map exactly the operations of spec/proxy-request.yaml (${proxyIds.join(", ")}); has ${mapped.join(", ")}`,
    );
  }
  for (const [id, m] of Object.entries(spec.proxyOperations)) {
    const at = `${where} proxyOperations.${id}`;
    const known = (op: string): boolean => op in ops || op === spec.statusOperation;
    if (!known(m.ceiling))
      throw new Error(`${at}: ceiling ${m.ceiling} is neither a ceiling operation nor the status operation`);
    if (m.alsoRequires !== undefined && !(m.alsoRequires in ops))
      throw new Error(`${at}: alsoRequires ${m.alsoRequires} is not a ceiling operation`);
    const needsTarget =
      ops[m.ceiling]?.target === "required" ||
      (m.alsoRequires !== undefined && ops[m.alsoRequires]?.target === "required");
    if (needsTarget !== (m.target !== undefined))
      throw new Error(`${at}: target must be given exactly when a ceiling operation it needs takes one`);
    if (m.target !== undefined && !(m.target in proxy.fields))
      throw new Error(`${at}: target ${m.target} is not a field of spec/proxy-request.yaml`);
    if ((m.serverless === true) !== (m.ceiling === spec.statusOperation))
      throw new Error(`${at}: serverless exactly when the ceiling is the status operation`);
  }
  for (const [op, o] of Object.entries(ops))
    if ((o.target === "required") !== (o.targetMeaning !== undefined))
      throw new Error(`${where} ceiling.operations.${op}: targetMeaning exactly when a target is required`);
  const version = (spec.descriptor as { properties?: { interface_version?: { const?: unknown } } }).properties
    ?.interface_version?.const;
  if (version !== spec.interfaceVersion)
    throw new Error(`${where}: descriptor.properties.interface_version.const must equal interfaceVersion`);
  if (workerCodes(errors).length === 0) throw new Error("spec/errors.yaml defines no MCPA_WORKER_ codes");
}

const workerCodes = (errors: Readonly<Record<string, ErrorEntry>>): string[] =>
  Object.keys(errors).filter((c) => c.startsWith("MCPA_WORKER_"));

/** The ceiling operations with their target rule, as the runtime and the shim use them. */
const grammar = (spec: WorkerSpec): Record<string, { target: "required" | "forbidden" }> =>
  Object.fromEntries(Object.entries(spec.ceiling.operations).map(([op, o]) => [op, { target: o.target }]));

export function emitWorkerModule(p: Provenance, spec: WorkerSpec): string {
  const parts: [string, unknown][] = [
    ["WORKER_INTERFACE_VERSION", spec.interfaceVersion],
    ["CEILING_SEPARATOR", spec.ceiling.separator],
    ["CEILING_MAX_TARGET_CHARS", spec.ceiling.maxTargetChars],
    ["CEILING_MAX_OPERATIONS_PER_SERVER", spec.ceiling.maxOperationsPerServer],
    ["CEILING_OPERATIONS", grammar(spec)],
    ["CEILING_STATUS_OPERATION", spec.statusOperation],
    ["PROXY_CEILING", spec.proxyOperations],
  ];
  return `${tsHeader(p)}

${parts.map(([name, value]) => `export const ${name} = ${JSON.stringify(value, null, 2)} as const;\n`).join("\n")}
export type CeilingOperation = keyof typeof CEILING_OPERATIONS;
`;
}

export function emitWorkerValidators(header: string, spec: WorkerSpec): { cjs: string; dts: string } {
  const ajv = new Ajv(VALIDATOR_OPTIONS);
  ajv.addSchema({ ...spec.request, $id: "worker:request" }, "worker:request");
  ajv.addSchema({ ...spec.descriptor, $id: "worker:descriptor" }, "worker:descriptor");
  const code = standaloneCode(ajv, { workerRequest: "worker:request", workerDescriptor: "worker:descriptor" });
  const dts = `${header}
import type { ErrorObject } from "ajv";
import type { WorkerDescriptor, WorkerRequest } from "../types/worker.js";
interface Guard<T> {
  (data: unknown): data is T;
  errors?: ErrorObject[] | null;
}
export declare const workerRequest: Guard<WorkerRequest>;
export declare const workerDescriptor: Guard<WorkerDescriptor>;
`;
  return { cjs: `${header}\n${code}\n`, dts };
}

export async function emitWorkerTypes(header: string, spec: WorkerSpec): Promise<string> {
  const options = {
    bannerComment: "",
    additionalProperties: false,
    strictIndexSignatures: true,
    unknownAny: true,
    format: true,
    style: { printWidth: 110, singleQuote: false, trailingComma: "all" },
    $refOptions: { resolve: { file: false, http: false, external: false } } as never,
  } as const;
  const request = await compile({ ...spec.request, title: "WorkerRequest" } as never, "WorkerRequest", options);
  const descriptor = await compile(
    { ...spec.descriptor, title: "WorkerDescriptor" } as never,
    "WorkerDescriptor",
    options,
  );
  return `${header}\n\n${request.trim()}\n\n${descriptor.trim()}\n`;
}

/** The "workers" section of host-contract.json: everything the shim needs to map and check. */
export function workersContract(spec: WorkerSpec, errors: Readonly<Record<string, ErrorEntry>>): object {
  return {
    interfaceVersion: spec.interfaceVersion,
    adapterKey: spec.adapterKey,
    separator: spec.ceiling.separator,
    maxTargetChars: spec.ceiling.maxTargetChars,
    maxOperationsPerServer: spec.ceiling.maxOperationsPerServer,
    operations: grammar(spec),
    statusOperation: spec.statusOperation,
    proxyOperations: spec.proxyOperations,
    descriptorKeys: Object.keys((spec.descriptor as { properties: object }).properties),
    installerKeys: Object.keys(
      (spec.descriptor as { properties: { installer: { properties: object } } }).properties.installer.properties,
    ),
    errors: workerCodes(errors),
  };
}

export function docWorkerCeiling(p: Provenance, t: string, spec: WorkerSpec): string {
  const ops = Object.entries(spec.ceiling.operations).map(([op, o]) => ({
    syntax: o.target === "required" ? `${op}${spec.ceiling.separator}<target>` : op,
    target: o.targetMeaning ?? "none",
    description: o.description,
  }));
  const mapping = Object.entries(spec.proxyOperations).map(([id, m]) => ({
    id,
    needs:
      m.serverless === true
        ? `nothing (${spec.statusOperation})`
        : [m.ceiling, m.alsoRequires]
            .filter((x) => x !== undefined)
            .map((op) => (spec.ceiling.operations[op as string]?.target === "required" ? `${op}:<${m.target}>` : op))
            .join(" and "),
  }));
  return render(t, "docs-worker-ceiling.md.hbs", { header: mdHeader(p), ops, mapping, status: spec.statusOperation });
}
