// The catalog area's one entry into generated/.
export { LIMIT_VALUES } from "../../generated/limits.js";
export { REFERENCE_HEX_CHARS, REFERENCE_PREFIXES } from "../../generated/proxy.js";
