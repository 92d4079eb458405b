// The spec as every renderer needs it: the documents loaded and checked once (codes named but not in
// the catalog, duplicate limit ids, the sidecar and worker grammars), the resolved config schema,
// approval table and packaged descriptors, and the inputs of each family of outputs as `part`s, so a
// header hashes only what its output is made from.

import type { ResolvedConfigSchema } from "./config-schema.js";
import { resolveConfigSchema } from "./config-schema.js";
import { addCredentialPatterns } from "./credential-patterns.js";
import { addCredentialPatternMessages, addEditorMessages } from "./editor-messages.js";
import type { ApprovalTable } from "./emit-approval.js";
import { approvalTable } from "./emit-approval.js";
import type { CliSpec } from "./emit-cli.js";
import type { DutiesSpec } from "./emit-duties.js";
import type { ModelTextSpec } from "./emit-model-text.js";
import type { PackagedSpec, ResolvedPackaged } from "./emit-packaged.js";
import { resolvePackaged } from "./emit-packaged.js";
import { checkSidecarSpec } from "./emit-sidecar.js";
import { checkWorkerSpec } from "./emit-workers.js";
import type { Source } from "./header.js";
import { part } from "./header.js";
import type { SpecName } from "./load-spec.js";
import { loadSpec } from "./load-spec.js";
import { PACKAGE_INPUT, packageIdentity } from "./manifest.js";
import type {
  CredentialsSpec,
  ErrorEntry,
  LimitRow,
  ProxySpec,
  SidecarSpec,
  SourcesSpec,
  WorkerSpec,
} from "./model.js";

export interface SpecContext {
  readonly root: string;
  readonly limits: readonly LimitRow[];
  readonly errors: Readonly<Record<string, ErrorEntry>>;
  readonly proxy: ProxySpec;
  readonly credentials: CredentialsSpec;
  readonly sources: SourcesSpec;
  readonly modelText: ModelTextSpec;
  readonly cli: CliSpec;
  readonly sidecar: SidecarSpec;
  readonly workers: WorkerSpec;
  readonly duties: DutiesSpec;
  readonly packageIdentity: { readonly name: string; readonly version: string };
  /** The config schema with bounds, credential patterns and editor messages; `written` is it before the messages. */
  readonly config: ResolvedConfigSchema;
  readonly written: object;
  readonly approval: ApprovalTable;
  readonly packaged: ResolvedPackaged;
  /** The refusal code of a cancelled request (spec/sidecar-protocol.yaml). */
  readonly cancelled: string;
  /** The whole of one spec file's data, as an input. */
  whole(name: SpecName): Source;
  /** What the config-schema outputs are made from; likewise for the other families. */
  readonly configParts: readonly Source[];
  readonly proxyParts: readonly Source[];
  readonly packagedParts: readonly Source[];
  readonly cliParts: readonly Source[];
  readonly packageParts: readonly Source[];
}

/** Every string anywhere in `data`. */
function strings(data: unknown, out = new Set<string>()): Set<string> {
  if (typeof data === "string") out.add(data);
  else if (Array.isArray(data)) for (const v of data) strings(v, out);
  else if (data !== null && typeof data === "object") for (const v of Object.values(data)) strings(v, out);
  return out;
}

export function specContext(root: string): SpecContext {
  const spec = loadSpec(root);
  const file = (name: SpecName): string => spec[name].file;
  const limits = (spec["limits.yaml"].data as { limits: LimitRow[] }).limits;
  const errors = (spec["errors.yaml"].data as { errors: Record<string, ErrorEntry> }).errors;
  const proxy = spec["proxy-request.yaml"].data as ProxySpec;
  const credentials = spec["credentials.yaml"].data as CredentialsSpec;
  const configData = spec["config.schema.yaml"].data;
  const config = resolveConfigSchema(configData, limits);

  addCredentialPatterns(config.published, credentials);
  // Types and the packaged server-name rule read the schema as written; the published schema (and the
  // validator compiled from it) gives every check a node that an editor can label with its message.
  const written = structuredClone(config.published);
  addCredentialPatternMessages(config.published, errors);
  addEditorMessages(config, errors);
  const codes = new Set(Object.keys(errors));
  const missing = [...config.codes, ...limits.map((l) => l.errorCode).filter((c): c is string => c !== null)].filter(
    (c) => !codes.has(c),
  );
  if (missing.length > 0)
    throw new Error(`codes used by spec/ but missing from spec/errors.yaml: ${[...new Set(missing)].join(", ")}`);
  const ids = limits.map((l) => l.id);
  if (new Set(ids).size !== ids.length) throw new Error("spec/limits.yaml has duplicate ids");

  const serverName = (written as { properties: { mcpServers: { propertyNames: object } } }).properties.mcpServers
    .propertyNames;
  const packagedSpec = spec["packaged.yaml"].data as PackagedSpec;
  const sidecar = spec["sidecar-protocol.yaml"].data as SidecarSpec;
  const workers = spec["worker-delegation.yaml"].data as WorkerSpec;
  checkWorkerSpec(workers, proxy, errors);
  const identity = packageIdentity(root);

  // The rows of limits and errors an output names, by id or code, rather than the whole files.
  const limitsNamedIn = (...data: unknown[]): Source => {
    const named = strings(data);
    return part(
      file("limits.yaml"),
      limits.filter((l) => named.has(l.id)),
    );
  };
  const errorsWhere = (keep: (code: string) => boolean): Source =>
    part(file("errors.yaml"), Object.fromEntries(Object.entries(errors).filter(([code]) => keep(code))));
  const whole = (name: SpecName): Source => part(file(name), spec[name].data);
  const packageParts = [part(PACKAGE_INPUT, identity)];

  return {
    root,
    limits,
    errors,
    proxy,
    credentials,
    sources: spec["sources.yaml"].data as SourcesSpec,
    modelText: spec["model-text.yaml"].data as ModelTextSpec,
    cli: spec["cli.yaml"].data as CliSpec,
    sidecar,
    workers,
    duties: spec["client-duties.yaml"].data as DutiesSpec,
    packageIdentity: identity,
    config,
    written,
    approval: approvalTable(proxy, limits, errors),
    packaged: resolvePackaged(packagedSpec, serverName, limits),
    cancelled: checkSidecarSpec(sidecar, errors),
    whole,
    // Editor messages word every config-area code, plus the codes the schema's nodes name.
    configParts: [
      whole("config.schema.yaml"),
      limitsNamedIn(configData),
      whole("credentials.yaml"),
      errorsWhere((c) => c.startsWith("MCPA_CONFIG_") || config.codes.has(c)),
    ],
    proxyParts: [whole("proxy-request.yaml"), limitsNamedIn(proxy), errorsWhere((c) => strings(proxy).has(c))],
    packagedParts: [whole("packaged.yaml"), limitsNamedIn(packagedSpec), part(file("config.schema.yaml"), serverName)],
    cliParts: [whole("cli.yaml"), whole("proxy-request.yaml"), ...packageParts],
    packageParts,
  };
}
