// Generated from spec/credentials.yaml (sha256 553ed71bb725a74d) by codegen/emit-modules.ts; do not edit.
// Regenerate with `npm run codegen`; `npm run codegen:check` verifies it.

export const CREDENTIAL_MARKERS = [
  "API_KEY",
  "APIKEY",
  "TOKEN",
  "SECRET",
  "PASSWORD",
  "PASSWD",
  "OAUTH",
  "CREDENTIAL",
  "PRIVATE_KEY",
  "ACCESS_KEY"
] as const;

export const MARKER_NORMALISE = {
  "-": "_"
} as const;

export const SENSITIVE_HEADERS = [
  "Authorization",
  "Cookie",
  "Proxy-Authorization"
] as const;

export const RESERVED_HEADERS = [
  "Mcp-Session-Id",
  "Mcp-Protocol-Version",
  "Mcp-Method",
  "Mcp-Name",
  "Mcp-Param-*",
  "Last-Event-ID",
  "Content-Type",
  "Accept"
] as const;

export const LOADER_ENV = [
  "NODE_OPTIONS",
  "NODE_PATH",
  "LD_PRELOAD",
  "LD_LIBRARY_PATH",
  "DYLD_INSERT_LIBRARIES",
  "PYTHONPATH",
  "PYTHONSTARTUP",
  "PATH"
] as const;

export const REFERENCE_NAME_PATTERN = "[A-Za-z_][A-Za-z0-9_]*" as const;

export const REFERENCE_EMPTY_IS_MISSING = true as const;

export const REDACTION_REPLACEMENT = "[redacted:{name}]" as const;

export const LOOPBACK_HOSTS = [
  "localhost",
  "127.0.0.1",
  "[::1]"
] as const;

export const ARG_TOKEN_PREFIXES = [
  "ghp_",
  "gho_",
  "ghu_",
  "ghs_",
  "ghr_",
  "github_pat_",
  "glpat-",
  "sbp_",
  "sk-",
  "xoxb-",
  "xoxp-",
  "xoxa-",
  "xapp-",
  "npm_",
  "AKIA"
] as const;

export const ARG_MIN_TOKEN_CHARS = 12 as const;

export const AUTHORIZATION_SCHEMES = [
  "Bearer",
  "Basic",
  "Token"
] as const;

export const ARG_CREDENTIAL_FLAGS = [
  "TOKEN",
  "API_KEY",
  "APIKEY",
  "PASSWORD",
  "PASSWD",
  "SECRET",
  "ACCESS_TOKEN",
  "AUTH_TOKEN",
  "CLIENT_SECRET",
  "PRIVATE_KEY",
  "ACCESS_KEY",
  "PAT"
] as const;
