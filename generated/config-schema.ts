// Generated from spec/config.schema.yaml (sha256 439938d232bdfb83), spec/limits.yaml (sha256 d2503a614ec484cb), spec/credentials.yaml (sha256 553ed71bb725a74d), spec/errors.yaml (sha256 250511c2f6368d56) by codegen/emit-modules.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

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
  "#/properties/mcpServers/additionalProperties/allOf/1/then/properties/headers": "MCPA_CONFIG_HTTP_ONLY_FIELD",
  "#/allOf/0/not": "MCPA_CONFIG_SERVERS_TYPE",
  "#/properties/mcpServers/propertyNames/allOf/0/not": "MCPA_CONFIG_SERVER_NAME",
  "#/properties/mcpServers/propertyNames/allOf/1/not": "MCPA_CONFIG_SERVER_NAME",
  "#/properties/mcpServers/additionalProperties/allOf/2/not": "MCPA_CONFIG_TRANSPORT_CHOICE",
  "#/properties/mcpServers/additionalProperties/allOf/3/not": "MCPA_CONFIG_TRANSPORT_CHOICE",
  "#/properties/mcpServers/additionalProperties/properties/requestTimeoutMs/allOf/0/not": "MCPA_CONFIG_RANGE",
  "#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/allOf/0/not": "MCPA_CONFIG_RANGE",
  "#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts/allOf/1/not": "MCPA_CONFIG_RANGE",
  "#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/allOf/0/not": "MCPA_CONFIG_RANGE",
  "#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs/allOf/1/not": "MCPA_CONFIG_RANGE",
  "#/properties/mcpServers/additionalProperties/properties/alwaysAllow/allOf/0/not": "MCPA_CONFIG_APPROVAL_FIELD",
  "#/properties/mcpServers/additionalProperties/properties/autoApprove/allOf/0/not": "MCPA_CONFIG_APPROVAL_FIELD"
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
    "cacheTools",
    "pinTools",
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

export const RANGE_WORDS: Readonly<Record<string, string>> = {
  "#/properties/mcpServers/additionalProperties/properties/requestTimeoutMs": "at most 2147483647",
  "#/properties/mcpServers/additionalProperties/properties/reconnect/properties/maxAttempts": "from 1 to 3",
  "#/properties/mcpServers/additionalProperties/properties/reconnect/properties/baseDelayMs": "from 100 to 500"
};

export const TYPE_WORDS: Readonly<Record<string, string>> = {
  "string": "a string",
  "integer": "an integer",
  "number": "a number",
  "boolean": "true or false",
  "object": "an object",
  "array": "an array",
  "null": "null"
};

export const IGNORED_ROOT_KEYS: Readonly<Record<string, string>> = {
  "settings": "pi-mcp-adapter",
  "imports": "pi-mcp-adapter"
};

export const CONFIG_DEFAULTS = {
  "server": {
    "args": [],
    "env": {},
    "headers": {},
    "protocolVersion": "auto",
    "disabled": false,
    "cacheTools": true,
    "pinTools": false
  },
  "reconnect": {
    "automatic": false,
    "maxAttempts": 1,
    "baseDelayMs": 100
  }
} as const;
