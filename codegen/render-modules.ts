// The generated modules, validators and contracts: relative path -> content, each headed by what it
// is made from (the `part`s of ./spec-context.ts).
import { emitCliModule } from "./emit-cli.js";
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
import { emitPackagedModule, emitPackagedValidators, packagedContract } from "./emit-packaged.js";
import { emitHostContract, emitSidecarModule, emitSidecarTypes, emitSidecarValidators } from "./emit-sidecar.js";
import { emitTypes } from "./emit-types.js";
import { emitValidator } from "./emit-validators.js";
import { emitWorkerModule, emitWorkerTypes, emitWorkerValidators, workersContract } from "./emit-workers.js";
import type { Provenance } from "./header.js";
import { tsHeader } from "./header.js";
import type { SpecContext } from "./spec-context.js";

type Out = Map<string, string>;

/** The config schema's outputs: validator, types and the schema metadata module. */
async function renderConfig(c: SpecContext, out: Out): Promise<void> {
  const from = (emitter: string): Provenance => ({ sources: c.configParts, emitter });
  const validator = emitValidator(tsHeader(from("codegen/emit-validators.ts")), c.config.published);
  out.set("generated/validators/config.cjs", validator.cjs);
  out.set("generated/validators/config.d.cts", validator.dts);
  out.set("generated/types/config.ts", await emitTypes(tsHeader(from("codegen/emit-types.ts")), c.written));
  out.set("generated/config-schema.ts", emitConfigMeta(from("codegen/emit-modules.ts"), c.config));
}

/** One module per spec file that src/ reads directly. */
function renderTables(c: SpecContext, templates: string, out: Out): void {
  const one = (name: Parameters<SpecContext["whole"]>[0], emitter: string): Provenance => ({
    sources: [c.whole(name)],
    emitter,
  });
  out.set("generated/limits.ts", emitLimits(one("limits.yaml", "codegen/emit-modules.ts"), c.limits));
  out.set(
    "generated/errors.ts",
    emitErrors(one("errors.yaml", "codegen/templates/errors.ts.hbs"), templates, c.errors),
  );
  out.set(
    "generated/credentials.ts",
    emitCredentials(one("credentials.yaml", "codegen/emit-modules.ts"), c.credentials),
  );
  out.set("generated/sources.ts", emitSources(one("sources.yaml", "codegen/emit-modules.ts"), c.sources));
  out.set(
    "generated/proxy.ts",
    emitProxy({ sources: c.proxyParts, emitter: "codegen/emit-modules.ts" }, c.proxy, c.approval),
  );
  out.set("generated/model-text.ts", emitModelText(one("model-text.yaml", "codegen/emit-model-text.ts"), c.modelText));
  out.set(
    "generated/cli.ts",
    emitCliModule({ sources: c.cliParts, emitter: "codegen/emit-cli.ts" }, c.cli, c.proxy, c.packageIdentity.version),
  );
  out.set(
    "generated/package.ts",
    emitPackageIdentity({ sources: c.packageParts, emitter: "codegen/emit-modules.ts" }, c.packageIdentity),
  );
}

/** Packaged descriptors, the worker grammar and the sidecar protocol: module, validators, types. */
async function renderProtocols(c: SpecContext, out: Out): Promise<void> {
  const packagedProv = { sources: c.packagedParts, emitter: "codegen/emit-packaged.ts" };
  out.set("generated/packaged.ts", emitPackagedModule(packagedProv, c.packaged));
  const packaged = emitPackagedValidators(tsHeader(packagedProv), c.packaged);
  out.set("generated/validators/packaged.cjs", packaged.cjs);
  out.set("generated/validators/packaged.d.cts", packaged.dts);

  const workersProv = { sources: [c.whole("worker-delegation.yaml")], emitter: "codegen/emit-workers.ts" };
  out.set("generated/worker-delegation.ts", emitWorkerModule(workersProv, c.workers));
  const workers = emitWorkerValidators(tsHeader(workersProv), c.workers);
  out.set("generated/validators/worker.cjs", workers.cjs);
  out.set("generated/validators/worker.d.cts", workers.dts);
  out.set("generated/types/worker.ts", await emitWorkerTypes(tsHeader(workersProv), c.workers));

  const sidecarProv = { sources: [c.whole("sidecar-protocol.yaml")], emitter: "codegen/emit-sidecar.ts" };
  out.set("generated/sidecar.ts", emitSidecarModule(sidecarProv, c.sidecar));
  const sidecar = emitSidecarValidators(tsHeader(sidecarProv), c.sidecar);
  out.set("generated/validators/sidecar.cjs", sidecar.cjs);
  out.set("generated/validators/sidecar.d.cts", sidecar.dts);
  out.set("generated/types/sidecar.ts", await emitSidecarTypes(tsHeader(sidecarProv), c.sidecar));
}

/** What the Python shim reads: made from the whole of each file it carries. */
function renderHostContract(c: SpecContext, out: Out): void {
  const files = [
    "sidecar-protocol.yaml",
    "proxy-request.yaml",
    "packaged.yaml",
    "limits.yaml",
    "sources.yaml",
    "worker-delegation.yaml",
    "errors.yaml",
    "model-text.yaml",
  ] as const;
  out.set(
    "generated/host-contract.json",
    emitHostContract(
      c.sidecar,
      c.proxy,
      files.map((f) => c.whole(f)),
      packagedContract(c.packaged),
      {
        limits: c.limits,
        sources: c.sources,
        workers: workersContract(c.workers, c.errors),
        policy: c.approval,
        errors: c.errors,
        modelText: c.modelText,
        cancelled: c.cancelled,
      },
    ),
  );
}

export async function renderModules(c: SpecContext, templates: string): Promise<Out> {
  const out: Out = new Map();
  await renderConfig(c, out);
  renderTables(c, templates, out);
  await renderProtocols(c, out);
  renderHostContract(c, out);
  out.set("schema/mcp.schema.json", `${JSON.stringify(c.config.published, null, 2)}\n`);
  return out;
}
