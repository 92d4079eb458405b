// Generated from spec/sidecar-protocol.yaml (sha256 d79023d60588c72c) by codegen/emit-sidecar.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export const SIDECAR_PROTOCOL_VERSION = 1 as const;

export const SIDECAR_REQUESTS = ["initialize","tool/call","worker/export","worker/preflight","worker/scope","status","shutdown"] as const;
export type SidecarRequest = (typeof SIDECAR_REQUESTS)[number];

export const SIDECAR_NOTIFICATIONS = {
  "$/cancelRequest": {
    "direction": "shim-to-sidecar",
    "description": "Cancel the request with this id; it is answered with REQUEST_CANCELLED.",
    "params": "{id}"
  },
  "$/progress": {
    "direction": "sidecar-to-shim",
    "description": "Progress of a running tool/call, forwarded from MCP progress notifications.",
    "params": "{id, content: [{type: \"text\", text}]}"
  },
  "$/log": {
    "direction": "sidecar-to-shim",
    "description": "A diagnostic line for the host's log (never stdout, never the model).",
    "params": "{level, message}"
  }
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
  "status": "status",
  "shutdown": "shutdown"
} as const;
