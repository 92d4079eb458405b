// Request normalisation, driven by spec/proxy-request.yaml: the legacy and explicit forms become one
// normalised request; any invalid shape (decided by the approval table, src/proxy/approval.ts)
// becomes a catalog error with a corrective example; a server that is not configured, disabled or
// off is refused here. Nothing here connects, resolves or reads anything.
import type { ErrorCode, ModelVisibleCode } from "../errors/index.js";
import { AdapterError } from "../errors/index.js";
import { decide, trimText } from "./approval.js";
import { OPERATIONS } from "./generated.js";

export type OperationId = (typeof OPERATIONS)[number]["id"];

/** One row of the operation table, widened from the generated literal types. */
interface Operation {
  readonly id: OperationId;
  readonly label: string;
  readonly legacy?: Readonly<Record<string, string>>;
  readonly fields: Readonly<Record<string, "required" | "optional">>;
  readonly connects: boolean;
  readonly summary: string;
  readonly example: Readonly<Record<string, unknown>>;
}

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

/** An operation across servers: it names no server (servers.search). */
export interface ServersRequest {
  readonly operation: OperationId;
  readonly label: string;
  readonly query: string;
}

export type Normalised =
  | { readonly kind: "status" }
  | { readonly kind: "servers"; readonly request: ServersRequest }
  | { readonly kind: "request"; readonly request: NormalRequest }
  | {
      readonly kind: "invalid";
      readonly error: AdapterError<ModelVisibleCode>;
      readonly example: Record<string, unknown>;
      readonly server?: string;
    };

const BY_ID = new Map<string, Operation>(OPERATIONS.map((o) => [o.id, o]));

/** The operation's example with a real server (and a neutral tool) name filled in. */
function exampleFor(op: Operation | undefined, server: string): Record<string, unknown> {
  const source = (op?.example ?? { server: "{server}" }) as Record<string, unknown>;
  // {tool} first: a server name may itself contain "{tool}".
  return JSON.parse(
    JSON.stringify(source)
      .replace(/\{tool\}/g, "tool_name")
      .replace(/\{server\}/g, () => JSON.stringify(server).slice(1, -1)),
  ) as Record<string, unknown>;
}

/**
 * Normalises the raw arguments of one `mcp` call. `servers` are the configured names; `disabled`
 * maps names disabled by a configuration error to that error's code; `off` are names switched off
 * with `disabled: true`.
 */
export function normalise(
  args: unknown,
  servers: readonly string[],
  disabled: ReadonlyMap<string, ErrorCode> = new Map(),
  off: ReadonlySet<string> = new Set(),
  explainUnknown: (
    server: string,
  ) => AdapterError<"MCPA_REQUEST_SERVER_CONFIG_FAILED" | "MCPA_REQUEST_SERVER_UNTRUSTED"> | undefined = () =>
    undefined,
): Normalised {
  // The shape is the approval table's to decide (src/proxy/approval.ts), servers aside.
  const d = decide(args);
  if (d.kind === "status") return { kind: "status" };
  const op = BY_ID.get(d.op ?? "");
  // A corrective example uses the server the request named when it is a configured one.
  const given = (args as { server?: unknown } | null)?.server;
  const named = typeof given === "string" ? trimText(given) : undefined;
  const exampleServer = named !== undefined && servers.includes(named) ? named : (servers[0] ?? "server-name");
  if (d.kind === "invalid") {
    return {
      kind: "invalid",
      error: new AdapterError(d.code, d.data),
      example: d.rule === "notObject" ? {} : exampleFor(op, exampleServer),
    };
  }
  if (d.kind === "serverless") {
    const o = op as Operation;
    return {
      kind: "servers",
      request: {
        operation: o.id,
        label: o.label,
        // servers.search requires a query, and the table has refused one that is not text.
        query: trimText(d.values.query as string),
      },
    };
  }
  const server = d.server;
  if (!servers.includes(server)) {
    const code = disabled.get(server);
    const error = off.has(server)
      ? new AdapterError("MCPA_REQUEST_SERVER_OFF", { server: JSON.stringify(server) })
      : code
        ? new AdapterError("MCPA_REQUEST_SERVER_DISABLED", { server: JSON.stringify(server), code })
        : (explainUnknown(server) ??
          new AdapterError("MCPA_REQUEST_UNKNOWN_SERVER", {
            server: JSON.stringify(server),
            servers: servers.length > 0 ? servers.map((s) => JSON.stringify(s)).join(", ") : "(none)",
          }));
    const explained =
      error.code === "MCPA_REQUEST_SERVER_CONFIG_FAILED" || error.code === "MCPA_REQUEST_SERVER_UNTRUSTED";
    return {
      kind: "invalid",
      error,
      example: code || off.has(server) || explained ? {} : exampleFor(op, exampleServer),
    };
  }
  const v = d.values;
  const o = op as Operation;
  const request: { -readonly [K in keyof NormalRequest]: NormalRequest[K] } = {
    operation: o.id,
    label: o.label,
    server,
  };
  if (typeof v.query === "string") request.query = trimText(v.query);
  if (typeof v.name === "string") request.name = trimText(v.name);
  if (typeof v.prompt === "string") request.prompt = trimText(v.prompt);
  if (typeof v.resource === "string") request.resource = v.resource;
  if (typeof v.output === "string") request.output = v.output;
  if (typeof v.offset === "number") request.offset = v.offset;
  if ("arguments" in o.fields) request.arguments = (v.arguments as Record<string, unknown> | undefined) ?? {};
  return { kind: "request", request };
}
