// The proxy area's one entry into generated/.

export { CONFIG_DEFAULTS } from "../../generated/config-schema.js";
export { LIMIT_VALUES } from "../../generated/limits.js";
export { APPROVAL_TABLE, OPERATIONS } from "../../generated/proxy.js";
export type { CeilingOperation } from "../../generated/worker-delegation.js";
export {
  CEILING_MAX_OPERATIONS_PER_SERVER,
  CEILING_MAX_TARGET_CHARS,
  CEILING_OPERATIONS,
  CEILING_SEPARATOR,
  CEILING_STATUS_OPERATION,
  PROXY_CEILING,
} from "../../generated/worker-delegation.js";
