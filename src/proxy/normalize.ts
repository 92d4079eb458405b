// Request normalisation, driven by spec/proxy-request.yaml: the legacy and explicit forms become one
// normalised request; any invalid shape becomes a catalog error with a corrective example, and
// nothing here connects, resolves or reads anything.
import type { ErrorCode, ModelVisibleCode } from "../errors/index.js";
import { AdapterError } from "../errors/index.js";
import { OPERATIONS, REFERENCE_HEX_CHARS, REQUEST_FIELDS } from "./generated.js";

export type OperationId = (typeof OPERATIONS)[number]["id"];

/** One row of the operation table, widened from the generated literal types. */
export interface Operation {
  readonly id: OperationId;
  readonly label: string;
  readonly legacy?: Readonly<Record<string, string>>;
  readonly fields: Readonly<Record<string, "required" | "optional">>;
  readonly connects: boolean;
  readonly summary: string;
  readonly example: Readonly<Record<string, unknown>>;
}

export const OPERATION_TABLE: readonly Operation[] = OPERATIONS;

export interface NormalRequest {
  readonly operation: OperationId;
  readonly label: string;
  readonly server: string;
  readonly query?: string;
  readonly name?: string;
  readonly arguments?: Readonly<Record<string, unknown>>;
  readonly resource?: string;
  readonly prompt?: string;
  readonly output?: string;
  readonly offset?: number;
}

export type Normalised =
  | { readonly kind: "status" }
  | { readonly kind: "request"; readonly request: NormalRequest }
  | { readonly kind: "invalid"; readonly error: AdapterError<ModelVisibleCode>; readonly example: Record<string, unknown>; readonly server?: string };

type FieldName = keyof typeof REQUEST_FIELDS;
const FIELD_NAMES = Object.keys(REQUEST_FIELDS) as FieldName[];
const LEGACY = FIELD_NAMES.filter((f) => (REQUEST_FIELDS[f] as { legacy?: boolean }).legacy === true);
const LEGACY_OPERATION_KEYS = LEGACY.filter((f) => REQUEST_FIELDS[f].kind === "text");
const BY_ID = new Map<string, Operation>(OPERATION_TABLE.map((o) => [o.id, o]));
const LIST = BY_ID.get("tools.list") as Operation;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v) && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** The operation's example with a real server (and a neutral tool) name filled in. */
export function exampleFor(op: Operation | undefined, server: string): Record<string, unknown> {
  const source = (op?.example ?? { server: "{server}" }) as Record<string, unknown>;
  // {tool} first: a server name may itself contain "{tool}".
  return JSON.parse(JSON.stringify(source).replace(/\{tool\}/g, "tool_name").replace(/\{server\}/g, () => JSON.stringify(server).slice(1, -1))) as Record<string, unknown>;
}

function fieldsOf(op: Operation): string[] {
  return ["server", "operation", ...Object.keys(op.fields)];
}

interface Failure {
  readonly code: ModelVisibleCode;
  readonly data: Record<string, string | number>;
  readonly op?: Operation;
}

function checkValue(field: FieldName, value: unknown, op: Operation): Failure | undefined {
  const spec = REQUEST_FIELDS[field] as { kind: string; prefix?: string };
  switch (spec.kind) {
    case "text":
      return typeof value === "string" && value.trim() !== "" ? undefined : { code: "MCPA_REQUEST_EMPTY_VALUE", data: { field }, op };
    case "object":
      if (!isPlainObject(value)) return { code: "MCPA_REQUEST_OBJECT_TYPE", data: { field }, op };
      if (op.id === "prompts.get" && Object.values(value).some((v) => typeof v !== "string")) return { code: "MCPA_REQUEST_PROMPT_ARGUMENT_TYPE", data: {}, op };
      return undefined;
    case "reference": {
      const ok = typeof value === "string" && new RegExp(`^${spec.prefix}[0-9a-f]{${REFERENCE_HEX_CHARS}}$`).test(value);
      return ok ? undefined : { code: "MCPA_REQUEST_REFERENCE_FORMAT", data: { field, prefix: spec.prefix ?? "" }, op };
    }
    case "offset":
      return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? undefined : { code: "MCPA_REQUEST_OFFSET_TYPE", data: {}, op };
    default:
      return undefined;
  }
}

function shape(raw: Record<string, unknown>): { op: Operation; values: Record<string, unknown> } | Failure {
  const present = Object.keys(raw) as FieldName[];
  const unknown = present.filter((k) => !FIELD_NAMES.includes(k));
  if (unknown.length > 0) return { code: "MCPA_REQUEST_UNKNOWN_FIELDS", data: { fields: FIELD_NAMES.join(", ") } };
  if (typeof raw.server !== "string" || raw.server.trim() === "") return { code: "MCPA_REQUEST_SERVER_REQUIRED", data: {} };
  if (raw.operation !== undefined) {
    if (present.some((k) => LEGACY.includes(k))) return { code: "MCPA_REQUEST_MIXED_FORMS", data: {} };
    const op = typeof raw.operation === "string" ? BY_ID.get(raw.operation) : undefined;
    if (!op) return { code: "MCPA_REQUEST_UNKNOWN_OPERATION", data: { operations: OPERATIONS.map((o) => o.id).join(", ") } };
    const allowed = fieldsOf(op);
    if (present.some((k) => !allowed.includes(k))) return { code: "MCPA_REQUEST_FIELDS_MISMATCH", data: { operation: op.id, fields: allowed.join(", ") }, op };
    for (const [field, need] of Object.entries(op.fields)) {
      if (need === "required" && raw[field] === undefined) return { code: "MCPA_REQUEST_EMPTY_VALUE", data: { field }, op };
    }
    const values: Record<string, unknown> = {};
    for (const field of Object.keys(op.fields) as FieldName[]) {
      if (raw[field] === undefined) continue;
      const failure = checkValue(field, raw[field], op);
      if (failure) return failure;
      values[field] = raw[field];
    }
    return { op, values };
  }
  const explicit = present.find((k) => k !== "server" && !LEGACY.includes(k));
  if (explicit) return { code: "MCPA_REQUEST_EXPLICIT_WITHOUT_OPERATION", data: { field: explicit } };
  const chosen = LEGACY_OPERATION_KEYS.filter((k) => raw[k] !== undefined);
  if (chosen.length > 1) return { code: "MCPA_REQUEST_MULTIPLE_OPERATIONS", data: {} };
  const op = chosen.length === 0 ? LIST : (OPERATION_TABLE.find((o) => o.legacy !== undefined && chosen[0] !== undefined && chosen[0] in o.legacy) as Operation);
  const legacy = (op.legacy ?? {}) as Record<string, string>;
  const stray = present.find((k) => LEGACY.includes(k) && !(k in legacy));
  if (stray === "args") return { code: "MCPA_REQUEST_ARGS_WITHOUT_TOOL", data: {}, op };
  const values: Record<string, unknown> = {};
  for (const [alias, target] of Object.entries(legacy)) {
    if (raw[alias] === undefined) continue;
    const failure = checkValue(alias as FieldName, raw[alias], op);
    if (failure) return failure;
    values[target] = raw[alias];
  }
  return { op, values };
}

/**
 * Normalises the raw arguments of one `mcp` call. `servers` are the configured names; `disabled`
 * maps names disabled by a configuration error to that error's code; `off` are names switched off
 * with `disabled: true`.
 */
export function normalise(args: unknown, servers: readonly string[], disabled: ReadonlyMap<string, ErrorCode> = new Map(), off: ReadonlySet<string> = new Set()): Normalised {
  if (!isPlainObject(args)) {
    return { kind: "invalid", error: new AdapterError("MCPA_REQUEST_NOT_OBJECT", {}), example: {} };
  }
  // A field whose value is null counts as absent, in every form.
  const raw: Record<string, unknown> = {};
  let fields = 0;
  for (const key of Object.keys(args)) {
    const value = args[key];
    if (value === null || value === undefined) continue;
    // A "__proto__" key stays an own field (and is then reported as unknown), never a prototype.
    if (key === "__proto__") Object.defineProperty(raw, key, { value, enumerable: true, writable: true, configurable: true });
    else raw[key] = value;
    fields++;
  }
  if (fields === 0) return { kind: "status" };
  // A corrective example uses the server the request named when it is a configured one.
  const named = typeof raw.server === "string" ? raw.server.trim() : undefined;
  const exampleServer = named !== undefined && servers.includes(named) ? named : (servers[0] ?? "server-name");
  const result = shape(raw);
  if ("code" in result) {
    return { kind: "invalid", error: new AdapterError(result.code, result.data as never), example: exampleFor(result.op, exampleServer) };
  }
  const server = (raw.server as string).trim();
  if (!servers.includes(server)) {
    const code = disabled.get(server);
    const error = off.has(server)
      ? new AdapterError("MCPA_REQUEST_SERVER_OFF", { server: JSON.stringify(server) })
      : code
        ? new AdapterError("MCPA_REQUEST_SERVER_DISABLED", { server: JSON.stringify(server), code })
        : new AdapterError("MCPA_REQUEST_UNKNOWN_SERVER", { server: JSON.stringify(server), servers: servers.length > 0 ? servers.map((s) => JSON.stringify(s)).join(", ") : "(none)" });
    return { kind: "invalid", error, example: code || off.has(server) ? {} : exampleFor(result.op, exampleServer) };
  }
  const v = result.values;
  const request: { -readonly [K in keyof NormalRequest]: NormalRequest[K] } = { operation: result.op.id, label: result.op.label, server };
  if (typeof v.query === "string") request.query = v.query.trim();
  if (typeof v.name === "string") request.name = v.name.trim();
  if (typeof v.prompt === "string") request.prompt = v.prompt.trim();
  if (typeof v.resource === "string") request.resource = v.resource;
  if (typeof v.output === "string") request.output = v.output;
  if (typeof v.offset === "number") request.offset = v.offset;
  if ("arguments" in result.op.fields) request.arguments = (v.arguments as Record<string, unknown> | undefined) ?? {};
  return { kind: "request", request };
}

/** The host's approval context: the configured server and the normalised operation, nothing else. */
export function policyContext(args: unknown, servers: readonly string[]): Record<string, string> {
  const n = normalise(args, servers);
  if (n.kind === "status") return { operation: "status" };
  if (n.kind === "invalid") return { operation: "validation" };
  return { server: n.request.server, operation: n.request.label };
}
