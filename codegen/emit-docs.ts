// Markdown tables rendered from the spec, one per generated region (codegen/emit-pages.ts places
// them in README.md and the docs/ pages). Each iterates its spec section whole, so an entry added
// to the spec appears in its table without a change here.

import type { FieldDoc } from "./config-schema.js";
import { render } from "./handlebars.js";
import type { Provenance } from "./header.js";
import { mdHeader } from "./header.js";
import type { CredentialsSpec, ErrorEntry, LimitRow, ProxySpec, SidecarSpec, SourcesSpec } from "./model.js";

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
    exampleText: compact(op.example)
      .replace(/\{server\}/g, "docs")
      .replace(/\{tool\}/g, "search_issues"),
  }));
  return render(t, "docs-operations.md.hbs", {
    header: mdHeader(p),
    status: { ...spec.status, example: compact(spec.status.example) },
    operations,
  });
}

export function docLimits(p: Provenance, t: string, limits: readonly LimitRow[]): string {
  const rows = limits.map((l) => ({
    ...l,
    valueText:
      l.value !== undefined
        ? String(l.value)
        : `${l.min ?? "…"}–${l.max}${l.default !== undefined ? ` (default ${l.default})` : ""}`,
    errorCode: l.errorCode ?? "",
  }));
  return render(t, "docs-limits.md.hbs", { header: mdHeader(p), limits: rows });
}

/** One table per area, areas in the order the spec first names them, with an index. */
export function docErrors(p: Provenance, t: string, errors: Readonly<Record<string, ErrorEntry>>): string {
  const areas = new Map<string, { id: string; entry: ErrorEntry }[]>();
  for (const [id, entry] of Object.entries(errors))
    areas.set(entry.area, [...(areas.get(entry.area) ?? []), { id, entry }]);
  const groups = [...areas].map(([area, list]) => ({
    area,
    count: list.length,
    entries: list.map(({ id, entry }) => ({ id, ...entry })),
  }));
  return render(t, "docs-errors.md.hbs", { header: mdHeader(p), groups });
}

/** Requests (params from their JSON Schema, required marked *), notifications and error codes. */
/** Field names of an object schema, required ones marked *, or a dash for none. */
function fieldList(schema: object): string {
  const s = schema as { properties?: Record<string, unknown>; required?: string[] };
  const required = new Set(s.required ?? []);
  const fields = Object.keys(s.properties ?? {}).map((f) => (required.has(f) ? `${f}*` : f));
  return fields.length > 0 ? fields.join(", ") : "—";
}

/** A value's shape in brief: objects by their fields, nested shapes and constants spelled out, alternatives joined by |. */
function shape(schema: unknown): string | undefined {
  if (typeof schema !== "object" || schema === null) return undefined;
  const s = schema as {
    properties?: Record<string, unknown>;
    additionalProperties?: unknown;
    items?: unknown;
    oneOf?: unknown[];
    const?: unknown;
    type?: unknown;
  };
  if (Array.isArray(s.oneOf)) return s.oneOf.map((o) => shape(o) ?? "…").join(" | ");
  if (s.items !== undefined) return `[${shape(s.items) ?? "…"}]`;
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.type)) return s.type.join(" | ");
  const named = typeof s.additionalProperties === "object" ? shape(s.additionalProperties) : undefined;
  if (s.properties === undefined) return named === undefined ? undefined : `{"<name>": ${named}}`;
  const fields = Object.entries(s.properties).map(([k, v]) => {
    const inner = shape(v);
    return inner === undefined ? k : `${k}: ${inner}`;
  });
  return `{${fields.join(", ")}}`;
}

export function docSidecar(p: Provenance, t: string, s: SidecarSpec): string {
  const requests = Object.entries(s.requests).map(([method, r]) => ({
    method,
    description: r.description,
    params: fieldList(r.params),
    result: shape(r.result) ?? "{}",
  }));
  const notifications = Object.entries(s.notifications).map(([method, n]) => ({
    method,
    ...n,
    params: shape(n.params) ?? "{}",
    direction: n.direction.replace(/-/g, " "),
  }));
  const errors = Object.entries(s.errors).map(([name, e]) => ({ name, number: e.code, description: e.description }));
  const refusals = Object.entries(s.refusals.codes).map(([code, r]) => ({ code, error: r.error, hint: r.hint }));
  return render(t, "docs-sidecar.md.hbs", {
    header: mdHeader(p),
    protocolVersion: s.protocolVersion,
    requests,
    notifications,
    errors,
    dataCodeField: s.refusals.dataCodeField,
    refusals,
  });
}

export function docSources(p: Provenance, t: string, s: SourcesSpec): string {
  const show = (segments: readonly string[]): string =>
    segments
      .map((seg) =>
        seg === "{home}" ? "~" : seg === "{agentDir}" ? "<agent dir>" : seg === "{cwd}" ? "<project>" : seg,
      )
      .join("/");
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
