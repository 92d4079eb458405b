// The approval decision table (spec/proxy-request.yaml `approval`, with the field and operation
// tables it refers to): one flat document that src/proxy/approval.ts and
// python/travis234_mcp_packaging/policy.py both interpret, so that the host's approval context and
// the request's shape validity are decided once. Emitted into generated/proxy.ts and, as `policy`,
// into generated/host-contract.json.
import { render } from "./handlebars.js";
import type { ErrorEntry, LimitRow, ProxySpec } from "./model.js";

export interface ApprovalTable {
  readonly statusLabel: string;
  readonly invalidLabel: string;
  /** A facade's label, with {facade} and {operation} to fill in. */
  readonly facadeLabel: string;
  /** Each context value's bound, in code points, resolved from spec/limits.yaml. */
  readonly valueMaxChars: number;
  /** Code points trimmed from both ends of a text value. */
  readonly trim: readonly number[];
  readonly maxOffset: number;
  readonly hexChars: number;
  readonly serverField: string;
  readonly operationField: string;
  readonly fields: Readonly<
    Record<string, { readonly kind: string; readonly legacy: boolean; readonly prefix?: string; readonly uri?: true }>
  >;
  readonly operations: Readonly<
    Record<
      string,
      {
        readonly label: string;
        readonly required: readonly string[];
        readonly optional: readonly string[];
        readonly stringArguments: boolean;
        readonly serverless: boolean;
      }
    >
  >;
  readonly legacy: {
    /** The operation of a legacy request with no selector key. */
    readonly default: string;
    /** Selector key -> the operation it chooses. */
    readonly selectors: Readonly<Record<string, string>>;
    /** Selector key -> the operation it chooses instead when `server` is absent (missing or null). */
    readonly serverless: Readonly<Record<string, string>>;
    /** Operation -> its legacy aliases (alias -> explicit field). */
    readonly aliases: Readonly<Record<string, Readonly<Record<string, string>>>>;
  };
  readonly valueCodes: Readonly<Record<string, string>>;
  readonly rules: readonly {
    readonly when: string;
    readonly form?: "explicit" | "legacy";
    readonly code?: string;
    readonly answersStatus?: true;
  }[];
}

export function approvalTable(
  spec: ProxySpec,
  limits: readonly LimitRow[],
  errors: Readonly<Record<string, ErrorEntry>>,
): ApprovalTable {
  const a = spec.approval;
  const fail = (what: string): never => {
    throw new Error(`spec/proxy-request.yaml approval: ${what}`);
  };
  const bound = limits.find((l) => l.id === a.valueMaxChars);
  if (bound?.value === undefined || bound.area !== "host")
    fail(`valueMaxChars names ${a.valueMaxChars}, not a host limit with a value in spec/limits.yaml`);
  for (const code of [...a.rules.map((r) => r.code), ...Object.values(a.valueCodes)])
    if (code !== undefined && !(code in errors)) fail(`${code} is not in spec/errors.yaml`);
  // The sidecar answers an invalid request to the model, so every code the table names must be model-visible.
  for (const code of [...a.rules.map((r) => r.code), ...Object.values(a.valueCodes)])
    if (code !== undefined && !(errors[code]?.exposure ?? []).includes("model"))
      fail(`${code}'s exposure does not include model, but the approval table answers the model with it`);
  const conditions = a.rules.map((r) => r.when);
  if (new Set(conditions).size !== conditions.length) fail("a condition appears in two rules");
  for (const r of a.rules)
    if (r.answersStatus !== true && r.code === undefined && r.when !== "badValue")
      fail(`rule ${r.when} has neither a code nor status`);
  // The interpreters look the chosen operation up in these rules: the rule that refuses a request
  // without one (per form) must come first.
  const after = (rule: string, first: string): void => {
    if (!(conditions.indexOf(first) >= 0 && conditions.indexOf(first) < conditions.indexOf(rule)))
      fail(`rule ${rule} needs the operation chosen, so ${first} must come before it`);
  };
  for (const rule of ["fieldOutsideOperation", "requiredMissing"]) after(rule, "unknownOperation");
  after("aliasOutsideOperation", "severalSelectors");
  after("unknownField", "notObject");
  const operationField =
    Object.entries(spec.fields).find(([, f]) => f.kind === "operation")?.[0] ?? fail("no field of kind operation");
  const selectors: Record<string, string> = {};
  const serverless: Record<string, string> = {};
  const aliases: Record<string, Record<string, string>> = {};
  const defaults: string[] = [];
  for (const op of spec.operations) {
    if (op.legacy === undefined) continue;
    aliases[op.id] = op.legacy;
    const keys = Object.keys(op.legacy).filter((k) => spec.fields[k]?.kind === "text");
    if (keys.length === 0)
      op.serverless === true ? fail(`serverless operation ${op.id} needs a selector key`) : defaults.push(op.id);
    const into = op.serverless === true ? serverless : selectors;
    for (const k of keys) into[k] = into[k] === undefined ? op.id : fail(`legacy key ${k} selects two operations`);
  }
  // A serverless selector stands in for a server operation's selector when no server is given.
  for (const k of Object.keys(serverless))
    if (selectors[k] === undefined) fail(`serverless legacy key ${k} selects no operation when a server is given`);
  for (const rule of ["serverGiven"]) if (conditions.includes(rule)) after(rule, "serverNotText");
  if (defaults.length !== 1) fail("exactly one operation must have a legacy form without a selector key");
  return {
    statusLabel: spec.status.label,
    invalidLabel: a.invalidLabel,
    facadeLabel: a.facadeLabel,
    valueMaxChars: bound?.value as number,
    trim: a.trim,
    maxOffset: a.maxOffset,
    hexChars: spec.references.hexChars,
    serverField: "server",
    operationField,
    fields: Object.fromEntries(
      Object.entries(spec.fields).map(([k, f]) => [
        k,
        {
          kind: f.kind,
          legacy: f.legacy === true,
          ...(f.prefix !== undefined ? { prefix: f.prefix } : {}),
          ...(f.uri === true ? { uri: true as const } : {}),
        },
      ]),
    ),
    operations: Object.fromEntries(
      spec.operations.map((o) => [
        o.id,
        {
          label: o.label,
          required: Object.keys(o.fields).filter((f) => o.fields[f] === "required"),
          optional: Object.keys(o.fields).filter((f) => o.fields[f] === "optional"),
          stringArguments: o.stringArguments === true,
          serverless: o.serverless === true,
        },
      ]),
    ),
    legacy: { default: defaults[0] as string, selectors, serverless, aliases },
    valueCodes: a.valueCodes,
    rules: a.rules.map(({ means: _means, ...rule }) => rule),
  };
}

/** The approval rules as a Markdown table for docs/architecture.md, "Approval" (region approval-rules). */
export function docApproval(header: string, t: string, spec: ProxySpec, table: ApprovalTable): string {
  const rules = spec.approval.rules.map((r, i) => ({
    order: i + 1,
    means: r.means,
    form: r.form === "explicit" ? "with `operation`" : r.form === "legacy" ? "short form" : "any",
    label: r.answersStatus === true ? table.statusLabel : table.invalidLabel,
    code: r.code ?? (r.when === "badValue" ? Object.values(table.valueCodes).join(", ") : "—"),
  }));
  return render(t, "docs-approval.md.hbs", {
    header,
    rules,
    table,
    trim: table.trim.map((c) => `U+${c.toString(16).toUpperCase().padStart(4, "0")}`).join(" "),
  });
}
