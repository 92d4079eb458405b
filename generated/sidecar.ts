// Generated from spec/sidecar-protocol.yaml (sha256 109659a1863fc0b9) by codegen/emit-sidecar.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
import validators from "./validators/sidecar.cjs";
import type { SidecarNotificationParams, SidecarParams } from "./types/sidecar.js";

export const SIDECAR_PROTOCOL_VERSION = 1 as const;

/** Request methods by key: code names a method only through this table. */
export const SIDECAR_METHODS = {
  "initialize": "initialize",
  "toolCall": "tool/call",
  "workerExport": "worker/export",
  "workerPreflight": "worker/preflight",
  "workerScope": "worker/scope",
  "personCommand": "person/command",
  "status": "status",
  "shutdown": "shutdown"
} as const;
export type SidecarRequest = (typeof SIDECAR_METHODS)[keyof typeof SIDECAR_METHODS];

/** Notification methods by key. */
export const SIDECAR_NOTIFICATION_METHODS = {
  "cancelRequest": "$/cancelRequest",
  "progress": "$/progress"
} as const;
export type SidecarNotification = (typeof SIDECAR_NOTIFICATION_METHODS)[keyof typeof SIDECAR_NOTIFICATION_METHODS];

export const SIDECAR_ERRORS = {
  "PARSE_ERROR": -32700,
  "INVALID_REQUEST": -32600,
  "METHOD_NOT_FOUND": -32601,
  "INVALID_PARAMS": -32602,
  "INTERNAL_ERROR": -32603,
  "NOT_INITIALIZED": -32002,
  "SHUTTING_DOWN": -32003,
  "REQUEST_CANCELLED": -32800
} as const;

/** The catalog codes an error reply carries in error.data, each with the protocol error it is sent under and whether its message ends with the hint. */
export const SIDECAR_REFUSALS = {
  "MCPA_RUNTIME_CANCELLED": {
    "error": -32800,
    "hint": false
  },
  "MCPA_PACKAGED_INVALID": {
    "error": -32602,
    "hint": false
  },
  "MCPA_PACKAGED_NOT_ABSOLUTE": {
    "error": -32602,
    "hint": false
  },
  "MCPA_PACKAGED_OUTSIDE_ROOT": {
    "error": -32602,
    "hint": false
  },
  "MCPA_PACKAGED_NOT_FILE": {
    "error": -32602,
    "hint": false
  },
  "MCPA_PACKAGED_NOT_EXECUTABLE": {
    "error": -32602,
    "hint": false
  },
  "MCPA_PACKAGED_CONFLICT": {
    "error": -32602,
    "hint": false
  },
  "MCPA_PACKAGED_FACADE_BEFORE_SERVER": {
    "error": -32602,
    "hint": false
  },
  "MCPA_PACKAGED_FACADE_NAME": {
    "error": -32602,
    "hint": false
  },
  "MCPA_PACKAGED_NO_INTERPRETER": {
    "error": -32602,
    "hint": false
  },
  "MCPA_WORKER_REQUEST_INVALID": {
    "error": -32602,
    "hint": true
  },
  "MCPA_WORKER_SERVER_UNAVAILABLE": {
    "error": -32602,
    "hint": true
  },
  "MCPA_WORKER_ESCALATION": {
    "error": -32602,
    "hint": true
  },
  "MCPA_WORKER_PREFLIGHT_FAILED": {
    "error": -32602,
    "hint": true
  },
  "MCPA_WORKER_ENVIRONMENT_MISSING": {
    "error": -32602,
    "hint": true
  }
} as const;

/** The params validator of each request, by wire name: a type guard for its params type. */
export const SIDECAR_PARAMS_GUARDS: { readonly [M in SidecarRequest]: (data: unknown) => data is SidecarParams[M] } = {
  "initialize": validators.initializeParams,
  "tool/call": validators.toolCallParams,
  "worker/export": validators.workerExportParams,
  "worker/preflight": validators.workerPreflightParams,
  "worker/scope": validators.workerScopeParams,
  "person/command": validators.personCommandParams,
  "status": validators.statusParams,
  "shutdown": validators.shutdownParams,
};

/** The params validator of each notification, by wire name. */
export const SIDECAR_NOTIFICATION_GUARDS: { readonly [M in SidecarNotification]: (data: unknown) => data is SidecarNotificationParams[M] } = {
  "$/cancelRequest": validators.cancelRequestNotification,
  "$/progress": validators.progressNotification,
};
