// The proxy area's one entry into generated/.
export { OPERATIONS, REFERENCE_HEX_CHARS, REQUEST_FIELDS, STATUS_OPERATION, TOOL_DEFINITION } from "../../generated/proxy.js";
export { LIMIT_VALUES } from "../../generated/limits.js";
