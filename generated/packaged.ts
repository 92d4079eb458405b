// Generated from spec/packaged.yaml (sha256 a7a7ac5b0143d750), spec/limits.yaml (sha256 ec15508075391301) by codegen/emit-packaged.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export const TOOL_NAME_RULE = {
  "pattern": "^[A-Za-z][A-Za-z0-9_-]{0,63}$",
  "reserved": [
    "mcp"
  ]
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
