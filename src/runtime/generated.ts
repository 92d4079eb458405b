// The runtime area's one entry into generated/.

export { CONFIG_DEFAULTS } from "../../generated/config-schema.js";
export { LIMIT_VALUES } from "../../generated/limits.js";
export { PACKAGE_IDENTITY } from "../../generated/package.js";
