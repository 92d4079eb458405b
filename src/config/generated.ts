// The config area's one entry into generated/.
export {
  ALLOWED_KEYS,
  CONFIG_DEFAULTS,
  FOREIGN_FIELDS,
  IGNORED_ROOT_KEYS,
  KEYWORD_ERRORS,
  RANGE_WORDS,
  SCHEMA_ERROR_PATHS,
  TYPE_WORDS,
} from "../../generated/config-schema.js";
export { LOADER_ENV } from "../../generated/credentials.js";
export type { ErrorCode } from "../../generated/errors.js";
export { ERROR_CATALOG } from "../../generated/errors.js";
export { LIMIT_VALUES } from "../../generated/limits.js";
export { FILESYSTEM_RULES, PACKAGED_VALIDATORS, TOOL_NAME_RULE } from "../../generated/packaged.js";
export { AGENT_DIR_DEFAULT, CACHE_LOCATION, CONFIG_SOURCES, NEVER_READ } from "../../generated/sources.js";
export type { McpConfigFile, McpServer } from "../../generated/types/config.js";
export { default as validateConfigFile } from "../../generated/validators/config.cjs";
export { default as packagedValidators } from "../../generated/validators/packaged.cjs";
