// Markdown tables for the README, spliced between <!-- BEGIN GENERATED:name --> and
// <!-- END GENERATED:name --> markers. Everything outside the markers stays hand-written.
import type { Provenance } from "./header.js";
import { mdHeader } from "./header.js";
import { render } from "./handlebars.js";
import type { CredentialsSpec, ErrorEntry, LimitRow, ProxySpec, SourcesSpec } from "./model.js";
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

export function docErrors(p: Provenance, t: string, errors: Readonly<Record<string, ErrorEntry>>): string {
  const entries = Object.entries(errors).map(([id, e]) => ({ id, ...e }));
  return render(t, "docs-errors.md.hbs", { header: mdHeader(p), entries });
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

export function spliceRegions(readme: string, regions: Readonly<Record<string, string>>): string {
  let out = readme;
  for (const [name, body] of Object.entries(regions)) {
    const begin = `<!-- BEGIN GENERATED:${name} -->`;
    const end = `<!-- END GENERATED:${name} -->`;
    const a = out.indexOf(begin);
    const b = out.indexOf(end);
    if (a < 0 || b < a) throw new Error(`README.md has no ${begin} ... ${end} region`);
    out = `${out.slice(0, a + begin.length)}\n${body.trimEnd()}\n${out.slice(b)}`;
  }
  return out;
}
