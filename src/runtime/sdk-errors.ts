// Maps what the SDK and the transports throw to catalog errors with fixed, safe reasons. An
// exception's own message never reaches a person or the model: only its kind does.

import { basename } from "node:path";
import {
  InsufficientScopeError,
  ProtocolError,
  ProtocolErrorCode,
  SdkError,
  SdkErrorCode,
  SdkHttpError,
  UnauthorizedError,
} from "@modelcontextprotocol/client";
import { AdapterError, boundBytes, escapeControl, serverFailureKind } from "../errors/index.js";
import type { Redactor } from "../secrets/index.js";
import { LIMIT_VALUES } from "./generated.js";
import { OVERSIZE_MARKER, OVERSIZE_RPC_CODE } from "./http-fetch.js";
import { TransportFailure } from "./stdio-transport.js";

function failureReason(err: unknown): string {
  if (err instanceof TransportFailure) {
    switch (err.reason) {
      case "spawn":
        return err.detail === "ENOENT"
          ? `command not found${err.command === undefined ? "" : `: ${basename(err.command)}`}`
          : err.detail === "EACCES"
            ? "command not executable"
            : `spawn failed (${err.detail})`;
      case "exit":
        return `process exited (${err.detail})`;
      case "oversize":
        return "a message exceeded the size bound";
      case "stdout":
        return "the server closed its stdout";
      default:
        return "stream failure";
    }
  }
  // Without an OAuth provider the SDK throws its own errors for a 401 or a 403 step-up challenge.
  const status =
    err instanceof UnauthorizedError
      ? 401
      : err instanceof InsufficientScopeError
        ? 403
        : SdkHttpError.isInstance(err)
          ? (err as SdkHttpError).status
          : undefined;
  if (status !== undefined || SdkHttpError.isInstance(err)) {
    // OAuth sign-in is out of scope: say what the status means, the hint says what to do.
    return status === 401 || status === 403
      ? `HTTP status ${status}, authorization required`
      : `HTTP status ${status ?? "error"}`;
  }
  if (SdkError.isInstance(err)) {
    const code = (err as SdkError).code;
    if (code === SdkErrorCode.ConnectionClosed) return "connection closed";
    if (code === SdkErrorCode.SendFailed) return "send failed";
    return String(code).toLowerCase().replace(/_/g, " ");
  }
  if (err instanceof TypeError) return "network failure";
  if (ProtocolError.isInstance(err)) return `JSON-RPC error ${(err as ProtocolError).code}`;
  return "unexpected failure";
}

function isTimeout(err: unknown): boolean {
  return SdkError.isInstance(err) && (err as SdkError).code === SdkErrorCode.RequestTimeout;
}

/**
 * The bound a timeout hit: the whole request's ceiling when that is what ran out (progress kept
 * resetting the per-request timeout until request.maxTotalMs or the configured bound), else `ms`.
 */
function timeoutBound(err: unknown, ms: number): number {
  const data = (err as SdkError).data;
  if (typeof data !== "object" || data === null || !Object.hasOwn(data, "maxTotalTimeout")) return ms;
  const total = (data as { maxTotalTimeout: unknown }).maxTotalTimeout;
  return typeof total === "number" ? total : ms;
}

function isOversize(err: unknown, transportFailure: TransportFailure | undefined): boolean {
  if (transportFailure?.reason === "oversize") return true;
  if (ProtocolError.isInstance(err)) {
    const e = err as ProtocolError;
    return e.code === OVERSIZE_RPC_CODE && typeof e.data === "object" && e.data !== null && OVERSIZE_MARKER in e.data;
  }
  return false;
}

export interface RequestContext {
  readonly server: string;
  readonly operation: string;
  readonly timeoutMs: number;
  readonly connectionBroken: boolean;
  readonly transportFailure: TransportFailure | undefined;
  readonly redactor: Redactor;
}

/**
 * A server's own JSON-RPC error message as the model may see it: redacted first (a secret is matched
 * as sent), then control characters escaped and the text bounded by errors.serverMessageMaxBytes.
 * The SDK prefixes "MCP error <code>: ", which the catalog message already says; `data` stays out.
 */
function serverMessage(err: ProtocolError, redactor: Redactor): string | undefined {
  const raw = typeof err.message === "string" ? err.message.replace(/^MCP error -?\d+: /, "") : "";
  if (raw.trim() === "") return undefined;
  return boundBytes(escapeControl(redactor.redact(raw)), LIMIT_VALUES["errors.serverMessageMaxBytes"]);
}

/** The server's JSON-RPC error, coded by what it is: network, listing, arguments or the server's own. */
function protocolError(err: ProtocolError, c: RequestContext): AdapterError {
  const options = { serverMessage: serverMessage(err, c.redactor) };
  const kind = serverFailureKind({
    operation: c.operation,
    invalidParams: err.code === ProtocolErrorCode.InvalidParams,
    serverMessage: options.serverMessage,
  });
  const data = { server: c.server, operation: c.operation, rpcCode: err.code };
  if (kind === "network") return new AdapterError("MCPA_RUNTIME_SERVER_NETWORK", data, options);
  if (kind === "listing") return new AdapterError("MCPA_RUNTIME_LIST_FAILED", data, options);
  if (c.operation === "resources.read")
    return new AdapterError("MCPA_RUNTIME_RESOURCE_READ_ERROR", { server: c.server, rpcCode: err.code }, options);
  if (c.operation === "prompts.get")
    return new AdapterError("MCPA_RUNTIME_PROMPT_GET_ERROR", { server: c.server, rpcCode: err.code }, options);
  return new AdapterError(
    kind === "arguments" ? "MCPA_RUNTIME_ARGUMENTS_REJECTED" : "MCPA_RUNTIME_SERVER_ERROR",
    data,
    options,
  );
}

/** A request the server can finish only with the user's input (2026-07-28 input_required, or
 * -32021 for a capability this client does not declare: elicitation, sampling, roots). */
function needsUserInput(err: unknown): boolean {
  if (SdkError.isInstance(err)) {
    const e = err as SdkError;
    const data = e.data as { resultType?: unknown } | undefined;
    return (
      (e.code === SdkErrorCode.UnsupportedResultType && data?.resultType === "input_required") ||
      e.code === SdkErrorCode.InputRequiredRoundsExceeded
    );
  }
  return (
    ProtocolError.isInstance(err) && (err as ProtocolError).code === ProtocolErrorCode.MissingRequiredClientCapability
  );
}

/** The catalog error for a failed request. */
export function requestError(err: unknown, c: RequestContext): AdapterError {
  if (AdapterError.isInstance(err)) return err;
  const max = LIMIT_VALUES["response.maxRawBytes"];
  // An over-long line that named no request closed the connection: say so, the server lost its state.
  if (c.transportFailure?.reason === "oversize")
    return new AdapterError("MCPA_RESULT_TOO_LARGE_CONNECTION_CLOSED", {
      server: c.server,
      operation: c.operation,
      max,
    });
  if (!c.connectionBroken && needsUserInput(err))
    return new AdapterError("MCPA_RUNTIME_INPUT_REQUIRED", { server: c.server, operation: c.operation });
  if (isOversize(err, c.transportFailure))
    return new AdapterError("MCPA_RESULT_TOO_LARGE", { server: c.server, operation: c.operation, max });
  if (isTimeout(err))
    return new AdapterError("MCPA_RUNTIME_TIMEOUT", {
      server: c.server,
      operation: c.operation,
      ms: timeoutBound(err, c.timeoutMs),
    });
  if (c.connectionBroken)
    return new AdapterError("MCPA_RUNTIME_CONNECTION_LOST", {
      server: c.server,
      operation: c.operation,
      reason: failureReason(c.transportFailure ?? err),
    });
  if (ProtocolError.isInstance(err)) return protocolError(err as ProtocolError, c);
  return new AdapterError("MCPA_RUNTIME_REQUEST_FAILED", {
    server: c.server,
    operation: c.operation,
    reason: failureReason(err),
  });
}

/**
 * The revisions a -32022 refusal lists in its data (`supported`): the server's words, so control
 * characters escaped and the list redacted and bounded like a server's message.
 */
function offeredRevisions(err: ProtocolError, redactor: Redactor | undefined): string {
  const supported: unknown = (err.data as { supported?: unknown } | undefined)?.supported;
  const named = Array.isArray(supported) ? supported.filter((v): v is string => typeof v === "string" && v !== "") : [];
  if (named.length === 0) return "no revision it names";
  const text = named.join(", ");
  return boundBytes(
    escapeControl(redactor ? redactor.redact(text) : text),
    LIMIT_VALUES["errors.serverMessageMaxBytes"],
  );
}

/** The catalog error for a failed connect; `pinned` is the revision the server must offer. */
export function connectError(
  err: unknown,
  server: string,
  timeoutMs: number,
  transportFailure: TransportFailure | undefined,
  pinned?: string,
  redactor?: Redactor,
): AdapterError {
  if (AdapterError.isInstance(err)) return err;
  if (
    pinned !== undefined &&
    SdkError.isInstance(err) &&
    (err as SdkError).code === SdkErrorCode.EraNegotiationFailed
  ) {
    return new AdapterError("MCPA_RUNTIME_PROTOCOL_NOT_OFFERED", { server, revision: pinned });
  }
  if (isTimeout(err)) return new AdapterError("MCPA_RUNTIME_TIMEOUT", { server, operation: "connect", ms: timeoutMs });
  if (ProtocolError.isInstance(err) && (err as ProtocolError).code === ProtocolErrorCode.UnsupportedProtocolVersion)
    return new AdapterError("MCPA_RUNTIME_PROTOCOL_REFUSED", {
      server,
      offered: offeredRevisions(err as ProtocolError, redactor),
    });
  return new AdapterError("MCPA_RUNTIME_CONNECT_FAILED", {
    server,
    reason: failureReason(transportFailure ?? err),
  });
}
