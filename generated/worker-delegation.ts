// Generated from spec/worker-delegation.yaml (sha256 f0610b27aa5b8b0b) by codegen/emit-workers.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export const WORKER_INTERFACE_VERSION = 1 as const;

export const CEILING_SEPARATOR = ":" as const;

export const CEILING_MAX_TARGET_CHARS = 2048 as const;

export const CEILING_MAX_OPERATIONS_PER_SERVER = 256 as const;

export const CEILING_OPERATIONS = {
  "tools.list": {
    "target": "forbidden"
  },
  "tools.call": {
    "target": "required"
  },
  "resources.list": {
    "target": "forbidden"
  },
  "resources.read": {
    "target": "required"
  },
  "prompts.list": {
    "target": "forbidden"
  },
  "prompts.get": {
    "target": "required"
  },
  "reconnect": {
    "target": "forbidden"
  }
} as const;

export const CEILING_STATUS_OPERATION = "status" as const;

export const PROXY_CEILING = {
  "tools.list": {
    "ceiling": "tools.list"
  },
  "tools.search": {
    "ceiling": "tools.list"
  },
  "servers.search": {
    "ceiling": "status",
    "serverless": true
  },
  "tools.describe": {
    "ceiling": "tools.list",
    "alsoRequires": "tools.call",
    "target": "name"
  },
  "tools.call": {
    "ceiling": "tools.call",
    "target": "name"
  },
  "resources.list": {
    "ceiling": "resources.list"
  },
  "resources.read": {
    "ceiling": "resources.read",
    "target": "resource"
  },
  "prompts.list": {
    "ceiling": "prompts.list"
  },
  "prompts.get": {
    "ceiling": "prompts.get",
    "target": "prompt"
  },
  "reconnect": {
    "ceiling": "reconnect"
  },
  "output.read": {
    "ceiling": "status",
    "serverless": true
  }
} as const;

export type CeilingOperation = keyof typeof CEILING_OPERATIONS;
