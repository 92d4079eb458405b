// Tool facades (see docs/architecture.md, "Facades"): a fixed tool whose operations map statically to remote
// tools of one packaged server. Arguments are checked against the facade before anything connects; the call
// then goes through the same runtime, connection, conversion, labels and spills as `mcp`.
import type { FacadeOperation, ToolFacade } from "../config/index.js";
import { AdapterError } from "../errors/index.js";

export interface FacadeCall {
  readonly operation: FacadeOperation;
  readonly arguments: Readonly<Record<string, unknown>>;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "integer":
      return typeof value === "number" && Number.isSafeInteger(value);
    case "boolean":
      return typeof value === "boolean";
    case "object":
      return isPlainObject(value);
    case "array":
      return Array.isArray(value);
    default:
      return false;
  }
}

/** Checks arguments against the facade; names from the request are never echoed. */
export function checkFacadeArguments(facade: ToolFacade, args: unknown): FacadeCall {
  const fail = (problem: string, fields: string): never => {
    throw new AdapterError("MCPA_FACADE_ARGUMENTS", { facade: facade.name, problem, fields });
  };
  const operations = facade.operations.map((o) => o.name).join(", ");
  if (!isPlainObject(args)) return fail("the arguments must be an object", operations);
  const op = facade.operations.find((o) => o.name === args.operation);
  if (!op) return fail("`operation` is missing or not one of this facade's operations", operations);
  const declared = Object.keys(op.fields);
  const fieldList = declared.join(", ") || "(none)";
  const given = Object.entries(args).filter(([k, v]) => k !== "operation" && v !== null && v !== undefined);
  const undeclared = given.filter(([k]) => !declared.includes(k)).length;
  if (undeclared > 0) fail(`${undeclared} field(s) that ${op.name} does not declare`, fieldList);
  const missing = declared.filter((k) => op.fields[k]?.required === true && !given.some(([g]) => g === k));
  if (missing.length > 0) fail(`missing required ${missing.join(", ")}`, fieldList);
  const wrong = given
    .filter(([k, v]) => !hasType(v, op.fields[k]?.type ?? ""))
    .map(([k]) => `${k} must be ${op.fields[k]?.type}`);
  if (wrong.length > 0) fail(wrong.join("; "), fieldList);
  return { operation: op, arguments: { ...Object.fromEntries(given), ...(op.fixedArguments ?? {}) } };
}
