// Generated from spec/config.schema.yaml (sha256 69af311d0616a84d), spec/limits.yaml (sha256 e63537546621e006) by codegen/emit-modules.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export const CONFIG_SCHEMA = {
  "$schema": "http://json-schema.org/draft-07/schema#",
  "$id": "urn:travis234-mcp-adapter:schema:mcp.json",
  "title": "McpConfigFile",
  "description": "MCP server configuration read by the travis234-mcp-adapter (mcp.json). Strict: unknown fields, duplicate keys and null values are errors.",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "mcpServers"
  ],
  "properties": {
    "$schema": {
      "type": "string",
      "description": "Optional reference to this schema, for editors. Ignored by the adapter."
    },
    "mcpServers": {
      "type": "object",
      "title": "McpServers",
      "description": "Servers by name. A name in a higher-precedence file replaces the whole definition.",
      "propertyNames": {
        "type": "string",
        "minLength": 1,
        "pattern": "^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$",
        "description": "1 to 128 characters, no control characters, no leading or trailing whitespace.",
        "maxLength": 128
      },
      "additionalProperties": {
        "type": "object",
        "title": "McpServer",
        "description": "One server. Exactly one of `command` (stdio) or `url` (Streamable HTTP).",
        "additionalProperties": false,
        "properties": {
          "command": {
            "type": "string",
            "pattern": "\\S",
            "description": "Executable name or path. Selects stdio. Never expanded."
          },
          "args": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "default": [],
            "description": "Literal command arguments. Never expanded."
          },
          "cwd": {
            "type": "string",
            "pattern": "\\S",
            "description": "Working directory of the server process; a relative path is taken from the session directory."
          },
          "env": {
            "type": "object",
            "additionalProperties": {
              "type": "string"
            },
            "default": {},
            "description": "Variables added to the SDK's safe default environment. Credential-shaped keys must use a reference."
          },
          "url": {
            "type": "string",
            "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://\\S+$",
            "description": "Streamable HTTP endpoint (http or https). Selects HTTP. Never expanded."
          },
          "headers": {
            "type": "object",
            "additionalProperties": {
              "type": "string"
            },
            "default": {},
            "description": "Request headers. Credential-shaped names (Authorization, Cookie, *-API-Key, ...) must use a reference."
          },
          "lifecycle": {
            "const": "lazy",
            "description": "Compatibility declaration; only `lazy` is accepted, and it changes nothing."
          },
          "requestTimeoutMs": {
            "type": "integer",
            "description": "Bounds connect (spawn + initialize) and every MCP request. 0 or less keeps the SDK default.",
            "maximum": 2147483647
          },
          "reconnect": {
            "type": "object",
            "title": "McpReconnect",
            "additionalProperties": false,
            "description": "Recovery policy. Never replays a failed request.",
            "properties": {
              "automatic": {
                "type": "boolean",
                "default": false,
                "description": "Start a bounded reconnect in the background after a transport failure."
              },
              "maxAttempts": {
                "type": "integer",
                "description": "Attempts per reconnect.",
                "minimum": 1,
                "maximum": 3,
                "default": 1
              },
              "baseDelayMs": {
                "type": "integer",
                "description": "Backoff base; the delay after failed attempt i is baseDelayMs x 2^i.",
                "minimum": 100,
                "maximum": 500,
                "default": 100
              }
            }
          }
        },
        "anyOf": [
          {
            "required": [
              "command"
            ]
          },
          {
            "required": [
              "url"
            ]
          }
        ],
        "not": {
          "required": [
            "command",
            "url"
          ]
        },
        "allOf": [
          {
            "if": {
              "required": [
                "url"
              ],
              "not": {
                "required": [
                  "command"
                ]
              }
            },
            "then": {
              "properties": {
                "args": {
                  "not": {}
                },
                "cwd": {
                  "not": {}
                },
                "env": {
                  "not": {}
                }
              }
            }
          },
          {
            "if": {
              "required": [
                "command"
              ],
              "not": {
                "required": [
                  "url"
                ]
              }
            },
            "then": {
              "properties": {
                "headers": {
                  "not": {}
                }
              }
            }
          }
        ]
      }
    }
  }
} as const;

export const SCHEMA_ERROR_PATHS: Readonly<Record<string, string>> = {
  "#/type": "MCPA_CONFIG_ROOT_TYPE",
  "#/required": "MCPA_CONFIG_SERVERS_TYPE",
  "#/properties/mcpServers/type": "MCPA_CONFIG_SERVERS_TYPE",
  "#/properties/mcpServers/propertyNames": "MCPA_CONFIG_SERVER_NAME",
  "#/properties/mcpServers/additionalProperties/type": "MCPA_CONFIG_SERVER_TYPE",
  "#/properties/mcpServers/additionalProperties/anyOf": "MCPA_CONFIG_TRANSPORT_CHOICE",
  "#/properties/mcpServers/additionalProperties/not": "MCPA_CONFIG_TRANSPORT_CHOICE",
  "#/properties/mcpServers/additionalProperties/properties/url": "MCPA_CONFIG_URL_INVALID",
  "#/properties/mcpServers/additionalProperties/properties/lifecycle": "MCPA_CONFIG_LIFECYCLE",
  "#/properties/mcpServers/additionalProperties/allOf/0/then/properties/args": "MCPA_CONFIG_STDIO_ONLY_FIELD",
  "#/properties/mcpServers/additionalProperties/allOf/0/then/properties/cwd": "MCPA_CONFIG_STDIO_ONLY_FIELD",
  "#/properties/mcpServers/additionalProperties/allOf/0/then/properties/env": "MCPA_CONFIG_STDIO_ONLY_FIELD",
  "#/properties/mcpServers/additionalProperties/allOf/1/then/properties/headers": "MCPA_CONFIG_HTTP_ONLY_FIELD"
};

export const KEYWORD_ERRORS: Readonly<Record<string, string>> = {
  "type": "MCPA_CONFIG_FIELD_TYPE",
  "additionalProperties": "MCPA_CONFIG_UNKNOWN_FIELD",
  "minimum": "MCPA_CONFIG_RANGE",
  "maximum": "MCPA_CONFIG_RANGE",
  "minLength": "MCPA_CONFIG_EMPTY_STRING",
  "pattern": "MCPA_CONFIG_EMPTY_STRING",
  "propertyNames": "MCPA_CONFIG_SERVER_NAME",
  "const": "MCPA_CONFIG_FIELD_TYPE"
};

export const FOREIGN_FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "#/properties/mcpServers/additionalProperties": {
    "transport": "MCPA_CONFIG_TRANSPORT_FIELD",
    "type": "MCPA_CONFIG_TRANSPORT_FIELD",
    "oauth": "MCPA_CONFIG_UNSUPPORTED_FEATURE",
    "auth": "MCPA_CONFIG_UNSUPPORTED_FEATURE",
    "includeTools": "MCPA_CONFIG_UNSUPPORTED_FEATURE",
    "excludeTools": "MCPA_CONFIG_UNSUPPORTED_FEATURE",
    "directTools": "MCPA_CONFIG_UNSUPPORTED_FEATURE",
    "disabled": "MCPA_CONFIG_UNSUPPORTED_FEATURE"
  }
};

export const ALLOWED_KEYS: Readonly<Record<string, readonly string[]>> = {
  "#": [
    "$schema",
    "mcpServers"
  ],
  "#/properties/mcpServers/additionalProperties": [
    "command",
    "args",
    "cwd",
    "env",
    "url",
    "headers",
    "lifecycle",
    "requestTimeoutMs",
    "reconnect"
  ],
  "#/properties/mcpServers/additionalProperties/properties/reconnect": [
    "automatic",
    "maxAttempts",
    "baseDelayMs"
  ]
};

export const SCHEMA_RANGES: Readonly<Record<string, { readonly min?: number; readonly max?: number }>> = {
  "#/properties/mcpServers/additionalProperties/properties/requestTimeoutMs": {
    "max": 2147483647
  },
  "#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts": {
    "min": 1,
    "max": 3
  },
  "#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs": {
    "min": 100,
    "max": 500
  }
};

export const REFERENCE_FIELD_PATHS = [
  "#/properties/mcpServers/additionalProperties/properties/env",
  "#/properties/mcpServers/additionalProperties/properties/headers"
] as const;

export const SERVER_FIELDS = [
  {
    "name": "command",
    "type": "string",
    "transport": "stdio",
    "references": false,
    "default": "",
    "bounds": "non-blank",
    "description": "Executable name or path. Selects stdio. Never expanded."
  },
  {
    "name": "args",
    "type": "string[]",
    "transport": "stdio",
    "references": false,
    "default": "[]",
    "bounds": "",
    "description": "Literal command arguments. Never expanded."
  },
  {
    "name": "cwd",
    "type": "string",
    "transport": "stdio",
    "references": false,
    "default": "",
    "bounds": "non-blank",
    "description": "Working directory of the server process; a relative path is taken from the session directory."
  },
  {
    "name": "env",
    "type": "{ [name]: string }",
    "transport": "stdio",
    "references": true,
    "default": "{}",
    "bounds": "",
    "description": "Variables added to the SDK's safe default environment. Credential-shaped keys must use a reference."
  },
  {
    "name": "url",
    "type": "string",
    "transport": "http",
    "references": false,
    "default": "",
    "bounds": "non-blank",
    "description": "Streamable HTTP endpoint (http or https). Selects HTTP. Never expanded."
  },
  {
    "name": "headers",
    "type": "{ [name]: string }",
    "transport": "http",
    "references": true,
    "default": "{}",
    "bounds": "",
    "description": "Request headers. Credential-shaped names (Authorization, Cookie, *-API-Key, ...) must use a reference."
  },
  {
    "name": "lifecycle",
    "type": "\"lazy\"",
    "transport": "both",
    "references": false,
    "default": "",
    "bounds": "",
    "description": "Compatibility declaration; only `lazy` is accepted, and it changes nothing."
  },
  {
    "name": "requestTimeoutMs",
    "type": "integer",
    "transport": "both",
    "references": false,
    "default": "",
    "bounds": "≤ 2147483647",
    "description": "Bounds connect (spawn + initialize) and every MCP request. 0 or less keeps the SDK default."
  },
  {
    "name": "reconnect",
    "type": "{ automatic, maxAttempts, baseDelayMs }",
    "transport": "both",
    "references": false,
    "default": "",
    "bounds": "",
    "description": "Recovery policy. Never replays a failed request."
  },
  {
    "name": "reconnect.automatic",
    "type": "boolean",
    "transport": "both",
    "references": false,
    "default": "false",
    "bounds": "",
    "description": "Start a bounded reconnect in the background after a transport failure."
  },
  {
    "name": "reconnect.maxAttempts",
    "type": "integer",
    "transport": "both",
    "references": false,
    "default": "1",
    "bounds": "1–3",
    "description": "Attempts per reconnect."
  },
  {
    "name": "reconnect.baseDelayMs",
    "type": "integer",
    "transport": "both",
    "references": false,
    "default": "100",
    "bounds": "100–500",
    "description": "Backoff base; the delay after failed attempt i is baseDelayMs x 2^i."
  }
] as const;

export const CONFIG_DEFAULTS = {
  "server": {
    "args": [],
    "env": {},
    "headers": {}
  },
  "reconnect": {
    "automatic": false,
    "maxAttempts": 1,
    "baseDelayMs": 100
  }
} as const;
