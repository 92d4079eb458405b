// Generated from spec/packaged.yaml (sha256 dde078eaa12b1336), spec/limits.yaml (sha256 798bb17fa7c5ac07) by codegen/emit-packaged.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export const PACKAGED_SCHEMAS = {
  "PackagedServer": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "kind",
      "name",
      "packageRoot",
      "command"
    ],
    "properties": {
      "kind": {
        "const": "executable"
      },
      "name": {
        "type": "string",
        "minLength": 1,
        "pattern": "^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$",
        "description": "1 to 128 characters, no control characters, no leading or trailing whitespace.",
        "maxLength": 128,
        "errorMessage": "The server name is not valid."
      },
      "packageRoot": {
        "type": "string",
        "minLength": 1
      },
      "command": {
        "type": "string",
        "minLength": 1
      },
      "args": {
        "type": "array",
        "items": {
          "type": "string"
        }
      },
      "requestTimeoutMs": {
        "type": "integer",
        "minimum": 1,
        "maximum": 2147483647
      }
    }
  },
  "PackagedPythonServer": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "kind",
      "name",
      "packageRoot",
      "entryPoint"
    ],
    "properties": {
      "kind": {
        "const": "python"
      },
      "name": {
        "type": "string",
        "minLength": 1,
        "pattern": "^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$",
        "description": "1 to 128 characters, no control characters, no leading or trailing whitespace.",
        "maxLength": 128,
        "errorMessage": "The server name is not valid."
      },
      "packageRoot": {
        "type": "string",
        "minLength": 1
      },
      "entryPoint": {
        "type": "string",
        "minLength": 1
      },
      "args": {
        "type": "array",
        "items": {
          "type": "string"
        }
      },
      "env": {
        "type": "object",
        "additionalProperties": {
          "type": "string"
        }
      },
      "requestTimeoutMs": {
        "type": "integer",
        "minimum": 1,
        "maximum": 2147483647
      }
    }
  },
  "PackagedNodeServer": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "kind",
      "name",
      "packageRoot",
      "entryPoint"
    ],
    "properties": {
      "kind": {
        "const": "node"
      },
      "name": {
        "type": "string",
        "minLength": 1,
        "pattern": "^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$",
        "description": "1 to 128 characters, no control characters, no leading or trailing whitespace.",
        "maxLength": 128,
        "errorMessage": "The server name is not valid."
      },
      "packageRoot": {
        "type": "string",
        "minLength": 1
      },
      "entryPoint": {
        "type": "string",
        "minLength": 1
      },
      "args": {
        "type": "array",
        "items": {
          "type": "string"
        }
      },
      "env": {
        "type": "object",
        "additionalProperties": {
          "type": "string"
        }
      },
      "requestTimeoutMs": {
        "type": "integer",
        "minimum": 1,
        "maximum": 2147483647
      }
    }
  },
  "FacadeOperation": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "name",
      "tool",
      "description",
      "fields"
    ],
    "properties": {
      "name": {
        "type": "string",
        "pattern": "^[a-z][a-z0-9_]{0,63}$"
      },
      "tool": {
        "type": "string",
        "minLength": 1,
        "maxLength": 256
      },
      "description": {
        "type": "string",
        "minLength": 1,
        "maxLength": 1024
      },
      "fields": {
        "type": "object",
        "additionalProperties": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "type",
            "description",
            "required"
          ],
          "properties": {
            "type": {
              "enum": [
                "string",
                "number",
                "integer",
                "boolean",
                "object",
                "array"
              ]
            },
            "description": {
              "type": "string",
              "maxLength": 512
            },
            "required": {
              "type": "boolean"
            }
          }
        }
      },
      "fixedArguments": {
        "type": "object"
      }
    }
  },
  "PackagedToolFacade": {
    "type": "object",
    "additionalProperties": false,
    "required": [
      "name",
      "server",
      "label",
      "description",
      "effects",
      "operations"
    ],
    "properties": {
      "name": {
        "type": "string",
        "pattern": "^[A-Za-z][A-Za-z0-9_-]{0,63}$"
      },
      "server": {
        "type": "string",
        "minLength": 1,
        "pattern": "^[^\\s\\x00-\\x1f\\x7f-\\x9f](?:[^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$",
        "description": "1 to 128 characters, no control characters, no leading or trailing whitespace.",
        "maxLength": 128,
        "errorMessage": "The server name is not valid."
      },
      "label": {
        "type": "string",
        "minLength": 1,
        "maxLength": 64
      },
      "description": {
        "type": "string",
        "minLength": 1,
        "maxLength": 1024
      },
      "guidelines": {
        "type": "array",
        "maxItems": 8,
        "items": {
          "type": "string",
          "minLength": 1,
          "maxLength": 300
        }
      },
      "effects": {
        "type": "array",
        "minItems": 1,
        "uniqueItems": true,
        "items": {
          "enum": [
            "read",
            "write",
            "execute",
            "network"
          ]
        }
      },
      "output": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "maxBytes": {
            "type": "integer",
            "minimum": 1,
            "maximum": 51200
          },
          "maxLines": {
            "type": "integer",
            "minimum": 1,
            "maximum": 2000
          }
        }
      },
      "operations": {
        "type": "array",
        "minItems": 1,
        "maxItems": 32,
        "items": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "name",
            "tool",
            "description",
            "fields"
          ],
          "properties": {
            "name": {
              "type": "string",
              "pattern": "^[a-z][a-z0-9_]{0,63}$"
            },
            "tool": {
              "type": "string",
              "minLength": 1,
              "maxLength": 256
            },
            "description": {
              "type": "string",
              "minLength": 1,
              "maxLength": 1024
            },
            "fields": {
              "type": "object",
              "additionalProperties": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "type",
                  "description",
                  "required"
                ],
                "properties": {
                  "type": {
                    "enum": [
                      "string",
                      "number",
                      "integer",
                      "boolean",
                      "object",
                      "array"
                    ]
                  },
                  "description": {
                    "type": "string",
                    "maxLength": 512
                  },
                  "required": {
                    "type": "boolean"
                  }
                }
              }
            },
            "fixedArguments": {
              "type": "object"
            }
          }
        }
      }
    }
  }
} as const;

export const TOOL_NAME_RULE = {
  "pattern": "^[A-Za-z][A-Za-z0-9_-]{0,63}$",
  "reserved": [
    "mcp"
  ]
} as const;

export const OPERATION_NAME_RULE = {
  "pattern": "^[a-z][a-z0-9_]{0,63}$"
} as const;

export const FILESYSTEM_RULES = [
  {
    "id": "absolute",
    "applies": [
      "packageRoot",
      "command",
      "entryPoint"
    ],
    "rule": "The path is absolute.",
    "errorCode": "MCPA_PACKAGED_NOT_ABSOLUTE"
  },
  {
    "id": "contained",
    "applies": [
      "command",
      "entryPoint"
    ],
    "rule": "After resolving symlinks, the path lies inside the resolved packageRoot.",
    "errorCode": "MCPA_PACKAGED_OUTSIDE_ROOT"
  },
  {
    "id": "regular-file",
    "applies": [
      "command",
      "entryPoint"
    ],
    "rule": "The path is an existing regular file.",
    "errorCode": "MCPA_PACKAGED_NOT_FILE"
  },
  {
    "id": "executable",
    "applies": [
      "command"
    ],
    "rule": "The file is executable by the current user.",
    "errorCode": "MCPA_PACKAGED_NOT_EXECUTABLE"
  }
] as const;

/** Descriptor kind -> export name of its validator in generated/validators/packaged.cjs. */
export const PACKAGED_VALIDATORS = {
  "PackagedServer": "packagedServer",
  "PackagedPythonServer": "packagedPythonServer",
  "PackagedNodeServer": "packagedNodeServer",
  "FacadeOperation": "facadeOperation",
  "PackagedToolFacade": "packagedToolFacade"
} as const;
