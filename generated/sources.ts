// Generated from spec/sources.yaml (sha256 2a43f8bcea7b4bcc) by codegen/emit-modules.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export const AGENT_DIR_DEFAULT = [
  "{home}",
  ".travis234",
  "agent"
] as const;

export const CONFIG_SOURCES = [
  {
    "id": "global-shared",
    "scope": "global",
    "path": [
      "{home}",
      ".config",
      "mcp",
      "mcp.json"
    ],
    "description": "Shared MCP configuration used by several clients."
  },
  {
    "id": "global-agent",
    "scope": "global",
    "path": [
      "{agentDir}",
      "mcp.json"
    ],
    "description": "Travis234's own user configuration."
  },
  {
    "id": "project-shared",
    "scope": "project",
    "path": [
      "{cwd}",
      ".mcp.json"
    ],
    "description": "Shared project configuration; read only in a trusted project."
  },
  {
    "id": "project-agent",
    "scope": "project",
    "path": [
      "{cwd}",
      ".travis234",
      "mcp.json"
    ],
    "description": "Travis234 project configuration; read only in a trusted project."
  }
] as const;

export const NEVER_READ = [
  [
    "{home}",
    ".pi"
  ]
] as const;

export const CACHE_LOCATION = {
  "env": "TRAVIS234_MCP_CACHE_DIR",
  "baseEnv": "XDG_CACHE_HOME",
  "baseDefault": [
    "{home}",
    ".cache"
  ],
  "dir": "travis234-mcp",
  "toolsDir": "tools",
  "serverCwdDir": "server-cwd"
} as const;
