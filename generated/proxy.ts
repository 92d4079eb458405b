// Generated from spec/proxy-request.yaml (sha256 1a495578c119c090), spec/limits.yaml (sha256 ec15508075391301) by codegen/emit-modules.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export const TOOL_DEFINITION = {
  "name": "mcp",
  "label": "MCP",
  "description": "Use tools, resources and prompts of configured MCP servers, one named server per call. {} reports status without connecting.",
  "guidelines": [
    "Call {} to see server names; {\"search\":\"words\"} without server finds tools across them; {\"server\":S} lists one.",
    "Before calling an unfamiliar tool, describe it: {\"server\":S,\"describe\":T}; then {\"server\":S,\"tool\":T,\"args\":{...}}.",
    "Resources, prompts, reconnect and output.read need \"operation\"; pass only mcp-resource-/mcp-output- references the adapter gave you."
  ],
  "effects": [
    "read",
    "write",
    "execute",
    "network"
  ],
  "parameters": {
    "type": "object",
    "additionalProperties": false,
    "properties": {
      "server": {
        "type": "string",
        "description": "Configured server name."
      },
      "operation": {
        "type": "string",
        "enum": [
          "tools.list",
          "tools.search",
          "servers.search",
          "tools.describe",
          "tools.call",
          "resources.list",
          "resources.read",
          "prompts.list",
          "prompts.get",
          "reconnect",
          "output.read"
        ]
      },
      "query": {
        "type": "string"
      },
      "name": {
        "type": "string"
      },
      "arguments": {
        "type": "object"
      },
      "resource": {
        "type": "string"
      },
      "prompt": {
        "type": "string"
      },
      "output": {
        "type": "string"
      },
      "offset": {
        "type": "integer"
      },
      "search": {
        "type": "string"
      },
      "describe": {
        "type": "string"
      },
      "tool": {
        "type": "string"
      },
      "args": {
        "type": "object"
      }
    }
  }
} as const;

export const REQUEST_FIELDS = {
  "server": {
    "type": "string",
    "kind": "text",
    "description": "Configured server name."
  },
  "operation": {
    "type": "string",
    "kind": "operation"
  },
  "query": {
    "type": "string",
    "kind": "text"
  },
  "name": {
    "type": "string",
    "kind": "text"
  },
  "arguments": {
    "type": "object",
    "kind": "object"
  },
  "resource": {
    "type": "string",
    "kind": "reference",
    "prefix": "mcp-resource-",
    "uri": true
  },
  "prompt": {
    "type": "string",
    "kind": "text"
  },
  "output": {
    "type": "string",
    "kind": "reference",
    "prefix": "mcp-output-"
  },
  "offset": {
    "type": "integer",
    "kind": "offset"
  },
  "search": {
    "type": "string",
    "kind": "text",
    "legacy": true
  },
  "describe": {
    "type": "string",
    "kind": "text",
    "legacy": true
  },
  "tool": {
    "type": "string",
    "kind": "text",
    "legacy": true
  },
  "args": {
    "type": "object",
    "kind": "object",
    "legacy": true
  }
} as const;

export const REFERENCE_HEX_CHARS = 32 as const;

export const REFERENCE_PREFIXES = {
  "resource": "mcp-resource-",
  "output": "mcp-output-"
} as const;

export const DETAILS_KEY = "travis234Mcp" as const;

export const OPERATIONS = [
  {
    "id": "tools.list",
    "label": "list",
    "legacy": {},
    "fields": {},
    "connects": true,
    "summary": "The server's tools with one-line summaries, marked read-only, destructive or needs tasks; the server's instructions in the first listing of a connection.",
    "example": {
      "server": "{server}"
    }
  },
  {
    "id": "tools.search",
    "label": "search",
    "legacy": {
      "search": "query"
    },
    "fields": {
      "query": "required"
    },
    "connects": true,
    "summary": "Up to 20 tools whose name, title or description has every word of the query (get_sum finds get-sum), best match first.",
    "example": {
      "server": "{server}",
      "search": "issue"
    }
  },
  {
    "id": "servers.search",
    "label": "servers.search",
    "serverless": true,
    "legacy": {
      "search": "query"
    },
    "fields": {
      "query": "required"
    },
    "connects": false,
    "summary": "Without `server`, the same search in the cached catalogs of every configured server, each hit naming its server; connects nothing, and says which servers have no cached catalog yet, which are never cached and why, and how old each one is.",
    "example": {
      "search": "issue"
    }
  },
  {
    "id": "tools.describe",
    "label": "describe",
    "legacy": {
      "describe": "name"
    },
    "fields": {
      "name": "required"
    },
    "connects": true,
    "summary": "One tool's whole description, title, annotations, input schema and output schema.",
    "example": {
      "server": "{server}",
      "describe": "{tool}"
    }
  },
  {
    "id": "tools.call",
    "label": "call",
    "legacy": {
      "tool": "name",
      "args": "arguments"
    },
    "fields": {
      "name": "required",
      "arguments": "optional"
    },
    "connects": true,
    "summary": "Calls the tool once with `arguments` (default {}); never retried.",
    "example": {
      "server": "{server}",
      "tool": "{tool}",
      "args": {}
    }
  },
  {
    "id": "resources.list",
    "label": "resources.list",
    "fields": {
      "query": "optional"
    },
    "connects": true,
    "summary": "Resources and templates with opaque mcp-resource- references; `query` filters.",
    "example": {
      "server": "{server}",
      "operation": "resources.list"
    }
  },
  {
    "id": "resources.read",
    "label": "resources.read",
    "fields": {
      "resource": "required",
      "arguments": "optional"
    },
    "connects": true,
    "summary": "Reads one resource by a reference from the current listing or a tool's resource link, or by a URI the server lists, links or matches with a template; a template's reference takes `arguments` for its variables.",
    "example": {
      "server": "{server}",
      "operation": "resources.read",
      "resource": "mcp-resource-0123456789abcdef0123456789abcdef"
    }
  },
  {
    "id": "prompts.list",
    "label": "prompts.list",
    "fields": {
      "query": "optional"
    },
    "connects": true,
    "summary": "Prompts and their arguments; `query` filters.",
    "example": {
      "server": "{server}",
      "operation": "prompts.list"
    }
  },
  {
    "id": "prompts.get",
    "label": "prompts.get",
    "fields": {
      "prompt": "required",
      "arguments": "optional"
    },
    "stringArguments": true,
    "connects": true,
    "summary": "One prompt's messages; string arguments are checked against the catalog first.",
    "example": {
      "server": "{server}",
      "operation": "prompts.get",
      "prompt": "review",
      "arguments": {
        "topic": "changes"
      }
    }
  },
  {
    "id": "reconnect",
    "label": "reconnect",
    "fields": {},
    "connects": true,
    "summary": "Closes the connection and opens a fresh one, re-resolving references.",
    "example": {
      "server": "{server}",
      "operation": "reconnect"
    }
  },
  {
    "id": "output.read",
    "label": "output.read",
    "fields": {
      "output": "required",
      "offset": "optional"
    },
    "connects": false,
    "summary": "The next window of a spilled text result, from `offset` bytes (default 0).",
    "example": {
      "server": "{server}",
      "operation": "output.read",
      "output": "mcp-output-0123456789abcdef0123456789abcdef"
    }
  }
] as const;

export const APPROVAL_TABLE = {
  "statusLabel": "status",
  "invalidLabel": "validation",
  "facadeLabel": "{facade}.{operation}",
  "valueMaxChars": 160,
  "trim": [
    9,
    10,
    11,
    12,
    13,
    32,
    160,
    5760,
    8192,
    8193,
    8194,
    8195,
    8196,
    8197,
    8198,
    8199,
    8200,
    8201,
    8202,
    8232,
    8233,
    8239,
    8287,
    12288,
    65279
  ],
  "maxOffset": 9007199254740991,
  "hexChars": 32,
  "serverField": "server",
  "operationField": "operation",
  "fields": {
    "server": {
      "kind": "text",
      "legacy": false
    },
    "operation": {
      "kind": "operation",
      "legacy": false
    },
    "query": {
      "kind": "text",
      "legacy": false
    },
    "name": {
      "kind": "text",
      "legacy": false
    },
    "arguments": {
      "kind": "object",
      "legacy": false
    },
    "resource": {
      "kind": "reference",
      "legacy": false,
      "prefix": "mcp-resource-",
      "uri": true
    },
    "prompt": {
      "kind": "text",
      "legacy": false
    },
    "output": {
      "kind": "reference",
      "legacy": false,
      "prefix": "mcp-output-"
    },
    "offset": {
      "kind": "offset",
      "legacy": false
    },
    "search": {
      "kind": "text",
      "legacy": true
    },
    "describe": {
      "kind": "text",
      "legacy": true
    },
    "tool": {
      "kind": "text",
      "legacy": true
    },
    "args": {
      "kind": "object",
      "legacy": true
    }
  },
  "operations": {
    "tools.list": {
      "label": "list",
      "required": [],
      "optional": [],
      "stringArguments": false,
      "serverless": false
    },
    "tools.search": {
      "label": "search",
      "required": [
        "query"
      ],
      "optional": [],
      "stringArguments": false,
      "serverless": false
    },
    "servers.search": {
      "label": "servers.search",
      "required": [
        "query"
      ],
      "optional": [],
      "stringArguments": false,
      "serverless": true
    },
    "tools.describe": {
      "label": "describe",
      "required": [
        "name"
      ],
      "optional": [],
      "stringArguments": false,
      "serverless": false
    },
    "tools.call": {
      "label": "call",
      "required": [
        "name"
      ],
      "optional": [
        "arguments"
      ],
      "stringArguments": false,
      "serverless": false
    },
    "resources.list": {
      "label": "resources.list",
      "required": [],
      "optional": [
        "query"
      ],
      "stringArguments": false,
      "serverless": false
    },
    "resources.read": {
      "label": "resources.read",
      "required": [
        "resource"
      ],
      "optional": [
        "arguments"
      ],
      "stringArguments": false,
      "serverless": false
    },
    "prompts.list": {
      "label": "prompts.list",
      "required": [],
      "optional": [
        "query"
      ],
      "stringArguments": false,
      "serverless": false
    },
    "prompts.get": {
      "label": "prompts.get",
      "required": [
        "prompt"
      ],
      "optional": [
        "arguments"
      ],
      "stringArguments": true,
      "serverless": false
    },
    "reconnect": {
      "label": "reconnect",
      "required": [],
      "optional": [],
      "stringArguments": false,
      "serverless": false
    },
    "output.read": {
      "label": "output.read",
      "required": [
        "output"
      ],
      "optional": [
        "offset"
      ],
      "stringArguments": false,
      "serverless": false
    }
  },
  "legacy": {
    "default": "tools.list",
    "selectors": {
      "search": "tools.search",
      "describe": "tools.describe",
      "tool": "tools.call"
    },
    "serverless": {
      "search": "servers.search"
    },
    "aliases": {
      "tools.list": {},
      "tools.search": {
        "search": "query"
      },
      "servers.search": {
        "search": "query"
      },
      "tools.describe": {
        "describe": "name"
      },
      "tools.call": {
        "tool": "name",
        "args": "arguments"
      }
    }
  },
  "valueCodes": {
    "text": "MCPA_REQUEST_EMPTY_VALUE",
    "object": "MCPA_REQUEST_OBJECT_TYPE",
    "reference": "MCPA_REQUEST_REFERENCE_FORMAT",
    "offset": "MCPA_REQUEST_OFFSET_TYPE",
    "stringArguments": "MCPA_REQUEST_PROMPT_ARGUMENT_TYPE"
  },
  "rules": [
    {
      "when": "notObject",
      "code": "MCPA_REQUEST_NOT_OBJECT"
    },
    {
      "when": "noField",
      "answersStatus": true
    },
    {
      "when": "unknownField",
      "code": "MCPA_REQUEST_UNKNOWN_FIELDS"
    },
    {
      "when": "serverNotText",
      "code": "MCPA_REQUEST_SERVER_REQUIRED"
    },
    {
      "when": "serverGiven",
      "form": "explicit",
      "code": "MCPA_REQUEST_SERVER_NOT_TAKEN"
    },
    {
      "when": "legacyField",
      "form": "explicit",
      "code": "MCPA_REQUEST_MIXED_FORMS"
    },
    {
      "when": "unknownOperation",
      "form": "explicit",
      "code": "MCPA_REQUEST_UNKNOWN_OPERATION"
    },
    {
      "when": "fieldOutsideOperation",
      "form": "explicit",
      "code": "MCPA_REQUEST_FIELDS_MISMATCH"
    },
    {
      "when": "requiredMissing",
      "form": "explicit",
      "code": "MCPA_REQUEST_EMPTY_VALUE"
    },
    {
      "when": "explicitField",
      "form": "legacy",
      "code": "MCPA_REQUEST_EXPLICIT_WITHOUT_OPERATION"
    },
    {
      "when": "severalSelectors",
      "form": "legacy",
      "code": "MCPA_REQUEST_MULTIPLE_OPERATIONS"
    },
    {
      "when": "aliasOutsideOperation",
      "form": "legacy",
      "code": "MCPA_REQUEST_ARGS_WITHOUT_TOOL"
    },
    {
      "when": "badValue"
    }
  ]
} as const;
