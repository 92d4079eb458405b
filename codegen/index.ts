// Entry point: spec/ -> generated/, schema/, and the generated regions of README.md and docs/*.md.
//   npm run codegen          write every output
//   npm run codegen:check    render in memory and fail (exit 1) if anything on disk differs
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { resolveConfigSchema } from "./config-schema.js";
import { addCredentialPatterns } from "./credential-patterns.js";
import { addCredentialPatternMessages, addEditorMessages } from "./editor-messages.js";
import { approvalTable, docApproval } from "./emit-approval.js";
import type { CliSpec } from "./emit-cli.js";
import { docCli, emitCliModule } from "./emit-cli.js";
import {
  docCredentials,
  docErrors,
  docLimits,
  docOperations,
  docServerFields,
  docSidecar,
  docSources,
} from "./emit-docs.js";
import { docDuties } from "./emit-duties.js";
import type { ModelTextSpec } from "./emit-model-text.js";
import { emitModelText } from "./emit-model-text.js";
import {
  emitConfigMeta,
  emitCredentials,
  emitErrors,
  emitLimits,
  emitPackageIdentity,
  emitProxy,
  emitSources,
} from "./emit-modules.js";
import type { PackagedSpec } from "./emit-packaged.js";
import { emitPackagedModule, emitPackagedValidators, packagedContract, resolvePackaged } from "./emit-packaged.js";
import { DOCS_DIR, renderDocuments } from "./emit-pages.js";
import {
  checkSidecarSpec,
  emitHostContract,
  emitSidecarModule,
  emitSidecarTypes,
  emitSidecarValidators,
} from "./emit-sidecar.js";
import { emitTypes } from "./emit-types.js";
import { emitValidator } from "./emit-validators.js";
import {
  checkWorkerSpec,
  docWorkerCeiling,
  emitWorkerModule,
  emitWorkerTypes,
  emitWorkerValidators,
  workersContract,
} from "./emit-workers.js";
import { mdHeader, tsHeader } from "./header.js";
import { loadSpec, sha256 } from "./load-spec.js";
import type {
  CredentialsSpec,
  ErrorEntry,
  LimitRow,
  ProxySpec,
  SidecarSpec,
  SourcesSpec,
  WorkerSpec,
} from "./model.js";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const TEMPLATES = join(ROOT, "codegen", "templates");

/** Renders every output in memory: relative path -> content. Pure: reads spec/, templates, README.md and docs/. */
export async function renderAll(root: string = ROOT): Promise<Map<string, string>> {
  const spec = loadSpec(root);
  const prov = (file: keyof typeof spec, emitter: string) => ({
    sources: [{ file: spec[file].file, sha256: spec[file].sha256 }],
    emitter,
  });
  const limits = (spec["limits.yaml"].data as { limits: LimitRow[] }).limits;
  const errors = (spec["errors.yaml"].data as { errors: Record<string, ErrorEntry> }).errors;
  const proxy = spec["proxy-request.yaml"].data as ProxySpec;
  const resolved = resolveConfigSchema(spec["config.schema.yaml"].data, limits);

  addCredentialPatterns(resolved.published, spec["credentials.yaml"].data as CredentialsSpec);
  // Types and the packaged server-name rule read the schema as written; the published schema (and the
  // validator compiled from it) gives every check a node that an editor can label with its message.
  const written = structuredClone(resolved.published);
  addCredentialPatternMessages(resolved.published, errors);
  addEditorMessages(resolved, errors);
  const codes = new Set(Object.keys(errors));
  const missing = [...resolved.codes, ...limits.map((l) => l.errorCode).filter((c): c is string => c !== null)].filter(
    (c) => !codes.has(c),
  );
  if (missing.length > 0)
    throw new Error(`codes used by spec/ but missing from spec/errors.yaml: ${[...new Set(missing)].join(", ")}`);
  const ids = limits.map((l) => l.id);
  if (new Set(ids).size !== ids.length) throw new Error("spec/limits.yaml has duplicate ids");

  const configProv = {
    sources: [
      { file: spec["config.schema.yaml"].file, sha256: spec["config.schema.yaml"].sha256 },
      { file: spec["limits.yaml"].file, sha256: spec["limits.yaml"].sha256 },
      { file: spec["credentials.yaml"].file, sha256: spec["credentials.yaml"].sha256 },
    ],
  };
  const out = new Map<string, string>();
  const validator = emitValidator(
    tsHeader({ ...configProv, emitter: "codegen/emit-validators.ts" }),
    resolved.published,
  );
  out.set("generated/validators/config.cjs", validator.cjs);
  out.set("generated/validators/config.d.cts", validator.dts);
  out.set(
    "generated/types/config.ts",
    await emitTypes(tsHeader({ ...configProv, emitter: "codegen/emit-types.ts" }), written),
  );
  out.set(
    "generated/config-schema.ts",
    emitConfigMeta({ ...configProv, emitter: "codegen/emit-modules.ts" }, resolved),
  );
  out.set("generated/limits.ts", emitLimits(prov("limits.yaml", "codegen/emit-modules.ts"), limits));
  out.set("generated/errors.ts", emitErrors(prov("errors.yaml", "codegen/templates/errors.ts.hbs"), TEMPLATES, errors));
  out.set(
    "generated/credentials.ts",
    emitCredentials(
      prov("credentials.yaml", "codegen/emit-modules.ts"),
      spec["credentials.yaml"].data as CredentialsSpec,
    ),
  );
  out.set(
    "generated/sources.ts",
    emitSources(prov("sources.yaml", "codegen/emit-modules.ts"), spec["sources.yaml"].data as SourcesSpec),
  );
  const approval = approvalTable(proxy, limits, errors);
  const proxyProv = {
    sources: [...prov("proxy-request.yaml", "").sources, ...prov("limits.yaml", "").sources],
    emitter: "codegen/emit-modules.ts",
  };
  out.set("generated/proxy.ts", emitProxy(proxyProv, proxy, approval));
  out.set(
    "generated/model-text.ts",
    emitModelText(prov("model-text.yaml", "codegen/emit-model-text.ts"), spec["model-text.yaml"].data as ModelTextSpec),
  );
  const cli = spec["cli.yaml"].data as CliSpec;
  const cliProv = {
    sources: [
      { file: spec["cli.yaml"].file, sha256: spec["cli.yaml"].sha256 },
      { file: spec["proxy-request.yaml"].file, sha256: spec["proxy-request.yaml"].sha256 },
      { file: PACKAGE_INPUT, sha256: packageHash(root) },
    ],
    emitter: "codegen/emit-cli.ts",
  };
  out.set("generated/cli.ts", emitCliModule(cliProv, cli, proxy, packageIdentity(root).version));
  out.set(
    "generated/package.ts",
    emitPackageIdentity(
      { sources: [{ file: PACKAGE_INPUT, sha256: packageHash(root) }], emitter: "codegen/emit-modules.ts" },
      packageIdentity(root),
    ),
  );
  const serverNameSchema = (written as { properties: { mcpServers: { propertyNames: object } } }).properties.mcpServers
    .propertyNames;
  const packaged = resolvePackaged(spec["packaged.yaml"].data as PackagedSpec, serverNameSchema, limits);
  const packagedProv = {
    sources: [
      { file: spec["packaged.yaml"].file, sha256: spec["packaged.yaml"].sha256 },
      { file: spec["limits.yaml"].file, sha256: spec["limits.yaml"].sha256 },
    ],
  };
  out.set(
    "generated/packaged.ts",
    emitPackagedModule({ ...packagedProv, emitter: "codegen/emit-packaged.ts" }, packaged),
  );
  const packagedValidators = emitPackagedValidators(
    tsHeader({ ...packagedProv, emitter: "codegen/emit-packaged.ts" }),
    packaged,
  );
  out.set("generated/validators/packaged.cjs", packagedValidators.cjs);
  out.set("generated/validators/packaged.d.cts", packagedValidators.dts);
  const sidecar = spec["sidecar-protocol.yaml"].data as SidecarSpec;
  const cancelled = checkSidecarSpec(sidecar, errors);
  const workers = spec["worker-delegation.yaml"].data as WorkerSpec;
  checkWorkerSpec(workers, proxy, errors);
  const workersProv = prov("worker-delegation.yaml", "codegen/emit-workers.ts");
  out.set("generated/worker-delegation.ts", emitWorkerModule(workersProv, workers));
  const workerValidators = emitWorkerValidators(tsHeader(workersProv), workers);
  out.set("generated/validators/worker.cjs", workerValidators.cjs);
  out.set("generated/validators/worker.d.cts", workerValidators.dts);
  out.set("generated/types/worker.ts", await emitWorkerTypes(tsHeader(workersProv), workers));
  out.set("generated/sidecar.ts", emitSidecarModule(prov("sidecar-protocol.yaml", "codegen/emit-sidecar.ts"), sidecar));
  const sidecarValidators = emitSidecarValidators(
    tsHeader(prov("sidecar-protocol.yaml", "codegen/emit-sidecar.ts")),
    sidecar,
  );
  out.set("generated/validators/sidecar.cjs", sidecarValidators.cjs);
  out.set("generated/validators/sidecar.d.cts", sidecarValidators.dts);
  out.set(
    "generated/types/sidecar.ts",
    await emitSidecarTypes(tsHeader(prov("sidecar-protocol.yaml", "codegen/emit-sidecar.ts")), sidecar),
  );
  out.set(
    "generated/host-contract.json",
    emitHostContract(
      sidecar,
      proxy,
      [
        { file: spec["sidecar-protocol.yaml"].file, sha256: spec["sidecar-protocol.yaml"].sha256 },
        { file: spec["proxy-request.yaml"].file, sha256: spec["proxy-request.yaml"].sha256 },
        { file: spec["packaged.yaml"].file, sha256: spec["packaged.yaml"].sha256 },
        { file: spec["limits.yaml"].file, sha256: spec["limits.yaml"].sha256 },
        { file: spec["sources.yaml"].file, sha256: spec["sources.yaml"].sha256 },
        { file: spec["worker-delegation.yaml"].file, sha256: spec["worker-delegation.yaml"].sha256 },
        { file: spec["errors.yaml"].file, sha256: spec["errors.yaml"].sha256 },
        { file: spec["model-text.yaml"].file, sha256: spec["model-text.yaml"].sha256 },
      ],
      packagedContract(packaged),
      {
        limits,
        sources: spec["sources.yaml"].data as SourcesSpec,
        workers: workersContract(workers, errors),
        policy: approval,
        errors,
        modelText: spec["model-text.yaml"].data as ModelTextSpec,
        cancelled,
      },
    ),
  );
  out.set("schema/mcp.schema.json", `${JSON.stringify(resolved.published, null, 2)}\n`);

  // Every table a document may place, by region name (codegen/emit-pages.ts).
  const tables: Record<string, string> = {
    "config-sources": docSources(
      prov("sources.yaml", "codegen/emit-docs.ts"),
      TEMPLATES,
      spec["sources.yaml"].data as SourcesSpec,
    ),
    credentials: docCredentials(
      prov("credentials.yaml", "codegen/emit-docs.ts"),
      TEMPLATES,
      spec["credentials.yaml"].data as CredentialsSpec,
    ),
    "server-fields": docServerFields(
      { ...configProv, emitter: "codegen/emit-docs.ts" },
      TEMPLATES,
      resolved.serverFields,
    ),
    "approval-rules": docApproval(
      mdHeader({ ...proxyProv, emitter: "codegen/emit-approval.ts" }),
      TEMPLATES,
      proxy,
      approval,
    ),
    "proxy-operations": docOperations(prov("proxy-request.yaml", "codegen/emit-docs.ts"), TEMPLATES, proxy),
    limits: docLimits(prov("limits.yaml", "codegen/emit-docs.ts"), TEMPLATES, limits),
    "error-codes": docErrors(prov("errors.yaml", "codegen/emit-docs.ts"), TEMPLATES, errors),
    "worker-ceiling": docWorkerCeiling(workersProv, TEMPLATES, workers),
    "client-duties": docDuties(spec["client-duties.yaml"]),
    "cli-commands": docCli(prov("cli.yaml", "codegen/emit-cli.ts"), TEMPLATES, cli),
    "sidecar-protocol": docSidecar(prov("sidecar-protocol.yaml", "codegen/emit-docs.ts"), TEMPLATES, sidecar),
  };
  for (const [file, content] of renderDocuments(root, tables)) out.set(file, content);

  out.set("generated/MANIFEST.json", `${JSON.stringify(manifest(root, out), null, 2)}\n`);
  return out;
}

/** The one input outside spec/: the package's name and version, the only place they are written. */
export function packageIdentity(root: string): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { name?: unknown; version?: unknown };
  if (
    typeof pkg.name !== "string" ||
    typeof pkg.version !== "string" ||
    !/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(pkg.version)
  ) {
    throw new Error("package.json: name must be a string and version a semantic version such as 1.2.3");
  }
  return { name: pkg.name, version: pkg.version };
}

/** Hash of what codegen reads from package.json, so a dependency edit does not make generated/ stale. */
const PACKAGE_INPUT = "package.json (name, version)";
const packageHash = (root: string): string => sha256(JSON.stringify(packageIdentity(root)));

/** spec/ inputs (including meta-schemas), package.json's name and version, with their hashes. */
export function specHashes(root: string): Record<string, string> {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else files.push(p);
    }
  };
  walk(join(root, "spec"));
  walk(join(root, "codegen", "templates"));
  return {
    ...Object.fromEntries(files.map((f) => [relative(root, f).split("\\").join("/"), sha256(readFileSync(f, "utf8"))])),
    [PACKAGE_INPUT]: packageHash(root),
  };
}

/** Inputs whose hash differs from (or is missing in) generated/MANIFEST.json: spec edited, codegen not run. */
export function manifestMismatches(root: string = ROOT): string[] {
  const recorded = (
    JSON.parse(readFileSync(join(root, "generated", "MANIFEST.json"), "utf8")) as { inputs: Record<string, string> }
  ).inputs;
  const current = specHashes(root);
  const names = new Set([...Object.keys(recorded), ...Object.keys(current)]);
  return [...names].filter((n) => recorded[n] !== current[n]).sort();
}

/** The documents (README.md, docs/) are hand-written around their regions, so their hashes are not recorded. */
function manifest(root: string, out: Map<string, string>): object {
  const isDocument = (f: string): boolean => f === "README.md" || f.startsWith(`${DOCS_DIR}/`);
  const outputs = Object.fromEntries(
    [...out.entries()].filter(([f]) => !isDocument(f)).map(([f, c]) => [f, sha256(c)]),
  );
  return { generator: "codegen/index.ts", inputs: specHashes(root), outputs };
}

/** Files under generated/, which only codegen writes. */
function generatedOnDisk(root: string): string[] {
  const found: string[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else found.push(relative(root, p).split("\\").join("/"));
    }
  };
  if (existsSync(join(root, "generated"))) walk(join(root, "generated"));
  return found;
}

export async function check(root: string = ROOT): Promise<string[]> {
  const out = await renderAll(root);
  const stale: string[] = [];
  for (const [file, content] of out) {
    const path = join(root, file);
    if (!existsSync(path) || readFileSync(path, "utf8") !== content) stale.push(file);
  }
  for (const file of generatedOnDisk(root))
    if (!out.has(file)) stale.push(`${file} (not produced by codegen; remove it)`);
  return stale;
}

async function main(): Promise<void> {
  if (process.argv.includes("--check")) {
    const stale = await check();
    if (stale.length > 0) {
      process.stderr.write(
        `Generated files are stale; run \`npm run codegen\`:\n${stale.map((f) => `  ${f}`).join("\n")}\n`,
      );
      process.exitCode = 1;
      return;
    }
    process.stdout.write("codegen: all generated files are fresh\n");
    return;
  }
  const out = await renderAll();
  for (const [file, content] of out) {
    const path = join(ROOT, file);
    mkdirSync(dirname(path), { recursive: true });
    if (!existsSync(path) || readFileSync(path, "utf8") !== content) writeFileSync(path, content);
  }
  process.stdout.write(`codegen: wrote ${out.size} files\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err: unknown) => {
    process.stderr.write(`codegen failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  });
}
