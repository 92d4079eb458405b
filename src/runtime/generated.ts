// The runtime area's one entry into generated/.
export { LIMIT_VALUES } from "../../generated/limits.js";
export { CONFIG_DEFAULTS } from "../../generated/config-schema.js";
export { PACKAGE_IDENTITY } from "../../generated/package.js";
