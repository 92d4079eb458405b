// Markdown tables rendered from the spec, one per generated region (codegen/emit-pages.ts places
// them in README.md and the docs/ pages). Each iterates its spec section whole, so an entry added
// to the spec appears in its table without a change here.
import type { Provenance } from "./header.js";
import { mdHeader } from "./header.js";
import { render } from "./handlebars.js";
import type { CredentialsSpec, ErrorEntry, LimitRow, ProxySpec, SidecarSpec, SourcesSpec } from "./model.js";
import type { FieldDoc } from "./config-schema.js";

const compact = (v: unknown): string => JSON.stringify(v);

export function docServerFields(p: Provenance, t: string, fields: readonly FieldDoc[]): string {
  return render(t, "docs-server-fields.md.hbs", { header: mdHeader(p), fields });
}

export function docOperations(p: Provenance, t: string, spec: ProxySpec): string {
  const operations = spec.operations.map((op) => ({
    ...op,
    legacyText:
      op.legacy === undefined
        ? "—"
        : Object.keys(op.legacy).length === 0
          ? "server alone"
          : Object.entries(op.legacy)
              .map(([alias, target]) => `${alias} → ${target}`)
              .join(", "),
    fieldsText:
      Object.entries(op.fields)
        .map(([f, req]) => (req === "required" ? `${f}*` : f))
        .join(", ") || "—",
    exampleText: compact(op.example).replace(/\{server\}/g, "docs").replace(/\{tool\}/g, "search_issues"),
  }));
  return render(t, "docs-operations.md.hbs", { header: mdHeader(p), status: { ...spec.status, example: compact(spec.status.example) }, operations });
}

export function docLimits(p: Provenance, t: string, limits: readonly LimitRow[]): string {
  const rows = limits.map((l) => ({
    ...l,
    valueText: l.value !== undefined ? String(l.value) : `${l.min ?? "…"}–${l.max}${l.default !== undefined ? ` (default ${l.default})` : ""}`,
    errorCode: l.errorCode ?? "",
  }));
  return render(t, "docs-limits.md.hbs", { header: mdHeader(p), limits: rows });
}

/** One table per area, areas in the order the spec first names them, with an index. */
export function docErrors(p: Provenance, t: string, errors: Readonly<Record<string, ErrorEntry>>): string {
  const areas = new Map<string, { id: string; entry: ErrorEntry }[]>();
  for (const [id, entry] of Object.entries(errors)) areas.set(entry.area, [...(areas.get(entry.area) ?? []), { id, entry }]);
  const groups = [...areas].map(([area, list]) => ({ area, count: list.length, entries: list.map(({ id, entry }) => ({ id, ...entry })) }));
  return render(t, "docs-errors.md.hbs", { header: mdHeader(p), groups });
}

/** Requests (params from their JSON Schema, required marked *), notifications and error codes. */
export function docSidecar(p: Provenance, t: string, s: SidecarSpec): string {
  const requests = Object.entries(s.requests).map(([method, r]) => {
    const schema = r.params as { properties?: Record<string, unknown>; required?: string[] };
    const required = new Set(schema.required ?? []);
    const fields = Object.keys(schema.properties ?? {}).map((f) => (required.has(f) ? `${f}*` : f));
    return { method, description: r.description, params: fields.length > 0 ? fields.join(", ") : "—", result: r.result };
  });
  const notifications = Object.entries(s.notifications).map(([method, n]) => ({ method, ...n, direction: n.direction.replace(/-/g, " ") }));
  const errors = Object.entries(s.errors).map(([name, e]) => ({ name, number: e.code, description: e.description }));
  return render(t, "docs-sidecar.md.hbs", { header: mdHeader(p), protocolVersion: s.protocolVersion, requests, notifications, errors });
}

export function docSources(p: Provenance, t: string, s: SourcesSpec): string {
  const show = (segments: readonly string[]): string =>
    segments.map((seg) => (seg === "{home}" ? "~" : seg === "{agentDir}" ? "<agent dir>" : seg === "{cwd}" ? "<project>" : seg)).join("/");
  const sources = s.sources.map((src, i) => ({
    rank: i + 1,
    path: show(src.path),
    scope: src.scope,
    when: src.scope === "project" ? "the project is explicitly trusted (see below)" : "always",
  }));
  return render(t, "docs-sources.md.hbs", { header: mdHeader(p), sources, never: s.never.map(show) });
}

export function docCredentials(p: Provenance, t: string, c: CredentialsSpec): string {
  return render(t, "docs-credentials.md.hbs", {
    header: mdHeader(p),
    markers: c.markers.values,
    sensitive: c.sensitiveHeaders.values,
    reserved: c.reservedHeaders.values,
    loopback: c.insecureTransport.loopbackHosts,
    forms: c.reference.forms,
    name: c.reference.name,
    replacement: c.redaction.replacement,
  });
}
