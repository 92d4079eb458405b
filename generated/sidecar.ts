// Generated from spec/sidecar-protocol.yaml (sha256 84e147f165457cc1) by codegen/emit-sidecar.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

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

/** Request method -> export name of its params validator in generated/validators/sidecar.cjs. */
export const SIDECAR_VALIDATORS = {
  "initialize": "initialize",
  "tool/call": "toolCall",
  "worker/export": "workerExport",
  "worker/preflight": "workerPreflight",
  "worker/scope": "workerScope",
  "person/command": "personCommand",
  "status": "status",
  "shutdown": "shutdown"
} as const;
