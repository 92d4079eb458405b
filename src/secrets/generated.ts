// The secrets area's one entry into generated/.
export {
  ARG_CREDENTIAL_FLAGS,
  ARG_MIN_TOKEN_CHARS,
  ARG_TOKEN_PREFIXES,
  CREDENTIAL_MARKERS,
  LOOPBACK_HOSTS,
  MARKER_NORMALISE,
  REDACTION_REPLACEMENT,
  REFERENCE_EMPTY_IS_MISSING,
  REFERENCE_NAME_PATTERN,
  RESERVED_HEADERS,
  SENSITIVE_HEADERS,
} from "../../generated/credentials.js";
export { LIMIT_VALUES } from "../../generated/limits.js";
