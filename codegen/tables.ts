// Every table a document may place, by region name (codegen/emit-pages.ts fills the regions). A new
// table is one entry here: its region name, and how it renders from the spec with its header.
import { docApproval } from "./emit-approval.js";
import { docCli } from "./emit-cli.js";
import {
  docCredentials,
  docErrors,
  docLimits,
  docOperations,
  docServerFields,
  docSidecar,
  docSources,
} from "./emit-docs.js";
import { renderDuties } from "./emit-duties.js";
import { docWorkerCeiling } from "./emit-workers.js";
import { mdHeader } from "./header.js";
import type { SpecContext } from "./spec-context.js";

export interface DocTable {
  readonly region: string;
  render(c: SpecContext, templates: string): string;
}

const DOCS = "codegen/emit-docs.ts";

export const TABLES: readonly DocTable[] = [
  {
    region: "config-sources",
    render: (c, t) => docSources({ sources: [c.whole("sources.yaml")], emitter: DOCS }, t, c.sources),
  },
  {
    region: "credentials",
    render: (c, t) => docCredentials({ sources: [c.whole("credentials.yaml")], emitter: DOCS }, t, c.credentials),
  },
  {
    region: "server-fields",
    render: (c, t) => docServerFields({ sources: c.configParts, emitter: DOCS }, t, c.config.serverFields),
  },
  {
    region: "approval-rules",
    render: (c, t) =>
      docApproval(mdHeader({ sources: c.proxyParts, emitter: "codegen/emit-approval.ts" }), t, c.proxy, c.approval),
  },
  {
    region: "proxy-operations",
    render: (c, t) => docOperations({ sources: [c.whole("proxy-request.yaml")], emitter: DOCS }, t, c.proxy),
  },
  { region: "limits", render: (c, t) => docLimits({ sources: [c.whole("limits.yaml")], emitter: DOCS }, t, c.limits) },
  {
    region: "error-codes",
    render: (c, t) => docErrors({ sources: [c.whole("errors.yaml")], emitter: DOCS }, t, c.errors),
  },
  {
    region: "worker-ceiling",
    render: (c, t) =>
      docWorkerCeiling(
        { sources: [c.whole("worker-delegation.yaml")], emitter: "codegen/emit-workers.ts" },
        t,
        c.workers,
      ),
  },
  {
    region: "client-duties",
    render: (c) =>
      renderDuties({ sources: [c.whole("client-duties.yaml")], emitter: "codegen/emit-duties.ts" }, c.duties),
  },
  {
    region: "cli-commands",
    render: (c, t) => docCli({ sources: [c.whole("cli.yaml")], emitter: "codegen/emit-cli.ts" }, t, c.cli),
  },
  {
    region: "sidecar-protocol",
    render: (c, t) => docSidecar({ sources: [c.whole("sidecar-protocol.yaml")], emitter: DOCS }, t, c.sidecar),
  },
];
