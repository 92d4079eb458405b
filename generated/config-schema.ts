// Generated from spec/config.schema.yaml (sha256 7e49d523850b8b1a), spec/limits.yaml (sha256 798bb17fa7c5ac07), spec/credentials.yaml (sha256 ac1349eb9366da59) by codegen/emit-modules.ts; do not edit.
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
    "settings": {
      "description": "Settings of pi-mcp-adapter, which reads the same file. Ignored here, with a notice."
    },
    "imports": {
      "description": "Host imports of pi-mcp-adapter, which reads the same file. Ignored here, with a notice."
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
        "maxLength": 128,
        "errorMessage": "The server name is not valid."
      },
      "additionalProperties": {
        "type": "object",
        "title": "McpServer",
        "description": "One server. Exactly one of `command` (stdio) or `url` (Streamable HTTP).",
        "additionalProperties": false,
        "properties": {
          "type": {
            "type": "string",
            "enum": [
              "stdio",
              "http",
              "streamable-http",
              "streamableHttp"
            ],
            "description": "Optional, as peer clients write it: \"stdio\" with `command`; \"http\", \"streamable-http\" or \"streamableHttp\" with `url`. Legacy \"sse\" is not supported.",
            "errorMessage": "`type` names a transport this adapter does not speak. Fix: Use \"stdio\" with `command`, or \"http\" (also \"streamable-http\" or \"streamableHttp\") with `url`, or remove `type`. Legacy SSE is not supported: point `url` at the server's Streamable HTTP endpoint (often /mcp, not /sse)."
          },
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
            "description": "Variables added to the SDK's safe default environment. Credential-shaped keys must use a reference.",
            "patternProperties": {
              "^.*(?:[Aa][Pp][Ii][_\\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\\-][Kk][Ee][Yy])": {
                "type": "string",
                "pattern": "(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*",
                "description": "A credential-shaped name: the value must reference an environment variable, such as \"Bearer ${TOKEN}\"; a literal or a default is an error.",
                "patternErrorMessage": "`This value` looks like a credential but holds a literal value."
              }
            }
          },
          "url": {
            "type": "string",
            "pattern": "^[Hh][Tt][Tt][Pp][Ss]?://\\S+$",
            "description": "Streamable HTTP endpoint (http or https). Selects HTTP. Never expanded.",
            "errorMessage": "`url` must be an absolute http or https URL. Fix: Write the full endpoint, for example \"https://example.com/mcp\"."
          },
          "headers": {
            "type": "object",
            "additionalProperties": {
              "type": "string"
            },
            "default": {},
            "description": "Request headers. Credential-shaped names (Authorization, Cookie, *-API-Key, ...) must use a reference.",
            "patternProperties": {
              "^(?:.*(?:[Aa][Pp][Ii][_\\-][Kk][Ee][Yy]|[Aa][Pp][Ii][Kk][Ee][Yy]|[Tt][Oo][Kk][Ee][Nn]|[Ss][Ee][Cc][Rr][Ee][Tt]|[Pp][Aa][Ss][Ss][Ww][Oo][Rr][Dd]|[Pp][Aa][Ss][Ss][Ww][Dd]|[Oo][Aa][Uu][Tt][Hh]|[Cc][Rr][Ee][Dd][Ee][Nn][Tt][Ii][Aa][Ll]|[Pp][Rr][Ii][Vv][Aa][Tt][Ee][_\\-][Kk][Ee][Yy]|[Aa][Cc][Cc][Ee][Ss][Ss][_\\-][Kk][Ee][Yy])|(?:[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn]|[Cc][Oo][Oo][Kk][Ii][Ee]|[Pp][Rr][Oo][Xx][Yy]-[Aa][Uu][Tt][Hh][Oo][Rr][Ii][Zz][Aa][Tt][Ii][Oo][Nn])$)": {
                "type": "string",
                "pattern": "(?:^|[^$])(?:\\$\\$)*\\$\\{(?:env:)?[A-Za-z_][A-Za-z0-9_]*\\}|(?:^|[^$A-Za-z0-9_])\\$env:[A-Za-z_][A-Za-z0-9_]*|(?:^|[^$])(?:\\$\\$)+\\$env:[A-Za-z_][A-Za-z0-9_]*",
                "description": "A credential-shaped name: the value must reference an environment variable, such as \"Bearer ${TOKEN}\"; a literal or a default is an error.",
                "patternErrorMessage": "`This value` looks like a credential but holds a literal value."
              }
            }
          },
          "lifecycle": {
            "const": "lazy",
            "description": "Compatibility declaration; only `lazy` is accepted, and it changes nothing.",
            "errorMessage": "`lifecycle` accepts only \"lazy\"; connections are always lazy. Fix: Remove `lifecycle` or set it to \"lazy\". Eager and keep-alive modes are not supported."
          },
          "requestTimeoutMs": {
            "type": "integer",
            "description": "Bounds connect (spawn + initialize) and every MCP request. 0 or less keeps the SDK default.",
            "maximum": 2147483647
          },
          "protocolVersion": {
            "type": "string",
            "enum": [
              "auto",
              "legacy",
              "2026-07-28"
            ],
            "default": "auto",
            "description": "MCP protocol era. `auto` asks the server (`server/discover`) and falls back to the 2025 handshake; `legacy` always uses the 2025 handshake; a revision such as `2026-07-28` requires that revision. The verdict is kept for the runtime's life.",
            "errorMessage": "`protocolVersion` accepts \"auto\", \"legacy\" or \"2026-07-28\". Fix: Remove `protocolVersion` (auto: the server is asked which era it speaks), or set \"legacy\" for the 2025 handshake."
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
          },
          "disabled": {
            "type": "boolean",
            "default": false,
            "description": "true keeps the server configured but off: it is never started, status and check show it as off, and a call to it says so."
          },
          "includeTools": {
            "type": "array",
            "items": {
              "type": "string",
              "pattern": "\\S"
            },
            "description": "Tool names or simple globs (`*` any run of characters, `?` one character). `includeTools` keeps only matching tools, `excludeTools` hides matching ones (it wins); hidden tools are not listed, found, described or called."
          },
          "excludeTools": {
            "type": "array",
            "items": {
              "type": "string",
              "pattern": "\\S"
            },
            "description": "Tool names or simple globs (`*` any run of characters, `?` one character). `includeTools` keeps only matching tools, `excludeTools` hides matching ones (it wins); hidden tools are not listed, found, described or called."
          },
          "alwaysAllow": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "maxItems": 0,
            "description": "A pre-approval list of Cline or Windsurf. Only the empty list (what every entry means here) is accepted; approvals are the host's decision.",
            "errorMessage": "`alwaysAllow` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance."
          },
          "autoApprove": {
            "type": "array",
            "items": {
              "type": "string"
            },
            "maxItems": 0,
            "description": "A pre-approval list of Cline or Windsurf. Only the empty list (what every entry means here) is accepted; approvals are the host's decision.",
            "errorMessage": "`autoApprove` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance."
          },
          "trust": {
            "const": false,
            "description": "Gemini CLI's confirmation bypass. Only false (what it means here) is accepted; true is an error: approvals are the host's decision.",
            "errorMessage": "`trust` pre-approves tools for another MCP client and is not supported here. Fix: Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance."
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
                "type": {
                  "not": {
                    "enum": [
                      "stdio"
                    ]
                  },
                  "errorMessage": "`type` contradicts the transport of this server: `command` means stdio and `url` means Streamable HTTP. Fix: Write \"type\": \"stdio\" with `command` or \"type\": \"http\" with `url`, or remove `type`."
                },
                "args": {
                  "not": {},
                  "errorMessage": "`args` applies only to stdio servers (those with `command`). Fix: Remove `args` from this url server."
                },
                "cwd": {
                  "not": {},
                  "errorMessage": "`cwd` applies only to stdio servers (those with `command`). Fix: Remove `cwd` from this url server."
                },
                "env": {
                  "not": {},
                  "errorMessage": "`env` applies only to stdio servers (those with `command`). Fix: Remove `env` from this url server."
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
                "type": {
                  "not": {
                    "enum": [
                      "http",
                      "streamable-http",
                      "streamableHttp"
                    ]
                  },
                  "errorMessage": "`type` contradicts the transport of this server: `command` means stdio and `url` means Streamable HTTP. Fix: Write \"type\": \"stdio\" with `command` or \"type\": \"http\" with `url`, or remove `type`."
                },
                "headers": {
                  "not": {},
                  "errorMessage": "`headers` applies only to Streamable HTTP servers (those with `url`). Fix: Remove `headers`, or pass values to a stdio server through `env`."
                }
              }
            }
          }
        ],
        "errorMessage": "A server needs exactly one of `command` (stdio) or `url` (Streamable HTTP). Fix: Keep `command` for a local process or `url` for a remote endpoint, not both and not neither."
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
  "#/properties/mcpServers/additionalProperties/properties/type": "MCPA_CONFIG_TRANSPORT_TYPE",
  "#/properties/mcpServers/additionalProperties/properties/url": "MCPA_CONFIG_URL_INVALID",
  "#/properties/mcpServers/additionalProperties/properties/lifecycle": "MCPA_CONFIG_LIFECYCLE",
  "#/properties/mcpServers/additionalProperties/properties/protocolVersion": "MCPA_CONFIG_PROTOCOL_VERSION",
  "#/properties/mcpServers/additionalProperties/properties/alwaysAllow": "MCPA_CONFIG_APPROVAL_FIELD",
  "#/properties/mcpServers/additionalProperties/properties/autoApprove": "MCPA_CONFIG_APPROVAL_FIELD",
  "#/properties/mcpServers/additionalProperties/properties/trust": "MCPA_CONFIG_APPROVAL_FIELD",
  "#/properties/mcpServers/additionalProperties/allOf/0/then/properties/type": "MCPA_CONFIG_TRANSPORT_MISMATCH",
  "#/properties/mcpServers/additionalProperties/allOf/0/then/properties/args": "MCPA_CONFIG_STDIO_ONLY_FIELD",
  "#/properties/mcpServers/additionalProperties/allOf/0/then/properties/cwd": "MCPA_CONFIG_STDIO_ONLY_FIELD",
  "#/properties/mcpServers/additionalProperties/allOf/0/then/properties/env": "MCPA_CONFIG_STDIO_ONLY_FIELD",
  "#/properties/mcpServers/additionalProperties/allOf/1/then/properties/type": "MCPA_CONFIG_TRANSPORT_MISMATCH",
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
    "timeout": "MCPA_CONFIG_TIMEOUT_FIELD",
    "oauth": "MCPA_CONFIG_UNSUPPORTED_FEATURE",
    "auth": "MCPA_CONFIG_UNSUPPORTED_FEATURE",
    "directTools": "MCPA_CONFIG_UNSUPPORTED_FEATURE"
  }
};

export const ALLOWED_KEYS: Readonly<Record<string, readonly string[]>> = {
  "#": [
    "$schema",
    "settings",
    "imports",
    "mcpServers"
  ],
  "#/properties/mcpServers/additionalProperties": [
    "type",
    "command",
    "args",
    "cwd",
    "env",
    "url",
    "headers",
    "lifecycle",
    "requestTimeoutMs",
    "protocolVersion",
    "reconnect",
    "disabled",
    "includeTools",
    "excludeTools",
    "alwaysAllow",
    "autoApprove",
    "trust"
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

export const IGNORED_ROOT_KEYS: Readonly<Record<string, string>> = {
  "settings": "pi-mcp-adapter",
  "imports": "pi-mcp-adapter"
};

export const SERVER_FIELDS = [
  {
    "name": "type",
    "type": "\"stdio\" or \"http\" or \"streamable-http\" or \"streamableHttp\"",
    "transport": "both",
    "references": false,
    "default": "",
    "bounds": "",
    "description": "Optional, as peer clients write it: \"stdio\" with `command`; \"http\", \"streamable-http\" or \"streamableHttp\" with `url`. Legacy \"sse\" is not supported."
  },
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
    "name": "protocolVersion",
    "type": "\"auto\" or \"legacy\" or \"2026-07-28\"",
    "transport": "both",
    "references": false,
    "default": "\"auto\"",
    "bounds": "",
    "description": "MCP protocol era. `auto` asks the server (`server/discover`) and falls back to the 2025 handshake; `legacy` always uses the 2025 handshake; a revision such as `2026-07-28` requires that revision. The verdict is kept for the runtime's life."
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
  },
  {
    "name": "disabled",
    "type": "boolean",
    "transport": "both",
    "references": false,
    "default": "false",
    "bounds": "",
    "description": "true keeps the server configured but off: it is never started, status and check show it as off, and a call to it says so."
  },
  {
    "name": "includeTools",
    "type": "string[]",
    "transport": "both",
    "references": false,
    "default": "",
    "bounds": "",
    "description": "Tool names or simple globs (`*` any run of characters, `?` one character). `includeTools` keeps only matching tools, `excludeTools` hides matching ones (it wins); hidden tools are not listed, found, described or called."
  },
  {
    "name": "excludeTools",
    "type": "string[]",
    "transport": "both",
    "references": false,
    "default": "",
    "bounds": "",
    "description": "Tool names or simple globs (`*` any run of characters, `?` one character). `includeTools` keeps only matching tools, `excludeTools` hides matching ones (it wins); hidden tools are not listed, found, described or called."
  },
  {
    "name": "alwaysAllow",
    "type": "string[]",
    "transport": "both",
    "references": false,
    "default": "",
    "bounds": "",
    "description": "A pre-approval list of Cline or Windsurf. Only the empty list (what every entry means here) is accepted; approvals are the host's decision."
  },
  {
    "name": "autoApprove",
    "type": "string[]",
    "transport": "both",
    "references": false,
    "default": "",
    "bounds": "",
    "description": "A pre-approval list of Cline or Windsurf. Only the empty list (what every entry means here) is accepted; approvals are the host's decision."
  },
  {
    "name": "trust",
    "type": "false",
    "transport": "both",
    "references": false,
    "default": "",
    "bounds": "",
    "description": "Gemini CLI's confirmation bypass. Only false (what it means here) is accepted; true is an error: approvals are the host's decision."
  }
] as const;

export const CONFIG_DEFAULTS = {
  "server": {
    "args": [],
    "env": {},
    "headers": {},
    "protocolVersion": "auto",
    "disabled": false
  },
  "reconnect": {
    "automatic": false,
    "maxAttempts": 1,
    "baseDelayMs": 100
  }
} as const;
