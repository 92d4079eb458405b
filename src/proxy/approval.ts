// The approval decision table (spec/proxy-request.yaml `approval`, generated as APPROVAL_TABLE),
// interpreted: from the raw arguments alone, without the configured servers, it decides whether a
// request is status, invalid (and by which rule, with the sidecar's error code) or one operation
// on one named server. `normalise` is built on it, and the host's approval context is its
// projection, so the two cannot disagree. python/travis234_mcp_packaging/policy.py interprets the
// same table for the shim (test/property/approval-parity.prop.test.ts holds them together).
import type { ModelVisibleCode } from "../errors/index.js";
import { APPROVAL_TABLE } from "./generated.js";

type Table = typeof APPROVAL_TABLE;
type OperationId = keyof Table["operations"];
type Condition = Table["rules"][number]["when"];
interface Rule {
  readonly when: Condition;
  readonly form?: "explicit" | "legacy";
  readonly code?: string;
  readonly answersStatus?: true;
}
const RULES: readonly Rule[] = APPROVAL_TABLE.rules;
type Data = Record<string, string | number>;

export type Decision =
  | { readonly kind: "status" }
  | {
      readonly kind: "invalid";
      readonly rule: Condition;
      readonly code: ModelVisibleCode;
      readonly data: Data;
      readonly op?: OperationId;
    }
  /** `server` is trimmed; `values` are the operation's explicit fields as given (aliases renamed). */
  | {
      readonly kind: "request";
      readonly op: OperationId;
      readonly server: string;
      readonly values: Readonly<Record<string, unknown>>;
    }
  /** An operation across servers (servers.search): no server named. */
  | { readonly kind: "serverless"; readonly op: OperationId; readonly values: Readonly<Record<string, unknown>> };

/** Rows of the table, widened from the generated literal types. */
type OperationRow = Readonly<{
  label: string;
  required: readonly string[];
  optional: readonly string[];
  stringArguments: boolean;
  serverless: boolean;
}>;
type FieldRow = Readonly<{ kind: string; legacy: boolean; prefix?: string; uri?: true }>;
const FIELDS: Readonly<Record<string, FieldRow>> = APPROVAL_TABLE.fields;
const OPS: Readonly<Record<string, OperationRow>> = APPROVAL_TABLE.operations;
const ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = APPROVAL_TABLE.legacy.aliases;
const SELECTORS: Readonly<Record<string, string>> = APPROVAL_TABLE.legacy.selectors;
const SERVERLESS: Readonly<Record<string, string>> = APPROVAL_TABLE.legacy.serverless;
const FIELD_NAMES = Object.keys(FIELDS);
const TRIM = new Set<string>(APPROVAL_TABLE.trim.map((c) => String.fromCodePoint(c)));
const SERVER = APPROVAL_TABLE.serverField;
const OPERATION = APPROVAL_TABLE.operationField;

/** A text value without the table's white space at either end (spec/proxy-request.yaml approval.trim). */
export function trimText(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && TRIM.has(s[start] as string)) start++;
  while (end > start && TRIM.has(s[end - 1] as string)) end--;
  return s.slice(start, end);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" &&
  v !== null &&
  !Array.isArray(v) &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);
const isText = (v: unknown): v is string => typeof v === "string" && trimText(v) !== "";
/** A URI as a server writes one: a scheme, then printable ASCII (no space), within the text bound. */
const URI = /^[A-Za-z][A-Za-z0-9+.-]*:[\x21-\x7e]+$/;
const isUri = (v: unknown): v is string =>
  typeof v === "string" && v.length <= APPROVAL_TABLE.valueMaxChars && URI.test(v);
const has = (o: object, k: string): boolean => Object.hasOwn(o, k);

/** The request as the rules see it: null fields dropped, the operation chosen when it can be. */
interface View {
  readonly args: unknown;
  readonly raw: Record<string, unknown>;
  readonly present: readonly string[];
  readonly explicit: boolean;
  readonly op?: OperationId;
}

function viewOf(args: unknown): View {
  const raw: Record<string, unknown> = {};
  if (isPlainObject(args)) {
    for (const key of Object.keys(args)) {
      const value = args[key];
      if (value === null || value === undefined) continue;
      // A "__proto__" key stays an own field (and is then reported as unknown), never a prototype.
      Object.defineProperty(raw, key, { value, enumerable: true, writable: true, configurable: true });
    }
  }
  const present = Object.keys(raw);
  const explicit = raw[OPERATION] !== undefined;
  let op: string | undefined;
  if (explicit) op = typeof raw[OPERATION] === "string" && has(OPS, raw[OPERATION]) ? raw[OPERATION] : undefined;
  else {
    const chosen = present.filter((k) => has(SELECTORS, k));
    const only = chosen.length === 1 ? (chosen[0] as string) : undefined;
    // Without a server (missing or null), a selector with an across-servers operation chooses that one.
    const across =
      only !== undefined && raw[SERVER] === undefined && has(SERVERLESS, only) ? SERVERLESS[only] : undefined;
    op =
      chosen.length === 0
        ? APPROVAL_TABLE.legacy.default
        : (across ?? (only !== undefined ? SELECTORS[only] : undefined));
  }
  return { args, raw, present, explicit, ...(op !== undefined ? { op: op as OperationId } : {}) };
}

/** [request key, explicit field] of each field the chosen operation takes, in the request's form. */
function carriers(v: View, op: OperationId): [string, string][] {
  if (!v.explicit) return Object.entries(ALIASES[op] ?? {});
  const row = OPS[op] as OperationRow;
  return [...row.required, ...row.optional].map((f) => [f, f]);
}

function badValue(v: View, op: OperationId): { code: string; data: Data } | undefined {
  const row = OPS[op] as OperationRow;
  for (const [key] of carriers(v, op)) {
    const value = v.raw[key];
    if (value === undefined) continue;
    const field = FIELDS[key] as FieldRow;
    const codes = APPROVAL_TABLE.valueCodes;
    switch (field.kind) {
      case "text":
        if (!isText(value)) return { code: codes.text, data: { field: key } };
        break;
      case "object":
        if (!isPlainObject(value)) return { code: codes.object, data: { field: key } };
        if (row.stringArguments && Object.values(value).some((x) => typeof x !== "string"))
          return { code: codes.stringArguments, data: {} };
        break;
      case "reference": {
        const prefix = field.prefix ?? "";
        const ok =
          typeof value === "string" &&
          value.startsWith(prefix) &&
          value.length === prefix.length + APPROVAL_TABLE.hexChars &&
          /^[0-9a-f]*$/.test(value.slice(prefix.length));
        if (!ok && !(field.uri === true && isUri(value)))
          return {
            code: codes.reference,
            data: { field: key, prefix, orUri: field.uri === true ? ", or a URI the server gives (scheme:...)" : "" },
          };
        break;
      }
      case "offset":
        if (!(typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= APPROVAL_TABLE.maxOffset))
          return { code: codes.offset, data: {} };
        break;
    }
  }
  return undefined;
}

/** Whether the chosen operation is one across servers (it takes no `server`). */
const serverless = (v: View): boolean => v.op !== undefined && (OPS[v.op] as OperationRow).serverless;

/** Each condition: undefined when it does not hold, else the error data (and the operation known). */
const CONDITIONS: Readonly<Record<Condition, (v: View) => Data | undefined>> = {
  notObject: (v) => (isPlainObject(v.args) ? undefined : {}),
  noField: (v) => (v.present.length === 0 ? {} : undefined),
  unknownField: (v) => (v.present.some((k) => !has(FIELDS, k)) ? { fields: FIELD_NAMES.join(", ") } : undefined),
  serverNotText: (v) => (serverless(v) || isText(v.raw[SERVER]) ? undefined : {}),
  serverGiven: (v) => (serverless(v) && v.raw[SERVER] !== undefined ? {} : undefined),
  legacyField: (v) => (v.present.some((k) => FIELDS[k]?.legacy === true) ? {} : undefined),
  unknownOperation: (v) => (v.op === undefined ? { operations: Object.keys(OPS).join(", ") } : undefined),
  fieldOutsideOperation: (v) => {
    const allowed = [SERVER, OPERATION, ...carriers(v, v.op as OperationId).map(([f]) => f)];
    return v.present.some((k) => !allowed.includes(k))
      ? { operation: v.op as string, fields: allowed.join(", ") }
      : undefined;
  },
  requiredMissing: (v) => {
    const missing = (OPS[v.op as OperationId] as OperationRow).required.find((f) => v.raw[f] === undefined);
    return missing === undefined ? undefined : { field: missing };
  },
  explicitField: (v) => {
    const field = v.present.find((k) => k !== SERVER && FIELDS[k]?.legacy !== true);
    return field === undefined ? undefined : { field };
  },
  severalSelectors: (v) => (v.op === undefined ? {} : undefined),
  aliasOutsideOperation: (v) =>
    v.present.some((k) => k !== SERVER && !has(ALIASES[v.op as OperationId] ?? {}, k)) ? {} : undefined,
  badValue: () => undefined, // decided by badValue(), whose code depends on the field's kind
};

/** Runs the table's rules over the raw arguments of one `mcp` call. */
export function decide(args: unknown): Decision {
  const v = viewOf(args);
  for (const rule of RULES) {
    if (rule.form !== undefined && rule.form !== (v.explicit ? "explicit" : "legacy")) continue;
    if (rule.when === "badValue") {
      const bad = v.op === undefined ? undefined : badValue(v, v.op);
      if (bad)
        return {
          kind: "invalid",
          rule: rule.when,
          code: bad.code as ModelVisibleCode,
          data: bad.data,
          op: v.op as OperationId,
        };
      continue;
    }
    const data = CONDITIONS[rule.when](v);
    if (data === undefined) continue;
    if (rule.answersStatus === true) return { kind: "status" };
    return {
      kind: "invalid",
      rule: rule.when,
      code: rule.code as ModelVisibleCode,
      data,
      ...(v.op !== undefined ? { op: v.op } : {}),
    };
  }
  const op = v.op as OperationId;
  const values: Record<string, unknown> = {};
  for (const [key, field] of carriers(v, op)) if (v.raw[key] !== undefined) values[field] = v.raw[key];
  if (serverless(v)) return { kind: "serverless", op, values };
  return { kind: "request", op, server: trimText(v.raw[SERVER] as string), values };
}

/** A context value cut to the table's bound, in code points. */
const bounded = (s: string): string => Array.from(s).slice(0, APPROVAL_TABLE.valueMaxChars).join("");

/**
 * The host's approval context for raw `mcp` arguments: `{operation: status}`, `{operation:
 * validation}`, the label alone of an operation across servers, or the trimmed server and the
 * operation's label, nothing else. The shim computes
 * the same from host-contract.json (python/travis234_mcp_packaging/policy.py).
 */
export function approvalContext(args: unknown): Readonly<Record<string, string>> {
  const d = decide(args);
  if (d.kind === "status") return { operation: APPROVAL_TABLE.statusLabel };
  if (d.kind === "invalid") return { operation: APPROVAL_TABLE.invalidLabel };
  if (d.kind === "serverless") return { operation: (OPS[d.op] as OperationRow).label };
  return { server: bounded(d.server), operation: (OPS[d.op] as OperationRow).label };
}

/** A facade call's label (approval.facadeLabel): the facade and one of its declared operations. */
export function facadeLabel(facade: string, operation: string): string {
  return APPROVAL_TABLE.facadeLabel.replace("{facade}", () => facade).replace("{operation}", () => operation);
}
