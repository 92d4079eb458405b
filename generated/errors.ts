// Generated from spec/errors.yaml (sha256 6705f264788d63fe) by codegen/templates/errors.ts.hbs; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.
export const ERROR_CODES = [
  "MCPA_CONFIG_READ",
  "MCPA_CONFIG_NOT_A_FILE",
  "MCPA_CONFIG_TOO_LARGE",
  "MCPA_CONFIG_ENCODING",
  "MCPA_CONFIG_JSON_SYNTAX",
  "MCPA_CONFIG_DUPLICATE_KEY",
  "MCPA_CONFIG_ROOT_TYPE",
  "MCPA_CONFIG_SERVERS_TYPE",
  "MCPA_CONFIG_SERVER_NAME",
  "MCPA_CONFIG_SERVER_TYPE",
  "MCPA_CONFIG_UNKNOWN_FIELD",
  "MCPA_CONFIG_TRANSPORT_FIELD",
  "MCPA_CONFIG_TRANSPORT_TYPE",
  "MCPA_CONFIG_TRANSPORT_MISMATCH",
  "MCPA_CONFIG_UNSUPPORTED_FEATURE",
  "MCPA_CONFIG_TIMEOUT_FIELD",
  "MCPA_CONFIG_APPROVAL_FIELD",
  "MCPA_CONFIG_FOREIGN_ROOT_KEY",
  "MCPA_CONFIG_ARG_REFERENCE",
  "MCPA_CONFIG_JSON_LENIENT",
  "MCPA_CONFIG_ARG_CREDENTIAL",
  "MCPA_CONFIG_ARG_EXPANDED_BY_SERVER",
  "MCPA_CONFIG_LOADER_ENV",
  "MCPA_CONFIG_HEADER_VALUE",
  "MCPA_CONFIG_WINDOWS_SHELL",
  "MCPA_CONFIG_FIELD_TYPE",
  "MCPA_CONFIG_NULL",
  "MCPA_CONFIG_EMPTY_STRING",
  "MCPA_CONFIG_RANGE",
  "MCPA_CONFIG_LIFECYCLE",
  "MCPA_CONFIG_PROTOCOL_VERSION",
  "MCPA_CONFIG_TRANSPORT_CHOICE",
  "MCPA_CONFIG_STDIO_ONLY_FIELD",
  "MCPA_CONFIG_HTTP_ONLY_FIELD",
  "MCPA_CONFIG_URL_INVALID",
  "MCPA_CONFIG_URL_CREDENTIALS",
  "MCPA_CONFIG_INSECURE_CREDENTIAL",
  "MCPA_CONFIG_RESERVED_HEADER",
  "MCPA_CONFIG_CREDENTIAL_LITERAL",
  "MCPA_CONFIG_CREDENTIAL_DEFAULT",
  "MCPA_CONFIG_REFERENCE_SYNTAX",
  "MCPA_SECRET_MISSING_VARIABLE",
  "MCPA_SECRET_EMPTY_VARIABLE",
  "MCPA_REQUEST_UNKNOWN_FIELDS",
  "MCPA_REQUEST_NOT_OBJECT",
  "MCPA_REQUEST_SERVER_REQUIRED",
  "MCPA_REQUEST_SERVER_NOT_TAKEN",
  "MCPA_REQUEST_EXPLICIT_WITHOUT_OPERATION",
  "MCPA_REQUEST_MULTIPLE_OPERATIONS",
  "MCPA_REQUEST_ARGS_WITHOUT_TOOL",
  "MCPA_REQUEST_MIXED_FORMS",
  "MCPA_REQUEST_UNKNOWN_OPERATION",
  "MCPA_REQUEST_FIELDS_MISMATCH",
  "MCPA_REQUEST_EMPTY_VALUE",
  "MCPA_REQUEST_OBJECT_TYPE",
  "MCPA_REQUEST_REFERENCE_FORMAT",
  "MCPA_REQUEST_OFFSET_TYPE",
  "MCPA_REQUEST_PROMPT_ARGUMENT_TYPE",
  "MCPA_REQUEST_UNKNOWN_SERVER",
  "MCPA_REQUEST_SERVER_CONFIG_FAILED",
  "MCPA_REQUEST_SERVER_UNTRUSTED",
  "MCPA_REQUEST_SERVER_DISABLED",
  "MCPA_REQUEST_SERVER_OFF",
  "MCPA_REQUEST_SERVER_PAUSED",
  "MCPA_RUNTIME_TIMEOUT",
  "MCPA_RUNTIME_CONNECT_FAILED",
  "MCPA_RUNTIME_PROTOCOL_NOT_OFFERED",
  "MCPA_RUNTIME_PROTOCOL_REFUSED",
  "MCPA_RUNTIME_CONNECTION_LOST",
  "MCPA_RUNTIME_RECONNECT_STOPPED",
  "MCPA_RUNTIME_SERVER_ERROR",
  "MCPA_RUNTIME_ARGUMENTS_REJECTED",
  "MCPA_RUNTIME_LIST_FAILED",
  "MCPA_RUNTIME_SERVER_NETWORK",
  "MCPA_RUNTIME_RESOURCE_READ_ERROR",
  "MCPA_RUNTIME_PROMPT_GET_ERROR",
  "MCPA_RUNTIME_REQUEST_FAILED",
  "MCPA_RUNTIME_INPUT_REQUIRED",
  "MCPA_RUNTIME_CANCELLED",
  "MCPA_RUNTIME_CLOSED",
  "MCPA_RUNTIME_OFFLINE",
  "MCPA_RUNTIME_REDIRECT",
  "MCPA_TOOL_UNKNOWN",
  "MCPA_TOOL_TASK_REQUIRED",
  "MCPA_TOOL_CHANGED",
  "MCPA_TOOL_FILTERED",
  "MCPA_TOOL_APP_ONLY",
  "MCPA_OUTPUT_UNKNOWN",
  "MCPA_OUTPUT_OFFSET_PAST_END",
  "MCPA_CATALOG_PAGE_LIMIT",
  "MCPA_CATALOG_ENTRY_LIMIT",
  "MCPA_CATALOG_SIZE_LIMIT",
  "MCPA_CATALOG_REPEATED_CURSOR",
  "MCPA_CATALOG_REFERENCE_ALLOCATION",
  "MCPA_CAPABILITY_MISSING",
  "MCPA_RESOURCE_UNKNOWN_REFERENCE",
  "MCPA_RESOURCE_UNKNOWN_URI",
  "MCPA_RESOURCE_STALE_REFERENCE",
  "MCPA_RESOURCE_TEMPLATE_ARGUMENTS",
  "MCPA_PROMPT_UNKNOWN",
  "MCPA_PROMPT_UNKNOWN_ARGUMENT",
  "MCPA_PROMPT_MISSING_ARGUMENT",
  "MCPA_RESULT_TOO_LARGE",
  "MCPA_RESULT_TOO_LARGE_CONNECTION_CLOSED",
  "MCPA_RESULT_TOO_MANY_MESSAGES",
  "MCPA_SPILL_QUOTA",
  "MCPA_SPILL_WRITE_FAILED",
  "MCPA_PACKAGED_INVALID",
  "MCPA_PACKAGED_NOT_ABSOLUTE",
  "MCPA_PACKAGED_OUTSIDE_ROOT",
  "MCPA_PACKAGED_NOT_FILE",
  "MCPA_PACKAGED_NOT_EXECUTABLE",
  "MCPA_PACKAGED_CONFLICT",
  "MCPA_PACKAGED_FACADE_BEFORE_SERVER",
  "MCPA_PACKAGED_FACADE_NAME",
  "MCPA_PACKAGED_NO_INTERPRETER",
  "MCPA_FACADE_ARGUMENTS",
  "MCPA_FACADE_UNKNOWN",
  "MCPA_CLI_USAGE",
  "MCPA_CLI_EDIT_REFUSED",
  "MCPA_CLI_WRITE",
  "MCPA_CLI_SERVER_UNKNOWN",
  "MCPA_CLI_IMPORT_READ",
  "MCPA_CLI_IMPORT_PARSE",
  "MCPA_WORKER_REQUEST_INVALID",
  "MCPA_WORKER_SERVER_UNAVAILABLE",
  "MCPA_WORKER_ESCALATION",
  "MCPA_WORKER_CEILING_DENIED",
  "MCPA_WORKER_GENERATION_STALE",
  "MCPA_WORKER_PREFLIGHT_FAILED",
  "MCPA_WORKER_ALREADY_INSTALLED",
  "MCPA_WORKER_NOT_INSTALLED",
  "MCPA_WORKER_ENVIRONMENT_MISSING",
  "MCPA_HOST_SESSION_REPLACED",
  "MCPA_HOST_PLATFORM_UNSUPPORTED",
  "MCPA_HOST_NODE_MISSING",
  "MCPA_HOST_NODE_UNUSABLE",
  "MCPA_HOST_NODE_TOO_OLD",
  "MCPA_HOST_SIDECAR_START_FAILED",
  "MCPA_HOST_FILES_INCOMPLETE",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
export type Exposure = "model" | "user" | "internal";

/** The codes whose exposure includes `model`: the only codes model-visible output may carry. */
export type ModelVisibleCode = "MCPA_CONFIG_READ" | "MCPA_CONFIG_NOT_A_FILE" | "MCPA_CONFIG_TOO_LARGE" | "MCPA_CONFIG_ENCODING" | "MCPA_CONFIG_JSON_SYNTAX" | "MCPA_CONFIG_DUPLICATE_KEY" | "MCPA_CONFIG_ROOT_TYPE" | "MCPA_CONFIG_SERVERS_TYPE" | "MCPA_CONFIG_SERVER_NAME" | "MCPA_CONFIG_SERVER_TYPE" | "MCPA_CONFIG_UNKNOWN_FIELD" | "MCPA_CONFIG_TRANSPORT_FIELD" | "MCPA_CONFIG_TRANSPORT_TYPE" | "MCPA_CONFIG_TRANSPORT_MISMATCH" | "MCPA_CONFIG_UNSUPPORTED_FEATURE" | "MCPA_CONFIG_TIMEOUT_FIELD" | "MCPA_CONFIG_APPROVAL_FIELD" | "MCPA_CONFIG_FOREIGN_ROOT_KEY" | "MCPA_CONFIG_ARG_REFERENCE" | "MCPA_CONFIG_JSON_LENIENT" | "MCPA_CONFIG_ARG_CREDENTIAL" | "MCPA_CONFIG_ARG_EXPANDED_BY_SERVER" | "MCPA_CONFIG_LOADER_ENV" | "MCPA_CONFIG_HEADER_VALUE" | "MCPA_CONFIG_WINDOWS_SHELL" | "MCPA_CONFIG_FIELD_TYPE" | "MCPA_CONFIG_NULL" | "MCPA_CONFIG_EMPTY_STRING" | "MCPA_CONFIG_RANGE" | "MCPA_CONFIG_LIFECYCLE" | "MCPA_CONFIG_PROTOCOL_VERSION" | "MCPA_CONFIG_TRANSPORT_CHOICE" | "MCPA_CONFIG_STDIO_ONLY_FIELD" | "MCPA_CONFIG_HTTP_ONLY_FIELD" | "MCPA_CONFIG_URL_INVALID" | "MCPA_CONFIG_URL_CREDENTIALS" | "MCPA_CONFIG_INSECURE_CREDENTIAL" | "MCPA_CONFIG_RESERVED_HEADER" | "MCPA_CONFIG_CREDENTIAL_LITERAL" | "MCPA_CONFIG_CREDENTIAL_DEFAULT" | "MCPA_CONFIG_REFERENCE_SYNTAX" | "MCPA_SECRET_MISSING_VARIABLE" | "MCPA_SECRET_EMPTY_VARIABLE" | "MCPA_REQUEST_UNKNOWN_FIELDS" | "MCPA_REQUEST_NOT_OBJECT" | "MCPA_REQUEST_SERVER_REQUIRED" | "MCPA_REQUEST_SERVER_NOT_TAKEN" | "MCPA_REQUEST_EXPLICIT_WITHOUT_OPERATION" | "MCPA_REQUEST_MULTIPLE_OPERATIONS" | "MCPA_REQUEST_ARGS_WITHOUT_TOOL" | "MCPA_REQUEST_MIXED_FORMS" | "MCPA_REQUEST_UNKNOWN_OPERATION" | "MCPA_REQUEST_FIELDS_MISMATCH" | "MCPA_REQUEST_EMPTY_VALUE" | "MCPA_REQUEST_OBJECT_TYPE" | "MCPA_REQUEST_REFERENCE_FORMAT" | "MCPA_REQUEST_OFFSET_TYPE" | "MCPA_REQUEST_PROMPT_ARGUMENT_TYPE" | "MCPA_REQUEST_UNKNOWN_SERVER" | "MCPA_REQUEST_SERVER_CONFIG_FAILED" | "MCPA_REQUEST_SERVER_UNTRUSTED" | "MCPA_REQUEST_SERVER_DISABLED" | "MCPA_REQUEST_SERVER_OFF" | "MCPA_REQUEST_SERVER_PAUSED" | "MCPA_RUNTIME_TIMEOUT" | "MCPA_RUNTIME_CONNECT_FAILED" | "MCPA_RUNTIME_PROTOCOL_NOT_OFFERED" | "MCPA_RUNTIME_PROTOCOL_REFUSED" | "MCPA_RUNTIME_CONNECTION_LOST" | "MCPA_RUNTIME_RECONNECT_STOPPED" | "MCPA_RUNTIME_SERVER_ERROR" | "MCPA_RUNTIME_ARGUMENTS_REJECTED" | "MCPA_RUNTIME_LIST_FAILED" | "MCPA_RUNTIME_SERVER_NETWORK" | "MCPA_RUNTIME_RESOURCE_READ_ERROR" | "MCPA_RUNTIME_PROMPT_GET_ERROR" | "MCPA_RUNTIME_REQUEST_FAILED" | "MCPA_RUNTIME_INPUT_REQUIRED" | "MCPA_RUNTIME_CANCELLED" | "MCPA_RUNTIME_CLOSED" | "MCPA_RUNTIME_OFFLINE" | "MCPA_RUNTIME_REDIRECT" | "MCPA_TOOL_UNKNOWN" | "MCPA_TOOL_TASK_REQUIRED" | "MCPA_TOOL_CHANGED" | "MCPA_TOOL_FILTERED" | "MCPA_TOOL_APP_ONLY" | "MCPA_OUTPUT_UNKNOWN" | "MCPA_OUTPUT_OFFSET_PAST_END" | "MCPA_CATALOG_PAGE_LIMIT" | "MCPA_CATALOG_ENTRY_LIMIT" | "MCPA_CATALOG_SIZE_LIMIT" | "MCPA_CATALOG_REPEATED_CURSOR" | "MCPA_CATALOG_REFERENCE_ALLOCATION" | "MCPA_CAPABILITY_MISSING" | "MCPA_RESOURCE_UNKNOWN_REFERENCE" | "MCPA_RESOURCE_UNKNOWN_URI" | "MCPA_RESOURCE_STALE_REFERENCE" | "MCPA_RESOURCE_TEMPLATE_ARGUMENTS" | "MCPA_PROMPT_UNKNOWN" | "MCPA_PROMPT_UNKNOWN_ARGUMENT" | "MCPA_PROMPT_MISSING_ARGUMENT" | "MCPA_RESULT_TOO_LARGE" | "MCPA_RESULT_TOO_LARGE_CONNECTION_CLOSED" | "MCPA_RESULT_TOO_MANY_MESSAGES" | "MCPA_SPILL_QUOTA" | "MCPA_SPILL_WRITE_FAILED" | "MCPA_FACADE_ARGUMENTS" | "MCPA_FACADE_UNKNOWN" | "MCPA_WORKER_REQUEST_INVALID" | "MCPA_WORKER_SERVER_UNAVAILABLE" | "MCPA_WORKER_ESCALATION" | "MCPA_WORKER_CEILING_DENIED" | "MCPA_WORKER_GENERATION_STALE" | "MCPA_WORKER_NOT_INSTALLED" | "MCPA_WORKER_ENVIRONMENT_MISSING" | "MCPA_HOST_SESSION_REPLACED" | "MCPA_HOST_PLATFORM_UNSUPPORTED" | "MCPA_HOST_NODE_MISSING" | "MCPA_HOST_NODE_UNUSABLE" | "MCPA_HOST_NODE_TOO_OLD" | "MCPA_HOST_SIDECAR_START_FAILED" | "MCPA_HOST_FILES_INCOMPLETE";
export type ErrorArea = "catalog" | "cli" | "config" | "host" | "packaged" | "request" | "results" | "runtime" | "secrets" | "workers";

/** The named placeholders each code's message and hint take. */
export interface ErrorDataMap {
  MCPA_CONFIG_READ: { readonly reason: string | number; };
  MCPA_CONFIG_NOT_A_FILE: { readonly kind: string | number; };
  MCPA_CONFIG_TOO_LARGE: { readonly bytes: string | number; readonly max: string | number; };
  MCPA_CONFIG_ENCODING: { };
  MCPA_CONFIG_JSON_SYNTAX: { readonly problem: string | number; };
  MCPA_CONFIG_DUPLICATE_KEY: { readonly key: string | number; };
  MCPA_CONFIG_ROOT_TYPE: { };
  MCPA_CONFIG_SERVERS_TYPE: { };
  MCPA_CONFIG_SERVER_NAME: { readonly max: string | number; };
  MCPA_CONFIG_SERVER_TYPE: { };
  MCPA_CONFIG_UNKNOWN_FIELD: { readonly field: string | number; readonly known: string | number; };
  MCPA_CONFIG_TRANSPORT_FIELD: { readonly field: string | number; };
  MCPA_CONFIG_TRANSPORT_TYPE: { };
  MCPA_CONFIG_TRANSPORT_MISMATCH: { };
  MCPA_CONFIG_UNSUPPORTED_FEATURE: { readonly field: string | number; };
  MCPA_CONFIG_TIMEOUT_FIELD: { };
  MCPA_CONFIG_APPROVAL_FIELD: { readonly field: string | number; };
  MCPA_CONFIG_FOREIGN_ROOT_KEY: { readonly field: string | number; };
  MCPA_CONFIG_ARG_REFERENCE: { readonly index: string | number; readonly variable: string | number; };
  MCPA_CONFIG_JSON_LENIENT: { readonly what: string | number; };
  MCPA_CONFIG_ARG_CREDENTIAL: { readonly index: string | number; readonly shape: string | number; readonly variable: string | number; };
  MCPA_CONFIG_ARG_EXPANDED_BY_SERVER: { readonly index: string | number; readonly variable: string | number; };
  MCPA_CONFIG_LOADER_ENV: { readonly variable: string | number; };
  MCPA_CONFIG_HEADER_VALUE: { readonly header: string | number; };
  MCPA_CONFIG_WINDOWS_SHELL: { readonly shell: string | number; readonly program: string | number; };
  MCPA_CONFIG_FIELD_TYPE: { readonly field: string | number; readonly expected: string | number; };
  MCPA_CONFIG_NULL: { readonly field: string | number; };
  MCPA_CONFIG_EMPTY_STRING: { readonly field: string | number; };
  MCPA_CONFIG_RANGE: { readonly field: string | number; readonly range: string | number; };
  MCPA_CONFIG_LIFECYCLE: { };
  MCPA_CONFIG_PROTOCOL_VERSION: { };
  MCPA_CONFIG_TRANSPORT_CHOICE: { };
  MCPA_CONFIG_STDIO_ONLY_FIELD: { readonly field: string | number; };
  MCPA_CONFIG_HTTP_ONLY_FIELD: { readonly field: string | number; };
  MCPA_CONFIG_URL_INVALID: { };
  MCPA_CONFIG_URL_CREDENTIALS: { };
  MCPA_CONFIG_INSECURE_CREDENTIAL: { readonly header: string | number; };
  MCPA_CONFIG_RESERVED_HEADER: { readonly header: string | number; };
  MCPA_CONFIG_CREDENTIAL_LITERAL: { readonly field: string | number; readonly variable: string | number; };
  MCPA_CONFIG_CREDENTIAL_DEFAULT: { readonly field: string | number; readonly variable: string | number; };
  MCPA_CONFIG_REFERENCE_SYNTAX: { readonly field: string | number; readonly index: string | number; };
  MCPA_SECRET_MISSING_VARIABLE: { readonly field: string | number; readonly variable: string | number; };
  MCPA_SECRET_EMPTY_VARIABLE: { readonly field: string | number; readonly variable: string | number; };
  MCPA_REQUEST_UNKNOWN_FIELDS: { readonly fields: string | number; };
  MCPA_REQUEST_NOT_OBJECT: { };
  MCPA_REQUEST_SERVER_REQUIRED: { };
  MCPA_REQUEST_SERVER_NOT_TAKEN: { };
  MCPA_REQUEST_EXPLICIT_WITHOUT_OPERATION: { readonly field: string | number; };
  MCPA_REQUEST_MULTIPLE_OPERATIONS: { };
  MCPA_REQUEST_ARGS_WITHOUT_TOOL: { };
  MCPA_REQUEST_MIXED_FORMS: { };
  MCPA_REQUEST_UNKNOWN_OPERATION: { readonly operations: string | number; };
  MCPA_REQUEST_FIELDS_MISMATCH: { readonly operation: string | number; readonly fields: string | number; };
  MCPA_REQUEST_EMPTY_VALUE: { readonly field: string | number; };
  MCPA_REQUEST_OBJECT_TYPE: { readonly field: string | number; };
  MCPA_REQUEST_REFERENCE_FORMAT: { readonly field: string | number; readonly prefix: string | number; readonly orUri: string | number; };
  MCPA_REQUEST_OFFSET_TYPE: { };
  MCPA_REQUEST_PROMPT_ARGUMENT_TYPE: { };
  MCPA_REQUEST_UNKNOWN_SERVER: { readonly server: string | number; readonly servers: string | number; };
  MCPA_REQUEST_SERVER_CONFIG_FAILED: { readonly server: string | number; readonly file: string | number; readonly code: string | number; readonly position: string | number; };
  MCPA_REQUEST_SERVER_UNTRUSTED: { readonly server: string | number; readonly file: string | number; readonly why: string | number; };
  MCPA_REQUEST_SERVER_DISABLED: { readonly server: string | number; readonly code: string | number; };
  MCPA_REQUEST_SERVER_OFF: { readonly server: string | number; };
  MCPA_REQUEST_SERVER_PAUSED: { readonly server: string | number; readonly name: string | number; };
  MCPA_RUNTIME_TIMEOUT: { readonly server: string | number; readonly operation: string | number; readonly ms: string | number; };
  MCPA_RUNTIME_CONNECT_FAILED: { readonly server: string | number; readonly reason: string | number; };
  MCPA_RUNTIME_PROTOCOL_NOT_OFFERED: { readonly server: string | number; readonly revision: string | number; };
  MCPA_RUNTIME_PROTOCOL_REFUSED: { readonly server: string | number; readonly offered: string | number; };
  MCPA_RUNTIME_CONNECTION_LOST: { readonly server: string | number; readonly operation: string | number; readonly reason: string | number; };
  MCPA_RUNTIME_RECONNECT_STOPPED: { readonly server: string | number; readonly reason: string | number; };
  MCPA_RUNTIME_SERVER_ERROR: { readonly server: string | number; readonly operation: string | number; readonly rpcCode: string | number; };
  MCPA_RUNTIME_ARGUMENTS_REJECTED: { readonly server: string | number; readonly operation: string | number; readonly rpcCode: string | number; };
  MCPA_RUNTIME_LIST_FAILED: { readonly server: string | number; readonly operation: string | number; readonly rpcCode: string | number; };
  MCPA_RUNTIME_SERVER_NETWORK: { readonly server: string | number; readonly operation: string | number; readonly rpcCode: string | number; };
  MCPA_RUNTIME_RESOURCE_READ_ERROR: { readonly server: string | number; readonly rpcCode: string | number; };
  MCPA_RUNTIME_PROMPT_GET_ERROR: { readonly server: string | number; readonly rpcCode: string | number; };
  MCPA_RUNTIME_REQUEST_FAILED: { readonly server: string | number; readonly operation: string | number; readonly reason: string | number; };
  MCPA_RUNTIME_INPUT_REQUIRED: { readonly server: string | number; readonly operation: string | number; };
  MCPA_RUNTIME_CANCELLED: { readonly server: string | number; readonly operation: string | number; readonly connection: string | number; };
  MCPA_RUNTIME_CLOSED: { readonly server: string | number; };
  MCPA_RUNTIME_OFFLINE: { readonly server: string | number; };
  MCPA_RUNTIME_REDIRECT: { readonly server: string | number; };
  MCPA_TOOL_UNKNOWN: { readonly server: string | number; readonly tool: string | number; };
  MCPA_TOOL_TASK_REQUIRED: { readonly server: string | number; readonly tool: string | number; };
  MCPA_TOOL_CHANGED: { readonly server: string | number; readonly tool: string | number; readonly date: string | number; readonly parts: string | number; };
  MCPA_TOOL_FILTERED: { readonly server: string | number; readonly tool: string | number; };
  MCPA_TOOL_APP_ONLY: { readonly server: string | number; readonly tool: string | number; };
  MCPA_OUTPUT_UNKNOWN: { readonly server: string | number; readonly output: string | number; };
  MCPA_OUTPUT_OFFSET_PAST_END: { readonly output: string | number; readonly offset: string | number; readonly total: string | number; };
  MCPA_CATALOG_PAGE_LIMIT: { readonly server: string | number; readonly catalog: string | number; readonly max: string | number; };
  MCPA_CATALOG_ENTRY_LIMIT: { readonly server: string | number; readonly catalog: string | number; readonly max: string | number; };
  MCPA_CATALOG_SIZE_LIMIT: { readonly server: string | number; readonly catalog: string | number; readonly max: string | number; };
  MCPA_CATALOG_REPEATED_CURSOR: { readonly server: string | number; readonly catalog: string | number; readonly page: string | number; };
  MCPA_CATALOG_REFERENCE_ALLOCATION: { readonly server: string | number; };
  MCPA_CAPABILITY_MISSING: { readonly server: string | number; readonly capability: string | number; };
  MCPA_RESOURCE_UNKNOWN_REFERENCE: { readonly server: string | number; readonly resource: string | number; };
  MCPA_RESOURCE_UNKNOWN_URI: { readonly server: string | number; };
  MCPA_RESOURCE_STALE_REFERENCE: { readonly server: string | number; readonly resource: string | number; };
  MCPA_RESOURCE_TEMPLATE_ARGUMENTS: { readonly server: string | number; readonly resource: string | number; readonly problem: string | number; readonly variables: string | number; };
  MCPA_PROMPT_UNKNOWN: { readonly server: string | number; readonly prompt: string | number; };
  MCPA_PROMPT_UNKNOWN_ARGUMENT: { readonly prompt: string | number; readonly count: string | number; readonly declared: string | number; };
  MCPA_PROMPT_MISSING_ARGUMENT: { readonly prompt: string | number; readonly missing: string | number; };
  MCPA_RESULT_TOO_LARGE: { readonly server: string | number; readonly operation: string | number; readonly max: string | number; };
  MCPA_RESULT_TOO_LARGE_CONNECTION_CLOSED: { readonly server: string | number; readonly operation: string | number; readonly max: string | number; };
  MCPA_RESULT_TOO_MANY_MESSAGES: { readonly server: string | number; readonly max: string | number; };
  MCPA_SPILL_QUOTA: { readonly max: string | number; };
  MCPA_SPILL_WRITE_FAILED: { readonly server: string | number; readonly output: string | number; };
  MCPA_PACKAGED_INVALID: { readonly descriptor: string | number; readonly field: string | number; readonly problem: string | number; };
  MCPA_PACKAGED_NOT_ABSOLUTE: { readonly field: string | number; readonly name: string | number; };
  MCPA_PACKAGED_OUTSIDE_ROOT: { readonly field: string | number; readonly name: string | number; };
  MCPA_PACKAGED_NOT_FILE: { readonly field: string | number; readonly name: string | number; };
  MCPA_PACKAGED_NOT_EXECUTABLE: { readonly name: string | number; };
  MCPA_PACKAGED_CONFLICT: { readonly kind: string | number; readonly name: string | number; };
  MCPA_PACKAGED_FACADE_BEFORE_SERVER: { readonly facade: string | number; readonly server: string | number; };
  MCPA_PACKAGED_FACADE_NAME: { readonly facade: string | number; };
  MCPA_PACKAGED_NO_INTERPRETER: { readonly servers: string | number; };
  MCPA_FACADE_ARGUMENTS: { readonly facade: string | number; readonly problem: string | number; readonly fields: string | number; };
  MCPA_FACADE_UNKNOWN: { readonly facade: string | number; readonly facades: string | number; };
  MCPA_CLI_USAGE: { readonly problem: string | number; };
  MCPA_CLI_EDIT_REFUSED: { readonly command: string | number; readonly file: string | number; readonly problem: string | number; readonly fix: string | number; };
  MCPA_CLI_WRITE: { readonly file: string | number; readonly reason: string | number; };
  MCPA_CLI_SERVER_UNKNOWN: { readonly name: string | number; readonly where: string | number; readonly fix: string | number; };
  MCPA_CLI_IMPORT_READ: { readonly file: string | number; readonly reason: string | number; };
  MCPA_CLI_IMPORT_PARSE: { readonly file: string | number; readonly line: string | number; readonly column: string | number; readonly format: string | number; readonly problem: string | number; };
  MCPA_WORKER_REQUEST_INVALID: { readonly problem: string | number; readonly grammar: string | number; };
  MCPA_WORKER_SERVER_UNAVAILABLE: { readonly server: string | number; readonly reason: string | number; readonly servers: string | number; };
  MCPA_WORKER_ESCALATION: { readonly server: string | number; readonly operation: string | number; readonly reason: string | number; };
  MCPA_WORKER_CEILING_DENIED: { readonly server: string | number; readonly operation: string | number; readonly granted: string | number; };
  MCPA_WORKER_GENERATION_STALE: { };
  MCPA_WORKER_PREFLIGHT_FAILED: { readonly server: string | number; readonly reason: string | number; };
  MCPA_WORKER_ALREADY_INSTALLED: { };
  MCPA_WORKER_NOT_INSTALLED: { readonly distribution: string | number; readonly version: string | number; readonly python: string | number; };
  MCPA_WORKER_ENVIRONMENT_MISSING: { readonly variable: string | number; };
  MCPA_HOST_SESSION_REPLACED: { };
  MCPA_HOST_PLATFORM_UNSUPPORTED: { };
  MCPA_HOST_NODE_MISSING: { readonly min: string | number; };
  MCPA_HOST_NODE_UNUSABLE: { readonly node: string | number; readonly reason: string | number; readonly min: string | number; };
  MCPA_HOST_NODE_TOO_OLD: { readonly node: string | number; readonly version: string | number; readonly min: string | number; };
  MCPA_HOST_SIDECAR_START_FAILED: { readonly what: string | number; };
  MCPA_HOST_FILES_INCOMPLETE: { readonly what: string | number; };
}

export interface CatalogEntry {
  readonly area: ErrorArea;
  readonly message: string;
  readonly hint: string;
  readonly exposure: readonly Exposure[];
  readonly placeholders: readonly string[];
}

export const ERROR_CATALOG: { readonly [C in ErrorCode]: CatalogEntry } = {
  MCPA_CONFIG_READ: {
    area: "config",
    message: "The file could not be read ({{reason}}).",
    hint: "Check that the file exists, is a regular file and is readable by this user.",
    exposure: ["user","model"],
    placeholders: ["reason"],
  },
  MCPA_CONFIG_NOT_A_FILE: {
    area: "config",
    message: "The path is a {{kind}}, not a regular file, so it was not read.",
    hint: "Put a regular JSON file at this path, or remove what is there.",
    exposure: ["user","model"],
    placeholders: ["kind"],
  },
  MCPA_CONFIG_TOO_LARGE: {
    area: "config",
    message: "The file is {{bytes}} bytes, over the limit of {{max}} bytes, so it was not read.",
    hint: "An mcp.json file holds a few server entries; check that this is the intended file and shrink it.",
    exposure: ["user","model"],
    placeholders: ["bytes","max"],
  },
  MCPA_CONFIG_ENCODING: {
    area: "config",
    message: "The file is not valid UTF-8.",
    hint: "Save the file as UTF-8 (a byte-order mark is accepted).",
    exposure: ["user","model"],
    placeholders: [],
  },
  MCPA_CONFIG_JSON_SYNTAX: {
    area: "config",
    message: "The file is not valid JSON ({{problem}}).",
    hint: "Fix the JSON at this position (comments and trailing commas are accepted; anything else that is not JSON is not).",
    exposure: ["user","model"],
    placeholders: ["problem"],
  },
  MCPA_CONFIG_DUPLICATE_KEY: {
    area: "config",
    message: "The key `{{key}}` appears more than once in the same object.",
    hint: "Keep one definition; JSON parsers disagree on which duplicate wins.",
    exposure: ["user","model"],
    placeholders: ["key"],
  },
  MCPA_CONFIG_ROOT_TYPE: {
    area: "config",
    message: "The file must hold a JSON object with an `mcpServers` object.",
    hint: "Write {\"mcpServers\": {\"name\": {\"command\": \"...\"}}}.",
    exposure: ["user","model"],
    placeholders: [],
  },
  MCPA_CONFIG_SERVERS_TYPE: {
    area: "config",
    message: "`mcpServers` must be present and must be an object of servers by name.",
    hint: "Write \"mcpServers\": {} for no servers, or {\"name\": {\"command\": \"...\"}}.",
    exposure: ["user","model"],
    placeholders: [],
  },
  MCPA_CONFIG_SERVER_NAME: {
    area: "config",
    message: "The server name is not valid.",
    hint: "Use 1 to {{max}} characters with no control characters and no leading or trailing whitespace.",
    exposure: ["user","model"],
    placeholders: ["max"],
  },
  MCPA_CONFIG_SERVER_TYPE: {
    area: "config",
    message: "A server definition must be a JSON object.",
    hint: "Write {\"command\": \"...\"} for stdio or {\"url\": \"https://...\"} for Streamable HTTP.",
    exposure: ["user","model"],
    placeholders: [],
  },
  MCPA_CONFIG_UNKNOWN_FIELD: {
    area: "config",
    message: "`{{field}}` is not a known field here.",
    hint: "Remove it or fix its spelling. Known fields here: {{known}}.",
    exposure: ["user","model"],
    placeholders: ["field","known"],
  },
  MCPA_CONFIG_TRANSPORT_FIELD: {
    area: "config",
    message: "`{{field}}` is not used: the transport follows from `command` (stdio) or `url` (Streamable HTTP).",
    hint: "Remove `{{field}}`. Legacy SSE is not supported; point `url` at a Streamable HTTP endpoint.",
    exposure: ["user","model"],
    placeholders: ["field"],
  },
  MCPA_CONFIG_TRANSPORT_TYPE: {
    area: "config",
    message: "`type` names a transport this adapter does not speak.",
    hint: "Use \"stdio\" with `command`, or \"http\" (also \"streamable-http\" or \"streamableHttp\") with `url`, or remove `type`. Legacy SSE is not supported: point `url` at the server's Streamable HTTP endpoint (often /mcp, not /sse).",
    exposure: ["user","model"],
    placeholders: [],
  },
  MCPA_CONFIG_TRANSPORT_MISMATCH: {
    area: "config",
    message: "`type` contradicts the transport of this server: `command` means stdio and `url` means Streamable HTTP.",
    hint: "Write \"type\": \"stdio\" with `command` or \"type\": \"http\" with `url`, or remove `type`.",
    exposure: ["user","model"],
    placeholders: [],
  },
  MCPA_CONFIG_UNSUPPORTED_FEATURE: {
    area: "config",
    message: "`{{field}}` belongs to another MCP client and is not supported here.",
    hint: "Remove it. OAuth sign-in is not supported (the adapter opens no browser and stores no tokens): pass a token through a header reference, such as \"Authorization\": \"Bearer ${TOKEN}\". Direct tools are not supported: every tool is reached through `mcp`.",
    exposure: ["user","model"],
    placeholders: ["field"],
  },
  MCPA_CONFIG_TIMEOUT_FIELD: {
    area: "config",
    message: "`timeout` is not read here: MCP clients disagree on its unit (seconds in some, milliseconds in others).",
    hint: "Use `requestTimeoutMs` instead, in milliseconds (for example \"requestTimeoutMs\": 60000); it bounds connect and every request.",
    exposure: ["user","model"],
    placeholders: [],
  },
  MCPA_CONFIG_APPROVAL_FIELD: {
    area: "config",
    message: "`{{field}}` pre-approves tools for another MCP client and is not supported here.",
    hint: "Remove it. Travis234 decides approvals for the `mcp` tool through its own policy; a configuration file, which a cloned project may carry, must not approve tool calls in advance.",
    exposure: ["user","model"],
    placeholders: ["field"],
  },
  MCPA_CONFIG_FOREIGN_ROOT_KEY: {
    area: "config",
    message: "Notice: `{{field}}` belongs to another MCP client and is ignored here; the servers of this file load.",
    hint: "Nothing to fix. Keep `{{field}}` if another client reads this file, or remove it.",
    exposure: ["user","model"],
    placeholders: ["field"],
  },
  MCPA_CONFIG_ARG_REFERENCE: {
    area: "config",
    message: "Notice: `args[{{index}}]` holds `${{{variable}}}`, which reaches the server as those characters: arguments are passed literally, never expanded. Pass the value through `env` instead.",
    hint: "Add \"env\": {\"{{variable}}\": \"${{{variable}}}\"} to the entry and have the server read the variable, or write the value itself in args.",
    exposure: ["user","model"],
    placeholders: ["index","variable"],
  },
  MCPA_CONFIG_JSON_LENIENT: {
    area: "config",
    message: "Notice: the file holds {{what}} (the first at this position), which is not JSON; this adapter accepts it, but other clients that read the same file may refuse it.",
    hint: "Nothing to fix for Travis234. If another client (Claude Code, Cursor, Gemini CLI) reads this file, remove it.",
    exposure: ["user","model"],
    placeholders: ["what"],
  },
  MCPA_CONFIG_ARG_CREDENTIAL: {
    area: "config",
    message: "Notice: `args[{{index}}]` holds a literal credential ({{shape}}; not shown), stored in the file and visible in the process list.",
    hint: "Export {{variable}} and pass it through env: \"env\": {\"{{variable}}\": \"${{{variable}}}\"} for a server that reads it (drop it from args); one that takes it only as an argument: \"command\": \"sh\", \"args\": [\"-c\", \"exec PROGRAM \\\"${{variable}}\\\"\"] with that env entry.",
    exposure: ["user","model"],
    placeholders: ["index","shape","variable"],
  },
  MCPA_CONFIG_ARG_EXPANDED_BY_SERVER: {
    area: "config",
    message: "Notice: `args[{{index}}]` holds `${{{variable}}}`, passed to the server as those characters; env.{{variable}} is set, so a server that expands it itself (as mcp-remote does) receives the value.",
    hint: "Nothing to fix if the server expands it; otherwise have it read {{variable}} from its environment.",
    exposure: ["user","model"],
    placeholders: ["index","variable"],
  },
  MCPA_CONFIG_LOADER_ENV: {
    area: "config",
    message: "Notice: `env.{{variable}}` changes how the server's runtime finds or loads code (allowed: the configuration is trusted).",
    hint: "Keep it only if the server needs it; a value there runs before the server's own code does.",
    exposure: ["user","model"],
    placeholders: ["variable"],
  },
  MCPA_CONFIG_HEADER_VALUE: {
    area: "config",
    message: "The value of header `{{header}}` holds a line break (CR or LF), which an HTTP header cannot carry.",
    hint: "Remove the line break from the value in the file, or from the variable it references (a trailing newline from a file read into a variable is the usual cause).",
    exposure: ["user","model"],
    placeholders: ["header"],
  },
  MCPA_CONFIG_WINDOWS_SHELL: {
    area: "config",
    message: "Notice: `command` is the Windows shell (`{{shell}} /c`), which this platform does not have; the entry fails to start here.",
    hint: "Run the program itself: \"command\": \"{{program}}\", with the arguments after it as \"args\" (drop \"{{shell}}\" and \"/c\").",
    exposure: ["user","model"],
    placeholders: ["shell","program"],
  },
  MCPA_CONFIG_FIELD_TYPE: {
    area: "config",
    message: "`{{field}}` must be {{expected}}.",
    hint: "Change the value to {{expected}}.",
    exposure: ["user","model"],
    placeholders: ["field","expected"],
  },
  MCPA_CONFIG_NULL: {
    area: "config",
    message: "`{{field}}` is null, which is never a valid value.",
    hint: "Remove `{{field}}` to use its default, or give it a value.",
    exposure: ["user","model"],
    placeholders: ["field"],
  },
  MCPA_CONFIG_EMPTY_STRING: {
    area: "config",
    message: "`{{field}}` must not be empty or blank.",
    hint: "Give `{{field}}` a value, or remove it.",
    exposure: ["user","model"],
    placeholders: ["field"],
  },
  MCPA_CONFIG_RANGE: {
    area: "config",
    message: "`{{field}}` is out of range: it must be {{range}}.",
    hint: "Use an integer that is {{range}}.",
    exposure: ["user","model"],
    placeholders: ["field","range"],
  },
  MCPA_CONFIG_LIFECYCLE: {
    area: "config",
    message: "`lifecycle` accepts only \"lazy\"; connections are always lazy.",
    hint: "Remove `lifecycle` or set it to \"lazy\". Eager and keep-alive modes are not supported.",
    exposure: ["user","model"],
    placeholders: [],
  },
  MCPA_CONFIG_PROTOCOL_VERSION: {
    area: "config",
    message: "`protocolVersion` accepts \"auto\", \"legacy\" or \"2026-07-28\".",
    hint: "Remove `protocolVersion` (auto: the server is asked which era it speaks), or set \"legacy\" for the 2025 handshake.",
    exposure: ["user","model"],
    placeholders: [],
  },
  MCPA_CONFIG_TRANSPORT_CHOICE: {
    area: "config",
    message: "A server needs exactly one of `command` (stdio) or `url` (Streamable HTTP).",
    hint: "Keep `command` for a local process or `url` for a remote endpoint, not both and not neither.",
    exposure: ["user","model"],
    placeholders: [],
  },
  MCPA_CONFIG_STDIO_ONLY_FIELD: {
    area: "config",
    message: "`{{field}}` applies only to stdio servers (those with `command`).",
    hint: "Remove `{{field}}` from this url server.",
    exposure: ["user","model"],
    placeholders: ["field"],
  },
  MCPA_CONFIG_HTTP_ONLY_FIELD: {
    area: "config",
    message: "`{{field}}` applies only to Streamable HTTP servers (those with `url`).",
    hint: "Remove `{{field}}`, or pass values to a stdio server through `env`.",
    exposure: ["user","model"],
    placeholders: ["field"],
  },
  MCPA_CONFIG_URL_INVALID: {
    area: "config",
    message: "`url` must be an absolute http or https URL.",
    hint: "Write the full endpoint, for example \"https://example.com/mcp\".",
    exposure: ["user","model"],
    placeholders: [],
  },
  MCPA_CONFIG_URL_CREDENTIALS: {
    area: "config",
    message: "`url` must not carry a user name or password.",
    hint: "Remove the user-info part and send the credential in a header that references an environment variable, such as \"Authorization\": \"Bearer ${TOKEN}\".",
    exposure: ["user","model"],
    placeholders: [],
  },
  MCPA_CONFIG_INSECURE_CREDENTIAL: {
    area: "config",
    message: "The credential header `{{header}}` would travel unencrypted to a non-loopback host.",
    hint: "Use an https URL, or a loopback host (localhost, 127.0.0.1, [::1]) for local servers.",
    exposure: ["user","model"],
    placeholders: ["header"],
  },
  MCPA_CONFIG_RESERVED_HEADER: {
    area: "config",
    message: "The header `{{header}}` is managed by the transport and cannot be configured.",
    hint: "Remove `{{header}}`.",
    exposure: ["user","model"],
    placeholders: ["header"],
  },
  MCPA_CONFIG_CREDENTIAL_LITERAL: {
    area: "config",
    message: "`{{field}}` looks like a credential but holds a literal value.",
    hint: "Keep the secret in the environment and reference it, for example \"${{{variable}}}\" or \"Bearer $env:{{variable}}\", then export {{variable}} before starting Travis234.",
    exposure: ["user","model"],
    placeholders: ["field","variable"],
  },
  MCPA_CONFIG_CREDENTIAL_DEFAULT: {
    area: "config",
    message: "`{{field}}` looks like a credential and gives its reference a default, which would be a literal credential.",
    hint: "Remove the `:-...` default, keep the secret in the environment and export {{variable}} before starting Travis234.",
    exposure: ["user","model"],
    placeholders: ["field","variable"],
  },
  MCPA_CONFIG_REFERENCE_SYNTAX: {
    area: "config",
    message: "`{{field}}` has a malformed reference at character {{index}}.",
    hint: "Write ${NAME}, ${env:NAME}, ${NAME:-default} or $env:NAME with NAME made of letters, digits and _ (not starting with a digit); a default has no $, { or }; write $$ for a literal $.",
    exposure: ["user","model"],
    placeholders: ["field","index"],
  },
  MCPA_SECRET_MISSING_VARIABLE: {
    area: "secrets",
    message: "`{{field}}` references the environment variable {{variable}}, which is not set.",
    hint: "Export {{variable}} before starting Travis234, then reconnect; do not replace the reference with a literal.",
    exposure: ["user","model"],
    placeholders: ["field","variable"],
  },
  MCPA_SECRET_EMPTY_VARIABLE: {
    area: "secrets",
    message: "`{{field}}` references the environment variable {{variable}}, which is empty.",
    hint: "Give {{variable}} a non-empty value before starting Travis234, then reconnect.",
    exposure: ["user","model"],
    placeholders: ["field","variable"],
  },
  MCPA_REQUEST_UNKNOWN_FIELDS: {
    area: "request",
    message: "The request has fields the mcp tool does not accept.",
    hint: "Use only these fields: {{fields}}.",
    exposure: ["model","user"],
    placeholders: ["fields"],
  },
  MCPA_REQUEST_NOT_OBJECT: {
    area: "request",
    message: "The request must be a JSON object.",
    hint: "Send {} for status or {\"server\": \"name\"} to list tools.",
    exposure: ["model","user"],
    placeholders: [],
  },
  MCPA_REQUEST_SERVER_REQUIRED: {
    area: "request",
    message: "A non-empty `server` is required for this request.",
    hint: "Name one configured server; call {} to see them. To search the cached catalogs of every server, send {\"search\": \"words\"} without server.",
    exposure: ["model","user"],
    placeholders: [],
  },
  MCPA_REQUEST_SERVER_NOT_TAKEN: {
    area: "request",
    message: "`servers.search` searches every configured server and takes no `server`.",
    hint: "Drop \"server\" to search every server, or send {\"server\": S, \"search\": \"words\"} to search one server live.",
    exposure: ["model","user"],
    placeholders: [],
  },
  MCPA_REQUEST_EXPLICIT_WITHOUT_OPERATION: {
    area: "request",
    message: "`{{field}}` needs an `operation`.",
    hint: "Add \"operation\", or use the short forms search, describe or tool with args.",
    exposure: ["model","user"],
    placeholders: ["field"],
  },
  MCPA_REQUEST_MULTIPLE_OPERATIONS: {
    area: "request",
    message: "Choose exactly one of `search`, `describe` or `tool` per request.",
    hint: "Send one request per operation.",
    exposure: ["model","user"],
    placeholders: [],
  },
  MCPA_REQUEST_ARGS_WITHOUT_TOOL: {
    area: "request",
    message: "`args` is valid only together with `tool`.",
    hint: "Add \"tool\", or remove \"args\".",
    exposure: ["model","user"],
    placeholders: [],
  },
  MCPA_REQUEST_MIXED_FORMS: {
    area: "request",
    message: "Do not combine `operation` with the short forms search, describe, tool or args.",
    hint: "Use \"operation\" with name/query/arguments, or the short form alone.",
    exposure: ["model","user"],
    placeholders: [],
  },
  MCPA_REQUEST_UNKNOWN_OPERATION: {
    area: "request",
    message: "`operation` is not one of the supported operations.",
    hint: "Use one of: {{operations}}.",
    exposure: ["model","user"],
    placeholders: ["operations"],
  },
  MCPA_REQUEST_FIELDS_MISMATCH: {
    area: "request",
    message: "The request has fields that `{{operation}}` does not accept.",
    hint: "`{{operation}}` accepts: {{fields}}.",
    exposure: ["model","user"],
    placeholders: ["operation","fields"],
  },
  MCPA_REQUEST_EMPTY_VALUE: {
    area: "request",
    message: "`{{field}}` must be a non-empty string.",
    hint: "Give `{{field}}` a value.",
    exposure: ["model","user"],
    placeholders: ["field"],
  },
  MCPA_REQUEST_OBJECT_TYPE: {
    area: "request",
    message: "`{{field}}` must be a JSON object.",
    hint: "Pass named values, for example \"{{field}}\": {\"key\": \"value\"}, or omit it for {}.",
    exposure: ["model","user"],
    placeholders: ["field"],
  },
  MCPA_REQUEST_REFERENCE_FORMAT: {
    area: "request",
    message: "`{{field}}` must be an opaque {{prefix}} reference returned by the adapter{{orUri}}.",
    hint: "Copy the reference exactly as listed; never pass a file path.",
    exposure: ["model","user"],
    placeholders: ["field","prefix","orUri"],
  },
  MCPA_REQUEST_OFFSET_TYPE: {
    area: "request",
    message: "`offset` must be a non-negative integer.",
    hint: "Use the offset the previous output.read reported, or omit it to start at 0.",
    exposure: ["model","user"],
    placeholders: [],
  },
  MCPA_REQUEST_PROMPT_ARGUMENT_TYPE: {
    area: "request",
    message: "Prompt arguments must all be strings.",
    hint: "Convert every argument value to a string.",
    exposure: ["model","user"],
    placeholders: [],
  },
  MCPA_REQUEST_UNKNOWN_SERVER: {
    area: "request",
    message: "No server named {{server}} is configured.",
    hint: "Configured servers: {{servers}}.",
    exposure: ["model","user"],
    placeholders: ["server","servers"],
  },
  MCPA_REQUEST_SERVER_CONFIG_FAILED: {
    area: "request",
    message: "No server named {{server}} is usable: the configuration file {{file}} failed to load ({{code}} at {{position}}), and while a file fails no file-configured server starts.",
    hint: "Fix {{file}} at {{position}} (call {} to list every problem), then run /reload in Travis234.",
    exposure: ["model","user"],
    placeholders: ["server","file","code","position"],
  },
  MCPA_REQUEST_SERVER_UNTRUSTED: {
    area: "request",
    message: "The server {{server}} is defined in {{file}}, a project file, which does not count: {{why}}.",
    hint: "Trust the project to use it: /trust then /reload in the Travis234 TUI, or start travis234 with -a; call {} for every way to trust it.",
    exposure: ["model","user"],
    placeholders: ["server","file","why"],
  },
  MCPA_REQUEST_SERVER_DISABLED: {
    area: "request",
    message: "The server {{server}} is configured but disabled by a configuration error ({{code}}).",
    hint: "Its tools cannot be used until the file is fixed; do not retry it in this turn. Call {} to read the error and where it is, then tell the person which file to fix (`/mcp check` in Travis234 shows it too) and to reload.",
    exposure: ["model","user"],
    placeholders: ["server","code"],
  },
  MCPA_REQUEST_SERVER_OFF: {
    area: "request",
    message: "The server {{server}} is configured but switched off (`disabled: true`).",
    hint: "Ask the user to remove `disabled` from its entry in the configuration file (or set it to false), then reload.",
    exposure: ["model","user"],
    placeholders: ["server"],
  },
  MCPA_REQUEST_SERVER_PAUSED: {
    area: "request",
    message: "The server {{server}} is disabled for this session: the user turned it off with /mcp disable.",
    hint: "Use another server, or ask the user to run `/mcp enable {{name}}` in Travis234 if you need this one.",
    exposure: ["model","user"],
    placeholders: ["server","name"],
  },
  MCPA_RUNTIME_TIMEOUT: {
    area: "runtime",
    message: "MCP server {{server}}: {{operation}} timed out after {{ms}} ms.",
    hint: "Raise `requestTimeoutMs` for this server if the operation legitimately takes longer.",
    exposure: ["model","user"],
    placeholders: ["server","operation","ms"],
  },
  MCPA_RUNTIME_CONNECT_FAILED: {
    area: "runtime",
    message: "MCP server {{server}} could not be started or reached ({{reason}}).",
    hint: "Its tools cannot be used now; do not retry it in this turn. Tell the person it failed to start and the reason (they can fix its command, variables or, for HTTP 401/403, its header; OAuth is not supported), then ask for `reconnect` on {{server}}.",
    exposure: ["model","user"],
    placeholders: ["server","reason"],
  },
  MCPA_RUNTIME_PROTOCOL_NOT_OFFERED: {
    area: "runtime",
    message: "MCP server {{server}} does not offer protocol revision {{revision}}, which its `protocolVersion` pins; nothing else was tried.",
    hint: "Set `protocolVersion` of {{server}} to \"auto\" (the server is asked which era it speaks) or \"legacy\" (the 2025 handshake), or remove it.",
    exposure: ["model","user"],
    placeholders: ["server","revision"],
  },
  MCPA_RUNTIME_PROTOCOL_REFUSED: {
    area: "runtime",
    message: "MCP server {{server}} refused the protocol revision it was asked for (JSON-RPC error -32022); it offers {{offered}}.",
    hint: "If it offers 2026-07-28 or a 2025 revision, set `protocolVersion` of {{server}} to \"auto\" or remove it; if it offers none of these, use a release of the server that does.",
    exposure: ["model","user"],
    placeholders: ["server","offered"],
  },
  MCPA_RUNTIME_CONNECTION_LOST: {
    area: "runtime",
    message: "MCP server {{server}}: the connection broke during {{operation}} ({{reason}}).",
    hint: "The request was not retried. Call again to reconnect; the server may have crashed or restarted.",
    exposure: ["model","user"],
    placeholders: ["server","operation","reason"],
  },
  MCPA_RUNTIME_RECONNECT_STOPPED: {
    area: "runtime",
    message: "MCP server {{server}} kept failing, so automatic reconnect stopped ({{reason}}).",
    hint: "Fix the server, then ask for the `reconnect` operation on it; until then no request starts it.",
    exposure: ["model","user"],
    placeholders: ["server","reason"],
  },
  MCPA_RUNTIME_SERVER_ERROR: {
    area: "runtime",
    message: "MCP server {{server}} failed while handling {{operation}} (JSON-RPC error {{rpcCode}}).",
    hint: "The server reports a failure of its own (it says why below, when it does). If that names an argument, correct it; otherwise try again later or use another tool. The connection is still open.",
    exposure: ["model","user"],
    placeholders: ["server","operation","rpcCode"],
  },
  MCPA_RUNTIME_ARGUMENTS_REJECTED: {
    area: "runtime",
    message: "MCP server {{server}} rejected the arguments of {{operation}} (JSON-RPC error {{rpcCode}}, invalid params).",
    hint: "Check the arguments against the tool description (`describe` shows its input schema; the server says why below, when it does); the connection is still open.",
    exposure: ["model","user"],
    placeholders: ["server","operation","rpcCode"],
  },
  MCPA_RUNTIME_LIST_FAILED: {
    area: "runtime",
    message: "MCP server {{server}} could not answer {{operation}} (JSON-RPC error {{rpcCode}}).",
    hint: "No arguments were involved: the server failed to list what it offers (it says why below, when it does). Try again later or go on without this server; the connection is still open.",
    exposure: ["model","user"],
    placeholders: ["server","operation","rpcCode"],
  },
  MCPA_RUNTIME_SERVER_NETWORK: {
    area: "runtime",
    message: "MCP server {{server}} could not reach a service it relies on during {{operation}} (JSON-RPC error {{rpcCode}}).",
    hint: "The arguments are not at fault: a network request the server made failed (its message below). Try again later; if it keeps failing, tell the person to check the network and the URL or credentials the server uses.",
    exposure: ["model","user"],
    placeholders: ["server","operation","rpcCode"],
  },
  MCPA_RUNTIME_RESOURCE_READ_ERROR: {
    area: "runtime",
    message: "MCP server {{server}} rejected resources.read with JSON-RPC error {{rpcCode}}.",
    hint: "Read a resource the server lists (resources.list, with a query) by its reference; the server says why below, when it does.",
    exposure: ["model","user"],
    placeholders: ["server","rpcCode"],
  },
  MCPA_RUNTIME_PROMPT_GET_ERROR: {
    area: "runtime",
    message: "MCP server {{server}} rejected prompts.get with JSON-RPC error {{rpcCode}}.",
    hint: "Check the prompt name and its arguments against prompts.list; the server says why below, when it does.",
    exposure: ["model","user"],
    placeholders: ["server","rpcCode"],
  },
  MCPA_RUNTIME_REQUEST_FAILED: {
    area: "runtime",
    message: "MCP server {{server}}: {{operation}} failed ({{reason}}).",
    hint: "The request was not retried; try again or reconnect.",
    exposure: ["model","user"],
    placeholders: ["server","operation","reason"],
  },
  MCPA_RUNTIME_INPUT_REQUIRED: {
    area: "runtime",
    message: "MCP server {{server}}: {{operation}} needs input from the user, and this adapter does not answer elicitation or sampling requests.",
    hint: "Call again with every argument the tool needs; the connection is still open.",
    exposure: ["model","user"],
    placeholders: ["server","operation"],
  },
  MCPA_RUNTIME_CANCELLED: {
    area: "runtime",
    message: "MCP server {{server}}: {{operation}} was cancelled; {{connection}}.",
    hint: "Nothing was retried; call again if the result is still needed.",
    exposure: ["model","user"],
    placeholders: ["server","operation","connection"],
  },
  MCPA_RUNTIME_CLOSED: {
    area: "runtime",
    message: "The MCP runtime is shutting down; {{server}} is no longer available.",
    hint: "Start a new session.",
    exposure: ["model","user"],
    placeholders: ["server"],
  },
  MCPA_RUNTIME_OFFLINE: {
    area: "runtime",
    message: "MCP server {{server}} needs the network, and Travis234 runs offline.",
    hint: "Start Travis234 without --offline to use remote servers; loopback servers still work offline.",
    exposure: ["model","user"],
    placeholders: ["server"],
  },
  MCPA_RUNTIME_REDIRECT: {
    area: "runtime",
    message: "MCP server {{server}} redirected to another origin, which is refused.",
    hint: "Configure the final endpoint URL directly; credentials are never sent to another origin.",
    exposure: ["model","user"],
    placeholders: ["server"],
  },
  MCPA_TOOL_UNKNOWN: {
    area: "catalog",
    message: "No tool {{tool}} on MCP server {{server}}.",
    hint: "List its tools first: {\"server\": \"{{server}}\"}.",
    exposure: ["model","user"],
    placeholders: ["server","tool"],
  },
  MCPA_TOOL_TASK_REQUIRED: {
    area: "catalog",
    message: "MCP tool {{tool}} on server {{server}} requires task-based execution, which this adapter does not offer; nothing was sent.",
    hint: "Use another tool of {{server}} (tools marked \"needs tasks\" in its listing cannot be called), or call this one from a client that supports MCP tasks.",
    exposure: ["model","user"],
    placeholders: ["server","tool"],
  },
  MCPA_TOOL_CHANGED: {
    area: "catalog",
    message: "The definition of MCP tool {{tool}} on server {{server}} changed since {{date}} ({{parts}}), and this server pins its tools (`pinTools`); nothing was sent.",
    hint: "Ask the user to review the change in `/mcp` and accept it with `/mcp accept {{server}} {{tool}}` (or `travis234-mcp accept {{server}} {{tool}}` in a shell); until then, do not rely on this tool.",
    exposure: ["model","user"],
    placeholders: ["server","tool","date","parts"],
  },
  MCPA_TOOL_FILTERED: {
    area: "catalog",
    message: "The tool {{tool}} on MCP server {{server}} is hidden by this server's `includeTools` or `excludeTools`.",
    hint: "Use a tool that {\"server\": \"{{server}}\"} lists, or ask the user to change the filter in the configuration file.",
    exposure: ["model","user"],
    placeholders: ["server","tool"],
  },
  MCPA_TOOL_APP_ONLY: {
    area: "catalog",
    message: "The tool {{tool}} on MCP server {{server}} is for an MCP Apps host (its `_meta.ui.visibility` leaves out the model), so it is not offered here; nothing was sent.",
    hint: "Use a tool that {\"server\": \"{{server}}\"} lists: this one is called by an app's own interface, which this adapter does not show.",
    exposure: ["model","user"],
    placeholders: ["server","tool"],
  },
  MCPA_OUTPUT_UNKNOWN: {
    area: "results",
    message: "No retained output {{output}} exists for server {{server}}.",
    hint: "Use a reference from a result of this session and this server; retained output is removed at session end.",
    exposure: ["model","user"],
    placeholders: ["server","output"],
  },
  MCPA_OUTPUT_OFFSET_PAST_END: {
    area: "results",
    message: "The offset {{offset}} is past the end of {{output}}, which holds {{total}} bytes of text.",
    hint: "Read from an offset below {{total}}: 0 reads from the start, and each window's footer names the next offset.",
    exposure: ["model","user"],
    placeholders: ["output","offset","total"],
  },
  MCPA_CATALOG_PAGE_LIMIT: {
    area: "catalog",
    message: "MCP server {{server}}: the {{catalog}} listing needed more than {{max}} pages.",
    hint: "The server paginates too finely or never ends its listing; report it to the server author.",
    exposure: ["model","user"],
    placeholders: ["server","catalog","max"],
  },
  MCPA_CATALOG_ENTRY_LIMIT: {
    area: "catalog",
    message: "MCP server {{server}}: the {{catalog}} listing has more than {{max}} entries.",
    hint: "Use a narrower server configuration; the adapter keeps no partial catalog.",
    exposure: ["model","user"],
    placeholders: ["server","catalog","max"],
  },
  MCPA_CATALOG_SIZE_LIMIT: {
    area: "catalog",
    message: "MCP server {{server}}: the {{catalog}} listing is larger than {{max}} characters of JSON.",
    hint: "The server describes its entries at great length; use a narrower server configuration or report it to the server author. The adapter keeps no partial catalog.",
    exposure: ["model","user"],
    placeholders: ["server","catalog","max"],
  },
  MCPA_CATALOG_REPEATED_CURSOR: {
    area: "catalog",
    message: "MCP server {{server}}: the {{catalog}} listing repeated a pagination cursor on page {{page}}.",
    hint: "The server would loop forever; report it to the server author. Nothing partial is kept.",
    exposure: ["model","user"],
    placeholders: ["server","catalog","page"],
  },
  MCPA_CATALOG_REFERENCE_ALLOCATION: {
    area: "catalog",
    message: "MCP server {{server}}: no unused opaque reference could be drawn.",
    hint: "List again.",
    exposure: ["model","user"],
    placeholders: ["server"],
  },
  MCPA_CAPABILITY_MISSING: {
    area: "catalog",
    message: "MCP server {{server}} does not offer {{capability}}.",
    hint: "Use the tools of this server instead; nothing was sent to it.",
    exposure: ["model","user"],
    placeholders: ["server","capability"],
  },
  MCPA_RESOURCE_UNKNOWN_REFERENCE: {
    area: "catalog",
    message: "The reference {{resource}} is not one that server {{server}} listed.",
    hint: "List resources with {\"server\": \"{{server}}\", \"operation\": \"resources.list\"} and pass one of its mcp-resource- references exactly.",
    exposure: ["model","user"],
    placeholders: ["server","resource"],
  },
  MCPA_RESOURCE_UNKNOWN_URI: {
    area: "catalog",
    message: "MCP server \"{{server}}\" neither lists that URI nor links it in a tool result, and none of its resource templates matches it.",
    hint: "List its resources with {\"server\":\"{{server}}\",\"operation\":\"resources.list\"} and read one by its mcp-resource- reference, or pass a URI exactly as the server gave it.",
    exposure: ["model","user"],
    placeholders: ["server"],
  },
  MCPA_RESOURCE_STALE_REFERENCE: {
    area: "catalog",
    message: "The reference {{resource}} belongs to an older resource listing of server {{server}}.",
    hint: "The server's resources changed or it reconnected; list them again with {\"server\": \"{{server}}\", \"operation\": \"resources.list\"}.",
    exposure: ["model","user"],
    placeholders: ["server","resource"],
  },
  MCPA_RESOURCE_TEMPLATE_ARGUMENTS: {
    area: "catalog",
    message: "Cannot read {{resource}} of server {{server}}: {{problem}}. Nothing was sent.",
    hint: "A template reference takes \"arguments\" with its variables ({{variables}}); values are strings, numbers or booleans; a plain resource reference takes none.",
    exposure: ["model","user"],
    placeholders: ["server","resource","problem","variables"],
  },
  MCPA_PROMPT_UNKNOWN: {
    area: "catalog",
    message: "MCP server {{server}} has no prompt named {{prompt}}.",
    hint: "List prompts first with {\"server\": \"{{server}}\", \"operation\": \"prompts.list\"}.",
    exposure: ["model","user"],
    placeholders: ["server","prompt"],
  },
  MCPA_PROMPT_UNKNOWN_ARGUMENT: {
    area: "catalog",
    message: "The request passes {{count}} argument(s) that prompt {{prompt}} does not declare.",
    hint: "Use only the arguments prompts.list shows for it: {{declared}}.",
    exposure: ["model","user"],
    placeholders: ["prompt","count","declared"],
  },
  MCPA_PROMPT_MISSING_ARGUMENT: {
    area: "catalog",
    message: "Prompt {{prompt}} requires arguments that the request does not pass: {{missing}}.",
    hint: "Pass every required argument as a string.",
    exposure: ["model","user"],
    placeholders: ["prompt","missing"],
  },
  MCPA_RESULT_TOO_LARGE: {
    area: "results",
    message: "MCP server {{server}}: the {{operation}} response exceeded {{max}} bytes.",
    hint: "Ask for less data (a narrower query or a smaller resource).",
    exposure: ["model","user"],
    placeholders: ["server","operation","max"],
  },
  MCPA_RESULT_TOO_LARGE_CONNECTION_CLOSED: {
    area: "results",
    message: "MCP server {{server}}: a message over {{max}} bytes during {{operation}} named no request, so the connection was closed; the server restarts on the next request and its in-memory state is lost.",
    hint: "Ask for less data (a narrower query or a smaller resource); redo any setup the server needs.",
    exposure: ["model","user"],
    placeholders: ["server","operation","max"],
  },
  MCPA_RESULT_TOO_MANY_MESSAGES: {
    area: "results",
    message: "MCP server {{server}}: the prompt returned more than {{max}} messages.",
    hint: "Use another prompt or narrower arguments.",
    exposure: ["model","user"],
    placeholders: ["server","max"],
  },
  MCPA_SPILL_QUOTA: {
    area: "results",
    message: "The output could not be retained: the spill space of {{max}} bytes is used up.",
    hint: "Start a new session to free the space, or request smaller results.",
    exposure: ["model","user"],
    placeholders: ["max"],
  },
  MCPA_SPILL_WRITE_FAILED: {
    area: "results",
    message: "The output {{output}} of server {{server}} was not kept: its spill file could not be written.",
    hint: "Call the tool again for a fresh result; if this repeats, the temporary directory is full or not writable.",
    exposure: ["model","user"],
    placeholders: ["server","output"],
  },
  MCPA_PACKAGED_INVALID: {
    area: "packaged",
    message: "The {{descriptor}} descriptor is invalid at `{{field}}` ({{problem}}).",
    hint: "Fix the descriptor where the extension registers it; see docs/packaged-servers.md of the adapter.",
    exposure: ["user","internal"],
    placeholders: ["descriptor","field","problem"],
  },
  MCPA_PACKAGED_NOT_ABSOLUTE: {
    area: "packaged",
    message: "`{{field}}` of packaged server {{name}} must be an absolute path.",
    hint: "Build the path from the registering package root, for example Path(__file__).resolve().parent.",
    exposure: ["user","internal"],
    placeholders: ["field","name"],
  },
  MCPA_PACKAGED_OUTSIDE_ROOT: {
    area: "packaged",
    message: "`{{field}}` of packaged server {{name}} resolves outside its package root.",
    hint: "Only files inside the registering package may be launched; symlinks are resolved before the check.",
    exposure: ["user","internal"],
    placeholders: ["field","name"],
  },
  MCPA_PACKAGED_NOT_FILE: {
    area: "packaged",
    message: "`{{field}}` of packaged server {{name}} is not an existing regular file.",
    hint: "Point it at the file the package ships.",
    exposure: ["user","internal"],
    placeholders: ["field","name"],
  },
  MCPA_PACKAGED_NOT_EXECUTABLE: {
    area: "packaged",
    message: "`command` of packaged server {{name}} is not executable by this user.",
    hint: "Ship it with the executable bit set, or register a PackagedPythonServer or node entry point instead.",
    exposure: ["user","internal"],
    placeholders: ["name"],
  },
  MCPA_PACKAGED_CONFLICT: {
    area: "packaged",
    message: "A different packaged {{kind}} named {{name}} is already registered.",
    hint: "Registering an identical descriptor again is harmless; give a different descriptor its own name.",
    exposure: ["user","internal"],
    placeholders: ["kind","name"],
  },
  MCPA_PACKAGED_FACADE_BEFORE_SERVER: {
    area: "packaged",
    message: "Facade {{facade}} names packaged server {{server}}, which is not registered yet.",
    hint: "Register the packaged server before its facade during extension load.",
    exposure: ["user","internal"],
    placeholders: ["facade","server"],
  },
  MCPA_PACKAGED_FACADE_NAME: {
    area: "packaged",
    message: "Facade name {{facade}} is reserved or already used by another tool.",
    hint: "Choose a name that no other tool uses; `mcp` is the adapter's own.",
    exposure: ["user","internal"],
    placeholders: ["facade"],
  },
  MCPA_PACKAGED_NO_INTERPRETER: {
    area: "packaged",
    message: "Packaged Python servers need a Python interpreter, and none was given ({{servers}}).",
    hint: "The Travis234 shim passes its own; from the command line, set pythonExecutable in the --packaged file.",
    exposure: ["user","internal"],
    placeholders: ["servers"],
  },
  MCPA_FACADE_ARGUMENTS: {
    area: "packaged",
    message: "The arguments do not match facade {{facade}}: {{problem}}.",
    hint: "Pass \"operation\" and exactly the fields that operation declares: {{fields}}.",
    exposure: ["model","user"],
    placeholders: ["facade","problem","fields"],
  },
  MCPA_FACADE_UNKNOWN: {
    area: "packaged",
    message: "No facade tool {{facade}} is registered in this session.",
    hint: "Call a registered facade tool ({{facades}}), or the mcp tool.",
    exposure: ["model","user"],
    placeholders: ["facade","facades"],
  },
  MCPA_CLI_USAGE: {
    area: "cli",
    message: "{{problem}}",
    hint: "Run `travis234-mcp help` for the commands and flags.",
    exposure: ["user"],
    placeholders: ["problem"],
  },
  MCPA_CLI_EDIT_REFUSED: {
    area: "cli",
    message: "{{command}} left {{file}} unchanged: {{problem}}.",
    hint: "{{fix}}",
    exposure: ["user"],
    placeholders: ["command","file","problem","fix"],
  },
  MCPA_CLI_WRITE: {
    area: "cli",
    message: "Could not write {{file}} ({{reason}}); the file is unchanged.",
    hint: "Check that the file and its directory are writable by this user.",
    exposure: ["user"],
    placeholders: ["file","reason"],
  },
  MCPA_CLI_SERVER_UNKNOWN: {
    area: "cli",
    message: "No server named {{name}} is defined in {{where}}.",
    hint: "{{fix}}",
    exposure: ["user"],
    placeholders: ["name","where","fix"],
  },
  MCPA_CLI_IMPORT_READ: {
    area: "cli",
    message: "import could not read {{file}} ({{reason}}).",
    hint: "Name the peer client's file as FILE, or run import from the project directory with --from.",
    exposure: ["user"],
    placeholders: ["file","reason"],
  },
  MCPA_CLI_IMPORT_PARSE: {
    area: "cli",
    message: "import could not parse {{file}}:{{line}}:{{column}} as {{format}} ({{problem}}).",
    hint: "Fix the file at that line so that its client reads it, then run import again.",
    exposure: ["user"],
    placeholders: ["file","line","column","format","problem"],
  },
  MCPA_WORKER_REQUEST_INVALID: {
    area: "workers",
    message: "The MCP delegation request is not valid: {{problem}}.",
    hint: "Pass {\"servers\": {\"<server>\": [\"tools.list\", \"tools.call:<tool>\"]}}; ceiling strings are {{grammar}}.",
    exposure: ["model","user"],
    placeholders: ["problem","grammar"],
  },
  MCPA_WORKER_SERVER_UNAVAILABLE: {
    area: "workers",
    message: "Server {{server}} cannot be delegated to a worker: {{reason}}.",
    hint: "Delegate only servers that {} lists as configured and enabled ({{servers}}), or fix the configuration first.",
    exposure: ["model","user"],
    placeholders: ["server","reason","servers"],
  },
  MCPA_WORKER_ESCALATION: {
    area: "workers",
    message: "A worker may not be granted {{operation}} on {{server}}: {{reason}}.",
    hint: "Grant a worker only what this session may do itself: drop {{operation}} from the request.",
    exposure: ["model","user"],
    placeholders: ["server","operation","reason"],
  },
  MCPA_WORKER_CEILING_DENIED: {
    area: "workers",
    message: "This worker may not run {{operation}} on MCP server {{server}}: its delegation does not grant it.",
    hint: "Use only what this worker was granted on {{server}}: {{granted}}. The coordinator can start a worker with a wider ceiling.",
    exposure: ["model","user"],
    placeholders: ["server","operation","granted"],
  },
  MCPA_WORKER_GENERATION_STALE: {
    area: "workers",
    message: "The MCP delegation of this worker changed since the call was authorised, so it was not run.",
    hint: "Start a new worker for the current delegation; a worker keeps the ceiling it was started with.",
    exposure: ["model","user"],
    placeholders: [],
  },
  MCPA_WORKER_PREFLIGHT_FAILED: {
    area: "workers",
    message: "Delegated MCP server {{server}} did not connect in the worker ({{reason}}).",
    hint: "Check that {{server}} connects in the parent session ({\"server\": \"{{server}}\"}) and that the worker has the variables it references.",
    exposure: ["user","internal"],
    placeholders: ["server","reason"],
  },
  MCPA_WORKER_ALREADY_INSTALLED: {
    area: "workers",
    message: "The MCP adapter was already installed in this worker; a second delegation was refused.",
    hint: "Start a new worker for a different delegation.",
    exposure: ["user","internal"],
    placeholders: [],
  },
  MCPA_WORKER_NOT_INSTALLED: {
    area: "workers",
    message: "Workers need the distribution {{distribution}} {{version}} in the host's Python environment, and it is not installed there.",
    hint: "It is not on PyPI: build it in a clone with `npm run wheel`, then install it into the interpreter that runs Travis234: `{{python}} -m pip install --force-reinstall release/travis234_mcp_ts-{{version}}-py3-none-any.whl` (see docs/workers.md).",
    exposure: ["model","user"],
    placeholders: ["distribution","version","python"],
  },
  MCPA_WORKER_ENVIRONMENT_MISSING: {
    area: "workers",
    message: "The delegated servers reference {{variable}}, which the worker was not given.",
    hint: "Set {{variable}} in the environment that starts Travis234, so the host can hand it to the worker.",
    exposure: ["model","user"],
    placeholders: ["variable"],
  },
  MCPA_HOST_SESSION_REPLACED: {
    area: "host",
    message: "This Travis234 session is being replaced (a reload or a new session) and its MCP servers are shutting down, so this call was not run.",
    hint: "Call again: the new session starts the MCP servers it needs.",
    exposure: ["model","user"],
    placeholders: [],
  },
  MCPA_HOST_PLATFORM_UNSUPPORTED: {
    area: "host",
    message: "travis234-mcp-adapter runs on Linux and macOS only: it relies on POSIX process groups, signals and private 0700 directories, which native Windows does not have; no MCP server was started.",
    hint: "Run Travis234 inside WSL (Windows Subsystem for Linux), where the adapter works as on Linux, with server commands such as npx installed in WSL.",
    exposure: ["model","user"],
    placeholders: [],
  },
  MCPA_HOST_NODE_MISSING: {
    area: "host",
    message: "travis234-mcp-adapter needs Node.js {{min}} or newer, and none was found on PATH (nor set in TRAVIS234_MCP_NODE).",
    hint: "Install Node.js {{min}} or newer, or set TRAVIS234_MCP_NODE to a node executable of version {{min}} or newer, then call again.",
    exposure: ["model","user"],
    placeholders: ["min"],
  },
  MCPA_HOST_NODE_UNUSABLE: {
    area: "host",
    message: "travis234-mcp-adapter could not start Node.js at {{node}}: {{reason}}.",
    hint: "Install Node.js {{min}} or newer, or set TRAVIS234_MCP_NODE to a node executable of version {{min}} or newer, then call again.",
    exposure: ["model","user"],
    placeholders: ["node","reason","min"],
  },
  MCPA_HOST_NODE_TOO_OLD: {
    area: "host",
    message: "travis234-mcp-adapter needs Node.js {{min}} or newer; {{node}} is {{version}}.",
    hint: "Install Node.js {{min}} or newer, or set TRAVIS234_MCP_NODE to a node executable of version {{min}} or newer, then call again.",
    exposure: ["model","user"],
    placeholders: ["node","version","min"],
  },
  MCPA_HOST_SIDECAR_START_FAILED: {
    area: "host",
    message: "The MCP sidecar {{what}}; what it printed is in the Travis234 log (logger travis234_mcp_adapter), not here.",
    hint: "Call again to retry; if it fails the same way, reinstall the adapter as the README's Install section says.",
    exposure: ["model","user"],
    placeholders: ["what"],
  },
  MCPA_HOST_FILES_INCOMPLETE: {
    area: "host",
    message: "travis234-mcp-adapter is incomplete: {{what}}.",
    hint: "Reinstall the package as the README's Install section says (in a clone: `npm ci && npm run package`, then `travis234 install ./release/travis234-mcp-adapter`).",
    exposure: ["model","user"],
    placeholders: ["what"],
  },
};
