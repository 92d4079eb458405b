// The results area's one entry into generated/.
export { LIMIT_VALUES } from "../../generated/limits.js";
export { DETAILS_KEY, REFERENCE_HEX_CHARS } from "../../generated/proxy.js";
